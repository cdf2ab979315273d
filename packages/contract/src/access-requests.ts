import { z } from 'zod';
import { ACCESS_REQUEST_FIELD_ERRORS, ACCESS_REQUEST_LIMITS, ACCESS_REQUEST_STATES } from './access-requests-core.js';
import { MAX_RECORD_ID } from './constants.js';
import { COMPANY_TYPES } from './identity-core.js';
import { MARKETS } from './markets-core.js';
import { pageNumberSchema, pageSchema, pageSizeSchema } from './paging.js';
import { noteText } from './text-rules.js';

export * from './access-requests-core.js';

export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** GET /api/v1/identity/users/{userId}/access: the companies the user may ask for (spec names: search, page, page_size). */
export const accessSearchQuerySchema = z.object({
  search: z.string().trim().max(ACCESS_REQUEST_LIMITS.searchMax).optional(),
  page: pageNumberSchema,
  page_size: pageSizeSchema({ default: 10 }),
});
export type AccessSearchQuery = z.input<typeof accessSearchQuerySchema>;

export const requestableProductSchema = z.object({ product_id: z.string(), name: z.string() });

export const requestableCompanySchema = z.object({
  tenant_id: z.number().int(),
  company_name: z.string(),
  company_type: z.enum(COMPANY_TYPES),
  market: z.enum(MARKETS),
  /** Products the company subscribes to, which a request may name. */
  products: z.array(requestableProductSchema),
  /** True when the user already has a pending request for this company. */
  pending: z.boolean(),
});
export type RequestableCompany = z.infer<typeof requestableCompanySchema>;

export const accessSearchResponseSchema = pageSchema(requestableCompanySchema);

/** The new access request payload of spec section 3. */
export const newAccessRequestSchema = z.object({
  tenant_id: z.number({ error: ACCESS_REQUEST_FIELD_ERRORS.companyRequired }).int().positive().max(MAX_RECORD_ID),
  products: z
    .array(z.string().min(1).max(64))
    .min(1, { error: ACCESS_REQUEST_FIELD_ERRORS.productsRequired })
    .max(ACCESS_REQUEST_LIMITS.productsMax),
  requestor_note: noteText(
    z.string().trim().max(ACCESS_REQUEST_LIMITS.noteMax, { error: ACCESS_REQUEST_FIELD_ERRORS.noteTooLong }),
  ).default(''),
});
export type NewAccessRequest = z.input<typeof newAccessRequestSchema>;

/** The access-request row of spec section 3, plus what the requester's own list shows. */
export const accessRequestSchema = z.object({
  id: z.string(),
  tenant_id: z.number().int(),
  company_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  products: z.array(z.string()),
  /** Product names joined with ' | '. */
  product_text: z.string(),
  requestor_note: z.string(),
  create_time: z.string(),
  state: z.enum(ACCESS_REQUEST_STATES),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const accessRequestListSchema = z.object({ items: z.array(accessRequestSchema) });
