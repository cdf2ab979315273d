import type { KbArticle } from '@portal/contract/knowledge-base';
import { RELEASE_NOTES_PATHS, releaseNoteSchema } from '@portal/contract/release-notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { releaseNotesQueryKeyRoot } from './release-notes-query-keys';

/** GET /api/content-fragments/details?path=: one published note, its HTML sanitised by the server. */
export function getReleaseNote(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<KbArticle> {
  return apiClient.get(RELEASE_NOTES_PATHS.details, { params: { path }, schema: releaseNoteSchema, signal });
}

export function useReleaseNote(path: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...releaseNotesQueryKeyRoot, 'note', path ?? ''] as const,
      queryFn: ({ signal }) => getReleaseNote(path ?? '', { signal }),
    }),
    enabled: path !== null,
  });
}
