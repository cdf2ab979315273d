import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACCESS_REQUEST_ERROR_CODES,
  accessRequestListSchema,
  accessRequestSchema,
  accessSearchResponseSchema,
} from '@portal/contract/access-requests';
import { ERROR_CODES } from '@portal/contract/errors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { demoTenantIds } from '../../db/seed/demo.js';
import {
  asUser,
  createTestApp,
  DIALECT_UNDER_TEST,
  hostOfLogin,
  openTestDatabase,
  type TestApp,
} from '../../test/helper.js';

const TENANT = demoTenantIds();
const US_SUPPLIERS = [
  'Acme Fresh Foods',
  'Blue Ridge Beverage Co.',
  'Cedar Creek Pet Supply',
  'Golden Grain Bakery Co.',
  'Lakeshore Personal Care',
  'Pioneer Outdoor Gear',
  'Summit Household Goods',
];

describe(`access requests (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  /** An ordinary Summit user (signs in with the demo password like every demo account). */
  let summitUser: string;

  beforeAll(async () => {
    t = await createTestApp();
    const summit = await t.ctx.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select('users.login_id')
      .where('companies.name', '=', 'Summit Household Goods')
      .orderBy('users.id')
      .executeTakeFirstOrThrow();
    summitUser = summit.login_id;
  });
  afterAll(() => t.close());

  async function headersOf(loginId: string): Promise<Record<string, string>> {
    if (!cookies.has(loginId)) cookies.set(loginId, await t.signIn(loginId, hostOfLogin(loginId)));
    return asUser(cookies.get(loginId)!, hostOfLogin(loginId));
  }
  const search = async (as: string, query = '', of = as) =>
    t.app.inject({ url: `/api/v1/identity/users/${of}/access${query}`, headers: await headersOf(as) });
  const submit = async (as: string, body: unknown, of = as) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/identity/users/${of}/access-requests`,
      headers: await headersOf(as),
      payload: body as Record<string, unknown>,
    });
  const ownRequests = async (as: string, of = as) =>
    t.app.inject({ url: `/api/v1/identity/users/${of}/access-requests`, headers: await headersOf(as) });
  const offeredBy = async (companyName: string) =>
    (
      await t.ctx.db
        .selectFrom('company_products')
        .innerJoin('companies', 'companies.id', 'company_products.company_id')
        .innerJoin('products', 'products.code', 'company_products.product_code')
        .select(['products.code', 'products.name'])
        .where('companies.name', '=', companyName)
        .orderBy('products.sort_order')
        .execute()
    ).map((p) => ({ product_id: p.code, name: p.name }));
  const requestCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('access_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('companies one may ask for', () => {
    it('lists the market’s other suppliers by name, with their products and whether a request is pending', async () => {
      const res = await search('admin');
      expect(res.statusCode, res.body).toBe(200);
      const page = accessSearchResponseSchema.parse(res.json());
      expect(page.total).toBe(US_SUPPLIERS.length - 1);
      expect(page.items.map((c) => c.company_name)).toEqual(US_SUPPLIERS.filter((n) => n !== 'Acme Fresh Foods'));
      expect(page.items.every((c) => c.company_type === 'SUPPLIER' && c.market === 'US')).toBe(true);
      const blueRidge = page.items.find((c) => c.company_name === 'Blue Ridge Beverage Co.')!;
      expect(blueRidge).toMatchObject({
        tenant_id: TENANT.get('blueridge'),
        pending: true,
        products: await offeredBy('Blue Ridge Beverage Co.'),
      });
      expect(blueRidge.products.length).toBeGreaterThan(0);
      // The rejected request to Cedar Creek is not pending.
      expect(page.items.find((c) => c.company_name === 'Cedar Creek Pet Supply')!.pending).toBe(false);
    });

    it('leaves out the suppliers an agency already works for', async () => {
      const page = (await search('partner')).json();
      expect(page.items.map((c: { company_name: string }) => c.company_name)).toEqual(
        US_SUPPLIERS.filter((n) => n !== 'Acme Fresh Foods' && n !== 'Summit Household Goods'),
      );
    });

    it('keeps to the caller’s market', async () => {
      const page = (await search('user.mx')).json();
      expect(page.items.map((c: { company_name: string }) => c.company_name)).toEqual(['Bebidas La Sierra']);
      expect(page.items[0].pending).toBe(true);
    });

    it('searches names case-insensitively, treating % and _ as themselves, and pages', async () => {
      expect(
        (await search('user', '?search=RIDGE')).json().items.map((c: { company_name: string }) => c.company_name),
      ).toEqual(['Blue Ridge Beverage Co.']);
      expect((await search('user', '?search=co.')).json().total).toBe(2);
      expect((await search('user', '?search=%25')).json()).toMatchObject({ total: 0, items: [] });
      expect((await search('user', '?search=_')).json().total).toBe(0);
      const second = (await search('user', '?page=1&page_size=2')).json();
      expect(second).toMatchObject({ total: 6, page: 1, size: 2 });
      expect(second.items.map((c: { company_name: string }) => c.company_name)).toEqual([
        'Golden Grain Bakery Co.',
        'Lakeshore Personal Care',
      ]);
      expect((await search('user', '?page_size=0')).statusCode).toBe(400);
    });

    it('answers 404 for another user’s id and 403 to users who may not ask', async () => {
      const other = await search('admin', '', 'user');
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe(ERROR_CODES.notFound);
      for (const loginId of ['basic', 'basic3p', 'associate', 'superadmin']) {
        const res = await search(loginId);
        expect(res.statusCode, loginId).toBe(403);
        expect(res.json().code).toBe(ACCESS_REQUEST_ERROR_CODES.notAllowed);
      }
    });
  });

  describe('asking', () => {
    it('stores the request with the row the admins’ table needs, tells the admins by e-mail and logs it', async () => {
      const offered = await offeredBy('Acme Fresh Foods');
      const chosen = offered
        .slice(0, 2)
        .map((p) => p.product_id)
        .reverse();
      await t.ctx.db
        .updateTable('user_preferences')
        .set({ language_code: 'es-MX' })
        .where('login_id', '=', 'admin')
        .execute();
      const res = await submit(summitUser, {
        tenant_id: TENANT.get('acme'),
        products: chosen,
        requestor_note: '  Shared shelf study for Q1.  ',
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = accessRequestSchema.parse(res.json());
      const summit = await t.ctx.db
        .selectFrom('users')
        .selectAll()
        .where('login_id', '=', summitUser)
        .executeTakeFirstOrThrow();
      expect(created).toMatchObject({
        tenant_id: TENANT.get('acme'),
        company_name: 'Acme Fresh Foods',
        first_name: summit.first_name,
        last_name: summit.last_name,
        email: summit.email,
        products: offered.slice(0, 2).map((p) => p.product_id),
        product_text: offered
          .slice(0, 2)
          .map((p) => p.name)
          .join(' | '),
        requestor_note: 'Shared shelf study for Q1.',
        create_time: t.clock.now().toISOString(),
        state: 'PENDING',
      });
      const stored = await t.ctx.db
        .selectFrom('access_requests')
        .selectAll()
        .where('id', '=', Number(created.id))
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        requester_user_id: summit.id,
        requester_company_id: summit.company_id,
        state: 'PENDING',
      });

      const acmeAdmins = await t.ctx.db
        .selectFrom('users')
        .innerJoin('groups', 'groups.id', 'users.group_id')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select(['users.email', 'users.login_id'])
        .where('groups.name', '=', 'Admin')
        .where('companies.name', '=', 'Acme Fresh Foods')
        .execute();
      const mail = await t.ctx.db.selectFrom('outbox').selectAll().where('template', '=', 'access-request').execute();
      expect(mail.map((m) => m.to_address).sort()).toEqual(acmeAdmins.map((a) => a.email).sort());
      const toDana = mail.find((m) => m.to_address === 'dana.whitfield@acmefresh.example')!;
      expect(toDana).toMatchObject({ subject: 'Solicitud de acceso a Acme Fresh Foods', locale: 'es-MX' });
      expect(toDana.text_body).toContain(created.product_text);
      expect(toDana.text_body).toContain('Shared shelf study for Q1.');
      expect(toDana.text_body).toContain('http://localhost:3000/admin');

      const log = await t.ctx.db
        .selectFrom('activity_log')
        .selectAll()
        .where('event', '=', 'ACCESS_REQUESTED')
        .execute();
      expect(log).toEqual([
        expect.objectContaining({ actor: summitUser, company_id: stored.target_company_id, entity_id: created.id }),
      ]);
    });

    it("links the admins to their market's configured address, whatever Host and X-Forwarded-Host say", async () => {
      const [target] = await t.ctx.db
        .selectFrom('companies')
        .innerJoin('users', 'users.company_id', 'companies.id')
        .innerJoin('groups', 'groups.id', 'users.group_id')
        .select(['companies.tenant_id', 'companies.name'])
        .where('groups.name', '=', 'Admin')
        .where('companies.market', '=', 'US')
        .where('companies.type', '=', 'SUPPLIER')
        .where('companies.name', 'not in', ['Acme Fresh Foods', 'Blue Ridge Beverage Co.', 'Cedar Creek Pet Supply'])
        .orderBy('companies.id')
        .execute();
      const products = [(await offeredBy(target!.name))[0]!.product_id];
      const lastId = Math.max(0, ...(await t.ctx.db.selectFrom('outbox').select('id').execute()).map((m) => m.id));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/identity/users/noaccess/access-requests',
        headers: {
          ...(await headersOf('noaccess')),
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
        payload: { tenant_id: target!.tenant_id, products },
      });
      expect(res.statusCode, res.body).toBe(201);
      const mails = await t.ctx.db
        .selectFrom('outbox')
        .selectAll()
        .where('template', '=', 'access-request')
        .where('id', '>', lastId)
        .execute();
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        expect(mail.text_body).toContain('http://localhost:3000/admin');
        expect(mail.text_body).not.toContain('evil');
      }
    });

    it('refuses a second pending request for the same company', async () => {
      const before = await requestCount();
      const products = [(await offeredBy('Acme Fresh Foods'))[0]!.product_id];
      const res = await submit(summitUser, { tenant_id: TENANT.get('acme'), products });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(ACCESS_REQUEST_ERROR_CODES.duplicate);
      expect(await requestCount()).toBe(before);
    });

    it('lets only one of two simultaneous requests through', async () => {
      const products = [(await offeredBy('Golden Grain Bakery Co.'))[0]!.product_id];
      const body = { tenant_id: TENANT.get('goldengrain'), products };
      const results = await Promise.all([submit('noaccess', body), submit('noaccess', body)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });

    it('refuses a product the company does not offer', async () => {
      const pioneer = await t.ctx.db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Pioneer Outdoor Gear')
        .executeTakeFirstOrThrow();
      const missing = 'CUSTOMER_PULSE';
      await t.ctx.db
        .deleteFrom('company_products')
        .where('company_id', '=', pioneer.id)
        .where('product_code', '=', missing)
        .execute();
      const res = await submit('user', { tenant_id: TENANT.get('pioneer'), products: [missing] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: ACCESS_REQUEST_ERROR_CODES.productNotOffered,
        details: { products: [missing] },
      });
      const unknown = await submit('user', { tenant_id: TENANT.get('pioneer'), products: ['NOT_A_PRODUCT'] });
      expect(unknown.json().code).toBe(ACCESS_REQUEST_ERROR_CODES.productNotOffered);
    });

    it('answers 404 for a company one may not ask for', async () => {
      const before = await requestCount();
      const cases: [string, number][] = [
        ['user', TENANT.get('acme')!], // own company
        ['user', TENANT.get('brightside')!], // an agency, not a supplier
        ['user', TENANT.get('delvalle')!], // another market
        ['partner', TENANT.get('summit')!], // already works for it
        ['user', 999_999_999], // none
      ];
      for (const [as, tenantId] of cases) {
        const res = await submit(as, { tenant_id: tenantId, products: ['SHOPPER_BEHAVIOR'] });
        expect(res.statusCode, `${as} -> ${tenantId}`).toBe(404);
        expect(res.json().code).toBe(ERROR_CODES.notFound);
      }
      expect(await requestCount()).toBe(before);
    });

    it('refuses incomplete input with the form’s field codes', async () => {
      const noProducts = await submit('user', { tenant_id: TENANT.get('summit'), products: [] });
      expect(noProducts.statusCode).toBe(400);
      expect(noProducts.json().details.map((d: { message: string }) => d.message)).toContain(
        'profile.requestAccess.errors.products_required',
      );
      const noCompany = await submit('user', { products: ['SHOPPER_BEHAVIOR'] });
      expect(noCompany.json().details.map((d: { message: string }) => d.message)).toContain(
        'profile.requestAccess.errors.company_required',
      );
      const longNote = await submit('user', {
        tenant_id: TENANT.get('summit'),
        products: ['SHOPPER_BEHAVIOR'],
        requestor_note: 'x'.repeat(501),
      });
      expect(longNote.json().details.map((d: { message: string }) => d.message)).toContain(
        'profile.requestAccess.errors.note_too_long',
      );
    });

    it('answers 404 for another user’s id and 403 to users who may not ask, storing nothing', async () => {
      const before = await requestCount();
      const body = { tenant_id: TENANT.get('summit'), products: ['SHOPPER_BEHAVIOR'] };
      expect((await submit('admin', body, 'user')).statusCode).toBe(404);
      expect((await submit('basic', body)).statusCode).toBe(403);
      expect((await submit('category', body)).json().code).toBe(ACCESS_REQUEST_ERROR_CODES.notAllowed);
      expect(await requestCount()).toBe(before);
    });
  });

  describe('following one’s requests', () => {
    it('lists one’s own requests, newest first, with their state', async () => {
      const products = [(await offeredBy('Summit Household Goods'))[0]!.product_id];
      t.clock.advance(60_000);
      expect((await submit('admin', { tenant_id: TENANT.get('summit'), products })).statusCode).toBe(201);
      const res = await ownRequests('admin');
      expect(res.statusCode).toBe(200);
      const list = accessRequestListSchema.parse(res.json());
      expect(list.items.map((r) => [r.company_name, r.state])).toEqual([
        ['Summit Household Goods', 'PENDING'],
        ['Blue Ridge Beverage Co.', 'PENDING'],
        ['Cedar Creek Pet Supply', 'REJECTED'],
      ]);
      expect(list.items.every((r) => r.email === 'dana.whitfield@acmefresh.example')).toBe(true);
      expect((await search('admin', '?search=summit')).json().items[0].pending).toBe(true);
    });

    it('shows nobody else’s requests', async () => {
      expect((await ownRequests('user', 'admin')).statusCode).toBe(404);
      expect((await ownRequests('user')).json().items).toEqual([]);
    });
  });
});

describe(`migration 005 on an existing database (${DIALECT_UNDER_TEST})`, () => {
  it('gives each company the products its users were granted', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-005-'));
    const { handle, dropSchema } = await openTestDatabase(dataDir);
    try {
      await migrateTo(handle, '003-glossary');
      const now = '2026-01-01T00:00:00.000Z';
      await sql`insert into markets (code, name, hosts, default_locale, production) values ('US', 'United States', 'localhost', 'en-US', 1)`.execute(
        handle.db,
      );
      await sql`insert into groups (name) values ('Regular User')`.execute(handle.db);
      await sql`insert into products (code, name) values ('SHOPPER_BEHAVIOR', 'Shopper Behavior'), ('REPORT_BUILDER', 'Report Builder')`.execute(
        handle.db,
      );
      for (const [name, tenant] of [
        ['Supplier A', 1],
        ['Agency B', 2],
      ] as const) {
        await sql`insert into companies (market, name, type, account_type, status, primary_contact_email, tenant_id, created_at)
          values ('US', ${name}, 'SUPPLIER', 'charter', 'ACTIVE', 'a@example.com', ${tenant}, ${now})`.execute(
          handle.db,
        );
      }
      const ids = await handle.db.selectFrom('companies').select(['id', 'name']).execute();
      const idOf = (name: string) => ids.find((c) => c.name === name)!.id;
      await sql`insert into users (login_id, first_name, last_name, email, user_type, company_id, group_id, access_class, status, created_at, updated_at)
        values ('u1', 'U', 'One', 'u1@example.com', 'EXTERNAL', ${idOf('Supplier A')}, 1, 'UI', 'ACTIVE', ${now}, ${now}),
               ('u2', 'U', 'Two', 'u2@example.com', 'EXTERNAL', ${idOf('Agency B')}, 1, 'UI', 'ACTIVE', ${now}, ${now})`.execute(
        handle.db,
      );
      const users = await handle.db.selectFrom('users').select(['id', 'login_id']).execute();
      const userOf = (login: string) => users.find((u) => u.login_id === login)!.id;
      await sql`insert into user_products (user_id, product_code, access_status, updated_at)
        values (${userOf('u1')}, 'SHOPPER_BEHAVIOR', 'ACCESS_COMPLETE', ${now}), (${userOf('u2')}, 'REPORT_BUILDER', 'ACCESS_PENDING', ${now})`.execute(
        handle.db,
      );
      await sql`insert into partner_product_grants (user_id, supplier_company_id, product_code, access_status, updated_at)
        values (${userOf('u2')}, ${idOf('Supplier A')}, 'REPORT_BUILDER', 'ACCESS_COMPLETE', ${now})`.execute(
        handle.db,
      );

      expect(await migrateToLatest(handle)).toContain('005-profile');
      const rows = await handle.db
        .selectFrom('company_products')
        .select(['company_id', 'product_code'])
        .orderBy('company_id')
        .orderBy('product_code')
        .execute();
      expect(rows).toEqual(
        [
          { company_id: idOf('Supplier A'), product_code: 'REPORT_BUILDER' },
          { company_id: idOf('Supplier A'), product_code: 'SHOPPER_BEHAVIOR' },
          { company_id: idOf('Agency B'), product_code: 'REPORT_BUILDER' },
        ].sort((a, b) => a.company_id - b.company_id || a.product_code.localeCompare(b.product_code)),
      );
    } finally {
      await handle.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
