import type { GlossaryItem } from '@portal/contract/glossary';
import { GLOSSARY_PATHS } from '@portal/contract/glossary-core';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';
import { DICTIONARY_CACHE_TIMES } from '../glossary-cache';

export type GlossaryInput = { id: string; locale: Locale };

/** GET /api/v1/customer-support/glossaries/{id}: one element, e.g. the one a shared link selects. */
export function getGlossary(
  { id, locale }: GlossaryInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GlossaryItem> {
  return apiClient.get(pathWithParams(GLOSSARY_PATHS.glossary, { id }), {
    headers: { 'Accept-Language': locale },
    signal,
  });
}

export const glossaryQueryKey = ({ id, locale }: GlossaryInput) => ['data-dictionary', 'item', { id, locale }] as const;

export function getGlossaryQueryOptions(input: GlossaryInput) {
  return queryOptions({
    queryKey: glossaryQueryKey(input),
    queryFn: ({ signal }) => getGlossary(input, { signal }),
    ...DICTIONARY_CACHE_TIMES,
  });
}

/** One element; `null` asks nothing (nothing selected, or the selected element is already on the page). */
export function useGlossary(input: GlossaryInput | null) {
  return useQuery({
    ...getGlossaryQueryOptions(input ?? { id: '', locale: 'en-US' }),
    enabled: input !== null,
  });
}
