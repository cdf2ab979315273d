import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { joinProductNames, TRUNCATE } from '@portal/contract/constants';
import { administeredCompanyId, type UserDetails } from '@portal/contract/identity';
import type {
  PartnerAssociation,
  PartnerSortColumn,
  SponsoredSupplier,
  SponsoredSupplierSortColumn,
} from '@portal/contract/partners';
import {
  PARTNER_DEFAULT_PAGE_SIZE,
  PARTNER_SORT_COLUMNS,
  SPONSORED_SUPPLIER_SORT_COLUMNS,
} from '@portal/contract/partners';
import { PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import { useState } from 'react';
import type { TFunction } from '@/i18n/translate';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { AdminTable } from '@/components/admin-table/admin-table';
import { useAdminTableState } from '@/components/admin-table/use-admin-table-state';
import { BackLink } from '@/components/back-link';
import { PageLoader } from '@/components/page-loader';
import { RequirePermission } from '@/components/require-permission';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePartnerAssociations, useSponsoredSuppliers } from '../api/partners';
import { canChangePartners } from '../can-change-partners';
import { AddPartnerDialog } from '../components/add-partner-dialog';
import { EndPartnerDialog } from '../components/end-partner-dialog';

/** The partners' URL state: by partner name A–Z, 10 a page (spec section 9). */
const PARTNER_TABLE = {
  sort: { columns: PARTNER_SORT_COLUMNS, sortBy: 'companyName', sortOrder: 'asc' },
  defaultSize: PARTNER_DEFAULT_PAGE_SIZE,
  filters: {},
} as const;
const SUPPLIER_TABLE = {
  sort: { columns: SPONSORED_SUPPLIER_SORT_COLUMNS, sortBy: 'companyName', sortOrder: 'asc' },
  defaultSize: PARTNER_DEFAULT_PAGE_SIZE,
  filters: {},
} as const;

/** The 3P partner of spec section 3: partner (3P company name), partner code, primary contact. */
function partnerColumns(t: TFunction): AdminColumn<PartnerSortColumn, PartnerAssociation>[] {
  return [
    {
      id: 'companyName',
      label: t('partners.table.partner'),
      sort: 'companyName',
      text: (row) => row.partnerCompany.companyName,
    },
    {
      id: 'businessCode',
      label: t('partners.table.partnerCode'),
      sort: 'businessCode',
      text: (row) => row.partnerCompany.businessCode,
    },
    { id: 'adminEmail', label: t('partners.table.primaryContact'), sort: 'adminEmail', text: (row) => row.adminEmail },
  ];
}

/** The sponsored supplier list: vendor company name, its code, the products it grants, its primary contact. */
function supplierColumns(t: TFunction): AdminColumn<SponsoredSupplierSortColumn, SponsoredSupplier>[] {
  return [
    {
      id: 'companyName',
      label: t('partners.table.vendor'),
      sort: 'companyName',
      text: (row) => row.supplierCompany.companyName,
    },
    {
      id: 'businessCode',
      label: t('partners.table.vendorCode'),
      sort: 'businessCode',
      text: (row) => row.supplierCompany.businessCode,
    },
    {
      id: 'products',
      label: t('partners.table.products'),
      text: (row) => (row.products.length > 0 ? joinProductNames(row.products) : t('partners.table.noProducts')),
      truncate: TRUNCATE.appAccess,
    },
    { id: 'adminEmail', label: t('partners.table.primaryContact'), text: (row) => row.adminEmail },
  ];
}

type Open = { kind: 'add' } | { kind: 'end'; association: PartnerAssociation } | null;

/** A supplier's 3P partners: listed, added by business code, ended with a confirmation. */
function PartnerList({ user, companyId }: { user: UserDetails; companyId: number }) {
  const { t } = useTranslation();
  const { table, update } = useAdminTableState('partners', PARTNER_TABLE);
  const partners = usePartnerAssociations(companyId, table);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const changes = canChangePartners(user);
  const done = (key: 'partners.notices.added' | 'partners.notices.ended') => (partner: string) => {
    setOpen(null);
    setNotice(t(key, { partner }));
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!changes}
          onClick={() => setOpen({ kind: 'add' })}
        >
          {t('partners.list.add')}
        </Button>
      </Box>
      {changes ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('partners.list.readOnly')}
        </Alert>
      )}
      <AdminTable
        caption={t('partners.list.caption')}
        emptyState={{ next: t(changes ? 'partners.list.empty' : 'partners.list.emptyReadOnly') }}
        columns={partnerColumns(t)}
        table={table}
        onChange={update}
        items={partners.data?.items}
        total={partners.data?.total}
        error={partners.isError ? { onRetry: () => void partners.refetch() } : null}
        getRowId={(row) => String(row.partnerCompany.id)}
        getRowLabel={(row) => row.partnerCompany.companyName}
        rowActions={(row) => [
          {
            id: 'end',
            label: t('partners.actions.end'),
            onSelect: () => setOpen({ kind: 'end', association: row }),
            disabled: !changes,
          },
        ]}
      />
      {open?.kind === 'add' ? (
        <AddPartnerDialog
          companyId={companyId}
          onClose={() => setOpen(null)}
          onAdded={done('partners.notices.added')}
        />
      ) : null}
      {open?.kind === 'end' ? (
        <EndPartnerDialog
          companyId={companyId}
          association={open.association}
          onClose={() => setOpen(null)}
          onEnded={done('partners.notices.ended')}
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

/** An agency's sponsored supplier list: the suppliers it works for and what each grants its users (read only). */
function SupplierList({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { table, update } = useAdminTableState('sponsored-suppliers', SUPPLIER_TABLE);
  const suppliers = useSponsoredSuppliers(companyId, table);
  return (
    <AdminTable
      caption={t('partners.list.suppliersCaption')}
      emptyState={{ next: t('partners.list.emptySuppliers') }}
      columns={supplierColumns(t)}
      table={table}
      onChange={update}
      items={suppliers.data?.items}
      total={suppliers.data?.total}
      error={suppliers.isError ? { onRetry: () => void suppliers.refetch() } : null}
      getRowId={(row) => String(row.supplierCompany.id)}
      getRowLabel={(row) => row.supplierCompany.companyName}
    />
  );
}

function CompanyPartners() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  if (!user) return <PageLoader />;
  const companyId = administeredCompanyId(user);
  if (companyId === null) return <Alert severity="info">{t('partners.list.companyError')}</Alert>;
  const type = (user.acting_tenant ?? user.tenant).type;
  if (type === 'THIRD_PARTY_AGENCY') {
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('partners.list.introAgency')}
        </Typography>
        <SupplierList companyId={companyId} />
      </>
    );
  }
  if (type !== 'SUPPLIER') return <Alert severity="info">{t('partners.list.otherType')}</Alert>;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('partners.list.intro')}
      </Typography>
      <PartnerList user={user} companyId={companyId} />
    </>
  );
}

/**
 * /admin/thirdParty (LIST COMPANY_PARTNER_ASSOCIATION): for a supplier, the agencies working on its behalf, which its
 * admins add by business code and end; for an agency, the suppliers it works for (decision record 056).
 */
export function PartnersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('partners.list.pageTitle'));
  return (
    <RequirePermission permission={PERMISSIONS.listPartners}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <BackLink to={ROUTES.admin} label={t('partners.list.back')} />
        <Typography variant="h4" component="h1" sx={{ mb: 1, mt: 2 }}>
          {t('partners.list.heading')}
        </Typography>
        <CompanyPartners />
      </Container>
    </RequirePermission>
  );
}
