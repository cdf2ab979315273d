import type { ReleaseNoteTagsResponse } from '@portal/contract/release-notes';
import { RELEASE_NOTES_PATHS, releaseNoteTagsResponseSchema } from '@portal/contract/release-notes';
import { RELEASE_NOTES_FOLDER } from '@portal/contract/knowledge-base';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { releaseNotesQueryKeyRoot } from './release-notes-query-keys';

/** GET /api/tags?parentAssetFolder=release-notes: the products and releases notes are tagged with. */
export function getReleaseNoteTags({ signal }: { signal?: AbortSignal } = {}): Promise<ReleaseNoteTagsResponse> {
  return apiClient.get(RELEASE_NOTES_PATHS.tags, {
    params: { parentAssetFolder: RELEASE_NOTES_FOLDER },
    schema: releaseNoteTagsResponseSchema,
    signal,
  });
}

export function useReleaseNoteTags() {
  return useQuery(
    queryOptions({
      queryKey: [...releaseNotesQueryKeyRoot, 'tags'] as const,
      queryFn: ({ signal }) => getReleaseNoteTags({ signal }),
    }),
  );
}
