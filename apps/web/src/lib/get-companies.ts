import type { CompanyPage, CompanyStatuses, CompanyTypes } from '@portal/contract/companies';
import type { CompanyListCall } from '@portal/contract/companies-core';
import { COMPANY_PATHS, companyListParams, companyStatusesParams } from '@portal/contract/companies-core';
import type { TenantType } from '@portal/contract/identity';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { firstAnswer } from '@/lib/first-answers';

// The company calls of the company list and of global user management's company filter (spec section 7). Their
// answers are typed, not checked again: the server sends them through the contract's schemas, and the company list
// then loads no zod (decision records 036 and 059).

/** GET /api/companies: a page of the market's companies, searched, filtered and sorted by the server. */
export function getCompanies(query: CompanyListCall, { signal }: { signal?: AbortSignal } = {}): Promise<CompanyPage> {
  return apiClient.get(COMPANY_PATHS.list, { params: companyListParams(query), signal });
}

/** Every company query: a change of acting context or of market makes them all stale at once. */
export const companiesQueryKeyRoot = ['companies'] as const;

export function useCompanies(query: CompanyListCall) {
  const queryClient = useQueryClient();
  return useQuery({
    ...queryOptions({
      queryKey: [...companiesQueryKeyRoot, 'list', query] as const,
      queryFn: ({ signal }) => getCompanies(query, { signal }),
      ...firstAnswer<CompanyPage>(queryClient, { path: COMPANY_PATHS.list, params: companyListParams(query) }),
    }),
    placeholderData: keepPreviousData,
  });
}

/** Spec section 9: a company filter offers one page of 500 companies, by name A–Z, without their products. */
export const COMPANY_CHOICES_QUERY: CompanyListCall = {
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
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...companiesQueryKeyRoot, 'types'] as const,
    queryFn: ({ signal }): Promise<CompanyTypes> => apiClient.get(COMPANY_PATHS.types, { signal }),
    ...firstAnswer<CompanyTypes>(queryClient, { path: COMPANY_PATHS.types }),
  });
}

/** GET /api/companies/statuses?companyTypes=: the statuses the status filter offers, following the types chosen. */
export function useCompanyStatuses(companyTypes: readonly TenantType[]) {
  const queryClient = useQueryClient();
  const params = companyStatusesParams(companyTypes);
  return useQuery({
    queryKey: [...companiesQueryKeyRoot, 'statuses', companyTypes] as const,
    queryFn: ({ signal }): Promise<CompanyStatuses> => apiClient.get(COMPANY_PATHS.statuses, { params, signal }),
    ...firstAnswer<CompanyStatuses>(queryClient, { path: COMPANY_PATHS.statuses, params }),
    placeholderData: keepPreviousData,
  });
}
