import type { UserDetails } from './identity.js';
import type { Market } from './markets-core.js';
import type { RoutePath } from './routes.js';
import {
  BASIC_USER_ALLOWED_ROUTES,
  findRoute,
  isRouteVisibleInMarket,
  PRIVATE_ROUTES,
  PUBLIC_ROUTES,
  ROUTES,
} from './routes.js';
import type { UserFacts } from './user-type.js';
import { deriveUserType } from './user-type.js';

type GuardInput = {
  pathname: string;
  /** The query string with its leading '?', or ''. */
  search: string;
  market: Market;
  /** The signed-in user, or null without a session. */
  user: GuardUser | null;
};

/** What the guard reads of a user: the facts of spec section 4 and whether they finished registration. */
export type GuardUser = UserFacts & Pick<UserDetails, 'registration_completed'>;

export type GuardDecision =
  { kind: 'allow' } | { kind: 'notFound' } | { kind: 'login'; lastUrl: string } | { kind: 'redirect'; to: string };

const SUPPORT_PREFIX = '/support/';

/** Private routes a user who has not finished registration may still open: the registration and what it asks them to read. */
const UNREGISTERED_ALLOWED_ROUTES: readonly RoutePath[] = [ROUTES.userRegistration, ROUTES.dataSharingAddendum];

/**
 * Private routes a super admin opens before choosing a company: the company list itself, the outbox, the
 * market's announcements and the knowledge base's authoring, which belong to no company, and the activity log,
 * which reads every company's entries until one is chosen (issue 26).
 */
const COMPANY_FREE_ROUTES: readonly RoutePath[] = [
  ROUTES.companyList,
  ROUTES.outbox,
  ROUTES.outboxMessage,
  ROUTES.announcements,
  ROUTES.adminActivityLog,
  ROUTES.knowledgeBaseAuthoring,
  ROUTES.knowledgeBaseAuthoringArticle,
];

/**
 * Registration comes before anything else: an unfinished user is sent to it, a finished one is sent from it to
 * /apps. Public routes never reach this (they are decided earlier); super admins never register.
 */
function decideRegistration(pathname: string, user: GuardUser): GuardDecision | null {
  const onRegistration = findRoute([ROUTES.userRegistration], pathname) !== undefined;
  if (user.registration_completed) return onRegistration ? { kind: 'redirect', to: ROUTES.apps } : null;
  if (findRoute(UNREGISTERED_ALLOWED_ROUTES, pathname)) return null;
  return { kind: 'redirect', to: ROUTES.userRegistration };
}

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
    const companyFree = findRoute(COMPANY_FREE_ROUTES, pathname);
    if (!user.acting_tenant && !companyFree) return { kind: 'redirect', to: ROUTES.companyList };
    return { kind: 'allow' };
  }
  const registration = decideRegistration(pathname, user);
  if (registration) return registration;
  if (userType === 'basic' && !findRoute(BASIC_USER_ALLOWED_ROUTES, pathname)) {
    return { kind: 'redirect', to: ROUTES.noAccess };
  }
  return { kind: 'allow' };
}
