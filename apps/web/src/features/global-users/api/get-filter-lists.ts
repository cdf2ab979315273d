import type { GlobalUserFilterList } from '@portal/contract/global-users';
import { GLOBAL_USER_PATHS, globalUserFilterListSchema } from '@portal/contract/global-users';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { globalUsersQueryKeyRoot } from './get-global-users';

export type FilterListKind = 'roles' | 'attributes' | 'sbu';

/** GET /api/users/filters/roles, attributes or sbu: the codes a filter offers (the page names each). */
export function getFilterList(kind: FilterListKind, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<GlobalUserFilterList>(GLOBAL_USER_PATHS[kind], { schema: globalUserFilterListSchema, signal });
}

/** A filter's codes, read when the filter section first opens (`enabled`). */
export function useFilterList(kind: FilterListKind, enabled = true) {
  return useQuery({
    queryKey: [...globalUsersQueryKeyRoot, 'filters', kind] as const,
    queryFn: ({ signal }) => getFilterList(kind, { signal }),
    enabled,
  });
}
