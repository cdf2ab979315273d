import type { Market } from './markets-core.js';
import type { Permission } from './permissions.js';
import { hasPermission, isAdministrator, PERMISSIONS } from './permissions-core.js';
import type { GuardUser } from './route-guard.js';
import { decideRoute } from './route-guard.js';
import type { RoutePath } from './routes.js';
import { ROUTES } from './routes.js';
import { deriveUserType } from './user-type.js';

/**
 * The portal's ways in (issue 24): which pages the header, the phone menu and the account menu offer a user. An
 * entry is offered exactly when its route guard (decideRoute) would let the user in, the user holds what the page
 * needs, and the web has built the page.
 */
export const NAVIGATION_ENTRY_IDS = [
  'dataDictionary',
  'knowledgeBase',
  'releaseNotes',
  'support',
  'admin',
  'companyList',
  'globalUsers',
  'supportDesk',
  'announcements',
  'outbox',
  'activityLog',
  'knowledgeBaseAuthoring',
  'profile',
] as const;
export type NavigationEntryId = (typeof NAVIGATION_ENTRY_IDS)[number];

/** Where an entry is listed: the header's navigation (the phone menu's too), the account menu, or both. */
export type NavigationArea = 'header' | 'account';

/** A group of header entries the wide header offers behind one menu button: 'Resources' (spec section 'Other'). */
export type NavigationGroup = 'resources';

export type NavigationEntry = {
  id: NavigationEntryId;
  /** The route the entry opens. */
  to: RoutePath;
  /** The path prefix the entry stands for: any page under it marks the entry as the current one. */
  section: string;
  areas: readonly NavigationArea[];
  /** The header's group the entry belongs to, if any. */
  group?: NavigationGroup;
};

type UserNeed = (user: GuardUser) => boolean;

const holds =
  (permission: Permission): UserNeed =>
  (user) =>
    hasPermission(user.authz.permissions, permission);

type EntryRule = Omit<NavigationEntry, 'to'> & {
  to: RoutePath | ((user: GuardUser | null) => RoutePath);
  /** What the user must hold beyond the route guard's admission; signed-in users only when set. */
  needs?: UserNeed;
};

/** The entries in screen order. */
const ENTRY_RULES: readonly EntryRule[] = [
  { id: 'dataDictionary', to: ROUTES.dataDictionary, section: ROUTES.dataDictionary, areas: ['header'] },
  {
    id: 'knowledgeBase',
    // A basic user's knowledge base is the basic one (spec section 2).
    to: (user) => (user && deriveUserType(user) === 'basic' ? ROUTES.knowledgeBaseBasic : ROUTES.knowledgeBaseHome),
    section: '/knowledgeBase',
    areas: ['header'],
    group: 'resources',
  },
  // US only and not for basic users: the route guard decides both (spec section 2).
  {
    id: 'releaseNotes',
    to: ROUTES.releaseNotes,
    section: ROUTES.releaseNotes,
    areas: ['header'],
    group: 'resources',
  },
  { id: 'support', to: ROUTES.supportHome, section: ROUTES.supportHome, areas: ['header'] },
  {
    id: 'admin',
    to: ROUTES.admin,
    section: ROUTES.admin,
    areas: ['header', 'account'],
    needs: (user) => isAdministrator(user.authz.permissions),
  },
  {
    id: 'companyList',
    to: ROUTES.companyList,
    section: ROUTES.companyList,
    areas: ['header'],
    needs: holds(PERMISSIONS.listCompanies),
  },
  {
    id: 'globalUsers',
    to: ROUTES.globalUserManagement,
    section: ROUTES.globalUserManagement,
    areas: ['header'],
    needs: holds(PERMISSIONS.listGlobalUsers),
  },
  {
    id: 'supportDesk',
    to: ROUTES.supportDesk,
    section: ROUTES.supportDesk,
    areas: ['header', 'account'],
    needs: holds(PERMISSIONS.workSupportIncidents),
  },
  {
    id: 'announcements',
    to: ROUTES.announcements,
    section: ROUTES.announcements,
    areas: ['account'],
    needs: holds(PERMISSIONS.listAnnouncements),
  },
  {
    id: 'outbox',
    to: ROUTES.outbox,
    section: ROUTES.outbox,
    areas: ['account'],
    needs: holds(PERMISSIONS.readOutbox),
  },
  {
    // A super admin without a company reads every company's entries here; with one, through the admin area's tile.
    id: 'activityLog',
    to: ROUTES.adminActivityLog,
    section: ROUTES.adminActivityLog,
    areas: ['account'],
    needs: (user) =>
      !user.acting_tenant && deriveUserType(user) === 'superAdmin' && holds(PERMISSIONS.listActivityLog)(user),
  },
  {
    // The content team's workspace (issue 29): a section of its own inside the knowledge base's.
    id: 'knowledgeBaseAuthoring',
    to: ROUTES.knowledgeBaseAuthoring,
    section: ROUTES.knowledgeBaseAuthoring,
    areas: ['account'],
    needs: holds(PERMISSIONS.editKnowledgeBase),
  },
  { id: 'profile', to: ROUTES.profile, section: ROUTES.profile, areas: ['account'], needs: () => true },
];

/** Every route an entry may open (the knowledge base's two homes included): the web says which of them are built. */
export const NAVIGATION_ROUTES: readonly RoutePath[] = [
  ...new Set(
    ENTRY_RULES.flatMap(({ to }) =>
      typeof to === 'function' ? [ROUTES.knowledgeBaseHome, ROUTES.knowledgeBaseBasic] : [to],
    ),
  ),
];

export type NavigationInput = {
  /** The signed-in user, or null without a session. */
  user: GuardUser | null;
  market: Market;
  /** Whether the web has built the page of a route; an entry for a page not built yet is never offered. */
  isBuilt: (route: RoutePath) => boolean;
};

/**
 * The entries a user is offered, in screen order: each one's route is built, admits the user as the route guard
 * decides it (so a super admin without a company is offered no company page), and its page's permission is held.
 */
export function navigationEntries({ user, market, isBuilt }: NavigationInput): NavigationEntry[] {
  const entries: NavigationEntry[] = [];
  for (const { needs, to: target, ...entry } of ENTRY_RULES) {
    const to = typeof target === 'function' ? target(user) : target;
    if (!isBuilt(to)) continue;
    if (needs && (!user || !needs(user))) continue;
    if (decideRoute({ pathname: to, search: '', market, user }).kind !== 'allow') continue;
    entries.push({ ...entry, to });
  }
  return entries;
}

/** Is the path the section itself or a page under it? */
function inSection(section: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === section || path.startsWith(`${section}/`);
}

/**
 * The entry the current page belongs to: the one whose section holds the path, the longest section winning
 * (/support/desk/7 is the support desk's, /support/trackTicket the support pages'); undefined elsewhere.
 */
export function activeNavigationEntry(
  pathname: string,
  entries: readonly NavigationEntry[],
): NavigationEntryId | undefined {
  let best: NavigationEntry | undefined;
  for (const entry of entries) {
    if (!inSection(entry.section, pathname)) continue;
    if (!best || entry.section.length > best.section.length) best = entry;
  }
  return best?.id;
}

/** The entries of one area, in screen order. */
export function entriesIn(entries: readonly NavigationEntry[], area: NavigationArea): NavigationEntry[] {
  return entries.filter((entry) => entry.areas.includes(area));
}
