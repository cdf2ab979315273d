import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { resolveLocale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { MARKETS } from '@portal/contract/markets';
import { PERMISSIONS } from '@portal/contract/permissions';
import { ADMIN_PAGE_SIZES } from '@portal/contract/constants';
import { ROUTES } from '@portal/contract/routes';
import type { DeskRow, IncidentStatus } from '@portal/contract/support';
import type { DESK_SORT_FIELDS } from '@portal/contract/support';
import { DESK_SORT, INCIDENT_STATUSES, SUPPORT_QUEUES } from '@portal/contract/support';
import type { UrlReader } from '@portal/contract/url-state';
import { urlOneOf, urlText } from '@portal/contract/url-state';
import { useTranslation } from '@/i18n/use-translation';
import { generatePath } from '@/lib/router/router';
import { RequirePermission } from '@/components/require-permission';
import { formatDate } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { DeskQuery } from '../api/get-desk-incidents';
import { useDeskIncidents } from '../api/get-desk-incidents';
import { OptionSelect } from '../components/option-select';
import type { TableColumn } from '@/components/data-table';
import { ServerTable } from '@/components/data-table';
import { SearchField } from '@/components/search-field';
import { IncidentLeadCells } from '../components/table-parts';
import { useRoutingNames } from '../routing-names';
import { useTableState } from '@/lib/use-table-state';

type DeskSortField = (typeof DESK_SORT_FIELDS)[number];
const DESK_SEARCH_MAX = 100;
/** Ids as the URL carries them: digits only. */
const urlId: UrlReader<number> = (raw) => (raw && /^\d+$/.test(raw) ? Number(raw) : undefined);

const TABLE = {
  sort: DESK_SORT,
  filters: {
    status: urlOneOf(INCIDENT_STATUSES),
    queueId: urlId,
    market: urlOneOf(MARKETS),
    supportType: urlId,
    search: urlText(DESK_SEARCH_MAX),
  },
};

export const deskIncidentPath = (incidentId: string) => generatePath(ROUTES.supportDeskIncident, { incidentId });

function DeskRows({ rows }: { rows: DeskRow[] }) {
  const { i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const named = useRoutingNames();
  return rows.map((row) => (
    <TableRow key={row.incidentId} hover>
      <IncidentLeadCells row={row} to={deskIncidentPath(row.incidentId)} />
      <TableCell>
        {row.requesterName}
        <Typography variant="body2" color="text.secondary">
          {row.companyName}
        </Typography>
      </TableCell>
      <TableCell>{named('queues', row.queueId)}</TableCell>
      <TableCell>{named('markets', row.market)}</TableCell>
      <TableCell>{formatDate(row.createdOn, locale, 'admin')}</TableCell>
      <TableCell>{formatDate(row.lastUpdatedOn, locale, 'admin')}</TableCell>
    </TableRow>
  ));
}

function Desk() {
  const { t } = useTranslation();
  const named = useRoutingNames();
  const { table, filters, update } = useTableState(TABLE);
  const query: DeskQuery = {
    page: table.page,
    size: table.pageSize,
    sortBy: table.sortBy,
    sortOrder: table.sortOrder,
    ...filters,
  };
  const incidents = useDeskIncidents(query);
  const answer = incidents.data;

  const statusOptions = INCIDENT_STATUSES.map((status, index) => ({
    id: index + 1,
    title: t(`support.status.${status}`),
  }));
  const queueOptions = SUPPORT_QUEUES.map((id) => ({ id, title: t(`support.queues.${id}`) }));
  const marketOptions = MARKETS.map((market, index) => ({ id: index + 1, title: named('markets', market) }));
  const columns: TableColumn<DeskSortField>[] = [
    { id: 'incidentId', label: t('support.table.reference'), sort: 'incidentId' },
    { id: 'subject', label: t('support.table.subject'), sort: 'subject' },
    { id: 'statusInfo', label: t('support.table.status'), sort: 'statusInfo' },
    { id: 'requester', label: t('support.desk.requester') },
    { id: 'queueId', label: t('support.desk.queue'), sort: 'queueId' },
    { id: 'market', label: t('support.desk.market'), sort: 'market' },
    { id: 'createdOn', label: t('support.table.sentOn'), sort: 'createdOn' },
    { id: 'lastUpdatedOn', label: t('support.table.lastUpdated'), sort: 'lastUpdatedOn' },
  ];

  return (
    <>
      <Box component="section" aria-label={t('support.desk.filters')} sx={{ mb: 3 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SearchField
              id="desk-search"
              label={t('support.desk.search')}
              value={query.search ?? ''}
              onSearch={(value) => update({ search: value })}
              maxLength={DESK_SEARCH_MAX}
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

      <ServerTable
        caption={t('support.desk.caption')}
        columns={columns}
        table={table}
        onChange={update}
        items={answer?.items}
        total={answer?.total}
        renderRows={(rows) => <DeskRows rows={rows} />}
        error={incidents.isError ? { onRetry: () => void incidents.refetch() } : null}
        empty={<Typography sx={{ py: 6, textAlign: 'center' }}>{t('support.desk.empty')}</Typography>}
        pageSizes={ADMIN_PAGE_SIZES}
      />
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
