import type { ReleaseNotesPage, ReleaseNotesQuery } from '@portal/contract/release-notes';
import { RELEASE_NOTES_PATHS, releaseNotesPageSchema } from '@portal/contract/release-notes';
import { RELEASE_NOTES_FOLDER } from '@portal/contract/knowledge-base';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { releaseNotesQueryKeyRoot } from './release-notes-query-keys';

export const RELEASE_NOTES_PAGE_SIZE = 10;
export type ReleaseNotesList = Pick<ReleaseNotesQuery, 'tag'> & { page: number };

/** GET /api/content-fragments?parentAssetFolder=release-notes&tag=&page=: published notes, newest first. */
export function getReleaseNotes(
  { tag, page }: ReleaseNotesList,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReleaseNotesPage> {
  return apiClient.get(RELEASE_NOTES_PATHS.fragments, {
    params: { parentAssetFolder: RELEASE_NOTES_FOLDER, tag, page, pageSize: RELEASE_NOTES_PAGE_SIZE },
    schema: releaseNotesPageSchema,
    signal,
  });
}

export function useReleaseNotes(list: ReleaseNotesList) {
  return useQuery({
    ...queryOptions({
      queryKey: [...releaseNotesQueryKeyRoot, 'list', list] as const,
      queryFn: ({ signal }) => getReleaseNotes(list, { signal }),
    }),
    placeholderData: keepPreviousData,
  });
}
