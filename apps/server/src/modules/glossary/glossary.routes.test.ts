import { ERROR_CODES } from '@portal/contract/errors';
import {
  GLOSSARY_ERROR_CODES,
  GLOSSARY_PRODUCT_TAGS,
  type GlossaryItem,
  type GlossaryPage,
} from '@portal/contract/glossary';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  createTestApp,
  DIALECT_UNDER_TEST,
  HOSTS,
  hostOfLogin,
  type TestApp,
  withSecondServer,
} from '../../test/helper.js';
import { GlossaryIndexHolder } from './glossary.index.js';
import { bumpVersion, insertElements, type GlossaryElement } from '../../platform/glossary.repository.js';
import { XLSX_CONTENT_TYPE } from './glossary.routes.js';

const BASE = '/api/v1/customer-support';

type Extra = Partial<Omit<GlossaryElement, 'definitions'>> & { es?: string; fr?: string };
let sequence = 900_000;
/** One element of the fixed data set; the definition in en-US is derived from the name. */
function element(
  business_name: string,
  technical_name: string,
  dss: string | null,
  extra: Extra = {},
): GlossaryElement {
  sequence += 1;
  const { es, fr, ...fields } = extra;
  return {
    id: `DE-${sequence}`,
    type: 'DATA_ELEMENT',
    business_name,
    technical_name,
    dss_business_name: dss,
    datatype: 'DECIMAL',
    field_type: 'Metric',
    availability: 'ALL_USERS',
    products: ['chnl_perf_report_builder'],
    ...fields,
    definitions: {
      'en-US': `${business_name}: the en-US definition.`,
      ...(es ? { 'es-MX': es } : {}),
      ...(fr ? { 'fr-CA': fr } : {}),
    },
  };
}

const FIXED: GlossaryElement[] = [
  element('Store Sales Amount', 'str_sls_amt', 'POS Sales', {
    products: ['chnl_perf_report_builder', 'chnl_perf_insights'],
    es: 'Importe de ventas por tienda.',
    fr: 'Montant des ventes par magasin.',
  }),
  element('Store Sales Amount Last Year', 'str_sls_amt_ly', 'POS Sales LY', {
    products: ['chnl_perf_report_builder', 'mod_intel'],
    es: 'Importe de ventas por tienda del año pasado.',
  }),
  element('Sales Amount', 'sls_amt', null),
  element('Online Sales Amount', 'onln_sls_amt', 'eCom Sales', {
    products: ['digital_landscapes'],
    availability: 'CHARTER_ONLY',
    fr: 'Ventes en ligne.',
  }),
  element('Units Sold Last Year', 'unt_sld_ly', 'POS Qty LY', {
    datatype: 'INTEGER',
    products: ['chnl_perf_report_builder', 'chnl_perf_data_feeds_api'],
  }),
  element('Store On Hand Quantity', 'str_oh_qty', 'Curr Str On Hand Qty', {
    datatype: 'INTEGER',
    products: ['chnl_perf_data_feeds_api'],
  }),
  element('Inventory Turns', 'invn_trns', null, { products: ['mod_intel'] }),
  element('Store Inventory Amount', 'str_invn_amt', null, { availability: 'CHARTER_ONLY', products: ['mod_intel'] }),
  element('Household Penetration', 'hh_pntrn_pct', null, {
    availability: 'CHARTER_ONLY',
    products: ['shopper_behavior', 'customer_perception'],
  }),
  element('Average Basket Amount', 'avg_bskt_amt', null, { type: 'CALCULATED_MEASURE' }),
  element('Buying Households', 'byng_hh_cnt', null, { datatype: 'INTEGER', products: ['shopper_behavior'] }),
  element('Conversion Rate', 'cnvrsn_rt', null, { products: ['digital_landscapes'] }),
  element('Delivery Order Count', 'dlvr_ord_cnt', null, { datatype: 'INTEGER', products: ['chnl_perf_insights'] }),
  element('Fiscal Week Number', 'fscl_wk_nbr', 'WM Week', {
    datatype: 'INTEGER',
    field_type: 'Dimension',
    products: ['chnl_perf_bi_link'],
  }),
  element('Gross Margin Amount', 'grs_mrgn_amt', 'Gross Margin', { availability: 'CHARTER_ONLY' }),
  element('In Stock Percent', 'in_stk_pct', 'Instock %', { products: ['chnl_perf_cloud_feeds'] }),
  element('Markdown Amount', 'mkdn_amt', 'MD Amt'),
  element('Net Promoter Score', 'nps_scr', null, { products: ['customer_perception'] }),
  element('Pickup Order Count', 'pkup_ord_cnt', null, { datatype: 'INTEGER', products: ['chnl_perf_insights'] }),
  element('Product Page Views', 'pdp_vw_cnt', null, { datatype: 'INTEGER', products: ['digital_landscapes'] }),
  element('Repeat Rate', 'rpt_rt', null, { products: ['shopper_behavior'] }),
  element('Shrink Amount', 'shrnk_amt', null, { availability: 'CHARTER_ONLY' }),
  element('Vendor Fill Rate', 'vndr_fill_rt', null, {
    products: ['chnl_perf_cloud_feeds', 'chnl_perf_data_feeds_api'],
  }),
];
const SORTED_NAMES = FIXED.map((e) => e.business_name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
const BASIC_COUNT = FIXED.filter((e) => e.availability === 'ALL_USERS').length;
const byName = (name: string) => FIXED.find((e) => e.business_name === name)!;

describe(`glossary routes (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const sessions = new Map<string, string>();

  /** Replaces the whole dictionary with these elements and bumps the version, as an owner's change would. */
  const replaceGlossary = async (elements: GlossaryElement[]) => {
    await t.ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('glossary_definitions').execute();
      await trx.deleteFrom('glossary_synonyms').execute();
      await trx.deleteFrom('glossary_item_products').execute();
      await trx.deleteFrom('glossary_items').execute();
      await insertElements(trx, elements, t.clock.now().toISOString());
      await bumpVersion(trx, t.clock.now().toISOString());
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { GLOSSARY_VERSION_CHECK_MS: '0' } });
    await replaceGlossary(FIXED);
  });
  afterAll(() => t.close());

  const session = async (loginId: string) => {
    if (!sessions.has(loginId)) sessions.set(loginId, await t.signIn(loginId));
    return sessions.get(loginId)!;
  };
  const get = async (path: string, loginId = 'user', app: FastifyInstance = t.app) =>
    app.inject({ method: 'GET', url: `${BASE}${path}`, headers: asUser(await session(loginId), hostOfLogin(loginId)) });
  const post = async (path: string, payload: unknown, loginId = 'user') =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}${path}`,
      headers: asUser(await session(loginId), hostOfLogin(loginId)),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (query: string, loginId = 'user') => {
    const res = await get(`/glossaries?${query}`, loginId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GlossaryPage>();
  };
  const search = async (body: Record<string, unknown>, loginId = 'user', app: FastifyInstance = t.app) => {
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/search-glossaries`,
      headers: asUser(await session(loginId), hostOfLogin(loginId)),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GlossaryPage>();
  };
  const names = (page: GlossaryPage) => page.match_lists.map((m) => m.business_name);

  describe('GET glossaries', () => {
    it('lists the dictionary in business-name order, a page at a time, with every field of an element', async () => {
      const page = await list('page_number=0&page_size=5');
      expect(names(page)).toEqual(SORTED_NAMES.slice(0, 5));
      expect(page).toMatchObject({
        total_elements: FIXED.length,
        total_pages: 5,
        page_number: 0,
        page_size: 5,
        fuzzy_search: false,
        did_you_mean: [],
      });
      expect(page.tag_values).toEqual(
        GLOSSARY_PRODUCT_TAGS.filter((tag) => FIXED.some((e) => e.products.includes(tag))),
      );
      const fiscal = (await list('page_number=0&page_size=100')).match_lists.find(
        (m) => m.business_name === 'Fiscal Week Number',
      )!;
      expect(fiscal).toEqual({
        id: byName('Fiscal Week Number').id,
        type: 'DATA_ELEMENT',
        business_name: 'Fiscal Week Number',
        english_business_name: 'Fiscal Week Number',
        name_locale: 'en-US',
        business_definition: 'Fiscal Week Number: the en-US definition.',
        definition_locale: 'en-US',
        synonyms: [],
        dss_business_name: 'WM Week',
        technical_name: 'fscl_wk_nbr',
        glossary_tags: [
          { tag_name: 'datatype', tag_value: 'INTEGER' },
          { tag_name: 'field_type', tag_value: 'Dimension' },
          { tag_name: 'product', tag_value: 'chnl_perf_bi_link' },
        ],
        available_products: ['chnl_perf_bi_link'],
        availability: 'ALL_USERS',
        match: null,
      });
    });

    it('pages to the end: a partial last page, then empty pages with the right totals', async () => {
      const last = await list('page_number=4&page_size=5');
      expect(names(last)).toEqual(SORTED_NAMES.slice(20));
      const past = await list('page_number=9&page_size=5');
      expect(past).toMatchObject({ match_lists: [], total_elements: FIXED.length, total_pages: 5, page_number: 9 });
      const all = await list('page_number=0&page_size=100');
      expect(names(all)).toEqual(SORTED_NAMES);
      expect(all.total_pages).toBe(1);
      expect((await list('')).page_size).toBe(20);
    });

    it('refuses page sizes outside 1-100 and negative pages', async () => {
      for (const query of [
        'page_size=0',
        'page_size=101',
        'page_number=-1',
        'page_number=x',
        'product_tag=unknown_product',
        'tier=gold',
      ]) {
        const res = await get(`/glossaries?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe(ERROR_CODES.validation);
      }
    });

    it('filters by product and by tier (the Basic tab shows what basic users get), for basic users too', async () => {
      const mod = await list('product_tag=mod_intel&page_size=100');
      expect(names(mod)).toEqual(['Inventory Turns', 'Store Inventory Amount', 'Store Sales Amount Last Year']);
      const basic = await list('tier=basic&page_size=100', 'basic');
      expect(basic.total_elements).toBe(BASIC_COUNT);
      expect(basic.match_lists.every((m) => m.availability === 'ALL_USERS')).toBe(true);
      const charter = await list('tier=charter&page_size=100', 'basic');
      expect(charter.total_elements).toBe(FIXED.length);
      expect((await list('page_size=100', 'basic')).total_elements).toBe(FIXED.length);
    });
  });

  describe('POST search-glossaries', () => {
    it('ranks exact, prefix, word matches and says which field matched', async () => {
      const page = await search({ search_field: 'store sales', page_number: 0, page_size: 20 });
      expect(names(page)).toEqual(['Store Sales Amount', 'Store Sales Amount Last Year']);
      expect(page.match_lists.map((m) => m.match)).toEqual([
        { field: 'business_name', kind: 'prefix', text: 'Store Sales' },
        { field: 'business_name', kind: 'prefix', text: 'Store Sales' },
      ]);
      const amount = await search({ search_field: 'Sales Amount' });
      expect(names(amount)).toEqual([
        'Sales Amount',
        'Online Sales Amount',
        'Store Sales Amount',
        'Store Sales Amount Last Year',
      ]);
      expect(amount.match_lists.map((m) => m.match?.kind)).toEqual(['exact', 'word', 'word', 'word']);
      expect(amount).toMatchObject({ fuzzy_search: false, did_you_mean: [], total_elements: 4, total_pages: 1 });
    });

    it('finds technical names and legacy DSS names', async () => {
      const technical = await search({ search_field: 'str_sls_amt' });
      expect(technical.match_lists.map((m) => [m.business_name, m.match])).toEqual([
        ['Store Sales Amount', { field: 'technical_name', kind: 'exact', text: 'str_sls_amt' }],
        ['Store Sales Amount Last Year', { field: 'technical_name', kind: 'prefix', text: 'str_sls_amt' }],
      ]);
      const dss = await search({ search_field: 'curr str on hand qty' });
      expect(dss.match_lists.map((m) => [m.business_name, m.match])).toEqual([
        ['Store On Hand Quantity', { field: 'dss_business_name', kind: 'exact', text: 'Curr Str On Hand Qty' }],
      ]);
      expect(names(await search({ search_field: 'POS Qty' }))).toEqual(['Units Sold Last Year']);
    });

    it("tolerates typos ('invetory', 'slaes') and offers 'Did you mean' from the dictionary's words", async () => {
      const inventory = await search({ search_field: 'invetory' });
      expect(names(inventory)).toEqual(['Inventory Turns', 'Store Inventory Amount']);
      expect(inventory).toMatchObject({ fuzzy_search: true, did_you_mean: ['inventory'] });
      expect(inventory.match_lists[0]!.match).toEqual({ field: 'business_name', kind: 'fuzzy', text: 'Inventory' });
      const sales = await search({ search_field: 'slaes amount' });
      expect(names(sales)[0]).toBe('Sales Amount');
      expect(sales).toMatchObject({ fuzzy_search: true, did_you_mean: ['sales amount'] });
      const none = await search({ search_field: 'qwxzv' });
      expect(none).toMatchObject({
        match_lists: [],
        total_elements: 0,
        total_pages: 0,
        fuzzy_search: false,
        did_you_mean: [],
      });
    });

    it('filters by product and tier; tag values are those of all the results', async () => {
      const all = await search({ search_field: 'amount', page_size: 100 });
      expect(all.total_elements).toBe(9);
      const insights = await search({ search_field: 'amount', product_tag_value: 'chnl_perf_insights' });
      expect(names(insights)).toEqual(['Store Sales Amount']);
      expect(insights.tag_values).toEqual(all.tag_values);
      expect(all.tag_values).toEqual([
        'chnl_perf_report_builder',
        'digital_landscapes',
        'chnl_perf_insights',
        'mod_intel',
      ]);
      const basic = await search({ search_field: 'amount', tier: 'basic', page_size: 100 }, 'basic');
      expect(names(basic)).not.toContain('Online Sales Amount');
      expect(basic.total_elements).toBe(5);
      expect(basic.tag_values).toEqual(['chnl_perf_report_builder', 'chnl_perf_insights', 'mod_intel']);
    });

    it('pages the results: last page, past the end, page size bounds', async () => {
      const first = await search({ search_field: 'amount', page_number: 0, page_size: 4 });
      expect(first).toMatchObject({ total_elements: 9, total_pages: 3 });
      const all = await search({ search_field: 'amount', page_size: 100 });
      const last = await search({ search_field: 'amount', page_number: 2, page_size: 4 });
      expect(names(last)).toEqual(names(all).slice(8));
      const past = await search({ search_field: 'amount', page_number: 3, page_size: 4 });
      expect(past).toMatchObject({ match_lists: [], total_elements: 9, total_pages: 3 });
      for (const page_size of [0, 101]) {
        const res = await post('/search-glossaries', { search_field: 'amount', page_size });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe(ERROR_CODES.validation);
      }
    });

    it("refuses a term under 3 characters with the spec's message, and other bad input as invalid", async () => {
      for (const search_field of ['sa', '  sa  ', '']) {
        const res = await post('/search-glossaries', { search_field });
        expect(res.statusCode, search_field).toBe(400);
        expect(res.json()).toEqual({
          status: 400,
          code: GLOSSARY_ERROR_CODES.searchTooShort,
          message: 'Please enter at least 3 characters',
        });
      }
      const missing = await post('/search-glossaries', undefined);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe(ERROR_CODES.validation);
      for (const body of [
        {},
        { search_field: 'sales', product_tag_value: 'not_a_product' },
        { search_field: 42 },
        { search_field: 'x'.repeat(201) },
      ]) {
        const res = await post('/search-glossaries', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe(ERROR_CODES.validation);
      }
    });
  });

  describe("definitions in the caller's language", () => {
    const definitionOf = (page: GlossaryPage, name: string) =>
      page.match_lists.find((m) => m.business_name === name)!.business_definition;

    it('answers es-MX to a Spanish-speaking user and fr-CA to a French-speaking one, else en-US', async () => {
      const mx = await search({ search_field: 'sales amount' }, 'admin.mx');
      expect(definitionOf(mx, 'Store Sales Amount')).toBe('Importe de ventas por tienda.');
      expect(definitionOf(mx, 'Store Sales Amount Last Year')).toBe('Importe de ventas por tienda del año pasado.');
      expect(definitionOf(mx, 'Sales Amount')).toBe('Sales Amount: the en-US definition.');
      const ca = await search({ search_field: 'sales amount' }, 'admin.ca');
      expect(definitionOf(ca, 'Store Sales Amount')).toBe('Montant des ventes par magasin.');
      expect(definitionOf(ca, 'Store Sales Amount Last Year')).toBe(
        'Store Sales Amount Last Year: the en-US definition.',
      );
      expect(definitionOf(ca, 'Online Sales Amount')).toBe('Ventes en ligne.');
      const us = await search({ search_field: 'sales amount' }, 'user');
      expect(definitionOf(us, 'Store Sales Amount')).toBe('Store Sales Amount: the en-US definition.');
    });

    it("follows a change of the user's language", async () => {
      const headers = asUser(await session('partner'), HOSTS.US);
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/users/partner/preferences',
        headers,
        payload: { language_code: 'es-MX' },
      });
      expect(change.statusCode, change.body).toBe(200);
      const res = await get(`/glossaries/${byName('Store Sales Amount').id}`, 'partner');
      expect(res.json<GlossaryItem>().business_definition).toBe('Importe de ventas por tienda.');
    });
  });

  describe('GET one element, tags and suggestions', () => {
    it('answers one element by id, and 404 for an unknown one', async () => {
      const res = await get(`/glossaries/${byName('Online Sales Amount').id}`, 'admin.ca');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: byName('Online Sales Amount').id,
        type: 'DATA_ELEMENT',
        business_name: 'Online Sales Amount',
        english_business_name: 'Online Sales Amount',
        // Defined in French, not named in French: the name shows in English, and says so.
        name_locale: 'en-US',
        business_definition: 'Ventes en ligne.',
        definition_locale: 'fr-CA',
        synonyms: [],
        dss_business_name: 'eCom Sales',
        technical_name: 'onln_sls_amt',
        glossary_tags: [
          { tag_name: 'datatype', tag_value: 'DECIMAL' },
          { tag_name: 'field_type', tag_value: 'Metric' },
          { tag_name: 'product', tag_value: 'digital_landscapes' },
        ],
        available_products: ['digital_landscapes'],
        availability: 'CHARTER_ONLY',
      });
      const unknown = await get('/glossaries/DE-000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe(ERROR_CODES.notFound);
    });

    it('answers the values of each tag', async () => {
      expect((await get('/tags?tag_name=product')).json()).toEqual({
        tag_name: 'product',
        tag_values: GLOSSARY_PRODUCT_TAGS.filter((tag) => FIXED.some((e) => e.products.includes(tag))),
      });
      expect((await get('/tags?tag_name=datatype')).json()).toEqual({
        tag_name: 'datatype',
        tag_values: ['DECIMAL', 'INTEGER'],
      });
      expect((await get('/tags?tag_name=field_type')).json()).toEqual({
        tag_name: 'field_type',
        tag_values: ['Dimension', 'Metric'],
      });
      expect((await get('/tags?tag_name=colour')).statusCode).toBe(400);
      expect((await get('/tags')).statusCode).toBe(400);
    });

    it('suggests business names that complete what is typed', async () => {
      expect((await get('/glossary-suggestions?q=sto')).json()).toEqual({
        suggestions: [
          'Store Inventory Amount',
          'Store On Hand Quantity',
          'Store Sales Amount',
          'Store Sales Amount Last Year',
          'In Stock Percent',
        ],
      });
      expect((await get('/glossary-suggestions?q=STO&limit=2')).json()).toEqual({
        suggestions: ['Store Inventory Amount', 'Store On Hand Quantity'],
      });
      expect((await get('/glossary-suggestions?q=count')).json()).toEqual({
        suggestions: ['Delivery Order Count', 'Pickup Order Count'],
      });
      expect((await get('/glossary-suggestions?q=')).statusCode).toBe(400);
      expect((await get('/glossary-suggestions?q=sto&limit=21')).statusCode).toBe(400);
    });
  });

  describe('POST export-glossaries', () => {
    const exported = async (body: unknown, loginId = 'user') => {
      const res = await post('/export-glossaries', body, loginId);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return { res, rows: await sheetRows(res) };
    };

    it('answers the search as a real .xlsx: attachment, translated header, every result in page order', async () => {
      const { res, rows } = await exported({ search_field: 'sales amount' });
      expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(res.headers['content-disposition']).toBe('attachment; filename="data_element_glossary_2026-11-22.xlsx"');
      expect(rows[0]).toEqual([
        'Business name',
        'Technical name',
        'DSS name',
        'Description',
        'Data type',
        'Field type',
        'Products',
        'Available to',
      ]);
      expect(rows.slice(1).map((r) => r[0])).toEqual(names(await search({ search_field: 'sales amount' })));
      expect(rows.find((r) => r[0] === 'Store Sales Amount')).toEqual([
        'Store Sales Amount',
        'str_sls_amt',
        'POS Sales',
        'Store Sales Amount: the en-US definition.',
        'DECIMAL',
        'Metric',
        'Report Builder | Channel Insights',
        'All users',
      ]);
      expect(rows.find((r) => r[0] === 'Sales Amount')![2]).toBe('');
      expect(rows.find((r) => r[0] === 'Online Sales Amount')![7]).toBe('Charter users only');
    });

    it('freezes the header row and sets column widths; the file is sent as it is (a zip), never compressed again', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${BASE}/export-glossaries`,
        headers: { ...asUser(await session('user'), HOSTS.US), 'accept-encoding': 'gzip, br' },
        payload: { search_field: 'sales amount' },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe('Data dictionary');
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getColumn(1).width).toBe(40);
      expect(sheet.getColumn(4).width).toBe(100);
      expect(sheet.getCell('A1').font?.bold).toBe(true);
      expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    });

    it('speaks the caller’s language, field types included (definitions falling back to en-US)', async () => {
      const { rows } = await exported({ search_field: 'store sales amount' }, 'admin.mx');
      expect(rows[0]).toEqual([
        'Nombre de negocio',
        'Nombre técnico',
        'Nombre en DSS',
        'Descripción',
        'Tipo de dato',
        'Tipo de campo',
        'Productos',
        'Disponible para',
      ]);
      expect(rows.slice(1).map((r) => [r[0], r[3], r[5], r[7]])).toEqual([
        ['Store Sales Amount', 'Importe de ventas por tienda.', 'Métrica', 'Todos los usuarios'],
        [
          'Store Sales Amount Last Year',
          'Importe de ventas por tienda del año pasado.',
          'Métrica',
          'Todos los usuarios',
        ],
      ]);
    });

    it('exports the whole dictionary, or one tier and product, in name order', async () => {
      const all = await exported({});
      expect(all.rows.slice(1).map((r) => r[0])).toEqual(SORTED_NAMES);
      const basic = await exported({ tier: 'basic' }, 'basic');
      expect(basic.rows).toHaveLength(BASIC_COUNT + 1);
      expect(basic.rows.slice(1).every((r) => r[7] === 'All users')).toBe(true);
      const mod = await exported({ product_tag_value: 'mod_intel' });
      expect(mod.rows.slice(1).map((r) => r[0])).toEqual([
        'Inventory Turns',
        'Store Inventory Amount',
        'Store Sales Amount Last Year',
      ]);
    });

    it('refuses a search under 3 characters and bad filters', async () => {
      const short = await post('/export-glossaries', { search_field: 'ab' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        code: GLOSSARY_ERROR_CODES.searchTooShort,
        message: 'Please enter at least 3 characters',
      });
      const bad = await post('/export-glossaries', { product_tag_value: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe(ERROR_CODES.validation);
    });
  });

  describe('the search index follows the stored version', () => {
    const added = element('Planogram Facings', 'plngrm_fcngs', 'POG Facings', {
      datatype: 'INTEGER',
      products: ['chnl_perf_report_builder'],
    });

    it('answers from the index until the version changes, then rebuilds', async () => {
      await insertElements(t.ctx.db, [added], t.clock.now().toISOString());
      expect((await search({ search_field: 'planogram' })).total_elements).toBe(0);
      expect((await get(`/glossaries/${added.id}`)).statusCode).toBe(200); // one element is read from the database
      await bumpVersion(t.ctx.db, t.clock.now().toISOString());
      const found = await search({ search_field: 'planogram' });
      expect(names(found)).toEqual(['Planogram Facings']);
      expect(names(await search({ search_field: 'pog facings' }))).toEqual(['Planogram Facings']);
    });

    it('keeps a second server on the same database consistent', async () => {
      try {
        await withSecondServer(t, async (second) => {
          expect((await search({ search_field: 'planogram' }, 'user', second)).total_elements).toBe(1);
          await replaceGlossary(FIXED.slice(0, 3));
          expect((await search({ search_field: 'planogram' }, 'user', second)).total_elements).toBe(0);
          expect((await search({ search_field: 'amount' }, 'user', second)).total_elements).toBe(3);
          expect((await search({ search_field: 'amount' }, 'user')).total_elements).toBe(3);
        });
      } finally {
        await replaceGlossary(FIXED);
      }
    });

    it('checks the version at most once per interval, and rebuilds once for concurrent callers', async () => {
      let now = 0;
      const holder = new GlossaryIndexHolder(t.ctx.db, t.ctx.dialect, { checkIntervalMs: 1000, now: () => now });
      const first = await holder.current();
      await bumpVersion(t.ctx.db, t.clock.now().toISOString());
      now = 999;
      expect(await holder.current()).toBe(first);
      now = 1000;
      const [a, b] = await Promise.all([holder.current(), holder.current()]);
      expect(a).not.toBe(first);
      expect(b).toBe(a);
      expect(a.version).toBe(first.version + 1);
    });
  });

  describe("the dictionary in the user's language (issue 14)", () => {
    /** An element named and defined in three languages, with synonyms. */
    const translated = (
      names: [en: string, es: string, fr: string],
      technical: string,
      definitions: [en: string, es: string, fr: string],
      synonyms: GlossaryElement['synonyms'] = {},
    ): GlossaryElement => ({
      ...element(names[0], technical, null),
      names: { 'es-MX': names[1], 'fr-CA': names[2] },
      definitions: { 'en-US': definitions[0], 'es-MX': definitions[1], 'fr-CA': definitions[2] },
      synonyms,
    });
    const LANGUAGES: GlossaryElement[] = [
      translated(
        ['Sales Amount', 'Importe de ventas', 'Montant des ventes'],
        'sls_amt',
        ['Retail dollars scanned at the register.', 'Importe escaneado en caja.', 'Dollars enregistrés à la caisse.'],
        { 'en-US': ['Revenue', 'Turnover'], 'es-MX': ['Ingresos'], 'fr-CA': ['Chiffre d’affaires'] },
      ),
      translated(
        ['Store Sales Amount', 'Importe de ventas por tienda', 'Montant des ventes par magasin'],
        'str_sls_amt',
        ['Sales amount for each store.', 'Importe de ventas por tienda.', 'Montant des ventes par magasin.'],
      ),
      translated(['Returns Amount', 'Importe de devoluciones', 'Montant des retours'], 'rtn_amt', [
        'Dollars refunded for returned merchandise: revenue given back.',
        'Importe reembolsado por mercancía devuelta.',
        'Montant remboursé pour la marchandise retournée après la vente.',
      ]),
      translated(['Average Retail Price', 'Precio promedio al público', 'Prix de détail moyen'], 'avg_rtl_prc', [
        'Average shelf price.',
        'Precio promedio de anaquel.',
        'Prix moyen affiché pour la vente.',
      ]),
      // Not translated: shown in English to Spanish and French users, who are told so.
      element('Inventory Turns', 'invn_trns', null),
    ];
    const id = (name: string) => LANGUAGES.find((e) => e.business_name === name)!.id;
    const hit = (page: GlossaryPage, englishName: string) =>
      page.match_lists.find((m) => m.english_business_name === englishName);

    beforeAll(async () => {
      await replaceGlossary(LANGUAGES);
    });
    afterAll(async () => {
      await replaceGlossary(FIXED);
    });

    it("finds a name in the user's language ('vente' for a French user), names above definitions", async () => {
      const page = await search({ search_field: 'vente' }, 'admin.ca');
      expect(page.match_lists.map((m) => m.business_name)).toEqual([
        'Montant des ventes',
        'Montant des ventes par magasin',
        // Only their French definitions say "vente": below every name.
        'Montant des retours',
        'Prix de détail moyen',
      ]);
      expect(page.match_lists[0]!.match).toEqual({ field: 'business_name', kind: 'word', text: 'vente' });
      expect(page.match_lists[2]!.match).toEqual({ field: 'business_definition', kind: 'word', text: 'vente' });
      expect(page.match_lists[0]).toMatchObject({
        english_business_name: 'Sales Amount',
        name_locale: 'fr-CA',
        definition_locale: 'fr-CA',
        business_definition: 'Dollars enregistrés à la caisse.',
      });
      // The English name still finds it, and says it matched the English name.
      const english = await search({ search_field: 'sales amount' }, 'admin.ca');
      expect(english.match_lists[0]).toMatchObject({
        business_name: 'Montant des ventes',
        match: { field: 'english_business_name', kind: 'exact', text: 'Sales Amount' },
      });
      // An English speaker's search does not look at the French names.
      const us = await search({ search_field: 'montant' }, 'user');
      expect(us.match_lists.map((m) => m.business_name)).toEqual([]);
      // A Spanish speaker's does look at the Spanish ones.
      const mx = await search({ search_field: 'importe de ventas' }, 'admin.mx');
      expect(mx.match_lists.map((m) => m.business_name)).toEqual(['Importe de ventas', 'Importe de ventas por tienda']);
      expect(mx.match_lists[0]!.match).toEqual({ field: 'business_name', kind: 'exact', text: 'Importe de ventas' });
    });

    it("finds synonyms ('revenue' finds Sales Amount), above a definition that uses the word", async () => {
      const page = await search({ search_field: 'revenue' }, 'user');
      expect(page.match_lists.map((m) => m.business_name)).toEqual(['Sales Amount', 'Returns Amount']);
      expect(page.match_lists[0]!.match).toEqual({ field: 'synonym', kind: 'exact', text: 'Revenue' });
      expect(page.match_lists[1]!.match).toEqual({ field: 'business_definition', kind: 'word', text: 'revenue' });
      expect(page.match_lists[0]!.synonyms).toEqual(['Revenue', 'Turnover']);
      // The French synonym for a French user, who is shown French synonyms first, then English ones.
      const ca = await search({ search_field: 'chiffre d’affaires' }, 'admin.ca');
      expect(ca.match_lists.map((m) => m.business_name)).toEqual(['Montant des ventes']);
      expect(ca.match_lists[0]!.synonyms).toEqual(['Chiffre d’affaires', 'Revenue', 'Turnover']);
      const one = await get(`/glossaries/${id('Sales Amount')}`, 'admin.mx');
      expect(one.json<GlossaryItem>()).toMatchObject({
        business_name: 'Importe de ventas',
        synonyms: ['Ingresos', 'Revenue', 'Turnover'],
      });
    });

    it('falls back to English, visibly, where an element is not translated', async () => {
      const one = await get(`/glossaries/${id('Inventory Turns')}`, 'admin.ca');
      expect(one.json<GlossaryItem>()).toMatchObject({
        business_name: 'Inventory Turns',
        english_business_name: 'Inventory Turns',
        name_locale: 'en-US',
        business_definition: 'Inventory Turns: the en-US definition.',
        definition_locale: 'en-US',
      });
      const page = await search({ search_field: 'inventory' }, 'admin.mx');
      expect(hit(page, 'Inventory Turns')).toMatchObject({ name_locale: 'en-US', definition_locale: 'en-US' });
    });

    it('lists in the order of the names in the language', async () => {
      const fr = await list('page_number=0&page_size=10', 'admin.ca');
      expect(fr.match_lists.map((m) => m.business_name)).toEqual([
        'Inventory Turns',
        'Montant des retours',
        'Montant des ventes',
        'Montant des ventes par magasin',
        'Prix de détail moyen',
      ]);
    });

    it('says how many results the product filter left out, so the page can tell the filter emptied the list', async () => {
      const filtered = await search({ search_field: 'vente', product_tag_value: 'mod_intel' }, 'admin.ca');
      expect(filtered).toMatchObject({ total_elements: 0, unfiltered_total: 4 });
      expect(filtered.tag_values).toEqual(['chnl_perf_report_builder']);
      const none = await search({ search_field: 'planogram' }, 'admin.ca');
      expect(none).toMatchObject({ total_elements: 0, unfiltered_total: 0 });
      const listed = await list('page_number=0&page_size=10&product_tag=mod_intel', 'admin.ca');
      expect(listed).toMatchObject({ total_elements: 0, unfiltered_total: LANGUAGES.length });
    });

    it("suggests names in the user's language as typed", async () => {
      const res = await get('/glossary-suggestions?q=montant', 'admin.ca');
      expect(res.json()).toEqual({
        suggestions: ['Montant des retours', 'Montant des ventes', 'Montant des ventes par magasin'],
      });
      const english = await get('/glossary-suggestions?q=sales', 'admin.ca');
      expect(english.json()).toEqual({ suggestions: ['Sales Amount', 'Store Sales Amount'] });
    });

    it('exports names and definitions in the language', async () => {
      const res = await post('/export-glossaries', { search_field: 'revenue' }, 'admin.ca');
      expect(res.statusCode).toBe(200);
      const rows = await sheetRows(res);
      expect(rows[1]!.slice(0, 4)).toEqual(['Montant des ventes', 'sls_amt', '', 'Dollars enregistrés à la caisse.']);
    });
  });
});

/** The cells of the first sheet of an .xlsx answer, as text ('' for an empty cell). */
async function sheetRows(res: LightMyRequestResponse): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: string[] = [];
    for (let c = 1; c <= 8; c += 1) values.push(row.getCell(c).text ?? '');
    rows.push(values);
  });
  return rows;
}
