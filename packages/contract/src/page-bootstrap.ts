import { z } from 'zod';
import { flagsResponseSchema } from './flags.js';
import { userDetailsSchema } from './identity.js';
import { marketInfoSchema } from './markets.js';

export * from './page-bootstrap-core.js';

/**
 * What the server writes into the web app's page (a JSON data block, PAGE_BOOTSTRAP_ELEMENT_ID) so the first render
 * needs no call: the answers of GET /api/market, GET /api/v1/identity/user-context?permissions=true (null when
 * nobody is signed in) and GET /api/v1/feature-flags, as those calls give them at that moment.
 */
export const pageBootstrapSchema = z.object({
  market: marketInfoSchema,
  user_context: userDetailsSchema.nullable(),
  flags: flagsResponseSchema.shape.flags,
});
export type PageBootstrap = z.infer<typeof pageBootstrapSchema>;
