import { z } from 'zod';
import { MAX_RECORD_ID } from './constants.js';
import { ALLOWED_LOCALES } from './locale.js';
import { MARKETS } from './markets-core.js';
import { permissionSchema } from './permissions.js';
import { GROUP_NAMES } from './permissions-core.js';
import { TENANT_TYPES, USER_TYPES, ACCESS_CLASSES, isTimeZone } from './identity-core.js';

export * from './identity-core.js';

export const localeSchema = z.enum(ALLOWED_LOCALES);
export const marketSchema = z.enum(MARKETS);

export const tenantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(TENANT_TYPES),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const userPreferencesSchema = z.object({
  locale: z.object({ timezone: z.string().min(1).max(64) }),
  language_code: localeSchema,
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** GET /api/v1/identity/user-context: the user-details shape of spec section 3. */
export const userDetailsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  login_id: z.string(),
  email_address: z.string(),
  user_type: z.enum(USER_TYPES),
  third_party_user: z.boolean(),
  tenant: tenantSchema,
  site_id: z.number().int().nullable(),
  user_preferences: userPreferencesSchema,
  authz: z.object({
    group: z.enum(GROUP_NAMES as [string, ...string[]]),
    permissions: z.array(permissionSchema),
  }),
  persona_access_codes: z.array(z.number().int()),
  products: z.array(z.object({ product_id: z.string() })),
  accessClass: z.enum(ACCESS_CLASSES),
  market: marketSchema,
  registration_completed: z.boolean(),
  /** The company a super admin (or spectator) has chosen to act for; null when none. */
  acting_tenant: tenantSchema.nullable(),
  /**
   * Beyond the spec: the record ids of the user's company and of the acting company (null when none), which the
   * company paths (`/api/companies/{companyId}/…`) take; tenant ids are the market's, not these.
   */
  company_id: z.number().int().nullable(),
  acting_company_id: z.number().int().nullable(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const userContextQuerySchema = z.object({
  permissions: z.enum(['true', 'false']).optional(),
});

export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  login_id: z.string().optional(),
  idle_expires_at: z.string().optional(),
  expires_at: z.string().optional(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

export const loginBodySchema = z.object({
  loginId: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  lastUrl: z.string().max(2000).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The JSON answer of a successful POST /api/login (a form post is redirected instead). */
export const loginResponseSchema = z.object({ redirect: z.string() });

export const loginQuerySchema = z.object({
  lastUrl: z.string().max(2000).optional(),
  error: z.string().max(64).optional(),
  idle: z.enum(['1']).optional(),
  reset: z.enum(['1']).optional(),
});

export const loginIdParamsSchema = z.object({ loginId: z.string().min(1).max(100) });

export const preferencesResponseSchema = z.object({
  login_id: z.string(),
  preferences: userPreferencesSchema,
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;
export const timeZoneSchema = z.string().min(1).max(64).refine(isTimeZone, 'Unknown time zone');

export const preferencesUpdateSchema = z.object({
  locale: z.object({ timezone: timeZoneSchema }).optional(),
  language_code: localeSchema.optional(),
  settings: z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

export const siteParamsSchema = z.object({ site: z.coerce.number().int().nonnegative().max(MAX_RECORD_ID) });
export const siteResponseSchema = z.object({ site_id: z.number().int(), language_code: localeSchema });

/** Minting a reset link re-authenticates: the caller's current password (decision record 004). */
export const pwdResetLinkRequestSchema = z.object({ password: z.string().min(1).max(200) });
export type PwdResetLinkRequest = z.infer<typeof pwdResetLinkRequestSchema>;
export const pwdResetLinkResponseSchema = z.object({ url: z.string(), expires_at: z.string() });

/** The reset-request form: the login id, and the press-and-hold proof the page's script fills in (decision record 011). */
export const passwordResetRequestSchema = z.object({
  loginId: z.string().trim().min(1).max(100),
  humanProof: z.string().max(1000).optional(),
});
export const passwordResetSchema = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(12).max(200),
  confirm: z.string().min(1).max(200),
});

export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({ status: z.literal('ready'), database: z.string() });
