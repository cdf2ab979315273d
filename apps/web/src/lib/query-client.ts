import { QUERY_CACHE } from '@portal/contract/constants';
import type { DefaultOptions } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './api-client';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not glitches: retrying them cannot help. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiClientError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** The spec's cache settings (section 9): stale after 5 minutes, kept 10 minutes, no refetch on focus. */
const queryConfig = {
  queries: {
    staleTime: QUERY_CACHE.staleTimeMs,
    gcTime: QUERY_CACHE.gcTimeMs,
    refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
    retry: shouldRetry,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
