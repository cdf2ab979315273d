// The data dictionary's constants, paths and rules (glossary.ts holds its schemas), for code that needs no zod.
import { DATA_DICTIONARY } from './constants.js';
import type { CallParams } from './page-bootstrap-core.js';
import { urlOneOf, urlPage, urlQueryObject } from './url-state.js';

/** Tag names and the product tag values of spec section 3. */
export const GLOSSARY_TAG_NAMES = ['datatype', 'field_type', 'product'] as const;
export type GlossaryTagName = (typeof GLOSSARY_TAG_NAMES)[number];
export const GLOSSARY_PRODUCT_TAGS = [
  'chnl_perf_report_builder',
  'shopper_behavior',
  'customer_perception',
  'digital_landscapes',
  'chnl_perf_insights',
  'chnl_perf_bi_link',
  'chnl_perf_cloud_feeds',
  'chnl_perf_data_feeds_api',
  'mod_intel',
] as const;
export type GlossaryProductTag = (typeof GLOSSARY_PRODUCT_TAGS)[number];
/** Display names of the product tag values (product names are not translated), for the Products filter and the export. */
export const GLOSSARY_PRODUCT_LABELS: Record<GlossaryProductTag, string> = {
  chnl_perf_report_builder: 'Report Builder',
  shopper_behavior: 'Shopper Behavior',
  customer_perception: 'Customer Perception',
  digital_landscapes: 'Digital Landscapes',
  chnl_perf_insights: 'Channel Insights',
  chnl_perf_bi_link: 'BI Link',
  chnl_perf_cloud_feeds: 'Cloud Feeds',
  chnl_perf_data_feeds_api: 'API Glossary',
  mod_intel: 'Modular Intelligence',
};

/** Who gets an element: all users (basic and charter) or charter users only. */
export const GLOSSARY_AVAILABILITY = ['ALL_USERS', 'CHARTER_ONLY'] as const;
export type GlossaryAvailability = (typeof GLOSSARY_AVAILABILITY)[number];
/** The page's tabs: Basic shows what basic users get; Charter shows everything charter users get. */
export const GLOSSARY_TIERS = ['basic', 'charter'] as const;
export type GlossaryTier = (typeof GLOSSARY_TIERS)[number];

/**
 * Where a search matched: the name shown (in the caller's language), the English name (when another is
 * shown), the technical or DSS name, a synonym, or the definition (which ranks below every name).
 */
export const MATCH_FIELDS = [
  'business_name',
  'technical_name',
  'dss_business_name',
  'english_business_name',
  'synonym',
  'business_definition',
] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];
/** Ranking order: exact, then prefix, then word, then fuzzy (typo-tolerant). */
export const MATCH_KINDS = ['exact', 'prefix', 'word', 'fuzzy'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export const GLOSSARY_PATHS = {
  glossaries: '/api/v1/customer-support/glossaries',
  glossary: '/api/v1/customer-support/glossaries/:id',
  search: '/api/v1/customer-support/search-glossaries',
  export: '/api/v1/customer-support/export-glossaries',
  tags: '/api/v1/customer-support/tags',
  suggestions: '/api/v1/customer-support/glossary-suggestions',
} as const;

export const GLOSSARY_ERROR_CODES = { searchTooShort: 'glossary.search_too_short' } as const;

/** The export's file name: data_element_glossary_<YYYY-MM-DD>.xlsx. */
export function exportFileName(date: Date): string {
  return `${DATA_DICTIONARY.exportFilePrefix}${date.toISOString().slice(0, 10)}.xlsx`;
}

/** The columns of the export, in order (headers are translated by the server). */
export const EXPORT_COLUMNS = [
  'business_name',
  'technical_name',
  'dss_business_name',
  'business_definition',
  'datatype',
  'field_type',
  'available_products',
  'availability',
] as const;

/**
 * The knowledge-base article about the data dictionary for a market, language and user type
 * (spec section 2: links vary by market, language and user type; basic users get none).
 */
export function dataDictionaryLearnMorePath(
  market: string,
  locale: string,
  userType: 'basic' | 'charter' | 'superAdmin' | 'unknown',
): string | null {
  if (userType === 'basic') return null;
  const params = new URLSearchParams({ contentId: 'data-dictionary', market: market.toLowerCase(), lang: locale });
  return `/knowledgeBase/article/content?${params.toString()}`;
}

/**
 * The page's state lives in its URL (ARCHITECTURE section 6), so a link reproduces the view and the selected
 * element: `?search=<term>&product=<tag value>&tier=basic|charter&page=<one-based>&size=<rows per page>&selected=<element id>`.
 * Defaults are left out: no search, All Products, the user's own tier, page 1, 20 rows, nothing selected. The web's
 * page and the server's first answers (decision 059) read it alike.
 */
export const DICTIONARY_VIEW_PARAMS = {
  search: 'search',
  product: 'product',
  tier: 'tier',
  page: 'page',
  size: 'size',
  selected: 'selected',
} as const;

/** The rows-per-page choices; the first is the spec's 20 (section 9), left out of the URL. */
export const DICTIONARY_PAGE_SIZES = [DATA_DICTIONARY.pageSize, 50, 100] as const;

/** The contract's longest search term. */
export const DICTIONARY_SEARCH_MAX = 200;

export type DictionaryView = {
  /** The search applied: at least 3 characters, or '' for none. */
  search: string;
  /** One-based. */
  page: number;
  /** Rows per page: one of DICTIONARY_PAGE_SIZES. */
  size: number;
  product: GlossaryProductTag | null;
  /** null: the user's own tier. */
  tier: GlossaryTier | null;
  selected: string | null;
};

/** The search a typed text asks for: trimmed, or '' while it is shorter than 3 characters. */
export function appliedSearch(input: string): string {
  const trimmed = input.trim().slice(0, DICTIONARY_SEARCH_MAX).trim();
  return trimmed.length >= DATA_DICTIONARY.minSearchLength ? trimmed : '';
}

const readProduct = urlOneOf(GLOSSARY_PRODUCT_TAGS);
const readTier = urlOneOf(GLOSSARY_TIERS);

/** The view a URL's query describes; unknown or invalid values fall back to the defaults. */
export function readDictionaryView(params: URLSearchParams): DictionaryView {
  const query = urlQueryObject(params);
  const size = Number(query[DICTIONARY_VIEW_PARAMS.size]);
  return {
    search: appliedSearch(query[DICTIONARY_VIEW_PARAMS.search] ?? ''),
    page: urlPage(query[DICTIONARY_VIEW_PARAMS.page]) ?? 1,
    size: (DICTIONARY_PAGE_SIZES as readonly number[]).includes(size) ? size : DATA_DICTIONARY.pageSize,
    product: readProduct(query[DICTIONARY_VIEW_PARAMS.product]) ?? null,
    tier: readTier(query[DICTIONARY_VIEW_PARAMS.tier]) ?? null,
    selected: query[DICTIONARY_VIEW_PARAMS.selected]?.trim() || null,
  };
}

/** The tier a view shows: the one chosen, else the user's own (a basic user's is basic). */
export function viewedTier(view: Pick<DictionaryView, 'tier'>, userType: string): GlossaryTier {
  return view.tier ?? (userType === 'basic' ? 'basic' : 'charter');
}

/** GET glossaries' query parameters for a page (zero-based) of the whole dictionary. */
export function glossariesParams(input: {
  page: number;
  size: number;
  product: GlossaryProductTag | null;
  tier: GlossaryTier;
}): CallParams {
  return { page_number: input.page, page_size: input.size, product_tag: input.product, tier: input.tier };
}

/** GET tags' query parameters for the product tag values (the Products filter). */
export const PRODUCT_TAGS_PARAMS: CallParams = { tag_name: 'product' };
