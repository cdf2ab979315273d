import {
  actingContextSchema,
  COMPANY_ERROR_CODES,
  companyPageSchema,
  companyStatusesSchema,
  companyTypesSchema,
} from '@portal/contract/companies';
import { joinProductNames } from '@portal/contract/constants';
import { CSRF_HEADER } from '@portal/contract/identity';
import { ERROR_CODES } from '@portal/contract/errors';
import type { TenantType } from '@portal/contract/identity';
import type { Market } from '@portal/contract/markets';
import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompaniesTable } from '../../db/schema.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp, withSecondServer } from '../../test/helper.js';

/** Companies the tests add to the US market; every name and e-mail carries 'qa-zeta', which no demo company does. */
const ZETA = [
  { name: 'qa-zeta alpha', type: 'SUPPLIER', status: 'ACTIVE', email: 'e@qa-zeta.example' },
  { name: 'qa-zeta bravo', type: 'BASIC_VENDOR', status: 'SUSPENDED', email: 'd@qa-zeta.example' },
  { name: 'qa-zeta charlie', type: 'SUPPLIER', status: 'INACTIVE', email: 'c@qa-zeta.example' },
  { name: 'qa-zeta delta', type: 'THIRD_PARTY_AGENCY', status: 'ACTIVE', email: 'b@qa-zeta.example' },
  { name: 'qa-zeta echo', type: 'SUPPLIER', status: 'SUSPENDED', email: 'a@qa-zeta.example' },
] as const;

describe(`companies and the acting context (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const [i, c] of ZETA.entries()) {
      await t.ctx.db
        .insertInto('companies')
        .values({
          market: 'US',
          name: c.name,
          type: c.type,
          account_type: 'charter',
          status: c.status,
          primary_contact_email: c.email,
          tenant_id: 990_000 + i,
          site_id: null,
          business_code: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  async function headersOf(loginId: string, host: string = HOSTS.US): Promise<Record<string, string>> {
    if (!cookies.has(loginId)) cookies.set(loginId, await t.signIn(loginId, host));
    return asUser(cookies.get(loginId)!, host);
  }
  const get = async (url: string, as = 'superadmin', host: string = HOSTS.US) =>
    t.app.inject({ url, headers: await headersOf(as, host) });
  const list = async (query: string, as = 'superadmin', host: string = HOSTS.US) => {
    const res = await get(`/api/companies?${query}`, as, host);
    expect(res.statusCode, res.body).toBe(200);
    return companyPageSchema.parse(res.json());
  };
  const companyIdOf = async (name: string) =>
    (await t.ctx.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  describe('GET /api/companies', () => {
    it("lists the market's companies only, by name ascending unless told, 10 a page", async () => {
      const us = await t.ctx.db.selectFrom('companies').select('name').where('market', '=', 'US').execute();
      const page = await list('pageSize=100');
      expect(page.total).toBe(us.length);
      expect(page.items.map((r) => r.companyName).sort()).toEqual(us.map((r) => r.name).sort());
      expect(page.items.map((r) => r.companyName)).not.toContain('Bebidas La Sierra');
      const first = await list('');
      expect(first).toMatchObject({ page: 0, size: 10, total: us.length });
      expect(first.items).toHaveLength(10);

      const mx = await list('pageSize=100', 'superadmin', HOSTS.MX);
      expect(mx.items.map((r) => r.companyName)).toContain('Bebidas La Sierra');
      expect(mx.items.map((r) => r.companyName)).not.toContain('Acme Fresh Foods');
    });

    it('answers the company row, with the product names joined when showProducts is asked', async () => {
      const acme = await t.ctx.db
        .selectFrom('companies')
        .selectAll()
        .where('name', '=', 'Acme Fresh Foods')
        .executeTakeFirstOrThrow();
      const products = await t.ctx.db
        .selectFrom('company_products')
        .innerJoin('products', 'products.code', 'company_products.product_code')
        .select('products.name')
        .where('company_id', '=', acme.id)
        .orderBy('products.sort_order')
        .orderBy('products.code')
        .execute();
      expect(products.length).toBeGreaterThan(1);
      const [row] = (await list('search=Acme%20Fresh&showProducts=true')).items;
      expect(row).toEqual({
        companyId: acme.id,
        tenantId: acme.tenant_id,
        companyName: 'Acme Fresh Foods',
        status: 'ACTIVE',
        adminEmail: acme.primary_contact_email,
        uiCompanyType: 'SUPPLIER',
        subscribedProduct: joinProductNames(products.map((p) => p.name)),
      });
      const [plain] = (await list('search=Acme%20Fresh')).items;
      expect(plain).not.toHaveProperty('subscribedProduct');
    });

    it('searches by company name or admin e-mail, case-insensitively', async () => {
      expect((await list('search=QA-ZETA')).total).toBe(5);
      const byEmail = await list('search=c%40qa-zeta');
      expect(byEmail.items.map((r) => r.companyName)).toEqual(['qa-zeta charlie']);
      expect((await list('search=100%25')).total).toBe(0);
    });

    it('filters by company types and statuses (comma lists)', async () => {
      const suppliers = await list('search=qa-zeta&companyTypes=SUPPLIER,BASIC_VENDOR');
      expect(suppliers.items.map((r) => r.companyName)).toEqual([
        'qa-zeta alpha',
        'qa-zeta bravo',
        'qa-zeta charlie',
        'qa-zeta echo',
      ]);
      const suspended = await list('search=qa-zeta&companyTypes=SUPPLIER&statuses=SUSPENDED,INACTIVE');
      expect(suspended.items.map((r) => r.companyName)).toEqual(['qa-zeta charlie', 'qa-zeta echo']);
      expect(suspended.total).toBe(2);
    });

    it('sorts by each sortable column, either way, ties by id', async () => {
      const names = async (query: string) =>
        (await list(`search=qa-zeta&${query}`)).items.map((r) => r.companyName.replace('qa-zeta ', ''));
      expect(await names('sortBy=companyName&sortOrder=desc')).toEqual(['echo', 'delta', 'charlie', 'bravo', 'alpha']);
      expect(await names('sortBy=adminEmail&sortOrder=asc')).toEqual(['echo', 'delta', 'charlie', 'bravo', 'alpha']);
      expect(await names('sortBy=status&sortOrder=asc')).toEqual(['alpha', 'delta', 'charlie', 'bravo', 'echo']);
      expect(await names('sortBy=uiCompanyType&sortOrder=desc')).toEqual([
        'delta',
        'echo',
        'charlie',
        'alpha',
        'bravo',
      ]);
    });

    it('refuses an unknown or unsortable column, a bad size, type or status with 400', async () => {
      for (const query of [
        'sortBy=nope',
        'sortBy=subscribedProduct',
        'sortOrder=up',
        'pageSize=0',
        'pageSize=501',
        'page=-1',
        'companyTypes=SUPPLIER,NOPE',
        'statuses=GONE',
        'showProducts=yes',
      ]) {
        const res = await get(`/api/companies?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe(ERROR_CODES.validation);
      }
    });

    it('pages: the last page is short, a page past the end is empty with the total still right', async () => {
      const pages = await Promise.all([0, 1, 2, 9].map((p) => list(`search=qa-zeta&pageSize=2&page=${p}`)));
      expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1, 0]);
      expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);
      expect(pages[3]).toMatchObject({ page: 9, size: 2, items: [] });
      const big = await list('pageSize=500');
      expect(big.size).toBe(500);
    });

    it("breaks ties by id in the sort's direction, so paging one at a time meets every tied company once", async () => {
      const twins = [];
      for (const n of [0, 1, 2]) {
        const row = await t.ctx.db
          .insertInto('companies')
          .values({
            market: 'US',
            name: 'qa-tie twin',
            type: 'SUPPLIER',
            account_type: 'charter',
            status: 'ACTIVE',
            primary_contact_email: 'twin@qa-tie.example',
            tenant_id: 991_000 + n,
            site_id: null,
            business_code: null,
            created_at: '2026-01-01T00:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        twins.push(row.id);
      }
      const ascending = [...twins].sort((a, b) => a - b);
      for (const sortBy of ['companyName', 'status', 'adminEmail', 'uiCompanyType']) {
        for (const sortOrder of ['asc', 'desc']) {
          const ids = [];
          for (const page of [0, 1, 2]) {
            const one = await list(`search=qa-tie&pageSize=1&page=${page}&sortBy=${sortBy}&sortOrder=${sortOrder}`);
            ids.push(...one.items.map((r) => r.companyId));
          }
          expect(ids, `${sortBy} ${sortOrder}`).toEqual(sortOrder === 'asc' ? ascending : [...ascending].reverse());
        }
      }
    });

    it('answers, page after page, exactly the rows of one big page, for every sort and with filters', async () => {
      for (const sortBy of ['companyName', 'status', 'adminEmail', 'uiCompanyType']) {
        for (const filters of ['', '&companyTypes=SUPPLIER,THIRD_PARTY_AGENCY&statuses=ACTIVE,SUSPENDED']) {
          const query = `sortBy=${sortBy}&sortOrder=desc${filters}`;
          const whole = await list(`${query}&pageSize=500`);
          const walked = [];
          for (let page = 0; page * 3 < whole.total; page += 1) {
            walked.push(...(await list(`${query}&pageSize=3&page=${page}`)).items);
          }
          expect(walked, query).toEqual(whole.items);
          expect(whole.items.length, query).toBe(whole.total);
        }
      }
    });

    it('keeps the totals right as companies come, change market, type or status, and go (kept counts)', async () => {
      const views: { query: string; host: string; market: Market; types: TenantType[]; statuses: string[] }[] = [
        { query: 'pageSize=1', host: HOSTS.US, market: 'US', types: [], statuses: [] },
        {
          query: 'pageSize=1&companyTypes=BASIC_THIRD_PARTY_AGENCY&statuses=SUSPENDED',
          host: HOSTS.US,
          market: 'US',
          types: ['BASIC_THIRD_PARTY_AGENCY'],
          statuses: ['SUSPENDED'],
        },
        {
          query: 'pageSize=1&companyTypes=SUPPLIER&statuses=ACTIVE',
          host: HOSTS.US,
          market: 'US',
          types: ['SUPPLIER'],
          statuses: ['ACTIVE'],
        },
        { query: 'pageSize=1&statuses=ACTIVE', host: HOSTS.MX, market: 'MX', types: [], statuses: ['ACTIVE'] },
      ];
      const expectTotalsCounted = async (step: string) => {
        for (const view of views) {
          let rows = t.ctx.db.selectFrom('companies').select('id').where('market', '=', view.market);
          if (view.types.length > 0) rows = rows.where('type', 'in', view.types);
          if (view.statuses.length > 0) rows = rows.where('status', 'in', view.statuses);
          const counted = (await rows.execute()).length;
          expect((await list(view.query, 'superadmin', view.host)).total, `${step}: ${view.query}`).toBe(counted);
        }
      };
      await expectTotalsCounted('before');
      const { id } = await t.ctx.db
        .insertInto('companies')
        .values({
          market: 'US',
          name: 'qa-count newcomer',
          type: 'BASIC_THIRD_PARTY_AGENCY',
          account_type: 'basic',
          status: 'SUSPENDED',
          primary_contact_email: 'new@qa-count.example',
          tenant_id: 992_000,
          site_id: null,
          business_code: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await expectTotalsCounted('added');
      const change = async (step: string, values: Updateable<CompaniesTable>) => {
        await t.ctx.db.updateTable('companies').set(values).where('id', '=', id).execute();
        await expectTotalsCounted(step);
      };
      await change('type changed', { type: 'SUPPLIER' });
      await change('renamed only', { name: 'qa-count renamed' });
      await change('status changed', { status: 'ACTIVE' });
      await change('moved market', { market: 'MX' });
      await t.ctx.db.deleteFrom('companies').where('id', '=', id).execute();
      await expectTotalsCounted('removed');
    });

    it('is for holders of LIST COMPANY only: the spectator may, a company admin may not', async () => {
      expect((await list('search=qa-zeta', 'spectator')).total).toBe(5);
      for (const as of ['admin', 'user']) {
        const res = await get('/api/companies', as);
        expect(res.statusCode, as).toBe(403);
        expect(res.json().code).toBe(ERROR_CODES.forbidden);
      }
      expect((await t.app.inject({ url: '/api/companies', headers: { host: HOSTS.US } })).statusCode).toBe(401);
    });
  });

  describe('GET /api/companies/types and statuses', () => {
    it("answers the types and statuses the market's companies have, statuses narrowed by types", async () => {
      const types = companyTypesSchema.parse((await get('/api/companies/types')).json());
      expect(types.types).toEqual(['BASIC_THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'SUPPLIER', 'THIRD_PARTY_AGENCY']);
      const all = companyStatusesSchema.parse((await get('/api/companies/statuses')).json());
      expect(all.statuses).toEqual(['ACTIVE', 'INACTIVE', 'SUSPENDED']);
      const basic = companyStatusesSchema.parse(
        (await get('/api/companies/statuses?companyTypes=BASIC_VENDOR')).json(),
      );
      expect(basic.statuses).toEqual(['ACTIVE', 'SUSPENDED']);
      const agencies = await get('/api/companies/statuses?companyTypes=THIRD_PARTY_AGENCY', 'spectator');
      expect(agencies.json()).toEqual({ statuses: ['ACTIVE'] });
      const mx = await get('/api/companies/statuses', 'superadmin', HOSTS.MX);
      expect(mx.json()).toEqual({ statuses: ['ACTIVE'] });
      expect((await get('/api/companies/types', 'admin')).statusCode).toBe(403);
      expect((await get('/api/companies/statuses?companyTypes=NOPE')).statusCode).toBe(400);
    });

    it('knows the ACCOUNT company type (spec section 3): listed, filtered on and shown as a row', async () => {
      const { id } = await t.ctx.db
        .insertInto('companies')
        .values({
          market: 'CA',
          name: 'qa-zeta account',
          type: 'ACCOUNT',
          account_type: 'charter',
          status: 'ACTIVE',
          primary_contact_email: 'account@qa-zeta.example',
          tenant_id: 990_100,
          site_id: null,
          business_code: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const types = companyTypesSchema.parse((await get('/api/companies/types', 'superadmin', HOSTS.CA)).json());
        expect(types.types).toContain('ACCOUNT');
        const page = await list('companyTypes=ACCOUNT', 'superadmin', HOSTS.CA);
        expect(page.items.map((row) => [row.companyName, row.uiCompanyType])).toEqual([['qa-zeta account', 'ACCOUNT']]);
        const statuses = await get('/api/companies/statuses?companyTypes=ACCOUNT', 'superadmin', HOSTS.CA);
        expect(statuses.json()).toEqual({ statuses: ['ACTIVE'] });
      } finally {
        await t.ctx.db.deleteFrom('companies').where('id', '=', id).execute();
      }
    });
  });

  describe('acting context', () => {
    const userContext = async (cookie: string) => {
      const res = await t.app.inject({ url: '/api/v1/identity/user-context', headers: asUser(cookie) });
      return res.json().acting_tenant;
    };
    const call = (cookie: string, path: string, host: string = HOSTS.US) =>
      t.app.inject({ url: path, headers: asUser(cookie, host) });
    const entries = (actor: string) =>
      t.ctx.db
        .selectFrom('activity_log')
        .select(['event', 'company_id', 'entity_id', 'description'])
        .where('actor', '=', actor)
        .where('entity_type', '=', 'COMPANY')
        .orderBy('id')
        .execute();

    it('set, switch and reset change what the user context reports, and each writes the activity log', async () => {
      const cookie = await t.signIn('superadmin');
      const acme = await companyIdOf('Acme Fresh Foods');
      const summit = await companyIdOf('Summit Household Goods');
      expect(await userContext(cookie)).toBeNull();

      const set = await call(cookie, `/api/users/set-context?companyId=${acme}&reason=Ticket%20INC-4711`);
      expect(set.statusCode, set.body).toBe(200);
      expect(actingContextSchema.parse(set.json())).toMatchObject({
        acting_company_id: acme,
        acting_tenant: { name: 'Acme Fresh Foods', type: 'SUPPLIER' },
      });
      expect(await userContext(cookie)).toMatchObject({ name: 'Acme Fresh Foods' });

      const switched = await call(cookie, `/api/users/switch-context?companyId=${summit}`);
      expect(switched.statusCode, switched.body).toBe(200);
      expect(await userContext(cookie)).toMatchObject({ name: 'Summit Household Goods' });

      const reset = await call(cookie, '/api/users/reset-context');
      expect(reset.json()).toEqual({ acting_company_id: null, acting_tenant: null });
      expect(await userContext(cookie)).toBeNull();

      const log = await entries('superadmin');
      expect(log.map((e) => [e.event, e.company_id])).toEqual([
        ['SET_CONTEXT', acme],
        ['SWITCH_CONTEXT', summit],
        ['RESET_CONTEXT', summit],
      ]);
      expect(log[0]!.description).toContain('Ticket INC-4711');
      expect(log[0]!.description).toContain('Acme Fresh Foods');
    });

    it('makes company-scoped calls resolve to the acting company', async () => {
      const cookie = await t.signIn('superadmin');
      const prefs = () => call(cookie, '/api/users/user/preferences');
      expect((await prefs()).statusCode).toBe(404);
      await call(cookie, `/api/users/set-context?companyId=${await companyIdOf('Acme Fresh Foods')}`);
      expect((await prefs()).statusCode).toBe(200);
      await call(cookie, '/api/users/reset-context');
      expect((await prefs()).statusCode).toBe(404);
    });

    it("acts for the company only on its own market's host", async () => {
      const cookie = await t.signIn('superadmin');
      await call(cookie, `/api/users/set-context?companyId=${await companyIdOf('Acme Fresh Foods')}`);
      const prefs = (host: string) => call(cookie, '/api/users/user/preferences', host);
      expect((await prefs(HOSTS.US)).statusCode).toBe(200);
      expect((await prefs(HOSTS.MX)).statusCode).toBe(404);
      const mxContext = await call(cookie, '/api/v1/identity/user-context', HOSTS.MX);
      expect(mxContext.json().acting_tenant).toBeNull();
      await call(cookie, '/api/users/reset-context');
    });

    it("refuses another market's company and an unknown one with 404, and leaves the context as it was", async () => {
      const cookie = await t.signIn('superadmin');
      const acme = await companyIdOf('Acme Fresh Foods');
      await call(cookie, `/api/users/set-context?companyId=${acme}`);
      for (const id of [await companyIdOf('Bebidas La Sierra'), 999_999]) {
        const res = await call(cookie, `/api/users/set-context?companyId=${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe(ERROR_CODES.notFound);
        expect((await call(cookie, `/api/users/switch-context?companyId=${id}`)).statusCode).toBe(404);
      }
      expect(await userContext(cookie)).toMatchObject({ name: 'Acme Fresh Foods' });
    });

    it('switch needs a context set first (409); bad ids and over-long reasons are 400', async () => {
      const cookie = await t.signIn('superadmin');
      const acme = await companyIdOf('Acme Fresh Foods');
      const res = await call(cookie, `/api/users/switch-context?companyId=${acme}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(COMPANY_ERROR_CODES.noContext);
      for (const query of ['', 'companyId=abc', 'companyId=0', `companyId=${acme}&reason=${'x'.repeat(501)}`]) {
        expect((await call(cookie, `/api/users/set-context?${query}`)).statusCode, query).toBe(400);
      }
    });

    it('takes the anti-forgery header although the calls are GETs', async () => {
      const cookie = await t.signIn('superadmin');
      const acme = await companyIdOf('Acme Fresh Foods');
      for (const path of [`/api/users/set-context?companyId=${acme}`, '/api/users/reset-context']) {
        const headers = asUser(cookie);
        delete headers[CSRF_HEADER];
        const res = await t.app.inject({ url: path, headers });
        expect(res.statusCode, path).toBe(403);
        expect(res.json().code).toBe(ERROR_CODES.csrfMissing);
      }
      expect(await userContext(cookie)).toBeNull();
    });

    it('is for super admins, the view-only spectator included; anyone else is refused', async () => {
      const spectator = await t.signIn('spectator');
      const acme = await companyIdOf('Acme Fresh Foods');
      expect((await call(spectator, `/api/users/set-context?companyId=${acme}`)).statusCode).toBe(200);
      expect(await userContext(spectator)).toMatchObject({ name: 'Acme Fresh Foods' });
      expect((await call(spectator, '/api/users/reset-context')).statusCode).toBe(200);
      expect((await entries('spectator')).map((e) => e.event)).toEqual(['SET_CONTEXT', 'RESET_CONTEXT']);
      const admin = await t.signIn('admin');
      const refused = await call(admin, `/api/users/set-context?companyId=${acme}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(ERROR_CODES.forbidden);
    });

    it('lives on the server session: a second server over the same database sees each change', async () => {
      await withSecondServer(t, async (second) => {
        const cookie = await t.signIn('superadmin');
        const actingOn = async (server: typeof second) =>
          (await server.inject({ url: '/api/v1/identity/user-context', headers: asUser(cookie) })).json().acting_tenant;
        await call(cookie, `/api/users/set-context?companyId=${await companyIdOf('Acme Fresh Foods')}`);
        expect(await actingOn(second)).toMatchObject({ name: 'Acme Fresh Foods' });
        const reset = await second.inject({ url: '/api/users/reset-context', headers: asUser(cookie) });
        expect(reset.statusCode).toBe(200);
        expect(await actingOn(t.app)).toBeNull();
      });
    });
  });
});
