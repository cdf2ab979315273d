import { RATE_LIMITS } from '@portal/contract/constants';
import { ERROR_CODES } from '@portal/contract/errors';
import { FLAG_VISITOR_COOKIE } from '@portal/contract/flags';
import { HUMAN_PROOF_HEADER } from '@portal/contract/human-check';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { multipartBody } from '../../test/multipart.js';
import { INCIDENT_DETAIL, countIncidents } from './support.test-helpers.js';

const HOUR = 3_600_000;
const DETAIL = INCIDENT_DETAIL;
const CONTACT = {
  reason: 9004,
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana.ruiz@example.com',
  companyName: 'Ruiz SA',
  message: 'We would like to join.',
};
const LURE = 'Your account is suspended: sign in at https://evil.example/login';

type Caller = { address: string; cookie?: string; proof?: string };

describe(`abuse limits of protected posts and anonymous confirmations (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(2 * HOUR));

  const headersOf = (caller: Caller) => ({
    host: HOSTS.US,
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
    ...(caller.cookie ? { cookie: caller.cookie } : {}),
    ...(caller.proof ? { [HUMAN_PROOF_HEADER]: caller.proof } : {}),
  });
  const fileIncident = (caller: Caller, detail: typeof DETAIL = DETAIL) => {
    const { payload, contentType } = multipartBody([{ name: 'incidentDetail', value: JSON.stringify(detail) }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/incidents?oscType=GENERAL',
      remoteAddress: caller.address,
      headers: { ...headersOf(caller), 'content-type': contentType },
      payload,
    });
  };
  const contactUs = (caller: Caller, body: typeof CONTACT = CONTACT) =>
    t.app.inject({
      method: 'POST',
      url: '/api/lcs/contact-us',
      remoteAddress: caller.address,
      headers: headersOf(caller),
      payload: body,
    });
  const proofFor = async (clientKey: string) => (await t.app.humanProofs.sign(clientKey)).proof;
  const incidentCount = () => countIncidents(t.ctx.db);
  const outboxTo = (to: string) =>
    t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

  describe('protected posts', () => {
    it('30 anonymous posts with fresh proofs within a minute are cut at the per-client limit, proofs or not', async () => {
      const before = await incidentCount();
      const statuses: number[] = [];
      let refused;
      for (let i = 0; i < 30; i += 1) {
        const res = await fileIncident({ address: '10.5.0.1', proof: await proofFor('ip:10.5.0.1') });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) refused ??= res;
      }
      const limit = RATE_LIMITS.protectedPostsPerClient.limit;
      expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
      expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
      expect(refused!.json()).toMatchObject({
        status: 429,
        code: ERROR_CODES.rateLimited,
        details: { limit: 'protected_post' },
      });
      expect(refused!.headers['retry-after']).toBe('60');
      expect(await incidentCount()).toBe(before + limit);
      t.clock.advance(RATE_LIMITS.protectedPostsPerClient.windowMs);
      expect((await fileIncident({ address: '10.5.0.1', proof: await proofFor('ip:10.5.0.1') })).statusCode).toBe(201);
    });

    it('30 signed-in posts with fresh proofs within a minute are cut at the same limit', async () => {
      const cookie = await t.signIn('admin');
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1)
        statuses.push(
          (await fileIncident({ address: '10.5.0.2', cookie, proof: await proofFor('user:admin') })).statusCode,
        );
      expect(statuses.filter((s) => s === 201)).toHaveLength(RATE_LIMITS.protectedPostsPerClient.limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - RATE_LIMITS.protectedPostsPerClient.limit);
    });

    it('anonymous clients that change visitor cookie at every post are cut at the per-address limit', async () => {
      const limit = RATE_LIMITS.protectedPostsPerAddress.limit;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i += 1) {
        const visitor = `rotating-visitor-${String(i).padStart(4, '0')}`;
        const caller = {
          address: '10.5.0.3',
          cookie: `${FLAG_VISITOR_COOKIE}=${visitor}`,
          proof: await proofFor(`visitor:${visitor}`),
        };
        statuses.push((await contactUs(caller, { ...CONTACT, email: `sender-${i}@example.com` })).statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
      expect(statuses.at(-1)).toBe(429);
    });

    it('anonymous posts without a proof write nothing, whatever visitor cookie they send', async () => {
      const rows = async () =>
        (
          await Promise.all(
            (['human_check_posts', 'rate_limit_counters', 'human_check_spent_proofs'] as const).map((table) =>
              t.ctx.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow(),
            ),
          )
        ).map((r) => Number(r.n));
      const before = await rows();
      for (let i = 0; i < 5; i += 1) {
        const cookie = `${FLAG_VISITOR_COOKIE}=no-proof-visitor-${String(i).padStart(4, '0')}`;
        const res = await contactUs({
          address: '10.5.0.5',
          cookie,
          proof: i % 2 ? 'v2.99999999999999.AAAAAAAAAAAAAAAA.forged' : undefined,
        });
        expect(res.statusCode).toBe(412);
      }
      expect(await rows()).toEqual(before);
    });

    it('challenges are minted within a per-client limit', async () => {
      const mint = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/human-check/challenges',
          remoteAddress: '10.5.0.4',
          headers: headersOf({ address: '10.5.0.4' }),
          payload: {},
        });
      const limit = RATE_LIMITS.challengesPerClient.limit;
      for (let i = 0; i < limit; i += 1) expect((await mint()).statusCode).toBe(200);
      const refused = await mint();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().details).toMatchObject({ limit: 'human_check_challenge' });
    });
  });

  describe('what the portal mails on behalf of a sender', () => {
    it("an anonymous filer's confirmation is the fixed text with the reference: none of the sender's words or links", async () => {
      const to = 'stranger@victim.example';
      const res = await fileIncident(
        { address: '10.6.0.1', proof: await proofFor('ip:10.6.0.1') },
        { ...DETAIL, primaryContactEmail: to, companyName: 'Visit evil.example now', situationDescription: LURE },
      );
      expect(res.statusCode, res.body).toBe(201);
      const reference = res.json<{ incidentId: string }>().incidentId;
      const [mail] = await outboxTo(to);
      expect(mail!.subject).toBe(`We received your support request ${reference}`);
      expect(mail!.text_body).toContain(`Its reference number is ${reference}.`);
      expect(`${mail!.subject}\n${mail!.text_body}`).not.toMatch(/evil|suspended|Jamie|http/);
    });

    it("a signed-in filer's own account address gets the full confirmation; another address the fixed text", async () => {
      const cookie = await t.signIn('user');
      const own = await fileIncident({ address: '10.6.0.2', cookie });
      const full = (await outboxTo(DETAIL.primaryContactEmail)).at(-1);
      expect(full!.text_body).toContain('Hello Jamie');
      expect(full!.text_body).toContain('Subject: The Monday report did not arrive');
      expect(full!.text_body).toContain(`/support/trackTicket/${own.json().incidentId}`);

      await fileIncident(
        { address: '10.6.0.2', cookie },
        { ...DETAIL, primaryContactEmail: 'someone.else@example.com', situationDescription: LURE },
      );
      const [fixed] = await outboxTo('someone.else@example.com');
      expect(fixed!.text_body).not.toMatch(/evil|suspended|Jamie|http/);
    });

    it("contact us: the team gets the message; an unverified sender's acknowledgement carries none of it", async () => {
      const to = 'ack.target@victim.example';
      const res = await contactUs(
        { address: '10.6.0.3', proof: await proofFor('ip:10.6.0.3') },
        { ...CONTACT, email: to, firstName: 'Click', message: LURE },
      );
      expect(res.statusCode, res.body).toBe(200);
      const [team] = await outboxTo('support@portal.localhost').then((mails) => mails.slice(-1));
      expect(team!.text_body).toContain(LURE);
      const [ack] = await outboxTo(to);
      expect(ack!.text_body).toContain('Become a supplier partner');
      expect(ack!.text_body).not.toMatch(/evil|suspended|Click|http/);
    });

    it('an unverified address gets at most the per-recipient limit of confirmations an hour, from any client', async () => {
      const to = 'bombed@victim.example';
      for (let i = 0; i < 8; i += 1) {
        const address = `10.7.0.${i}`;
        expect(
          (await contactUs({ address, proof: await proofFor(`ip:${address}`) }, { ...CONTACT, email: to })).statusCode,
        ).toBe(200);
      }
      expect(await outboxTo(to)).toHaveLength(RATE_LIMITS.confirmationMailsPerRecipient.limit);
      t.clock.advance(RATE_LIMITS.confirmationMailsPerRecipient.windowMs);
      await contactUs({ address: '10.7.1.1', proof: await proofFor('ip:10.7.1.1') }, { ...CONTACT, email: to });
      expect(await outboxTo(to)).toHaveLength(RATE_LIMITS.confirmationMailsPerRecipient.limit + 1);
    });
  });
});
