import type { UserPage, UserTab } from '@portal/contract/user-admin';
import type { UserListCall } from '@portal/contract/user-admin-core';
import { USER_ADMIN_PATHS, usersParams } from '@portal/contract/user-admin-core';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { firstAnswer } from '@/lib/first-answers';

// The user list's calls (this folder's modules the page imports statically) are typed, not checked again: the server
// sends every answer through the contract's schemas, and the page then loads no zod (decision records 036 and 059).

/** GET /api/companies/{companyId}/users?tab=…: a page of the company's users or blocked users. */
export function getUsers(
  companyId: number,
  tab: UserTab,
  query: UserListCall,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UserPage> {
  return apiClient.get(pathWithParams(USER_ADMIN_PATHS.users, { companyId }), {
    params: usersParams(tab, query),
    signal,
  });
}

/** Every user list of a company: blocking, unblocking and editing make them all stale. */
export const companyUsersQueryKey = (companyId: number) => ['company-users', companyId] as const;

export function usersQueryOptions(companyId: number, tab: UserTab, query: UserListCall) {
  return queryOptions({
    queryKey: [...companyUsersQueryKey(companyId), tab, query] as const,
    queryFn: ({ signal }) => getUsers(companyId, tab, query, { signal }),
  });
}

export function useUsers(companyId: number, tab: UserTab, query: UserListCall) {
  const queryClient = useQueryClient();
  const call = { path: pathWithParams(USER_ADMIN_PATHS.users, { companyId }), params: usersParams(tab, query) };
  return useQuery({
    ...usersQueryOptions(companyId, tab, query),
    ...firstAnswer<UserPage>(queryClient, call),
    placeholderData: keepPreviousData,
  });
}
