import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { joinProductNames, TRUNCATE } from '@portal/contract/constants';
import type { BulkCreateStarted, BulkEditStarted } from '@portal/contract/bulk-users';
import type { DeletionStarted, UserAccessResult, UserJob, UserJobKind } from '@portal/contract/invitations';
import { resolveLocale } from '@portal/contract/locale';
import type { UserRow, UserSortColumn } from '@portal/contract/user-admin';
import { USERS_TAB_TABLE } from '@portal/contract/user-admin-core';
import type { TFunction, TranslationKey } from '@/i18n/translate';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { AdminTable } from '@/components/admin-table/admin-table';
import { useAdminTableState } from '@/components/admin-table/use-admin-table-state';
import { formatDate } from '@/lib/dates';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useUsers } from '../api/get-users';
import { JobProgressPanel, useJobProgress } from './job-progress';
import { ResultMessage } from './result-message';
import { TabToolbar } from './tab-toolbar';

// The dialogs load with the first one opened (the tab does not show them at first paint), and the form library with
// them: a change of the users is never the first thing a page shows.
const BlockDialog = lazy(() => import('./block-dialog').then((m) => ({ default: m.BlockDialog })));
const EditNameDialog = lazy(() => import('./edit-name-dialog').then((m) => ({ default: m.EditNameDialog })));
const DeleteDialog = lazy(() => import('./delete-dialog').then((m) => ({ default: m.DeleteDialog })));
const ProductsDialog = lazy(() => import('./products-dialog').then((m) => ({ default: m.ProductsDialog })));
const AddUsersDialog = lazy(() => import('./add-users-dialog').then((m) => ({ default: m.AddUsersDialog })));
const BulkUploadDialog = lazy(() => import('./bulk-upload-dialog').then((m) => ({ default: m.BulkUploadDialog })));
const BulkEditDialog = lazy(() => import('./bulk-edit-dialog').then((m) => ({ default: m.BulkEditDialog })));

/** The user row of spec section 3: products joined with ' | ' and cut at 40, the last sign-in as DD-MM-YYYY. */
function userColumns(t: TFunction, locale: ReturnType<typeof resolveLocale>): AdminColumn<UserSortColumn, UserRow>[] {
  return [
    { id: 'firstName', label: t('userAdmin.columns.firstName'), sort: 'firstName', text: (r) => r.firstName },
    { id: 'lastName', label: t('userAdmin.columns.lastName'), sort: 'lastName', text: (r) => r.lastName },
    { id: 'email', label: t('userAdmin.columns.email'), sort: 'email', text: (r) => r.email },
    {
      id: 'uiCompanyType',
      label: t('userAdmin.columns.uiCompanyType'),
      sort: 'uiCompanyType',
      text: (r) => t(`userAdmin.userTypes.${r.uiCompanyType}`),
    },
    {
      id: 'multipleSupplierAccess',
      label: t('userAdmin.columns.multipleSupplierAccess'),
      text: (r) => t(r.multipleSupplierAccess ? 'userAdmin.users.yes' : 'userAdmin.users.no'),
    },
    {
      id: 'products',
      label: t('userAdmin.columns.products'),
      text: (r) => joinProductNames(r.products),
      truncate: TRUNCATE.appAccess,
    },
    {
      id: 'uiLastLoginTime',
      label: t('userAdmin.columns.uiLastLoginTime'),
      sort: 'uiLastLoginTime',
      render: (r) => (r.uiLastLoginTime ? formatDate(r.uiLastLoginTime, locale, 'admin') : t('userAdmin.users.never')),
    },
  ];
}

/** The failure message of each kind of change the tab waits for (spec section 8, user management). */
const FAILED_MESSAGE: Record<Exclude<UserJobKind, 'ADD_USERS'>, TranslationKey> = {
  BULK_CREATE: 'userAdmin.result.bulkFailed',
  BULK_EDIT: 'userAdmin.result.editFailed',
  CHANGE_ACCESS: 'userAdmin.result.editFailed',
  DELETE_USERS: 'userAdmin.result.deleteFailed',
};

export type UsersTabProps = {
  companyId: number;
  /** The company's tenant id, which the bulk edit names in its `tenant_id` header. */
  tenantId: number;
  canBlock: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** The 'Add users' button (with CREATE USER, or turned off for the spectator); null: none. */
  addUser: { disabled: boolean } | null;
};

/**
 * The Users tab: the company's active users, searched, sorted and paged by the server, with row selection; each row
 * edits the name, changes the products, blocks or deletes, and the selection is blocked or deleted at once. 'Add
 * users' invites people (they wait in the Pending users tab); 'Bulk upload' and 'Bulk edit' take a spreadsheet. Each
 * change still running, and each bulk job ended lately, shows its progress (the company's list of jobs, issue 27).
 * 'Download Excel' exports the tab's search.
 */
export function UsersTab({ companyId, tenantId, canBlock, canEdit, canDelete, addUser }: UsersTabProps) {
  const { t, i18n } = useTranslation();
  const { table, filters, update } = useAdminTableState('users', USERS_TAB_TABLE);
  const users = useUsers(companyId, 'users', { ...table, search: filters.search });
  const items = users.data?.tab === 'users' ? users.data.items : undefined;
  const [selected, setSelected] = useState<UserRow[]>([]);
  const [blocking, setBlocking] = useState<readonly UserRow[] | null>(null);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [deleting, setDeleting] = useState<readonly UserRow[] | null>(null);
  const [changingProducts, setChangingProducts] = useState<UserRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [bulkEditing, setBulkEditing] = useState(false);
  const dialogsUsed = useOpenedOnce(
    blocking !== null || editing !== null || deleting !== null || changingProducts !== null || adding,
  );
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A job's end: the lists are read again (useJobProgress); a failure says so, a bulk job says what it did.
  const jobEnded = useCallback(
    (job: UserJob) => {
      const partly = { failed: job.failed, total: job.total };
      if (job.state === 'FAILED') {
        if (job.kind !== 'ADD_USERS') setFailure(t(FAILED_MESSAGE[job.kind]));
      } else if (job.failed > 0 && job.kind === 'DELETE_USERS') setFailure(t('userAdmin.result.partlyDeleted', partly));
      else if (job.failed > 0 && job.kind === 'CHANGE_ACCESS') setFailure(t('userAdmin.result.partlyChanged', partly));
      else if (job.kind === 'BULK_CREATE') setMessage(t('userAdmin.result.bulkDone', { count: job.succeeded }));
      else if (job.kind === 'BULK_EDIT') setMessage(t('userAdmin.result.edited'));
    },
    [t],
  );
  const jobs = useJobProgress(companyId, jobEnded);

  // Selection spans pages: rows are kept by login id as they were when ticked.
  const select = (ids: string[]) => {
    const known = new Map([...selected, ...(items ?? [])].map((r) => [r.loginId, r]));
    setSelected(ids.map((id) => known.get(id)).filter((r): r is UserRow => r !== undefined));
  };
  const blocked = (count: number) => {
    const gone = new Set(blocking?.map((u) => u.loginId));
    setSelected((current) => current.filter((u) => !gone.has(u.loginId)));
    setBlocking(null);
    setMessage(t('userAdmin.result.blocked', { count }));
  };
  const deleted = (started: DeletionStarted) => {
    const gone = new Set(started.loginIds.map((id) => id.toLowerCase()));
    setSelected((current) => current.filter((u) => !gone.has(u.loginId.toLowerCase())));
    setDeleting(null);
    setMessage(t('userAdmin.result.deleted'));
    jobs.add({ jobId: started.jobId, kind: 'DELETE_USERS', total: started.loginIds.length });
  };
  const productsSaved = (started: UserAccessResult) => {
    setChangingProducts(null);
    setMessage(t('userAdmin.result.userEditStarted'));
    jobs.add({ jobId: started.jobId, kind: 'CHANGE_ACCESS', total: started.loginIds.length });
  };
  const added = () => {
    setAdding(false);
    setMessage(t('userAdmin.result.added'));
  };
  const bulkStarted = (started: BulkCreateStarted) => {
    setUploading(false);
    setMessage(t('userAdmin.result.bulkStarted', { count: started.users }));
    jobs.add({ jobId: started.jobId, kind: 'BULK_CREATE', total: started.users });
  };
  const bulkEditStarted = (started: BulkEditStarted) => {
    setBulkEditing(false);
    setMessage(t('userAdmin.result.userEditStarted'));
    jobs.add({ jobId: started.jobId, kind: 'BULK_EDIT', total: started.users });
  };
  const saved = () => {
    setEditing(null);
    setMessage(t('userAdmin.result.edited'));
  };

  return (
    <>
      <ResultMessage text={message} onDismiss={() => setMessage(null)} />
      <ResultMessage text={failure} severity="error" onDismiss={() => setFailure(null)} />
      {jobs.jobs.map((job) => (
        <JobProgressPanel key={job.jobId} companyId={companyId} job={job} onClose={jobs.close} />
      ))}
      {addUser ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mb: 2 }}>
          <Button variant="outlined" disabled={addUser.disabled || !canEdit} onClick={() => setBulkEditing(true)}>
            {t('userAdmin.users.bulkEdit')}
          </Button>
          <Button variant="outlined" disabled={addUser.disabled} onClick={() => setUploading(true)}>
            {t('userAdmin.users.bulkUpload')}
          </Button>
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            disabled={addUser.disabled}
            onClick={() => setAdding(true)}
          >
            {t('userAdmin.users.addUsers')}
          </Button>
        </Box>
      ) : null}
      <TabToolbar
        companyId={companyId}
        tab="users"
        searchId="user-search"
        searchLabel={t('userAdmin.users.search')}
        query={{ search: filters.search, sortBy: table.sortBy, sortOrder: table.sortOrder }}
        onSearch={(value) => update({ search: value })}
      />
      <AdminTable
        caption={t('userAdmin.users.caption')}
        emptyState={{
          next: t(addUser && !addUser.disabled ? 'userAdmin.users.empty' : 'userAdmin.users.emptyViewOnly'),
          searched: Boolean(filters.search),
        }}
        columns={userColumns(t, resolveLocale(i18n.language))}
        table={table}
        onChange={update}
        items={items}
        total={users.data?.total}
        totalIsCapped={users.data?.totalIsCapped}
        error={users.isError ? { onRetry: () => void users.refetch() } : null}
        getRowId={(row) => row.loginId}
        getRowLabel={(row) => `${row.firstName} ${row.lastName}`}
        selection={{ selected: selected.map((u) => u.loginId), onChange: select }}
        rowActions={(row) => [
          { id: 'edit', label: t('userAdmin.actions.edit'), disabled: !canEdit, onSelect: () => setEditing(row) },
          {
            id: 'products',
            label: t('userAdmin.actions.changeProducts'),
            disabled: !canEdit,
            onSelect: () => setChangingProducts(row),
          },
          { id: 'block', label: t('userAdmin.actions.block'), disabled: !canBlock, onSelect: () => setBlocking([row]) },
          {
            id: 'delete',
            label: t('userAdmin.actions.delete'),
            disabled: !canDelete,
            onSelect: () => setDeleting([row]),
          },
        ]}
        header={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography aria-live="polite" sx={{ mr: 'auto' }}>
              {t('userAdmin.users.selected', { count: selected.length })}
            </Typography>
            <Button
              variant="outlined"
              color="error"
              disabled={!canBlock || selected.length === 0}
              onClick={() => setBlocking(selected)}
            >
              {t('userAdmin.users.blockSelected')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={!canDelete || selected.length === 0}
              onClick={() => setDeleting(selected)}
            >
              {t('userAdmin.users.deleteSelected')}
            </Button>
          </Box>
        }
      />
      {dialogsUsed ? (
        <Suspense fallback={null}>
          <BlockDialog companyId={companyId} users={blocking} onClose={() => setBlocking(null)} onBlocked={blocked} />
          <EditNameDialog companyId={companyId} user={editing} onClose={() => setEditing(null)} onSaved={saved} />
          <DeleteDialog companyId={companyId} users={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
          <ProductsDialog
            companyId={companyId}
            user={changingProducts}
            onClose={() => setChangingProducts(null)}
            onSaved={productsSaved}
          />
          <AddUsersDialog companyId={companyId} open={adding} onClose={() => setAdding(false)} onAdded={added} />
        </Suspense>
      ) : null}
      {uploading ? (
        <Suspense fallback={null}>
          <BulkUploadDialog companyId={companyId} onClose={() => setUploading(false)} onStarted={bulkStarted} />
        </Suspense>
      ) : null}
      {bulkEditing ? (
        <Suspense fallback={null}>
          <BulkEditDialog
            companyId={companyId}
            tenantId={tenantId}
            onClose={() => setBulkEditing(false)}
            onStarted={bulkEditStarted}
          />
        </Suspense>
      ) : null}
    </>
  );
}
