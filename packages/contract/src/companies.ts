import { z } from 'zod';
import { MAX_RECORD_ID } from './constants.js';
import { tenantSchema } from './identity.js';
import { COMPANY_STATUSES, TENANT_TYPES } from './identity-core.js';
import { pageSchema, sortedPageQuerySchema } from './paging.js';
import {
  COMPANY_LIST_DEFAULT_PAGE_SIZE,
  COMPANY_LIST_PAGE_SIZE_MAX,
  COMPANY_SORT_COLUMNS,
  COMPANY_LIMITS,
} from './companies-core.js';
import { noteText } from './text-rules.js';

export * from './companies-core.js';

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
  reason: noteText(z.string().trim().max(COMPANY_LIMITS.reasonMax)).optional(),
});
export type SetContextQuery = z.input<typeof setContextQuerySchema>;

/** The session's acting company after the change (null once reset). */
export const actingContextSchema = z.object({
  acting_company_id: z.number().int().nullable(),
  acting_tenant: tenantSchema.nullable(),
});
export type ActingContext = z.infer<typeof actingContextSchema>;
