import { z } from 'zod';
import { ACCESS_APPROVAL_SORT_COLUMNS } from './access-approvals-core.js';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { USER_STATUSES } from './identity-core.js';
import { pageNumberSchema, pageSchema, pageSizeSchema, SORT_ORDERS } from './paging.js';
import { permissionSchema } from './permissions.js';
import type { ExportSortColumn, ExportTab, UserAdminSortColumn, UserTab } from './user-admin-core.js';
import {
  BLOCKED_USER_SORT_COLUMNS,
  COMPANY_PERSONAS,
  EXPORT_TABS,
  PENDING_SORT_COLUMNS,
  TAB_SORT_COLUMNS,
  USER_ADMIN_DEFAULT_PAGE_SIZE,
  USER_ADMIN_FIELD_ERRORS,
  USER_ADMIN_LIMITS,
  USER_SORT_COLUMNS,
  USER_TABS,
} from './user-admin-core.js';
import { USER_TYPE_LABELS, type UserTypeLabelKey } from './user-type.js';
import { noteText, singleLineText } from './text-rules.js';

export * from './user-admin-core.js';

export const companyIdParamsSchema = z.object({ companyId: z.coerce.number().int().positive().max(MAX_RECORD_ID) });
export const exportParamsSchema = companyIdParamsSchema.extend({ tabName: z.enum(EXPORT_TABS) });

const searchSchema = z.string().trim().max(USER_ADMIN_LIMITS.searchMax).optional();
const sortBySchema = z.enum([...USER_SORT_COLUMNS, ...BLOCKED_USER_SORT_COLUMNS]).optional();

/** sortBy must be one of the tab's columns (400 otherwise). */
function sortByInTab(query: { tab: UserTab; sortBy?: UserAdminSortColumn | undefined }, ctx: z.RefinementCtx): void {
  if (query.sortBy && !TAB_SORT_COLUMNS[query.tab].includes(query.sortBy)) {
    ctx.addIssue({ code: 'custom', path: ['sortBy'], message: USER_ADMIN_FIELD_ERRORS.sortByNotInTab });
  }
}

/**
 * GET /api/companies/{id}/users: `tab` (users, the default, or blocked) chooses the tab; page (zero-based),
 * pageSize (the admin sizes), sortBy (one of the tab's columns; the tab's default when absent), sortOrder and
 * search (part of the first name, last name, e-mail or login id).
 */
export const userListQuerySchema = z
  .object({
    tab: z.enum(USER_TABS).default('users'),
    page: pageNumberSchema,
    pageSize: pageSizeSchema({ default: USER_ADMIN_DEFAULT_PAGE_SIZE, sizes: ADMIN_PAGE_SIZES }),
    sortBy: sortBySchema,
    sortOrder: z.enum(SORT_ORDERS).optional(),
    search: searchSchema,
  })
  .superRefine(sortByInTab);
export type UserListQuery = z.input<typeof userListQuerySchema>;

// The export's columns stay here, not in user-admin-core.ts: only the server uses them, and a page's bundle would keep
// their spreads (the build cannot drop them as it drops an unused call).
/** The export's sort columns: any tab's (the route checks the column against the tab named in the path). */
export const EXPORT_SORT_COLUMNS = [
  ...new Set([
    ...USER_SORT_COLUMNS,
    ...BLOCKED_USER_SORT_COLUMNS,
    ...PENDING_SORT_COLUMNS,
    ...ACCESS_APPROVAL_SORT_COLUMNS,
  ]),
] as ExportSortColumn[];
/** Each exported tab's sortable columns. */
export const EXPORT_TAB_SORT_COLUMNS: Record<ExportTab, readonly ExportSortColumn[]> = {
  ...TAB_SORT_COLUMNS,
  pending: PENDING_SORT_COLUMNS,
  requests: ACCESS_APPROVAL_SORT_COLUMNS,
};

/** GET /api/companies/{id}/users/export/{tabName}: the tab's search and order; every matching row, not one page. */
export const userExportQuerySchema = z.object({
  sortBy: z.enum(EXPORT_SORT_COLUMNS as [ExportSortColumn, ...ExportSortColumn[]]).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
  search: searchSchema,
});
export type UserExportQuery = z.input<typeof userExportQuerySchema>;

export const userTypeLabelSchema = z.enum(Object.keys(USER_TYPE_LABELS) as [UserTypeLabelKey, ...UserTypeLabelKey[]]);

/** The user row of spec section 3, with the row identifier (loginId) and the user's persona. */
export const userRowSchema = z.object({
  loginId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The user-type label key (USER_TYPE_LABELS); the web translates it. */
  uiCompanyType: userTypeLabelSchema,
  /** The user works for several suppliers (access class MULTIPLE_TENANTS). */
  multipleSupplierAccess: z.boolean(),
  /** Names of the products the user has (or waits for), in catalogue order. */
  products: z.array(z.string()),
  /** ISO 8601; null when the user never signed in. The web shows it as DD-MM-YYYY. */
  uiLastLoginTime: z.string().nullable(),
  /** ADMIN for the company's admins, else USER (COMPANY_PERSONAS). */
  persona: z.enum(['ADMIN', 'USER']),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** The blocked user row of spec section 3, with the row identifier. */
export const blockedUserRowSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  email: z.string(),
  products: z.array(z.string()),
  blockedReason: z.string(),
  /** Login id of who blocked the user. */
  uiBlockedBy: z.string(),
  /** ISO 8601. */
  uiBlockedOn: z.string(),
});
export type BlockedUserRow = z.infer<typeof blockedUserRowSchema>;

/** `totalIsCapped`: the search matches more than `total` (`USER_SEARCH_TOTAL_CAP`) users. */
export const cappedTotal = { totalIsCapped: z.boolean() };

/** One page of a tab: `tab` says which row shape the items have. */
export const userPageSchema = z.discriminatedUnion('tab', [
  pageSchema(userRowSchema).extend({ tab: z.literal('users'), ...cappedTotal }),
  pageSchema(blockedUserRowSchema).extend({ tab: z.literal('blocked'), ...cappedTotal }),
]);

/** GET /api/companies/{id}/personas: what an admin may make a user of the company, with what each may do. */
export const personaSchema = z.object({
  persona: z.enum(COMPANY_PERSONAS),
  group: z.string(),
  permissions: z.array(permissionSchema),
});
export const personaListSchema = z.object({ items: z.array(personaSchema) });
export type PersonaList = z.infer<typeof personaListSchema>;

/** Login ids of the users a block or unblock names (also global user management's). */
export const loginIdsSchema = z
  .array(z.string().trim().min(1).max(100))
  .min(1)
  .max(USER_ADMIN_LIMITS.loginIdsMax)
  // Login ids match regardless of case: one user named twice is one user.
  .transform((ids) => [...new Map(ids.map((id) => [id.toLowerCase(), id])).values()]);

/** POST /api/companies/{id}/users/block: the users (by login id) and why; their sessions end at once. */
export const blockUsersSchema = z.object({
  loginIds: loginIdsSchema,
  reason: noteText(
    z.string().trim().min(1, { error: USER_ADMIN_FIELD_ERRORS.reasonRequired }).max(USER_ADMIN_LIMITS.reasonMax),
  ),
});
export type BlockUsers = z.input<typeof blockUsersSchema>;

/** POST /api/companies/{id}/users/unblock: the users and, optionally, why (kept in the activity log). */
export const unblockUsersSchema = z.object({
  loginIds: loginIdsSchema,
  reason: noteText(z.string().trim().max(USER_ADMIN_LIMITS.reasonMax)).default(''),
});
export type UnblockUsers = z.input<typeof unblockUsersSchema>;

export const userStatusChangeSchema = z.object({
  loginIds: z.array(z.string()),
  status: z.enum(USER_STATUSES),
});
export type UserStatusChange = z.infer<typeof userStatusChangeSchema>;

const nameSchema = singleLineText(
  z.string().trim().min(1, { error: USER_ADMIN_FIELD_ERRORS.nameRequired }).max(USER_ADMIN_LIMITS.nameMax),
);

/** PUT /api/companies/{id}/users/profile: a user's first and last name. */
export const userProfileUpdateSchema = z.object({
  loginId: z.string().trim().min(1).max(100),
  firstName: nameSchema,
  lastName: nameSchema,
});
export type UserProfileUpdate = z.input<typeof userProfileUpdateSchema>;

export const userProfileSchema = z.object({ loginId: z.string(), firstName: z.string(), lastName: z.string() });
export type UserProfile = z.infer<typeof userProfileSchema>;
