import type { SortOrder } from '@portal/contract/paging';
import type { UserAdminSortColumn, UserPage, UserTab } from '@portal/contract/user-admin';
import { USER_ADMIN_PATHS } from '@portal/contract/user-admin-core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';

// The user list's calls (this folder's modules the page imports statically) are typed, not checked again: the server
// sends every answer through the contract's schemas, and the page then loads no zod (decision records 036 and 059).

/** A tab's table state as the call takes it: page zero-based. */
export type UserListQuery = {
  page: number;
  pageSize: number;
  sortBy: UserAdminSortColumn;
  sortOrder: SortOrder;
  search: string | undefined;
};

/** GET /api/companies/{companyId}/users?tab=…: a page of the company's users or blocked users. */
export function getUsers(
  companyId: number,
  tab: UserTab,
  query: UserListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UserPage> {
  return apiClient.get(pathWithParams(USER_ADMIN_PATHS.users, { companyId }), {
    params: { tab, ...query },
    signal,
  });
}

/** Every user list of a company: blocking, unblocking and editing make them all stale. */
export const companyUsersQueryKey = (companyId: number) => ['company-users', companyId] as const;

export function usersQueryOptions(companyId: number, tab: UserTab, query: UserListQuery) {
  return queryOptions({
    queryKey: [...companyUsersQueryKey(companyId), tab, query] as const,
    queryFn: ({ signal }) => getUsers(companyId, tab, query, { signal }),
  });
}

export function useUsers(companyId: number, tab: UserTab, query: UserListQuery) {
  return useQuery({ ...usersQueryOptions(companyId, tab, query), placeholderData: keepPreviousData });
}
