import { z } from 'zod';
import { DATA_DICTIONARY } from './constants.js';
import { ALLOWED_LOCALES } from './locale.js';
import { pageNumberSchema, pageSizeSchema } from './paging.js';
import {
  GLOSSARY_AVAILABILITY,
  GLOSSARY_PRODUCT_TAGS,
  GLOSSARY_TAG_NAMES,
  GLOSSARY_TIERS,
  MATCH_FIELDS,
  MATCH_KINDS,
} from './glossary-core.js';

export * from './glossary-core.js';

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
