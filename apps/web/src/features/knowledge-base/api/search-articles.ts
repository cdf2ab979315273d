import type { KbSearchPage, KbSearchQuery, KbWorkspace } from '@portal/contract/knowledge-base';
import { KB_DEFAULT_PAGE_SIZE, kbSearchPageSchema, kbSearchUrl } from '@portal/contract/knowledge-base';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { kbQueryKeyRoot } from './kb-query-keys';

export type KbSearch = Pick<KbSearchQuery, 'q'> & { page: number };

/** GET /api/kb/workspaces/{workspace}/search?q=&page=: titles and bodies in the reader's language, typos forgiven. */
export function searchArticles(
  workspace: KbWorkspace,
  { q, page }: KbSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<KbSearchPage> {
  return apiClient.get(kbSearchUrl(workspace), {
    params: { q, page, pageSize: KB_DEFAULT_PAGE_SIZE },
    schema: kbSearchPageSchema,
    signal,
  });
}

export function searchArticlesQueryOptions(workspace: KbWorkspace, search: KbSearch) {
  return queryOptions({
    queryKey: [...kbQueryKeyRoot, 'search', workspace, search] as const,
    queryFn: ({ signal }) => searchArticles(workspace, search, { signal }),
  });
}

export function useSearchArticles(workspace: KbWorkspace, search: KbSearch, enabled: boolean) {
  return useQuery({ ...searchArticlesQueryOptions(workspace, search), enabled, placeholderData: keepPreviousData });
}
