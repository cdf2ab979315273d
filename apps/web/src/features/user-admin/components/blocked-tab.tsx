import { joinProductNames, TRUNCATE } from '@portal/contract/constants';
import { urlText } from '@portal/contract/url-state';
import type { BlockedUserRow, BlockedUserSortColumn } from '@portal/contract/user-admin';
import {
  BLOCKED_USER_SORT_COLUMNS,
  USER_ADMIN_DEFAULT_PAGE_SIZE,
  USER_ADMIN_LIMITS,
} from '@portal/contract/user-admin-core';
import type { TFunction } from '@/i18n/translate';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { AdminTable } from '@/components/admin-table/admin-table';
import { useAdminTableState } from '@/components/admin-table/use-admin-table-state';
import { useUsers } from '../api/get-users';
import { ResultMessage } from './result-message';
import { UnblockDialog } from './unblock-dialog';
import { TabToolbar } from './tab-toolbar';

/** The most recently blocked first (the contract's default for the tab). */
const TABLE = {
  sort: { columns: BLOCKED_USER_SORT_COLUMNS, sortBy: 'uiBlockedOn' as BlockedUserSortColumn, sortOrder: 'desc' },
  defaultSize: USER_ADMIN_DEFAULT_PAGE_SIZE,
  filters: { search: urlText(USER_ADMIN_LIMITS.searchMax) },
} as const;

/** The blocked user row of spec section 3: the reason cut at 50, the day of the block as DD-MM-YYYY. */
function blockedColumns(t: TFunction): AdminColumn<BlockedUserSortColumn, BlockedUserRow>[] {
  return [
    { id: 'name', label: t('userAdmin.columns.name'), sort: 'name', text: (r) => r.name },
    { id: 'email', label: t('userAdmin.columns.email'), sort: 'email', text: (r) => r.email },
    {
      id: 'products',
      label: t('userAdmin.columns.products'),
      text: (r) => joinProductNames(r.products),
      truncate: TRUNCATE.appAccess,
    },
    {
      id: 'blockedReason',
      label: t('userAdmin.columns.blockedReason'),
      sort: 'blockedReason',
      text: (r) => r.blockedReason,
      truncate: TRUNCATE.default,
    },
    { id: 'uiBlockedBy', label: t('userAdmin.columns.uiBlockedBy'), sort: 'uiBlockedBy', text: (r) => r.uiBlockedBy },
    { id: 'uiBlockedOn', label: t('userAdmin.columns.uiBlockedOn'), sort: 'uiBlockedOn', date: (r) => r.uiBlockedOn },
  ];
}

/** The Blocked users tab: searched, sorted and paged by the server; each row unblocks after a confirmation. */
export function BlockedTab({ companyId, canUnblock }: { companyId: number; canUnblock: boolean }) {
  const { t } = useTranslation();
  const { table, filters, update } = useAdminTableState('blockedUsers', TABLE);
  const users = useUsers(companyId, 'blocked', { ...table, search: filters.search });
  const items = users.data?.tab === 'blocked' ? users.data.items : undefined;
  const [unblocking, setUnblocking] = useState<BlockedUserRow | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const unblocked = (count: number) => {
    setUnblocking(null);
    setMessage(t('userAdmin.result.unblocked', { count }));
  };

  return (
    <>
      <ResultMessage text={message} onDismiss={() => setMessage(null)} />
      <TabToolbar
        companyId={companyId}
        tab="blocked"
        searchId="blocked-user-search"
        searchLabel={t('userAdmin.blocked.search')}
        query={{ search: filters.search, sortBy: table.sortBy, sortOrder: table.sortOrder }}
        onSearch={(value) => update({ search: value })}
      />
      <AdminTable
        caption={t('userAdmin.blocked.caption')}
        emptyState={{ next: t('userAdmin.blocked.empty'), searched: Boolean(filters.search) }}
        columns={blockedColumns(t)}
        table={table}
        onChange={update}
        items={items}
        total={users.data?.total}
        totalIsCapped={users.data?.totalIsCapped}
        error={users.isError ? { onRetry: () => void users.refetch() } : null}
        getRowId={(row) => row.loginId}
        getRowLabel={(row) => row.name}
        rowActions={(row) => [
          {
            id: 'unblock',
            label: t('userAdmin.actions.unblock'),
            disabled: !canUnblock,
            onSelect: () => setUnblocking(row),
          },
        ]}
      />
      <UnblockDialog
        companyId={companyId}
        user={unblocking}
        onClose={() => setUnblocking(null)}
        onUnblocked={unblocked}
      />
    </>
  );
}
