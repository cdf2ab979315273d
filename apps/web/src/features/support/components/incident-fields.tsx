import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { resolveLocale } from '@portal/contract/locale';
import type { IncidentDetailResponse } from '@portal/contract/support';
import { SUPPORT_PATHS } from '@portal/contract/support';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { pathWithParams } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { formatFileSize } from './attachment-field';
import { IncidentStatusChip } from './incident-status';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/** What the requester filed, as a description list; the attachment downloads from the server. */
export function IncidentFields({ incident }: { incident: IncidentDetailResponse }) {
  const { t, i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const category = [incident.supportType, incident.issue, incident.issueType, incident.subIssueType]
    .flatMap((option) => (option ? [option.title] : []))
    .join(' › ');
  const attachment = incident.attachment;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
      }}
    >
      <Field label={t('support.table.status')}>
        <IncidentStatusChip status={incident.statusInfo} />
      </Field>
      <Field label={t('support.table.sentOn')}>{formatDate(incident.createdOn, locale, 'moment')}</Field>
      <Field label={t('support.table.lastUpdated')}>{formatDate(incident.lastUpdatedOn, locale, 'moment')}</Field>
      <Field label={t('support.form.accountType')}>{incident.accountType.title}</Field>
      <Field label={t('support.detail.category')}>{category}</Field>
      <Field label={t('support.detail.contact')}>
        {`${incident.firstName} ${incident.lastName}`.trim()} · {incident.primaryContactEmail}
        {incident.callBackNumber ? ` · ${incident.callBackNumber}` : ''}
      </Field>
      <Field label={t('support.form.companyName')}>{incident.companyName}</Field>
      {incident.onBehalfOfAnother ? (
        <Field label={t('support.detail.onBehalf')}>{t('support.detail.yes')}</Field>
      ) : null}
      <Field label={t('support.form.situationDescription')}>
        <Typography component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {incident.situationDescription}
        </Typography>
      </Field>
      <Field label={t('support.detail.attachment')}>
        {attachment ? (
          <>
            <Link
              href={pathWithParams(SUPPORT_PATHS.attachment, {
                incidentId: incident.incidentId,
                attachmentId: attachment.id,
              })}
              download={attachment.fileName}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <AttachFile fontSize="small" aria-hidden="true" />
              {attachment.fileName} ({formatFileSize(attachment.size, i18n.language)})
            </Link>
            {attachment.originalName ? (
              // Isolated, so whatever the name holds cannot reorder the text around it.
              <Typography
                component="bdi"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block', unicodeBidi: 'isolate' }}
              >
                {t('support.detail.uploadedAs', { name: attachment.originalName })}
              </Typography>
            ) : null}
          </>
        ) : (
          t('support.detail.noAttachment')
        )}
      </Field>
    </Box>
  );
}
