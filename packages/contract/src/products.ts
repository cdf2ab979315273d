import { z } from 'zod';
import { MAX_RECORD_ID } from './constants.js';
import { tenantSchema } from './identity.js';
import { ACCESS_STATUSES } from './identity-core.js';
import {
  PRODUCT_CODES,
  PRODUCT_GROUP_KEYS,
  RESTRICTED_LAUNCH_FLAGS,
  ADMINISTRATORS_SHOWN_MAX,
} from './products-core.js';

export * from './products-core.js';

export const productCodeSchema = z.enum(PRODUCT_CODES);

const learnMoreContentSchema = z.object({
  analyticsID: z.string(),
  title: z.string(),
  description: z.string(),
  keyNotes: z.array(z.string()),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  contactUsUrl: z.string(),
});
export type LearnMoreContent = z.infer<typeof learnMoreContentSchema>;

/** One tile of /apps, in the caller's language, with the caller's access to it. */
export const productTileSchema = z.object({
  code: productCodeSchema,
  group: z.enum(PRODUCT_GROUP_KEYS),
  title: z.string(),
  description: z.string(),
  footer: z.string().nullable(),
  /** Only for a tile the caller may launch (ACCESS_COMPLETE). */
  redirectUrl: z.string().nullable(),
  isNewTab: z.boolean(),
  restricted_launch_flag: z.enum(RESTRICTED_LAUNCH_FLAGS).nullable(),
  accessStatus: z.enum(ACCESS_STATUSES).nullable(),
  /** Hosts (of the markets named in the catalogue) where the tile is hidden without access. */
  hideWhenNoAccess: z.array(z.string()),
  learnMoreContent: learnMoreContentSchema.nullable(),
  accessPendingDescription: z.string(),
});
export type ProductTile = z.infer<typeof productTileSchema>;

export const tenantProductsParamsSchema = z.object({
  tenantId: z.coerce.number().int().nonnegative().max(MAX_RECORD_ID),
});
export const tenantProductsQuerySchema = z.object({
  associated_tenant_id: z.coerce.number().int().positive().max(MAX_RECORD_ID).optional(),
});
/** GET /api/v2/identity/tenants/{tenantId}/products: the tiles the caller sees, in display order. */
export const tenantProductsResponseSchema = z.object({
  tenant: tenantSchema,
  products: z.array(productTileSchema),
});
export type TenantProductsResponse = z.infer<typeof tenantProductsResponseSchema>;

/** A company administrator a user without access can turn to: name and e-mail only. */
export const companyAdministratorSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type CompanyAdministrator = z.infer<typeof companyAdministratorSchema>;

/**
 * GET /api/v2/identity/tenants/{tenantId}/administrators: the active administrators (group Admin) of a company the
 * caller may act for, by name, at most ADMINISTRATORS_SHOWN_MAX; tenant 0 (internal users) has none.
 */
export const companyAdministratorsResponseSchema = z.object({
  administrators: z.array(companyAdministratorSchema).max(ADMINISTRATORS_SHOWN_MAX),
});
export type CompanyAdministratorsResponse = z.infer<typeof companyAdministratorsResponseSchema>;

/** GET /api/v1/products: the catalogue, in the caller's language. */
export const productListResponseSchema = z.array(
  z.object({ id: productCodeSchema, name: z.string(), group: z.enum(PRODUCT_GROUP_KEYS) }),
);
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const partnerAccessRequestSchema = z.object({
  /** Limit the answer to these associated suppliers; all of them when absent. */
  associated_tenant_ids: z.array(z.number().int().positive().max(MAX_RECORD_ID)).max(100).optional(),
});
/** POST /api/v2/identity/tenants/{tenantId}/fetch-active-partner-access-apps: per associated supplier, the apps the caller may use. */
export const partnerAccessResponseSchema = z.object({
  partners: z.array(
    z.object({
      tenant: tenantSchema,
      products: z.array(z.object({ product_id: productCodeSchema, accessStatus: z.enum(ACCESS_STATUSES) })),
    }),
  ),
});
export type PartnerAccessResponse = z.infer<typeof partnerAccessResponseSchema>;

/** Restricted launch info: products keyed by code. */
export const restrictedLaunchResponseSchema = z.object({
  products: z.record(z.string(), z.object({ restricted_launch_flag: z.enum(RESTRICTED_LAUNCH_FLAGS).nullable() })),
});
export type RestrictedLaunchResponse = z.infer<typeof restrictedLaunchResponseSchema>;

export const launchParamsSchema = z.object({ code: productCodeSchema });
export const launchBodySchema = z.object({
  associated_tenant_id: z.number().int().positive().max(MAX_RECORD_ID).optional(),
});
export const launchResponseSchema = z.object({ redirectUrl: z.string(), isNewTab: z.boolean() });
export type LaunchResponse = z.infer<typeof launchResponseSchema>;
