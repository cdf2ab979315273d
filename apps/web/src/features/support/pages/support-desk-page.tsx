import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { resolveLocale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { MARKETS } from '@portal/contract/markets';
import { PERMISSIONS } from '@portal/contract/permissions';
import { ADMIN_PAGE_SIZES } from '@portal/contract/constants';
import { ROUTES } from '@portal/contract/routes';
import type { DeskRow, IncidentStatus } from '@portal/contract/support';
import { DESK_SORT_FIELDS, INCIDENT_STATUSES, SUPPORT_QUEUES } from '@portal/contract/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visually-hidden';
import { RequirePermission } from '@/components/require-permission';
import { formatDate } from '@/lib/dates';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { DeskQuery } from '../api/get-desk-incidents';
import { useDeskIncidents } from '../api/get-desk-incidents';
import { LoadError } from '@/components/load-error';
import { OptionSelect } from '../components/option-select';
import { ServerPagination, SkeletonRows, SortableHeader } from '@/components/data-table';
import { IncidentLeadCells } from '../components/table-parts';
import { useTableParams } from '@/lib/use-table-params';

const COLUMNS = 8;
const SEARCH_DEBOUNCE_MS = 400;

export const deskIncidentPath = (incidentId: string) =>
  ROUTES.supportDeskIncident.replace(':incidentId', encodeURIComponent(incidentId));

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

function numberOrUndefined(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

function DeskRows({ rows }: { rows: DeskRow[] }) {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  return rows.map((row) => (
    <TableRow key={row.incidentId} hover>
      <IncidentLeadCells row={row} to={deskIncidentPath(row.incidentId)} />
      <TableCell>
        {row.requesterName}
        <Typography variant="body2" color="text.secondary">
          {row.companyName}
        </Typography>
      </TableCell>
      <TableCell>
        {t(`support.queues.${row.queueId}` as 'support.queues.198', { defaultValue: String(row.queueId) })}
      </TableCell>
      <TableCell>{row.market}</TableCell>
      <TableCell>{formatDate(row.createdOn, locale)}</TableCell>
      <TableCell>{formatDate(row.lastUpdatedOn, locale)}</TableCell>
    </TableRow>
  ));
}

function Desk() {
  const { t } = useTranslation();
  const { table, searchParams, update } = useTableParams(DESK_SORT_FIELDS, 'lastUpdatedOn');
  const query: DeskQuery = {
    ...table,
    status: oneOf(searchParams.get('status'), INCIDENT_STATUSES),
    queueId: numberOrUndefined(searchParams.get('queueId')),
    market: oneOf(searchParams.get('market'), MARKETS),
    supportType: numberOrUndefined(searchParams.get('supportType')),
    search: searchParams.get('search')?.trim() || undefined,
  };
  const incidents = useDeskIncidents(query);
  const [search, setSearch] = useState(query.search ?? '');
  const applySearch = useDebouncedCallback(
    (value: string) => update({ search: value.trim() || null }),
    SEARCH_DEBOUNCE_MS,
  );
  const answer = incidents.data;

  const statusOptions = INCIDENT_STATUSES.map((status, index) => ({
    id: index + 1,
    title: t(`support.status.${status}`),
  }));
  const queueOptions = SUPPORT_QUEUES.map((id) => ({ id, title: t(`support.queues.${id}`) }));
  const marketOptions = MARKETS.map((market, index) => ({ id: index + 1, title: market }));

  return (
    <>
      <Box component="section" aria-label={t('support.desk.filters')} sx={{ mb: 3 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              id="desk-search"
              type="search"
              fullWidth
              label={t('support.desk.search')}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                applySearch.run(event.target.value);
              }}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <OptionSelect
              id="desk-status"
              label={t('support.table.status')}
              emptyLabel={t('support.desk.all')}
              options={statusOptions}
              value={query.status ? INCIDENT_STATUSES.indexOf(query.status) + 1 : null}
              onChange={(value) =>
                update({ status: value === null ? null : (INCIDENT_STATUSES[value - 1] as IncidentStatus) })
              }
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <OptionSelect
              id="desk-queue"
              label={t('support.desk.queue')}
              emptyLabel={t('support.desk.all')}
              options={queueOptions}
              value={query.queueId ?? null}
              onChange={(value) => update({ queueId: value })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <OptionSelect
              id="desk-market"
              label={t('support.desk.market')}
              emptyLabel={t('support.desk.all')}
              options={marketOptions}
              value={query.market ? MARKETS.indexOf(query.market) + 1 : null}
              onChange={(value) => update({ market: value === null ? null : (MARKETS[value - 1] as Market) })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <OptionSelect
              id="desk-supportType"
              label={t('support.form.supportType')}
              emptyLabel={t('support.desk.all')}
              options={answer?.supportTypes ?? []}
              value={query.supportType ?? null}
              onChange={(value) => update({ supportType: value })}
            />
          </Grid>
        </Grid>
      </Box>

      {incidents.isError ? (
        <LoadError onRetry={() => void incidents.refetch()} />
      ) : answer?.total === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }}>{t('support.desk.empty')}</Typography>
      ) : (
        <>
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
            <Table aria-busy={!answer}>
              <Box component="caption" sx={visuallyHidden}>
                {t('support.desk.caption')}
              </Box>
              <TableHead>
                <TableRow>
                  <SortableHeader column="incidentId" table={table} onSort={update}>
                    {t('support.table.reference')}
                  </SortableHeader>
                  <SortableHeader column="subject" table={table} onSort={update}>
                    {t('support.table.subject')}
                  </SortableHeader>
                  <SortableHeader column="statusInfo" table={table} onSort={update}>
                    {t('support.table.status')}
                  </SortableHeader>
                  <TableCell component="th" scope="col">
                    {t('support.desk.requester')}
                  </TableCell>
                  <SortableHeader column="queueId" table={table} onSort={update}>
                    {t('support.desk.queue')}
                  </SortableHeader>
                  <SortableHeader column="market" table={table} onSort={update}>
                    {t('support.desk.market')}
                  </SortableHeader>
                  <SortableHeader column="createdOn" table={table} onSort={update}>
                    {t('support.table.sentOn')}
                  </SortableHeader>
                  <SortableHeader column="lastUpdatedOn" table={table} onSort={update}>
                    {t('support.table.lastUpdated')}
                  </SortableHeader>
                </TableRow>
              </TableHead>
              <TableBody>{answer ? <DeskRows rows={answer.items} /> : <SkeletonRows columns={COLUMNS} />}</TableBody>
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

/** /support/desk (UPDATE SUPPORT_INCIDENT): the support team's queue of incidents. */
export function SupportDeskPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.desk.pageTitle'));
  return (
    <RequirePermission permission={PERMISSIONS.workSupportIncidents}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          {t('support.desk.heading')}
        </Typography>
        <Desk />
      </Container>
    </RequirePermission>
  );
}
