import { z } from 'zod';
import { ADMIN_PAGE_SIZES, MAX_RECORD_ID } from './constants.js';
import { COMPANY_TYPES } from './identity-core.js';
import { MARKETS } from './markets-core.js';
import type { GROUPS } from './permissions-core.js';
import { type Page, pageNumberSchema, pageSchema, pageSizeSchema, SORT_ORDERS } from './paging.js';
import { cappedTotal, loginIdsSchema, USER_ADMIN_FIELD_ERRORS, USER_ADMIN_LIMITS } from './user-admin.js';
import { noteText } from './text-rules.js';

/**
 * Global user management (spec sections 2 'Admin', 3 'Global user', 6 'Global admin', 7 'Super admin and global user
 * management'; decision record 051): every user of the portal, in four tabs, searched, filtered, sorted, exported,
 * blocked and unblocked across companies and markets by holders of LIST, EXPORT and BLOCK GLOBAL_USER.
 */
export const GLOBAL_USER_PATHS = {
  users: '/api/users',
  roles: '/api/users/filters/roles',
  attributes: '/api/users/filters/attributes',
  sbu: '/api/users/filters/sbu',
  export: '/api/users/export',
  /** Not named by the spec (section 6 gives the right, section 7 no path): decision record 051. */
  block: '/api/users/block',
  unblock: '/api/users/unblock',
} as const;

/**
 * The query's userType, one per tab. The tabs divide the users: external users; internal users who are neither
 * merchants nor asset protection; internal merchants (persona 1000); internal asset protection (persona 3000).
 */
export const GLOBAL_USER_TYPES = ['EXTERNAL', 'INTERNAL', 'INTERNAL_MERCHANT', 'INTERNAL_ASSET_PROTECTION'] as const;
export type GlobalUserType = (typeof GLOBAL_USER_TYPES)[number];

/** Each tab's sortable columns (appAccess is a list: not sortable). */
export const GLOBAL_USER_SORT_COLUMNS = {
  EXTERNAL: ['firstName', 'lastName', 'email', 'companyName', 'companyType', 'role', 'lastLogin'],
  INTERNAL: ['name', 'email', 'role'],
  INTERNAL_MERCHANT: ['name', 'email', 'role', 'sbu'],
  INTERNAL_ASSET_PROTECTION: ['name', 'email', 'role', 'buoAreaNumber'],
} as const satisfies Record<GlobalUserType, readonly string[]>;
export type GlobalUserSortColumn = (typeof GLOBAL_USER_SORT_COLUMNS)[GlobalUserType][number];
const ALL_SORT_COLUMNS = [...new Set(Object.values(GLOBAL_USER_SORT_COLUMNS).flat())] as [
  GlobalUserSortColumn,
  ...GlobalUserSortColumn[],
];

/** The tab's order when none is asked: by first name (external) or name. */
export const GLOBAL_USER_DEFAULT_SORT: Record<GlobalUserType, GlobalUserSortColumn> = {
  EXTERNAL: 'firstName',
  INTERNAL: 'name',
  INTERNAL_MERCHANT: 'name',
  INTERNAL_ASSET_PROTECTION: 'name',
};

/** Spec section 9: how many characters of a cell show before 'see more'. */
export const GLOBAL_USER_TRUNCATION = { externalEmail: 17, externalAppAccess: 20, internalAppAccess: 40 } as const;

/** Strategic business units a merchant belongs to ('sbu'); the web translates each code's name. */
export const SBU_CODES = [
  'GROCERY',
  'CONSUMABLES',
  'HEALTH_AND_WELLNESS',
  'GENERAL_MERCHANDISE',
  'APPAREL',
  'HOME',
  'ENTERTAINMENT',
  'BLACKOUT',
] as const;
export type SbuCode = (typeof SBU_CODES)[number];

/** What a user is, beyond their role: the attributes filter (spec section 7 'users/filters/attributes'). */
export const GLOBAL_USER_ATTRIBUTES = [
  'THIRD_PARTY_USER',
  'MULTIPLE_SUPPLIER_ACCESS',
  'NEVER_SIGNED_IN',
  'REGISTRATION_INCOMPLETE',
] as const;
export type GlobalUserAttribute = (typeof GLOBAL_USER_ATTRIBUTES)[number];

/** The roles a user may hold: the portal's groups (GROUPS' keys). */
export const GLOBAL_USER_ROLES = [
  'superAdmin',
  'superAdminSpectator',
  'admin',
  'regularUser',
  'merchant',
  'supportAgent',
] as const satisfies readonly (keyof typeof GROUPS)[];
export type GlobalUserRole = (typeof GLOBAL_USER_ROLES)[number];

export const GLOBAL_USER_STATUSES = ['ACTIVE', 'BLOCKED'] as const;

export const GLOBAL_USER_LIMITS = {
  searchMax: 100,
  /** The most values one filter takes (the company filter lists up to 500 companies). */
  filterValuesMax: 500,
  buoAreaNumberMax: 10,
} as const;

const codes = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).max(GLOBAL_USER_LIMITS.filterValuesMax).default([]);

/** The filters of POST users and its export: each list empty means "any". */
export const globalUserFiltersSchema = z.object({
  roles: codes(GLOBAL_USER_ROLES),
  attributes: codes(GLOBAL_USER_ATTRIBUTES),
  sbu: codes(SBU_CODES),
  /** Product codes. */
  products: z.array(z.string().trim().min(1).max(64)).max(GLOBAL_USER_LIMITS.filterValuesMax).default([]),
  /** Company record ids. */
  companies: z
    .array(z.number().int().positive().max(MAX_RECORD_ID))
    .max(GLOBAL_USER_LIMITS.filterValuesMax)
    .default([]),
  companyTypes: codes(COMPANY_TYPES),
  markets: codes(MARKETS),
  statuses: codes(GLOBAL_USER_STATUSES),
});
export type GlobalUserFilters = z.infer<typeof globalUserFiltersSchema>;

/** Whether any filter is applied (the page prompts to open the filters until one is). */
export function hasGlobalUserFilter(filters: Partial<GlobalUserFilters>): boolean {
  return Object.values(filters).some((values) => Array.isArray(values) && values.length > 0);
}

/** sortBy must be one of the tab's columns (400 otherwise). */
function sortByInTab(
  query: { userType: GlobalUserType; sortBy?: GlobalUserSortColumn | undefined },
  ctx: z.RefinementCtx,
) {
  const columns: readonly string[] = GLOBAL_USER_SORT_COLUMNS[query.userType];
  if (query.sortBy && !columns.includes(query.sortBy)) {
    ctx.addIssue({ code: 'custom', path: ['sortBy'], message: USER_ADMIN_FIELD_ERRORS.sortByNotInTab });
  }
}

const searchAndOrder = {
  userType: z.enum(GLOBAL_USER_TYPES),
  sortBy: z.enum(ALL_SORT_COLUMNS).optional(),
  sortOrder: z.enum(SORT_ORDERS).default('asc'),
  /** Part of the first name, last name, e-mail or login id (BUO area number too on its tab). */
  search: z.string().trim().max(GLOBAL_USER_LIMITS.searchMax).optional(),
  filters: globalUserFiltersSchema.default(globalUserFiltersSchema.parse({})),
};

/** POST /api/users: one page of a tab (spec section 3 'Global user' query). */
export const globalUserQuerySchema = z
  .object({
    ...searchAndOrder,
    pageNo: pageNumberSchema,
    pageSize: pageSizeSchema({ default: 10, sizes: ADMIN_PAGE_SIZES }),
  })
  .superRefine(sortByInTab);
export type GlobalUserQuery = z.input<typeof globalUserQuerySchema>;

/** POST /api/users/export: the tab's search, filters and order; every matching user, not one page. */
export const globalUserExportSchema = z.object(searchAndOrder).superRefine(sortByInTab);
export type GlobalUserExport = z.input<typeof globalUserExportSchema>;

/** A user of the external tab (spec section 3). */
export const externalGlobalUserSchema = z.object({
  loginId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  /** The supplier a third-party (agency) user works for through their company, when there is one. */
  thirdPartyCompanyName: z.string().nullable(),
  /** Names of the products the user has (or waits for), in catalogue order. */
  appAccess: z.array(z.string()),
  role: z.enum(GLOBAL_USER_ROLES),
  /** ISO 8601; null when the user never signed in. */
  lastLogin: z.string().nullable(),
  status: z.enum(GLOBAL_USER_STATUSES),
  market: z.enum(MARKETS),
});
export type ExternalGlobalUser = z.infer<typeof externalGlobalUserSchema>;

/** A user of an internal tab; sbu on the merchant tab, buoAreaNumber on the asset protection tab. */
export const internalGlobalUserSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  email: z.string(),
  appAccess: z.array(z.string()),
  role: z.enum(GLOBAL_USER_ROLES),
  sbu: z.enum(SBU_CODES).nullable(),
  buoAreaNumber: z.string().nullable(),
  status: z.enum(GLOBAL_USER_STATUSES),
});
export type InternalGlobalUser = z.infer<typeof internalGlobalUserSchema>;

/** A page of a tab: `userType` says which row shape the items have. The total counts to USER_SEARCH_TOTAL_CAP. */
export const globalUserPageSchema = z.discriminatedUnion('userType', [
  pageSchema(externalGlobalUserSchema).extend({ userType: z.literal('EXTERNAL'), ...cappedTotal }),
  pageSchema(internalGlobalUserSchema).extend({
    userType: z.enum(['INTERNAL', 'INTERNAL_MERCHANT', 'INTERNAL_ASSET_PROTECTION']),
    ...cappedTotal,
  }),
]);
export type GlobalUserPage = { totalIsCapped: boolean } & (
  | (Page<ExternalGlobalUser> & { userType: 'EXTERNAL' })
  | (Page<InternalGlobalUser> & { userType: Exclude<GlobalUserType, 'EXTERNAL'> })
);

/** GET users/filters/roles, attributes and sbu: the codes a filter offers (the web translates each). */
export const globalUserFilterListSchema = z.object({ items: z.array(z.string()) });
export type GlobalUserFilterList = z.infer<typeof globalUserFilterListSchema>;

/** POST /api/users/block: users of any company, and why; their sessions end at once, on every market. */
export const globalBlockSchema = z.object({
  loginIds: loginIdsSchema,
  reason: noteText(
    z.string().trim().min(1, { error: USER_ADMIN_FIELD_ERRORS.reasonRequired }).max(USER_ADMIN_LIMITS.reasonMax),
  ),
});
export type GlobalBlock = z.input<typeof globalBlockSchema>;

/** POST /api/users/unblock: users of any company and, optionally, why (kept in the activity log). */
export const globalUnblockSchema = z.object({
  loginIds: loginIdsSchema,
  reason: noteText(z.string().trim().max(USER_ADMIN_LIMITS.reasonMax)).default(''),
});
export type GlobalUnblock = z.input<typeof globalUnblockSchema>;

/** What a block or unblock changed: the users whose status changed (others were already so, or unknown). */
export const globalStatusChangeSchema = z.object({
  loginIds: z.array(z.string()),
  status: z.enum(GLOBAL_USER_STATUSES),
});
export type GlobalStatusChange = z.infer<typeof globalStatusChangeSchema>;
