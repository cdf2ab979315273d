import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CompanyRow, CompanySortColumn } from '@portal/contract/companies';
import { COMPANY_LIST_TABLE, companyListCall } from '@portal/contract/companies-core';
import type { UserDetails } from '@portal/contract/identity';
import { PERMISSIONS } from '@portal/contract/permissions-core';
import { ROUTES } from '@portal/contract/routes';
import { isViewOnlyGroup } from '@portal/contract/user-type';
import type { TFunction } from '@/i18n/translate';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { AdminTable } from '@/components/admin-table/admin-table';
import { useAdminTableState } from '@/components/admin-table/use-admin-table-state';
import { RequirePermission } from '@/components/require-permission';
import { visuallyHidden } from '@/components/visually-hidden';
import { useNavigate } from '@/lib/router/router';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTakeContext } from '@/lib/change-context';
import { useCompanies } from '@/lib/get-companies';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { CompanyFilters } from '../components/company-filters';

// The dialog loads when first opened: the list does not show it at first paint.
const TakeContextDialog = lazy(() =>
  import('../components/take-context-dialog').then((m) => ({ default: m.TakeContextDialog })),
);

/** The company's name, which takes its context in one tap (none for the company acted for already). */
type NameAction = {
  /** The company acted for now, whose name is only text. */
  actingFor: number | undefined;
  /** The element saying what a tap on a name does ('Act on behalf of this company'). */
  describedBy: string;
  /** The company whose context is being taken, while the call is on its way. */
  taking: number | undefined;
  onTake: (row: CompanyRow) => void;
};

function CompanyName({ row, action }: { row: CompanyRow; action: NameAction }) {
  if (row.tenantId === action.actingFor) return row.companyName;
  return (
    <Link
      component="button"
      type="button"
      aria-describedby={action.describedBy}
      disabled={action.taking !== undefined}
      aria-busy={action.taking === row.companyId || undefined}
      onClick={() => action.onTake(row)}
      sx={{ fontWeight: 600, textAlign: 'start', overflowWrap: 'anywhere', minHeight: 44, verticalAlign: 'middle' }}
    >
      {row.companyName}
    </Link>
  );
}

/** The company row of spec section 3, codes in the reader's language; the name acts for the company in one tap. */
function companyColumns(t: TFunction, action: NameAction): AdminColumn<CompanySortColumn, CompanyRow>[] {
  return [
    {
      id: 'companyName',
      label: t('companies.table.companyName'),
      sort: 'companyName',
      render: (row) => <CompanyName row={row} action={action} />,
    },
    {
      id: 'status',
      label: t('companies.table.status'),
      sort: 'status',
      text: (row) => t(`companies.statuses.${row.status}`),
    },
    { id: 'adminEmail', label: t('companies.table.adminEmail'), sort: 'adminEmail', text: (row) => row.adminEmail },
    {
      id: 'uiCompanyType',
      label: t('companies.table.uiCompanyType'),
      sort: 'uiCompanyType',
      text: (row) => t(`companies.types.${row.uiCompanyType}`),
    },
    { id: 'subscribedProduct', label: t('companies.table.subscribedProduct'), text: (row) => row.subscribedProduct },
  ];
}

function CompanyList({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const { table, filters, update } = useAdminTableState('companies', COMPANY_LIST_TABLE);
  const [chosen, setChosen] = useState<CompanyRow | null>(null);
  const dialogUsed = useOpenedOnce(chosen !== null);
  const query = companyListCall(table, filters);
  const { companyTypes, statuses } = query;
  const companies = useCompanies(query);
  const viewOnly = isViewOnlyGroup(user.authz.group);
  const actingFor = user.acting_tenant?.id;
  const switching = actingFor !== undefined;
  const describedBy = useId();
  const navigate = useNavigate();
  const take = useTakeContext();
  const [failed, setFailed] = useState<CompanyRow | null>(null);
  // One tap on a name: the context is taken at once, without a reason (the ⋮ menu's dialog asks for one).
  const onTake = (row: CompanyRow) => {
    setFailed(null);
    take.mutate(
      { query: { companyId: row.companyId }, switching },
      { onSuccess: () => void navigate(ROUTES.apps), onError: () => setFailed(row) },
    );
  };
  const taking = take.isPending ? take.variables?.query.companyId : undefined;
  const nameAction: NameAction = { actingFor, describedBy, taking, onTake };

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(viewOnly ? 'companies.list.introViewOnly' : 'companies.list.intro')}
      </Typography>
      <Box component="span" id={describedBy} sx={visuallyHidden}>
        {t(viewOnly ? 'companies.actions.view' : 'companies.actions.act')}
      </Box>
      {failed ? (
        <Alert severity="error" role="alert" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('companies.list.takeFailed', { company: failed.companyName })}
        </Alert>
      ) : null}
      <CompanyFilters search={filters.search ?? ''} companyTypes={companyTypes} statuses={statuses} onChange={update} />
      <AdminTable
        caption={t('companies.list.caption')}
        emptyState={{
          next: t('companies.list.empty'),
          searched: Boolean(filters.search) || companyTypes.length > 0 || statuses.length > 0,
        }}
        columns={companyColumns(t, nameAction)}
        table={table}
        onChange={update}
        items={companies.data?.items}
        total={companies.data?.total}
        error={companies.isError ? { onRetry: () => void companies.refetch() } : null}
        getRowId={(row) => String(row.companyId)}
        getRowLabel={(row) => row.companyName}
        rowActions={(row) => [
          row.tenantId === actingFor
            ? { id: 'context', label: t('companies.actions.current'), onSelect: () => undefined, disabled: true }
            : {
                id: 'context',
                label: t(viewOnly ? 'companies.actions.view' : 'companies.actions.act'),
                onSelect: () => setChosen(row),
              },
        ]}
      />
      {dialogUsed ? (
        <Suspense fallback={null}>
          <TakeContextDialog
            company={chosen}
            onClose={() => setChosen(null)}
            switching={switching}
            viewOnly={viewOnly}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * /companyList (LIST COMPANY): every supplier company of the market, searched, filtered and sorted by the server;
 * a super admin acts on behalf of one from here, a spectator views the portal as one.
 */
export function CompanyListPage() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  useDocumentTitle(t('companies.list.pageTitle'));
  return (
    <RequirePermission permission={PERMISSIONS.listCompanies}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('companies.list.heading')}
        </Typography>
        {user ? <CompanyList user={user} /> : null}
      </Container>
    </RequirePermission>
  );
}
