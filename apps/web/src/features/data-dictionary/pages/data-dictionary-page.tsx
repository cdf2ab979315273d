import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DATA_DICTIONARY } from '@portal/contract/constants';
import type { GlossaryTier } from '@portal/contract/glossary';
import { dataDictionaryLearnMorePath, viewedTier } from '@portal/contract/glossary-core';
import type { UserDetails } from '@portal/contract/identity';
import { resolveLocale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { deriveUserType } from '@portal/contract/user-type';
import { memo, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { TabBar } from '@/components/tab-bar';
import { Link as RouterLink } from '@/lib/router/router';
import { DownloadExcel } from '@/components/download-excel';
import { PageLoader } from '@/components/page-loader';
import { useUserContext } from '@/lib/get-user-context';
import { useMarket } from '@/lib/get-market';
import { trackApiError, trackNoResults } from '@/lib/analytics';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExportGlossaries } from '../api/export-glossaries';
import { useGlossaries } from '../api/get-glossaries';
import { useGlossary } from '../api/get-glossary';
import { useGlossarySuggestions } from '../api/get-glossary-suggestions';
import { useProductTags } from '../api/get-product-tags';
import { useSearchGlossaries } from '../api/search-glossaries';
import { DidYouMean } from '../components/did-you-mean';
import { GlossaryDetailDialog } from '../components/glossary-detail-dialog';
import { GlossarySearchBox } from '../components/glossary-search-box';
import { DICTIONARY_PAGE_MAX_WIDTH, GlossaryTable } from '../components/glossary-table';
import { NoResults } from '../components/no-results';
import { ProductFilter } from '../components/product-filter';
import { SearchingTips } from '../components/searching-tips';
import { appliedSearch, isTooShort, PAGE_SIZES, useDictionaryView } from '../use-dictionary-view';
import { formatCount } from '@/lib/format-count';

/** Suggestions follow the typing faster than the search itself (500 ms, spec section 9). */
const SUGGESTIONS_DEBOUNCE_MS = 200;
const TIERS: readonly GlossaryTier[] = ['basic', 'charter'];
const PANEL_ID = 'data-dictionary-results';
const tabId = (tier: GlossaryTier) => `data-dictionary-tab-${tier}`;

/** The tier tabs: they render again only when the tier or the language changes, not with every page of rows. */
const TierTabs = memo(function TierTabs({
  tier,
  onChange,
}: {
  tier: GlossaryTier;
  onChange: (tier: GlossaryTier) => void;
}) {
  const { t } = useTranslation();
  const tabs = TIERS.map((value) => ({ value, id: tabId(value), label: t(`dataDictionary.tabs.${value}`) }));
  return (
    <TabBar label={t('dataDictionary.tabs.label')} value={tier} tabs={tabs} panelId={PANEL_ID} onChange={onChange} />
  );
});

/** The search box's text: follows the URL's search (a suggestion, Back), and applies itself to the URL. */
function useSearchInput(search: string, apply: (value: string, options: { replace: boolean }) => void) {
  const [input, setInput] = useState(search);
  const [inputFor, setInputFor] = useState(search);
  // What the user paused on or submitted: only then is a too-short term pointed out.
  const [settled, setSettled] = useState<string | null>(null);
  if (search !== inputFor) {
    setInputFor(search);
    if (appliedSearch(input) !== search) setInput(search);
  }

  const debounced = useDebouncedCallback((value: string) => {
    setSettled(value);
    apply(value, { replace: true });
  }, DATA_DICTIONARY.debounceMs);

  return {
    input,
    tooShort: isTooShort(input) && settled === input,
    type: (value: string) => {
      setInput(value);
      debounced.run(value);
    },
    submit: (value: string) => {
      debounced.cancel();
      setInput(value);
      setSettled(value);
      apply(value, { replace: false });
    },
  };
}

function DataDictionary({ user, market }: { user: UserDetails; market: Market }) {
  const { t, i18n } = useTranslation();
  const exporting = useExportGlossaries();
  const locale = resolveLocale(i18n.language);
  const loginId = user.login_id;
  const userType = deriveUserType(user);
  const { view, update, linkTo } = useDictionaryView();
  const { search, product, selected, size } = view;
  const tier = viewedTier(view, userType);
  const page = view.page - 1;

  const { input, tooShort, type, submit } = useSearchInput(search, (value, { replace }) => {
    const next = appliedSearch(value);
    if (next !== search) update({ search: next }, { replace });
  });
  const suggestionsFor = useDebouncedValue(input, SUGGESTIONS_DEBOUNCE_MS);
  const suggestions = useGlossarySuggestions({ q: suggestionsFor, locale });
  const tags = useProductTags(loginId);

  const searching = search !== '';
  const searchResults = useSearchGlossaries(searching ? { loginId, locale, search, page, size, product, tier } : null);
  const browseResults = useGlossaries(searching ? null : { loginId, locale, page, size, product, tier });
  const results = searching ? searchResults : browseResults;
  // The rows are rendered as a background update, in slices that leave the page responsive (20 rows of names,
  // copy buttons and chips are a few hundred milliseconds of rendering on a slow phone).
  const answer = useDeferredValue(results.data);

  const selectedOnPage = answer?.match_lists.find((item) => item.id === selected);
  const selectedElement = useGlossary(selected && !selectedOnPage ? { id: selected, locale } : null);

  const call = searching ? 'searchGlossaries' : 'glossaries';
  useEffect(() => {
    if (results.isError) trackApiError(call, results.error);
  }, [call, results.isError, results.error]);

  // The 'No Results' tag, once per term ('' for the whole dictionary) while the page is open.
  const reportedNoResults = useRef(new Set<string>());
  const empty = answer?.total_elements === 0;
  useEffect(() => {
    if (!empty || reportedNoResults.current.has(search)) return;
    reportedNoResults.current.add(search);
    trackNoResults('dataDictionary', { term: search || null, product, tier });
  }, [empty, search, product, tier]);

  // A link to a page past the last one (the dictionary changed since) shows the last page.
  const lastPage = answer?.total_pages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && page >= lastPage) update({ page: lastPage }, { replace: true });
  }, [lastPage, page, update]);

  const chooseTier = useCallback((next: GlossaryTier) => update({ tier: next }), [update]);
  const select = useCallback((id: string) => update({ selected: id }), [update]);
  const selectionLink = useCallback((id: string) => linkTo({ selected: id }), [linkTo]);
  const learnMore = dataDictionaryLearnMorePath(market, locale, userType);
  const options = appliedSearch(input) ? (suggestions.data ?? []) : [];

  return (
    <Container maxWidth={false} sx={{ maxWidth: DICTIONARY_PAGE_MAX_WIDTH, py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('dataDictionary.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 860 }}>
        {t('dataDictionary.intro')}
        {learnMore ? (
          <>
            {' '}
            <Link component={RouterLink} to={learnMore}>
              {t('dataDictionary.learnMore')}
            </Link>
          </>
        ) : null}
      </Typography>

      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box role="search" sx={{ mb: 2 }}>
            <GlossarySearchBox
              value={input}
              suggestions={options}
              tooShort={tooShort}
              onType={type}
              onSubmit={submit}
            />
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <ProductFilter tags={tags.data ?? []} value={product} onChange={(next) => update({ product: next })} />
            <DownloadExcel
              input={{ locale, search, product, tier }}
              exporting={exporting}
              callName="exportGlossaries"
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SearchingTips />
        </Grid>
      </Grid>

      <TierTabs tier={tier} onChange={chooseTier} />

      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tier)} sx={{ pt: 2 }}>
        {searching && answer ? <DidYouMean terms={answer.did_you_mean} onChoose={submit} /> : null}
        <GlossaryTable
          items={answer?.match_lists}
          total={answer?.total_elements}
          stale={answer !== results.data}
          page={page}
          pageSize={size}
          pageSizes={PAGE_SIZES}
          onPageChange={(next) => update({ page: next + 1 })}
          onPageSizeChange={(next) => update({ size: next })}
          error={
            results.isError
              ? {
                  onRetry: () => void results.refetch(),
                  message: t('dataDictionary.error.description'),
                  retryLabel: t('dataDictionary.error.retry'),
                }
              : null
          }
          empty={
            <NoResults
              term={search}
              withoutFilters={product ? (answer?.unfiltered_total ?? 0) : 0}
              onClearFilters={() => update({ product: null })}
            />
          }
          header={
            <>
              <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
                {answer
                  ? t('dataDictionary.summary', { total: formatCount(answer.total_elements, locale) })
                  : t('dataDictionary.table.loading')}
              </Typography>
              {searching && answer?.fuzzy_search ? (
                <Typography sx={{ mb: 1 }}>{t('dataDictionary.fuzzy', { term: search })}</Typography>
              ) : null}
            </>
          }
          selectedId={selected}
          linkTo={selectionLink}
          onSelect={select}
        />
      </Box>

      <GlossaryDetailDialog
        open={selected !== null}
        item={selectedOnPage ?? selectedElement.data}
        error={selectedOnPage ? null : selectedElement.error}
        onClose={() => update({ selected: null })}
      />
    </Container>
  );
}

/**
 * /dataDictionary (private; basic users too): search the data elements by name (in English and in the user's
 * language), synonym, technical or DSS name, then definition, typos included; filter by product and tier, see
 * an element's details, copy its names, and download what is listed.
 */
export function DataDictionaryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dataDictionary.pageTitle'));
  const { data: user } = useUserContext();
  const { data: marketInfo } = useMarket();
  if (!user || !marketInfo) return <PageLoader />;
  return <DataDictionary user={user} market={marketInfo.market} />;
}
