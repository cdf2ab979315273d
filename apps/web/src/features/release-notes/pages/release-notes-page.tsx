import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KB_PAGES } from '@portal/contract/knowledge-base';
import { resolveLocale } from '@portal/contract/locale';
import { useTranslation } from '@/i18n/use-translation';
import { NativeSelectField } from '@/components/native-select-field';
import { formatDate } from '@/lib/dates';
import { Link as RouterLink, useSearchParams } from '@/lib/router/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReleaseNoteTags } from '../api/get-release-note-tags';
import { RELEASE_NOTES_PAGE_SIZE, useReleaseNotes } from '../api/get-release-notes';

export function releaseNoteHref(path: string): string {
  return `${KB_PAGES.releaseNote}?${new URLSearchParams({ path }).toString()}`;
}

/** The tag filter: every product the notes are tagged with ('All products' first). */
function ProductFilter({ value, onChange }: { value: string; onChange: (tag: string) => void }) {
  const { t } = useTranslation();
  const tags = useReleaseNoteTags();
  const products = (tags.data?.tags ?? []).filter((tag) => tag.kind === 'product');
  return (
    <NativeSelectField
      id="release-notes-product"
      label={t('releaseNotes.list.product')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
    >
      <option value="">{t('releaseNotes.list.allProducts')}</option>
      {products.map((tag) => (
        <option key={tag.id} value={tag.id}>
          {tag.title}
        </option>
      ))}
    </NativeSelectField>
  );
}

/** /releaseNotes (US only): what changed in each release, newest first, filtered by product. */
export function ReleaseNotesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('releaseNotes.list.heading'));
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const notes = useReleaseNotes({ tag: tag || undefined, page });
  const locale = resolveLocale(i18n.language);
  const pages = notes.data ? Math.ceil(notes.data.total / RELEASE_NOTES_PAGE_SIZE) : 0;
  const setQuery = (next: Record<string, string>) => setParams(new URLSearchParams(next));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('releaseNotes.list.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('releaseNotes.list.intro')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <ProductFilter value={tag} onChange={(next) => setQuery(next ? { tag: next } : {})} />
      </Box>
      {notes.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void notes.refetch()}>
              {t('releaseNotes.errors.refresh')}
            </Button>
          }
        >
          {t('releaseNotes.errors.default')}
        </Alert>
      ) : !notes.data ? (
        <Stack spacing={2} role="status" aria-label={t('releaseNotes.list.loading')} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rectangular" height={72} />
          ))}
        </Stack>
      ) : notes.data.items.length === 0 ? (
        <Typography role="status">{t('releaseNotes.list.empty')}</Typography>
      ) : (
        <>
          <List aria-label={t('releaseNotes.list.label')} disablePadding>
            {notes.data.items.map((note) => (
              <ListItem key={note.contentId} divider disableGutters sx={{ display: 'block', py: 2 }}>
                <Link
                  component={RouterLink}
                  to={releaseNoteHref(note.contentId)}
                  variant="h6"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {note.title}
                </Link>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5, alignItems: 'center' }}>
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(note.publishedAt, locale)}
                  </Typography>
                  {note.release ? (
                    <Chip size="small" label={t('releaseNotes.list.release', { release: note.release })} />
                  ) : null}
                  {note.fallback ? (
                    <Typography variant="caption" color="text.secondary">
                      {t('releaseNotes.note.inEnglish')}
                    </Typography>
                  ) : null}
                </Stack>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {note.summary}
                </Typography>
              </ListItem>
            ))}
          </List>
          {pages > 1 ? (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={page + 1}
              onChange={(_, next) => setQuery({ ...(tag ? { tag } : {}), page: String(next - 1) })}
              getItemAriaLabel={(type, number) =>
                type === 'page'
                  ? t('releaseNotes.list.pageLabel', { page: String(number) })
                  : t(type === 'next' ? 'releaseNotes.list.nextPage' : 'releaseNotes.list.previousPage')
              }
            />
          ) : null}
        </>
      )}
    </Container>
  );
}
