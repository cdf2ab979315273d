import { globalStatusChangeSchema, globalUserPageSchema, type GlobalUserQuery } from '@portal/contract/global-users';
import { LOCALE_COOKIE } from '@portal/contract/locale';
import { GROUPS } from '@portal/contract/permissions';
import { PERSONA_CODES } from '@portal/contract/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { exportGlobalUsers } from './global-users.service.js';

/**
 * People of their own, across markets and tabs, so each tab, filter and order has exact answers: a supplier on each
 * market (Érablière Gagnon on CA), an agency working for the US one, and internal staff of the three internal tabs.
 */
const COMPANIES = [
  { key: 'us', market: 'US', name: 'Zephyr Orchards', type: 'SUPPLIER' },
  { key: 'mx', market: 'MX', name: 'Huerta Hernández', type: 'SUPPLIER' },
  { key: 'ca', market: 'CA', name: 'Érablière Gagnon', type: 'SUPPLIER' },
  { key: 'agency', market: 'US', name: 'Zeta Insights Agency', type: 'THIRD_PARTY_AGENCY' },
] as const;

type Person = {
  login: string;
  first: string;
  last: string;
  company?: (typeof COMPANIES)[number]['key'];
  group?: string;
  persona?: number;
  sbu?: string;
  buo?: string;
  thirdParty?: boolean;
  lastLogin?: string;
  products?: string[];
};
const PEOPLE: Person[] = [
  {
    login: 'gx.ana',
    first: 'Ana',
    last: 'Zúñiga',
    company: 'us',
    group: GROUPS.admin,
    lastLogin: '2026-11-01T00:00:00Z',
  },
  { login: 'gx.bo', first: 'Bo', last: 'Zamora', company: 'us', products: ['REPORT_BUILDER'] },
  { login: 'gx.lucia', first: 'Lucía', last: 'Hernández', company: 'mx' },
  { login: 'gx.eloise', first: 'Éloïse', last: 'Cœur', company: 'ca', lastLogin: '2026-11-02T00:00:00Z' },
  { login: 'gx.ines', first: 'Inés', last: 'Zapata', company: 'agency', thirdParty: true },
  { login: 'gx.staff', first: 'Zora', last: 'Internal', group: GROUPS.supportAgent },
  {
    login: 'gx.merch',
    first: 'Zack',
    last: 'Merchant',
    group: GROUPS.merchant,
    persona: PERSONA_CODES.merchant,
    sbu: 'GROCERY',
  },
  {
    login: 'gx.merch2',
    first: 'Zelda',
    last: 'Buyer',
    group: GROUPS.merchant,
    persona: PERSONA_CODES.merchant,
    sbu: 'APPAREL',
  },
  { login: 'gx.ap', first: 'Zed', last: 'Guard', persona: PERSONA_CODES.assetProtection, buo: 'BUO-4411' },
];

describe(`global user management (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const companyIds = new Map<string, number>();
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    for (const [n, c] of COMPANIES.entries()) {
      const { id } = await db
        .insertInto('companies')
        .values({
          market: c.market,
          name: c.name,
          type: c.type,
          account_type: 'charter',
          status: 'ACTIVE',
          primary_contact_email: `owner@${c.key}.gx.example`,
          tenant_id: 996_000 + n,
          site_id: null,
          business_code: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.set(c.key, id);
    }
    await db
      .insertInto('company_associations')
      .values({
        supplier_company_id: companyIds.get('us')!,
        agency_company_id: companyIds.get('agency')!,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const groups = new Map((await db.selectFrom('groups').select(['id', 'name']).execute()).map((g) => [g.name, g.id]));
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('login_id', '=', 'admin')
      .executeTakeFirstOrThrow();
    for (const p of PEOPLE) {
      const { id } = await db
        .insertInto('users')
        .values({
          login_id: p.login,
          first_name: p.first,
          last_name: p.last,
          email: `${p.login}@gx.example`,
          user_type: p.company ? 'EXTERNAL' : 'INTERNAL',
          third_party_user: p.thirdParty ? 1 : 0,
          company_id: p.company ? companyIds.get(p.company)! : null,
          group_id: groups.get(p.group ?? GROUPS.regularUser)!,
          persona_access_codes: JSON.stringify(p.persona ? [p.persona] : []),
          access_class: 'UI',
          status: 'ACTIVE',
          last_login_at: p.lastLogin ?? null,
          registration_completed: 1,
          password_hash,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
          sbu: p.sbu ?? null,
          buo_area_number: p.buo ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const code of p.products ?? []) {
        await db
          .insertInto('user_products')
          .values({ user_id: id, product_code: code, access_status: 'ACCESS_COMPLETE', updated_at: '2026-01-01' })
          .execute();
      }
    }
  });
  afterAll(() => t.close());

  async function headersOf(loginId: string, host: string = HOSTS.US) {
    const key = `${loginId}@${host}`;
    if (!cookies.has(key)) cookies.set(key, await t.signIn(loginId, host));
    return asUser(cookies.get(key)!, host);
  }
  const post = async (url: string, payload: object, as = 'superadmin') =>
    t.app.inject({ method: 'POST', url, headers: await headersOf(as), payload });
  const page = async (query: GlobalUserQuery) => {
    const res = await post('/api/users', query);
    expect(res.statusCode, res.body).toBe(200);
    return globalUserPageSchema.parse(res.json());
  };
  /** The login ids of the test's own people a query finds (the demo's people are there too). */
  const logins = async (query: GlobalUserQuery) =>
    (await page({ pageSize: 100, ...query })).items.map((r) => r.loginId).filter((id) => id.startsWith('gx.'));

  it('lists each tab with its own people and columns', async () => {
    // Sorted by code point, as every table (decision 051): 'É' after 'L'.
    expect(await logins({ userType: 'EXTERNAL', search: 'gx.' })).toEqual([
      'gx.ana',
      'gx.bo',
      'gx.ines',
      'gx.lucia',
      'gx.eloise',
    ]);
    expect(await logins({ userType: 'INTERNAL', search: 'gx.' })).toEqual(['gx.staff']);
    expect(await logins({ userType: 'INTERNAL_MERCHANT', search: 'gx.' })).toEqual(['gx.merch', 'gx.merch2']);
    expect(await logins({ userType: 'INTERNAL_ASSET_PROTECTION', search: 'gx.' })).toEqual(['gx.ap']);

    const external = await page({ userType: 'EXTERNAL', search: 'gx.bo' });
    expect(external.items).toEqual([
      {
        loginId: 'gx.bo',
        firstName: 'Bo',
        lastName: 'Zamora',
        email: 'gx.bo@gx.example',
        companyName: 'Zephyr Orchards',
        companyType: 'SUPPLIER',
        thirdPartyCompanyName: null,
        appAccess: ['Report Builder'],
        role: 'regularUser',
        lastLogin: null,
        status: 'ACTIVE',
        market: 'US',
      },
    ]);
    const agency = await page({ userType: 'EXTERNAL', search: 'gx.ines' });
    expect(agency.items[0]).toMatchObject({
      companyName: 'Zeta Insights Agency',
      thirdPartyCompanyName: 'Zephyr Orchards',
    });
    const merchants = await page({ userType: 'INTERNAL_MERCHANT', search: 'gx.merch2' });
    expect(merchants.items).toEqual([
      {
        loginId: 'gx.merch2',
        name: 'Zelda Buyer',
        email: 'gx.merch2@gx.example',
        appAccess: [],
        role: 'merchant',
        sbu: 'APPAREL',
        buoAreaNumber: null,
        status: 'ACTIVE',
      },
    ]);
    expect((await page({ userType: 'INTERNAL_ASSET_PROTECTION', search: '4411' })).items[0]?.loginId).toBe('gx.ap');
  });

  it('gives each tab people of the demo, accented names included', async () => {
    const tab = async (userType: GlobalUserQuery['userType'], search: string) =>
      (await page({ userType, search, pageSize: 100 })).items.map((r) => r.loginId);
    expect(await tab('INTERNAL_MERCHANT', 'HERNANDEZ')).toEqual(['staff.jose.hernandez']);
    expect(await tab('INTERNAL_MERCHANT', 'merchant')).toContain('merchant');
    expect(await tab('INTERNAL_ASSET_PROTECTION', 'côté')).toEqual(['staff.francois.cote']);
    expect(await tab('INTERNAL_ASSET_PROTECTION', 'BUO-1042')).toEqual(['staff.dana.okafor', 'assetprotection']);
    expect(await tab('INTERNAL', 'pena')).toEqual(['staff.raul.pena']);
    const markets = new Set(
      (await page({ userType: 'EXTERNAL', pageSize: 100 })).items.flatMap((r) => ('market' in r ? [r.market] : [])),
    );
    expect([...markets].sort()).toEqual(['CA', 'MX', 'US']);
  });

  it('narrows by every filter', async () => {
    const external = (filters: GlobalUserQuery['filters']) => logins({ userType: 'EXTERNAL', search: 'gx.', filters });
    expect(await external({ roles: ['admin'] })).toEqual(['gx.ana']);
    expect(await external({ attributes: ['THIRD_PARTY_USER'] })).toEqual(['gx.ines']);
    expect(await external({ attributes: ['NEVER_SIGNED_IN'] })).toEqual(['gx.bo', 'gx.ines', 'gx.lucia']);
    expect(await external({ markets: ['MX', 'CA'] })).toEqual(['gx.lucia', 'gx.eloise']);
    expect(await external({ companies: [companyIds.get('ca')!] })).toEqual(['gx.eloise']);
    const mxAndCa = [companyIds.get('mx')!, companyIds.get('ca')!];
    expect(await external({ companies: mxAndCa })).toEqual(['gx.lucia', 'gx.eloise']);
    expect(await external({ companies: mxAndCa, statuses: ['ACTIVE'] })).toEqual(['gx.lucia', 'gx.eloise']);
    expect(await external({ companyTypes: ['THIRD_PARTY_AGENCY'] })).toEqual(['gx.ines']);
    expect(await external({ products: ['REPORT_BUILDER'] })).toEqual(['gx.bo']);
    expect(await external({ statuses: ['BLOCKED'] })).toEqual([]);
    expect(await external({ markets: ['US'], roles: ['regularUser'] })).toEqual(['gx.bo', 'gx.ines']);
    expect(await logins({ userType: 'INTERNAL_MERCHANT', search: 'gx.', filters: { sbu: ['GROCERY'] } })).toEqual([
      'gx.merch',
    ]);
  });

  it('finds people by name, e-mail and login id, folding case and accents alike', async () => {
    const found = (search: string) => logins({ userType: 'EXTERNAL', search });
    expect(await found('HERNANDEZ')).toEqual(['gx.lucia']);
    expect(await found('hernández')).toEqual(['gx.lucia']);
    expect(await found('lucia')).toEqual(['gx.lucia']);
    expect(await found('coeur')).toEqual(['gx.eloise']);
    expect(await found('ÉLOÏSE')).toEqual(['gx.eloise']);
    expect(await found('gx.ines@gx')).toEqual(['gx.ines']);
    expect(await found('zuniga')).toEqual(['gx.ana']);
  });

  it('sorts by each column either way, ties by id', async () => {
    const byCompany = await logins({ userType: 'EXTERNAL', search: 'gx.', sortBy: 'companyName', sortOrder: 'asc' });
    expect(byCompany).toEqual(['gx.lucia', 'gx.ana', 'gx.bo', 'gx.ines', 'gx.eloise']);
    const byLogin = await logins({ userType: 'EXTERNAL', search: 'gx.', sortBy: 'lastLogin', sortOrder: 'desc' });
    expect(byLogin.slice(0, 2)).toEqual(['gx.eloise', 'gx.ana']);
    const byLastName = await logins({ userType: 'EXTERNAL', search: 'gx.', sortBy: 'lastName', sortOrder: 'desc' });
    expect(byLastName).toEqual(['gx.ana', 'gx.ines', 'gx.bo', 'gx.lucia', 'gx.eloise']);
    const bySbu = await logins({ userType: 'INTERNAL_MERCHANT', search: 'gx.', sortBy: 'sbu', sortOrder: 'desc' });
    expect(bySbu).toEqual(['gx.merch', 'gx.merch2']);
    const res = await post('/api/users', { userType: 'INTERNAL_MERCHANT', sortBy: 'companyName' });
    expect(res.statusCode).toBe(400);
  });

  it('caps the total, and pages within it', async () => {
    const first = await page({ userType: 'EXTERNAL', pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.totalIsCapped).toBe(false);
    const few = await t.ctx.userSearch.page(
      { directory: 'EXTERNAL', search: 'gx.', ...NO_FILTERS },
      { column: 'first_name', direction: 'asc' },
      { offset: 2, limit: 2 },
      { cap: 3 },
    );
    expect(few).toMatchObject({ total: 3, totalIsCapped: true });
    // The third match by first name (code point order: 'Éloïse' is last), not the last of them all.
    expect(few.rows.map((r) => r.login_id)).toEqual(['gx.ines']);
  });

  it('finds by the trigram index the users the walk of the order finds by testing each, folded', async () => {
    const terms = [
      ['EXTERNAL', 'HERNANDEZ'],
      ['EXTERNAL', 'zúñ'],
      ['EXTERNAL', 'gx.'],
      ['EXTERNAL', 'COEUR'],
      ['EXTERNAL', 'nobody-like-this'],
      ['INTERNAL_MERCHANT', 'erch'],
      ['INTERNAL_ASSET_PROTECTION', 'buo-44'],
      ['INTERNAL_ASSET_PROTECTION', 'guard'],
    ] as const;
    for (const [directory, search] of terms) {
      const filter = { directory, search, ...NO_FILTERS };
      const order = { column: 'first_name', direction: 'asc' } as const;
      const found = await t.ctx.userSearch.page(filter, order, { offset: 0, limit: 100 });
      // The export's users are read in the order, each tested with the search's own test.
      const walked = await t.ctx.userSearch.directoryRows(await t.ctx.userSearch.directoryIds(filter, order));
      expect(
        found.rows.map((r) => r.login_id),
        `${directory} ${search}`,
      ).toEqual(walked.map((r) => r.login_id));
      expect(found.total).toBe(walked.length);
    }
    const gx = await t.ctx.userSearch.directoryIds({ directory: 'EXTERNAL', search: 'gx.', ...NO_FILTERS }, ORDER);
    expect(gx.length).toBeGreaterThan(1);
    // More matches than are sorted (one): the first page is walked off the order, with the same first user.
    const walkedPage = await t.ctx.userSearch.page(
      { directory: 'EXTERNAL', search: 'gx.', ...NO_FILTERS },
      ORDER,
      { offset: 0, limit: 1 },
      { cap: 1, sortedUpTo: 1 },
    );
    expect(walkedPage).toMatchObject({ total: 1, totalIsCapped: true });
    expect(walkedPage.rows.map((r) => r.id)).toEqual([gx[0]]);
  });

  it('reads an internal tab’s matches sorted at once, beyond the external tab’s number', async () => {
    const filter = { directory: 'INTERNAL_MERCHANT', search: 'erch', ...NO_FILTERS } as const;
    const all = await t.ctx.userSearch.directoryIds(filter, ORDER);
    expect(all.length).toBeGreaterThan(1);
    for (const limits of [
      { cap: 1, sortedUpTo: 1 },
      { cap: 1, sortedUpTo: 1, allMatches: 1, walkBudget: 0 },
    ]) {
      const page = await t.ctx.userSearch.page(filter, ORDER, { offset: 0, limit: 1 }, limits);
      expect(page, JSON.stringify(limits)).toMatchObject({ total: 1, totalIsCapped: true });
      expect(page.rows.map((r) => r.id)).toEqual([all[0]]);
    }
  });

  it('answers a page past a search’s matches with none of them and their total', async () => {
    const filter = { directory: 'EXTERNAL', search: 'gx.', ...NO_FILTERS } as const;
    const all = await t.ctx.userSearch.directoryIds(filter, ORDER);
    const past = await t.ctx.userSearch.page(filter, ORDER, { offset: all.length + 5, limit: 10 });
    expect(past).toMatchObject({ rows: [], total: all.length, totalIsCapped: false });
  });

  it('reads a capped page by a bounded walk, else from all the matches, else by the walk to the page', async () => {
    const filter = { directory: 'EXTERNAL', search: 'gx.', ...NO_FILTERS } as const;
    const ways = [{ walkBudget: 100 }, { walkBudget: 0 }, { walkBudget: 0, allMatches: 1 }];
    const orders = [ORDER, { column: 'last_login_at', direction: 'desc' } as const];
    for (const order of orders) {
      const gx = await t.ctx.userSearch.directoryIds(filter, order);
      expect(gx.length).toBeGreaterThan(3);
      for (const way of ways) {
        for (const offset of [0, 1, 2]) {
          const window = { offset, limit: 1 };
          const capped = await t.ctx.userSearch.page(filter, order, window, { cap: 3, sortedUpTo: 1, ...way });
          expect(capped.totalIsCapped).toBe(true);
          expect(
            capped.rows.map((r) => r.id),
            `${order.column} ${JSON.stringify(way)} at ${offset}`,
          ).toEqual([gx[offset]]);
        }
      }
    }
  });

  it('exports exactly the filtered set, in the caller language', async () => {
    const headers = await headersOf('superadmin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/export',
      headers: { ...headers, cookie: `${headers.cookie}; ${LOCALE_COOKIE}=fr-CA` },
      payload: { userType: 'EXTERNAL', search: 'gx.', filters: { markets: ['US'] }, sortBy: 'email', sortOrder: 'asc' },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="global_users_external_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const rows = await sheetRows(res.rawPayload);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['gx.ana', 'gx.bo', 'gx.ines']);
    expect(rows[0]?.[0]).toBe('Prénom');
    expect(rows.find((r) => r[3] === 'gx.ana')!.slice(8, 12)).toEqual(['Administrateur', '01-11-2026', 'Actif', 'US']);
  });

  it('exports batch by batch, meeting each user once in the order of the pages', async () => {
    const body = { userType: 'EXTERNAL', search: 'gx.', sortBy: 'lastName', sortOrder: 'desc', filters: {} } as const;
    const stream = await exportGlobalUsers(t.ctx, 'es-MX', { ...body, filters: NO_FILTERS }, 2);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const rows = await sheetRows(Buffer.concat(chunks));
    expect(rows[0]?.[0]).toBe('Nombre');
    expect(rows.slice(1).map((r) => r[3])).toEqual(['gx.ana', 'gx.ines', 'gx.bo', 'gx.lucia', 'gx.eloise']);
  });

  it('blocks across companies and markets, ending the sessions at once, and unblocks', async () => {
    const lucia = await headersOf('gx.lucia', HOSTS.MX);
    expect((await t.app.inject({ url: '/api/v1/identity/user-context', headers: lucia })).statusCode).toBe(200);
    const blocked = await post('/api/users/block', { loginIds: ['gx.lucia', 'GX.ELOISE'], reason: 'Left the company' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const change = globalStatusChangeSchema.parse(blocked.json());
    expect({ ...change, loginIds: change.loginIds.sort() }).toEqual({
      loginIds: ['gx.eloise', 'gx.lucia'],
      status: 'BLOCKED',
    });
    expect((await t.app.inject({ url: '/api/v1/identity/user-context', headers: lucia })).statusCode).toBe(401);
    expect(await logins({ userType: 'EXTERNAL', search: 'gx.', filters: { statuses: ['BLOCKED'] } })).toEqual([
      'gx.lucia',
      'gx.eloise',
    ]);
    const again = await post('/api/users/block', { loginIds: ['gx.lucia'], reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    const entries = await t.ctx.db
      .selectFrom('activity_log')
      .select(['event', 'actor', 'company_id'])
      .where('entity_id', '=', 'gx.lucia')
      .where('event', '=', 'BLOCK_USER')
      .execute();
    expect(entries).toEqual([{ event: 'BLOCK_USER', actor: 'superadmin', company_id: companyIds.get('mx')! }]);

    const unblocked = await post('/api/users/unblock', { loginIds: ['gx.lucia', 'gx.eloise'] });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(await logins({ userType: 'EXTERNAL', search: 'gx.', filters: { statuses: ['BLOCKED'] } })).toEqual([]);
    const unknown = await post('/api/users/block', { loginIds: ['gx.nobody'], reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect((await post('/api/users/block', { loginIds: ['gx.bo'], reason: ' ' })).statusCode).toBe(400);
  });

  it('refuses the spectator every change and export, and company admins everything', async () => {
    expect((await post('/api/users', { userType: 'EXTERNAL' }, 'spectator')).statusCode).toBe(200);
    expect((await post('/api/users/export', { userType: 'EXTERNAL' }, 'spectator')).statusCode).toBe(403);
    expect((await post('/api/users/block', { loginIds: ['gx.bo'], reason: 'x' }, 'spectator')).statusCode).toBe(403);
    expect((await post('/api/users', { userType: 'EXTERNAL' }, 'admin')).statusCode).toBe(403);
    expect((await post('/api/users/block', { loginIds: ['gx.bo'], reason: 'x' }, 'admin')).statusCode).toBe(403);
  });
});

const ORDER = { column: 'first_name', direction: 'asc' } as const;
const NO_FILTERS = {
  roles: [],
  attributes: [],
  sbu: [],
  products: [],
  companies: [],
  companyTypes: [],
  markets: [],
  statuses: [],
};
