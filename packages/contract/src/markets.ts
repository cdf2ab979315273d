import { z } from 'zod';
import { ALLOWED_LOCALES } from './locale.js';
import { MARKETS } from './markets-core.js';

export * from './markets-core.js';

/** GET /api/market: the market and environment the request's host selects. */
export const marketInfoSchema = z.object({
  market: z.enum(MARKETS),
  production: z.boolean(),
  default_locale: z.enum(ALLOWED_LOCALES),
  locales: z.array(z.enum(ALLOWED_LOCALES)),
});
export type MarketInfo = z.infer<typeof marketInfoSchema>;
