import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KB_PAGES, kbSlugSchema } from '@portal/contract/knowledge-base';
import { resolveLocale } from '@portal/contract/locale';
import { useTranslation } from '@/i18n/use-translation';
import { BackLink } from '@/components/back-link';
import { SanitisedHtml } from '@/components/sanitised-html';
import { isApiClientError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { Navigate, useSearchParams } from '@/lib/router/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReleaseNote } from '../api/get-release-note';

function validPath(value: string | null): string | null {
  const parsed = value === null ? null : kbSlugSchema.safeParse(value);
  return parsed?.success && parsed.data === value ? parsed.data : null;
}

/** /releaseNotes/article?path= (US only): one release note; without a valid one, the list. */
export function ReleaseNotePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const path = validPath(params.get('path'));
  const note = useReleaseNote(path);
  useDocumentTitle(note.data?.title ?? t('releaseNotes.list.heading'));
  if (path === null || (isApiClientError(note.error) && note.error.status === 404)) {
    return <Navigate to={KB_PAGES.releaseNotes} replace />;
  }
  const data = note.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <BackLink to={KB_PAGES.releaseNotes} label={t('releaseNotes.note.back')} />
      {note.isError ? (
        <>
          <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
            {t('releaseNotes.list.heading')}
          </Typography>
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void note.refetch()}>
                {t('releaseNotes.errors.refresh')}
              </Button>
            }
          >
            {t('releaseNotes.errors.default')}
          </Alert>
        </>
      ) : data ? (
        <article aria-labelledby="release-note-title">
          <Typography
            id="release-note-title"
            component="h1"
            variant="h4"
            lang={data.locale}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {data.title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5, mb: 2, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {formatDate(data.publishedAt, resolveLocale(i18n.language))}
            </Typography>
            {data.release ? (
              <Chip size="small" label={t('releaseNotes.list.release', { release: data.release })} />
            ) : null}
          </Stack>
          {data.fallback ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('releaseNotes.note.fallback')}
            </Alert>
          ) : null}
          <SanitisedHtml html={data.html} lang={data.locale} />
        </article>
      ) : (
        <Stack spacing={1} role="status" aria-label={t('releaseNotes.note.loading')} aria-busy="true">
          <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="rectangular" height={160} />
        </Stack>
      )}
    </Container>
  );
}
