import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS, FLAG_KEYS, flagsResponseSchema, flagUpdateSchema, isFlagOn, rolloutBucket } from './flags.js';

const userKeys = Array.from({ length: 1000 }, (_, i) => `synthetic.user.${i}`);

describe('rolloutBucket', () => {
  it('is a whole number from 0 to 99 and the same on every call', () => {
    for (const key of userKeys.slice(0, 100)) {
      const bucket = rolloutBucket('wem-kb-rollout', key);
      expect(Number.isInteger(bucket)).toBe(true);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(rolloutBucket('wem-kb-rollout', key)).toBe(bucket);
    }
  });

  it('spreads 1000 users roughly evenly over the buckets', () => {
    for (const flag of FLAG_KEYS) {
      const buckets = userKeys.map((key) => rolloutBucket(flag, key));
      const inLowerHalf = buckets.filter((b) => b < 50).length;
      expect(inLowerHalf).toBeGreaterThan(440);
      expect(inLowerHalf).toBeLessThan(560);
      const perDecile = Array.from({ length: 10 }, (_, d) => buckets.filter((b) => Math.floor(b / 10) === d).length);
      for (const count of perDecile) {
        expect(count).toBeGreaterThan(60);
        expect(count).toBeLessThan(140);
      }
    }
  });

  it('rolls different flags out to different users', () => {
    const a = userKeys.map((key) => rolloutBucket('wem-kb-rollout', key) < 50);
    const b = userKeys.map((key) => rolloutBucket('contact-us-a-b-test', key) < 50);
    const same = a.filter((on, i) => on === b[i]).length;
    expect(same).toBeGreaterThan(400);
    expect(same).toBeLessThan(600);
  });
});

describe('isFlagOn', () => {
  it('is off without a setting or when disabled, whatever the percentage', () => {
    expect(isFlagOn(undefined, 'wem-kb-rollout', 'user')).toBe(false);
    expect(userKeys.some((key) => isFlagOn({ enabled: false, rollout_percent: 100 }, 'wem-kb-rollout', key))).toBe(
      false,
    );
  });

  it('is on for everyone at 100 and for no one at 0', () => {
    expect(userKeys.every((key) => isFlagOn({ enabled: true, rollout_percent: 100 }, 'kb-search-rollout', key))).toBe(
      true,
    );
    expect(userKeys.some((key) => isFlagOn({ enabled: true, rollout_percent: 0 }, 'kb-search-rollout', key))).toBe(
      false,
    );
  });

  it.each([10, 25, 50, 75, 90])('respects %i%% roughly across 1000 users', (percent) => {
    const on = userKeys.filter((key) =>
      isFlagOn({ enabled: true, rollout_percent: percent }, 'contact-us-a-b-test', key),
    ).length;
    expect(Math.abs(on - percent * 10)).toBeLessThan(60);
  });

  it('keeps a user who had the flag while the rollout grows', () => {
    const at20 = userKeys.filter((key) => isFlagOn({ enabled: true, rollout_percent: 20 }, 'wem-kb-rollout', key));
    expect(at20.every((key) => isFlagOn({ enabled: true, rollout_percent: 60 }, 'wem-kb-rollout', key))).toBe(true);
  });
});

describe('flag schemas', () => {
  it('the defaults name every flag, all off, and pass the response schema', () => {
    expect(Object.keys(FLAG_DEFAULTS).sort()).toEqual([...FLAG_KEYS].sort());
    expect(Object.values(FLAG_DEFAULTS).every((v) => v === false)).toBe(true);
    expect(flagsResponseSchema.safeParse({ flags: FLAG_DEFAULTS }).success).toBe(true);
    expect(flagsResponseSchema.safeParse({ flags: { 'wem-kb-rollout': true } }).success).toBe(false);
  });

  it('a flag update names a market, an environment and a whole percentage from 0 to 100', () => {
    const ok = { enabled: true, rollout_percent: 30, market: 'US', environment: 'production' };
    expect(flagUpdateSchema.safeParse(ok).success).toBe(true);
    expect(flagUpdateSchema.safeParse({ ...ok, rollout_percent: 101 }).success).toBe(false);
    expect(flagUpdateSchema.safeParse({ ...ok, rollout_percent: 2.5 }).success).toBe(false);
    expect(flagUpdateSchema.safeParse({ ...ok, market: 'BR' }).success).toBe(false);
    expect(flagUpdateSchema.safeParse({ ...ok, environment: 'staging' }).success).toBe(false);
  });
});
