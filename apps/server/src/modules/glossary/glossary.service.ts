import { PRODUCT_NAME_SEPARATOR } from '@portal/contract/constants';
import {
  EXPORT_COLUMNS,
  GLOSSARY_PRODUCT_LABELS,
  GLOSSARY_PRODUCT_TAGS,
  type GlossaryItem,
  type GlossaryMatch,
  type GlossaryPage,
  type GlossaryProductTag,
  type GlossaryTagName,
  type GlossaryTier,
} from '@portal/contract/glossary';
import { DEFAULT_LOCALE, type Locale } from '@portal/contract/locale';
import type { PageRequest } from '@portal/contract/paging';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { callerLocale } from '../../platform/caller-locale.js';
import { notFound } from '../../platform/errors.js';
import type { MarketContext } from '../../platform/market.js';
import { sqlWindow } from '../../platform/paging.js';
import type { AuthContext } from '../../platform/session.js';
import { xlsxStream, type XlsxCell } from '../../platform/xlsx.js';
import type { GlossaryIndexHolder } from './glossary.index.js';
import * as repo from './glossary.repository.js';
import {
  tagsOfMask,
  type ElementNames,
  type GlossaryIndex,
  type IndexedItem,
  type MatchDetail,
  type SearchFilters,
} from './glossary.search.js';
import { exportTexts } from './glossary.texts.js';

export type GlossaryCtx = Pick<AppContext, 'db' | 'clock'> & { holder: GlossaryIndexHolder };

/**
 * What the index does not hold of these elements: their names as written and their definitions (in the
 * locale, else en-US), by id. An element deleted since the index was built has none and is left out.
 */
async function namesAndDefinitions(db: Db, ids: readonly string[], locale: Locale) {
  const rows = await repo.listNamesWithDefinitions(db, ids, locale);
  const names = new Map<string, ElementNames>();
  const definitions = new Map<string, string>();
  for (const row of rows) {
    names.set(row.id, row);
    const definition = row.definition ?? row.fallback;
    if (definition !== null) definitions.set(row.id, definition);
  }
  return { names, definitions };
}

/** Definitions of these elements in the locale, falling back to en-US, by id. */
async function definitionsOf(db: Db, ids: readonly string[], locale: Locale): Promise<Map<string, string>> {
  const rows = await repo.listDefinitions(
    db,
    ids,
    locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [locale, DEFAULT_LOCALE],
  );
  const out = new Map<string, string>();
  for (const row of rows) {
    if (row.locale === locale || !out.has(row.item_id)) out.set(row.item_id, row.definition);
  }
  return out;
}

function toGlossaryItem(item: IndexedItem, definition: string | undefined): GlossaryItem {
  return {
    id: item.id,
    type: item.type,
    business_name: item.business_name,
    business_definition: definition ?? '',
    dss_business_name: item.dss_business_name,
    technical_name: item.technical_name,
    glossary_tags: [
      { tag_name: 'datatype', tag_value: item.datatype },
      { tag_name: 'field_type', tag_value: item.field_type },
      ...item.products.map((tag) => ({ tag_name: 'product' as const, tag_value: tag })),
    ],
    available_products: [...item.products],
    availability: item.availability,
  };
}

type ListRequest = PageRequest & { product_tag?: GlossaryProductTag | undefined; tier?: GlossaryTier | undefined };

async function page(
  ctx: GlossaryCtx,
  index: GlossaryIndex,
  locale: Locale,
  request: ListRequest,
  result: { docs: Int32Array; tagMask: number; fuzzy: boolean; didYouMean: string[] },
  describe: (doc: number, names: ElementNames) => MatchDetail | null,
): Promise<GlossaryPage> {
  const total = result.docs.length;
  const { offset, limit } = sqlWindow(request);
  const docs = Array.from(result.docs.subarray(offset, offset + limit));
  const { names, definitions } = await namesAndDefinitions(
    ctx.db,
    docs.map((doc) => index.id(doc)),
    locale,
  );
  const match_lists: GlossaryMatch[] = [];
  for (const doc of docs) {
    const facts = index.item(doc);
    const written = names.get(facts.id);
    if (!written) continue;
    match_lists.push({
      ...toGlossaryItem({ ...facts, ...written }, definitions.get(facts.id)),
      match: describe(doc, written),
    });
  }
  return {
    fuzzy_search: result.fuzzy,
    match_lists,
    total_pages: Math.ceil(total / request.size),
    total_elements: total,
    tag_values: GLOSSARY_PRODUCT_TAGS.filter((_, i) => result.tagMask & (1 << i)),
    did_you_mean: result.didYouMean,
    page_number: request.page,
    page_size: request.size,
  };
}

const filtersOf = (request: {
  product_tag?: GlossaryProductTag | undefined;
  tier?: GlossaryTier | undefined;
}): SearchFilters => ({
  productTag: request.product_tag,
  tier: request.tier,
});

/** GET glossaries: the dictionary in business-name order, a page at a time. */
export async function listGlossaries(
  ctx: GlossaryCtx,
  auth: AuthContext,
  market: MarketContext,
  request: ListRequest,
): Promise<GlossaryPage> {
  const [index, locale] = await Promise.all([ctx.holder.current(), callerLocale(ctx.db, auth, market)]);
  return page(ctx, index, locale, request, index.list(filtersOf(request)), () => null);
}

/** POST search-glossaries: ranked results with the field each matched on, a page at a time. */
export async function searchGlossaries(
  ctx: GlossaryCtx,
  auth: AuthContext,
  market: MarketContext,
  request: ListRequest & { search_field: string },
): Promise<GlossaryPage> {
  const [index, locale] = await Promise.all([ctx.holder.current(), callerLocale(ctx.db, auth, market)]);
  const result = index.search(request.search_field, filtersOf(request));
  return page(ctx, index, locale, request, result, index.describer(request.search_field));
}

/** One element, read from the database (so it is there the moment it is stored). */
export async function getGlossary(
  ctx: GlossaryCtx,
  auth: AuthContext,
  market: MarketContext,
  id: string,
): Promise<GlossaryItem> {
  const [row, products, locale] = await Promise.all([
    repo.findItem(ctx.db, id),
    repo.listItemProducts(ctx.db, id),
    callerLocale(ctx.db, auth, market),
  ]);
  if (!row) throw notFound('No such data element');
  const definitions = await definitionsOf(ctx.db, [id], locale);
  const item: IndexedItem = {
    ...row,
    availability: row.availability === 'CHARTER_ONLY' ? 'CHARTER_ONLY' : 'ALL_USERS',
    products: GLOSSARY_PRODUCT_TAGS.filter((tag) => products.includes(tag)),
  };
  return toGlossaryItem(item, definitions.get(id));
}

export async function glossaryTags(
  ctx: GlossaryCtx,
  tagName: GlossaryTagName,
): Promise<{ tag_name: GlossaryTagName; tag_values: string[] }> {
  const index = await ctx.holder.current();
  return { tag_name: tagName, tag_values: index.tagValues(tagName) };
}

export async function glossarySuggestions(
  ctx: GlossaryCtx,
  q: string,
  limit: number,
): Promise<{ suggestions: string[] }> {
  const index = await ctx.holder.current();
  const docs = index.suggest(q, limit);
  const names = new Map(
    (
      await repo.listNames(
        ctx.db,
        docs.map((doc) => index.id(doc)),
      )
    ).map((n) => [n.id, n.business_name]),
  );
  return { suggestions: docs.flatMap((doc) => names.get(index.id(doc)) ?? []) };
}

// ---------------------------------------------------------------------------------------------
// Export

/** Column widths in characters, in EXPORT_COLUMNS order. */
const EXPORT_WIDTHS: Record<(typeof EXPORT_COLUMNS)[number], number> = {
  business_name: 40,
  technical_name: 30,
  dss_business_name: 26,
  business_definition: 100,
  datatype: 12,
  field_type: 12,
  available_products: 50,
  availability: 20,
};

/**
 * Rows are read from the database this many at a time (names and definitions) while the file streams;
 * small batches keep the garbage of each short-lived (peak memory grows with the batch).
 */
const EXPORT_BATCH = 250;

export type ExportRequest = {
  search_field?: string | undefined;
  product_tag_value?: GlossaryProductTag | undefined;
  tier?: GlossaryTier | undefined;
};

/**
 * The dictionary, or the results of a search, as a streamed .xlsx: in the page's order, every row,
 * definitions in the caller's language (falling back to en-US), headers translated.
 */
export async function exportGlossaries(
  ctx: GlossaryCtx,
  locale: Locale,
  request: ExportRequest,
): Promise<{ stream: Readable; rows: number }> {
  const index = await ctx.holder.current();
  const filters: SearchFilters = { productTag: request.product_tag_value, tier: request.tier };
  const docs = request.search_field ? index.search(request.search_field, filters).docs : index.list(filters).docs;
  const texts = exportTexts(locale);
  const db = ctx.db;
  const productLabels = new Map<number, string>();
  const labelsOf = (doc: number) => {
    const mask = index.productMaskOf(doc);
    let labels = productLabels.get(mask);
    if (labels === undefined) {
      labels = tagsOfMask(mask)
        .map((tag) => GLOSSARY_PRODUCT_LABELS[tag])
        .join(PRODUCT_NAME_SEPARATOR);
      productLabels.set(mask, labels);
    }
    return labels;
  };

  async function* rows(): AsyncGenerator<XlsxCell[][]> {
    for (let start = 0; start < docs.length; start += EXPORT_BATCH) {
      const batch = docs.subarray(start, start + EXPORT_BATCH);
      const { names, definitions } = await namesAndDefinitions(
        db,
        Array.from(batch, (doc) => index.id(doc)),
        locale,
      );
      const rows: XlsxCell[][] = [];
      for (const doc of batch) {
        const id = index.id(doc);
        const written = names.get(id);
        if (!written) continue;
        const facts = index.facts(doc);
        const values: Record<(typeof EXPORT_COLUMNS)[number], XlsxCell> = {
          business_name: written.business_name,
          technical_name: written.technical_name,
          dss_business_name: written.dss_business_name,
          business_definition: definitions.get(id) ?? '',
          datatype: facts.datatype,
          field_type: facts.field_type,
          available_products: labelsOf(doc),
          availability: facts.charterOnly ? texts.charterOnly : texts.allUsers,
        };
        rows.push(EXPORT_COLUMNS.map((column) => values[column]));
      }
      yield rows;
    }
  }

  const stream = xlsxStream({
    sheetName: texts.sheet,
    columns: EXPORT_COLUMNS.map((column) => ({ header: texts.header(column), width: EXPORT_WIDTHS[column] })),
    rows: rows(),
    modifiedAt: ctx.clock.now(),
    // The fastest deflate: a 100 000-row file is some 15% larger than at level 6, and made a third faster.
    compressionLevel: 1,
  });
  return { stream, rows: docs.length };
}
