import { hash } from '@node-rs/argon2';
import { ERROR_CODES, UNAUTHORIZED_MESSAGES } from '@portal/contract/errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { DEMO_PASSWORD } from '@portal/contract/products';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepEndedSessions, SESSION_COOKIE } from '../../platform/session.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, sessionCookieOf, type TestApp } from '../../test/helper.js';

const MINUTE = 60_000;
const NEW_PASSWORD = 'a-brand-new-secret-2026';

/** lastUrl values and where sign-in goes with them: only a same-origin path, checked after normalising. */
const RETURN_PATHS: [string | undefined, string][] = [
  ['/admin/userList?page=2', '/admin/userList?page=2'],
  [undefined, '/apps'],
  ['/./profile', '/profile'],
  ['https://evil.example/x', '/apps'],
  ['http://evil.example', '/apps'],
  ['javascript:alert(1)', '/apps'],
  ['//evil', '/apps'],
  ['/\\evil.example', '/apps'],
  ['/.//evil.example', '/apps'],
  ['/..//evil.example', '/apps'],
  ['/%2e//evil.example', '/apps'],
  ['/%2e%2e//evil.example', '/apps'],
  ['/%2F%2Fevil.example', '/apps'],
  ['/%5Cevil.example', '/apps'],
  ['/\t/evil.example', '/apps'],
  ['/\n/evil.example', '/apps'],
];

describe(`auth routes (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signInPage = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/login${query}`, headers: { host: HOSTS.US, ...headers } });

  const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: HOSTS.US, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  const postJson = (
    loginId: string,
    password: string,
    host: string = HOSTS.US,
    extra: Record<string, string> = {},
    lastUrl?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host, [CSRF_HEADER]: CSRF_HEADER_VALUE, ...extra },
      payload: { loginId, password, ...(lastUrl === undefined ? {} : { lastUrl }) },
    });

  /** A fresh press-and-hold proof for an anonymous client of this address (the reset-request form's humanProof). */
  const proofFor = async (address = '127.0.0.1') => (await t.app.humanProofs.sign(`ip:${address}`)).proof;

  const whoAmI = (cookie: string, host: string = HOSTS.US) =>
    t.app.inject({ url: '/api/v1/identity/user-context', headers: asUser(cookie, host) });

  const expect401 = (res: LightMyRequestResponse, message: string) => {
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(message);
  };

  const activity = (actor: string, event: string) =>
    t.ctx.db.selectFrom('activity_log').selectAll().where('actor', '=', actor).where('event', '=', event).execute();

  describe('sign-in page', () => {
    it.each([
      [HOSTS.US, 'en-US', 'Sign in'],
      [HOSTS.MX, 'es-MX', 'Iniciar sesión'],
      [HOSTS.CA, 'fr-CA', 'Connexion'],
    ])('on %s speaks %s', async (host, locale, title) => {
      const res = await signInPage('?lastUrl=%2Fadmin', { host });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<html lang="${locale}">`);
      expect(res.body).toContain(`<h1>${title}</h1>`);
      expect(res.body).toContain('name="lastUrl" value="/admin"');
      expect(res.body).toContain(DEMO_PASSWORD);
    });

    it('lets ?lang= override the market language and remembers it in a cookie', async () => {
      const res = await signInPage('?lang=fr-CA');
      expect(res.body).toContain('<h1>Connexion</h1>');
      expect(res.cookies.find((c) => c.name === 'portal_locale')?.value).toBe('fr-CA');
    });

    it('honours the portal_locale cookie', async () => {
      const res = await signInPage('', { cookie: 'portal_locale=es-MX' });
      expect(res.body).toContain('<h1>Iniciar sesión</h1>');
    });

    it('falls back to en-US for an unknown language', async () => {
      const res = await signInPage('?lang=xx-YY', { host: HOSTS.MX });
      expect(res.body).toContain('<html lang="en-US">');
      expect(res.body).toContain('<h1>Sign in</h1>');
    });

    it('shows the idle notice and the password-changed notice when asked', async () => {
      expect((await signInPage('?idle=1')).body).toContain(
        'Your session has timed out due to inactivity. Login to resume work.',
      );
      expect((await signInPage('?reset=1')).body).toContain('Your password has been changed.');
    });
  });

  describe('signing in', () => {
    it.each(RETURN_PATHS)('a form sign-in with lastUrl %j goes to %s', async (lastUrl, location) => {
      const fields: Record<string, string> = { loginId: 'user', password: DEMO_PASSWORD };
      if (lastUrl !== undefined) fields.lastUrl = lastUrl;
      const res = await postForm('/api/login', fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(location);
      expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
    });

    it.each(RETURN_PATHS)('a JSON sign-in with lastUrl %j answers the redirect %s', async (lastUrl, redirect) => {
      const res = await postJson('user', DEMO_PASSWORD, HOSTS.US, {}, lastUrl);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirect });
    });

    it.each(RETURN_PATHS)(
      'a signed-in GET of the sign-in page with lastUrl %j goes to %s',
      async (lastUrl, location) => {
        const cookie = sessionCookieOf(await postJson('user', DEMO_PASSWORD));
        const res = await signInPage(lastUrl === undefined ? '' : `?lastUrl=${encodeURIComponent(lastUrl)}`, {
          cookie,
        });
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe(location);
      },
    );

    it.each(RETURN_PATHS)('the sign-in form carries lastUrl %j as %s', async (lastUrl, kept) => {
      const res = await signInPage(lastUrl === undefined ? '' : `?lastUrl=${encodeURIComponent(lastUrl)}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`name="lastUrl" value="${kept.replace(/&/g, '&amp;')}"`);
    });

    it('a JSON sign-in answers the redirect', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: HOSTS.US, [CSRF_HEADER]: CSRF_HEADER_VALUE },
        payload: { loginId: 'USER', password: DEMO_PASSWORD, lastUrl: '/profile' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirect: '/profile' });
      expect((await whoAmI(sessionCookieOf(res))).json().login_id).toBe('user');
    });

    it('sets an httpOnly, SameSite=Lax session cookie for the whole site, not Secure on localhost', async () => {
      const res = await postJson('user', DEMO_PASSWORD);
      const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(session.value.length).toBeGreaterThanOrEqual(40);
      expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(session.secure).toBeFalsy();
      expect(session.maxAge).toBe(12 * 3600);
    });

    it('gives a new session id at every sign-in; the old one stops working', async () => {
      const first = sessionCookieOf(await postJson('noaccess', DEMO_PASSWORD));
      const again = await postJson('noaccess', DEMO_PASSWORD, HOSTS.US, { cookie: first });
      const second = sessionCookieOf(again);
      expect(second).not.toBe(first);
      expect401(await whoAmI(first), UNAUTHORIZED_MESSAGES.invalidToken);
      expect((await whoAmI(second)).statusCode).toBe(200);
      // A sign-in from another browser does not end this one.
      const elsewhere = sessionCookieOf(await postJson('noaccess', DEMO_PASSWORD));
      expect(elsewhere).not.toBe(second);
      expect((await whoAmI(second)).statusCode).toBe(200);
    });

    it('re-renders the form with the typed login id on a wrong password (401)', async () => {
      const res = await postForm('/api/login', { loginId: 'basic', password: 'not-the-password', lastUrl: '/profile' });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('name="loginId" type="text"');
      expect(res.body).toContain('value="basic"');
      expect(res.body).toContain('name="lastUrl" value="/profile"');
      expect(res.body).toContain('The Login ID or password is not correct.');
      expect(res.body).not.toContain('not-the-password');
      expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    });

    it('answers 401 for an unknown login id, like a wrong password', async () => {
      const res = await postJson('nobody.at.all', DEMO_PASSWORD);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(ERROR_CODES.invalidCredentials);
    });

    it('answers an empty form with a 400 page', async () => {
      const res = await postForm('/api/login', {});
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Enter your Login ID.');
      expect(res.body).toContain('Enter your password.');
      expect(res.body).toContain('<h1>Sign in</h1>');
    });

    it('refuses a cross-site form post by its Origin', async () => {
      const res = await postForm(
        '/api/login',
        { loginId: 'user', password: DEMO_PASSWORD },
        { origin: 'https://evil.example' },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ERROR_CODES.csrfMissing);
      expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
      const same = await postForm(
        '/api/login',
        { loginId: 'user', password: DEMO_PASSWORD },
        { origin: 'http://localhost' },
      );
      expect(same.statusCode).toBe(303);
    });

    it('writes SIGN_IN to the activity log and records the last sign-in', async () => {
      await postJson('category', DEMO_PASSWORD);
      const entries = await activity('category', 'SIGN_IN');
      expect(entries.length).toBeGreaterThanOrEqual(1);
      expect(entries[0]).toMatchObject({ entity_type: 'USER', entity_id: 'category', company_id: null });
      const user = await t.ctx.db
        .selectFrom('users')
        .select('last_login_at')
        .where('login_id', '=', 'category')
        .executeTakeFirstOrThrow();
      expect(user.last_login_at).toBe(t.clock.now().toISOString());
    });
  });

  describe('throttling', () => {
    it('refuses for 15 minutes after 5 failures, even the right password', async () => {
      for (let i = 1; i <= 4; i += 1) {
        const res = await postJson('partner', `wrong-${i}`);
        expect(res.statusCode, `attempt ${i}`).toBe(401);
        expect(res.json().code).toBe(ERROR_CODES.invalidCredentials);
      }
      const fifth = await postJson('partner', 'wrong-5');
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().message).toContain('Too many failed sign-in attempts');

      const sixth = await postJson('partner', DEMO_PASSWORD);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().code).toBe(ERROR_CODES.accountLocked);
      expect(sixth.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
      const page = await postForm('/api/login', { loginId: 'partner', password: DEMO_PASSWORD });
      expect(page.statusCode).toBe(429);
      expect(page.body).toContain('Too many failed sign-in attempts');

      t.clock.advance(14 * MINUTE);
      expect((await postJson('Partner', DEMO_PASSWORD)).statusCode).toBe(429);
      t.clock.advance(MINUTE + 1000);
      expect((await postJson('partner', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('clears the failure count on a success', async () => {
      for (let i = 1; i <= 4; i += 1) expect((await postJson('associate', `wrong-${i}`)).statusCode).toBe(401);
      expect((await postJson('associate', DEMO_PASSWORD)).statusCode).toBe(200);
      for (let i = 1; i <= 4; i += 1) expect((await postJson('associate', `wrong-again-${i}`)).statusCode).toBe(401);
      expect((await postJson('associate', DEMO_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('who may sign in where', () => {
    it('refuses a blocked user and ends their session at once', async () => {
      const cookie = await t.signIn('basic3p');
      expect((await whoAmI(cookie)).statusCode).toBe(200);
      await t.ctx.db.updateTable('users').set({ status: 'BLOCKED' }).where('login_id', '=', 'basic3p').execute();
      expect401(await whoAmI(cookie), UNAUTHORIZED_MESSAGES.invalidToken);
      const again = await postJson('basic3p', DEMO_PASSWORD);
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe(ERROR_CODES.accountBlocked);
      expect(again.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    });

    it("refuses an external user on another market's host", async () => {
      expect((await postJson('admin.mx', DEMO_PASSWORD, HOSTS.US)).statusCode).toBe(401);
      expect((await postJson('admin.ca', DEMO_PASSWORD, HOSTS.MX)).statusCode).toBe(401);
      expect((await postJson('user', DEMO_PASSWORD, HOSTS.CA)).statusCode).toBe(401);
      expect((await postJson('admin.mx', DEMO_PASSWORD, HOSTS.MX)).statusCode).toBe(200);
    });

    it('lets internal users sign in on every market', async () => {
      for (const host of [HOSTS.US, HOSTS.MX, HOSTS.CA]) {
        expect((await postJson('superadmin', DEMO_PASSWORD, host)).statusCode, host).toBe(200);
        expect((await postJson('merchant', DEMO_PASSWORD, host)).statusCode, host).toBe(200);
      }
    });
  });

  describe('sessions', () => {
    it('ends a session idle for more than 30 minutes; activity keeps it alive', async () => {
      const cookie = await t.signIn('admin');
      t.clock.advance(29 * MINUTE);
      expect((await whoAmI(cookie)).statusCode).toBe(200);
      t.clock.advance(29 * MINUTE);
      expect((await whoAmI(cookie)).statusCode).toBe(200);
      t.clock.advance(31 * MINUTE);
      expect401(await whoAmI(cookie), UNAUTHORIZED_MESSAGES.inactive);
      // Every request made with the ended session gets the same answer (the web runs several at once)…
      expect401(await whoAmI(cookie), UNAUTHORIZED_MESSAGES.inactive);
      // …until the sweep removes sessions that ended a day ago.
      t.clock.advance(25 * 60 * MINUTE);
      expect(await sweepEndedSessions(t.ctx)).toBeGreaterThan(0);
      expect401(await whoAmI(cookie), UNAUTHORIZED_MESSAGES.invalidToken);
    });

    it('ends a session 12 hours after sign-in however active', async () => {
      const cookie = await t.signIn('spectator');
      for (let elapsed = 20; elapsed < 12 * 60; elapsed += 20) {
        t.clock.advance(20 * MINUTE);
        expect((await whoAmI(cookie)).statusCode, `after ${elapsed} minutes`).toBe(200);
      }
      t.clock.advance(20 * MINUTE);
      expect401(await whoAmI(cookie), UNAUTHORIZED_MESSAGES.sessionExpired);
    });

    it('answers Invalid token for a cookie it never issued, Missing token for none', async () => {
      expect401(await whoAmI(`${SESSION_COOKIE}=garbage-not-a-session`), UNAUTHORIZED_MESSAGES.invalidToken);
      expect401(await t.app.inject({ url: '/api/v1/identity/user-context' }), UNAUTHORIZED_MESSAGES.missingToken);
    });

    it('answers auth-status signed in and signed out', async () => {
      expect((await t.app.inject({ url: '/api/auth-status' })).json()).toEqual({ authenticated: false });
      const signedInAt = t.clock.now().getTime();
      const cookie = await t.signIn('associate');
      t.clock.advance(2 * MINUTE);
      const res = await t.app.inject({ url: '/api/auth-status', headers: { cookie } });
      expect(res.json()).toEqual({
        authenticated: true,
        login_id: 'associate',
        idle_expires_at: new Date(signedInAt + 32 * MINUTE).toISOString(),
        expires_at: new Date(signedInAt + 12 * 60 * MINUTE).toISOString(),
      });
    });

    const signOut = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/logout', headers });

    it('signs out at POST /api/logout: 204, cookie cleared, session gone, SIGN_OUT logged', async () => {
      const cookie = await t.signIn('merchant');
      const res = await signOut(asUser(cookie));
      expect(res.statusCode).toBe(204);
      expect(res.headers['cache-control']).toBe('no-store');
      const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cleared.value).toBe('');
      expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
      expect401(await whoAmI(cookie), UNAUTHORIZED_MESSAGES.invalidToken);
      const entries = await activity('merchant', 'SIGN_OUT');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ entity_id: 'merchant', source_app: 'supplier-portal' });
      expect((await activity('merchant', 'SIGN_IN')).length).toBeGreaterThanOrEqual(1);
      // Signed out already: nothing more to end, nothing logged.
      expect((await signOut(asUser(cookie))).statusCode).toBe(204);
      expect(await activity('merchant', 'SIGN_OUT')).toHaveLength(1);
    });

    it('cannot be signed out cross-site: POST needs the anti-forgery header, GET /logout ends nothing', async () => {
      const cookie = await t.signIn('category');
      const forged = await signOut({ cookie, host: HOSTS.US });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe(ERROR_CODES.csrfMissing);
      // GET /logout is the web app's page (which posts); the server only serves the app there.
      const page = await t.app.inject({ url: '/logout', headers: { cookie, host: HOSTS.US } });
      expect(page.headers.location).toBeUndefined();
      expect(page.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
      expect((await t.app.inject({ url: '/api/logout', headers: { cookie, host: HOSTS.US } })).statusCode).toBe(404);
      expect((await whoAmI(cookie)).statusCode).toBe(200);
      expect(await activity('category', 'SIGN_OUT')).toHaveLength(0);
    });
  });

  describe('password reset', () => {
    // Each test asks for links as if from a new client: the rate limits (decision record 011) have their own tests.
    beforeEach(() => t.ctx.db.deleteFrom('rate_limit_counters').execute());
    const resetPage = (url: string, host: string = HOSTS.US) => t.app.inject({ url, headers: { host } });
    const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

    const mintLink = (cookie: string, password: string = DEMO_PASSWORD, host: string = HOSTS.US) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pwd-reset-link',
        headers: asUser(cookie, host),
        payload: { password },
      });
    const outbox = () => t.ctx.db.selectFrom('outbox').selectAll().orderBy('id').execute();
    const mailedLink = (text: string) => /https?:\/\/\S+/.exec(text)![0];

    it('works once with a link from pwd-reset-link and ends every session', async () => {
      const cookie = await t.signIn('noaccess');
      const other = await t.signIn('noaccess');
      const linkRes = await mintLink(cookie);
      expect(linkRes.statusCode).toBe(200);
      expect(linkRes.headers['cache-control']).toBe('no-store');
      const { url, expires_at } = linkRes.json() as { url: string; expires_at: string };
      expect(url).toMatch(/^\/api\/password-reset\?token=[\w-]{20,}$/);
      expect(expires_at).toBe(new Date(t.clock.now().getTime() + 60 * MINUTE).toISOString());
      const token = tokenOf(url);

      const page = await resetPage(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`name="token" value="${token}"`);

      const tooShort = await postForm('/api/password-reset', { token, password: 'short', confirm: 'short' });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.body).toContain('The password must have at least 12 characters.');
      expect(tooShort.body).toContain(`name="token" value="${token}"`);
      const mismatch = await postForm('/api/password-reset', {
        token,
        password: NEW_PASSWORD,
        confirm: `${NEW_PASSWORD}x`,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.body).toContain('The two passwords are not the same.');
      const demo = await postForm('/api/password-reset', { token, password: DEMO_PASSWORD, confirm: DEMO_PASSWORD });
      expect(demo.statusCode).toBe(400);
      expect(demo.body).toContain(`name="token" value="${token}"`);
      // Refused attempts leave the session and the link alone.
      expect((await whoAmI(cookie)).statusCode).toBe(200);
      expect((await resetPage(url)).statusCode).toBe(200);

      const done = await postForm('/api/password-reset', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toMatch(/^\/api\/login\?reset=1/);
      expect401(await whoAmI(cookie), UNAUTHORIZED_MESSAGES.invalidToken);
      expect401(await whoAmI(other), UNAUTHORIZED_MESSAGES.invalidToken);
      expect((await postJson('noaccess', DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await postJson('noaccess', NEW_PASSWORD)).statusCode).toBe(200);
      expect(await activity('noaccess', 'PASSWORD_RESET')).toHaveLength(1);

      const reused = await postForm('/api/password-reset', {
        token,
        password: 'yet-another-password-1',
        confirm: 'yet-another-password-1',
      });
      expect(reused.statusCode).toBe(410);
      expect((await resetPage(url)).statusCode).toBe(410);
      expect((await postJson('noaccess', NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('expires a link after 60 minutes', async () => {
      const cookie = await t.signIn('admin.ca');
      const { url } = (await mintLink(cookie, DEMO_PASSWORD, HOSTS.CA)).json() as { url: string };
      t.clock.advance(59 * MINUTE);
      expect((await resetPage(url, HOSTS.CA)).statusCode).toBe(200);
      t.clock.advance(2 * MINUTE);
      const expired = await resetPage(url, HOSTS.CA);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).not.toContain('name="token"');
      const late = await postForm(
        '/api/password-reset',
        { token: tokenOf(url), password: NEW_PASSWORD, confirm: NEW_PASSWORD },
        { host: HOSTS.CA },
      );
      expect(late.statusCode).toBe(410);
      expect((await postJson('admin.ca', DEMO_PASSWORD, HOSTS.CA)).statusCode).toBe(200);
    });

    it('mints a link only as a POST with the anti-forgery header and the current password', async () => {
      const cookie = await t.signIn('user.mx');
      const tokens = async () =>
        (await t.ctx.db.selectFrom('password_reset_tokens').select('token_hash').execute()).length;
      const before = await tokens();
      const asGet = await t.app.inject({ url: '/api/pwd-reset-link', headers: asUser(cookie, HOSTS.MX) });
      expect(asGet.statusCode).toBe(404);
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/pwd-reset-link',
        headers: { cookie, host: HOSTS.MX },
        payload: { password: DEMO_PASSWORD },
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe(ERROR_CODES.csrfMissing);
      const without = await t.app.inject({
        method: 'POST',
        url: '/api/pwd-reset-link',
        headers: asUser(cookie, HOSTS.MX),
        payload: {},
      });
      expect(without.statusCode).toBe(400);
      expect(await tokens()).toBe(before);

      // A wrong password is a 403 (not a 401: the session is fine) and counts as a failed sign-in.
      for (let i = 1; i <= 4; i += 1) {
        const wrong = await mintLink(cookie, `wrong-${i}`, HOSTS.MX);
        expect(wrong.statusCode, `attempt ${i}`).toBe(403);
        expect(wrong.json().code).toBe(ERROR_CODES.currentPasswordIncorrect);
      }
      const locked = await mintLink(cookie, 'wrong-5', HOSTS.MX);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe(ERROR_CODES.accountLocked);
      expect((await mintLink(cookie, DEMO_PASSWORD, HOSTS.MX)).statusCode).toBe(429);
      expect((await postJson('user.mx', DEMO_PASSWORD, HOSTS.MX)).statusCode).toBe(429);
      expect(await tokens()).toBe(before);
      expect((await whoAmI(cookie, HOSTS.MX)).statusCode).toBe(200);

      t.clock.advance(15 * MINUTE + 1000);
      const minted = await mintLink(cookie, DEMO_PASSWORD, HOSTS.MX);
      expect(minted.statusCode).toBe(200);
      expect(minted.headers['cache-control']).toBe('no-store');
      expect(await tokens()).toBe(before + 1);
    });

    it('a reset spends every outstanding link of the user, mailed or minted', async () => {
      const cookie = await t.signIn('basic');
      const minted = [(await mintLink(cookie)).json().url as string, (await mintLink(cookie)).json().url as string];
      await postForm('/api/password-reset/request', { loginId: 'basic', humanProof: await proofFor() });
      const mailed = mailedLink((await outbox()).at(-1)!.text_body);
      const links = [...minted, new URL(mailed).pathname + new URL(mailed).search];
      for (const url of links) expect((await resetPage(url)).statusCode).toBe(200);
      const used = await postForm('/api/password-reset', {
        token: tokenOf(links[1]!),
        password: NEW_PASSWORD,
        confirm: NEW_PASSWORD,
      });
      expect(used.statusCode).toBe(303);
      for (const url of links) {
        expect((await resetPage(url)).statusCode, url).toBe(410);
        const again = await postForm('/api/password-reset', {
          token: tokenOf(url),
          password: 'a-third-password-2026',
          confirm: 'a-third-password-2026',
        });
        expect(again.statusCode, url).toBe(410);
      }
      expect((await postJson('basic', NEW_PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      ['a foreign Host', { host: 'evil.example' }],
      [
        'X-Forwarded-Host from a client that is not a trusted proxy',
        { host: HOSTS.US, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      ],
      ['a foreign Host and X-Forwarded-Host', { host: 'evil.example:3000', 'x-forwarded-host': 'evil.example' }],
    ])('mails the reset link on the configured address whatever %s says', async (_label, headers) => {
      const res = await postForm(
        '/api/password-reset/request',
        { loginId: 'associate', humanProof: await proofFor() },
        headers,
      );
      expect(res.statusCode).toBe(200);
      const mail = (await outbox()).at(-1)!;
      expect(mail.to_address).toContain('@');
      expect(mail.text_body).not.toContain('evil');
      expect(mailedLink(mail.text_body)).toMatch(/^http:\/\/localhost:3000\/api\/password-reset\?token=[\w-]{20,}$/);
    });

    it("links an external user to their own market's address, an internal user to the market asked on", async () => {
      await postForm(
        '/api/password-reset/request',
        { loginId: 'admin', humanProof: await proofFor() },
        { host: HOSTS.MX },
      );
      expect(mailedLink((await outbox()).at(-1)!.text_body)).toMatch(
        /^http:\/\/localhost:3000\/api\/password-reset\?token=/,
      );
      await postForm(
        '/api/password-reset/request',
        { loginId: 'agent', humanProof: await proofFor() },
        { host: HOSTS.MX },
      );
      expect(mailedLink((await outbox()).at(-1)!.text_body)).toMatch(
        /^http:\/\/mx\.localhost:3000\/api\/password-reset\?token=/,
      );
    });

    it('answers the request form alike for any id and mails a link only to a real account', async () => {
      const before = (await outbox()).length;
      const unknown = await postForm(
        '/api/password-reset/request',
        { loginId: 'nobody.at.all', humanProof: await proofFor() },
        { host: HOSTS.CA },
      );
      expect(unknown.statusCode).toBe(200);
      expect(await outbox()).toHaveLength(before);
      await t.ctx.db
        .updateTable('users')
        .set({ status: 'BLOCKED' })
        .where('login_id', '=', 'assetprotection')
        .execute();
      const blocked = await postForm(
        '/api/password-reset/request',
        { loginId: 'assetprotection', humanProof: await proofFor() },
        { host: HOSTS.CA },
      );
      expect(blocked.body).toBe(unknown.body);
      expect(await outbox()).toHaveLength(before);

      const known = await postForm(
        '/api/password-reset/request',
        { loginId: 'user.ca', humanProof: await proofFor() },
        { host: HOSTS.CA },
      );
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      const mails = await outbox();
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1)!;
      expect(mail).toMatchObject({
        to_address: 'etienne.roy@erabliere-laurentienne.example',
        template: 'password-reset',
        locale: 'fr-CA',
        status: 'queued',
      });

      expect(await t.ctx.worker.drain()).toBeGreaterThanOrEqual(1);
      const delivered = await t.ctx.db
        .selectFrom('outbox')
        .selectAll()
        .where('id', '=', mail.id)
        .executeTakeFirstOrThrow();
      expect(delivered.status).toBe('stored');
      expect(delivered.sent_at).toBe(t.clock.now().toISOString());

      const link = /https?:\/\/\S+/.exec(mail.text_body)![0];
      expect(link.startsWith('http://ca.localhost:3000/api/password-reset?token=')).toBe(true);
      const target = new URL(link);
      expect((await resetPage(target.pathname + target.search, HOSTS.CA)).statusCode).toBe(200);

      const empty = await postForm('/api/password-reset/request', {}, { host: HOSTS.CA });
      expect(empty.statusCode).toBe(400);
    });
  });
});

describe(`auth in production (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', DEMO: 'true', PUBLIC_URL: 'https://portal.example.com' },
    });
  });
  afterAll(() => t.close());

  const postJson = (loginId: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: HOSTS.US, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { loginId, password },
    });

  it('refuses the demo password and does not show it', async () => {
    const res = await postJson('user', DEMO_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ERROR_CODES.demoPasswordRefused);
    expect(res.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    const page = await t.app.inject({ url: '/api/login', headers: { host: HOSTS.US } });
    expect(page.body).not.toContain(DEMO_PASSWORD);
  });

  it('signs in with a real password', async () => {
    await t.ctx.db
      .updateTable('users')
      .set({ password_hash: await hash(NEW_PASSWORD) })
      .where('login_id', '=', 'user')
      .execute();
    expect((await postJson('user', NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe(`auth off localhost (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MARKET_HOSTS: 'portal.example.com=US,localhost=US' } });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure on a non-local host', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'portal.example.com', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { loginId: 'user', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'localhost', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { loginId: 'user', password: DEMO_PASSWORD },
    });
    expect(local.cookies.find((c) => c.name === SESSION_COOKIE)!.secure).toBeFalsy();
  });
});
