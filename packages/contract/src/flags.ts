import { z } from 'zod';
import { MARKETS } from './markets.js';
import { ENVIRONMENTS } from './products.js';

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

export const flagsResponseSchema = z.object({
  flags: z.object(Object.fromEntries(FLAG_KEYS.map((key) => [key, z.boolean()])) as Record<FlagKey, z.ZodBoolean>),
});
export type FlagsResponse = z.infer<typeof flagsResponseSchema>;

export const FLAG_PATHS = { flags: '/api/v1/feature-flags', flag: '/api/v1/feature-flags/:key' } as const;

const flagSettingSchema = z.object({
  enabled: z.boolean(),
  rollout_percent: z.number().int().min(0).max(100),
});
type FlagSetting = z.infer<typeof flagSettingSchema>;

/** The cookie that keeps a signed-out visitor's random id, so their flag answers are stable too. */
export const FLAG_VISITOR_COOKIE = 'portal_visitor';

export const flagParamsSchema = z.object({ key: z.enum(FLAG_KEYS) });
/** PUT /api/v1/feature-flags/{key}: a flag's setting in one market and environment. */
export const flagUpdateSchema = flagSettingSchema.extend({
  market: z.enum(MARKETS),
  environment: z.enum(ENVIRONMENTS),
});
export type FlagUpdate = z.infer<typeof flagUpdateSchema>;
/** A flag's stored setting in one market and environment (the answer of the PUT). */
export const flagRecordSchema = flagUpdateSchema.extend({
  key: z.enum(FLAG_KEYS),
  description: z.string(),
  updated_at: z.string(),
});
export type FlagRecord = z.infer<typeof flagRecordSchema>;

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
