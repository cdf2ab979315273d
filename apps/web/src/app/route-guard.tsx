import type { GuardDecision } from '@portal/contract/route-guard';
import { decideRoute } from '@portal/contract/route-guard';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Navigate, useLocation } from '@/lib/router/router';
import { ErrorFallback } from '@/components/error-fallback';
import { FullPageRedirect } from '@/components/full-page-redirect';
import { NotFound } from '@/components/not-found';
import { PageLoader } from '@/components/page-loader';
import { useUserContext } from '@/lib/get-user-context';
import { useMarket } from '@/lib/get-market';
import { signInUrl } from '@/lib/sign-in-url';
import { IDLE_FLAG_KEY, readStorage } from '@/lib/storage';

function SignInRedirect({ lastUrl }: { lastUrl: string }) {
  const { t } = useTranslation();
  const idle = readStorage(IDLE_FLAG_KEY) === '1';
  return (
    <FullPageRedirect
      url={signInUrl(lastUrl, { idle })}
      title={t('login.pageTitle')}
      message={t('login.redirecting')}
    />
  );
}

function needsUser(decision: GuardDecision): boolean {
  return decision.kind === 'login' || decision.kind === 'redirect';
}

/**
 * The route guard of spec section 2 around every route: asks who is signed in (without the 401 redirect),
 * lets the contract's decideRoute() decide, and acts on its answer.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const market = useMarket();
  const userContext = useUserContext();

  if (market.isError) return <ErrorFallback />;
  if (market.isPending || userContext.isPending) return <PageLoader />;

  const user = userContext.isError ? null : userContext.data;
  const decision = decideRoute({ pathname, search, market: market.data.market, user });
  // Without knowing who is asking, only decisions that do not depend on the user can be trusted.
  if (userContext.isError && needsUser(decision)) return <ErrorFallback />;

  switch (decision.kind) {
    case 'allow':
      return children;
    case 'notFound':
      return <NotFound />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'login':
      return <SignInRedirect lastUrl={decision.lastUrl} />;
  }
}
