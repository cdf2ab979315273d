import { z } from 'zod';
import { ACCESS_APPROVAL_SORT_COLUMNS, type AccessApprovalSortColumn } from './access-approvals.js';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { USER_STATUSES } from './identity-core.js';
import { type Page, pageNumberSchema, pageSchema, pageSizeSchema, SORT_ORDERS } from './paging.js';
import { permissionSchema } from './permissions.js';
import { USER_TYPE_LABELS, type UserTypeLabelKey } from './user-type.js';
import { noteText, singleLineText } from './text-rules.js';

/**
 * A company admin's user administration (spec sections 3 and 7, 'User administration'): the users and blocked
 * users tabs, blocking and unblocking, editing a user's name, and the export of a tab. Decision record 021.
 */
export const USER_ADMIN_PATHS = {
  users: '/api/companies/:companyId/users',
  personas: '/api/companies/:companyId/personas',
  block: '/api/companies/:companyId/users/block',
  unblock: '/api/companies/:companyId/users/unblock',
  profile: '/api/companies/:companyId/users/profile',
  export: '/api/companies/:companyId/users/export/:tabName',
} as const;

/** The tabs these calls serve; the pending users and access requests tabs have calls of their own. */
export const USER_TABS = ['users', 'blocked'] as const;
export type UserTab = (typeof USER_TABS)[number];
/**
 * The tabs `GET users/export/{tabName}` downloads: these two, the pending users tab and the access requests tab
 * (issue 13: any tab; spec section 7's one export call of the user list).
 */
export const EXPORT_TABS = [...USER_TABS, 'pending', 'requests'] as const;
export type ExportTab = (typeof EXPORT_TABS)[number];

/**
 * The pending users tab's sortable columns (GET users/non-provisioned and its export). Here rather than in
 * invitations.ts, which re-exports them, because that module builds on this one.
 */
export const PENDING_SORT_COLUMNS = [
  'firstName',
  'lastName',
  'loginId',
  'createdBy',
  'uiCreatedOnDate',
  'stage',
] as const;
export type PendingSortColumn = (typeof PENDING_SORT_COLUMNS)[number];

/** The sortable columns of each tab (products is computed and multipleSupplierAccess a flag: not sortable). */
export const USER_SORT_COLUMNS = ['firstName', 'lastName', 'email', 'uiCompanyType', 'uiLastLoginTime'] as const;
export const BLOCKED_USER_SORT_COLUMNS = ['name', 'email', 'blockedReason', 'uiBlockedBy', 'uiBlockedOn'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export type BlockedUserSortColumn = (typeof BLOCKED_USER_SORT_COLUMNS)[number];
export type UserAdminSortColumn = UserSortColumn | BlockedUserSortColumn;

export const TAB_SORT_COLUMNS: Record<UserTab, readonly UserAdminSortColumn[]> = {
  users: USER_SORT_COLUMNS,
  blocked: BLOCKED_USER_SORT_COLUMNS,
};
/** Each tab's order when none is asked: users by first name, blocked users the most recently blocked first. */
export const TAB_DEFAULT_SORT: Record<UserTab, { sortBy: UserAdminSortColumn; sortOrder: 'asc' | 'desc' }> = {
  users: { sortBy: 'firstName', sortOrder: 'asc' },
  blocked: { sortBy: 'uiBlockedOn', sortOrder: 'desc' },
};

export const USER_ADMIN_LIMITS = { searchMax: 100, reasonMax: 500, nameMax: 50, loginIdsMax: 100 } as const;
export const USER_ADMIN_DEFAULT_PAGE_SIZE = 10;

export const USER_ADMIN_FIELD_ERRORS = {
  sortByNotInTab: 'errors.user_admin.sort_not_in_tab',
  reasonRequired: 'errors.user_admin.reason_required',
  nameRequired: 'errors.user_admin.name_required',
} as const;

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

/** The export's sort columns: any tab's (the route checks the column against the tab named in the path). */
export const EXPORT_SORT_COLUMNS = [
  ...new Set([
    ...USER_SORT_COLUMNS,
    ...BLOCKED_USER_SORT_COLUMNS,
    ...PENDING_SORT_COLUMNS,
    ...ACCESS_APPROVAL_SORT_COLUMNS,
  ]),
] as ExportSortColumn[];
export type ExportSortColumn = UserAdminSortColumn | PendingSortColumn | AccessApprovalSortColumn;
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

/**
 * How many matches a search of the users or blocked users tab counts (decision 032): with more, the total is this
 * cap, `totalIsCapped` is true, and the pages reach the first this many matches in the list's order.
 */
export const USER_SEARCH_TOTAL_CAP = 1_000;

/** `totalIsCapped`: the search matches more than `total` (`USER_SEARCH_TOTAL_CAP`) users. */
export const cappedTotal = { totalIsCapped: z.boolean() };

/** One page of a tab: `tab` says which row shape the items have. */
export const userPageSchema = z.discriminatedUnion('tab', [
  pageSchema(userRowSchema).extend({ tab: z.literal('users'), ...cappedTotal }),
  pageSchema(blockedUserRowSchema).extend({ tab: z.literal('blocked'), ...cappedTotal }),
]);
export type UserPage = { totalIsCapped: boolean } & (
  (Page<UserRow> & { tab: 'users' }) | (Page<BlockedUserRow> & { tab: 'blocked' })
);

/** GET /api/companies/{id}/personas: what an admin may make a user of the company, with what each may do. */
export const COMPANY_PERSONAS = ['ADMIN', 'USER'] as const;
export type CompanyPersona = (typeof COMPANY_PERSONAS)[number];
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

export const USER_ADMIN_ERROR_CODES = {
  selfBlock: 'user_admin.self_block',
  lastAdmin: 'user_admin.last_admin',
  notActive: 'user_admin.not_active',
  notBlocked: 'user_admin.not_blocked',
} as const;
