import { FLAG_DEFAULTS } from '@portal/contract/flags-core';
import type { PageBootstrap } from '@portal/contract/page-bootstrap';
import type { QueryClient } from '@tanstack/react-query';
import { getBannerQueryOptions } from '@/lib/get-banner';
import { seedFirstAnswers } from '@/lib/first-answers';
import { flagsQueryKey } from '@/lib/get-flags';
import { marketQueryKey } from '@/lib/get-market';
import { userContextQueryKey } from '@/lib/get-user-context';
import { tenantProductsQueryKey } from '@/lib/query-keys';

/**
 * Starts the query cache from the page's data, as if its calls had just answered it: the banner and the launcher's
 * tiles under the language the server answered them in (a page shown in another one asks again), and the answers to
 * the page's own first calls, for its queries to start from.
 */
export function seedQueryCache(queryClient: QueryClient, bootstrap: PageBootstrap): void {
  queryClient.setQueryData(marketQueryKey, bootstrap.market);
  queryClient.setQueryData(userContextQueryKey, bootstrap.user_context);
  queryClient.setQueryData(flagsQueryKey(bootstrap.user_context?.login_id ?? null), {
    ...FLAG_DEFAULTS,
    ...bootstrap.flags,
  });
  if (bootstrap.banner) {
    queryClient.setQueryData(getBannerQueryOptions(bootstrap.banner.locale).queryKey, bootstrap.banner.answer);
  }
  const tiles = bootstrap.tenant_products;
  if (tiles && bootstrap.user_context) {
    const key = { tenantId: tiles.tenantId, loginId: bootstrap.user_context.login_id, locale: tiles.locale };
    queryClient.setQueryData(tenantProductsQueryKey(key), tiles.answer);
  }
  if (bootstrap.first_answers) seedFirstAnswers(queryClient, bootstrap.first_answers);
}
