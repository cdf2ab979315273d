import type { FlagSetting } from './flags.js';

/** The feature flags of spec section 6. */
export const FLAG_KEYS = [
  'insights-activation-rollout',
  'wem-kb-rollout',
  'kb-search-rollout',
  'contact-us-a-b-test',
] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];
export type FlagValues = Record<FlagKey, boolean>;

/** What applies when the flags cannot be fetched: everything off. */
export const FLAG_DEFAULTS: FlagValues = {
  'insights-activation-rollout': false,
  'wem-kb-rollout': false,
  'kb-search-rollout': false,
  'contact-us-a-b-test': false,
};

export const FLAG_PATHS = { flags: '/api/v1/feature-flags', flag: '/api/v1/feature-flags/:key' } as const;

/** The cookie that keeps a signed-out visitor's random id, so their flag answers are stable too. */
export const FLAG_VISITOR_COOKIE = 'portal_visitor';

/**
 * The bucket (0-99) of a user for a flag: FNV-1a of "flag:user", so the same user keeps the same
 * answer for a flag while its rollout grows, and different flags roll out to different users.
 */
export function rolloutBucket(flag: string, userKey: string): number {
  let hash = 0x811c9dc5;
  for (const ch of `${flag}:${userKey}`) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export function isFlagOn(setting: FlagSetting | undefined, flag: string, userKey: string): boolean {
  if (!setting || !setting.enabled) return false;
  return rolloutBucket(flag, userKey) < setting.rollout_percent;
}
