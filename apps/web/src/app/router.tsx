import { ROUTES } from '@portal/contract/routes';
import type { RouteObject } from 'react-router';
import { createBrowserRouter, Outlet } from 'react-router';
import { NotFound } from '@/components/not-found';
import { PageLoader } from '@/components/page-loader';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteGuard } from './route-guard';

function GuardedOutlet() {
  return (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  );
}

/** A route path relative to the root ('/noAccess' -> 'noAccess'). */
const child = (path: string) => path.replace(/^\//, '');

/**
 * The routes built so far. Routes of later features join here when they are built; there are no placeholders.
 * Paths match case-sensitively, as the contract's route guard does.
 */
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
        children: [
          {
            index: true,
            lazy: () => import('@/features/landing/pages/landing-page').then((m) => ({ Component: m.LandingPage })),
          },
          {
            path: child(ROUTES.apps),
            caseSensitive: true,
            lazy: () => import('@/features/products/pages/apps-page').then((m) => ({ Component: m.AppsPage })),
          },
          {
            path: child(ROUTES.insightsArticles),
            caseSensitive: true,
            lazy: () =>
              import('@/features/articles/pages/insights-articles-page').then((m) => ({
                Component: m.InsightsArticlesPage,
              })),
          },
          {
            path: child(ROUTES.dataDictionary),
            caseSensitive: true,
            lazy: () =>
              import('@/features/data-dictionary/pages/data-dictionary-page').then((m) => ({
                Component: m.DataDictionaryPage,
              })),
          },
          {
            path: child(ROUTES.login),
            caseSensitive: true,
            lazy: () => import('@/features/identity/pages/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: child(ROUTES.logout),
            caseSensitive: true,
            lazy: () => import('@/features/identity/pages/logout-page').then((m) => ({ Component: m.LogoutPage })),
          },
          {
            path: child(ROUTES.noAccess),
            caseSensitive: true,
            lazy: () => import('@/features/identity/pages/no-access-page').then((m) => ({ Component: m.NoAccessPage })),
          },
          {
            path: child(ROUTES.error),
            caseSensitive: true,
            lazy: () =>
              import('@/features/identity/pages/login-error-page').then((m) => ({ Component: m.LoginErrorPage })),
          },
          {
            path: child(ROUTES.accessDenied),
            caseSensitive: true,
            lazy: () =>
              import('@/features/identity/pages/access-denied-page').then((m) => ({ Component: m.AccessDeniedPage })),
          },
          {
            path: child(ROUTES.profile),
            caseSensitive: true,
            lazy: () => import('@/features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: child(ROUTES.requestAccess),
            caseSensitive: true,
            lazy: () =>
              import('@/features/profile/pages/request-access-page').then((m) => ({ Component: m.RequestAccessPage })),
          },
          {
            path: child(ROUTES.userRegistration),
            caseSensitive: true,
            lazy: () =>
              import('@/features/registration/pages/user-registration-page').then((m) => ({
                Component: m.UserRegistrationPage,
              })),
          },
          {
            path: child(ROUTES.terms),
            caseSensitive: true,
            lazy: () => import('@/features/documents/pages/document-pages').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: child(ROUTES.privacyPolicy),
            caseSensitive: true,
            lazy: () =>
              import('@/features/documents/pages/document-pages').then((m) => ({ Component: m.PrivacyPolicyPage })),
          },
          {
            path: child(ROUTES.dataSharingAddendum),
            caseSensitive: true,
            lazy: () =>
              import('@/features/documents/pages/document-pages').then((m) => ({
                Component: m.DataSharingAddendumPage,
              })),
          },
          {
            path: child(ROUTES.supportHome),
            caseSensitive: true,
            lazy: () =>
              import('@/features/support/pages/support-home-page').then((m) => ({ Component: m.SupportHomePage })),
          },
          {
            path: child(ROUTES.ticketCreation),
            caseSensitive: true,
            lazy: () =>
              import('@/features/support/pages/ticket-creation-page').then((m) => ({ Component: m.TicketCreationPage })),
          },
          {
            path: child(ROUTES.trackTicket),
            caseSensitive: true,
            lazy: () =>
              import('@/features/support/pages/track-tickets-page').then((m) => ({ Component: m.TrackTicketsPage })),
          },
          {
            path: child(ROUTES.ticketDetail),
            caseSensitive: true,
            lazy: () =>
              import('@/features/support/pages/ticket-detail-page').then((m) => ({ Component: m.TicketDetailPage })),
          },
          {
            path: child(ROUTES.contactUs),
            caseSensitive: true,
            lazy: () => import('@/features/support/pages/contact-us-page').then((m) => ({ Component: m.ContactUsPage })),
          },
          {
            path: child(ROUTES.pendingAccess),
            caseSensitive: true,
            lazy: () =>
              import('@/features/support/pages/pending-access-page').then((m) => ({ Component: m.PendingAccessPage })),
          },
          {
            path: child(ROUTES.supportDesk),
            caseSensitive: true,
            lazy: () =>
              import('@/features/support/pages/support-desk-page').then((m) => ({ Component: m.SupportDeskPage })),
          },
          {
            path: child(ROUTES.supportDeskIncident),
            caseSensitive: true,
            lazy: () =>
              import('@/features/support/pages/desk-incident-page').then((m) => ({ Component: m.DeskIncidentPage })),
          },
          {
            path: child(ROUTES.outbox),
            caseSensitive: true,
            lazy: () => import('@/features/outbox/pages/outbox-page').then((m) => ({ Component: m.OutboxPage })),
          },
          {
            path: child(ROUTES.outboxMessage),
            caseSensitive: true,
            lazy: () =>
              import('@/features/outbox/pages/outbox-message-page').then((m) => ({ Component: m.OutboxMessagePage })),
          },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
