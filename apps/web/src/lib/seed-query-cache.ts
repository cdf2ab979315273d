import { FLAG_DEFAULTS } from '@portal/contract/flags-core';
import type { PageBootstrap } from '@portal/contract/page-bootstrap';
import type { QueryClient } from '@tanstack/react-query';
import { flagsQueryKey } from '@/lib/get-flags';
import { marketQueryKey } from '@/lib/get-market';
import { userContextQueryKey } from '@/lib/get-user-context';

/** Starts the query cache from the page's data, as if the three calls had just answered it. */
export function seedQueryCache(queryClient: QueryClient, bootstrap: PageBootstrap): void {
  queryClient.setQueryData(marketQueryKey, bootstrap.market);
  queryClient.setQueryData(userContextQueryKey, bootstrap.user_context);
  queryClient.setQueryData(flagsQueryKey(bootstrap.user_context?.login_id ?? null), {
    ...FLAG_DEFAULTS,
    ...bootstrap.flags,
  });
}
