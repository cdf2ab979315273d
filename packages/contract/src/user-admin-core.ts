import type { AccessApprovalSortColumn } from './access-approvals-core.js';
import type { CallParams } from './page-bootstrap-core.js';
import type { Page } from './paging-core.js';
import type { TableParams } from './url-state.js';
import { urlText } from './url-state.js';
import type { BlockedUserRow, UserRow } from './user-admin.js';

// The constants and types of user-admin.ts (which holds the schemas), for code that needs no zod.

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
export type ExportSortColumn = UserAdminSortColumn | PendingSortColumn | AccessApprovalSortColumn;

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

/** The user list page's tabs, by their value in the URL (`?tab=`); the first is the default and leaves the URL bare. */
export const USER_LIST_TABS = ['users', 'pending', 'blocked', 'accessRequests'] as const;
export type UserListTab = (typeof USER_LIST_TABS)[number];

/** The tab a URL's `tab` value opens: an unknown or missing one opens the first. */
export function userListTab(value: string | null): UserListTab {
  return USER_LIST_TABS.find((tab) => tab === value) ?? 'users';
}

/** The users tab's URL state: by first name A–Z, 10 a page, and a search. */
export const USERS_TAB_TABLE = {
  sort: { columns: USER_SORT_COLUMNS, ...TAB_DEFAULT_SORT.users, sortBy: 'firstName' as UserSortColumn },
  defaultSize: USER_ADMIN_DEFAULT_PAGE_SIZE,
  filters: { search: urlText(USER_ADMIN_LIMITS.searchMax) },
} as const;

/** What GET /api/companies/{companyId}/users is asked for a tab: a page, sorted and searched. */
export type UserListCall = TableParams<UserAdminSortColumn> & { search: string | undefined };

/** GET /api/companies/{companyId}/users's query parameters. */
export function usersParams(tab: UserTab, query: UserListCall): CallParams {
  return { tab, ...query };
}

export const USER_ADMIN_FIELD_ERRORS = {
  sortByNotInTab: 'errors.user_admin.sort_not_in_tab',
  reasonRequired: 'errors.user_admin.reason_required',
  nameRequired: 'errors.user_admin.name_required',
} as const;

/**
 * How many matches a search of the users or blocked users tab counts (decision 032): with more, the total is this
 * cap, `totalIsCapped` is true, and the pages reach the first this many matches in the list's order.
 */
export const USER_SEARCH_TOTAL_CAP = 1_000;

export type UserPage = { totalIsCapped: boolean } & (
  (Page<UserRow> & { tab: 'users' }) | (Page<BlockedUserRow> & { tab: 'blocked' })
);

/** What an admin may make a user of the company (GET …/personas says what each may do). */
export const COMPANY_PERSONAS = ['ADMIN', 'USER'] as const;
export type CompanyPersona = (typeof COMPANY_PERSONAS)[number];

export const USER_ADMIN_ERROR_CODES = {
  selfBlock: 'user_admin.self_block',
  lastAdmin: 'user_admin.last_admin',
  notActive: 'user_admin.not_active',
  notBlocked: 'user_admin.not_blocked',
} as const;
