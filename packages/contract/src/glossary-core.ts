// The data dictionary's constants, paths and rules (glossary.ts holds its schemas), for code that needs no zod.
import { DATA_DICTIONARY } from './constants.js';

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
