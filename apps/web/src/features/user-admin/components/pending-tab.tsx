import { joinProductNames, TRUNCATE } from '@portal/contract/constants';
import type { PendingSortColumn, PendingUserRow } from '@portal/contract/invitations';
import { PENDING_SORT_COLUMNS, pendingActionsIn } from '@portal/contract/invitations-core';
import { urlText } from '@portal/contract/url-state';
import { USER_ADMIN_DEFAULT_PAGE_SIZE, USER_ADMIN_LIMITS } from '@portal/contract/user-admin-core';
import type { TFunction } from '@/i18n/translate';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { AdminTable } from '@/components/admin-table/admin-table';
import type { RowAction } from '@/components/admin-table/row-actions';
import { useAdminTableState } from '@/components/admin-table/use-admin-table-state';
import { errorText } from '@/lib/form-errors';
import { usePendingUsers, useResendInvitation } from '../api/invitations';
import { ResultMessage } from './result-message';
import { TabToolbar } from './tab-toolbar';

/** The newest invitations first (the contract's default for the call). */
const TABLE = {
  sort: { columns: PENDING_SORT_COLUMNS, sortBy: 'uiCreatedOnDate' as PendingSortColumn, sortOrder: 'desc' },
  defaultSize: USER_ADMIN_DEFAULT_PAGE_SIZE,
  filters: { search: urlText(USER_ADMIN_LIMITS.searchMax) },
} as const;

/** The pending user row of spec section 3: products asked for, stage and state translated, the day as DD-MM-YYYY. */
function pendingColumns(t: TFunction): AdminColumn<PendingSortColumn, PendingUserRow>[] {
  return [
    { id: 'firstName', label: t('userAdmin.columns.firstName'), sort: 'firstName', text: (r) => r.firstName },
    { id: 'lastName', label: t('userAdmin.columns.lastName'), sort: 'lastName', text: (r) => r.lastName },
    { id: 'loginId', label: t('userAdmin.columns.loginId'), sort: 'loginId', text: (r) => r.loginId },
    {
      id: 'uiAppAccess',
      label: t('userAdmin.columns.products'),
      text: (r) => joinProductNames(r.uiAppAccess),
      truncate: TRUNCATE.appAccess,
    },
    { id: 'stage', label: t('userAdmin.columns.stage'), sort: 'stage', text: (r) => t(`userAdmin.stages.${r.stage}`) },
    { id: 'uiState', label: t('userAdmin.columns.uiState'), text: (r) => t(`userAdmin.pendingStates.${r.uiState}`) },
    { id: 'type', label: t('userAdmin.columns.type'), text: (r) => t(`userAdmin.taskTypes.${r.type}`) },
    // The adder's name (the server falls back to their login id once they are no user); sorting stays by login id.
    { id: 'createdBy', label: t('userAdmin.columns.createdBy'), sort: 'createdBy', text: (r) => r.createdByName },
    {
      id: 'uiCreatedOnDate',
      label: t('userAdmin.columns.uiCreatedOnDate'),
      sort: 'uiCreatedOnDate',
      date: (r) => r.uiCreatedOnDate,
    },
  ];
}

/**
 * The Pending users tab: the people invited who have not finished registering, searched, sorted and paged by the
 * server. A CREATE_USER row has its action menu only in the stages where an action applies (decision 054): resending
 * the invitation (a fresh link) while it waits for the invitee (INVITATION_SENT), as the server allows. 'Download
 * Excel' exports every row the search finds, in the tab's order.
 */
export function PendingTab({ companyId, canResend }: { companyId: number; canResend: boolean }) {
  const { t } = useTranslation();
  const { table, filters, update } = useAdminTableState('pendingUsers', TABLE);
  const pending = usePendingUsers(companyId, { ...table, search: filters.search });
  const resend = useResendInvitation(companyId);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const resendTo = (row: PendingUserRow) => {
    setMessage(null);
    setFailure(null);
    resend.mutate(row.taskId, {
      onSuccess: () => setMessage(t('userAdmin.result.emailSent')),
      onError: (error) => setFailure(`${t('userAdmin.result.emailFailed')} ${errorText(t, error)}`),
    });
  };
  const actions = (row: PendingUserRow): RowAction[] =>
    row.type === 'CREATE_USER' && pendingActionsIn(row.stage).includes('resend')
      ? [
          {
            id: 'resend',
            label: t('userAdmin.actions.resend'),
            disabled: !canResend || resend.isPending,
            onSelect: () => resendTo(row),
          },
        ]
      : [];

  return (
    <>
      <ResultMessage text={message} onDismiss={() => setMessage(null)} />
      <ResultMessage text={failure} severity="error" onDismiss={() => setFailure(null)} />
      <TabToolbar
        companyId={companyId}
        tab="pending"
        searchId="pending-user-search"
        searchLabel={t('userAdmin.pending.search')}
        query={{ search: filters.search, sortBy: table.sortBy, sortOrder: table.sortOrder }}
        onSearch={(value) => update({ search: value })}
      />
      <AdminTable
        caption={t('userAdmin.pending.caption')}
        emptyState={{ next: t('userAdmin.pending.empty'), searched: Boolean(filters.search) }}
        columns={pendingColumns(t)}
        table={table}
        onChange={update}
        items={pending.data?.items}
        total={pending.data?.total}
        error={pending.isError ? { onRetry: () => void pending.refetch() } : null}
        getRowId={(row) => String(row.taskId)}
        getRowLabel={(row) => `${row.firstName} ${row.lastName}`}
        rowActions={actions}
      />
    </>
  );
}
