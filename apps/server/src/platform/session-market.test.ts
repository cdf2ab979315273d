import { UNAUTHORIZED_MESSAGES } from '@portal/contract/errors';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as addSessionMarket } from '../db/migrations/006-session-market.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../test/helper.js';
import { hashToken, SESSION_COOKIE } from './session.js';

describe(`sessions bound to a market (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string, host: string) => t.app.inject({ url, headers: asUser(cookie, host) });
  const sessionRow = (cookie: string) =>
    t.ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', hashToken(cookie.slice(SESSION_COOKIE.length + 1)))
      .executeTakeFirstOrThrow();

  it('records the market a session was made on', async () => {
    expect((await sessionRow(await t.signIn('user', HOSTS.US))).market).toBe('US');
    expect((await sessionRow(await t.signIn('admin.mx', HOSTS.MX))).market).toBe('MX');
    expect((await sessionRow(await t.signIn('superadmin', HOSTS.CA))).market).toBe('CA');
  });

  it.each([
    ['user', HOSTS.US, HOSTS.MX],
    ['user', HOSTS.US, HOSTS.CA],
    ['admin.mx', HOSTS.MX, HOSTS.US],
    ['admin.ca', HOSTS.CA, HOSTS.MX],
  ])(
    "an external %s's session made on %s is not signed in on %s, and keeps working at home",
    async (loginId, home, foreign) => {
      const cookie = await t.signIn(loginId, home);
      for (const url of ['/api/v1/identity/user-context', '/api/v1/products', `/api/users/${loginId}/preferences`]) {
        const res = await get(url, cookie, foreign);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().message).toBe(UNAUTHORIZED_MESSAGES.invalidToken);
      }
      expect((await get('/api/auth-status', cookie, foreign)).json()).toEqual({ authenticated: false });
      // Public routes still answer, as to someone signed out.
      expect((await get('/api/v1/feature-flags', cookie, foreign)).statusCode).toBe(200);
      const home200 = await get('/api/v1/identity/user-context', cookie, home);
      expect(home200.statusCode).toBe(200);
      expect(home200.json().login_id).toBe(loginId);
    },
  );

  it('a foreign market does not even refresh the session: idle time counts from the last request at home', async () => {
    const cookie = await t.signIn('noaccess', HOSTS.US);
    const before = (await sessionRow(cookie)).last_seen_at;
    t.clock.advance(5 * 60_000);
    expect((await get('/api/v1/identity/user-context', cookie, HOSTS.MX)).statusCode).toBe(401);
    expect((await sessionRow(cookie)).last_seen_at).toBe(before);
  });

  it.each(['superadmin', 'agent', 'category'])('an internal %s keeps working across markets', async (loginId) => {
    const cookie = await t.signIn(loginId, HOSTS.US);
    for (const host of [HOSTS.US, HOSTS.MX, HOSTS.CA]) {
      expect((await get('/api/v1/identity/user-context', cookie, host)).statusCode, host).toBe(200);
    }
  });

  it('binds the sessions made before migration 006 to their external user’s company market', async () => {
    const external = await t.signIn('user.ca', HOSTS.CA);
    const internal = await t.signIn('associate', HOSTS.MX);
    await t.ctx.db.schema.alterTable('sessions').dropColumn('market').execute();
    await addSessionMarket({ db: t.ctx.db as unknown as Kysely<unknown>, dialect: t.ctx.dialect });
    expect((await sessionRow(external)).market).toBe('CA');
    expect((await sessionRow(internal)).market).toBeNull();
    expect((await get('/api/v1/identity/user-context', external, HOSTS.CA)).statusCode).toBe(200);
    expect((await get('/api/v1/identity/user-context', external, HOSTS.US)).statusCode).toBe(401);
    expect((await get('/api/v1/identity/user-context', internal, HOSTS.US)).statusCode).toBe(200);
  });
});
