import { z } from 'zod';
import { MAX_RECORD_ID } from './constants.js';
import { COMPANY_STATUSES, TENANT_TYPES, tenantSchema } from './identity.js';
import { type Page, pageSchema, sortedPageQuerySchema } from './paging.js';

/**
 * The super admin's company list and acting context (spec sections 3, 4 and 7, 'Super admin and global user
 * management'). Company types and statuses travel as codes; the web labels them in the reader's language.
 */
export const COMPANY_PATHS = {
  list: '/api/companies',
  types: '/api/companies/types',
  statuses: '/api/companies/statuses',
  setContext: '/api/users/set-context',
  resetContext: '/api/users/reset-context',
  switchContext: '/api/users/switch-context',
  /** Beyond the spec: the company the caller works in now (their own, or the one a super admin acts for). */
} as const;

export const COMPANY_LIST_PAGE_SIZES = [10, 25, 50, 75, 100] as const;
export const COMPANY_LIST_DEFAULT_PAGE_SIZE = 10;
/** Spec section 9: global user management reads the list as one page of 500, beside the admin table's sizes. */
export const COMPANY_LIST_PAGE_SIZE_MAX = 500;
/** The sortable columns; subscribedProduct is computed from the company's products and is not sortable. */
export const COMPANY_SORT_COLUMNS = ['companyName', 'status', 'adminEmail', 'uiCompanyType'] as const;
export type CompanySortColumn = (typeof COMPANY_SORT_COLUMNS)[number];

export const COMPANY_LIMITS = { searchMax: 100, reasonMax: 500 } as const;

export const companyTypeSchema = z.enum(TENANT_TYPES);
export const companyStatusSchema = z.enum(COMPANY_STATUSES);

/** A comma list on the query string (`SUPPLIER,THIRD_PARTY_AGENCY`), each value one of the enum's; empty means all. */
function commaListSchema<Value extends string>(values: z.ZodEnum<{ [K in Value]: K }>) {
  return z
    .string()
    .max(500)
    .optional()
    .transform((raw) =>
      (raw ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(values));
}

const booleanFlagSchema = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

const sortedPageQuery = sortedPageQuerySchema(
  { default: COMPANY_LIST_DEFAULT_PAGE_SIZE, max: COMPANY_LIST_PAGE_SIZE_MAX },
  { columns: COMPANY_SORT_COLUMNS, sortBy: 'companyName', sortOrder: 'asc' },
);

/** GET /api/companies: the spec's names (page zero-based, pageSize, sortBy, sortOrder, search, filters); spec defaults. */
export const companyListQuerySchema = sortedPageQuery.omit({ size: true }).extend({
  pageSize: sortedPageQuery.shape.size,
  /** Part of the company's name or of its admin's (primary contact's) e-mail. */
  search: z.string().trim().max(COMPANY_LIMITS.searchMax).optional(),
  companyTypes: commaListSchema(companyTypeSchema),
  statuses: commaListSchema(companyStatusSchema),
  /** Whether rows carry subscribedProduct. */
  showProducts: booleanFlagSchema,
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

/** The company row of spec section 3, with the ids the acting context needs. */
export const companyRowSchema = z.object({
  companyId: z.number().int(),
  tenantId: z.number().int(),
  companyName: z.string(),
  status: companyStatusSchema,
  adminEmail: z.string(),
  uiCompanyType: companyTypeSchema,
  /** Product names joined with ' | ' (joinProductNames); present when showProducts was asked. */
  subscribedProduct: z.string().optional(),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

export const companyPageSchema = pageSchema(companyRowSchema);
export type CompanyPage = Page<CompanyRow>;

/** GET /api/companies/types: the company types of the market's companies. */
export const companyTypesSchema = z.object({ types: z.array(companyTypeSchema) });
export type CompanyTypes = z.infer<typeof companyTypesSchema>;

export const companyStatusesQuerySchema = z.object({ companyTypes: commaListSchema(companyTypeSchema) });
/** GET /api/companies/statuses: the statuses of the market's companies of those types (all types when none). */
export const companyStatusesSchema = z.object({ statuses: z.array(companyStatusSchema) });
export type CompanyStatuses = z.infer<typeof companyStatusesSchema>;

/**
 * GET /api/users/set-context and switch-context: the company to act for, and beyond the spec an optional reason
 * (free text or a support reference number) kept on the activity entry.
 */
export const setContextQuerySchema = z.object({
  companyId: z.coerce.number().int().positive().max(MAX_RECORD_ID),
  reason: z.string().trim().max(COMPANY_LIMITS.reasonMax).optional(),
});
export type SetContextQuery = z.input<typeof setContextQuerySchema>;

/** The session's acting company after the change (null once reset). */
export const actingContextSchema = z.object({
  acting_company_id: z.number().int().nullable(),
  acting_tenant: tenantSchema.nullable(),
});
export type ActingContext = z.infer<typeof actingContextSchema>;

export const COMPANY_ERROR_CODES = {
  /** switch-context without a company set first. */
  noContext: 'context.not_set',
} as const;
