import type { Page } from './paging-core.js';
import type { CompanyRow } from './companies.js';

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
export type CompanyPage = Page<CompanyRow>;

export const COMPANY_ERROR_CODES = {
  /** switch-context without a company set first. */
  noContext: 'context.not_set',
} as const;
