import type { AccessSearchResponse } from '@portal/contract/access-requests';
import { ACCESS_REQUEST_PATHS, accessSearchResponseSchema } from '@portal/contract/access-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, pathWithParams } from '@/lib/api-client';

export const REQUESTABLE_PAGE_SIZE = 10;

export type RequestableCompaniesInput = { userId: string; search: string; page: number };

/** GET /api/v1/identity/users/{userId}/access: the companies the user may ask for, a page at a time. */
export function getRequestableCompanies(
  { userId, search, page }: RequestableCompaniesInput,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AccessSearchResponse> {
  return apiClient.get(pathWithParams(ACCESS_REQUEST_PATHS.requestable, { userId }), {
    params: { search: search || undefined, page, page_size: REQUESTABLE_PAGE_SIZE },
    schema: accessSearchResponseSchema,
    signal,
  });
}

export const requestableCompaniesQueryKeyRoot = ['profile', 'requestable-companies'] as const;
export const requestableCompaniesQueryKey = (input: RequestableCompaniesInput) =>
  [...requestableCompaniesQueryKeyRoot, input] as const;

export function getRequestableCompaniesQueryOptions(input: RequestableCompaniesInput) {
  return queryOptions({
    queryKey: requestableCompaniesQueryKey(input),
    queryFn: ({ signal }) => getRequestableCompanies(input, { signal }),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useRequestableCompanies(input: RequestableCompaniesInput) {
  return useQuery({ ...getRequestableCompaniesQueryOptions(input), placeholderData: keepPreviousData });
}
