import Typography from '@mui/material/Typography';
import { KB_PAGES } from '@portal/contract/knowledge-base';
import { useTranslation } from '@/i18n/use-translation';
import { Navigate, useSearchParams } from '@/lib/router/router';
import { useHierarchy } from '../api/get-hierarchy';
import { ArticleList } from '../components/article-list';
import { KbFrame } from '../components/kb-frame';
import { KbError, KbSkeleton } from '../components/kb-states';
import { validSlug } from '../kb-routing';

/**
 * A topic's articles (the spec's 'supplier category' page), /knowledgeBase/articles?topic=. Without a valid topic
 * the reader is sent to the landing (spec section 2).
 */
export function KbTopicPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slug = validSlug(params.get('topic'));
  const hierarchy = useHierarchy('charter');
  if (slug === null) return <Navigate to={KB_PAGES.home} replace />;
  const topic = hierarchy.data?.topics.find((candidate) => candidate.slug === slug);
  if (hierarchy.isSuccess && !topic) return <Navigate to={KB_PAGES.home} replace />;
  const title = topic?.title ?? t('knowledgeBase.topic.pageTitle');
  return (
    <KbFrame pageTitle={title} home={KB_PAGES.home} trail={[{ label: title }]}>
      {hierarchy.isError ? (
        <>
          <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
            {t('knowledgeBase.topic.pageTitle')}
          </Typography>
          <KbError error={hierarchy.error} call="kb/hierarchy" onRetry={() => void hierarchy.refetch()} />
        </>
      ) : topic ? (
        <>
          <Typography component="h1" variant="h4" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {topic.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {topic.description}
          </Typography>
          {topic.articles.length === 0 ? (
            <Typography>{t('knowledgeBase.topic.empty')}</Typography>
          ) : (
            <ArticleList articles={topic.articles} label={t('knowledgeBase.topic.articles', { topic: topic.title })} />
          )}
        </>
      ) : (
        <KbSkeleton label={t('knowledgeBase.topic.loading')} />
      )}
    </KbFrame>
  );
}
