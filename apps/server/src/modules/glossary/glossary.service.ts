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
  type IndexedFacts,
  type OrderedResults,
  type MatchDetail,
  type SearchFilters,
} from './glossary.fields.js';
import type { GlossaryIndex } from './glossary.search.js';
import { exportTexts } from './glossary.texts.js';

export type GlossaryCtx = Pick<AppContext, 'db' | 'clock'> & { holder: GlossaryIndexHolder };

/** An element's texts in a language: its names, definition and synonyms, and which fell back to English. */
type Texts = ElementNames & {
  definition: string;
  definition_locale: Locale;
  synonyms: string[];
};

/** The languages whose synonyms an element shows in a locale: that one first, then English. */
const withEnglish = (locale: Locale): Locale[] =>
  locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [locale, DEFAULT_LOCALE];

/** The synonyms an element shows in a locale, from rows of several languages: that one's first, then English, each once. */
function shownSynonyms(rows: readonly { locale: string; synonym: string }[], locale: Locale): string[] {
  const own = rows.filter((row) => row.locale === locale).map((row) => row.synonym);
  const english = locale === DEFAULT_LOCALE ? [] : rows.filter((row) => row.locale === DEFAULT_LOCALE);
  return [...new Set([...own.sort(), ...english.map((row) => row.synonym).sort()])];
}

type NamesRow = Awaited<ReturnType<typeof repo.listNamesWithDefinitions>>[number];

function textsOfRow(row: NamesRow, locale: Locale, synonyms: string[]): Texts {
  const translated = locale !== DEFAULT_LOCALE && row.definition !== null;
  return {
    business_name: row.business_name,
    technical_name: row.technical_name,
    dss_business_name: row.dss_business_name,
    local_name: translated ? row.local_name : null,
    definition: row.definition ?? row.fallback ?? '',
    definition_locale: translated ? locale : DEFAULT_LOCALE,
    synonyms,
  };
}

/**
 * What the index does not hold of these elements: their names as written, their name and definition in
 * the locale (else en-US) and synonyms (in the same query), by id. An element deleted since the index was
 * built has none and is left out.
 */
async function textsOf(db: Db, ids: readonly string[], locale: Locale) {
  const texts = new Map<string, Texts>();
  const rows = await repo.listPageTexts(db, ids, locale, withEnglish(locale));
  const synonyms = new Map<string, { locale: string; synonym: string }[]>();
  for (const row of rows) {
    if (row.synonym === null || row.synonym_locale === null) continue;
    const list = synonyms.get(row.id) ?? [];
    list.push({ locale: row.synonym_locale, synonym: row.synonym });
    synonyms.set(row.id, list);
  }
  for (const row of rows) {
    if (row.synonym !== null || row.business_name === null || row.technical_name === null) continue;
    const names = { ...row, business_name: row.business_name, technical_name: row.technical_name };
    texts.set(row.id, textsOfRow(names, locale, shownSynonyms(synonyms.get(row.id) ?? [], locale)));
  }
  return texts;
}

function toGlossaryItem(item: IndexedFacts, texts: Texts, locale: Locale): GlossaryItem {
  return {
    id: item.id,
    type: item.type,
    business_name: texts.local_name || texts.business_name,
    english_business_name: texts.business_name,
    name_locale: texts.local_name ? locale : DEFAULT_LOCALE,
    business_definition: texts.definition,
    definition_locale: texts.definition_locale,
    synonyms: texts.synonyms,
    dss_business_name: texts.dss_business_name,
    technical_name: texts.technical_name,
    glossary_tags: [
      { tag_name: 'datatype', tag_value: item.datatype },
      { tag_name: 'field_type', tag_value: item.field_type },
      ...item.products.map((tag) => ({ tag_name: 'product' as const, tag_value: tag })),
    ],
    available_products: [...item.products],
    availability: item.availability,
  };
}

/** Where a match is shown: the name shown is the one in the language when there is one, else the English one. */
function shownMatch(detail: MatchDetail | null, texts: Texts): GlossaryMatch['match'] {
  if (!detail) return null;
  const field = {
    local_name: 'business_name',
    business_name: texts.local_name ? 'english_business_name' : 'business_name',
    technical_name: 'technical_name',
    dss_business_name: 'dss_business_name',
    synonym: 'synonym',
    definition: 'business_definition',
  } as const;
  return { field: field[detail.field], kind: detail.kind, text: detail.text };
}

type ListRequest = PageRequest & { product_tag?: GlossaryProductTag | undefined; tier?: GlossaryTier | undefined };

async function page(
  ctx: GlossaryCtx,
  index: GlossaryIndex,
  locale: Locale,
  request: ListRequest,
  result: OrderedResults,
  describe: (doc: number, names: ElementNames) => MatchDetail | null,
): Promise<GlossaryPage> {
  const total = result.docs.length;
  const { offset, limit } = sqlWindow(request);
  const docs = Array.from(result.docs.subarray(offset, offset + limit));
  const texts = await textsOf(
    ctx.db,
    docs.map((doc) => index.id(doc)),
    locale,
  );
  const match_lists: GlossaryMatch[] = [];
  for (const doc of docs) {
    const facts = index.item(doc);
    const written = texts.get(facts.id);
    if (!written) continue;
    match_lists.push({ ...toGlossaryItem(facts, written, locale), match: shownMatch(describe(doc, written), written) });
  }
  return {
    fuzzy_search: result.fuzzy,
    match_lists,
    total_pages: Math.ceil(total / request.size),
    total_elements: total,
    unfiltered_total: result.unfilteredCount,
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
  return page(ctx, index, locale, request, index.list(filtersOf(request), locale), () => null);
}

/** POST search-glossaries: ranked results with the field each matched on, a page at a time. */
export async function searchGlossaries(
  ctx: GlossaryCtx,
  auth: AuthContext,
  market: MarketContext,
  request: ListRequest & { search_field: string },
): Promise<GlossaryPage> {
  const [index, locale] = await Promise.all([ctx.holder.current(), callerLocale(ctx.db, auth, market)]);
  const result = index.search(request.search_field, filtersOf(request), locale);
  return page(ctx, index, locale, request, result, index.describer(request.search_field, locale));
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
  const texts = (await textsOf(ctx.db, [id], locale)).get(id);
  if (!texts) throw notFound('No such data element');
  const item: IndexedFacts = {
    id: row.id,
    type: row.type,
    datatype: row.datatype,
    field_type: row.field_type,
    availability: row.availability === 'CHARTER_ONLY' ? 'CHARTER_ONLY' : 'ALL_USERS',
    products: GLOSSARY_PRODUCT_TAGS.filter((tag) => products.includes(tag)),
  };
  return toGlossaryItem(item, texts, locale);
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
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ suggestions: string[] }> {
  const index = await ctx.holder.current();
  const found = index.suggestNames(q, limit, locale);
  const ids = found.map(({ doc }) => index.id(doc));
  const rows = found.some((s) => s.local)
    ? await repo.listNamesWithDefinitions(ctx.db, ids, locale)
    : await repo.listNames(ctx.db, ids);
  const names = new Map(rows.map((n) => [n.id, n]));
  return {
    suggestions: found.flatMap(({ doc, local }) => {
      const row = names.get(index.id(doc)) as { business_name: string; local_name?: string | null } | undefined;
      if (!row) return [];
      return [(local && row.local_name) || row.business_name];
    }),
  };
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
  const docs = request.search_field
    ? index.search(request.search_field, filters, locale).docs
    : index.list(filters, locale).docs;
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
      const read = await repo.listExportTexts(
        db,
        Array.from(batch, (doc) => index.id(doc)),
        locale,
      );
      const found = new Map(read.map((row) => [row.id, row]));
      const rows: XlsxCell[][] = [];
      for (const doc of batch) {
        const written = found.get(index.id(doc));
        if (!written) continue;
        const facts = index.facts(doc);
        const values: Record<(typeof EXPORT_COLUMNS)[number], XlsxCell> = {
          business_name: written.shown_name,
          technical_name: written.technical_name,
          dss_business_name: written.dss_business_name,
          business_definition: written.definition ?? '',
          datatype: facts.datatype,
          field_type: texts.fieldType(facts.field_type),
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
