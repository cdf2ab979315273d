import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../test/helper.js';
import { giveBack, hitLimit } from './rate-limit.js';
import { deleteWindowsEndedBy } from './rate-limit.repository.js';

const PER_MINUTE = { limit: 3, windowMs: 60_000 };

describe(`rate limits shared through the database (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  const deps = () => ({ db: t.ctx.db, clock: t.clock });

  it('allows `limit` hits per fixed window, then refuses until the window ends, saying how long', async () => {
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) outcomes.push(await hitLimit(deps(), 'test', PER_MINUTE, 'ip:1'));
    expect(outcomes.map((o) => [o.hits, o.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
    ]);
    expect(outcomes[3]!.retryAfterSeconds).toBe(60);
    t.clock.advance(59_001);
    const late = await hitLimit(deps(), 'test', PER_MINUTE, 'ip:1');
    expect(late).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect((await hitLimit(deps(), 'test', PER_MINUTE, 'ip:2')).allowed, 'another subject has its own count').toBe(
      true,
    );
    expect((await hitLimit(deps(), 'other', PER_MINUTE, 'ip:1')).allowed, 'another limit has its own count').toBe(true);
    t.clock.advance(999);
    expect(await hitLimit(deps(), 'test', PER_MINUTE, 'ip:1')).toMatchObject({
      hits: 1,
      allowed: true,
      retryAfterSeconds: 60,
    });
  });

  it('counts every one of many concurrent hits exactly once', async () => {
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => hitLimit(deps(), 'burst', PER_MINUTE, 'ip:9')));
    expect(outcomes.map((o) => o.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(3);
  });

  it('counts a cost of several hits at once', async () => {
    expect(await hitLimit(deps(), 'cost', PER_MINUTE, 'user:a', 3)).toMatchObject({ hits: 3, allowed: true });
    expect(await hitLimit(deps(), 'cost', PER_MINUTE, 'user:a', 1)).toMatchObject({ hits: 4, allowed: false });
  });

  it('gives hits back to the window they were counted in only', async () => {
    const first = await hitLimit(deps(), 'refund', PER_MINUTE, 'ip:3');
    await hitLimit(deps(), 'refund', PER_MINUTE, 'ip:3');
    await giveBack(deps(), first);
    expect((await hitLimit(deps(), 'refund', PER_MINUTE, 'ip:3')).hits).toBe(2);
    t.clock.advance(60_000);
    const fresh = await hitLimit(deps(), 'refund', PER_MINUTE, 'ip:3');
    await giveBack(deps(), first);
    expect(
      (await hitLimit(deps(), 'refund', PER_MINUTE, 'ip:3')).hits,
      'a hit of an ended window is not taken from the new one',
    ).toBe(fresh.hits + 1);
  });

  it('forgets windows that ended', async () => {
    await hitLimit(deps(), 'sweep', PER_MINUTE, 'ip:old');
    t.clock.advance(30_000);
    await hitLimit(deps(), 'sweep', PER_MINUTE, 'ip:new');
    t.clock.advance(30_000);
    await deleteWindowsEndedBy(t.ctx.db, t.clock.now().toISOString());
    const buckets = (
      await t.ctx.db.selectFrom('rate_limit_counters').select('bucket').where('bucket', 'like', 'sweep|%').execute()
    ).map((r) => r.bucket);
    expect(buckets).toEqual(['sweep|ip:new']);
  });
});
