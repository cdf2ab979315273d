import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@portal/contract/identity';
import { resolveLocale } from '@portal/contract/locale';
import { GROUPS } from '@portal/contract/permissions';
import { ADMIN_PAGE_SIZES } from '@portal/contract/constants';
import { ROUTES } from '@portal/contract/routes';
import type { IncidentRow } from '@portal/contract/support';
import type { INCIDENT_SORT_FIELDS } from '@portal/contract/support';
import { INCIDENT_SCOPES, INCIDENT_SORT } from '@portal/contract/support';
import { urlOneOf } from '@portal/contract/url-state';
import { useTranslation } from '@/i18n/use-translation';
import { generatePath, Link as RouterLink } from '@/lib/router/router';
import { PageLoader } from '@/components/page-loader';
import { useUserContext } from '@/lib/get-user-context';
import { formatDate } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIncidents } from '../api/get-incidents';
import type { TableColumn } from '@/components/data-table';
import { ServerTable } from '@/components/data-table';
import {
  ExpandableRow,
  useDetailsHeadColumn,
  useResponsiveColumns,
  WRAPPING_TABLE_SX,
} from '@/components/responsive-rows';
import { TruncatedText } from '@/components/truncated-text';
import { IncidentStatusChip } from '../components/incident-status';
import { IncidentReferenceLink } from '../components/table-parts';
import type { ReactNode } from 'react';
import { useTableState } from '@/lib/use-table-state';

type Scope = (typeof INCIDENT_SCOPES)[number];
type IncidentSortField = (typeof INCIDENT_SORT_FIELDS)[number];
const TABLE = { sort: INCIDENT_SORT, filters: { scope: urlOneOf(INCIDENT_SCOPES) } };

export const ticketDetailPath = (incidentId: string) => generatePath(ROUTES.ticketDetail, { ticketId: incidentId });

type IncidentColumn = TableColumn<IncidentSortField> & { label: string; cell: (row: IncidentRow) => ReactNode };

/** The list's configured columns, in the order they give way on narrow screens (spec section 2). */
export function useIncidentColumns(): IncidentColumn[] {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  return [
    {
      id: 'incidentId',
      label: t('support.table.reference'),
      sort: 'incidentId',
      cell: (row) => <IncidentReferenceLink row={row} to={ticketDetailPath(row.incidentId)} />,
    },
    {
      id: 'subject',
      label: t('support.table.subject'),
      sort: 'subject',
      cell: (row) => <TruncatedText text={row.subject} />,
    },
    {
      id: 'statusInfo',
      label: t('support.table.status'),
      sort: 'statusInfo',
      cell: (row) => <IncidentStatusChip status={row.statusInfo} />,
    },
    {
      id: 'createdOn',
      label: t('support.table.sentOn'),
      sort: 'createdOn',
      cell: (row) => formatDate(row.createdOn, locale, 'admin'),
    },
    {
      id: 'lastUpdatedOn',
      label: t('support.table.lastUpdated'),
      sort: 'lastUpdatedOn',
      cell: (row) => formatDate(row.lastUpdatedOn, locale, 'admin'),
    },
  ];
}

function IncidentRows({
  rows,
  columns,
  shownCount,
  width,
}: {
  rows: IncidentRow[];
  columns: IncidentColumn[];
  shownCount: number;
  width: number;
}) {
  return rows.map((row) => (
    <ExpandableRow
      key={row.incidentId}
      label={row.incidentId}
      cells={columns.map((column, index) => ({
        id: column.id,
        label: column.label,
        content: column.cell(row),
        rowHeader: index === 0,
      }))}
      shownCount={shownCount}
      width={width}
      rowProps={{ hover: true }}
    />
  ));
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography sx={{ mb: 2 }}>{t('support.track.empty')}</Typography>
      <Button variant="contained" component={RouterLink} to={ROUTES.ticketCreation}>
        {t('support.track.create')}
      </Button>
    </Box>
  );
}

function TrackTickets({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const { table, filters, update } = useTableState(TABLE);
  const companyAdmin = user.authz.group === GROUPS.admin;
  const scope: Scope = companyAdmin && filters.scope === 'company' ? 'company' : 'mine';
  const incidents = useIncidents({
    page: table.page,
    size: table.pageSize,
    sortBy: table.sortBy,
    sortOrder: table.sortOrder,
    scope,
  });
  const answer = incidents.data;
  const configured = useIncidentColumns();
  const { shown, hidden } = useResponsiveColumns(configured);
  const columns: TableColumn<IncidentSortField>[] = [
    ...useDetailsHeadColumn<IncidentSortField>(hidden),
    ...shown.map(({ id, label, sort }) => ({ id, label, sort })),
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        {companyAdmin ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={scope}
            aria-label={t('support.track.scope.label')}
            onChange={(_, next: Scope | null) => {
              if (next) update({ scope: next === 'mine' ? null : next });
            }}
          >
            <ToggleButton value="mine">{t('support.track.scope.mine')}</ToggleButton>
            <ToggleButton value="company">{t('support.track.scope.company')}</ToggleButton>
          </ToggleButtonGroup>
        ) : (
          <span />
        )}
        <Button variant="contained" component={RouterLink} to={ROUTES.ticketCreation}>
          {t('support.track.create')}
        </Button>
      </Stack>

      <ServerTable
        caption={t('support.track.caption')}
        columns={columns}
        table={table}
        onChange={update}
        items={answer?.items}
        total={answer?.total}
        renderRows={(rows) => (
          <IncidentRows rows={rows} columns={configured} shownCount={shown.length} width={columns.length} />
        )}
        error={incidents.isError ? { onRetry: () => void incidents.refetch() } : null}
        empty={<EmptyState />}
        pageSizes={ADMIN_PAGE_SIZES}
        layout={{ tableSx: WRAPPING_TABLE_SX }}
      />
    </>
  );
}

/** /support/trackTicket (private): the incidents the user filed (a company admin may see the company's). */
export function TrackTicketsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.track.pageTitle'));
  const { data: user } = useUserContext();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('support.track.heading')}
      </Typography>
      {user ? <TrackTickets user={user} /> : <PageLoader />}
    </Container>
  );
}
