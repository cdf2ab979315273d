import type { RoutePath } from '@portal/contract/routes';
import { ROUTES } from '@portal/contract/routes';

/**
 * Of the routes the navigation may offer (the contract's NAVIGATION_ROUTES), those whose pages the router has built.
 * A page joins here when it joins router.tsx; navigation-pages.test.ts keeps the two in step.
 */
export const NAVIGABLE_PAGES: ReadonlySet<RoutePath> = new Set<RoutePath>([
  ROUTES.dataDictionary,
  ROUTES.knowledgeBaseHome,
  ROUTES.knowledgeBaseBasic,
  ROUTES.releaseNotes,
  ROUTES.knowledgeBaseAuthoring,
  ROUTES.supportHome,
  ROUTES.admin,
  ROUTES.companyList,
  ROUTES.globalUserManagement,
  ROUTES.supportDesk,
  ROUTES.announcements,
  ROUTES.outbox,
  ROUTES.adminActivityLog,
  ROUTES.profile,
]);
