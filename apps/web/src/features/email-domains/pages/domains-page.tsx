import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import type { EmailDomain, EmailDomainSortColumn } from '@portal/contract/email-domains';
import {
  EMAIL_DOMAIN_DEFAULT_PAGE_SIZE,
  EMAIL_DOMAIN_LIMITS,
  EMAIL_DOMAIN_SORT_COLUMNS,
} from '@portal/contract/email-domains';
import { administeredCompanyId, type UserDetails } from '@portal/contract/identity';
import { urlText } from '@portal/contract/url-state';
import { PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import type { TFunction } from '@/i18n/translate';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { AdminTable } from '@/components/admin-table/admin-table';
import { useAdminTableState } from '@/components/admin-table/use-admin-table-state';
import { BackLink } from '@/components/back-link';
import { PageLoader } from '@/components/page-loader';
import { RequirePermission } from '@/components/require-permission';
import { SearchField } from '@/components/search-field';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmailDomains } from '../api/email-domains';
import { canApproveDomainExceptions, canChangeDomains } from '../can-change-domains';
import { DeleteDomainDialog } from '../components/delete-domain-dialog';
import { DomainDialog } from '../components/domain-dialog';

/** The list's URL state: by domain A–Z, 10 a page (spec section 9), and the search. */
const TABLE = {
  sort: { columns: EMAIL_DOMAIN_SORT_COLUMNS, sortBy: 'domainName', sortOrder: 'asc' },
  defaultSize: EMAIL_DOMAIN_DEFAULT_PAGE_SIZE,
  filters: { search: urlText(EMAIL_DOMAIN_LIMITS.searchMax) },
} as const;

/** The authorised domain row of spec section 3: domain, sub-domains allowed, domain type. */
function domainColumns(t: TFunction): AdminColumn<EmailDomainSortColumn, EmailDomain>[] {
  return [
    { id: 'domainName', label: t('emailDomains.table.domainName'), sort: 'domainName', text: (row) => row.domainName },
    {
      id: 'allowSubDomains',
      label: t('emailDomains.table.allowSubDomains'),
      sort: 'allowSubDomains',
      text: (row) => t(row.allowSubDomains ? 'emailDomains.table.yes' : 'emailDomains.table.no'),
    },
    {
      id: 'is3pDomain',
      label: t('emailDomains.table.domainType'),
      sort: 'is3pDomain',
      text: (row) => {
        const type = t(row.is3pDomain ? 'emailDomains.types.partner' : 'emailDomains.types.company');
        return row.approvedByException ? `${type} (${t('emailDomains.table.byException')})` : type;
      },
    },
  ];
}

type Open = { kind: 'add' } | { kind: 'edit'; domain: EmailDomain } | { kind: 'delete'; domain: EmailDomain } | null;

function DomainList({ user, companyId }: { user: UserDetails; companyId: number }) {
  const { t } = useTranslation();
  const { table, filters, update } = useAdminTableState('email-domains', TABLE);
  const domains = useEmailDomains(companyId, { ...table, search: filters.search });
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const changes = canChangeDomains(user);
  const done = (key: 'emailDomains.notices.saved' | 'emailDomains.notices.deleted') => (domain: string) => {
    setOpen(null);
    setNotice(t(key, { domain }));
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mb: 2 }}>
        <Box sx={{ flex: '1 1 240px', maxWidth: 480 }}>
          <SearchField
            id="email-domain-search"
            label={t('emailDomains.list.search')}
            value={filters.search ?? ''}
            onSearch={(value) => update({ search: value })}
            maxLength={EMAIL_DOMAIN_LIMITS.searchMax}
          />
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!changes}
          onClick={() => setOpen({ kind: 'add' })}
        >
          {t('emailDomains.list.add')}
        </Button>
      </Box>
      {changes ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('emailDomains.list.readOnly')}
        </Alert>
      )}
      <AdminTable
        caption={t('emailDomains.list.caption')}
        emptyState={{
          next: t(changes ? 'emailDomains.list.empty' : 'emailDomains.list.emptyReadOnly'),
          searched: Boolean(filters.search),
        }}
        columns={domainColumns(t)}
        table={table}
        onChange={update}
        items={domains.data?.items}
        total={domains.data?.total}
        error={domains.isError ? { onRetry: () => void domains.refetch() } : null}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.domainName}
        rowActions={(row) => [
          {
            id: 'edit',
            label: t('emailDomains.actions.edit'),
            onSelect: () => setOpen({ kind: 'edit', domain: row }),
            disabled: !changes,
          },
          {
            id: 'delete',
            label: t('emailDomains.actions.delete'),
            onSelect: () => setOpen({ kind: 'delete', domain: row }),
            disabled: !changes,
          },
        ]}
      />
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <DomainDialog
          companyId={companyId}
          domain={open.kind === 'edit' ? open.domain : undefined}
          onClose={() => setOpen(null)}
          onSaved={done('emailDomains.notices.saved')}
          exceptions={
            canApproveDomainExceptions(user) ? { companyName: (user.acting_tenant ?? user.tenant)?.name } : undefined
          }
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteDomainDialog
          domain={open.domain}
          onClose={() => setOpen(null)}
          onDeleted={done('emailDomains.notices.deleted')}
        />
      ) : null}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)}>
        <Alert severity="success" onClose={() => setNotice(null)} variant="filled">
          {notice}
        </Alert>
      </Snackbar>
    </>
  );
}

function CompanyDomains() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  if (!user) return <PageLoader />;
  const companyId = administeredCompanyId(user);
  if (companyId === null) return <Alert severity="info">{t('emailDomains.list.companyError')}</Alert>;
  return <DomainList user={user} companyId={companyId} />;
}

/**
 * /admin/domainsList (LIST EMAIL_DOMAIN): the e-mail domains the company's people may come from; admins add, edit
 * and remove them, the view-only spectator sees them only (decision record 020).
 */
export function DomainsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('emailDomains.list.pageTitle'));
  return (
    <RequirePermission permission={PERMISSIONS.listEmailDomains}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <BackLink to={ROUTES.admin} label={t('emailDomains.list.back')} />
        <Typography variant="h4" component="h1" sx={{ mb: 1, mt: 2 }}>
          {t('emailDomains.list.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('emailDomains.list.intro')}
        </Typography>
        <CompanyDomains />
      </Container>
    </RequirePermission>
  );
}
