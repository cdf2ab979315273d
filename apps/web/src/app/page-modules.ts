import type { RoutePath } from '@portal/contract/routes';
import type { FeatureName } from './feature-catalogues';

/**
 * Each route's page and the modules its loader in router.tsx imports: the build reads this table and PAGE_TEXTS to
 * write which chunks the server preloads with a route's page (`dist/route-preloads.json`, decision 059). It is data
 * only, so the build config can load it in Node: the paths are written out (checked against the contract's routes by
 * their type) rather than read from ROUTES, which would need the contract built first. The build fails when these
 * modules and the router's dynamic imports differ, and a test holds that it names exactly the router's routes.
 */
export const PAGE_MODULES: readonly (readonly [path: RoutePath, modules: readonly string[]])[] = [
  ['/', ['@/features/landing/pages/landing-page']],
  ['/apps', ['@/features/products/pages/apps-page']],
  ['/articles/insights', ['@/features/articles/pages/insights-articles-page']],
  ['/dataDictionary', ['@/features/data-dictionary/pages/data-dictionary-page']],
  ['/knowledgeBase/home', ['@/features/knowledge-base/pages/kb-home-page']],
  ['/knowledgeBase/basic', ['@/features/knowledge-base/pages/kb-home-page']],
  ['/knowledgeBase/articles', ['@/features/knowledge-base/pages/kb-topic-page']],
  ['/knowledgeBase/article/content', ['@/features/knowledge-base/pages/kb-article-page']],
  ['/knowledgeBase/basic/article', ['@/features/knowledge-base/pages/kb-article-page']],
  ['/knowledgeBase/search', ['@/features/knowledge-base/pages/kb-search-page']],
  ['/knowledgeBase/authoring', ['@/features/knowledge-base/pages/authoring-list-page']],
  ['/knowledgeBase/authoring/:articleId', ['@/features/knowledge-base/pages/authoring-article-page']],
  ['/releaseNotes', ['@/features/release-notes/pages/release-notes-page']],
  ['/releaseNotes/article', ['@/features/release-notes/pages/release-note-page']],
  ['/login', ['@/features/identity/pages/login-page']],
  ['/logout', ['@/features/identity/pages/logout-page']],
  ['/noAccess', ['@/features/identity/pages/no-access-page']],
  ['/error', ['@/features/identity/pages/login-error-page']],
  ['/accessDenied', ['@/features/identity/pages/access-denied-page']],
  ['/profile', ['@/features/profile/pages/profile-page']],
  ['/profile/requestAccess', ['@/features/profile/pages/request-access-page']],
  ['/userRegistration', ['@/features/registration/pages/user-registration-page']],
  ['/terms', ['@/features/documents/pages/document-pages']],
  ['/privacyPolicy', ['@/features/documents/pages/document-pages']],
  ['/dataSharingAddendum', ['@/features/documents/pages/document-pages']],
  ['/support', ['@/features/support/pages/support-home-page']],
  [
    '/support/ticketCreation',
    ['@/features/support/pages/ticket-creation-page', '@/features/knowledge-base/components/kb-suggestions'],
  ],
  ['/support/trackTicket', ['@/features/support/pages/track-tickets-page']],
  ['/support/trackTicket/:ticketId', ['@/features/support/pages/ticket-detail-page']],
  ['/contactUs', ['@/features/support/pages/contact-us-page']],
  ['/pendingAccess', ['@/features/support/pages/pending-access-page']],
  ['/support/desk', ['@/features/support/pages/support-desk-page']],
  ['/support/desk/:incidentId', ['@/features/support/pages/desk-incident-page']],
  ['/companyList', ['@/features/companies/pages/company-list-page']],
  ['/admin/userList', ['@/features/user-admin/pages/user-list-page']],
  ['/admin/accessRequests', ['@/features/user-admin/pages/access-requests-page']],
  ['/globalUserManagement', ['@/features/global-users/pages/global-users-page']],
  ['/admin', ['@/features/admin/pages/admin-page']],
  ['/admin/domainsList', ['@/features/email-domains/pages/domains-page']],
  ['/admin/thirdParty', ['@/features/partners/pages/partners-page']],
  ['/admin/accessAudit', ['@/features/admin/pages/access-audit-page']],
  ['/admin/activityLog', ['@/features/activity-log/pages/activity-log-page']],
  ['/outbox', ['@/features/outbox/pages/outbox-page']],
  ['/outbox/:messageId', ['@/features/outbox/pages/outbox-message-page']],
  ['/announcements', ['@/features/announcements/pages/announcements-page']],
];

/** The features whose texts each route's page shows (none where not named): the router loads them with the page. */
export const PAGE_TEXTS: Readonly<Partial<Record<RoutePath, readonly FeatureName[]>>> = {
  '/apps': ['products'],
  '/articles/insights': ['articles'],
  '/dataDictionary': ['data-dictionary'],
  '/knowledgeBase/home': ['knowledge-base'],
  '/knowledgeBase/basic': ['knowledge-base'],
  '/knowledgeBase/articles': ['knowledge-base'],
  '/knowledgeBase/article/content': ['knowledge-base'],
  '/knowledgeBase/basic/article': ['knowledge-base'],
  '/knowledgeBase/search': ['knowledge-base'],
  '/knowledgeBase/authoring': ['knowledge-base'],
  '/knowledgeBase/authoring/:articleId': ['knowledge-base'],
  '/releaseNotes': ['release-notes'],
  '/releaseNotes/article': ['release-notes'],
  '/profile': ['profile'],
  '/profile/requestAccess': ['profile'],
  '/userRegistration': ['registration', 'profile'],
  '/terms': ['documents'],
  '/privacyPolicy': ['documents'],
  '/dataSharingAddendum': ['documents'],
  '/support': ['support'],
  '/support/ticketCreation': ['support', 'kb-suggestions'],
  '/support/trackTicket': ['support'],
  '/support/trackTicket/:ticketId': ['support'],
  '/contactUs': ['support'],
  '/pendingAccess': ['support'],
  '/support/desk': ['support'],
  '/support/desk/:incidentId': ['support'],
  '/companyList': ['companies'],
  '/admin/userList': ['user-admin'],
  '/admin/accessRequests': ['user-admin'],
  '/globalUserManagement': ['global-users'],
  '/admin': ['admin'],
  '/admin/domainsList': ['email-domains'],
  '/admin/thirdParty': ['partners'],
  '/admin/accessAudit': ['admin', 'access-audit'],
  '/admin/activityLog': ['activity-log'],
  '/outbox': ['outbox'],
  '/outbox/:messageId': ['outbox'],
  '/announcements': ['announcements'],
};

/**
 * The module of each feature's texts (feature-catalogues.ts imports the same; a test holds them equal), whose
 * language chunks the build names for the routes showing them.
 */
export const TEXT_MODULES: Readonly<Record<FeatureName, string>> = {
  'access-audit': '@/features/admin/i18n/access-audit/catalogue',
  'activity-log': '@/features/activity-log/i18n/catalogue',
  admin: '@/features/admin/i18n/catalogue',
  announcements: '@/features/announcements/i18n/catalogue',
  articles: '@/features/articles/i18n/catalogue',
  companies: '@/features/companies/i18n/catalogue',
  'data-dictionary': '@/features/data-dictionary/i18n/catalogue',
  documents: '@/features/documents/i18n/catalogue',
  'email-domains': '@/features/email-domains/i18n/catalogue',
  'global-users': '@/features/global-users/i18n/catalogue',
  'kb-suggestions': '@/features/knowledge-base/i18n/suggestions/catalogue',
  'knowledge-base': '@/features/knowledge-base/i18n/catalogue',
  outbox: '@/features/outbox/i18n/catalogue',
  partners: '@/features/partners/i18n/catalogue',
  products: '@/features/products/i18n/catalogue',
  profile: '@/features/profile/i18n/catalogue',
  registration: '@/features/registration/i18n/catalogue',
  'release-notes': '@/features/release-notes/i18n/catalogue',
  support: '@/features/support/i18n/catalogue',
  'user-admin': '@/features/user-admin/i18n/catalogue',
};

/** The features whose texts the page at `path` shows. */
export function pageTexts(path: RoutePath): readonly FeatureName[] {
  return PAGE_TEXTS[path] ?? [];
}
