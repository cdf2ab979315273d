import { HUMAN_CHECK } from '@portal/contract/human-check';
import { RETENTION } from '@portal/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../test/helper.js';
import { HumanProofs } from './human-check.js';
import { hitLimit } from './rate-limit.js';
import { sweepAbuseRecords } from './retention.js';

const DAY = 86_400_000;

describe(`the retention sweep (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { ANALYTICS_RETENTION_DAYS: '30' } });
  });
  afterAll(() => t.close());

  const iso = (offsetMs = 0) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  const count = async (
    table:
      | 'analytics_events'
      | 'human_check_challenges'
      | 'human_check_posts'
      | 'human_check_spent_proofs'
      | 'rate_limit_counters'
      | 'login_attempts',
  ) =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const addEvent = (name: string, receivedAt: string) =>
    t.ctx.db
      .insertInto('analytics_events')
      .values({
        user_id: null,
        company_id: null,
        market: 'US',
        name,
        properties: '{}',
        path: null,
        occurred_at: receivedAt,
        received_at: receivedAt,
      })
      .execute();

  it('deletes analytics events older than ANALYTICS_RETENTION_DAYS and keeps the newer ones', async () => {
    await addEvent('old', iso(-30 * DAY - 1));
    await addEvent('recent', iso(-30 * DAY + 1));
    await sweepAbuseRecords(t.ctx);
    const names = (await t.ctx.db.selectFrom('analytics_events').select('name').execute()).map((r) => r.name);
    expect(names).toEqual(['recent']);
  });

  it('deletes in slices a backlog larger than one slice', async () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => ({
      user_id: null,
      company_id: null,
      market: 'US',
      name: `backlog-${i}`,
      properties: '{}',
      path: null,
      occurred_at: iso(-400 * DAY),
      received_at: iso(-400 * DAY),
    }));
    for (let i = 0; i < rows.length; i += 1_000)
      await t.ctx.db
        .insertInto('analytics_events')
        .values(rows.slice(i, i + 1_000))
        .execute();
    await sweepAbuseRecords(t.ctx);
    expect(await count('analytics_events')).toBe(1);
  });

  it('deletes challenges an hour after expiry, idle post counters, expired spent proofs and ended rate-limit windows', async () => {
    await t.ctx.db
      .insertInto('human_check_challenges')
      .values([
        {
          challenge_hash: 'long-expired',
          issued_at: iso(-2 * 3_600_000),
          expires_at: iso(-RETENTION.challengesAfterExpiryMs - 1),
          used_at: null,
        },
        { challenge_hash: 'just-expired', issued_at: iso(-120_000), expires_at: iso(-60_000), used_at: iso(-90_000) },
      ])
      .execute();
    const proofs = new HumanProofs(t.ctx.db, t.clock, undefined);
    await proofs.countPost('ip:idle');
    const { proof } = await proofs.sign('ip:idle');
    expect(await proofs.spend(proof, 'ip:idle')).toBe(true);
    await hitLimit(t.ctx, 'retention', { limit: 1, windowMs: 60_000 }, 'ip:idle');
    await sweepAbuseRecords(t.ctx);
    expect(
      (await t.ctx.db.selectFrom('human_check_challenges').select('challenge_hash').execute()).map(
        (r) => r.challenge_hash,
      ),
    ).toEqual(['just-expired']);
    expect([
      await count('human_check_posts'),
      await count('human_check_spent_proofs'),
      await count('rate_limit_counters'),
    ]).toEqual([1, 1, 1]);

    t.clock.advance(HUMAN_CHECK.proofTtlMs);
    await sweepAbuseRecords(t.ctx);
    expect([
      await count('human_check_posts'),
      await count('human_check_spent_proofs'),
      await count('rate_limit_counters'),
    ]).toEqual([0, 0, 0]);
    expect(await proofs.spend(proof, 'ip:idle'), 'a swept proof has expired: still refused').toBe(false);
  });

  it('keeps a running lock however old its first failure', async () => {
    await t.ctx.db
      .insertInto('login_attempts')
      .values({ login_id: 'locked', failures: 5, last_failure_at: iso(-DAY), locked_until: iso(60_000) })
      .execute();
    await t.ctx.db
      .insertInto('login_attempts')
      .values({ login_id: 'idle', failures: 2, last_failure_at: iso(-DAY), locked_until: null })
      .execute();
    await sweepAbuseRecords(t.ctx);
    expect((await t.ctx.db.selectFrom('login_attempts').select('login_id').execute()).map((r) => r.login_id)).toEqual([
      'locked',
    ]);
  });
});
