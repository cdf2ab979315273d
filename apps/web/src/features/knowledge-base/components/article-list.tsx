import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { KbArticleSummary } from '@portal/contract/knowledge-base';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { articleHref } from '../kb-routing';

/** Articles as links with their summaries (or what the caller shows under each), in one list. */
export function ArticleList<T extends KbArticleSummary>({
  articles,
  label,
  below = (article) => article.summary,
}: {
  articles: readonly T[];
  label: string;
  below?: (article: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <List aria-label={label} disablePadding>
      {articles.map((article) => (
        <ListItem key={article.contentId} disableGutters sx={{ display: 'block', py: 1.25 }}>
          <Link
            component={RouterLink}
            to={articleHref(article.workspace, article.contentId)}
            variant="subtitle1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {article.title}
          </Link>
          {article.fallback ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {t('knowledgeBase.article.inEnglish')}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {below(article)}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
