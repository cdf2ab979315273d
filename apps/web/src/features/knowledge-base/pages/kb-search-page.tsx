import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { KbWorkspace } from '@portal/contract/knowledge-base';
import { KB_DEFAULT_PAGE_SIZE, KB_LIMITS } from '@portal/contract/knowledge-base';
import { deriveUserType } from '@portal/contract/user-type';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { trackNoResults } from '@/lib/analytics';
import { useKnownFlag } from '@/lib/get-flags';
import { useUserContext } from '@/lib/get-user-context';
import { Link as RouterLink, Navigate, useSearchParams } from '@/lib/router/router';
import { useSearchArticles } from '../api/search-articles';
import { ArticleList } from '../components/article-list';
import { KbFrame } from '../components/kb-frame';
import { KbSearchBox } from '../components/kb-search-box';
import { KbError, KbSkeleton } from '../components/kb-states';
import { KB_HOMES } from '../kb-routing';

function NoResults({ term, home }: { term: string; home: string }) {
  const { t } = useTranslation();
  useEffect(() => trackNoResults('knowledgeBase.search', { term }), [term]);
  return (
    <Box role="status" sx={{ py: 3 }}>
      <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {t('knowledgeBase.search.noResultsFor', { term })}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {t('knowledgeBase.search.tryAnother')}{' '}
        <Link component={RouterLink} to={home}>
          {t('knowledgeBase.search.browse')}
        </Link>
      </Typography>
    </Box>
  );
}

/**
 * /knowledgeBase/search?q=&page=: the reader's workspace searched in their language, typos forgiven, with the
 * spec's no-results state and error view (section 8). Where search is not rolled out (kb-search-rollout), the
 * reader is sent to the knowledge base's home.
 */
export function KbSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: user } = useUserContext();
  const searchOn = useKnownFlag('kb-search-rollout');
  const workspace: KbWorkspace = user && deriveUserType(user) === 'basic' ? 'basic' : 'charter';
  const home = KB_HOMES[workspace];
  const q = (params.get('q') ?? '').trim().slice(0, KB_LIMITS.searchMax);
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const long = q.length >= KB_LIMITS.searchMin;
  const results = useSearchArticles(workspace, { q, page }, long && searchOn === true);
  if (searchOn === false) return <Navigate to={home} replace />;
  const pages = results.data ? Math.ceil(results.data.total / KB_DEFAULT_PAGE_SIZE) : 0;
  return (
    <KbFrame
      pageTitle={t('knowledgeBase.search.pageTitle')}
      home={home}
      trail={[{ label: t('knowledgeBase.search.pageTitle') }]}
    >
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('knowledgeBase.search.heading')}
      </Typography>
      <KbSearchBox key={q} initial={q} />
      {!long ? (
        <Typography color="text.secondary">
          {t('knowledgeBase.search.tooShort', { min: String(KB_LIMITS.searchMin) })}
        </Typography>
      ) : results.isError ? (
        <KbError error={results.error} call="kb/search" onRetry={() => void results.refetch()} />
      ) : !results.data ? (
        <KbSkeleton label={t('knowledgeBase.search.loading')} />
      ) : results.data.total === 0 ? (
        <NoResults term={q} home={home} />
      ) : (
        <Box component="section" aria-labelledby="kb-results-heading">
          <Box role="status">
            <Typography id="kb-results-heading" component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {t('knowledgeBase.search.resultsFor', { count: String(results.data.total), term: q })}
            </Typography>
          </Box>
          <ArticleList
            articles={results.data.items}
            label={t('knowledgeBase.search.results')}
            below={(hit) => hit.excerpt || hit.summary}
          />
          {pages > 1 ? (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={page + 1}
              onChange={(_, next) =>
                setParams((current) => {
                  const updated = new URLSearchParams(current);
                  updated.set('page', String(next - 1));
                  return updated;
                })
              }
              getItemAriaLabel={(type, number) =>
                type === 'page'
                  ? t('knowledgeBase.search.pageLabel', { page: String(number) })
                  : t(type === 'next' ? 'knowledgeBase.search.nextPage' : 'knowledgeBase.search.previousPage')
              }
            />
          ) : null}
        </Box>
      )}
    </KbFrame>
  );
}
