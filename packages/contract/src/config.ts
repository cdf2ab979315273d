import { z } from 'zod';

/** Configuration values the portal stores by name (table config_values). */
export const CONFIG_NAMES = [
  'experimentationSdkKey',
  'supportPhoneNumber',
  'analyticsScriptDelayMs',
  'contactUsEmail',
] as const;
export type ConfigName = (typeof CONFIG_NAMES)[number];

/**
 * The values meant for the browser: GET /api/ccm answers these and no others, whatever else the table
 * holds (contactUsEmail routes mail on the server; a row added later stays private until listed here).
 */
export const BROWSER_CONFIG_NAMES = [
  'experimentationSdkKey',
  'supportPhoneNumber',
  'analyticsScriptDelayMs',
] as const satisfies readonly ConfigName[];
type BrowserConfigName = (typeof BROWSER_CONFIG_NAMES)[number];

export function isBrowserConfigName(name: string): name is BrowserConfigName {
  return (BROWSER_CONFIG_NAMES as readonly string[]).includes(name);
}

export const CONFIG_PATH = '/api/ccm';

export const configQuerySchema = z.object({
  /** Comma-separated names; every browser value when absent. */
  names: z.string().max(500).optional(),
});
export const configResponseSchema = z.object({ values: z.record(z.string(), z.string()) });
export type ConfigResponse = z.infer<typeof configResponseSchema>;
