import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resolveLocale } from '@portal/contract/locale';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorFallback } from '@/components/error-fallback';
import { visuallyHidden } from '@/components/visually-hidden';
import { trackApiError, trackNoResults } from '@/lib/analytics';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from '../components/article-card';

const SKELETON_ARTICLES = 3;

function ArticlesLoading() {
  const { t } = useTranslation();
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        {t('articles.loading')}
      </Box>
      <Stack spacing={3} aria-hidden="true">
        {Array.from({ length: SKELETON_ARTICLES }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={240} />
        ))}
      </Stack>
    </Box>
  );
}

/** /articles/insights (public): articles from the analytics team, in the interface language. */
export function InsightsArticlesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('articles.pageTitle'));
  const locale = resolveLocale(i18n.language);
  const articles = useArticles(locale);
  const count = articles.data?.articles.length;

  useEffect(() => {
    if (articles.isError) trackApiError('insightsArticles', articles.error);
  }, [articles.isError, articles.error]);
  useEffect(() => {
    if (count === 0) trackNoResults('insightsArticles');
  }, [count]);

  if (articles.isError) return <ErrorFallback />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('articles.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('articles.intro')}
      </Typography>
      {!articles.data ? (
        <ArticlesLoading />
      ) : articles.data.articles.length === 0 ? (
        <Typography>{t('articles.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={4} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {articles.data.articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} locale={locale} />
            </li>
          ))}
        </Stack>
      )}
    </Container>
  );
}
