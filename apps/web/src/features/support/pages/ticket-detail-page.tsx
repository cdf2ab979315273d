import { BackLink } from '@/components/back-link';
import { HeadedSection } from '@/components/headed-section';
import { NotFoundNotice } from '@/components/not-found-notice';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_CODES } from '@portal/contract/errors';
import { ROUTES } from '@portal/contract/routes';
import type { IncidentDetailResponse } from '@portal/contract/support';
import { useTranslation } from '@/i18n/use-translation';
import { useParams } from '@/lib/router/router';
import { PageLoader } from '@/components/page-loader';
import { ViewOnlyNotice } from '@/components/view-only-notice';
import { isApiClientError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useViewOnly } from '@/lib/use-view-only';
import { useAddThread } from '../api/add-thread';
import { useChangeIncidentStatus } from '../api/change-incident-status';
import { useIncident } from '../api/get-incident';
import { CommentForm } from '../components/comment-form';
import { IncidentFields } from '../components/incident-fields';
import { LoadError } from '@/components/load-error';
import { ActionError } from '../components/action-error';
import { ThreadList } from '../components/thread-list';

function StatusActions({ incident }: { incident: IncidentDetailResponse }) {
  const { t } = useTranslation();
  const change = useChangeIncidentStatus();
  const viewOnly = useViewOnly();
  if (!incident.canClose && !incident.canReopen) return null;
  const run = (action: 'close' | 'reopen') => change.mutate({ incidentId: incident.incidentId, action });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2}>
        {incident.canClose ? (
          <Button
            variant="outlined"
            color="error"
            onClick={() => run('close')}
            disabled={viewOnly}
            loading={change.isPending && change.variables?.action === 'close'}
          >
            {t('support.detail.close')}
          </Button>
        ) : null}
        {incident.canReopen ? (
          <Button
            variant="outlined"
            onClick={() => run('reopen')}
            disabled={viewOnly}
            loading={change.isPending && change.variables?.action === 'reopen'}
          >
            {t('support.detail.reopen')}
          </Button>
        ) : null}
      </Stack>
      <ActionError error={change.error} />
    </Stack>
  );
}

function IncidentView({ incident }: { incident: IncidentDetailResponse }) {
  const { t } = useTranslation();
  const addThread = useAddThread();
  return (
    <Stack spacing={4}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          {t('support.detail.heading', { id: incident.incidentId })}
        </Typography>
        <StatusActions incident={incident} />
      </Stack>
      <ViewOnlyNotice />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <IncidentFields incident={incident} />
      </Paper>
      <HeadedSection title={t('support.thread.heading')}>
        <ThreadList threads={incident.threads} />
      </HeadedSection>
      {incident.canComment ? (
        <HeadedSection title={t('support.thread.addHeading')}>
          <CommentForm
            label={t('support.thread.comment')}
            submitLabel={t('support.thread.send')}
            onSubmit={({ text }) => addThread.mutateAsync({ incidentId: incident.incidentId, body: { text } })}
          />
        </HeadedSection>
      ) : (
        <Typography color="text.secondary">{t('support.thread.closed')}</Typography>
      )}
    </Stack>
  );
}

/** /support/trackTicket/:ticketId (private): one incident, its conversation, a comment box, close and reopen. */
export function TicketDetailPage() {
  const { t } = useTranslation();
  const { ticketId = '' } = useParams();
  useDocumentTitle(t('support.detail.pageTitle', { id: ticketId }));
  const incident = useIncident(ticketId);
  const missing =
    isApiClientError(incident.error) &&
    (incident.error.status === 404 || incident.error.code === ERROR_CODES.validation);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <BackLink to={ROUTES.trackTicket} label={t('support.detail.back')} />
      {incident.data ? (
        <IncidentView incident={incident.data} />
      ) : missing ? (
        <>
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            {t('support.detail.heading', { id: ticketId })}
          </Typography>
          <NotFoundNotice title={t('support.detail.notFound.title')} text={t('support.detail.notFound.text')} />
        </>
      ) : incident.isError ? (
        <LoadError onRetry={() => void incident.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Container>
  );
}
