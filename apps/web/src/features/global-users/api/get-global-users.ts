import type {
  GlobalUserFilters,
  GlobalUserPage,
  GlobalUserSortColumn,
  GlobalUserType,
} from '@portal/contract/global-users';
import { GLOBAL_USER_PATHS, globalUserPageSchema } from '@portal/contract/global-users';
import type { SortOrder } from '@portal/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** One page of a tab as the page asks for it: every filter given (empty lists: any). */
export type GlobalUsersQuery = {
  userType: GlobalUserType;
  pageNo: number;
  pageSize: number;
  sortBy: GlobalUserSortColumn;
  sortOrder: SortOrder;
  search: string | undefined;
  filters: GlobalUserFilters;
};

/** Every global user query (pages, filter lists): a block or an unblock makes the pages stale. */
export const globalUsersQueryKeyRoot = ['global-users'] as const;

/** POST /api/users: a page of one tab of every user, searched, filtered and sorted by the server. */
export function getGlobalUsers(query: GlobalUsersQuery, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.post<GlobalUserPage>(GLOBAL_USER_PATHS.users, query, { schema: globalUserPageSchema, signal });
}

export function getGlobalUsersQueryOptions(query: GlobalUsersQuery) {
  return queryOptions({
    queryKey: [...globalUsersQueryKeyRoot, 'list', query] as const,
    queryFn: ({ signal }) => getGlobalUsers(query, { signal }),
  });
}

/** The page; while another page, order or search loads, the previous rows stay up. */
export function useGlobalUsers(query: GlobalUsersQuery) {
  return useQuery({ ...getGlobalUsersQueryOptions(query), placeholderData: keepPreviousData });
}
