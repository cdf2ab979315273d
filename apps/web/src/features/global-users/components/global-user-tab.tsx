import Box from '@mui/material/Box';
import type {
  ExternalGlobalUser,
  GlobalUserFilters,
  GlobalUserSortColumn,
  GlobalUserType,
  InternalGlobalUser,
} from '@portal/contract/global-users';
import { GLOBAL_USER_LIMITS, hasGlobalUserFilter } from '@portal/contract/global-users';
import { resolveLocale } from '@portal/contract/locale';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminColumn, AdminTableProps } from '@/components/admin-table/admin-table';
import { AdminTable } from '@/components/admin-table/admin-table';
import type { RowAction } from '@/components/admin-table/row-actions';
import { useAdminTableState } from '@/components/admin-table/use-admin-table-state';
import { DownloadExcel } from '@/components/download-excel';
import { SearchField } from '@/components/search-field';
import { useExportGlobalUsers } from '../api/export-global-users';
import type { GlobalUsersQuery } from '../api/get-global-users';
import { useGlobalUsers } from '../api/get-global-users';
import type { StatusTarget } from './block-dialog';
import { BlockDialog } from './block-dialog';
import { externalColumns, internalColumns } from './columns';
import { FiltersPrompt } from './filters-prompt';
import { GlobalUserFilterSection } from './global-user-filters';
import { ResultMessage } from './result-message';
import { appliedFilters, filtersUpdate, TABLES } from './table-state';
import { UnblockDialog } from './unblock-dialog';

type Listed = { loginId: string; email: string; status: 'ACTIVE' | 'BLOCKED' };

type UserTableProps<Row extends Listed> = Omit<
  AdminTableProps<GlobalUserSortColumn, Row>,
  'getRowId' | 'getRowLabel' | 'rowActions' | 'columns'
> & {
  columns: AdminColumn<GlobalUserSortColumn, Row>[];
  nameOf: (row: Row) => string;
  /** Null: no action column (the user may not block). */
  onStatus: ((target: StatusTarget, blocked: boolean) => void) | null;
};

/** The tab's admin table: every column at every width, scrolled inside its own box on a phone. */
function UserTable<Row extends Listed>({ nameOf, onStatus, ...props }: UserTableProps<Row>) {
  const { t } = useTranslation();
  const actions = (row: Row): RowAction[] => {
    if (!onStatus) return [];
    const target = { loginId: row.loginId, name: nameOf(row), email: row.email };
    const blocked = row.status === 'BLOCKED';
    return [
      {
        id: blocked ? 'unblock' : 'block',
        label: t(blocked ? 'globalUsers.actions.unblock' : 'globalUsers.actions.block'),
        onSelect: () => onStatus(target, blocked),
      },
    ];
  };
  return (
    <AdminTable
      {...props}
      responsive={false}
      getRowId={(row) => row.loginId}
      getRowLabel={nameOf}
      rowActions={onStatus ? actions : undefined}
    />
  );
}

type GlobalUserTabProps = {
  type: GlobalUserType;
  /** BLOCK GLOBAL_USER, and not view only: each row's menu blocks or unblocks. */
  canBlock: boolean;
  /** EXPORT GLOBAL_USER: 'Download Excel' of the search and filters. */
  canExport: boolean;
};

/**
 * One tab of global user management: its search, 'Download Excel', the filter section (and, until a filter applies,
 * the prompt to open it), and the table with each row's Block or Unblock. Everything chosen is in the URL.
 */
export function GlobalUserTab({ type, canBlock, canExport }: GlobalUserTabProps) {
  const { t, i18n } = useTranslation();
  const { table, filters, update } = useAdminTableState('globalUsers', TABLES[type]);
  const applied = useMemo(() => appliedFilters(type, filters), [type, filters]);
  const query: GlobalUsersQuery = {
    userType: type,
    pageNo: table.page,
    pageSize: table.pageSize,
    sortBy: table.sortBy,
    sortOrder: table.sortOrder,
    search: filters.search,
    filters: applied,
  };
  const users = useGlobalUsers(query);
  const exporting = useExportGlobalUsers();
  const filtered = hasGlobalUserFilter(applied);
  const [open, setOpen] = useState(false);
  const [focusPanel, setFocusPanel] = useState(false);
  const panelFocused = useCallback(() => setFocusPanel(false), []);
  const [blocking, setBlocking] = useState<StatusTarget | null>(null);
  const [unblocking, setUnblocking] = useState<StatusTarget | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const apply = (next: GlobalUserFilters) => update(filtersUpdate(type, next));
  const onStatus = canBlock
    ? (target: StatusTarget, blocked: boolean) => {
        setMessage(null);
        if (blocked) setUnblocking(target);
        else setBlocking(target);
      }
    : null;
  const common = {
    caption: t(`globalUsers.table.captions.${type}`),
    table,
    onChange: update,
    total: users.data?.total,
    totalIsCapped: users.data?.totalIsCapped,
    error: users.isError ? { onRetry: () => void users.refetch() } : null,
    emptyState: {
      next: t(filtered || filters.search ? 'globalUsers.table.emptyFiltered' : 'globalUsers.table.emptyTab'),
    },
    onStatus,
  };
  const locale = resolveLocale(i18n.language);
  const data = users.data;

  return (
    <>
      <ResultMessage text={message} onDismiss={() => setMessage(null)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flex: '1 1 240px', maxWidth: 480 }}>
          <SearchField
            id="global-user-search"
            label={t(
              type === 'INTERNAL_ASSET_PROTECTION'
                ? 'globalUsers.search.labelAssetProtection'
                : 'globalUsers.search.label',
            )}
            value={filters.search ?? ''}
            onSearch={(value) => update({ search: value })}
            maxLength={GLOBAL_USER_LIMITS.searchMax}
          />
        </Box>
        {canExport ? (
          <DownloadExcel
            input={{
              userType: type,
              sortBy: table.sortBy,
              sortOrder: table.sortOrder,
              search: filters.search,
              filters: applied,
            }}
            exporting={exporting}
            callName="exportGlobalUsers"
          />
        ) : null}
      </Box>
      <GlobalUserFilterSection
        type={type}
        applied={applied}
        open={open}
        onOpenChange={setOpen}
        onApply={apply}
        focusPanel={focusPanel}
        onPanelFocused={panelFocused}
      />
      {filtered ? null : (
        <FiltersPrompt
          open={open}
          onOpen={() => {
            setOpen(true);
            setFocusPanel(true);
          }}
        />
      )}
      {type === 'EXTERNAL' ? (
        <UserTable<ExternalGlobalUser>
          {...common}
          columns={externalColumns(t, locale)}
          items={data?.userType === 'EXTERNAL' ? data.items : undefined}
          nameOf={(row) => `${row.firstName} ${row.lastName}`}
        />
      ) : (
        <UserTable<InternalGlobalUser>
          {...common}
          columns={internalColumns(t, type)}
          items={data && data.userType !== 'EXTERNAL' ? data.items : undefined}
          nameOf={(row) => row.name}
        />
      )}
      <BlockDialog
        user={blocking}
        onClose={() => setBlocking(null)}
        onBlocked={(user) => {
          setBlocking(null);
          setMessage(t('globalUsers.result.blocked', { name: user.name }));
        }}
      />
      <UnblockDialog
        user={unblocking}
        onClose={() => setUnblocking(null)}
        onUnblocked={(user) => {
          setUnblocking(null);
          setMessage(t('globalUsers.result.unblocked', { name: user.name }));
        }}
      />
    </>
  );
}
