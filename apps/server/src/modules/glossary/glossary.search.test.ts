import { describe, expect, it } from 'vitest';
import { buildGlossaryIndex } from './glossary.index-builder.js';
import { foldText, normalizeName, wordSpans } from '../../platform/text-fold.js';
import { tagsOfMask, type IndexedItem } from './glossary.fields.js';
import type { GlossaryIndex } from './glossary.search.js';
import { boundedDistance, maxTypos } from './glossary.typo.js';
import { seedGlossaryElements } from '../../db/generate/glossary.js';
import type { Locale } from '@portal/contract/locale';

/** A fixed small dictionary: every ranking below is decided by it alone. */
function element(
  id: string,
  business_name: string,
  technical_name: string,
  dss: string | null,
  extra: Partial<IndexedItem> = {},
): IndexedItem {
  return {
    id,
    type: 'DATA_ELEMENT',
    business_name,
    technical_name,
    dss_business_name: dss,
    datatype: 'DECIMAL',
    field_type: 'Metric',
    availability: 'ALL_USERS',
    products: ['chnl_perf_report_builder'],
    ...extra,
  };
}

const ITEMS: IndexedItem[] = [
  element('DE-000001', 'Store Sales Amount', 'str_sls_amt', 'POS Sales', {
    products: ['chnl_perf_report_builder', 'chnl_perf_insights'],
  }),
  element('DE-000002', 'Store Sales Amount Last Year', 'str_sls_amt_ly', 'POS Sales LY', {
    products: ['chnl_perf_report_builder', 'mod_intel'],
  }),
  element('DE-000003', 'Sales Amount', 'sls_amt', null),
  element('DE-000004', 'Online Sales Amount', 'onln_sls_amt', 'eCom Sales', {
    products: ['digital_landscapes'],
    availability: 'CHARTER_ONLY',
  }),
  element('DE-000005', 'Units Sold Last Year', 'unt_sld_ly', 'POS Qty LY', { datatype: 'INTEGER' }),
  element('DE-000006', 'Store On Hand Quantity', 'str_oh_qty', 'Curr Str On Hand Qty', {
    datatype: 'INTEGER',
    products: ['chnl_perf_data_feeds_api'],
  }),
  element('DE-000007', 'Inventory Turns', 'invn_trns', null),
  element('DE-000008', 'Store Inventory Amount', 'str_invn_amt', null, {
    availability: 'CHARTER_ONLY',
    products: ['mod_intel'],
  }),
  element('DE-000009', 'Household Penetration', 'hh_pntrn_pct', null, {
    availability: 'CHARTER_ONLY',
    products: ['shopper_behavior'],
  }),
  element('DE-000010', 'Salesfloor Capacity', 'slsflr_cap', null, { datatype: 'INTEGER', field_type: 'Attribute' }),
  element('DE-000011', 'Sales per Store', 'sls_per_str', null),
  element('DE-000012', 'Café Category Share', 'cafe_cat_shr', null),
  element('DE-000013', 'Store Number', 'str_nbr', 'Store Nbr', { datatype: 'INTEGER', field_type: 'Key' }),
];

const index = buildGlossaryIndex(ITEMS, 7);
/** The index holds names only as keys; the element as written is the caller's (here: ITEMS). */
const written = (doc: number) => ITEMS.find((e) => e.id === index.id(doc))!;
const names = (docs: Iterable<number>) => Array.from(docs, (doc) => written(doc).business_name);
const search = (query: string, filters: Parameters<GlossaryIndex['search']>[1] = {}) => {
  const result = index.search(query, filters);
  const describe = index.describer(query);
  return {
    ...result,
    names: names(result.docs),
    matches: Array.from(result.docs, (doc) => describe(doc, written(doc))),
  };
};
const suggest = (query: string, limit: number) => names(index.suggest(query, limit));

describe('glossary text normalisation', () => {
  it('folds case, accents and separators, keeping positions', () => {
    expect(foldText('Café_Crème-Brûlée')).toBe('cafe creme brulee');
    expect(foldText('Café').length).toBe(4);
    expect(normalizeName('  STR__sls  amt ')).toBe('str sls amt');
    expect(wordSpans('Curr Str_On-Hand')).toEqual([
      { word: 'curr', start: 0, end: 4 },
      { word: 'str', start: 5, end: 8 },
      { word: 'on', start: 9, end: 11 },
      { word: 'hand', start: 12, end: 16 },
    ]);
  });

  it('measures typos with adjacent transpositions, bounded', () => {
    expect(boundedDistance('slaes', 'sales', 1)).toBe(1);
    expect(boundedDistance('invetory', 'inventory', 2)).toBe(1);
    expect(boundedDistance('invntry', 'inventory', 2)).toBe(2);
    expect(boundedDistance('sales', 'store', 1)).toBe(2); // over the bound: bound + 1
    expect(boundedDistance('abc', 'abc', 0)).toBe(0);
    expect([maxTypos(3), maxTypos(4), maxTypos(6), maxTypos(7), maxTypos(12)]).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('glossary search ranking (fixed data set)', () => {
  it('ranks exact, then name matches, shorter names first and a prefix before a word; ties by business name', () => {
    const r = search('sales amount');
    expect(r.names).toEqual([
      'Sales Amount',
      'Online Sales Amount',
      'Store Sales Amount',
      'Store Sales Amount Last Year',
    ]);
    expect(r.matches.map((m) => m?.kind)).toEqual(['exact', 'word', 'word', 'word']);
    const store = search('store sales');
    expect(store.names).toEqual(['Store Sales Amount', 'Sales per Store', 'Store Sales Amount Last Year']);
    expect(store.matches.map((m) => m?.kind)).toEqual(['prefix', 'word', 'prefix']);
    expect(store.matches[0]).toEqual({ field: 'business_name', kind: 'prefix', text: 'Store Sales' });
    expect(store.matches[1]).toEqual({ field: 'business_name', kind: 'word', text: 'Sales per Store' });
    expect(store.fuzzy).toBe(false);
    expect(store.didYouMean).toEqual([]);
  });

  it('treats the last word as typed so far (prefix of a word) and says which part to highlight', () => {
    const r = search('store sal');
    expect(r.names).toEqual(['Store Sales Amount', 'Sales per Store', 'Store Sales Amount Last Year']);
    expect(r.matches[0]).toEqual({ field: 'business_name', kind: 'prefix', text: 'Store Sal' });
    // A whole word before one the query only begins ('Salesfloor'), whatever the lengths.
    const words = search('sales');
    expect(words.names).toEqual([
      'Sales Amount',
      'Sales per Store',
      'Online Sales Amount',
      'Store Sales Amount',
      'Store Sales Amount Last Year',
      'Salesfloor Capacity',
    ]);
    expect(words.matches.map((m) => m?.kind)).toEqual(['prefix', 'prefix', 'word', 'word', 'word', 'prefix']);
    expect(words.matches[2]).toEqual({ field: 'business_name', kind: 'word', text: 'Sales' });
    // A plural stands whole for its singular: 'sale' ranks as 'sales' does.
    expect(search('sale').names).toEqual(words.names);
  });

  it('finds technical names, whole or split on underscores', () => {
    const r = search('str_sls_amt');
    expect(r.names).toEqual(['Store Sales Amount', 'Store Sales Amount Last Year']);
    expect(r.matches).toEqual([
      { field: 'technical_name', kind: 'exact', text: 'str_sls_amt' },
      { field: 'technical_name', kind: 'prefix', text: 'str_sls_amt' },
    ]);
    const part = search('sls');
    expect(part.names).toEqual([
      'Sales Amount',
      'Sales per Store',
      'Online Sales Amount',
      'Store Sales Amount',
      'Store Sales Amount Last Year',
      'Salesfloor Capacity',
    ]);
    expect(part.matches[0]).toEqual({ field: 'technical_name', kind: 'prefix', text: 'sls' });
    expect(part.matches[2]).toEqual({ field: 'technical_name', kind: 'word', text: 'sls' });
    expect(search('SLSFLR CAP').names).toEqual(['Salesfloor Capacity']);
  });

  it('finds legacy DSS names', () => {
    const r = search('POS Sales');
    expect(r.names).toEqual(['Store Sales Amount', 'Store Sales Amount Last Year']);
    expect(r.matches).toEqual([
      { field: 'dss_business_name', kind: 'exact', text: 'POS Sales' },
      { field: 'dss_business_name', kind: 'prefix', text: 'POS Sales' },
    ]);
    expect(search('curr str on hand').matches).toEqual([
      { field: 'dss_business_name', kind: 'prefix', text: 'Curr Str On Hand' },
    ]);
    expect(search('ecom').names).toEqual(['Online Sales Amount']);
  });

  it('prefers the business name when several fields match equally', () => {
    expect(search('store number').matches[0]).toEqual({ field: 'business_name', kind: 'exact', text: 'Store Number' });
  });

  it('ignores case and accents', () => {
    expect(search('CAFE').names).toEqual(['Café Category Share']);
    expect(search('café cat').matches[0]).toEqual({ field: 'business_name', kind: 'prefix', text: 'Café Cat' });
    expect(search('Cafe').matches[0]?.text).toBe('Café');
  });
});

describe('glossary search typo tolerance', () => {
  it("'invetory' finds inventory, flagged fuzzy, with 'did you mean'", () => {
    const r = search('invetory');
    expect(r.names).toEqual(['Inventory Turns', 'Store Inventory Amount']);
    expect(r.fuzzy).toBe(true);
    expect(r.matches[1]).toEqual({ field: 'business_name', kind: 'fuzzy', text: 'Inventory' });
    expect(r.didYouMean).toEqual(['inventory']);
  });

  it("'slaes' finds sales, the corrected name first", () => {
    const r = search('slaes amount');
    expect(r.names[0]).toBe('Sales Amount');
    expect(r.names).toEqual([
      'Sales Amount',
      'Online Sales Amount',
      'Store Sales Amount',
      'Store Sales Amount Last Year',
    ]);
    expect(r.matches[0]).toEqual({ field: 'business_name', kind: 'fuzzy', text: 'Sales Amount' });
    expect(r.fuzzy).toBe(true);
    expect(r.didYouMean).toEqual(['sales amount']);
    expect(search('slaes').didYouMean).toEqual(['sales']);
  });

  it('corrects the whole query word by word, keeping the words that were right', () => {
    const r = search('store invntory');
    expect(r.names).toEqual(['Store Inventory Amount']);
    expect(r.didYouMean).toEqual(['store inventory']);
    expect(search('houshold penetraton').didYouMean).toEqual(['household penetration']);
  });

  it('tolerates no typo in words under 4 letters, one up to 6, two from 7', () => {
    expect(search('sla').docs.length).toBe(0);
    expect(search('slae').names).toEqual([]); // 'sale' is no word of this dictionary; 'sales' is 2 edits away
    expect(search('invntry').names).toEqual(['Inventory Turns', 'Store Inventory Amount']);
    expect(search('inntry').docs.length).toBe(0);
  });

  it("offers no 'did you mean' for good results, nor for nonsense", () => {
    expect(search('inventory').didYouMean).toEqual([]);
    const none = search('xyzzyq');
    expect(none.docs.length).toBe(0);
    expect(none.fuzzy).toBe(false);
    expect(none.didYouMean).toEqual([]);
  });

  it("offers 'did you mean' when the filters leave only typo matches, and only terms that find something there", () => {
    const r = search('invetory', { tier: 'basic' });
    expect(r.names).toEqual(['Inventory Turns']);
    expect(r.didYouMean).toEqual(['inventory']);
    expect(search('invetory', { productTag: 'shopper_behavior' }).didYouMean).toEqual([]);
  });
});

describe('glossary search filters', () => {
  it('filters by product tag and tier; tag values cover the results of the tier, whatever the product', () => {
    const all = search('sales amount');
    expect(tagsOfMask(all.tagMask)).toEqual([
      'chnl_perf_report_builder',
      'digital_landscapes',
      'chnl_perf_insights',
      'mod_intel',
    ]);
    const insights = search('sales amount', { productTag: 'chnl_perf_insights' });
    expect(insights.names).toEqual(['Store Sales Amount']);
    expect(insights.tagMask).toBe(all.tagMask);
    const basic = search('sales amount', { tier: 'basic' });
    expect(basic.names).toEqual(['Sales Amount', 'Store Sales Amount', 'Store Sales Amount Last Year']);
    expect(tagsOfMask(basic.tagMask)).toEqual(['chnl_perf_report_builder', 'chnl_perf_insights', 'mod_intel']);
    expect(search('sales amount', { tier: 'charter' }).names).toEqual(all.names);
  });

  it('lists the whole dictionary in name order, filtered', () => {
    expect(names(index.list({}).docs).slice(0, 3)).toEqual([
      'Café Category Share',
      'Household Penetration',
      'Inventory Turns',
    ]);
    expect(index.list({}).docs.length).toBe(ITEMS.length);
    expect(index.list({ tier: 'basic' }).docs.length).toBe(ITEMS.length - 3);
    expect(names(index.list({ productTag: 'mod_intel' }).docs)).toEqual([
      'Store Inventory Amount',
      'Store Sales Amount Last Year',
    ]);
  });

  it('answers the tag values present', () => {
    expect(index.tagValues('product')).toEqual([
      'chnl_perf_report_builder',
      'shopper_behavior',
      'digital_landscapes',
      'chnl_perf_insights',
      'chnl_perf_data_feeds_api',
      'mod_intel',
    ]);
    expect(index.tagValues('datatype')).toEqual(['DECIMAL', 'INTEGER']);
    expect(index.tagValues('field_type')).toEqual(['Attribute', 'Key', 'Metric']);
  });
});

describe("glossary search ranking on the demo seed, in the user's language (issue 14)", () => {
  const elements = seedGlossaryElements();
  const seed = buildGlossaryIndex(
    elements.map(({ names, synonyms, definitions, ...e }) => ({
      ...e,
      products: e.products as IndexedItem['products'],
      availability: e.availability === 'CHARTER_ONLY' ? 'CHARTER_ONLY' : 'ALL_USERS',
      texts: { names, synonyms: Object.values(synonyms ?? {}).flat(), definitions },
    })),
  );
  const byId = new Map(elements.map((e) => [e.id, e]));
  /** The first page (20 rows) as the user reads it: the name in their language, else the English one. */
  const firstPage = (query: string, locale: Locale) =>
    Array.from(seed.search(query, {}, locale).docs.subarray(0, 20), (doc) => {
      const e = byId.get(seed.id(doc))!;
      return (locale === 'en-US' ? null : e.names?.[locale]) ?? e.business_name;
    });

  it("'vente' finds Sales Amount (Montant des ventes) on the first page for a French user, before its variants", () => {
    const page = firstPage('vente', 'fr-CA');
    expect(page).toContain('Montant des ventes');
    expect(page.find((name) => name.startsWith('Montant des ventes'))).toBe('Montant des ventes');
    expect(page.slice(0, 5)).toEqual(expect.arrayContaining(['Ventes par magasin', 'Canal de vente']));
  });

  it("'ventas' finds Importe de ventas on the first page for a Spanish user", () => {
    const page = firstPage('ventas', 'es-MX');
    expect(page.slice(0, 5)).toContain('Importe de ventas');
    expect(page.find((name) => name.startsWith('Importe de ventas'))).toBe('Importe de ventas');
  });

  it("'revenue' (a synonym) gives Sales Amount first, then the shortest of its variants", () => {
    const page = firstPage('revenue', 'en-US');
    expect(page[0]).toBe('Sales Amount');
    expect(page.slice(1, 5)).toEqual([
      'Category Sales Amount',
      'Department Sales Amount',
      'Item Sales Amount',
      'Store Sales Amount',
    ]);
  });

  it("'sales' gives a first page of names with the word, shortest first, Sales Amount leading", () => {
    const page = firstPage('sales', 'en-US');
    expect(page.slice(0, 2)).toEqual(['Sales Amount', 'Sales Channel']);
    for (const name of page) expect(name.split(' ')).toContain('Sales');
    const lengths = page.map((name) => name.split(' ').length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });
});

describe('glossary suggestions', () => {
  it('completes business names: names starting with the text first, then names with words starting with it', () => {
    expect(suggest('sto', 8)).toEqual([
      'Store Inventory Amount',
      'Store Number',
      'Store On Hand Quantity',
      'Store Sales Amount',
      'Store Sales Amount Last Year',
      'Sales per Store',
    ]);
    expect(suggest('sto', 2)).toEqual(['Store Inventory Amount', 'Store Number']);
    expect(suggest('amount', 8)).toEqual([
      'Online Sales Amount',
      'Sales Amount',
      'Store Inventory Amount',
      'Store Sales Amount',
      'Store Sales Amount Last Year',
    ]);
    expect(suggest('last y', 8)).toEqual(['Store Sales Amount Last Year', 'Units Sold Last Year']);
    expect(suggest('zzz', 8)).toEqual([]);
  });
});
