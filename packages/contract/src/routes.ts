import type { Market } from './markets-core.js';

/** Every web route of spec section 2, by name. */
export const ROUTES = {
  landing: '/',
  insightsArticles: '/articles/insights',
  contactUs: '/contactUs',
  ticketCreation: '/support/ticketCreation',
  supportHome: '/support',
  pendingAccess: '/pendingAccess',
  privacyPolicy: '/privacyPolicy',
  terms: '/terms',
  noAccess: '/noAccess',
  error: '/error',
  login: '/login',
  logout: '/logout',
  apps: '/apps',
  trackTicket: '/support/trackTicket',
  ticketDetail: '/support/trackTicket/:ticketId',
  knowledgeBaseHome: '/knowledgeBase/home',
  knowledgeBaseSearch: '/knowledgeBase/search',
  knowledgeBaseBasic: '/knowledgeBase/basic',
  knowledgeBaseBasicArticle: '/knowledgeBase/basic/article',
  knowledgeBaseArticles: '/knowledgeBase/articles',
  knowledgeBaseArticleContent: '/knowledgeBase/article/content',
  /** The content team's workspace (not in the spec: the team writes the knowledge base in the portal, issue 29). */
  knowledgeBaseAuthoring: '/knowledgeBase/authoring',
  knowledgeBaseAuthoringArticle: '/knowledgeBase/authoring/:articleId',
  profile: '/profile',
  requestAccess: '/profile/requestAccess',
  userRegistration: '/userRegistration',
  companyList: '/companyList',
  admin: '/admin',
  adminUserList: '/admin/userList',
  adminDomains: '/admin/domainsList',
  adminThirdParty: '/admin/thirdParty',
  adminActivityLog: '/admin/activityLog',
  /** The access requests of the company, answered by its admins (issue 13, decision record 022). */
  adminAccessRequests: '/admin/accessRequests',
  /** The yearly user access audit (issue 28 point 2, decision record 057). */
  adminAccessAudit: '/admin/accessAudit',
  releaseNotes: '/releaseNotes',
  releaseNotesArticle: '/releaseNotes/article',
  globalUserManagement: '/globalUserManagement',
  accessDenied: '/accessDenied',
  dataSharingAddendum: '/dataSharingAddendum',
  dataDictionary: '/dataDictionary',
  reportBuilder: '/reportbuilder',
  dataDictionaryV2: '/dataDictionaryV2',
  /** The support team's desk (not in the spec: the team works incidents in the portal, issue 5). */
  supportDesk: '/support/desk',
  supportDeskIncident: '/support/desk/:incidentId',
  /** The e-mail the portal wrote, for internal staff outside production (ARCHITECTURE section 1). */
  outbox: '/outbox',
  outboxMessage: '/outbox/:messageId',
  /** The market's site-wide announcements, for super admins (issue 12, decision 018). */
  announcements: '/announcements',
} as const;
export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

export const PUBLIC_ROUTES: readonly RoutePath[] = [
  ROUTES.landing,
  ROUTES.insightsArticles,
  ROUTES.contactUs,
  ROUTES.ticketCreation,
  ROUTES.supportHome,
  ROUTES.pendingAccess,
  ROUTES.privacyPolicy,
  ROUTES.terms,
  ROUTES.noAccess,
  ROUTES.error,
  ROUTES.login,
  ROUTES.logout,
];

export const PRIVATE_ROUTES: readonly RoutePath[] = [
  ROUTES.apps,
  ROUTES.trackTicket,
  ROUTES.ticketDetail,
  ROUTES.knowledgeBaseHome,
  ROUTES.knowledgeBaseSearch,
  ROUTES.knowledgeBaseBasic,
  ROUTES.knowledgeBaseBasicArticle,
  ROUTES.knowledgeBaseArticles,
  ROUTES.knowledgeBaseArticleContent,
  ROUTES.knowledgeBaseAuthoring,
  ROUTES.knowledgeBaseAuthoringArticle,
  ROUTES.profile,
  ROUTES.requestAccess,
  ROUTES.userRegistration,
  ROUTES.companyList,
  ROUTES.admin,
  ROUTES.adminUserList,
  ROUTES.adminDomains,
  ROUTES.adminThirdParty,
  ROUTES.adminActivityLog,
  ROUTES.adminAccessRequests,
  ROUTES.adminAccessAudit,
  ROUTES.releaseNotes,
  ROUTES.releaseNotesArticle,
  ROUTES.globalUserManagement,
  ROUTES.accessDenied,
  ROUTES.dataSharingAddendum,
  ROUTES.dataDictionary,
  ROUTES.reportBuilder,
  ROUTES.dataDictionaryV2,
  ROUTES.supportDesk,
  ROUTES.supportDeskIncident,
  ROUTES.outbox,
  ROUTES.outboxMessage,
  ROUTES.announcements,
];

/** Private routes a basic user may open; public routes and unknown paths are open to them too. */
export const BASIC_USER_ALLOWED_ROUTES: readonly RoutePath[] = [
  ROUTES.ticketDetail,
  ROUTES.trackTicket,
  ROUTES.reportBuilder,
  ROUTES.dataDictionary,
  ROUTES.apps,
  ROUTES.admin,
  ROUTES.adminUserList,
  // Beyond the spec's list, which predates it: a basic company's admins complete its yearly user access audit too
  // (issue 28), or its users would stay locked out.
  ROUTES.adminAccessAudit,
  ROUTES.profile,
  ROUTES.knowledgeBaseBasic,
  ROUTES.knowledgeBaseBasicArticle,
  ROUTES.knowledgeBaseSearch,
  ROUTES.accessDenied,
  ROUTES.userRegistration,
  ROUTES.dataSharingAddendum,
  ROUTES.companyList,
];

/** Does a concrete pathname match a route pattern (':name' matches one segment)? */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = trimSlashes(pattern).split('/');
  const actual = trimSlashes(pathname).split('/');
  if (wanted.length !== actual.length) return false;
  return wanted.every((segment, i) => (segment.startsWith(':') ? actual[i] !== '' : segment === actual[i]));
}

function trimSlashes(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.replace(/^\/+/, '');
}

export function findRoute(routes: readonly string[], pathname: string): string | undefined {
  return routes.find((pattern) => matchesRoute(pattern, pathname));
}

/** Market visibility (spec section 2): privacy policy hidden on MX, terms only on US, release notes hidden on MX and CA. */
export function isRouteVisibleInMarket(pathname: string, market: Market): boolean {
  if (matchesRoute(ROUTES.privacyPolicy, pathname)) return market !== 'MX';
  if (matchesRoute(ROUTES.terms, pathname)) return market === 'US';
  if (matchesRoute(ROUTES.releaseNotes, pathname) || matchesRoute(ROUTES.releaseNotesArticle, pathname)) {
    return market === 'US';
  }
  return true;
}

const RETURN_BASE = 'http://portal.invalid';

/**
 * Only same-origin paths are followed after sign-in; anything else goes to the fallback (/apps).
 * The path is normalised (dot segments, as a browser would) and the normalised result is what is
 * checked and returned: `/.//evil.example` normalises to `//evil.example`, which a browser would
 * follow to another site. A path whose decoded form would leave the site (`/%2F%2Fevil`) is refused
 * too, for proxies and routers that decode before they redirect.
 */
export function safeReturnPath(lastUrl: string | null | undefined, fallback: string = ROUTES.apps): string {
  if (!lastUrl || !isPlainPath(lastUrl)) return fallback;
  let normalised: string;
  let decodedPath: string;
  try {
    const url = new URL(lastUrl, RETURN_BASE);
    if (url.origin !== RETURN_BASE) return fallback;
    normalised = url.pathname + url.search + url.hash;
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  return isPlainPath(normalised) && isPlainPath(decodedPath) ? normalised : fallback;
}

/** Starts with one slash (not `//` or `/\`), and holds no backslash and no control character. */
function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return ![...path].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}
