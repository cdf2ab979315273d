import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KbAuthoringArticle } from '@portal/contract/knowledge-base';
import { KB_LIMITS, KB_PAGES, kbArticleSettingsSchema } from '@portal/contract/knowledge-base';
import { ALLOWED_LOCALES, resolveLocale } from '@portal/contract/locale';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { BackLink } from '@/components/back-link';
import { NativeSelectField } from '@/components/native-select-field';
import { RequirePermission } from '@/components/require-permission';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/lib/dates';
import { useDisplayTimeZone } from '@/lib/display-time-zone';
import { Navigate, useParams } from '@/lib/router/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChangeArticleState } from '../api/change-article-state';
import { useAuthoringArticle } from '../api/get-authoring-article';
import { useAuthoringTopics } from '../api/get-authoring-topics';
import { useSaveSettings } from '../api/save-settings';
import { ArticleStateChip } from '../components/article-state-chip';
import { KbError, KbSkeleton } from '../components/kb-states';
import { TranslationPanel } from '../components/translation-panel';
import { articleHref, isNotFound, kbErrorText } from '../kb-routing';
import { fromZonedInput, toZonedInput } from '../schedule-input';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Settings({ article }: { article: KbAuthoringArticle }) {
  const { t } = useTranslation();
  const topics = useAuthoringTopics(article.folder);
  const saving = useSaveSettings();
  const [topic, setTopic] = useState(article.topic);
  const [slug, setSlug] = useState(article.slug);
  const [top, setTop] = useState(article.top);
  const [products, setProducts] = useState(article.products.join(', '));
  const [release, setRelease] = useState(article.release ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const releaseNote = article.folder === 'release-notes';
  const save = () => {
    const parsed = kbArticleSettingsSchema.safeParse({
      folder: article.folder,
      topic,
      slug,
      top,
      products: products
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
      release: releaseNote && release.trim() ? release.trim() : null,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'knowledgeBase.problems.required');
      return;
    }
    setProblem(null);
    saving.mutate({ articleId: article.id, settings: parsed.data });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <NativeSelectField
        id="settings-topic"
        label={t('knowledgeBase.authoring.topic')}
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
        fullWidth
      >
        {(topics.data?.topics ?? [{ slug: article.topic, title: article.topic }]).map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.title}
          </option>
        ))}
      </NativeSelectField>
      <TextField
        id="settings-slug"
        label={t('knowledgeBase.authoring.slug')}
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        slotProps={{ htmlInput: { maxLength: KB_LIMITS.slugMax } }}
      />
      <TextField
        id="settings-products"
        label={t('knowledgeBase.authoring.products')}
        helperText={t('knowledgeBase.authoring.productsHelp')}
        value={products}
        onChange={(event) => setProducts(event.target.value)}
      />
      {releaseNote ? (
        <TextField
          id="settings-release"
          label={t('knowledgeBase.authoring.release')}
          value={release}
          onChange={(event) => setRelease(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
      ) : null}
      <FormControlLabel
        control={<Checkbox checked={top} onChange={(event) => setTop(event.target.checked)} />}
        label={t('knowledgeBase.authoring.top')}
      />
      {problem ? <Alert severity="error">{t(problem as never)}</Alert> : null}
      {saving.isError ? <Alert severity="error">{kbErrorText(t, saving.error)}</Alert> : null}
      {saving.isSuccess ? <Alert severity="success">{t('knowledgeBase.authoring.settingsSaved')}</Alert> : null}
      <Box>
        <Button variant="contained" loading={saving.isPending} onClick={save}>
          {t('knowledgeBase.authoring.saveSettings')}
        </Button>
      </Box>
    </Stack>
  );
}

function Publication({ article }: { article: KbAuthoringArticle }) {
  const { t, i18n } = useTranslation();
  const zone = useDisplayTimeZone();
  const changing = useChangeArticleState();
  const [when, setWhen] = useState(article.publishAt ? toZonedInput(article.publishAt, zone) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const locale = resolveLocale(i18n.language);
  const schedule = () => {
    const publishAt = fromZonedInput(when, zone);
    if (!publishAt) {
      setProblem(t('knowledgeBase.problems.date'));
      return;
    }
    setProblem(null);
    changing.mutate({ articleId: article.id, to: 'schedule', publishAt });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography>
        {article.state === 'SCHEDULED' && article.publishAt
          ? t('knowledgeBase.authoring.publication.scheduledFor', {
              date: formatDate(article.publishAt, locale, 'moment', zone),
            })
          : t(`knowledgeBase.authoring.publication.now.${article.state}`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id="publication-when"
          type="datetime-local"
          label={t('knowledgeBase.authoring.publication.when')}
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          error={problem !== null}
          helperText={problem ?? t('knowledgeBase.authoring.publication.zone', { zone })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" onClick={schedule} disabled={changing.isPending} sx={{ mt: { sm: 1 } }}>
          {t('knowledgeBase.authoring.publication.schedule')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={changing.isPending || article.state === 'PUBLISHED'}
          onClick={() => changing.mutate({ articleId: article.id, to: 'publish' })}
        >
          {t('knowledgeBase.authoring.publication.publish')}
        </Button>
        <Button
          color="warning"
          variant="outlined"
          disabled={changing.isPending || article.state === 'ARCHIVED'}
          onClick={() => setConfirmArchive(true)}
        >
          {t('knowledgeBase.authoring.publication.archive')}
        </Button>
      </Stack>
      {changing.isError ? <Alert severity="error">{kbErrorText(t, changing.error)}</Alert> : null}
      <Dialog
        open={confirmArchive}
        onClose={() => setConfirmArchive(false)}
        aria-labelledby="archive-title"
        aria-describedby="archive-text"
      >
        <DialogTitle id="archive-title">{t('knowledgeBase.authoring.archive.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="archive-text">{t('knowledgeBase.authoring.archive.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmArchive(false)}>{t('knowledgeBase.authoring.cancel')}</Button>
          <Button
            color="warning"
            variant="contained"
            onClick={() =>
              changing.mutate({ articleId: article.id, to: 'archive' }, { onSettled: () => setConfirmArchive(false) })
            }
          >
            {t('knowledgeBase.authoring.archive.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function Feedback({ article }: { article: KbAuthoringArticle }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, overflowX: 'auto' }}>
      <Table size="small" aria-label={t('knowledgeBase.authoring.feedback.caption')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('knowledgeBase.authoring.feedback.language')}</TableCell>
            <TableCell align="right">{t('knowledgeBase.authoring.feedback.helpful')}</TableCell>
            <TableCell align="right">{t('knowledgeBase.authoring.feedback.notHelpful')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ALLOWED_LOCALES.map((locale) => {
            const counts = article.feedback.find((row) => row.locale === locale);
            return (
              <TableRow key={locale}>
                <TableCell component="th" scope="row">
                  {t(`knowledgeBase.locales.${locale}`)}
                </TableCell>
                <TableCell align="right">{counts?.helpful ?? 0}</TableCell>
                <TableCell align="right">{counts?.notHelpful ?? 0}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography sx={{ p: 2 }}>
        {t('knowledgeBase.authoring.feedback.suggestionClicks', { count: String(article.suggestionClicks) })}
      </Typography>
    </Paper>
  );
}

function AuthoringArticle({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const article = useAuthoringArticle(articleId);
  useDocumentTitle(article.data?.title ?? t('knowledgeBase.authoring.heading'));
  if (isNotFound(article.error)) return <Navigate to={KB_PAGES.authoring} replace />;
  const data = article.data;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <BackLink to={KB_PAGES.authoring} label={t('knowledgeBase.authoring.back')} />
      {article.isError ? (
        <KbError error={article.error} call="kb/authoring/article" onRetry={() => void article.refetch()} />
      ) : !data ? (
        <KbSkeleton lines={6} label={t('knowledgeBase.authoring.loading')} />
      ) : (
        <>
          <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1, mb: 3 }}>
            <ArticleStateChip state={data.state} />
            <Typography variant="body2" color="text.secondary">
              {t(`knowledgeBase.folders.${data.folder}`)} · {data.slug}
            </Typography>
            {data.state === 'PUBLISHED' && data.folder !== 'release-notes' ? (
              <Button size="small" href={articleHref(data.folder, data.slug)} target="_blank" rel="noopener">
                {t('knowledgeBase.authoring.openPublished')}
              </Button>
            ) : null}
          </Stack>
          <Section id="authoring-translations" title={t('knowledgeBase.authoring.translations')}>
            <Grid container spacing={2}>
              {ALLOWED_LOCALES.map((locale) => (
                <Grid key={locale} size={{ xs: 12, lg: 4 }}>
                  <TranslationPanel article={data} locale={locale} />
                </Grid>
              ))}
            </Grid>
          </Section>
          <Section id="authoring-publication" title={t('knowledgeBase.authoring.publication.heading')}>
            <Publication key={`${data.state}-${data.publishAt ?? ''}`} article={data} />
          </Section>
          <Section id="authoring-settings" title={t('knowledgeBase.authoring.settings')}>
            <Settings article={data} />
          </Section>
          <Section id="authoring-feedback" title={t('knowledgeBase.authoring.feedback.heading')}>
            <Feedback article={data} />
          </Section>
        </>
      )}
    </Container>
  );
}

/** /knowledgeBase/authoring/:articleId: one article's translations side by side, its publication and settings. */
export function AuthoringArticlePage() {
  const { articleId } = useParams();
  const id = Number(articleId);
  return (
    <RequirePermission permission={PERMISSIONS.editKnowledgeBase}>
      {Number.isInteger(id) && id > 0 ? (
        <AuthoringArticle articleId={id} />
      ) : (
        <Navigate to={KB_PAGES.authoring} replace />
      )}
    </RequirePermission>
  );
}
