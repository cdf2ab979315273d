import type { GlossaryProductTag, tagsResponseSchema } from '@portal/contract/glossary';
import { GLOSSARY_PATHS, GLOSSARY_PRODUCT_TAGS, PRODUCT_TAGS_PARAMS } from '@portal/contract/glossary-core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { firstAnswer } from '@/lib/first-answers';
import { DICTIONARY_CACHE_TIMES, persistedAnswer } from '../glossary-cache';

export type TagsResponse = z.infer<typeof tagsResponseSchema>;

/** GET /api/v1/customer-support/tags?tag_name=product: the product tag values, for the Products filter. */
export function getProductTags({ signal }: { signal?: AbortSignal } = {}): Promise<TagsResponse> {
  return apiClient.get(GLOSSARY_PATHS.tags, { params: PRODUCT_TAGS_PARAMS, signal });
}

export const productTagsQueryKey = ['data-dictionary', 'tags', 'product'] as const;

export function getProductTagsQueryOptions(loginId: string) {
  const { remember, ...cached } = persistedAnswer<TagsResponse>(loginId, productTagsQueryKey);
  return queryOptions({
    queryKey: productTagsQueryKey,
    queryFn: async ({ signal }) => remember(await getProductTags({ signal })),
    ...cached,
    ...DICTIONARY_CACHE_TIMES,
  });
}

export function isProductTag(value: string): value is GlossaryProductTag {
  return (GLOSSARY_PRODUCT_TAGS as readonly string[]).includes(value);
}

/** The product tag values the filter can offer (values outside the contract's list cannot be asked for). */
export function useProductTags(loginId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getProductTagsQueryOptions(loginId),
    ...firstAnswer<TagsResponse>(queryClient, { path: GLOSSARY_PATHS.tags, params: PRODUCT_TAGS_PARAMS }),
    select: (response) => response.tag_values.filter(isProductTag),
  });
}
