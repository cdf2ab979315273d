import { ERROR_CODES } from '@portal/contract/errors';
import { userDetailsSchema, type UserDetails } from '@portal/contract/identity';
import { PERMISSIONS } from '@portal/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, hostOfLogin, type TestApp } from '../../test/helper.js';

describe(`identity routes (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function cookieOf(loginId: string): Promise<string> {
    if (!cookies.has(loginId)) cookies.set(loginId, await t.signIn(loginId));
    return cookies.get(loginId)!;
  }

  async function userContext(loginId: string, query = ''): Promise<UserDetails> {
    const res = await t.app.inject({
      url: `/api/v1/identity/user-context${query}`,
      headers: asUser(await cookieOf(loginId), hostOfLogin(loginId)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const parsed = userDetailsSchema.safeParse(res.json());
    expect(parsed.success, parsed.error?.message).toBe(true);
    return parsed.data!;
  }

  const prefsUrl = (loginId: string) => `/api/users/${loginId}/preferences`;
  const getPrefs = async (as: string, of: string = as) =>
    t.app.inject({ url: prefsUrl(of), headers: asUser(await cookieOf(as), hostOfLogin(as)) });
  const postPrefs = async (as: string, body: unknown, of: string = as) =>
    t.app.inject({
      method: 'POST',
      url: prefsUrl(of),
      headers: asUser(await cookieOf(as), hostOfLogin(as)),
      payload: body as Record<string, unknown>,
    });

  describe('user-context', () => {
    it('describes a regular supplier user with only their completed products', async () => {
      const user = await userContext('user');
      expect(user).toMatchObject({
        first_name: 'Jamie',
        last_name: 'Cooper',
        login_id: 'user',
        email_address: 'jamie.cooper@acmefresh.example',
        user_type: 'EXTERNAL',
        third_party_user: false,
        tenant: { id: 1_000_101, name: 'Acme Fresh Foods', type: 'SUPPLIER' },
        site_id: 1001,
        user_preferences: { locale: { timezone: 'America/Chicago' }, language_code: 'en-US' },
        authz: { group: 'Regular User', permissions: [] },
        persona_access_codes: [],
        accessClass: 'UI',
        market: 'US',
        registration_completed: true,
        acting_tenant: null,
        acting_company_id: null,
      });
      expect(user.company_id).toEqual(expect.any(Number));
      const products = user.products.map((p) => p.product_id);
      expect(products.sort()).toEqual([
        'CHANNEL_INSIGHTS',
        'CUSTOMER_PERCEPTION',
        'REPORT_BUILDER',
        'SHOPPER_BEHAVIOR',
      ]);
      expect(products).not.toContain('DIGITAL_LANDSCAPES');
      expect((await userContext('noaccess')).products).toEqual([]);
    });

    it('marks the sponsored partner as a third-party user with access to several tenants', async () => {
      const partner = await userContext('partner');
      expect(partner.third_party_user).toBe(true);
      expect(partner.accessClass).toBe('MULTIPLE_TENANTS');
      expect(partner.tenant).toMatchObject({ name: 'Brightside Media Partners', type: 'THIRD_PARTY_AGENCY' });
    });

    it('gives the super admin switch company and switch persona, and no tenant', async () => {
      const superadmin = await userContext('superadmin', '?permissions=true');
      expect(superadmin.authz.group).toBe('Super Admin');
      expect(superadmin.authz.permissions).toEqual(
        expect.arrayContaining([PERMISSIONS.switchCompany, PERMISSIONS.switchPersona]),
      );
      expect(superadmin.tenant.type).toBe('UNKNOWN');
      expect(superadmin.site_id).toBeNull();
      expect(superadmin.acting_tenant).toBeNull();
      expect(superadmin.user_type).toBe('INTERNAL');
    });

    it('lists permissions only when asked', async () => {
      expect((await userContext('superadmin')).authz.permissions).toEqual([]);
      expect((await userContext('superadmin', '?permissions=false')).authz.permissions).toEqual([]);
      expect((await userContext('admin', '?permissions=true')).authz.permissions).toEqual(
        expect.arrayContaining([
          PERMISSIONS.listUsers,
          PERMISSIONS.listEmailDomains,
          PERMISSIONS.listPartners,
          PERMISSIONS.listActivityLog,
          PERMISSIONS.updateUserSettings,
        ]),
      );
      expect((await userContext('user', '?permissions=true')).authz.permissions).toEqual([]);
    });

    it('rejects a permissions flag that is not true or false', async () => {
      const res = await t.app.inject({
        url: '/api/v1/identity/user-context?permissions=yes',
        headers: asUser(await cookieOf('user')),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
    });

    it('gives the merchant only switch persona', async () => {
      const merchant = await userContext('merchant', '?permissions=true');
      expect(merchant.authz).toEqual({ group: 'Merchant', permissions: [PERMISSIONS.switchPersona] });
      expect(merchant.persona_access_codes).toEqual([1000]);
    });

    it('carries persona access codes', async () => {
      expect((await userContext('category')).persona_access_codes).toEqual([2000]);
    });

    it('speaks the MX admin language and market', async () => {
      const adminMx = await userContext('admin.mx');
      expect(adminMx.user_preferences).toEqual({ locale: { timezone: 'America/Mexico_City' }, language_code: 'es-MX' });
      expect(adminMx.market).toBe('MX');
      expect(adminMx.site_id).toBe(2001);
      expect(adminMx.tenant).toMatchObject({ name: 'Alimentos del Valle S.A. de C.V.', type: 'SUPPLIER' });
      expect((await userContext('admin.ca')).user_preferences.language_code).toBe('fr-CA');
    });

    it('tells that an invited user has not completed registration', async () => {
      expect((await userContext('newuser')).registration_completed).toBe(false);
      expect((await userContext('admin')).registration_completed).toBe(true);
    });

    it('tells a basic vendor user by the tenant type', async () => {
      expect((await userContext('basic')).tenant.type).toBe('BASIC_VENDOR');
      expect((await userContext('basic3p')).tenant.type).toBe('BASIC_THIRD_PARTY_AGENCY');
    });
  });

  describe('preferences', () => {
    it('answers one’s own preferences', async () => {
      const res = await getPrefs('user.mx');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        login_id: 'user.mx',
        preferences: { locale: { timezone: 'America/Mexico_City' }, language_code: 'es-MX' },
        settings: {},
      });
    });

    it('refuses an unknown language with request.invalid', async () => {
      const res = await postPrefs('user', { language_code: 'de-DE' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
    });

    it('refuses an unknown time zone', async () => {
      const res = await postPrefs('user', { locale: { timezone: 'Mars/Olympus_Mons' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
      expect((await getPrefs('user')).json().preferences.locale.timezone).toBe('America/Chicago');
    });

    it('keeps the fields an update leaves out, and merges settings', async () => {
      const first = await postPrefs('category', {
        locale: { timezone: 'America/Denver' },
        settings: { density: 'compact', rows: 25 },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        login_id: 'category',
        preferences: { locale: { timezone: 'America/Denver' }, language_code: 'en-US' },
        settings: { density: 'compact', rows: 25 },
      });
      const second = await postPrefs('category', { language_code: 'es-MX', settings: { rows: 50, beta: true } });
      expect(second.json()).toEqual({
        login_id: 'category',
        preferences: { locale: { timezone: 'America/Denver' }, language_code: 'es-MX' },
        settings: { density: 'compact', rows: 50, beta: true },
      });
      expect((await getPrefs('category')).json()).toEqual(second.json());
      expect((await userContext('category')).user_preferences).toEqual({
        locale: { timezone: 'America/Denver' },
        language_code: 'es-MX',
      });
    });

    it('writes PREFERENCES_UPDATED with the actor and the owner’s company', async () => {
      const res = await postPrefs('admin', { language_code: 'es-MX' }, 'user');
      expect(res.statusCode).toBe(200);
      expect(res.json().preferences.language_code).toBe('es-MX');
      const acme = await t.ctx.db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Acme Fresh Foods')
        .executeTakeFirstOrThrow();
      const entries = await t.ctx.db
        .selectFrom('activity_log')
        .selectAll()
        .where('event', '=', 'PREFERENCES_UPDATED')
        .where('entity_id', '=', 'user')
        .execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor: 'admin',
        company_id: acme.id,
        entity_type: 'USER_PREFERENCES',
        created_at: t.clock.now().toISOString(),
      });
      expect(entries[0]!.description).toContain('language_code');
    });

    it('refuses a colleague without UPDATE USER_SETTINGS and changes nothing', async () => {
      const before = (await getPrefs('admin')).json();
      const res = await postPrefs('user', { language_code: 'fr-CA' }, 'admin');
      expect(res.statusCode).toBe(403);
      expect((await getPrefs('admin')).json()).toEqual(before);
    });

    it("answers 404 for another company's user and changes nothing", async () => {
      const res = await postPrefs('admin', { language_code: 'en-US' }, 'user.mx');
      expect(res.statusCode).toBe(404);
      expect((await getPrefs('user.mx')).json().preferences.language_code).toBe('es-MX');
    });
  });

  describe('sites', () => {
    it.each([
      [1001, 'en-US'],
      [2001, 'es-MX'],
      [3001, 'fr-CA'],
    ])('site %i speaks %s', async (site, language) => {
      const res = await t.app.inject({ url: `/api/v1/identity/sites/${site}`, headers: { host: HOSTS.US } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ site_id: site, language_code: language });
    });

    it('answers 404 for an unknown site and 400 for one that is not a number', async () => {
      const unknown = await t.app.inject({ url: '/api/v1/identity/sites/9999' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe(ERROR_CODES.notFound);
      const bad = await t.app.inject({ url: '/api/v1/identity/sites/abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe(ERROR_CODES.validation);
    });
  });
});
