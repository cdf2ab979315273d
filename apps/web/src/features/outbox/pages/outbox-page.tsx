import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZES } from '@portal/contract/constants';
import { resolveLocale } from '@portal/contract/locale';
import type { OutboxRow, OutboxStatus } from '@portal/contract/outbox';
import { OUTBOX_SEARCH_MAX, OUTBOX_STATUSES } from '@portal/contract/outbox';
import { PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/load-error';
import { visuallyHidden } from '@/components/visually-hidden';
import { ServerPagination, SkeletonRows } from '@/components/data-table';
import { RequirePermission } from '@/components/require-permission';
import { isApiClientError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTableParams } from '@/lib/use-table-params';
import type { OutboxQuery } from '../api/get-outbox-messages';
import { useOutboxMessages } from '../api/get-outbox-messages';

const COLUMNS = 4;
const SEARCH_DEBOUNCE_MS = 400;
export const OUTBOX_DEFAULT_PAGE_SIZE = 25;
/** The list has one order (newest first); the table hook wants a sort column all the same. */
const SORT_FIELDS = ['createdAt'] as const;
const TABLE_OPTIONS = { defaultPageSize: OUTBOX_DEFAULT_PAGE_SIZE };

export const outboxMessagePath = (messageId: number | string) =>
  ROUTES.outboxMessage.replace(':messageId', encodeURIComponent(String(messageId)));

/** The calls answer 404 in production, where the outbox is not shown (ARCHITECTURE section 1). */
function isNotFound(error: unknown): boolean {
  return isApiClientError(error) && error.status === 404;
}

function readStatus(value: string | null): OutboxStatus | undefined {
  return value !== null && (OUTBOX_STATUSES as readonly string[]).includes(value) ? (value as OutboxStatus) : undefined;
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
  const { table, searchParams, update } = useTableParams(SORT_FIELDS, 'createdAt', TABLE_OPTIONS);
  const query: OutboxQuery = {
    page: table.page,
    pageSize: table.pageSize,
    status: readStatus(searchParams.get('status')),
    search: searchParams.get('search')?.trim() || undefined,
  };
  const messages = useOutboxMessages(query);
  const [search, setSearch] = useState(query.search ?? '');
  const applySearch = useDebouncedCallback(
    (value: string) => update({ search: value.trim() || null }),
    SEARCH_DEBOUNCE_MS,
  );
  const answer = messages.data;
  const filtered = query.search !== undefined || query.status !== undefined;

  if (isNotFound(messages.error)) return <NotInProduction />;

  return (
    <>
      <Box component="section" aria-label={t('outbox.list.filters')} sx={{ mb: 3 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              id="outbox-search"
              type="search"
              fullWidth
              label={t('outbox.list.search')}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                applySearch.run(event.target.value);
              }}
              slotProps={{ htmlInput: { maxLength: OUTBOX_SEARCH_MAX } }}
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

      {messages.isError ? (
        <LoadError onRetry={() => void messages.refetch()} />
      ) : answer?.total === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }}>
          {filtered ? t('outbox.list.noMatch') : t('outbox.list.empty')}
        </Typography>
      ) : (
        <>
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
            <Table aria-busy={!answer}>
              <Box component="caption" sx={visuallyHidden}>
                {t('outbox.list.caption')}
              </Box>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('outbox.table.to')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('outbox.table.subject')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('outbox.table.status')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('outbox.table.created')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>{answer ? <MessageRows rows={answer.items} /> : <SkeletonRows columns={COLUMNS} />}</TableBody>
            </Table>
          </TableContainer>
          {answer ? (
            <ServerPagination
              page={table.page}
              pageSize={table.pageSize}
              pageSizes={ADMIN_PAGE_SIZES}
              total={answer.total}
              onChange={update}
            />
          ) : null}
        </>
      )}
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
