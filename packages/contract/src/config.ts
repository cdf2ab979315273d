import { z } from 'zod';

/** Configuration values the web reads by name (GET /api/ccm). */
export const CONFIG_NAMES = ['experimentationSdkKey', 'supportPhoneNumber', 'analyticsScriptDelayMs', 'contactUsEmail'] as const;
export type ConfigName = (typeof CONFIG_NAMES)[number];

export const CONFIG_PATH = '/api/ccm';

export const configQuerySchema = z.object({
  /** Comma-separated names; all values when absent. */
  names: z.string().max(500).optional(),
});
export const configResponseSchema = z.object({ values: z.record(z.string(), z.string()) });
export type ConfigResponse = z.infer<typeof configResponseSchema>;
