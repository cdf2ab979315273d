import type { MarketInfo } from '@portal/contract/markets';
import { MARKET_PATH } from '@portal/contract/markets-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/market: the market (US, MX, CA) this host serves, its default language and the languages offered. */
export function getMarket({ signal }: { signal?: AbortSignal } = {}): Promise<MarketInfo> {
  return apiClient.get<MarketInfo>(MARKET_PATH, { signal });
}

export const marketQueryKey = ['market'] as const;

export function getMarketQueryOptions() {
  return queryOptions({
    queryKey: marketQueryKey,
    queryFn: ({ signal }) => getMarket({ signal }),
    // The market follows the host name: it cannot change while the page is open.
    staleTime: Infinity,
  });
}

export function useMarket() {
  return useQuery(getMarketQueryOptions());
}
