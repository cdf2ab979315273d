import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZES } from '@portal/contract/constants';
import { resolveLocale } from '@portal/contract/locale';
import type { OutboxRow, OutboxStatus } from '@portal/contract/outbox';
import { OUTBOX_PAGE_SIZE, OUTBOX_SEARCH_MAX, OUTBOX_STATUSES } from '@portal/contract/outbox';
import { urlOneOf, urlText } from '@portal/contract/url-state';
import { PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { generatePath, Link as RouterLink } from '@/lib/router/router';
import { ServerTable } from '@/components/data-table';
import { SearchField } from '@/components/search-field';
import { RequirePermission } from '@/components/require-permission';
import { isApiClientError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTableState } from '@/lib/use-table-state';
import type { OutboxQuery } from '../api/get-outbox-messages';
import { useOutboxMessages } from '../api/get-outbox-messages';

/** The list has one order (newest first); the table state wants a sort column all the same. */
const TABLE = {
  sort: { columns: ['createdAt'], sortBy: 'createdAt' },
  defaultSize: OUTBOX_PAGE_SIZE,
  filters: {
    status: urlOneOf(OUTBOX_STATUSES),
    search: urlText(OUTBOX_SEARCH_MAX),
  },
} as const;

export const outboxMessagePath = (messageId: number | string) =>
  generatePath(ROUTES.outboxMessage, { messageId: String(messageId) });

/** The calls answer 404 in production, where the outbox is not shown (ARCHITECTURE section 1). */
function isNotFound(error: unknown): boolean {
  return isApiClientError(error) && error.status === 404;
}

const STATUS_COLORS: Record<OutboxStatus, 'default' | 'info' | 'success'> = {
  queued: 'info',
  sent: 'success',
  stored: 'default',
};

export function OutboxStatusChip({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`outbox.status.${status}`)} />;
}

function MessageRows({ rows }: { rows: OutboxRow[] }) {
  const { i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  return rows.map((row) => (
    <TableRow key={row.id} hover>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.to}</TableCell>
      <TableCell component="th" scope="row">
        <Link component={RouterLink} to={outboxMessagePath(row.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {row.subject}
        </Link>
      </TableCell>
      <TableCell>
        <OutboxStatusChip status={row.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt, locale)}</TableCell>
    </TableRow>
  ));
}

function NotInProduction() {
  const { t } = useTranslation();
  return (
    <Alert severity="info">
      <AlertTitle>{t('outbox.list.production.title')}</AlertTitle>
      {t('outbox.list.production.text')}
    </Alert>
  );
}

function Outbox() {
  const { t } = useTranslation();
  const { table, filters, update } = useTableState(TABLE);
  const query: OutboxQuery = { page: table.page, size: table.pageSize, ...filters };
  const messages = useOutboxMessages(query);
  const answer = messages.data;
  const filtered = query.search !== undefined || query.status !== undefined;

  if (isNotFound(messages.error)) return <NotInProduction />;

  const columns = [
    { id: 'to', label: t('outbox.table.to') },
    { id: 'subject', label: t('outbox.table.subject') },
    { id: 'status', label: t('outbox.table.status') },
    { id: 'created', label: t('outbox.table.created') },
  ];

  return (
    <>
      <Box component="section" aria-label={t('outbox.list.filters')} sx={{ mb: 3 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SearchField
              id="outbox-search"
              label={t('outbox.list.search')}
              value={query.search ?? ''}
              onSearch={(value) => update({ search: value })}
              maxLength={OUTBOX_SEARCH_MAX}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              id="outbox-status"
              select
              fullWidth
              label={t('outbox.list.status')}
              value={query.status ?? ''}
              onChange={(event) => update({ status: event.target.value || null })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('outbox.list.all')}</option>
              {OUTBOX_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`outbox.status.${status}`)}
                </option>
              ))}
            </TextField>
          </Grid>
        </Grid>
      </Box>

      <ServerTable
        caption={t('outbox.list.caption')}
        columns={columns}
        table={table}
        onChange={update}
        items={answer?.items}
        total={answer?.total}
        renderRows={(rows) => <MessageRows rows={rows} />}
        error={messages.isError ? { onRetry: () => void messages.refetch() } : null}
        empty={
          <Typography sx={{ py: 6, textAlign: 'center' }}>
            {filtered ? t('outbox.list.noMatch') : t('outbox.list.empty')}
          </Typography>
        }
        pageSizes={ADMIN_PAGE_SIZES}
      />
    </>
  );
}

/** /outbox (LIST OUTBOX, outside production): every e-mail the portal wrote, newest first. */
export function OutboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('outbox.list.pageTitle'));
  return (
    <RequirePermission permission={PERMISSIONS.readOutbox}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('outbox.list.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('outbox.list.intro')}
        </Typography>
        <Outbox />
      </Container>
    </RequirePermission>
  );
}
