import { describe, expect, it } from 'vitest';
import type { Tenant, TenantType } from './identity.js';
import type { Market } from './markets.js';
import type { NavigationEntry, NavigationEntryId } from './navigation.js';
import { activeNavigationEntry, entriesIn, NAVIGATION_ROUTES, navigationEntries } from './navigation.js';
import type { PermissionName } from './permissions.js';
import { GROUPS, PERMISSIONS } from './permissions.js';
import type { GuardUser } from './route-guard.js';
import type { RoutePath } from './routes.js';
import { ROUTES } from './routes.js';

function tenant(type: TenantType, id = 100): Tenant {
  return { id, name: `${type} company`, type };
}

function persona(type: TenantType, group: string, grants: PermissionName[], extra: Partial<GuardUser> = {}): GuardUser {
  return {
    user_type: type === 'UNKNOWN' ? 'INTERNAL' : 'EXTERNAL',
    third_party_user: false,
    tenant: tenant(type),
    authz: { group, permissions: grants.map((name) => PERMISSIONS[name]) },
    persona_access_codes: [],
    acting_tenant: null,
    registration_completed: true,
    ...extra,
  };
}

const ADMIN_GRANTS: PermissionName[] = [
  'listUsers',
  'createUsers',
  'updateUsers',
  'listEmailDomains',
  'updateEmailDomains',
  'listPartners',
  'listActivityLog',
  'approveAccessRequests',
];
const SPECTATOR_GRANTS: PermissionName[] = [
  'listCompanies',
  'switchCompany',
  'listUsers',
  'listEmailDomains',
  'listPartners',
  'listActivityLog',
  'listGlobalUsers',
  'listAnnouncements',
];
const ALL_GRANTS = Object.keys(PERMISSIONS) as PermissionName[];
const ACME = tenant('SUPPLIER', 4242);

const superAdmin = persona('UNKNOWN', GROUPS.superAdmin, ALL_GRANTS);
const spectator = persona('UNKNOWN', GROUPS.superAdminSpectator, SPECTATOR_GRANTS);

/** The demo personas (and a few variants), by what they are. */
const PERSONAS = {
  externalUser: persona('SUPPLIER', GROUPS.regularUser, []),
  admin: persona('SUPPLIER', GROUPS.admin, ADMIN_GRANTS),
  /** One admin LIST permission is enough to be an administrator. */
  domainsOnlyAdmin: persona('SUPPLIER', GROUPS.regularUser, ['listEmailDomains']),
  basicVendor: persona('BASIC_VENDOR', GROUPS.regularUser, []),
  basicVendorAdmin: persona('BASIC_VENDOR', GROUPS.admin, ADMIN_GRANTS),
  partner: persona('THIRD_PARTY_AGENCY', GROUPS.regularUser, [], { third_party_user: true }),
  internal: persona('UNKNOWN', GROUPS.regularUser, []),
  supportAgent: persona('UNKNOWN', GROUPS.supportAgent, ['workSupportIncidents']),
  superAdmin,
  superAdminActing: { ...superAdmin, acting_tenant: ACME },
  spectator,
  spectatorViewing: { ...spectator, acting_tenant: ACME },
  unregistered: persona('SUPPLIER', GROUPS.admin, ADMIN_GRANTS, { registration_completed: false }),
  signedOut: null,
} satisfies Record<string, GuardUser | null>;
type PersonaName = keyof typeof PERSONAS;

/** The pages the web has built today: no knowledge base yet. */
const BUILT_TODAY = new Set<RoutePath>([
  ROUTES.dataDictionary,
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
const builtToday = (route: RoutePath) => BUILT_TODAY.has(route);
const everythingBuilt = () => true;

function ids(name: PersonaName, market: Market = 'US', isBuilt = builtToday): NavigationEntryId[] {
  return navigationEntries({ user: PERSONAS[name], market, isBuilt }).map((entry) => entry.id);
}

describe('navigationEntries, per persona', () => {
  const expected: Record<PersonaName, NavigationEntryId[]> = {
    externalUser: ['dataDictionary', 'support', 'profile'],
    admin: ['dataDictionary', 'support', 'admin', 'profile'],
    domainsOnlyAdmin: ['dataDictionary', 'support', 'admin', 'profile'],
    basicVendor: ['dataDictionary', 'support', 'profile'],
    basicVendorAdmin: ['dataDictionary', 'support', 'admin', 'profile'],
    partner: ['dataDictionary', 'support', 'profile'],
    internal: ['dataDictionary', 'support', 'profile'],
    supportAgent: ['dataDictionary', 'support', 'supportDesk', 'profile'],
    // Without a company, a super admin's company pages would send them to the company list: none is offered.
    superAdmin: ['support', 'companyList', 'announcements', 'outbox', 'activityLog'],
    superAdminActing: [
      'dataDictionary',
      'support',
      'admin',
      'companyList',
      'globalUsers',
      'supportDesk',
      'announcements',
      'outbox',
      'profile',
    ],
    spectator: ['support', 'companyList', 'announcements', 'activityLog'],
    spectatorViewing: ['dataDictionary', 'support', 'admin', 'companyList', 'globalUsers', 'announcements', 'profile'],
    // Registration comes first: only the public support pages are open.
    unregistered: ['support'],
    signedOut: ['support'],
  };
  for (const [name, want] of Object.entries(expected)) {
    it(`offers ${name} ${want.join(', ')}`, () => {
      expect(ids(name as PersonaName)).toEqual(want);
    });
  }

  it('offers the admin area in the header and in the account menu', () => {
    const entries = navigationEntries({ user: PERSONAS.admin, market: 'US', isBuilt: builtToday });
    expect(entriesIn(entries, 'header').map((e) => e.id)).toContain('admin');
    expect(entriesIn(entries, 'account').map((e) => e.id)).toEqual(['admin', 'profile']);
  });

  it('offers pages only once they are built: the knowledge base joins when it exists', () => {
    expect(ids('externalUser', 'US', everythingBuilt)).toEqual([
      'dataDictionary',
      'knowledgeBase',
      'releaseNotes',
      'support',
      'profile',
    ]);
    // Global user management is a company page to the route guard today: offered once a company is chosen.
    expect(ids('superAdmin', 'US', everythingBuilt)).not.toContain('globalUsers');
    expect(ids('superAdminActing', 'US', everythingBuilt)).toContain('globalUsers');
    expect(ids('spectatorViewing', 'US', everythingBuilt)).toContain('globalUsers');
    expect(ids('admin', 'US', everythingBuilt)).not.toContain('globalUsers');
  });

  it("sends a basic user to the basic knowledge base, everyone else to the knowledge base's home", () => {
    const of = (name: PersonaName) =>
      navigationEntries({ user: PERSONAS[name], market: 'US', isBuilt: everythingBuilt }).find(
        (entry) => entry.id === 'knowledgeBase',
      )?.to;
    expect(of('basicVendor')).toBe(ROUTES.knowledgeBaseBasic);
    expect(of('externalUser')).toBe(ROUTES.knowledgeBaseHome);
  });

  it('offers release notes on US only, never to basic users', () => {
    expect(ids('externalUser', 'US', everythingBuilt)).toContain('releaseNotes');
    expect(ids('externalUser', 'MX', everythingBuilt)).not.toContain('releaseNotes');
    expect(ids('externalUser', 'CA', everythingBuilt)).not.toContain('releaseNotes');
    expect(ids('basicVendor', 'US', everythingBuilt)).not.toContain('releaseNotes');
  });

  it("offers the knowledge base's authoring to holders of UPDATE KNOWLEDGE_BASE only, in the account menu", () => {
    const editor = persona('UNKNOWN', GROUPS.contentEditor, ['editKnowledgeBase']);
    const entries = navigationEntries({ user: editor, market: 'MX', isBuilt: everythingBuilt });
    expect(entriesIn(entries, 'account').map((e) => e.id)).toContain('knowledgeBaseAuthoring');
    expect(ids('externalUser', 'US', everythingBuilt)).not.toContain('knowledgeBaseAuthoring');
    expect(ids('superAdmin', 'US', everythingBuilt)).toContain('knowledgeBaseAuthoring');
    expect(activeNavigationEntry('/knowledgeBase/authoring/7', entries)).toBe('knowledgeBaseAuthoring');
  });

  it('offers the same entries in every market today', () => {
    for (const market of ['MX', 'CA'] as const) {
      expect(ids('admin', market)).toEqual(ids('admin'));
      expect(ids('superAdminActing', market)).toEqual(ids('superAdminActing'));
    }
  });
});

describe('activeNavigationEntry', () => {
  const entries: NavigationEntry[] = navigationEntries({
    user: PERSONAS.superAdminActing,
    market: 'US',
    isBuilt: everythingBuilt,
  });

  it.each([
    ['/admin', 'admin'],
    ['/admin/userList', 'admin'],
    ['/admin/domainsList/', 'admin'],
    ['/support', 'support'],
    ['/support/trackTicket/12', 'support'],
    ['/support/desk', 'supportDesk'],
    ['/support/desk/7', 'supportDesk'],
    ['/companyList', 'companyList'],
    ['/knowledgeBase/search', 'knowledgeBase'],
    ['/profile/requestAccess', 'profile'],
  ] as const)('marks %s as %s', (pathname, want) => {
    expect(activeNavigationEntry(pathname, entries)).toBe(want);
  });

  it.each(['/', '/apps', '/administration', '/supportDesk'])('marks nothing on %s', (pathname) => {
    expect(activeNavigationEntry(pathname, entries)).toBeUndefined();
  });

  it('marks the support pages on the desk for a user who is offered no desk', () => {
    const agentless = navigationEntries({ user: PERSONAS.admin, market: 'US', isBuilt: builtToday });
    expect(activeNavigationEntry('/support/desk', agentless)).toBe('support');
  });
});

describe('NAVIGATION_ROUTES', () => {
  it('holds every route an entry opens, for any persona, once each', () => {
    const opened = new Set(
      Object.values(PERSONAS).flatMap((user) =>
        navigationEntries({ user, market: 'US', isBuilt: everythingBuilt }).map((entry) => entry.to),
      ),
    );
    for (const route of opened) expect(NAVIGATION_ROUTES).toContain(route);
    expect(new Set(NAVIGATION_ROUTES).size).toBe(NAVIGATION_ROUTES.length);
  });
});
