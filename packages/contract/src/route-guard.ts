import type { Market } from './markets.js';
import { BASIC_USER_ALLOWED_ROUTES, findRoute, isRouteVisibleInMarket, PRIVATE_ROUTES, PUBLIC_ROUTES, ROUTES } from './routes.js';
import type { UserFacts } from './user-type.js';
import { deriveUserType } from './user-type.js';

export type GuardInput = {
  pathname: string;
  /** The query string with its leading '?', or ''. */
  search: string;
  market: Market;
  /** The signed-in user, or null without a session. */
  user: UserFacts | null;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'notFound' }
  | { kind: 'login'; lastUrl: string }
  | { kind: 'redirect'; to: string };

const SUPPORT_PREFIX = '/support/';

/** The route guard of spec section 2, as one pure decision. */
export function decideRoute({ pathname, search, market, user }: GuardInput): GuardDecision {
  if (!isRouteVisibleInMarket(pathname, market)) return { kind: 'notFound' };
  if (findRoute(PUBLIC_ROUTES, pathname)) return { kind: 'allow' };
  if (!findRoute(PRIVATE_ROUTES, pathname)) return { kind: 'allow' };

  if (!user) {
    // A support route's unauthorized redirect goes to ticket creation instead of the sign-in.
    if (pathname.startsWith(SUPPORT_PREFIX)) return { kind: 'redirect', to: ROUTES.ticketCreation };
    return { kind: 'login', lastUrl: pathname + search };
  }

  const userType = deriveUserType(user);
  if (userType === 'superAdmin') {
    const onCompanyList = findRoute([ROUTES.companyList], pathname);
    if (!user.acting_tenant && !onCompanyList) return { kind: 'redirect', to: ROUTES.companyList };
    return { kind: 'allow' };
  }
  if (userType === 'basic' && !findRoute(BASIC_USER_ALLOWED_ROUTES, pathname)) {
    return { kind: 'redirect', to: ROUTES.noAccess };
  }
  return { kind: 'allow' };
}
