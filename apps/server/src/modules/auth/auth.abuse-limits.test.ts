import { RATE_LIMITS } from '@portal/contract/constants';
import { ERROR_CODES } from '@portal/contract/errors';
import { HUMAN_CHECK, HUMAN_CHECK_PATHS, HUMAN_PROOF_HEADER } from '@portal/contract/human-check';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { DEMO_PASSWORD } from '@portal/contract/products';
import { FLAG_VISITOR_COOKIE } from '@portal/contract/flags';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_ASSETS } from '../../platform/page-assets.js';
import { sweepAbuseRecords } from '../../platform/retention.js';
import { createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';

const HOUR = 3_600_000;
const RESET_REQUEST = '/api/password-reset/request';

describe(`abuse limits of sign-in and password reset (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Every test starts after the longest window of the ones it exercises.
  beforeEach(() => t.clock.advance(2 * HOUR));

  const signInJson = (address: string, loginId: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: address,
      headers: { host: HOSTS.US, [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(cookie ? { cookie } : {}) },
      payload: { loginId, password },
    });
  const postForm = (
    url: string,
    address: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: { host: HOSTS.US, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const proofFor = async (address: string) => (await t.app.humanProofs.sign(`ip:${address}`)).proof;
  const resetMails = () => t.ctx.db.selectFrom('outbox').selectAll().where('template', '=', 'password-reset').execute();
  const loginAttemptRows = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('login_attempts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('sign-in', () => {
    it('cuts a spray of failed sign-ins across login ids from one client at the limit: 429, Retry-After, a row per counted attempt only', async () => {
      const rowsBefore = await loginAttemptRows();
      const statuses: number[] = [];
      let refused;
      for (let i = 0; i < 86; i += 1) {
        const res = await signInJson('10.0.0.1', `nobody-${i}`, 'wrong-password');
        statuses.push(res.statusCode);
        if (res.statusCode === 429) refused ??= res;
      }
      const limit = RATE_LIMITS.signInFailuresPerClient.limit;
      expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
      expect(refused!.headers['retry-after']).toBe('60');
      expect(refused!.json()).toMatchObject({
        status: 429,
        code: ERROR_CODES.rateLimited,
        details: { limit: 'sign_in', retry_after_seconds: 60 },
      });
      expect(await loginAttemptRows(), 'refused attempts write nothing').toBe(rowsBefore + limit);

      // The right password does not get through either while the window lasts; another address is not affected.
      expect((await signInJson('10.0.0.1', 'user', DEMO_PASSWORD)).statusCode).toBe(429);
      expect((await signInJson('10.0.0.2', 'user', DEMO_PASSWORD)).statusCode).toBe(200);
      const page = await postForm('/api/login', '10.0.0.1', {
        loginId: 'user',
        password: DEMO_PASSWORD,
        lastUrl: '/support',
      });
      expect(page.statusCode).toBe(429);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['retry-after']).toBe('60');
      expect(page.body).toContain('Try again in 60 seconds');
      expect(page.body).toContain('name="lastUrl" value="/support"');
      t.clock.advance(RATE_LIMITS.signInFailuresPerClient.windowMs);
      expect((await signInJson('10.0.0.1', 'user', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('cuts a burst of parallel attempts at the limit too: each is counted before any password is checked', async () => {
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, i) => signInJson('10.0.0.6', `burst-${i}`, 'wrong-password')),
      );
      const statuses = burst.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(RATE_LIMITS.signInFailuresPerClient.limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - RATE_LIMITS.signInFailuresPerClient.limit);
    });

    it('counts anonymous clients of one address together, whatever visitor cookie each attempt sends', async () => {
      const limit = RATE_LIMITS.signInFailuresPerAddress.limit;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i += 1) {
        const visitor = `${FLAG_VISITOR_COOKIE}=rotating-visitor-${String(i).padStart(4, '0')}`;
        statuses.push((await signInJson('10.0.0.3', `sprayed-${i}`, 'wrong-password', visitor)).statusCode);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
      expect(statuses.at(-1)).toBe(429);
      const buckets = () => t.ctx.db.selectFrom('rate_limit_counters').select('bucket').execute();
      const before = (await buckets()).length;
      for (let i = 0; i < 5; i += 1) {
        const visitor = `${FLAG_VISITOR_COOKIE}=another-visitor-${String(i).padStart(4, '0')}`;
        expect((await signInJson('10.0.0.3', 'sprayed', 'wrong-password', visitor)).statusCode).toBe(429);
      }
      expect((await buckets()).length, 'an address over its limit adds no bucket per new cookie').toBe(before);
    });

    it('does not count successful sign-ins: one office signs in many times', async () => {
      const count = RATE_LIMITS.signInFailuresPerClient.limit + 5;
      for (let i = 0; i < count; i += 1)
        expect((await signInJson('10.0.0.4', i % 2 ? 'user' : 'admin', DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await signInJson('10.0.0.4', 'nobody', 'wrong')).statusCode).toBe(401);
    });

    it("unknown login ids' rows are deleted by the retention sweep once their lock time has passed", async () => {
      for (let i = 0; i < 3; i += 1) await signInJson('10.0.0.5', `forgotten-${i}`, 'wrong');
      for (let i = 0; i < 5; i += 1) await signInJson('10.0.0.5', 'locked-out', 'wrong');
      const row = (id: string) =>
        t.ctx.db.selectFrom('login_attempts').selectAll().where('login_id', '=', id).executeTakeFirst();
      expect((await row('locked-out'))?.locked_until).toBeTruthy();
      t.clock.advance(t.config.loginThrottle.lockMs - 1);
      await sweepAbuseRecords(t.ctx);
      expect(await row('forgotten-0'), 'kept while it still counts').toBeDefined();
      t.clock.advance(1_001);
      await sweepAbuseRecords(t.ctx);
      expect(await row('forgotten-0')).toBeUndefined();
      expect(await row('locked-out')).toBeUndefined();
      expect(await loginAttemptRows()).toBe(0);
    });
  });

  describe('password-reset requests', () => {
    it('refuse an anonymous request without a valid, unused press-and-hold proof (412 page, no mail)', async () => {
      const before = (await resetMails()).length;
      const without = await postForm(RESET_REQUEST, '10.1.0.1', { loginId: 'user' });
      expect(without.statusCode).toBe(412);
      expect(without.headers['content-type']).toContain('text/html');
      expect(without.body).toContain('Press &amp; Hold the button to confirm you are a human');
      const forged = await postForm(RESET_REQUEST, '10.1.0.1', {
        loginId: 'user',
        humanProof: 'v2.99999999999999.AAAAAAAAAAAAAAAA.forged',
      });
      expect(forged.statusCode).toBe(412);
      const othersProof = await postForm(RESET_REQUEST, '10.1.0.1', {
        loginId: 'user',
        humanProof: await proofFor('10.9.9.9'),
      });
      expect(othersProof.statusCode, 'a proof is bound to its client').toBe(412);
      expect(await resetMails()).toHaveLength(before);

      const proof = await proofFor('10.1.0.1');
      const sent = await postForm(RESET_REQUEST, '10.1.0.1', { loginId: 'user', humanProof: proof });
      expect(sent.statusCode).toBe(200);
      expect(await resetMails()).toHaveLength(before + 1);
      const replayed = await postForm(RESET_REQUEST, '10.1.0.1', { loginId: 'user', humanProof: proof });
      expect(replayed.statusCode, 'a proof is single use').toBe(412);
      const inHeader = await postForm(
        RESET_REQUEST,
        '10.1.0.9',
        { loginId: 'user' },
        { [HUMAN_PROOF_HEADER]: await proofFor('10.1.0.9') },
      );
      expect(inHeader.statusCode).toBe(200);
    });

    it('need no proof from a signed-in caller', async () => {
      const cookie = await t.signIn('admin');
      const res = await postForm(RESET_REQUEST, '10.1.0.2', { loginId: 'admin' }, { cookie });
      expect(res.statusCode).toBe(200);
    });

    it('mail one account at most the per-account limit of links, however many clients ask; the answers stay alike', async () => {
      const mailsTo = async () =>
        (await resetMails()).filter((m) => m.to_address === 'taylor.brooks@acmefresh.example').length;
      const before = await mailsTo();
      const bodies = new Set<string>();
      for (let i = 0; i < 6; i += 1) {
        const address = `10.2.0.${i}`;
        const res = await postForm(RESET_REQUEST, address, {
          loginId: 'noaccess',
          humanProof: await proofFor(address),
        });
        expect(res.statusCode).toBe(200);
        bodies.add(res.body);
      }
      expect(bodies.size).toBe(1);
      expect(await mailsTo()).toBe(before + RATE_LIMITS.resetMailsPerAccount.limit);
      t.clock.advance(RATE_LIMITS.resetMailsPerAccount.windowMs);
      await postForm(RESET_REQUEST, '10.2.0.9', { loginId: 'noaccess', humanProof: await proofFor('10.2.0.9') });
      expect(await mailsTo()).toBe(before + RATE_LIMITS.resetMailsPerAccount.limit + 1);
    });

    it('are limited per client with a 429 page that says how long to wait', async () => {
      const limit = RATE_LIMITS.resetRequestsPerClient.limit;
      for (let i = 0; i < limit; i += 1) {
        expect(
          (
            await postForm(RESET_REQUEST, '10.3.0.1', {
              loginId: `nobody-${i}`,
              humanProof: await proofFor('10.3.0.1'),
            })
          ).statusCode,
        ).toBe(200);
      }
      const refused = await postForm(RESET_REQUEST, '10.3.0.1', {
        loginId: 'nobody',
        humanProof: await proofFor('10.3.0.1'),
        lang: 'es-MX',
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(RATE_LIMITS.resetRequestsPerClient.windowMs / 1000));
      expect(refused.body).toContain('Demasiados intentos desde este dispositivo o red');
    });

    it('the request page carries the press-and-hold: a script of its own under the CSP, and the proof field', async () => {
      const page = await t.app.inject({ url: RESET_REQUEST, headers: { host: HOSTS.US } });
      expect(page.body).toContain(`<script src="${PAGE_ASSETS.humanCheck}" defer></script>`);
      expect(page.body).toContain('<input type="hidden" id="humanProof" name="humanProof" value="">');
      expect(page.body).toContain('<button type="button" id="hold"');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain(
        `data-challenges="${HUMAN_CHECK_PATHS.challenges}" data-proofs="${HUMAN_CHECK_PATHS.proofs}" data-hold-ms="${HUMAN_CHECK.holdMs}" data-csrf-header="${CSRF_HEADER}" data-csrf-value="${CSRF_HEADER_VALUE}"`,
      );
      const script = await t.app.inject({ url: PAGE_ASSETS.humanCheck, headers: { host: HOSTS.US } });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.body).toContain("getAttribute('data-challenges')");
    });
  });
});
