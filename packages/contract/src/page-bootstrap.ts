import { z } from 'zod';
import { bannerSchema } from './announcements.js';
import { flagsResponseSchema } from './flags.js';
import { localeSchema, userDetailsSchema } from './identity.js';
import { marketInfoSchema } from './markets.js';
import { tenantProductsResponseSchema } from './products.js';

export * from './page-bootstrap-core.js';

/**
 * What the server writes into the web app's page (a JSON data block, PAGE_BOOTSTRAP_ELEMENT_ID) so the first render
 * needs no call: the answers of GET /api/market, GET /api/v1/identity/user-context?permissions=true (null when
 * nobody is signed in) and GET /api/v1/feature-flags, as those calls give them at that moment; for a signed-in user,
 * the banner (GET /api/banner) in the language the page will be shown in; on /apps, the tiles of the user's company
 * (GET /api/v2/identity/tenants/{tenantId}/products) unless a partner picks the supplier on the device; on the table
 * pages, their first calls' answers.
 */
export const pageBootstrapSchema = z.object({
  market: marketInfoSchema,
  user_context: userDetailsSchema.nullable(),
  flags: flagsResponseSchema.shape.flags,
  banner: z.object({ locale: localeSchema, answer: bannerSchema }).optional(),
  tenant_products: z
    .object({ tenantId: z.number().int(), locale: localeSchema, answer: tenantProductsResponseSchema })
    .optional(),
  /**
   * The answers of the GET calls the page's first render makes (its table's first page, its filters' values), by
   * `callKey`, each as its call answers the user now, asked in `locale` (the interface language the page is shown in);
   * a call that did not answer 200 is left out, and the page asks it.
   */
  first_answers: z.object({ locale: localeSchema, answers: z.record(z.string(), z.unknown()) }).optional(),
});
export type PageBootstrap = z.infer<typeof pageBootstrapSchema>;
