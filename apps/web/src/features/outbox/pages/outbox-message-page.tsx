import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resolveLocale } from '@portal/contract/locale';
import type { OutboxMessage } from '@portal/contract/outbox';
import { PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useParams } from '@/lib/router/router';
import { BackLink } from '@/components/back-link';
import { HeadedSection } from '@/components/headed-section';
import { RecordContent } from '@/components/record-content';
import { RequirePermission } from '@/components/require-permission';
import { formatDateTime } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOutboxMessage } from '../api/get-outbox-message';
import { OutboxStatusChip } from './outbox-page';

function Details({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const rows: [string, ReactNode][] = [
    [t('outbox.message.to'), message.to],
    [t('outbox.message.status'), <OutboxStatusChip key="status" status={message.status} />],
    [t('outbox.message.template'), message.template],
    [t('outbox.message.language'), t(`languages.${message.locale}`)],
    ...(message.companyName ? [[t('outbox.message.company'), message.companyName] as [string, ReactNode]] : []),
    [t('outbox.message.created'), formatDateTime(message.createdAt, locale)],
    [t('outbox.message.sent'), message.sentAt ? formatDateTime(message.sentAt, locale) : t('outbox.message.notSent')],
    ...(message.lastError ? [[t('outbox.message.lastError'), message.lastError] as [string, ReactNode]] : []),
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
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

function MessageView({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={4}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {message.subject}
      </Typography>
      <HeadedSection panel variant="h6" title={t('outbox.message.details')}>
        <Details message={message} />
      </HeadedSection>
      <HeadedSection panel variant="h6" title={t('outbox.message.body')}>
        {/* Plain text, shown as text: never interpreted as HTML. */}
        <Box
          component="pre"
          data-testid="outbox-message-body"
          sx={{
            m: 0,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'inherit',
            fontSize: 'body1.fontSize',
          }}
        >
          {message.text}
        </Box>
      </HeadedSection>
    </Stack>
  );
}

function MessageContent({ messageId }: { messageId: string }) {
  const { t } = useTranslation();
  const missing = { title: t('outbox.message.notFound.title'), text: t('outbox.message.notFound.text') };
  return (
    <RecordContent query={useOutboxMessage(messageId)} missing={missing}>
      {(message) => <MessageView message={message} />}
    </RecordContent>
  );
}

/** /outbox/:messageId (LIST OUTBOX, outside production): one e-mail with its plain-text body. */
export function OutboxMessagePage() {
  const { t } = useTranslation();
  const { messageId = '' } = useParams();
  useDocumentTitle(t('outbox.message.pageTitle', { id: messageId }));
  return (
    <RequirePermission permission={PERMISSIONS.readOutbox}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <BackLink to={ROUTES.outbox} label={t('outbox.message.back')} />
        <MessageContent messageId={messageId} />
      </Container>
    </RequirePermission>
  );
}
