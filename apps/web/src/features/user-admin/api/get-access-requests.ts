import type { AccessApprovalPage, AccessApprovalSortColumn } from '@portal/contract/access-approvals';
import { ACCESS_APPROVAL_PATHS } from '@portal/contract/access-approvals-core';
import type { SortOrder } from '@portal/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';

/** The table's state as the call takes it: page zero-based, the spec's page_size. */
export type AccessRequestQuery = {
  page: number;
  pageSize: number;
  sortBy: AccessApprovalSortColumn;
  sortOrder: SortOrder;
  search: string | undefined;
};

/** GET /api/v1/identity/accounts/{tenantId}/access-requests: a page of the company's pending requests. */
export function getAccessRequests(
  tenantId: number,
  query: AccessRequestQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AccessApprovalPage> {
  return apiClient.get(pathWithParams(ACCESS_APPROVAL_PATHS.list, { tenantId }), {
    params: {
      page: query.page,
      page_size: query.pageSize,
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      search: query.search,
    },
    signal,
  });
}

/** Every access-request list of a company: a decision makes them all stale. */
export const accessRequestsQueryKey = (tenantId: number) => ['access-approvals', tenantId] as const;

export function accessRequestsQueryOptions(tenantId: number, query: AccessRequestQuery) {
  return queryOptions({
    queryKey: [...accessRequestsQueryKey(tenantId), query] as const,
    queryFn: ({ signal }) => getAccessRequests(tenantId, query, { signal }),
  });
}

export function useAccessRequests(tenantId: number, query: AccessRequestQuery) {
  return useQuery({ ...accessRequestsQueryOptions(tenantId, query), placeholderData: keepPreviousData });
}
