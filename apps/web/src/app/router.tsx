import type { RoutePath } from '@portal/contract/routes';
import { ROUTES } from '@portal/contract/routes';
import type { ComponentType } from 'react';
import type { RouteObject } from '@/lib/router/router';
import { createBrowserRouter, Outlet } from '@/lib/router/router';
import { NotFound } from '@/components/not-found';
import { PageLoader } from '@/components/page-loader';
import { RootLayout } from './layout/root-layout';
import { withChunkTimeout } from './chunk-timeout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteGuard } from './route-guard';
import { withTexts } from './feature-catalogues';
import { pageTexts } from './page-modules';
import type { SituationAside } from '@/lib/situation-aside';
import { SituationAsideContext } from '@/lib/situation-aside';

/** A page's path and its loader (each a chunk of its own); the features whose texts it says are in page-modules.ts. */
type PageEntry = [path: RoutePath, load: () => Promise<ComponentType>];

/** A page given what shows beside its incident form's situation description (the knowledge base's suggestions). */
function withSituationAside(Page: ComponentType, Aside: SituationAside): ComponentType {
  return function PageWithSituationAside() {
    return (
      <SituationAsideContext.Provider value={Aside}>
        <Page />
      </SituationAsideContext.Provider>
    );
  };
}

/**
 * The pages built so far, all behind the route guard. Pages of later features join here when they are built; there
 * are no placeholders.
 */
const pages: PageEntry[] = [
  [ROUTES.apps, () => import('@/features/products/pages/apps-page').then((m) => m.AppsPage)],
  [
    ROUTES.insightsArticles,
    () => import('@/features/articles/pages/insights-articles-page').then((m) => m.InsightsArticlesPage),
  ],
  [
    ROUTES.dataDictionary,
    () => import('@/features/data-dictionary/pages/data-dictionary-page').then((m) => m.DataDictionaryPage),
  ],
  [ROUTES.knowledgeBaseHome, () => import('@/features/knowledge-base/pages/kb-home-page').then((m) => m.KbHomePage)],
  [
    ROUTES.knowledgeBaseBasic,
    () => import('@/features/knowledge-base/pages/kb-home-page').then((m) => m.KbBasicHomePage),
  ],
  [
    ROUTES.knowledgeBaseArticles,
    () => import('@/features/knowledge-base/pages/kb-topic-page').then((m) => m.KbTopicPage),
  ],
  [
    ROUTES.knowledgeBaseArticleContent,
    () => import('@/features/knowledge-base/pages/kb-article-page').then((m) => m.KbArticlePage),
  ],
  [
    ROUTES.knowledgeBaseBasicArticle,
    () => import('@/features/knowledge-base/pages/kb-article-page').then((m) => m.KbBasicArticlePage),
  ],
  [
    ROUTES.knowledgeBaseSearch,
    () => import('@/features/knowledge-base/pages/kb-search-page').then((m) => m.KbSearchPage),
  ],
  [
    ROUTES.knowledgeBaseAuthoring,
    () => import('@/features/knowledge-base/pages/authoring-list-page').then((m) => m.AuthoringListPage),
  ],
  [
    ROUTES.knowledgeBaseAuthoringArticle,
    () => import('@/features/knowledge-base/pages/authoring-article-page').then((m) => m.AuthoringArticlePage),
  ],
  [
    ROUTES.releaseNotes,
    () => import('@/features/release-notes/pages/release-notes-page').then((m) => m.ReleaseNotesPage),
  ],
  [
    ROUTES.releaseNotesArticle,
    () => import('@/features/release-notes/pages/release-note-page').then((m) => m.ReleaseNotePage),
  ],
  [ROUTES.login, () => import('@/features/identity/pages/login-page').then((m) => m.LoginPage)],
  [ROUTES.logout, () => import('@/features/identity/pages/logout-page').then((m) => m.LogoutPage)],
  [ROUTES.noAccess, () => import('@/features/identity/pages/no-access-page').then((m) => m.NoAccessPage)],
  [ROUTES.error, () => import('@/features/identity/pages/login-error-page').then((m) => m.LoginErrorPage)],
  [ROUTES.accessDenied, () => import('@/features/identity/pages/access-denied-page').then((m) => m.AccessDeniedPage)],
  [ROUTES.profile, () => import('@/features/profile/pages/profile-page').then((m) => m.ProfilePage)],
  [ROUTES.requestAccess, () => import('@/features/profile/pages/request-access-page').then((m) => m.RequestAccessPage)],
  [
    ROUTES.userRegistration,
    () => import('@/features/registration/pages/user-registration-page').then((m) => m.UserRegistrationPage),
  ],
  [ROUTES.terms, () => import('@/features/documents/pages/document-pages').then((m) => m.TermsPage)],
  [ROUTES.privacyPolicy, () => import('@/features/documents/pages/document-pages').then((m) => m.PrivacyPolicyPage)],
  [
    ROUTES.dataSharingAddendum,
    () => import('@/features/documents/pages/document-pages').then((m) => m.DataSharingAddendumPage),
  ],
  [ROUTES.supportHome, () => import('@/features/support/pages/support-home-page').then((m) => m.SupportHomePage)],
  [
    ROUTES.ticketCreation,
    () =>
      Promise.all([
        import('@/features/support/pages/ticket-creation-page'),
        import('@/features/knowledge-base/components/kb-suggestions'),
      ]).then(([page, { KbSuggestions }]) =>
        withSituationAside(page.TicketCreationPage, (text) => <KbSuggestions text={text} />),
      ),
  ],
  [ROUTES.trackTicket, () => import('@/features/support/pages/track-tickets-page').then((m) => m.TrackTicketsPage)],
  [ROUTES.ticketDetail, () => import('@/features/support/pages/ticket-detail-page').then((m) => m.TicketDetailPage)],
  [ROUTES.contactUs, () => import('@/features/support/pages/contact-us-page').then((m) => m.ContactUsPage)],
  [ROUTES.pendingAccess, () => import('@/features/support/pages/pending-access-page').then((m) => m.PendingAccessPage)],
  [ROUTES.supportDesk, () => import('@/features/support/pages/support-desk-page').then((m) => m.SupportDeskPage)],
  [
    ROUTES.supportDeskIncident,
    () => import('@/features/support/pages/desk-incident-page').then((m) => m.DeskIncidentPage),
  ],
  [ROUTES.companyList, () => import('@/features/companies/pages/company-list-page').then((m) => m.CompanyListPage)],
  [ROUTES.adminUserList, () => import('@/features/user-admin/pages/user-list-page').then((m) => m.UserListPage)],
  [
    ROUTES.adminAccessRequests,
    () => import('@/features/user-admin/pages/access-requests-page').then((m) => m.AccessRequestsPage),
  ],
  [
    ROUTES.globalUserManagement,
    () => import('@/features/global-users/pages/global-users-page').then((m) => m.GlobalUsersPage),
  ],
  [ROUTES.admin, () => import('@/features/admin/pages/admin-page').then((m) => m.AdminPage)],
  [ROUTES.adminDomains, () => import('@/features/email-domains/pages/domains-page').then((m) => m.DomainsPage)],
  [ROUTES.adminThirdParty, () => import('@/features/partners/pages/partners-page').then((m) => m.PartnersPage)],
  [ROUTES.adminAccessAudit, () => import('@/features/admin/pages/access-audit-page').then((m) => m.AccessAuditPage)],
  [
    ROUTES.adminActivityLog,
    () => import('@/features/activity-log/pages/activity-log-page').then((m) => m.ActivityLogPage),
  ],
  [ROUTES.outbox, () => import('@/features/outbox/pages/outbox-page').then((m) => m.OutboxPage)],
  [ROUTES.outboxMessage, () => import('@/features/outbox/pages/outbox-message-page').then((m) => m.OutboxMessagePage)],
  [
    ROUTES.announcements,
    () => import('@/features/announcements/pages/announcements-page').then((m) => m.AnnouncementsPage),
  ],
];

/**
 * A lazily loaded child of the root. Its path is relative ('/noAccess' -> 'noAccess') and matches case-sensitively,
 * as the contract's route guard does. It resolves once its chunk and its texts are both there; either slower than the
 * spec's chunk timeout shows the error page.
 */
function pageRoute([path, load]: PageEntry): RouteObject {
  return {
    path: path.replace(/^\//, ''),
    caseSensitive: true,
    lazy: withChunkTimeout(() => withTexts(load, pageTexts(path))().then((Component) => ({ Component }))),
  };
}

function GuardedOutlet() {
  return (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  );
}

const landing: RouteObject = {
  index: true,
  lazy: withChunkTimeout(() =>
    import('@/features/landing/pages/landing-page').then((m) => ({ Component: m.LandingPage })),
  ),
};

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: PageLoader,
    children: [
      {
        element: <GuardedOutlet />,
        errorElement: <RouteErrorBoundary />,
        children: [landing, ...pages.map(pageRoute), { path: '*', Component: NotFound }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
