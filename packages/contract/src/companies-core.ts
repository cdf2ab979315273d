import type { Page } from './paging-core.js';
import type { CompanyRow } from './companies.js';
import type { TenantType } from './identity-core.js';
import { COMPANY_STATUSES, TENANT_TYPES } from './identity-core.js';
import type { CallParams } from './page-bootstrap-core.js';
import type { TableParams, UrlFilters } from './url-state.js';
import { urlList, urlOneOf, urlText } from './url-state.js';

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

/** The company list's URL state: sorted by name A–Z, 10 a page (spec section 9), search and filters. */
export const COMPANY_LIST_TABLE = {
  sort: { columns: COMPANY_SORT_COLUMNS, sortBy: 'companyName', sortOrder: 'asc' },
  defaultSize: COMPANY_LIST_DEFAULT_PAGE_SIZE,
  filters: {
    search: urlText(COMPANY_LIMITS.searchMax),
    companyTypes: urlList(urlOneOf(TENANT_TYPES), { max: TENANT_TYPES.length }),
    statuses: urlList(urlOneOf(COMPANY_STATUSES), { max: COMPANY_STATUSES.length }),
  },
} as const;

/** What GET /api/companies is asked: a page, sorted, searched and filtered. */
export type CompanyListCall = TableParams<CompanySortColumn> & {
  search: string | undefined;
  companyTypes: readonly TenantType[];
  statuses: readonly (typeof COMPANY_STATUSES)[number][];
  showProducts: boolean;
};

/** The list's call for a table state and the filters read from the URL: rows carry their products. */
export function companyListCall(
  table: TableParams<CompanySortColumn>,
  filters: UrlFilters<typeof COMPANY_LIST_TABLE.filters>,
): CompanyListCall {
  const { search, companyTypes = [], statuses = [] } = filters;
  return { ...table, search, companyTypes, statuses, showProducts: true };
}

/** A comma list on the query string, left out when empty (the server reads that as every value). */
const commaList = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);

/** GET /api/companies's query parameters. */
export function companyListParams(query: CompanyListCall): CallParams {
  return { ...query, companyTypes: commaList(query.companyTypes), statuses: commaList(query.statuses) };
}

/** GET /api/companies/statuses's query parameters: the statuses of the companies of these types. */
export function companyStatusesParams(companyTypes: readonly TenantType[]): CallParams {
  return { companyTypes: commaList(companyTypes) };
}

export const COMPANY_ERROR_CODES = {
  /** switch-context without a company set first. */
  noContext: 'context.not_set',
} as const;
