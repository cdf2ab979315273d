import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Locale } from '@portal/contract/locale';
import type { PortalDocument } from '@portal/contract/registration';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatDate } from '@/lib/dates';
import { useDisplayTimeZone } from '@/lib/display-time-zone';
import { useDocument } from './api/get-document';
import { DocumentPdfButton } from './document-pdf-button';

/** The level of the document's title; its sections' headings are one below. */
type HeadingLevel = 1 | 2 | 3;
const TITLE_HEADINGS = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;
const SECTION_HEADINGS = { 1: 'h2', 2: 'h3', 3: 'h4' } as const;

/** A body's paragraphs: blank lines separate them. */
function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function DocumentLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        {t('documents.loading')}
      </Box>
      <Stack spacing={1} aria-hidden="true">
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    </Box>
  );
}

export function DocumentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadError onRetry={onRetry} message={t('documents.error')} retryLabel={t('documents.retry')} />;
}

/** Title, version, effective date, the sections and the PDF download of one document. */
export function DocumentBody({
  document,
  level,
  locale,
}: {
  document: PortalDocument;
  level: HeadingLevel;
  locale: Locale;
}) {
  const { t } = useTranslation();
  useDisplayTimeZone();
  const sectionHeading = SECTION_HEADINGS[level];
  return (
    <Box component="article" aria-labelledby={`document-${document.assetPath}`}>
      <Typography
        id={`document-${document.assetPath}`}
        variant={level === 1 ? 'h4' : 'h5'}
        component={TITLE_HEADINGS[level]}
        sx={{ mb: 1 }}
      >
        {document.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('documents.version', { version: document.version })} ·{' '}
        {t('documents.effective', { date: formatDate(document.effectiveDate, locale) })}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <DocumentPdfButton
          input={{ assetPath: document.assetPath, version: document.version, locale }}
          label={document.title}
        />
      </Box>
      {document.sections.map((section, index) => (
        <Box component="section" key={`${index}-${section.heading}`} sx={{ mb: 3 }}>
          <Typography variant="h6" component={sectionHeading} sx={{ mb: 1 }}>
            {section.heading}
          </Typography>
          {paragraphs(section.body).map((text, i) => (
            <Typography key={i} sx={{ mb: 1.5, maxWidth: '75ch' }}>
              {text}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** Fetches a document in the interface language and shows it, with loading and error states. */
export function DocumentView({ assetPath, locale, level }: { assetPath: string; locale: Locale; level: HeadingLevel }) {
  const answer = useDocument({ assetPath, locale });
  if (answer.isPending) return <DocumentLoading />;
  if (answer.isError) return <DocumentError onRetry={() => void answer.refetch()} />;
  return <DocumentBody document={answer.data} level={level} locale={locale} />;
}
