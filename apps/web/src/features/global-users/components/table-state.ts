import { MAX_RECORD_ID } from '@portal/contract/constants';
import type { GlobalUserFilters, GlobalUserSortColumn, GlobalUserType } from '@portal/contract/global-users';
import {
  GLOBAL_USER_ATTRIBUTES,
  GLOBAL_USER_DEFAULT_SORT,
  GLOBAL_USER_LIMITS,
  GLOBAL_USER_ROLES,
  GLOBAL_USER_SORT_COLUMNS,
  GLOBAL_USER_STATUSES,
  GLOBAL_USER_TYPES,
  SBU_CODES,
} from '@portal/contract/global-users';
import { COMPANY_TYPES } from '@portal/contract/identity';
import { MARKETS } from '@portal/contract/markets';
import { PRODUCT_CODES } from '@portal/contract/products';
import type { UrlFilters as UrlFiltersOf, UrlReader } from '@portal/contract/url-state';
import { urlInteger, urlList, urlOneOf, urlText } from '@portal/contract/url-state';
import type { TableStateRule, TableUpdate } from '@/lib/use-table-state';

/** The tabs by their value in the URL (`?tab=`); the external tab is the default and leaves the URL bare. */
export const TAB_PARAMS: Record<GlobalUserType, string> = {
  EXTERNAL: 'external',
  INTERNAL: 'internal',
  INTERNAL_MERCHANT: 'merchant',
  INTERNAL_ASSET_PROTECTION: 'assetProtection',
};

export function tabOf(value: string | null): GlobalUserType {
  return GLOBAL_USER_TYPES.find((type) => TAB_PARAMS[type] === value) ?? 'EXTERNAL';
}

export type FilterKey = keyof GlobalUserFilters;

/**
 * The filters each tab offers: internal users belong to no company, so the company, company type and market filters
 * are the external tab's; the SBU filter is the merchants'.
 */
export const TAB_FILTERS: Record<GlobalUserType, readonly FilterKey[]> = {
  EXTERNAL: ['roles', 'attributes', 'products', 'companies', 'companyTypes', 'markets', 'statuses'],
  INTERNAL: ['roles', 'attributes', 'products', 'statuses'],
  INTERNAL_MERCHANT: ['roles', 'attributes', 'sbu', 'products', 'statuses'],
  INTERNAL_ASSET_PROTECTION: ['roles', 'attributes', 'products', 'statuses'],
};

/** A comma list in the URL (`roles=admin,merchant`); one value that does not fit drops the whole list. */
function commaList<Item>(item: UrlReader<Item>) {
  return urlList(item, { max: GLOBAL_USER_LIMITS.filterValuesMax });
}

/** A company id as the URL writes it: 1 to 10 digits. */
const companyId: UrlReader<number> = (raw) =>
  raw !== undefined && /^\d{1,10}$/.test(raw) ? urlInteger(1, MAX_RECORD_ID)(raw) : undefined;

const FILTERS = {
  search: urlText(GLOBAL_USER_LIMITS.searchMax),
  roles: commaList(urlOneOf(GLOBAL_USER_ROLES)),
  attributes: commaList(urlOneOf(GLOBAL_USER_ATTRIBUTES)),
  sbu: commaList(urlOneOf(SBU_CODES)),
  products: commaList(urlOneOf(PRODUCT_CODES)),
  companies: commaList(companyId),
  companyTypes: commaList(urlOneOf(COMPANY_TYPES)),
  markets: commaList(urlOneOf(MARKETS)),
  statuses: commaList(urlOneOf(GLOBAL_USER_STATUSES)),
};

type Rule = TableStateRule<GlobalUserSortColumn, typeof FILTERS>;
export type UrlFilters = UrlFiltersOf<typeof FILTERS>;

/** Each tab's URL state: its own sort columns, by (first) name A–Z, 10 a page, search and filters. */
export const TABLES = Object.fromEntries(
  GLOBAL_USER_TYPES.map((type): [GlobalUserType, Rule] => [
    type,
    {
      sort: { columns: GLOBAL_USER_SORT_COLUMNS[type], sortBy: GLOBAL_USER_DEFAULT_SORT[type], sortOrder: 'asc' },
      filters: FILTERS,
    },
  ]),
) as Record<GlobalUserType, Rule>;

/** The filters of the URL that the tab offers, every one given (empty: any). */
export function appliedFilters(type: GlobalUserType, url: UrlFilters): GlobalUserFilters {
  const offered = new Set(TAB_FILTERS[type]);
  const pick = <K extends FilterKey>(key: K) => (offered.has(key) ? (url[key] ?? []) : []) as GlobalUserFilters[K];
  return {
    roles: pick('roles'),
    attributes: pick('attributes'),
    sbu: pick('sbu'),
    products: pick('products'),
    companies: pick('companies'),
    companyTypes: pick('companyTypes'),
    markets: pick('markets'),
    statuses: pick('statuses'),
  };
}

/** The URL change that applies `filters` on the tab: each comma separated, those empty or not offered removed. */
export function filtersUpdate(type: GlobalUserType, filters: GlobalUserFilters): TableUpdate {
  const offered = new Set(TAB_FILTERS[type]);
  const update: TableUpdate = {};
  for (const key of Object.keys(filters) as FilterKey[]) {
    const values = filters[key];
    update[key] = offered.has(key) && values.length > 0 ? values.join(',') : null;
  }
  return update;
}

/**
 * The URL of another tab: the search and the filters it offers are kept; page and sort, which belong to the tab they
 * were chosen in, start afresh.
 */
export function tabQuery(previous: URLSearchParams, next: GlobalUserType): URLSearchParams {
  const query = new URLSearchParams();
  if (next !== 'EXTERNAL') query.set('tab', TAB_PARAMS[next]);
  for (const key of ['search', 'pageSize', ...TAB_FILTERS[next]]) {
    const value = previous.get(key);
    if (value) query.set(key, value);
  }
  return query;
}
