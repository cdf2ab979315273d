import Chip from '@mui/material/Chip';
import { joinProductNames } from '@portal/contract/constants';
import type {
  ExternalGlobalUser,
  GlobalUserSortColumn,
  GlobalUserType,
  InternalGlobalUser,
} from '@portal/contract/global-users';
import { GLOBAL_USER_TRUNCATION } from '@portal/contract/global-users';
import { TENANT_TYPES } from '@portal/contract/identity';
import type { Locale } from '@portal/contract/locale';
import type { TFunction } from '@/i18n/translate';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { formatDate } from '@/lib/dates';

type Column<Row> = AdminColumn<GlobalUserSortColumn, Row>;

/** A blocked user's mark beside their name: the row's menu then offers Unblock. */
function NameCell({ name, blocked, t }: { name: string; blocked: boolean; t: TFunction }) {
  return (
    <>
      {name}
      {blocked ? (
        <Chip size="small" variant="outlined" label={t('globalUsers.status.BLOCKED')} sx={{ ml: 1, my: -0.5 }} />
      ) : null}
    </>
  );
}

function companyTypeLabel(t: TFunction, type: string): string {
  return (TENANT_TYPES as readonly string[]).includes(type)
    ? t(`globalUsers.companyTypes.${type as (typeof TENANT_TYPES)[number]}`)
    : type;
}

/** The external tab's row (spec section 3): the e-mail cut at 17, the app access at 20, the last login DD-MM-YYYY. */
export function externalColumns(t: TFunction, locale: Locale): Column<ExternalGlobalUser>[] {
  return [
    {
      id: 'firstName',
      label: t('globalUsers.columns.firstName'),
      sort: 'firstName',
      render: (r) => <NameCell name={r.firstName} blocked={r.status === 'BLOCKED'} t={t} />,
    },
    { id: 'lastName', label: t('globalUsers.columns.lastName'), sort: 'lastName', text: (r) => r.lastName },
    {
      id: 'email',
      label: t('globalUsers.columns.email'),
      sort: 'email',
      text: (r) => r.email,
      truncate: GLOBAL_USER_TRUNCATION.externalEmail,
    },
    {
      id: 'companyName',
      label: t('globalUsers.columns.companyName'),
      sort: 'companyName',
      text: (r) => r.companyName,
    },
    {
      id: 'companyType',
      label: t('globalUsers.columns.companyType'),
      sort: 'companyType',
      text: (r) => companyTypeLabel(t, r.companyType),
    },
    {
      id: 'thirdPartyCompanyName',
      label: t('globalUsers.columns.thirdPartyCompanyName'),
      text: (r) => r.thirdPartyCompanyName,
    },
    {
      id: 'appAccess',
      label: t('globalUsers.columns.appAccess'),
      text: (r) => joinProductNames(r.appAccess),
      truncate: GLOBAL_USER_TRUNCATION.externalAppAccess,
    },
    { id: 'role', label: t('globalUsers.columns.role'), sort: 'role', text: (r) => t(`globalUsers.roles.${r.role}`) },
    {
      id: 'lastLogin',
      label: t('globalUsers.columns.lastLogin'),
      sort: 'lastLogin',
      render: (r) => (r.lastLogin ? formatDate(r.lastLogin, locale, 'admin') : t('globalUsers.table.never')),
    },
  ];
}

/** An internal tab's row (spec section 3): the app access cut at 40; merchants add the SBU, asset protection the area. */
export function internalColumns(t: TFunction, type: Exclude<GlobalUserType, 'EXTERNAL'>): Column<InternalGlobalUser>[] {
  const columns: Column<InternalGlobalUser>[] = [
    {
      id: 'name',
      label: t('globalUsers.columns.name'),
      sort: 'name',
      render: (r) => <NameCell name={r.name} blocked={r.status === 'BLOCKED'} t={t} />,
    },
    { id: 'email', label: t('globalUsers.columns.email'), sort: 'email', text: (r) => r.email },
    {
      id: 'appAccess',
      label: t('globalUsers.columns.appAccess'),
      text: (r) => joinProductNames(r.appAccess),
      truncate: GLOBAL_USER_TRUNCATION.internalAppAccess,
    },
    { id: 'role', label: t('globalUsers.columns.role'), sort: 'role', text: (r) => t(`globalUsers.roles.${r.role}`) },
  ];
  if (type === 'INTERNAL_MERCHANT') {
    columns.push({
      id: 'sbu',
      label: t('globalUsers.columns.sbu'),
      sort: 'sbu',
      text: (r) => (r.sbu ? t(`globalUsers.sbu.${r.sbu}`) : null),
    });
  }
  if (type === 'INTERNAL_ASSET_PROTECTION') {
    columns.push({
      id: 'buoAreaNumber',
      label: t('globalUsers.columns.buoAreaNumber'),
      sort: 'buoAreaNumber',
      text: (r) => r.buoAreaNumber,
    });
  }
  return columns;
}
