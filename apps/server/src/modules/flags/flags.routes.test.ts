import { ERROR_CODES } from '@portal/contract/errors';
import { FLAG_VISITOR_COOKIE, rolloutBucket, type FlagsResponse } from '@portal/contract/flags';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed/reference.js';
import { hashToken, SESSION_COOKIE } from '../../platform/session.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { setActingCompany } from '../../test/queries.js';
import { evaluateFlag } from './flags.service.js';

const FLAGS_URL = '/api/v1/feature-flags';
const QA_HOST = 'qa.localhost';
const MARKET_HOSTS = `localhost=US,us.localhost=US,127.0.0.1=US,mx.localhost=MX,ca.localhost=CA,${QA_HOST}=US`;
const US_PRODUCTION = { code: 'US', production: true } as const;
const syntheticKeys = Array.from({ length: 1000 }, (_, i) => `synthetic.user.${i}`);

describe(`feature flags (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp({ env: { MARKET_HOSTS } });
    // The demo turns the knowledge base's flags on everywhere (issue 29); these tests read the reference settings.
    await t.ctx.db.deleteFrom('feature_flags').where('key', 'in', ['wem-kb-rollout', 'kb-search-rollout']).execute();
    await seedReferenceData(t.ctx.db, t.config);
    for (const loginId of ['user', 'admin', 'superadmin', 'spectator']) cookies.set(loginId, await t.signIn(loginId));
  });
  afterAll(() => t.close());

  const anonymous = (host: string = HOSTS.US, visitor?: string) =>
    t.app.inject({
      method: 'GET',
      url: FLAGS_URL,
      headers: { host, ...(visitor ? { cookie: `${FLAG_VISITOR_COOKIE}=${visitor}` } : {}) },
    });
  const signedIn = (loginId: string, host: string = HOSTS.US) =>
    t.app.inject({ method: 'GET', url: FLAGS_URL, headers: asUser(cookies.get(loginId)!, host) });
  const put = (loginId: string | null, key: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `${FLAGS_URL}/${key}`,
      headers: loginId ? asUser(cookies.get(loginId)!) : { host: HOSTS.US, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload,
    });
  const flagsOf = (res: { json: () => unknown }) => (res.json() as FlagsResponse).flags;

  describe('GET', () => {
    it('gives a signed-out visitor a random id in an httpOnly SameSite=Lax cookie, and the same answers with it', async () => {
      const first = await anonymous();
      expect(first.statusCode).toBe(200);
      const cookie = first.cookies.find((c) => c.name === FLAG_VISITOR_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.value).toMatch(/^[\w-]{22}$/);
      expect(first.headers['cache-control']).toBe('no-store');

      const again = await anonymous(HOSTS.US, cookie.value);
      expect(again.cookies.find((c) => c.name === FLAG_VISITOR_COOKIE)).toBeUndefined();
      expect(flagsOf(again)).toEqual(flagsOf(first));
      expect(flagsOf(again)['wem-kb-rollout']).toBe(rolloutBucket('wem-kb-rollout', `visitor:${cookie.value}`) < 50);

      const other = (await anonymous()).cookies.find((c) => c.name === FLAG_VISITOR_COOKIE)!;
      expect(other.value).not.toBe(cookie.value);
      // A forged value is not used: a new id is issued.
      const forged = await anonymous(HOSTS.US, 'x');
      expect(forged.cookies.find((c) => c.name === FLAG_VISITOR_COOKIE)?.value).toMatch(/^[\w-]{22}$/);
    });

    it("evaluates a signed-in user's flags by login id, the same on every call, without a visitor cookie", async () => {
      const first = await signedIn('user');
      expect(first.cookies.find((c) => c.name === FLAG_VISITOR_COOKIE)).toBeUndefined();
      expect(flagsOf(first)).toEqual({
        'insights-activation-rollout': true,
        'kb-search-rollout': true,
        'wem-kb-rollout': rolloutBucket('wem-kb-rollout', 'user') < 50,
        'contact-us-a-b-test': rolloutBucket('contact-us-a-b-test', 'user') < 50,
      });
      for (let i = 0; i < 3; i += 1) expect(flagsOf(await signedIn('user'))).toEqual(flagsOf(first));
    });

    it("evaluates a super admin's and the spectator's flags as the first administrator of the company acted for", async () => {
      // For each caller, a rollout that splits 'admin' (Acme's first administrator) from them, so the answer tells
      // whose key was used.
      const key = 'contact-us-a-b-test';
      const adminBucket = rolloutBucket(key, 'admin');
      const where = { key, market: 'US', environment: 'production' } as const;
      const before = await t.ctx.db
        .selectFrom('feature_flags')
        .select(['enabled', 'rollout_percent'])
        .where('key', '=', where.key)
        .where('market', '=', where.market)
        .where('environment', '=', where.environment)
        .executeTakeFirstOrThrow();
      const setFlag = (values: { enabled: number; rollout_percent: number }) =>
        t.ctx.db
          .updateTable('feature_flags')
          .set(values)
          .where('key', '=', where.key)
          .where('market', '=', where.market)
          .where('environment', '=', where.environment)
          .execute();
      const acme = (
        await t.ctx.db
          .selectFrom('users')
          .select('company_id')
          .where('login_id', '=', 'admin')
          .executeTakeFirstOrThrow()
      ).company_id;
      try {
        for (const loginId of ['superadmin', 'spectator']) {
          const own = rolloutBucket(key, loginId);
          expect(own).not.toBe(adminBucket);
          await setFlag({ enabled: 1, rollout_percent: Math.min(own, adminBucket) + 1 });
          const admins = flagsOf(await signedIn('admin'))[key];
          expect(flagsOf(await signedIn(loginId))[key], `${loginId} not acting`).toBe(!admins);
          const sessionId = hashToken(cookies.get(loginId)!.slice(SESSION_COOKIE.length + 1));
          await setActingCompany(t.ctx.db, sessionId, acme);
          try {
            expect(flagsOf(await signedIn(loginId))[key], `${loginId} acting for Acme`).toBe(admins);
          } finally {
            await setActingCompany(t.ctx.db, sessionId, null);
          }
        }
      } finally {
        await setFlag(before);
      }
    });

    it('reads the settings of the market and environment of the host', async () => {
      const mx = flagsOf(await anonymous(HOSTS.MX, 'visitor-0000000000000001'));
      expect(mx['insights-activation-rollout']).toBe(false);
      expect(mx['kb-search-rollout']).toBe(false);
      await t.ctx.db
        .updateTable('feature_flags')
        .set({ enabled: 0 })
        .where('key', '=', 'kb-search-rollout')
        .where('market', '=', 'US')
        .where('environment', '=', 'non-production')
        .execute();
      try {
        expect(flagsOf(await anonymous(QA_HOST, 'visitor-0000000000000001'))['kb-search-rollout']).toBe(false);
        expect(flagsOf(await anonymous(HOSTS.US, 'visitor-0000000000000001'))['kb-search-rollout']).toBe(true);
      } finally {
        await t.ctx.db
          .updateTable('feature_flags')
          .set({ enabled: 1 })
          .where('key', '=', 'kb-search-rollout')
          .where('market', '=', 'US')
          .execute();
      }
    });

    it('answers the default (off) for a flag without a setting in the market and environment', async () => {
      const db = t.ctx.db;
      const row = await db
        .selectFrom('feature_flags')
        .selectAll()
        .where('key', '=', 'kb-search-rollout')
        .where('market', '=', 'CA')
        .where('environment', '=', 'production')
        .executeTakeFirstOrThrow();
      await db.deleteFrom('feature_flags').where('market', '=', 'CA').execute();
      try {
        const res = await anonymous(HOSTS.CA, 'visitor-0000000000000002');
        expect(res.statusCode).toBe(200);
        expect(flagsOf(res)).toEqual({
          'insights-activation-rollout': false,
          'kb-search-rollout': false,
          'wem-kb-rollout': false,
          'contact-us-a-b-test': false,
        });
      } finally {
        await db.insertInto('feature_flags').values(row).execute();
      }
    });

    it('rolls a flag out to roughly its percentage of 1000 users, and keeps the first ones as it grows', async () => {
      const share = async (key: 'contact-us-a-b-test') => {
        const answers = await Promise.all(syntheticKeys.map((k) => evaluateFlag(t.ctx.db, key, US_PRODUCTION, k)));
        return syntheticKeys.filter((_, i) => answers[i]);
      };
      const atHalf = await share('contact-us-a-b-test');
      expect(Math.abs(atHalf.length - 500)).toBeLessThan(60);
      expect(
        (
          await put('superadmin', 'contact-us-a-b-test', {
            enabled: true,
            rollout_percent: 20,
            market: 'US',
            environment: 'production',
          })
        ).statusCode,
      ).toBe(200);
      const atFifth = await share('contact-us-a-b-test');
      expect(Math.abs(atFifth.length - 200)).toBeLessThan(50);
      expect(atFifth.every((k) => atHalf.includes(k))).toBe(true);
      await put('superadmin', 'contact-us-a-b-test', {
        enabled: true,
        rollout_percent: 50,
        market: 'US',
        environment: 'production',
      });
    });
  });

  describe('PUT (product owners: Super Admin)', () => {
    const change = { enabled: true, rollout_percent: 100, market: 'MX', environment: 'production' };

    it('sets the flag, answers the stored setting, records an activity entry, and the next GET follows', async () => {
      expect(flagsOf(await anonymous(HOSTS.MX, 'visitor-0000000000000003'))['kb-search-rollout']).toBe(false);
      const res = await put('superadmin', 'kb-search-rollout', change);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        key: 'kb-search-rollout',
        market: 'MX',
        environment: 'production',
        enabled: true,
        rollout_percent: 100,
        description: 'Enables the knowledge-base search page.',
        updated_at: t.clock.now().toISOString(),
      });
      expect(flagsOf(await anonymous(HOSTS.MX, 'visitor-0000000000000003'))['kb-search-rollout']).toBe(true);
      expect(flagsOf(await anonymous(HOSTS.CA, 'visitor-0000000000000003'))['kb-search-rollout']).toBe(false);

      const entry = await t.ctx.db
        .selectFrom('activity_log')
        .selectAll()
        .where('entity_type', '=', 'FEATURE_FLAG')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({
        actor: 'superadmin',
        company_id: null,
        entity_id: 'kb-search-rollout:MX:production',
        event: 'FEATURE_FLAG_UPDATED',
        description: 'Feature flag kb-search-rollout (MX, production) changed from off at 0% to on at 100%',
        source_app: 'supplier-portal',
      });
    });

    it('creates the setting of a market and environment that had none', async () => {
      await t.ctx.db
        .deleteFrom('feature_flags')
        .where('key', '=', 'wem-kb-rollout')
        .where('market', '=', 'CA')
        .where('environment', '=', 'non-production')
        .execute();
      const res = await put('superadmin', 'wem-kb-rollout', {
        enabled: true,
        rollout_percent: 30,
        market: 'CA',
        environment: 'non-production',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ rollout_percent: 30, description: '' });
      const entry = await t.ctx.db
        .selectFrom('activity_log')
        .select('description')
        .where('entity_id', '=', 'wem-kb-rollout:CA:non-production')
        .executeTakeFirstOrThrow();
      expect(entry.description).toContain('from not set to on at 30%');
    });

    it('is refused to an admin and a spectator (403), and to a signed-out caller (401), changing nothing', async () => {
      const before = await t.ctx.db
        .selectFrom('feature_flags')
        .selectAll()
        .orderBy('key')
        .orderBy('market')
        .orderBy('environment')
        .execute();
      for (const loginId of ['admin', 'spectator', 'user']) {
        const res = await put(loginId, 'wem-kb-rollout', { ...change, rollout_percent: 1 });
        expect(res.statusCode, loginId).toBe(403);
        expect(res.json().code).toBe(ERROR_CODES.forbidden);
      }
      expect((await put(null, 'wem-kb-rollout', change)).statusCode).toBe(401);
      expect(
        await t.ctx.db
          .selectFrom('feature_flags')
          .selectAll()
          .orderBy('key')
          .orderBy('market')
          .orderBy('environment')
          .execute(),
      ).toEqual(before);
    });

    it.each([
      ['an unknown flag', 'no-such-flag', change],
      ['a percentage above 100', 'wem-kb-rollout', { ...change, rollout_percent: 101 }],
      ['a negative percentage', 'wem-kb-rollout', { ...change, rollout_percent: -1 }],
      ['a fractional percentage', 'wem-kb-rollout', { ...change, rollout_percent: 12.5 }],
      ['an unknown market', 'wem-kb-rollout', { ...change, market: 'BR' }],
      ['an unknown environment', 'wem-kb-rollout', { ...change, environment: 'staging' }],
      ['no environment', 'wem-kb-rollout', { enabled: true, rollout_percent: 10, market: 'US' }],
      ['enabled as a string', 'wem-kb-rollout', { ...change, enabled: 'yes' }],
    ])('refuses %s (400)', async (_label, key, payload) => {
      const res = await put('superadmin', key, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
    });
  });
});
