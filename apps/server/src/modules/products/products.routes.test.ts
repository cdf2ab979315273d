import { ANALYTICS_EVENTS } from '@portal/contract/analytics';
import { ERROR_CODES } from '@portal/contract/errors';
import {
  ADMINISTRATORS_SHOWN_MAX,
  PRODUCT_CODES,
  PRODUCT_ERROR_CODES,
  type CompanyAdministratorsResponse,
  type ProductTile,
  type TenantProductsResponse,
} from '@portal/contract/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenantIds } from '../../db/seed/demo.js';
import { findFirstAdministrator } from '../../platform/company-view.js';
import { hashToken, SESSION_COOKIE } from '../../platform/session.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, hostOfLogin, type TestApp } from '../../test/helper.js';
import { listEventsNamed, setActingCompany } from '../../test/queries.js';

/** A non-production US host besides the defaults (a host containing 'qa' is non-production). */
const QA_HOST = 'qa.localhost';
const MARKET_HOSTS = `localhost=US,us.localhost=US,127.0.0.1=US,mx.localhost=MX,ca.localhost=CA,${QA_HOST}=US`;
const US_HOSTS = ['localhost', 'us.localhost', '127.0.0.1', QA_HOST];

const TENANT = demoTenantIds();
const ACME = TENANT.get('acme')!;
const BRIGHTSIDE = TENANT.get('brightside')!;
const SUMMIT = TENANT.get('summit')!;
const BLUE_RIDGE = TENANT.get('blueridge')!;
const DEL_VALLE = TENANT.get('delvalle')!;
const LAURENTIENNE = TENANT.get('laurentienne')!;
const BOREALE = TENANT.get('boreale')!;
const HARVEST = TENANT.get('harvest')!;
const NORTHWIND = TENANT.get('northwind')!;

const tenantProductsUrl = (tenantId: number, associated?: number) =>
  `/api/v2/identity/tenants/${tenantId}/products${associated === undefined ? '' : `?associated_tenant_id=${associated}`}`;

/** A tile as the tests compare it: code, access status and redirect address. */
const summary = (tiles: ProductTile[]) => tiles.map((t) => [t.code, t.accessStatus, t.redirectUrl]);
const url = (slug: string, market = 'us', qa = false) => `https://${slug}.${qa ? 'qa.' : ''}example.com/${market}`;

describe(`products routes (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp({ env: { MARKET_HOSTS } });
  });
  afterAll(() => t.close());

  const session = async (loginId: string, host = hostOfLogin(loginId)) => {
    const key = `${loginId}@${host}`;
    if (!sessions.has(key)) sessions.set(key, await t.signIn(loginId, host));
    return sessions.get(key)!;
  };
  const get = async (loginId: string, path: string, host = hostOfLogin(loginId)) =>
    t.app.inject({ method: 'GET', url: path, headers: asUser(await session(loginId, host), host) });
  const post = async (loginId: string, path: string, payload: unknown, host = hostOfLogin(loginId)) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: asUser(await session(loginId, host), host),
      payload: payload as Record<string, unknown>,
    });
  const tiles = async (loginId: string, tenantId: number, options: { host?: string; associated?: number } = {}) => {
    const res = await get(loginId, tenantProductsUrl(tenantId, options.associated), options.host);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TenantProductsResponse>();
  };
  const userId = async (loginId: string) =>
    (await t.ctx.db.selectFrom('users').select('id').where('login_id', '=', loginId).executeTakeFirstOrThrow()).id;
  const companyId = async (tenantId: number) =>
    (await t.ctx.db.selectFrom('companies').select('id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow())
      .id;

  const launch = (loginId: string, code: string, payload: Record<string, unknown> = {}, host?: string) =>
    post(loginId, `/api/v1/products/${code}/launches`, payload, host);
  /** Runs `body` while `loginId` (a super admin or the spectator) acts for the company of `tenantId`. */
  const actingFor = async (loginId: string, tenantId: number, body: () => Promise<void>) => {
    const cookie = await session(loginId);
    const sessionId = hashToken(cookie.slice(SESSION_COOKIE.length + 1));
    await setActingCompany(t.ctx.db, sessionId, await companyId(tenantId));
    try {
      await body();
    } finally {
      await setActingCompany(t.ctx.db, sessionId, null);
    }
  };
  const firstAdministrator = async (tenantId: number) =>
    (await findFirstAdministrator(t.ctx.db, await companyId(tenantId)))?.loginId;
  const acmeAdministratorIds = async () =>
    (
      await t.ctx.db
        .selectFrom('users')
        .innerJoin('groups', 'groups.id', 'users.group_id')
        .select('users.id')
        .where('users.company_id', '=', await companyId(ACME))
        .where('groups.name', '=', 'Admin')
        .where('users.status', '=', 'ACTIVE')
        .execute()
    ).map((r) => r.id);

  describe('GET tenant products: tiles per persona, market and environment', () => {
    it("'user' on the US production host: four to launch, Digital Landscapes pending, Insights Activation without access, Modular Intelligence hidden", async () => {
      const body = await tiles('user', ACME);
      expect(body.tenant).toEqual({ id: ACME, name: 'Acme Fresh Foods', type: 'SUPPLIER' });
      expect(summary(body.products)).toEqual([
        ['SHOPPER_BEHAVIOR', 'ACCESS_COMPLETE', url('shopper-behavior')],
        ['REPORT_BUILDER', 'ACCESS_COMPLETE', url('report-builder')],
        ['CHANNEL_INSIGHTS', 'ACCESS_COMPLETE', url('channel-insights')],
        ['CUSTOMER_PERCEPTION', 'ACCESS_COMPLETE', url('customer-perception')],
        ['INSIGHTS_ACTIVATION', null, null],
        ['DIGITAL_LANDSCAPES', 'ACCESS_PENDING', null],
      ]);
      const by = Object.fromEntries(body.products.map((p) => [p.code, p]));
      expect(by.SHOPPER_BEHAVIOR).toMatchObject({
        title: 'Shopper Behavior',
        group: 'knowYourCustomer',
        isNewTab: true,
        restricted_launch_flag: null,
        footer: 'Refreshed every Monday with the previous week’s transactions.',
        hideWhenNoAccess: [],
      });
      expect(by.SHOPPER_BEHAVIOR!.accessPendingDescription).toContain('up to 2 business days');
      expect(by.DIGITAL_LANDSCAPES!.accessPendingDescription).toContain('up to 2 days');
      expect(by.REPORT_BUILDER).toMatchObject({ group: 'knowYourStore', isNewTab: false });
      expect(by.CUSTOMER_PERCEPTION!.footer).toBeNull();
      expect(by.INSIGHTS_ACTIVATION).toMatchObject({
        restricted_launch_flag: 'beta',
        accessStatus: null,
        redirectUrl: null,
      });
      expect(by.INSIGHTS_ACTIVATION!.learnMoreContent).toEqual({
        analyticsID: 'learn_more_insights_activation',
        title: 'From insight to action',
        description: expect.stringContaining('Insights Activation lets you build shopper audiences'),
        keyNotes: expect.arrayContaining(['In beta: your feedback shapes what comes next']),
        image: {
          src: '/products/insights-activation.svg',
          alt: 'Insights Activation audience builder showing segment sizes',
        },
        contactUsUrl: '/contactUs',
      });
      expect(body.products.map((p) => p.code)).not.toContain('MODULAR_INTELLIGENCE');
      expect(body.products.map((p) => p.code)).not.toContain('CUSTOMER_PULSE');
    });

    it("'admin' has Modular Intelligence, so it shows, with the US hosts it hides on without access", async () => {
      const body = await tiles('admin', ACME);
      const mi = body.products.find((p) => p.code === 'MODULAR_INTELLIGENCE')!;
      expect(mi).toMatchObject({
        accessStatus: 'ACCESS_COMPLETE',
        redirectUrl: url('modular-intelligence'),
        restricted_launch_flag: 'beta',
      });
      expect(mi.hideWhenNoAccess.sort()).toEqual([...US_HOSTS].sort());
      expect(body.products.map((p) => p.code)).toEqual([
        'SHOPPER_BEHAVIOR',
        'REPORT_BUILDER',
        'CHANNEL_INSIGHTS',
        'CUSTOMER_PERCEPTION',
        'INSIGHTS_ACTIVATION',
        'DIGITAL_LANDSCAPES',
        'MODULAR_INTELLIGENCE',
      ]);
    });

    it('on a non-production US host: non-production addresses; Customer Pulse is offered but hidden without access (a US host)', async () => {
      const body = await tiles('user', ACME, { host: QA_HOST });
      expect(summary(body.products)).toEqual([
        ['SHOPPER_BEHAVIOR', 'ACCESS_COMPLETE', url('shopper-behavior', 'us', true)],
        ['REPORT_BUILDER', 'ACCESS_COMPLETE', url('report-builder', 'us', true)],
        ['CHANNEL_INSIGHTS', 'ACCESS_COMPLETE', url('channel-insights', 'us', true)],
        ['CUSTOMER_PERCEPTION', 'ACCESS_COMPLETE', url('customer-perception', 'us', true)],
        ['INSIGHTS_ACTIVATION', null, null],
        ['DIGITAL_LANDSCAPES', 'ACCESS_PENDING', null],
      ]);
    });

    it('Customer Pulse shows on the non-production host to a user with access, and never in production', async () => {
      await t.ctx.db
        .insertInto('user_products')
        .values({
          user_id: await userId('admin'),
          product_code: 'CUSTOMER_PULSE',
          access_status: 'ACCESS_COMPLETE',
          updated_at: t.clock.now().toISOString(),
        })
        .execute();
      try {
        const qa = await tiles('admin', ACME, { host: QA_HOST });
        expect(qa.products.at(-1)).toMatchObject({
          code: 'CUSTOMER_PULSE',
          group: 'knowYourCustomer',
          accessStatus: 'ACCESS_COMPLETE',
          redirectUrl: url('customer-pulse', 'us', true),
          restricted_launch_flag: 'alpha',
        });
        const production = await tiles('admin', ACME);
        expect(production.products.map((p) => p.code)).not.toContain('CUSTOMER_PULSE');
      } finally {
        await t.ctx.db
          .deleteFrom('user_products')
          .where('user_id', '=', await userId('admin'))
          .where('product_code', '=', 'CUSTOMER_PULSE')
          .execute();
      }
    });

    it("'noaccess' sees every US tile without access, with learn-more content, and not Modular Intelligence", async () => {
      const body = await tiles('noaccess', ACME);
      expect(summary(body.products)).toEqual(
        [
          'SHOPPER_BEHAVIOR',
          'REPORT_BUILDER',
          'CHANNEL_INSIGHTS',
          'CUSTOMER_PERCEPTION',
          'INSIGHTS_ACTIVATION',
          'DIGITAL_LANDSCAPES',
        ].map((c) => [c, null, null]),
      );
      for (const tile of body.products) {
        expect(tile.learnMoreContent?.keyNotes.length, tile.code).toBeGreaterThanOrEqual(3);
        expect(tile.learnMoreContent?.image?.src).toMatch(/^\/products\/[a-z-]+\.svg$/);
      }
    });

    it("'associate' (internal, tenant 0) sees the tiles without access; in MX the two MX products", async () => {
      const us = await tiles('associate', 0);
      expect(us.tenant).toEqual({ id: 0, name: '', type: 'UNKNOWN' });
      expect(summary(us.products)).toEqual(
        [
          'SHOPPER_BEHAVIOR',
          'REPORT_BUILDER',
          'CHANNEL_INSIGHTS',
          'CUSTOMER_PERCEPTION',
          'INSIGHTS_ACTIVATION',
          'DIGITAL_LANDSCAPES',
        ].map((c) => [c, null, null]),
      );
      const mx = await tiles('associate', 0, { host: HOSTS.MX });
      expect(summary(mx.products)).toEqual([
        ['SHOPPER_BEHAVIOR', null, null],
        ['REPORT_BUILDER', null, null],
      ]);
    });

    it("'category' (internal with grants) launches from tenant 0", async () => {
      const body = await tiles('category', 0);
      expect(body.products.filter((p) => p.accessStatus === 'ACCESS_COMPLETE').map((p) => p.code)).toEqual([
        'SHOPPER_BEHAVIOR',
        'CHANNEL_INSIGHTS',
      ]);
    });

    it("'partner' sees their own grants for their agency, and an associated supplier's grants when acting for it", async () => {
      const own = await tiles('partner', BRIGHTSIDE);
      expect(own.tenant).toEqual({ id: BRIGHTSIDE, name: 'Brightside Media Partners', type: 'THIRD_PARTY_AGENCY' });
      expect(summary(own.products)).toEqual([
        ['SHOPPER_BEHAVIOR', 'ACCESS_COMPLETE', url('shopper-behavior')],
        ['REPORT_BUILDER', 'ACCESS_COMPLETE', url('report-builder')],
        ['CHANNEL_INSIGHTS', null, null],
        ['CUSTOMER_PERCEPTION', null, null],
        ['INSIGHTS_ACTIVATION', null, null],
        ['DIGITAL_LANDSCAPES', null, null],
      ]);

      const acme = await tiles('partner', BRIGHTSIDE, { associated: ACME });
      expect(acme.tenant).toEqual({ id: ACME, name: 'Acme Fresh Foods', type: 'SUPPLIER' });
      expect(summary(acme.products)).toEqual([
        ['SHOPPER_BEHAVIOR', 'ACCESS_COMPLETE', url('shopper-behavior')],
        ['REPORT_BUILDER', null, null],
        ['CHANNEL_INSIGHTS', null, null],
        ['CUSTOMER_PERCEPTION', 'ACCESS_COMPLETE', url('customer-perception')],
        ['INSIGHTS_ACTIVATION', null, null],
        ['DIGITAL_LANDSCAPES', null, null],
      ]);

      const summit = await tiles('partner', BRIGHTSIDE, { associated: SUMMIT });
      expect(summit.products.filter((p) => p.accessStatus).map((p) => [p.code, p.accessStatus])).toEqual([
        ['REPORT_BUILDER', 'ACCESS_COMPLETE'],
        ['CHANNEL_INSIGHTS', 'ACCESS_PENDING'],
      ]);
      // Naming the associated supplier as the tenant is acting for it too.
      expect(summary((await tiles('partner', ACME)).products)).toEqual(summary(acme.products));
    });

    it("'partner.ca' (MULTIPLE_TENANTS, Agence Boréale): its agency's supplier to pick, and that supplier's tiles, in French", async () => {
      const partners = await post(
        'partner.ca',
        `/api/v2/identity/tenants/${BOREALE}/fetch-active-partner-access-apps`,
        {},
      );
      expect(partners.statusCode, partners.body).toBe(200);
      expect(partners.json()).toEqual({
        partners: [
          {
            tenant: { id: LAURENTIENNE, name: 'Érablière Laurentienne Ltée', type: 'SUPPLIER' },
            products: [{ product_id: 'REPORT_BUILDER', accessStatus: 'ACCESS_COMPLETE' }],
          },
        ],
      });
      const own = await tiles('partner.ca', BOREALE);
      expect(summary(own.products)).toEqual([
        ['SHOPPER_BEHAVIOR', 'ACCESS_COMPLETE', url('shopper-behavior', 'ca')],
        ['REPORT_BUILDER', null, null],
      ]);
      const supplier = await tiles('partner.ca', BOREALE, { associated: LAURENTIENNE });
      expect(supplier.tenant.name).toBe('Érablière Laurentienne Ltée');
      expect(summary(supplier.products)).toEqual([
        ['SHOPPER_BEHAVIOR', null, null],
        ['REPORT_BUILDER', 'ACCESS_COMPLETE', url('report-builder', 'ca')],
      ]);
      expect(supplier.products[0]!.footer).toBe(
        'Actualisé chaque lundi avec les transactions de la semaine précédente.',
      );
      expect((await get('partner.ca', tenantProductsUrl(BOREALE, ACME))).statusCode).toBe(404);
    });

    it('answers 404 for a supplier the agency is not associated with, and for associated_tenant_id from anyone but its agency', async () => {
      for (const [loginId, path] of [
        ['partner', tenantProductsUrl(BRIGHTSIDE, BLUE_RIDGE)],
        ['partner', tenantProductsUrl(BRIGHTSIDE, 9_999_999)],
        ['partner', tenantProductsUrl(ACME, ACME)],
        ['partner', tenantProductsUrl(BLUE_RIDGE)],
        ['user', tenantProductsUrl(ACME, ACME)],
        ['admin', tenantProductsUrl(BRIGHTSIDE, ACME)],
        ['basic3p', tenantProductsUrl(NORTHWIND, ACME)],
      ] as const) {
        const res = await get(loginId, path);
        expect(res.statusCode, `${loginId} ${path}`).toBe(404);
        expect(res.json().code).toBe(ERROR_CODES.notFound);
      }
    });

    it("'basic' (basic vendor) has Report Builder only", async () => {
      const body = await tiles('basic', HARVEST);
      expect(body.tenant.type).toBe('BASIC_VENDOR');
      expect(body.products.filter((p) => p.accessStatus).map((p) => [p.code, p.accessStatus, p.redirectUrl])).toEqual([
        ['REPORT_BUILDER', 'ACCESS_COMPLETE', url('report-builder')],
      ]);
      expect(body.products).toHaveLength(6);
    });

    it("'user.mx': Shopper Behavior pending and Report Builder without access, in Spanish", async () => {
      const body = await tiles('user.mx', DEL_VALLE);
      expect(body.tenant.name).toBe('Alimentos del Valle S.A. de C.V.');
      expect(summary(body.products)).toEqual([
        ['SHOPPER_BEHAVIOR', 'ACCESS_PENDING', null],
        ['REPORT_BUILDER', null, null],
      ]);
      const [sb, rb] = body.products;
      expect(sb!.description).toBe(
        'Descubre quién compra tus productos, con qué frecuencia regresa y qué más lleva en su canasta.',
      );
      expect(sb!.accessPendingDescription).toContain('hasta 2 días hábiles');
      expect(rb!.learnMoreContent?.title).toBe('Reportes a tu medida');
      expect(rb!.hideWhenNoAccess).toEqual([]);
    });

    it("'user.ca': Shopper Behavior to launch at the CA address, Report Builder without access, in French", async () => {
      const body = await tiles('user.ca', LAURENTIENNE);
      expect(summary(body.products)).toEqual([
        ['SHOPPER_BEHAVIOR', 'ACCESS_COMPLETE', url('shopper-behavior', 'ca')],
        ['REPORT_BUILDER', null, null],
      ]);
      expect(body.products[0]!.footer).toBe('Actualisé chaque lundi avec les transactions de la semaine précédente.');
      expect(body.products[1]!.accessPendingDescription).toContain('jusqu’à 2 jours');
    });

    it("follows the caller's language preference, whatever the market", async () => {
      const prefs = (language: string) => post('user', '/api/users/user/preferences', { language_code: language });
      expect((await prefs('es-MX')).statusCode).toBe(200);
      try {
        const body = await tiles('user', ACME);
        expect(body.products[0]!.title).toBe('Shopper Behavior');
        expect(body.products[0]!.description).toMatch(/^Descubre quién compra/);
        expect(body.products[0]!.learnMoreContent?.title).toBe('Conoce a los compradores detrás de tus ventas');
        const list = await get('user', '/api/v1/products');
        expect(list.json()[0]).toEqual({ id: 'SHOPPER_BEHAVIOR', name: 'Shopper Behavior', group: 'knowYourCustomer' });
      } finally {
        expect((await prefs('en-US')).statusCode).toBe(200);
      }
    });

    it("answers 404 for another company's tenant, for tenant 0 from a company user, and for an unknown tenant", async () => {
      for (const [loginId, tenantId] of [
        ['admin', DEL_VALLE],
        ['admin', SUMMIT],
        ['admin', 0],
        ['user', BRIGHTSIDE],
        ['admin.mx', ACME],
        ['noaccess', 424242],
      ] as const) {
        const res = await get(loginId, tenantProductsUrl(tenantId));
        expect(res.statusCode, `${loginId} -> ${tenantId}`).toBe(404);
        expect(res.body).not.toContain('redirectUrl');
      }
    });

    it('a super admin sees tiles only for the company chosen as context', async () => {
      for (const tenantId of [0, ACME, DEL_VALLE])
        expect((await get('superadmin', tenantProductsUrl(tenantId))).statusCode).toBe(404);
      await actingFor('superadmin', ACME, async () => {
        expect((await tiles('superadmin', ACME)).tenant.id).toBe(ACME);
        expect((await get('superadmin', tenantProductsUrl(SUMMIT))).statusCode).toBe(404);
        expect((await get('superadmin', tenantProductsUrl(0))).statusCode).toBe(404);
      });
    });

    it("acting for Acme, the super admin and the spectator get the answer Acme's first administrator gets", async () => {
      const first = await firstAdministrator(ACME);
      expect(first).toBe('admin');
      const admins = await tiles('admin', ACME);
      // The administrator can launch products, so the comparison is not between two empty views.
      expect(admins.products.filter((p) => p.accessStatus === 'ACCESS_COMPLETE').length).toBeGreaterThanOrEqual(4);
      for (const loginId of ['superadmin', 'spectator']) {
        await actingFor(loginId, ACME, async () => {
          expect(await tiles(loginId, ACME), loginId).toEqual(admins);
        });
      }
    });

    it('acting for a company without an administrator, the super admin sees its tiles without access', async () => {
      const blocked = await acmeAdministratorIds();
      await t.ctx.db.updateTable('users').set({ status: 'BLOCKED' }).where('id', 'in', blocked).execute();
      try {
        expect(await firstAdministrator(ACME)).toBeUndefined();
        await actingFor('superadmin', ACME, async () => {
          const body = await tiles('superadmin', ACME);
          expect(body.products.length).toBeGreaterThan(0);
          expect(body.products.every((p) => p.accessStatus === null && p.redirectUrl === null)).toBe(true);
          expect((await launch('superadmin', 'SHOPPER_BEHAVIOR')).json().code).toBe(PRODUCT_ERROR_CODES.noAccess);
        });
      } finally {
        await t.ctx.db.updateTable('users').set({ status: 'ACTIVE' }).where('id', 'in', blocked).execute();
      }
    });

    it('drops Insights Activation when the insights-activation-rollout flag is off for the market', async () => {
      const put = async (enabled: boolean) => {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/v1/feature-flags/insights-activation-rollout',
          headers: asUser(await session('superadmin')),
          payload: { enabled, rollout_percent: 100, market: 'US', environment: 'production' },
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      await put(false);
      try {
        expect((await tiles('user', ACME)).products.map((p) => p.code)).not.toContain('INSIGHTS_ACTIVATION');
        expect((await tiles('user', ACME, { host: QA_HOST })).products.map((p) => p.code)).toContain(
          'INSIGHTS_ACTIVATION',
        );
      } finally {
        await put(true);
      }
      expect((await tiles('user', ACME)).products.map((p) => p.code)).toContain('INSIGHTS_ACTIVATION');
    });

    it("shows the product owners' catalogue changes on the next call", async () => {
      const db = t.ctx.db;
      await db
        .updateTable('product_texts')
        .set({ footer: 'New footer from the product owner' })
        .where('product_code', '=', 'REPORT_BUILDER')
        .where('locale', '=', 'en-US')
        .execute();
      await db.updateTable('products').set({ sort_order: 1 }).where('code', '=', 'DIGITAL_LANDSCAPES').execute();
      try {
        const body = await tiles('user', ACME);
        expect(body.products[0]!.code).toBe('DIGITAL_LANDSCAPES');
        expect(body.products.find((p) => p.code === 'REPORT_BUILDER')!.footer).toBe(
          'New footer from the product owner',
        );
      } finally {
        await db.updateTable('products').set({ sort_order: 60 }).where('code', '=', 'DIGITAL_LANDSCAPES').execute();
      }
    });

    it('shows a changed product address on the next call (the catalogue is kept in memory only while it is unchanged)', async () => {
      const before = await tiles('user', ACME);
      const db = t.ctx.db;
      const where = { code: 'REPORT_BUILDER', market: 'US', environment: 'production' } as const;
      await db
        .updateTable('product_urls')
        .set({ url: 'https://moved.example.com/report-builder' })
        .where('product_code', '=', where.code)
        .where('market', '=', where.market)
        .where('environment', '=', where.environment)
        .execute();
      try {
        const after = await tiles('user', ACME);
        expect(after.products.find((p) => p.code === 'REPORT_BUILDER')!.redirectUrl).toBe(
          'https://moved.example.com/report-builder',
        );
      } finally {
        await db
          .updateTable('product_urls')
          .set({ url: url('report-builder') })
          .where('product_code', '=', where.code)
          .where('market', '=', where.market)
          .where('environment', '=', where.environment)
          .execute();
      }
      expect(await tiles('user', ACME)).toEqual(before);
    });

    it('refuses a tenant id that is not a whole number', async () => {
      const res = await get('user', '/api/v2/identity/tenants/acme/products');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
    });
  });

  describe('GET products and restricted launch info', () => {
    it('lists the whole catalogue in display order', async () => {
      const res = await get('noaccess', '/api/v1/products');
      expect(res.statusCode).toBe(200);
      const list = res.json() as { id: string; name: string; group: string }[];
      expect(list.map((p) => p.id)).toEqual([
        'SHOPPER_BEHAVIOR',
        'REPORT_BUILDER',
        'CHANNEL_INSIGHTS',
        'CUSTOMER_PERCEPTION',
        'INSIGHTS_ACTIVATION',
        'DIGITAL_LANDSCAPES',
        'MODULAR_INTELLIGENCE',
        'CUSTOMER_PULSE',
      ]);
      expect(list.find((p) => p.id === 'MODULAR_INTELLIGENCE')).toEqual({
        id: 'MODULAR_INTELLIGENCE',
        name: 'Modular Intelligence',
        group: 'knowYourStore',
      });
    });

    it('keys the restricted launch flags by product code', async () => {
      const res = await get('user', '/api/v1/products/restricted-launch-info');
      expect(res.statusCode).toBe(200);
      const { products } = res.json() as { products: Record<string, { restricted_launch_flag: string | null }> };
      expect(Object.keys(products).sort()).toEqual([...PRODUCT_CODES].sort());
      expect(
        Object.entries(products)
          .filter(([, v]) => v.restricted_launch_flag)
          .map(([k, v]) => [k, v.restricted_launch_flag])
          .sort(),
      ).toEqual([
        ['CUSTOMER_PULSE', 'alpha'],
        ['INSIGHTS_ACTIVATION', 'beta'],
        ['MODULAR_INTELLIGENCE', 'beta'],
      ]);
    });
  });

  describe('POST fetch-active-partner-access-apps', () => {
    const partnerApps = (tenantId: number) => `/api/v2/identity/tenants/${tenantId}/fetch-active-partner-access-apps`;

    it("lists each supplier the partner's agency works for, with the partner's grants there", async () => {
      const res = await post('partner', partnerApps(BRIGHTSIDE), {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        partners: [
          {
            tenant: { id: ACME, name: 'Acme Fresh Foods', type: 'SUPPLIER' },
            products: [
              { product_id: 'SHOPPER_BEHAVIOR', accessStatus: 'ACCESS_COMPLETE' },
              { product_id: 'CUSTOMER_PERCEPTION', accessStatus: 'ACCESS_COMPLETE' },
            ],
          },
          {
            tenant: { id: SUMMIT, name: 'Summit Household Goods', type: 'SUPPLIER' },
            products: [
              { product_id: 'REPORT_BUILDER', accessStatus: 'ACCESS_COMPLETE' },
              { product_id: 'CHANNEL_INSIGHTS', accessStatus: 'ACCESS_PENDING' },
            ],
          },
        ],
      });
      const only = await post('partner', partnerApps(BRIGHTSIDE), { associated_tenant_ids: [SUMMIT, BLUE_RIDGE] });
      expect(only.json().partners.map((p: { tenant: { id: number } }) => p.tenant.id)).toEqual([SUMMIT]);
    });

    it('answers an empty list for a company without partners and for an internal user', async () => {
      for (const [loginId, tenantId] of [
        ['admin', ACME],
        ['basic3p', NORTHWIND],
        ['associate', 0],
        ['user.mx', DEL_VALLE],
      ] as const) {
        const res = await post(loginId, partnerApps(tenantId), {});
        expect(res.statusCode, loginId).toBe(200);
        expect(res.json()).toEqual({ partners: [] });
      }
    });

    it("answers 404 for any tenant but the caller's own", async () => {
      for (const [loginId, tenantId] of [
        ['partner', ACME],
        ['admin', BRIGHTSIDE],
        ['user', 0],
        ['superadmin', 0],
      ] as const) {
        expect((await post(loginId, partnerApps(tenantId), {})).statusCode, `${loginId} -> ${tenantId}`).toBe(404);
      }
      expect((await post('partner', partnerApps(BRIGHTSIDE), { associated_tenant_ids: [0] })).statusCode).toBe(400);
    });
  });

  describe('GET administrators: whom a user without access turns to', () => {
    const administratorsUrl = (tenantId: number) => `/api/v2/identity/tenants/${tenantId}/administrators`;
    const administrators = async (loginId: string, tenantId: number) => {
      const res = await get(loginId, administratorsUrl(tenantId));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CompanyAdministratorsResponse>().administrators;
    };
    /** The company's registered, active members of group Admin, by name, as the database holds them. */
    const adminsInDatabase = async (tenantId: number) =>
      (
        await t.ctx.db
          .selectFrom('users')
          .innerJoin('groups', 'groups.id', 'users.group_id')
          .innerJoin('companies', 'companies.id', 'users.company_id')
          .select(['users.first_name', 'users.last_name', 'users.email'])
          .where('companies.tenant_id', '=', tenantId)
          .where('groups.name', '=', 'Admin')
          .where('users.status', '=', 'ACTIVE')
          .where('users.registration_completed', '=', 1)
          .orderBy('users.last_name')
          .orderBy('users.first_name')
          .orderBy('users.id')
          .execute()
      ).slice(0, ADMINISTRATORS_SHOWN_MAX);

    it("names the company's administrators, by name and e-mail, to its users, at most a few", async () => {
      const acme = await administrators('noaccess', ACME);
      // Acme has more administrators than are named: the first by name.
      expect(acme).toHaveLength(ADMINISTRATORS_SHOWN_MAX);
      expect(acme).toEqual(await adminsInDatabase(ACME));
      expect(acme.every((a) => a.email.endsWith('@acmefresh.example'))).toBe(true);
      const delValle = await administrators('user.mx', DEL_VALLE);
      expect(delValle).toEqual(await adminsInDatabase(DEL_VALLE));
      expect(delValle).toContainEqual({
        first_name: 'Mariana',
        last_name: 'López',
        email: 'mariana.lopez@alimentosdelvalle.example',
      });
      // A third-party user asks the associated supplier's administrators, who grant its partners' access.
      expect(await administrators('partner', ACME)).toEqual(acme);
      expect((await administrators('partner', BRIGHTSIDE)).map((a) => a.last_name)).toContain('Sorensen');
    });

    it('leaves out a blocked administrator, and one who has not completed registration', async () => {
      const [first, second] = await administrators('noaccess', ACME);
      const idOf = async (email: string) =>
        (await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
      const blocked = await idOf(first!.email);
      const unregistered = await idOf(second!.email);
      await t.ctx.db.updateTable('users').set({ status: 'BLOCKED' }).where('id', '=', blocked).execute();
      await t.ctx.db.updateTable('users').set({ registration_completed: 0 }).where('id', '=', unregistered).execute();
      try {
        const emails = (await administrators('noaccess', ACME)).map((a) => a.email);
        expect(emails).toHaveLength(ADMINISTRATORS_SHOWN_MAX);
        expect(emails).not.toContain(first!.email);
        expect(emails).not.toContain(second!.email);
      } finally {
        await t.ctx.db.updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', blocked).execute();
        await t.ctx.db.updateTable('users').set({ registration_completed: 1 }).where('id', '=', unregistered).execute();
      }
    });

    it('has none for internal users (tenant 0), and answers 404 for a company the caller may not act for', async () => {
      expect(await administrators('associate', 0)).toEqual([]);
      for (const [loginId, tenantId] of [
        ['noaccess', BLUE_RIDGE],
        ['noaccess', 0],
        ['partner', BLUE_RIDGE],
        ['superadmin', ACME],
        ['associate', ACME],
        ['user', 9_999_999],
      ] as const) {
        const res = await get(loginId, administratorsUrl(tenantId));
        expect(res.statusCode, `${loginId} ${tenantId}`).toBe(404);
        expect(res.json().code).toBe(ERROR_CODES.notFound);
      }
    });
  });

  describe('POST launches', () => {
    const launches = async () => listEventsNamed(t.ctx.db, ANALYTICS_EVENTS.productLaunch);

    it('answers the address and tab of a product the caller may launch, and records a launch event', async () => {
      const before = (await launches()).length;
      const sb = await launch('user', 'SHOPPER_BEHAVIOR');
      expect(sb.statusCode, sb.body).toBe(200);
      expect(sb.json()).toEqual({ redirectUrl: url('shopper-behavior'), isNewTab: true });
      const rb = await launch('user', 'REPORT_BUILDER');
      expect(rb.json()).toEqual({ redirectUrl: url('report-builder'), isNewTab: false });

      const events = (await launches()).slice(before);
      expect(events).toHaveLength(2);
      expect(events[0]).toMatchObject({
        user_id: await userId('user'),
        company_id: await companyId(ACME),
        market: 'US',
        path: '/apps',
        occurred_at: t.clock.now().toISOString(),
        analytics_role: 'Regular User',
        access_type: 'Full',
      });
      expect(JSON.parse(events[0]!.properties)).toEqual({
        product: 'SHOPPER_BEHAVIOR',
        new_tab: true,
        associated_tenant_id: null,
      });
      expect(
        await t.ctx.db.selectFrom('activity_log').select('id').where('event', 'like', '%LAUNCH%').execute(),
      ).toEqual([]);
    });

    it('uses the address of the market and environment of the host', async () => {
      expect((await launch('user', 'SHOPPER_BEHAVIOR', {}, QA_HOST)).json().redirectUrl).toBe(
        url('shopper-behavior', 'us', true),
      );
      expect((await launch('user.ca', 'SHOPPER_BEHAVIOR')).json().redirectUrl).toBe(url('shopper-behavior', 'ca'));
    });

    it('refuses a pending product, one without access and one another persona has, recording nothing', async () => {
      const before = (await launches()).length;
      for (const [loginId, code] of [
        ['user', 'DIGITAL_LANDSCAPES'],
        ['user', 'INSIGHTS_ACTIVATION'],
        ['noaccess', 'SHOPPER_BEHAVIOR'],
        ['user.mx', 'SHOPPER_BEHAVIOR'],
        ['partner', 'CUSTOMER_PERCEPTION'],
      ] as const) {
        const res = await launch(loginId, code);
        expect(res.statusCode, `${loginId} ${code}`).toBe(403);
        expect(res.json().code).toBe(PRODUCT_ERROR_CODES.noAccess);
      }
      expect(await launches()).toHaveLength(before);
    });

    it("launches for an associated supplier with the partner's grants there, recorded for that supplier", async () => {
      const res = await launch('partner', 'CUSTOMER_PERCEPTION', { associated_tenant_id: ACME });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ redirectUrl: url('customer-perception'), isNewTab: false });
      const last = (await launches()).at(-1)!;
      expect(last.company_id).toBe(await companyId(ACME));
      expect(last).toMatchObject({ analytics_role: 'Third Party User', access_type: 'Full' });
      expect(JSON.parse(last.properties)).toMatchObject({ product: 'CUSTOMER_PERCEPTION', associated_tenant_id: ACME });
      expect((await launch('partner', 'CHANNEL_INSIGHTS', { associated_tenant_id: SUMMIT })).json().code).toBe(
        PRODUCT_ERROR_CODES.noAccess,
      );
      expect((await launch('partner', 'SHOPPER_BEHAVIOR', { associated_tenant_id: BLUE_RIDGE })).statusCode).toBe(404);
      expect((await launch('user', 'SHOPPER_BEHAVIOR', { associated_tenant_id: ACME })).statusCode).toBe(404);
    });

    it("launches, acting for Acme, what Acme's first administrator may launch, recorded for Acme", async () => {
      const before = (await launches()).length;
      await actingFor('superadmin', ACME, async () => {
        const mi = await launch('superadmin', 'MODULAR_INTELLIGENCE');
        expect(mi.statusCode, mi.body).toBe(200);
        expect(mi.json().redirectUrl).toBe(url('modular-intelligence'));
        // 'admin' has no grant of Digital Landscapes, so neither has the company's view.
        expect((await launch('superadmin', 'DIGITAL_LANDSCAPES')).json().code).toBe(PRODUCT_ERROR_CODES.noAccess);
      });
      const events = (await launches()).slice(before);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ user_id: await userId('superadmin'), company_id: await companyId(ACME) });
      // Not acting, the super admin has no grants of their own.
      expect((await launch('superadmin', 'MODULAR_INTELLIGENCE')).json().code).toBe(PRODUCT_ERROR_CODES.noAccess);
    });

    it('refuses the view-only spectator, even for a product the company view can launch, recording nothing', async () => {
      const before = (await launches()).length;
      await actingFor('spectator', ACME, async () => {
        expect((await tiles('spectator', ACME)).products.find((p) => p.code === 'SHOPPER_BEHAVIOR')?.accessStatus).toBe(
          'ACCESS_COMPLETE',
        );
        const res = await launch('spectator', 'SHOPPER_BEHAVIOR');
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe(ERROR_CODES.viewOnly);
      });
      expect(await launches()).toHaveLength(before);
    });

    it('refuses a product the market does not offer, even with access', async () => {
      const res = await launch('category', 'CHANNEL_INSIGHTS', {}, HOSTS.MX);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(PRODUCT_ERROR_CODES.notAvailable);
      expect((await launch('category', 'CHANNEL_INSIGHTS')).statusCode).toBe(200);
    });

    it('refuses an unknown product code by schema', async () => {
      const res = await launch('user', 'NOT_A_PRODUCT');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
      expect((await launch('user', 'shopper_behavior')).statusCode).toBe(400);
    });
  });
});
