import type { RoutePath } from '@portal/contract/routes';

/**
 * Each route's page and the modules its loader in router.tsx imports: the build reads this table to write which
 * chunks the server preloads with a route's page (`dist/route-preloads.json`, decision 059). It is data only, so the
 * build config can load it in Node: the paths are written out (checked against the contract's routes by their type)
 * rather than read from ROUTES, which would need the contract built first. The build fails when these modules and
 * the router's dynamic imports differ, and a test holds that it names exactly the router's routes.
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
