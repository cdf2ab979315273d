import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Announcement, AnnouncementStatus } from '@portal/contract/announcements';
import {
  ANNOUNCEMENT_DEFAULT_PAGE_SIZE,
  ANNOUNCEMENT_SORT_COLUMNS,
  ANNOUNCEMENT_STATUSES,
} from '@portal/contract/announcements';
import { resolveLocale } from '@portal/contract/locale';
import { urlOneOf } from '@portal/contract/url-state';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminColumn } from '@/components/admin-table/admin-table';
import { AdminTable } from '@/components/admin-table/admin-table';
import type { RowAction } from '@/components/admin-table/row-actions';
import { useAdminTableState } from '@/components/admin-table/use-admin-table-state';
import { RequirePermission } from '@/components/require-permission';
import { formatDate } from '@/lib/dates';
import { useDisplayTimeZone } from '@/lib/display-time-zone';
import { errorText } from '@/lib/form-errors';
import { useMarket } from '@/lib/get-market';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AnnouncementQuery } from '../api/get-announcements';
import { useAnnouncements } from '../api/get-announcements';
import { useRetireAnnouncement } from '../api/retire-announcement';
import { AnnouncementDialog } from '../components/announcement-dialog';

type SortColumn = (typeof ANNOUNCEMENT_SORT_COLUMNS)[number];

const TABLE = {
  sort: { columns: ANNOUNCEMENT_SORT_COLUMNS, sortBy: 'startsAt', sortOrder: 'desc' },
  defaultSize: ANNOUNCEMENT_DEFAULT_PAGE_SIZE,
  filters: { status: urlOneOf(ANNOUNCEMENT_STATUSES) },
} as const;

const STATUS_COLORS: Record<AnnouncementStatus, 'default' | 'info' | 'success' | 'warning'> = {
  scheduled: 'info',
  active: 'success',
  ended: 'default',
  retired: 'warning',
};

function StatusChip({ status }: { status: AnnouncementStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`announcements.status.${status}`)} />
  );
}

/** The columns in screen order: message and status stay on phones, the schedule joins from 768 px. */
function useColumns(): AdminColumn<SortColumn, Announcement>[] {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const zone = useDisplayTimeZone();
  const when = (value: string) => formatDate(value, locale, 'adminMoment', zone);
  const translations = (row: Announcement) =>
    [row.textEsMx ? t('announcements.languages.es-MX') : null, row.textFrCa ? t('announcements.languages.fr-CA') : null]
      .filter(Boolean)
      .join(', ') || t('announcements.table.noTranslation');
  return [
    { id: 'text', label: t('announcements.table.text'), text: (row) => row.textEnUs },
    { id: 'status', label: t('announcements.table.status'), render: (row) => <StatusChip status={row.status} /> },
    { id: 'starts', label: t('announcements.table.starts'), sort: 'startsAt', render: (row) => when(row.startsAt) },
    { id: 'ends', label: t('announcements.table.ends'), sort: 'endsAt', render: (row) => when(row.endsAt) },
    {
      id: 'targets',
      label: t('announcements.table.targets'),
      text: (row) =>
        row.companyTypes.length === 0
          ? t('announcements.table.everyone')
          : row.companyTypes.map((type) => t(`announcements.companyTypes.${type}`)).join(', '),
      truncate: false,
    },
    {
      id: 'severity',
      label: t('announcements.table.severity'),
      text: (row) => t(`announcements.banner.severity.${row.severity}`),
      truncate: false,
    },
    { id: 'languages', label: t('announcements.table.languages'), text: translations, truncate: false },
    { id: 'updated', label: t('announcements.table.updated'), sort: 'updatedAt', date: (row) => row.updatedAt },
  ];
}

type Notice = { severity: 'success' | 'error'; message: string };

function RetireDialog({
  announcement,
  onClose,
  onNotice,
}: {
  announcement: Announcement | null;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation();
  const retiring = useRetireAnnouncement();
  const retire = () => {
    if (!announcement) return;
    retiring.mutate(announcement.id, {
      onSuccess: () => onNotice({ severity: 'success', message: t('announcements.retire.done') }),
      onError: (error) => onNotice({ severity: 'error', message: errorText(t, error) }),
      onSettled: onClose,
    });
  };
  return (
    <Dialog
      open={announcement !== null}
      onClose={onClose}
      aria-labelledby="retire-announcement-title"
      aria-describedby="retire-announcement-text"
    >
      <DialogTitle id="retire-announcement-title">{t('announcements.retire.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="retire-announcement-text">{t('announcements.retire.text')}</DialogContentText>
        {announcement ? (
          <Typography sx={{ mt: 2, fontStyle: 'italic', overflowWrap: 'anywhere' }}>{announcement.textEnUs}</Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('announcements.retire.cancel')}</Button>
        <Button color="warning" variant="contained" loading={retiring.isPending} onClick={retire}>
          {t('announcements.retire.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function StatusFilter({ value, onChange }: { value: AnnouncementStatus | undefined; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      id="announcement-status-filter"
      select
      label={t('announcements.list.status')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <option value="">{t('announcements.list.all')}</option>
      {ANNOUNCEMENT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`announcements.status.${status}`)}
        </option>
      ))}
    </TextField>
  );
}

/** Editing: null while closed, 'new' for a new announcement, or the one being changed. */
type Editing = null | 'new' | Announcement;

function Announcements() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  const { data: market } = useMarket();
  const { table, filters, update } = useAdminTableState('announcements', TABLE);
  const query: AnnouncementQuery = {
    page: table.page,
    size: table.pageSize,
    sortBy: table.sortBy,
    sortOrder: table.sortOrder,
    status: filters.status,
  };
  const list = useAnnouncements(query);
  const columns = useColumns();
  const [editing, setEditing] = useState<Editing>(null);
  const [retiring, setRetiring] = useState<Announcement | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const mayChange = user ? hasPermission(user.authz.permissions, PERMISSIONS.updateAnnouncements) : false;

  const rowActions = (row: Announcement): RowAction[] => [
    {
      id: 'edit',
      label: t('announcements.actions.edit'),
      onSelect: () => setEditing(row),
      disabled: !mayChange || row.status === 'retired',
    },
    {
      id: 'retire',
      label: t('announcements.actions.retire'),
      onSelect: () => setRetiring(row),
      disabled: !mayChange || row.status === 'retired',
    },
  ];

  return (
    <>
      {mayChange ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('announcements.list.viewOnly')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <StatusFilter value={filters.status} onChange={(status) => update({ status: status || null })} />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={!mayChange}
          onClick={() => setEditing('new')}
          sx={{ ml: { sm: 'auto' }, minHeight: 44 }}
        >
          {t('announcements.list.create')}
        </Button>
      </Box>
      <AdminTable
        caption={t('announcements.list.caption')}
        emptyState={{
          next: t(mayChange ? 'announcements.list.empty' : 'announcements.list.emptyViewOnly'),
          searched: Boolean(filters.status),
        }}
        columns={columns}
        table={table}
        onChange={update}
        items={list.data?.items}
        total={list.data?.total}
        error={list.isError ? { onRetry: () => void list.refetch() } : null}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.textEnUs.slice(0, 60)}
        rowActions={rowActions}
      />
      <AnnouncementDialog
        open={editing !== null}
        announcement={editing === 'new' ? null : editing}
        market={market?.market}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setNotice({ severity: 'success', message: t('announcements.dialog.saved') });
        }}
      />
      <RetireDialog announcement={retiring} onClose={() => setRetiring(null)} onNotice={setNotice} />
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)}>
        {notice ? (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} variant="filled">
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}

/** /announcements (LIST ANNOUNCEMENT): the market's site-wide announcements; UPDATE ANNOUNCEMENT changes them. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const { data: market } = useMarket();
  useDocumentTitle(t('announcements.list.pageTitle'));
  return (
    <RequirePermission permission={PERMISSIONS.listAnnouncements}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('announcements.list.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('announcements.list.intro', { market: market?.market ?? '' })}
        </Typography>
        <Announcements />
      </Container>
    </RequirePermission>
  );
}
