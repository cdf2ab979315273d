import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { KbWorkspace } from '@portal/contract/knowledge-base';
import { resolveLocale } from '@portal/contract/locale';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate } from '@/lib/dates';
import { Navigate, useSearchParams } from '@/lib/router/router';
import { useArticle } from '../api/get-article';
import { SanitisedHtml } from '@/components/sanitised-html';
import { HelpfulFeedback } from '../components/helpful-feedback';
import type { Crumb } from '../components/kb-frame';
import { KbFrame } from '../components/kb-frame';
import { KbError, KbSkeleton } from '../components/kb-states';
import { isNotFound, KB_HOMES, topicHref, validSlug } from '../kb-routing';

/**
 * One article, ?contentId=: its HTML as the server sanitised it, a notice when it is shown in English because it is
 * not translated yet, and 'Was this helpful?'. Without a valid article the reader is sent to the landing.
 */
function KbArticle({ workspace }: { workspace: KbWorkspace }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const contentId = validSlug(params.get('contentId'));
  const article = useArticle(workspace, contentId);
  const home = KB_HOMES[workspace];
  if (contentId === null || isNotFound(article.error)) return <Navigate to={home} replace />;
  const data = article.data;
  const trail: Crumb[] = data
    ? [
        ...(workspace === 'charter' ? [{ label: data.topic.title, to: topicHref(data.topic.slug) }] : []),
        { label: data.title },
      ]
    : [];
  return (
    <KbFrame pageTitle={data?.title ?? t('knowledgeBase.article.pageTitle')} home={home} trail={trail}>
      {article.isError ? (
        <>
          <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
            {t('knowledgeBase.article.pageTitle')}
          </Typography>
          <KbError error={article.error} call="kb/article" onRetry={() => void article.refetch()} />
        </>
      ) : data ? (
        <article aria-labelledby="kb-article-title">
          <Typography
            id="kb-article-title"
            component="h1"
            variant="h4"
            lang={data.locale}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {data.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t('knowledgeBase.article.updated', {
              date: formatDate(data.updatedAt, resolveLocale(i18n.language)),
            })}
          </Typography>
          {data.fallback ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('knowledgeBase.article.fallback')}
            </Alert>
          ) : null}
          <SanitisedHtml html={data.html} lang={data.locale} />
          <HelpfulFeedback workspace={workspace} contentId={data.contentId} answer={data.helpful} />
        </article>
      ) : (
        <KbSkeleton lines={6} label={t('knowledgeBase.article.loading')} />
      )}
    </KbFrame>
  );
}

export function KbArticlePage() {
  return <KbArticle workspace="charter" />;
}

export function KbBasicArticlePage() {
  return <KbArticle workspace="basic" />;
}
