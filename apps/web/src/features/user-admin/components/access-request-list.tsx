import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AccessApprovalSortColumn, BulkAccessApprovalResponse } from '@portal/contract/access-approvals';
import {
  ACCESS_APPROVAL_DEFAULT_PAGE_SIZE,
  ACCESS_APPROVAL_DEFAULT_SORT,
  ACCESS_APPROVAL_SORT_COLUMNS,
} from '@portal/contract/access-approvals-core';
import type { AccessRequest } from '@portal/contract/access-requests';
import { ACCESS_REQUEST_LIMITS, REQUESTOR_NOTE_TRUNCATE } from '@portal/contract/access-requests-core';
import type { UserDetails } from '@portal/contract/identity';
import { administeredCompanyId } from '@portal/contract/identity-core';
import { urlText } from '@portal/contract/url-state';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions-core';
import { isViewOnlyGroup } from '@portal/contract/user-type';
import type { TFunction } from '@/i18n/translate';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { AdminTable } from '@/components/admin-table/admin-table';
import { useAdminTableState } from '@/components/admin-table/use-admin-table-state';
import { SearchField } from '@/components/search-field';
import { useAccessRequests } from '../api/get-access-requests';
import type { PendingDecision } from './decision-dialog';
import { DecisionDialog } from './decision-dialog';
import { TabToolbar } from './tab-toolbar';

/** The table's URL state: newest first, 10 a page (spec section 9), and the search. */
const TABLE = {
  sort: { columns: ACCESS_APPROVAL_SORT_COLUMNS, ...ACCESS_APPROVAL_DEFAULT_SORT },
  defaultSize: ACCESS_APPROVAL_DEFAULT_PAGE_SIZE,
  filters: { search: urlText(ACCESS_REQUEST_LIMITS.searchMax) },
} as const;

/** The access-request row of spec section 3, the note cut at 35 characters with 'see more'. */
function requestColumns(t: TFunction): AdminColumn<AccessApprovalSortColumn, AccessRequest>[] {
  return [
    { id: 'first_name', label: t('accessApprovals.table.first_name'), sort: 'first_name', text: (r) => r.first_name },
    { id: 'last_name', label: t('accessApprovals.table.last_name'), sort: 'last_name', text: (r) => r.last_name },
    { id: 'email', label: t('accessApprovals.table.email'), sort: 'email', text: (r) => r.email },
    { id: 'product_text', label: t('accessApprovals.table.product_text'), text: (r) => r.product_text },
    {
      id: 'requestor_note',
      label: t('accessApprovals.table.requestor_note'),
      text: (r) => r.requestor_note,
      truncate: REQUESTOR_NOTE_TRUNCATE,
    },
    {
      id: 'create_time',
      label: t('accessApprovals.table.create_time'),
      sort: 'create_time',
      date: (r) => r.create_time,
    },
  ];
}

/**
 * Whether the caller may decide: the permission, and not the view-only spectator (who holds no APPROVE, but is
 * named here so their actions show disabled rather than absent).
 */
function maySeeDecide(user: UserDetails): boolean {
  return !isViewOnlyGroup(user.authz.group) && hasPermission(user.authz.permissions, PERMISSIONS.approveAccessRequests);
}

function ResultMessage({ result, onDismiss }: { result: BulkAccessApprovalResponse; onDismiss: () => void }) {
  const { t } = useTranslation();
  const lines = [
    result.approved > 0 ? t('accessApprovals.result.approved', { count: result.approved }) : null,
    result.rejected > 0 ? t('accessApprovals.result.rejected', { count: result.rejected }) : null,
    result.conflicts > 0 ? t('accessApprovals.result.conflicts', { count: result.conflicts }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <Alert
      role="status"
      severity={result.conflicts > 0 ? 'warning' : 'success'}
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onDismiss}>
          {t('accessApprovals.result.dismiss')}
        </Button>
      }
    >
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
}

/** The company's pending access requests, searched, sorted, decided and downloaded as Excel (every request the
 * search finds, in the table's order; the note whole) — the list of /admin/accessRequests and of the user list's
 * Access requests tab. */
export function AccessRequestList({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const { table, filters, update } = useAdminTableState('accessRequests', TABLE);
  const tenantId = user.acting_tenant?.id ?? user.tenant.id;
  // The same company as the tenant: 'Download Excel' exports it through the user list's export call (tab requests).
  const companyId = administeredCompanyId(user);
  const requests = useAccessRequests(tenantId, { ...table, search: filters.search });
  const [selected, setSelected] = useState<AccessRequest[]>([]);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [result, setResult] = useState<BulkAccessApprovalResponse | null>(null);
  const canDecide = maySeeDecide(user);
  const selectedIds = selected.map((r) => r.id);

  // Selection spans pages: rows are kept by id as they were when ticked.
  const select = (ids: string[]) => {
    const known = new Map([...selected, ...(requests.data?.items ?? [])].map((r) => [r.id, r]));
    setSelected(ids.map((id) => known.get(id)).filter((r): r is AccessRequest => r !== undefined));
  };
  const decided = (outcome: BulkAccessApprovalResponse) => {
    const done = new Set(outcome.results.map((r) => r.id));
    setSelected((current) => current.filter((r) => !done.has(r.id)));
    setPending(null);
    setResult(outcome);
  };
  const bulk = (decision: PendingDecision['decision']) => setPending({ decision, requests: selected });

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(canDecide ? 'accessApprovals.page.intro' : 'accessApprovals.page.introViewOnly')}
      </Typography>
      {result ? <ResultMessage result={result} onDismiss={() => setResult(null)} /> : null}
      {companyId !== null ? (
        <TabToolbar
          companyId={companyId}
          tab="requests"
          searchId="access-request-search"
          searchLabel={t('accessApprovals.page.search')}
          query={{ search: filters.search, sortBy: table.sortBy, sortOrder: table.sortOrder }}
          onSearch={(value) => update({ search: value })}
        />
      ) : (
        <Box sx={{ mb: 2, maxWidth: 480 }}>
          <SearchField
            id="access-request-search"
            label={t('accessApprovals.page.search')}
            value={filters.search ?? ''}
            onSearch={(value) => update({ search: value })}
            maxLength={ACCESS_REQUEST_LIMITS.searchMax}
          />
        </Box>
      )}
      <AdminTable
        caption={t('accessApprovals.page.caption')}
        emptyState={{ next: t('accessApprovals.page.empty'), searched: Boolean(filters.search) }}
        columns={requestColumns(t)}
        table={table}
        onChange={update}
        items={requests.data?.items}
        total={requests.data?.total}
        error={requests.isError ? { onRetry: () => void requests.refetch() } : null}
        getRowId={(row) => row.id}
        getRowLabel={(row) => `${row.first_name} ${row.last_name}`}
        selection={{ selected: selectedIds, onChange: select }}
        rowActions={(row) => [
          {
            id: 'approve',
            label: t('accessApprovals.actions.approve'),
            disabled: !canDecide,
            onSelect: () => setPending({ decision: 'APPROVE', requests: [row] }),
          },
          {
            id: 'reject',
            label: t('accessApprovals.actions.reject'),
            disabled: !canDecide,
            onSelect: () => setPending({ decision: 'REJECT', requests: [row] }),
          },
        ]}
        header={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography aria-live="polite" sx={{ mr: 'auto' }}>
              {t('accessApprovals.page.selected', { count: selected.length })}
            </Typography>
            <Button variant="contained" disabled={!canDecide || selected.length === 0} onClick={() => bulk('APPROVE')}>
              {t('accessApprovals.page.approveSelected')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={!canDecide || selected.length === 0}
              onClick={() => bulk('REJECT')}
            >
              {t('accessApprovals.page.rejectSelected')}
            </Button>
          </Box>
        }
      />
      <DecisionDialog tenantId={tenantId} pending={pending} onClose={() => setPending(null)} onDecided={decided} />
    </>
  );
}
