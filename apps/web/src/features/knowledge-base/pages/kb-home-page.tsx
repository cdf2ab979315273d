import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { KbWorkspace } from '@portal/contract/knowledge-base';
import { useTranslation } from '@/i18n/use-translation';
import { useFlag } from '@/lib/get-flags';
import { Link as RouterLink } from '@/lib/router/router';
import { useHierarchy } from '../api/get-hierarchy';
import { useTopArticles } from '../api/get-top-articles';
import { ArticleList } from '../components/article-list';
import { KbFrame } from '../components/kb-frame';
import { KbSearchBox } from '../components/kb-search-box';
import { KbError, KbNoAccess, KbSkeleton } from '../components/kb-states';
import { isNoAccess, KB_HOMES, topicHref } from '../kb-routing';

function TopArticles({ workspace }: { workspace: KbWorkspace }) {
  const { t } = useTranslation();
  const top = useTopArticles(workspace);
  if (top.isPending) return <KbSkeleton lines={3} label={t('knowledgeBase.home.loadingTop')} />;
  if (top.isError)
    return <KbError error={top.error} call="knowledgeBaseTopArticle" onRetry={() => void top.refetch()} />;
  if (top.data.articles.length === 0)
    return <Typography color="text.secondary">{t('knowledgeBase.home.noTop')}</Typography>;
  return <ArticleList articles={top.data.articles} label={t('knowledgeBase.home.top')} />;
}

function Topics({ workspace }: { workspace: KbWorkspace }) {
  const { t } = useTranslation();
  const hierarchy = useHierarchy(workspace);
  if (hierarchy.isPending) return <KbSkeleton lines={4} label={t('knowledgeBase.home.loadingTopics')} />;
  if (hierarchy.isError) {
    return <KbError error={hierarchy.error} call="kb/hierarchy" onRetry={() => void hierarchy.refetch()} />;
  }
  const { topics } = hierarchy.data;
  if (topics.length === 0) return <Typography color="text.secondary">{t('knowledgeBase.home.noTopics')}</Typography>;
  if (workspace === 'basic') {
    // The basic knowledge base has no topic page (spec section 2): each topic lists its articles here.
    return (
      <Box>
        {topics.map((topic) => (
          <Box key={topic.slug} component="section" aria-labelledby={`kb-topic-${topic.slug}`} sx={{ mb: 3 }}>
            <Typography id={`kb-topic-${topic.slug}`} component="h3" variant="h6">
              {topic.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {topic.description}
            </Typography>
            <ArticleList articles={topic.articles} label={topic.title} />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {topics.map((topic) => (
        <Grid key={topic.slug} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={topicHref(topic.slug)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                  {topic.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {topic.description}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('knowledgeBase.home.articleCount', { count: String(topic.articles.length) })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The knowledge base's landing (charter) or supplier home (basic): the search box where search is rolled out
 * (kb-search-rollout), the top articles and the topics.
 */
function KbHome({ workspace }: { workspace: KbWorkspace }) {
  const { t } = useTranslation();
  const searchOn = useFlag('kb-search-rollout');
  const top = useTopArticles(workspace);
  const heading = t(workspace === 'basic' ? 'knowledgeBase.home.basicHeading' : 'knowledgeBase.home.heading');
  return (
    <KbFrame pageTitle={heading} home={KB_HOMES[workspace]}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('knowledgeBase.home.intro')}
      </Typography>
      {isNoAccess(top.error) ? (
        <KbNoAccess />
      ) : (
        <>
          {searchOn ? <KbSearchBox /> : null}
          <Box component="section" aria-labelledby="kb-top-heading" sx={{ mb: 4 }}>
            <Typography id="kb-top-heading" component="h2" variant="h5" sx={{ mb: 1 }}>
              {t('knowledgeBase.home.top')}
            </Typography>
            <TopArticles workspace={workspace} />
          </Box>
          <Box component="section" aria-labelledby="kb-topics-heading">
            <Typography id="kb-topics-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
              {t('knowledgeBase.home.topics')}
            </Typography>
            <Topics workspace={workspace} />
          </Box>
        </>
      )}
    </KbFrame>
  );
}

export function KbHomePage() {
  return <KbHome workspace="charter" />;
}

export function KbBasicHomePage() {
  return <KbHome workspace="basic" />;
}
