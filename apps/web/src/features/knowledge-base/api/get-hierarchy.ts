import type { KbHierarchyResponse, KbWorkspace } from '@portal/contract/knowledge-base';
import { kbHierarchyResponseSchema, kbHierarchyUrl } from '@portal/contract/knowledge-base';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { kbQueryKeyRoot } from './kb-query-keys';

/** GET /api/kb/workspaces/{workspace}/hierarchy: the workspace's topics, each with its published articles. */
export function getHierarchy(
  workspace: KbWorkspace,
  { signal }: { signal?: AbortSignal } = {},
): Promise<KbHierarchyResponse> {
  return apiClient.get(kbHierarchyUrl(workspace), { schema: kbHierarchyResponseSchema, signal });
}

export function getHierarchyQueryOptions(workspace: KbWorkspace) {
  return queryOptions({
    queryKey: [...kbQueryKeyRoot, 'hierarchy', workspace] as const,
    queryFn: ({ signal }) => getHierarchy(workspace, { signal }),
  });
}

export function useHierarchy(workspace: KbWorkspace) {
  return useQuery(getHierarchyQueryOptions(workspace));
}
