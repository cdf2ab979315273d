import { z } from 'zod';
import { MARKETS } from './markets-core.js';
import { ENVIRONMENTS } from './products-core.js';
import { FLAG_KEYS, type FlagKey } from './flags-core.js';

export * from './flags-core.js';

export const flagsResponseSchema = z.object({
  flags: z.object(Object.fromEntries(FLAG_KEYS.map((key) => [key, z.boolean()])) as Record<FlagKey, z.ZodBoolean>),
});
export type FlagsResponse = z.infer<typeof flagsResponseSchema>;

const flagSettingSchema = z.object({
  enabled: z.boolean(),
  rollout_percent: z.number().int().min(0).max(100),
});
export type FlagSetting = z.infer<typeof flagSettingSchema>;

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
