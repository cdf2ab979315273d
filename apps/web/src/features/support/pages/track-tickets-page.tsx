import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@portal/contract/identity';
import { resolveLocale } from '@portal/contract/locale';
import { GROUPS } from '@portal/contract/permissions';
import { ADMIN_PAGE_SIZES } from '@portal/contract/constants';
import { ROUTES } from '@portal/contract/routes';
import type { IncidentRow } from '@portal/contract/support';
import type { INCIDENT_SCOPES } from '@portal/contract/support';
import { INCIDENT_SORT_FIELDS } from '@portal/contract/support';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { visuallyHidden } from '@/components/visually-hidden';
import { useUserContext } from '@/lib/get-user-context';
import { formatDate } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIncidents } from '../api/get-incidents';
import { LoadError } from '@/components/load-error';
import { ServerPagination, SkeletonRows, SortableHeader } from '@/components/data-table';
import { IncidentLeadCells } from '../components/table-parts';
import { useTableParams } from '@/lib/use-table-params';

type Scope = (typeof INCIDENT_SCOPES)[number];
const COLUMNS = 5;

export const ticketDetailPath = (incidentId: string) =>
  ROUTES.ticketDetail.replace(':ticketId', encodeURIComponent(incidentId));

function IncidentRows({ rows }: { rows: IncidentRow[] }) {
  const { i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  return rows.map((row) => (
    <TableRow key={row.incidentId} hover>
      <IncidentLeadCells row={row} to={ticketDetailPath(row.incidentId)} />
      <TableCell>{formatDate(row.createdOn, locale)}</TableCell>
      <TableCell>{formatDate(row.lastUpdatedOn, locale)}</TableCell>
    </TableRow>
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
  const { table, searchParams, update } = useTableParams(INCIDENT_SORT_FIELDS, 'lastUpdatedOn');
  const companyAdmin = user.authz.group === GROUPS.admin;
  const scope: Scope = companyAdmin && searchParams.get('scope') === 'company' ? 'company' : 'mine';
  const incidents = useIncidents({ ...table, scope });
  const answer = incidents.data;

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

      {incidents.isError ? (
        <LoadError onRetry={() => void incidents.refetch()} />
      ) : answer?.total === 0 ? (
        <EmptyState />
      ) : (
        <>
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
            <Table aria-busy={!answer}>
              <Box component="caption" sx={visuallyHidden}>
                {t('support.track.caption')}
              </Box>
              <TableHead>
                <TableRow>
                  {(
                    [
                      ['incidentId', t('support.table.reference')],
                      ['subject', t('support.table.subject')],
                      ['statusInfo', t('support.table.status')],
                      ['createdOn', t('support.table.sentOn')],
                      ['lastUpdatedOn', t('support.table.lastUpdated')],
                    ] as const
                  ).map(([column, label]) => (
                    <SortableHeader key={column} column={column} table={table} onSort={update}>
                      {label}
                    </SortableHeader>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {answer ? <IncidentRows rows={answer.items} /> : <SkeletonRows columns={COLUMNS} />}
              </TableBody>
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
