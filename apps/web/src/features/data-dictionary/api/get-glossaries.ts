import type { GlossaryPage, GlossaryProductTag, GlossaryTier } from '@portal/contract/glossary';
import { GLOSSARY_PATHS, glossariesParams } from '@portal/contract/glossary-core';
import { DATA_DICTIONARY } from '@portal/contract/constants';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { firstAnswer } from '@/lib/first-answers';
import { DICTIONARY_CACHE_TIMES, persistedAnswer } from '../glossary-cache';

export type GlossariesInput = {
  /** Keys the cache per user. */
  loginId: string;
  /** The interface language: definitions come in it when translated. */
  locale: Locale;
  /** Zero-based. */
  page: number;
  /** Rows per page. */
  size: number;
  product: GlossaryProductTag | null;
  tier: GlossaryTier;
};

/** GET /api/v1/customer-support/glossaries: one page of the whole dictionary (no search). */
export function getGlossaries(
  { locale, page, size, product, tier }: Omit<GlossariesInput, 'loginId'>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GlossaryPage> {
  return apiClient.get(GLOSSARY_PATHS.glossaries, {
    params: glossariesParams({ page, size, product, tier }),
    headers: { 'Accept-Language': locale },
    signal,
  });
}

export const glossariesQueryKey = ({ loginId, locale, page, size, product, tier }: GlossariesInput) =>
  ['data-dictionary', 'glossaries', { loginId, locale, page, size, product, tier }] as const;

export function getGlossariesQueryOptions(input: GlossariesInput) {
  const queryKey = glossariesQueryKey(input);
  const { remember, ...cached } = persistedAnswer<GlossaryPage>(input.loginId, queryKey);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => remember(await getGlossaries(input, { signal })),
    ...cached,
    ...DICTIONARY_CACHE_TIMES,
  });
}

/** A page of the whole dictionary; `null` asks nothing (a search is shown instead). */
export function useGlossaries(input: GlossariesInput | null) {
  const queryClient = useQueryClient();
  const asked = input ?? {
    loginId: '',
    locale: 'en-US',
    page: 0,
    size: DATA_DICTIONARY.pageSize,
    product: null,
    tier: 'charter',
  };
  const call = { path: GLOSSARY_PATHS.glossaries, params: glossariesParams(asked), language: asked.locale };
  return useQuery({
    ...getGlossariesQueryOptions(asked),
    ...(input ? firstAnswer<GlossaryPage>(queryClient, call) : {}),
    enabled: input !== null,
  });
}
