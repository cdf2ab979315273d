import type { CompanyPage, CompanyStatuses, CompanyTypes, companyListQuerySchema } from '@portal/contract/companies';
import { COMPANY_PATHS } from '@portal/contract/companies-core';
import type { TenantType } from '@portal/contract/identity';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

// The company calls of the company list and of global user management's company filter (spec section 7). Their
// answers are typed, not checked again: the server sends them through the contract's schemas, and the company list
// then loads no zod (decision records 036 and 059).

export type CompanyQuery = z.output<typeof companyListQuerySchema>;

/** A comma list on the query string, left out when empty (the server reads that as every value). */
const commaList = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);

/** GET /api/companies: a page of the market's companies, searched, filtered and sorted by the server. */
export function getCompanies(query: CompanyQuery, { signal }: { signal?: AbortSignal } = {}): Promise<CompanyPage> {
  const params = {
    ...query,
    companyTypes: commaList(query.companyTypes),
    statuses: commaList(query.statuses),
  };
  return apiClient.get(COMPANY_PATHS.list, { params, signal });
}

/** Every company query: a change of acting context or of market makes them all stale at once. */
export const companiesQueryKeyRoot = ['companies'] as const;

export function useCompanies(query: CompanyQuery) {
  return useQuery({
    ...queryOptions({
      queryKey: [...companiesQueryKeyRoot, 'list', query] as const,
      queryFn: ({ signal }) => getCompanies(query, { signal }),
    }),
    placeholderData: keepPreviousData,
  });
}

/** Spec section 9: a company filter offers one page of 500 companies, by name A–Z, without their products. */
export const COMPANY_CHOICES_QUERY: CompanyQuery = {
  page: 0,
  pageSize: 500,
  sortBy: 'companyName',
  sortOrder: 'asc',
  search: undefined,
  companyTypes: [],
  statuses: [],
  showProducts: false,
};

/** The companies a company filter offers. */
export function useCompanyChoices() {
  return useCompanies(COMPANY_CHOICES_QUERY);
}

/** GET /api/companies/types: the company types the type filter offers. */
export function useCompanyTypes() {
  return useQuery({
    queryKey: [...companiesQueryKeyRoot, 'types'] as const,
    queryFn: ({ signal }): Promise<CompanyTypes> => apiClient.get(COMPANY_PATHS.types, { signal }),
  });
}

/** GET /api/companies/statuses?companyTypes=: the statuses the status filter offers, following the types chosen. */
export function useCompanyStatuses(companyTypes: readonly TenantType[]) {
  return useQuery({
    queryKey: [...companiesQueryKeyRoot, 'statuses', companyTypes] as const,
    queryFn: ({ signal }): Promise<CompanyStatuses> =>
      apiClient.get(COMPANY_PATHS.statuses, {
        params: { companyTypes: commaList(companyTypes) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
