import { BackLink } from '@/components/back-link';
import { HeadedSection } from '@/components/headed-section';
import { RecordContent } from '@/components/record-content';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import type { DeskIncident, IncidentStatus } from '@portal/contract/support';
import { agentCanMove, INCIDENT_STATUSES } from '@portal/contract/support';
import { useTranslation } from '@/i18n/use-translation';
import { useParams } from '@/lib/router/router';
import { RequirePermission } from '@/components/require-permission';
import { ViewOnlyNotice } from '@/components/view-only-notice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useViewOnly } from '@/lib/use-view-only';
import { useAddDeskReply } from '../api/add-desk-reply';
import { useChangeDeskStatus } from '../api/change-desk-status';
import { useDeskIncident } from '../api/get-desk-incident';
import { CommentForm } from '../components/comment-form';
import { IncidentFields } from '../components/incident-fields';
import { OptionSelect } from '../components/option-select';
import { ActionError } from '../components/action-error';
import { ThreadList } from '../components/thread-list';
import { useRoutingNames } from '../routing-names';

function Routing({ incident }: { incident: DeskIncident }) {
  const { t } = useTranslation();
  const named = useRoutingNames();
  const rows: [string, string][] = [
    [t('support.desk.queue'), named('queues', incident.queueId)],
    [t('support.desk.productId'), named('products', incident.productId)],
    [t('support.desk.callerId'), named('callers', incident.callerId)],
    [t('support.desk.entryType'), named('entryTypes', incident.entryType)],
    [t('support.desk.market'), named('markets', incident.market)],
    [t('support.desk.requesterLogin'), incident.requesterLoginId ?? t('support.desk.anonymous')],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // One column on phones; beside each other from 600 px, the labels' column never wider than its share.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, max-content) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: 1,
        m: 0,
        overflowWrap: 'anywhere',
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function StatusSelect({ incident }: { incident: DeskIncident }) {
  const { t } = useTranslation();
  const change = useChangeDeskStatus();
  const viewOnly = useViewOnly();
  const options = INCIDENT_STATUSES.map((status, index) => ({ id: index + 1, title: t(`support.status.${status}`) }));
  return (
    <Stack spacing={1}>
      <OptionSelect
        id="desk-incident-status"
        label={t('support.desk.moveTo')}
        options={options.filter((_, index) =>
          agentCanMove(incident.statusInfo, INCIDENT_STATUSES[index] as IncidentStatus),
        )}
        value={null}
        emptyLabel={t(`support.status.${incident.statusInfo}`)}
        disabled={change.isPending || viewOnly}
        onChange={(value) => {
          const status = value === null ? undefined : INCIDENT_STATUSES[value - 1];
          if (status) change.mutate({ incidentId: incident.incidentId, status });
        }}
      />
      <ActionError error={change.error} />
    </Stack>
  );
}

function DeskIncidentView({ incident }: { incident: DeskIncident }) {
  const { t } = useTranslation();
  const reply = useAddDeskReply();
  return (
    <Stack spacing={4}>
      <Typography variant="h4" component="h1">
        {t('support.detail.heading', { id: incident.incidentId })}
      </Typography>
      <ViewOnlyNotice />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <HeadedSection panel variant="h6" title={t('support.desk.request')}>
            <IncidentFields incident={incident} />
          </HeadedSection>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <HeadedSection panel variant="h6" title={t('support.table.status')}>
              <StatusSelect incident={incident} />
            </HeadedSection>
            <HeadedSection panel variant="h6" title={t('support.desk.routing')}>
              <Routing incident={incident} />
            </HeadedSection>
          </Stack>
        </Grid>
      </Grid>
      <HeadedSection title={t('support.thread.heading')}>
        <ThreadList threads={incident.threads} />
      </HeadedSection>
      <HeadedSection title={t('support.desk.replyHeading')}>
        <CommentForm
          label={t('support.desk.reply')}
          submitLabel={t('support.desk.send')}
          allowInternal
          onSubmit={(body) => reply.mutateAsync({ incidentId: incident.incidentId, body })}
        />
      </HeadedSection>
    </Stack>
  );
}

function DeskIncidentContent({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation();
  const missing = { title: t('support.detail.notFound.title'), text: t('support.detail.notFound.text') };
  return (
    <RecordContent query={useDeskIncident(incidentId)} missing={missing}>
      {(incident) => <DeskIncidentView incident={incident} />}
    </RecordContent>
  );
}

/** /support/desk/:incidentId (UPDATE SUPPORT_INCIDENT): work one incident: reply, add internal notes, move it. */
export function DeskIncidentPage() {
  const { t } = useTranslation();
  const { incidentId = '' } = useParams();
  useDocumentTitle(t('support.detail.pageTitle', { id: incidentId }));
  return (
    <RequirePermission permission={PERMISSIONS.workSupportIncidents}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        <BackLink to={ROUTES.supportDesk} label={t('support.desk.back')} />
        <DeskIncidentContent incidentId={incidentId} />
      </Container>
    </RequirePermission>
  );
}
