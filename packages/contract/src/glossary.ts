import { z } from 'zod';
import { DATA_DICTIONARY } from './constants.js';
import { ALLOWED_LOCALES } from './locale.js';
import { pageNumberSchema, pageSizeSchema } from './paging.js';

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

export const glossaryTagSchema = z.object({ tag_name: z.enum(GLOSSARY_TAG_NAMES), tag_value: z.string() });

export const glossaryItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** In the caller's language when translated, else en-US. */
  business_name: z.string(),
  /** The name in en-US (the same as business_name when that is in English). */
  english_business_name: z.string(),
  /** The language business_name is in: the caller's, or en-US when it is not translated (the page says so). */
  name_locale: z.enum(ALLOWED_LOCALES),
  /** In the caller's language when translated, else en-US. */
  business_definition: z.string(),
  /** The language business_definition is in. */
  definition_locale: z.enum(ALLOWED_LOCALES),
  /** Other words for the element: the caller's language first, then English. */
  synonyms: z.array(z.string()),
  dss_business_name: z.string().nullable(),
  technical_name: z.string(),
  glossary_tags: z.array(glossaryTagSchema),
  /** Product tag values of the products that carry the element. */
  available_products: z.array(z.enum(GLOSSARY_PRODUCT_TAGS)),
  availability: z.enum(GLOSSARY_AVAILABILITY),
});
export type GlossaryItem = z.infer<typeof glossaryItemSchema>;

/** A search hit: the element and which field matched how, so the page can highlight it. */
export const glossaryMatchSchema = glossaryItemSchema.extend({
  match: z
    .object({
      field: z.enum(MATCH_FIELDS),
      kind: z.enum(MATCH_KINDS),
      /** The matched text in that field (the word or name), for highlighting. */
      text: z.string(),
    })
    .nullable(),
});
export type GlossaryMatch = z.infer<typeof glossaryMatchSchema>;

/** The glossary page response of spec section 3 (plus the suggestion and paging it was built from). */
export const glossaryPageSchema = z.object({
  /** True when the results were found only by typo-tolerant matching. */
  fuzzy_search: z.boolean(),
  match_lists: z.array(glossaryMatchSchema),
  total_pages: z.number().int().nonnegative(),
  total_elements: z.number().int().nonnegative(),
  /**
   * How many elements the search (or the list) finds on this tab without the product filter: when
   * total_elements is 0 and this is not, the filter emptied the list, not the term.
   */
  unfiltered_total: z.number().int().nonnegative(),
  /** Product tag values present among all the results (for the Products filter). */
  tag_values: z.array(z.enum(GLOSSARY_PRODUCT_TAGS)),
  /** 'Did you mean:' terms from the dictionary's own vocabulary, when the best results are weak or none. */
  did_you_mean: z.array(z.string()),
  page_number: z.number().int().nonnegative(),
  page_size: z.number().int().positive(),
});
export type GlossaryPage = z.infer<typeof glossaryPageSchema>;

// The spec's names for the page parameters (section 4), mapped to `page` and `size` by the routes.
const pageNumber = pageNumberSchema;
const pageSize = pageSizeSchema({ default: DATA_DICTIONARY.pageSize });

export const glossariesQuerySchema = z.object({
  page_number: pageNumber,
  page_size: pageSize,
  product_tag: z.enum(GLOSSARY_PRODUCT_TAGS).optional(),
  tier: z.enum(GLOSSARY_TIERS).optional(),
});

/** Search terms shorter than this are refused (spec: at least 3 characters). */
export const searchFieldSchema = z
  .string()
  .max(200)
  .transform((value) => value.trim())
  .refine((value) => value.length >= DATA_DICTIONARY.minSearchLength, {
    message: 'Please enter at least 3 characters',
  });

export const searchGlossariesBodySchema = z.object({
  search_field: searchFieldSchema,
  page_number: pageNumber,
  page_size: pageSize,
  product_tag_value: z.enum(GLOSSARY_PRODUCT_TAGS).optional(),
  tier: z.enum(GLOSSARY_TIERS).optional(),
});
export type SearchGlossariesBody = z.input<typeof searchGlossariesBodySchema>;

/** The current search and filters, or nothing for the whole dictionary. */
export const exportGlossariesBodySchema = z.object({
  search_field: searchFieldSchema.optional(),
  product_tag_value: z.enum(GLOSSARY_PRODUCT_TAGS).optional(),
  tier: z.enum(GLOSSARY_TIERS).optional(),
});
export type ExportGlossariesBody = z.input<typeof exportGlossariesBodySchema>;

export const tagsQuerySchema = z.object({ tag_name: z.enum(GLOSSARY_TAG_NAMES) });
export const tagsResponseSchema = z.object({ tag_name: z.enum(GLOSSARY_TAG_NAMES), tag_values: z.array(z.string()) });

export const glossaryIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const suggestionsQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const suggestionsResponseSchema = z.object({ suggestions: z.array(z.string()) });

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
