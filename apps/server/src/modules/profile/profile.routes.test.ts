import { ERROR_CODES } from '@portal/contract/errors';
import { PROFILE_ERROR_CODES, userInfoSchema } from '@portal/contract/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, hostOfLogin, type TestApp } from '../../test/helper.js';

describe(`profile (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function headersOf(loginId: string, host: string = hostOfLogin(loginId)): Promise<Record<string, string>> {
    if (!cookies.has(loginId)) cookies.set(loginId, await t.signIn(loginId, host));
    return asUser(cookies.get(loginId)!, host);
  }
  const putInfo = async (as: string, of: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${of}/info`,
      headers: await headersOf(as),
      payload: body as Record<string, unknown>,
    });
  const postPrefs = async (as: string, body: unknown, host?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${as}/preferences`,
      headers: await headersOf(as, host),
      payload: body as Record<string, unknown>,
    });
  const userContext = async (as: string) =>
    (await t.app.inject({ url: '/api/v1/identity/user-context', headers: await headersOf(as) })).json();
  const namesOf = (loginId: string) =>
    t.ctx.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('login_id', '=', loginId)
      .executeTakeFirstOrThrow();

  describe('user info', () => {
    it('changes one’s own name, shows it at once and logs it', async () => {
      const res = await putInfo('user.ca', 'user.ca', { first_name: '  Étienne ', last_name: 'Roy-Côté' });
      expect(res.statusCode, res.body).toBe(200);
      const info = userInfoSchema.parse(res.json());
      expect(info).toMatchObject({
        firstName: 'Étienne',
        lastName: 'Roy-Côté',
        loginId: 'user.ca',
        user_type: 'EXTERNAL',
        companyName: 'Érablière Laurentienne Ltée',
        companyType: 'SUPPLIER',
        timezone: 'America/Toronto',
        locale: 'fr-CA',
        thirdPartyUser: false,
      });
      expect(info.tenantId).toBeGreaterThan(3_000_000);
      expect(await userContext('user.ca')).toMatchObject({ first_name: 'Étienne', last_name: 'Roy-Côté' });
      const log = await t.ctx.db
        .selectFrom('activity_log')
        .selectAll()
        .where('event', '=', 'USER_INFO_UPDATED')
        .execute();
      expect(log).toEqual([expect.objectContaining({ actor: 'user.ca', entity_id: 'user.ca', entity_type: 'USER' })]);
    });

    it('answers an internal user without a company', async () => {
      const res = await putInfo('associate', 'associate', { first_name: 'Chris', last_name: 'Alvarez' });
      expect(res.json()).toMatchObject({
        user_type: 'INTERNAL',
        companyId: null,
        companyName: null,
        tenantId: null,
        companyType: null,
      });
    });

    it('refuses empty and too long names with the field codes the form shows', async () => {
      const empty = await putInfo('user', 'user', { first_name: '', last_name: 'Cooper' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe(ERROR_CODES.validation);
      expect(empty.json().details.map((d: { message: string }) => d.message)).toContain(
        'profile.errors.first_name_required',
      );
      const long = await putInfo('user', 'user', { first_name: 'Jamie', last_name: 'x'.repeat(51) });
      expect(long.json().details.map((d: { message: string }) => d.message)).toContain('profile.errors.too_long');
      expect(await namesOf('user')).toEqual({ first_name: 'Jamie', last_name: 'Cooper' });
    });

    it('answers 404 for anyone else’s info, their admin’s included, and changes nothing', async () => {
      for (const [as, of] of [
        ['admin', 'user'],
        ['user', 'admin'],
        ['superadmin', 'user'],
        ['admin.mx', 'user'],
      ]) {
        const res = await putInfo(as!, of!, { first_name: 'Mallory', last_name: 'Intruder' });
        expect(res.statusCode, `${as} -> ${of}`).toBe(404);
        expect(res.json().code).toBe(ERROR_CODES.notFound);
      }
      expect(await namesOf('user')).toEqual({ first_name: 'Jamie', last_name: 'Cooper' });
      expect(await namesOf('admin')).toEqual({ first_name: 'Dana', last_name: 'Whitfield' });
    });
  });

  describe('preferences: what the profile offers', () => {
    it('refuses a real time zone the profile does not offer', async () => {
      const res = await postPrefs('user', { locale: { timezone: 'Europe/Kaliningrad' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: PROFILE_ERROR_CODES.timeZoneNotOffered,
        details: [{ path: '/locale/timezone' }],
      });
      expect((await userContext('user')).user_preferences.locale.timezone).toBe('America/Chicago');
    });

    it('refuses a language the market does not offer, and accepts it where it does', async () => {
      const us = await postPrefs('user', { language_code: 'fr-CA' });
      expect(us.statusCode).toBe(400);
      expect(us.json().code).toBe(PROFILE_ERROR_CODES.languageNotOffered);
      expect((await userContext('user')).user_preferences.language_code).toBe('en-US');
      const ca = await postPrefs('admin.ca', { language_code: 'en-US' });
      expect(ca.statusCode).toBe(200);
      const back = await postPrefs('admin.ca', { language_code: 'fr-CA' });
      expect(back.json().preferences.language_code).toBe('fr-CA');
      // An internal user signs in on any market: the market of the request decides.
      expect((await postPrefs('merchant', { language_code: 'fr-CA' }, HOSTS.US)).statusCode).toBe(400);
    });

    it('shows a change in the user context at once, with nothing stale served afterwards', async () => {
      expect((await userContext('noaccess')).user_preferences).toEqual({
        locale: { timezone: 'America/Chicago' },
        language_code: 'en-US',
      });
      const changed = await postPrefs('noaccess', { locale: { timezone: 'Pacific/Honolulu' }, language_code: 'es-MX' });
      expect(changed.statusCode).toBe(200);
      expect((await userContext('noaccess')).user_preferences).toEqual({
        locale: { timezone: 'Pacific/Honolulu' },
        language_code: 'es-MX',
      });
      await postPrefs('noaccess', { locale: { timezone: 'Asia/Kolkata' } });
      expect((await userContext('noaccess')).user_preferences).toEqual({
        locale: { timezone: 'Asia/Kolkata' },
        language_code: 'es-MX',
      });
    });

    it('keeps the change across sessions (another device signing in)', async () => {
      const other = asUser(await t.signIn('noaccess'), HOSTS.US);
      const context = (await t.app.inject({ url: '/api/v1/identity/user-context', headers: other })).json();
      expect(context.user_preferences).toEqual({ locale: { timezone: 'Asia/Kolkata' }, language_code: 'es-MX' });
    });

    it('changes only one’s own preferences unless an admin of the same company', async () => {
      const colleague = await t.app.inject({
        method: 'POST',
        url: '/api/users/admin/preferences',
        headers: await headersOf('noaccess'),
        payload: { language_code: 'es-MX' },
      });
      expect(colleague.statusCode).toBe(403);
      const stranger = await t.app.inject({
        method: 'POST',
        url: '/api/users/user.mx/preferences',
        headers: await headersOf('noaccess'),
        payload: { language_code: 'es-MX' },
      });
      expect(stranger.statusCode).toBe(404);
      expect((await userContext('admin')).user_preferences.language_code).toBe('en-US');
    });
  });
});
