import type { Permission } from './permissions.js';

export const ACTIONS = ['LIST', 'VIEW', 'CREATE', 'UPDATE', 'DELETE', 'SWITCH', 'EXPORT', 'BLOCK', 'APPROVE'] as const;
export type Action = (typeof ACTIONS)[number];

export const RESOURCES = [
  'USER',
  'EMAIL_DOMAIN',
  'COMPANY_PARTNER_ASSOCIATION',
  'ACTIVITY_LOG',
  'COMPANY',
  'PERSONA',
  'USER_SETTINGS',
  'GLOBAL_USER',
  'ACCESS_REQUEST',
  'SUPPORT_INCIDENT',
  'OUTBOX',
  'FEATURE_FLAG',
  /** Site-wide announcements (the banner of spec section 7; issue 12). */
  'ANNOUNCEMENT',
  /** Knowledge-base articles and release notes: write, translate, schedule, publish, archive (issue 29). */
  'KNOWLEDGE_BASE',
] as const;
export type Resource = (typeof RESOURCES)[number];

function pair(action: Action, resource: Resource): Permission {
  return { action, resource };
}

/** Every permission pair the portal checks, by name. */
export const PERMISSIONS = {
  listUsers: pair('LIST', 'USER'),
  createUsers: pair('CREATE', 'USER'),
  updateUsers: pair('UPDATE', 'USER'),
  deleteUsers: pair('DELETE', 'USER'),
  blockUsers: pair('BLOCK', 'USER'),
  listEmailDomains: pair('LIST', 'EMAIL_DOMAIN'),
  updateEmailDomains: pair('UPDATE', 'EMAIL_DOMAIN'),
  /** Approve an exception to the claim rules of authorised domains for a company (Super Admin; decision 055). */
  approveEmailDomainExceptions: pair('APPROVE', 'EMAIL_DOMAIN'),
  listPartners: pair('LIST', 'COMPANY_PARTNER_ASSOCIATION'),
  updatePartners: pair('UPDATE', 'COMPANY_PARTNER_ASSOCIATION'),
  listActivityLog: pair('LIST', 'ACTIVITY_LOG'),
  listCompanies: pair('LIST', 'COMPANY'),
  switchCompany: pair('SWITCH', 'COMPANY'),
  switchPersona: pair('SWITCH', 'PERSONA'),
  updateUserSettings: pair('UPDATE', 'USER_SETTINGS'),
  listGlobalUsers: pair('LIST', 'GLOBAL_USER'),
  exportGlobalUsers: pair('EXPORT', 'GLOBAL_USER'),
  blockGlobalUsers: pair('BLOCK', 'GLOBAL_USER'),
  approveAccessRequests: pair('APPROVE', 'ACCESS_REQUEST'),
  workSupportIncidents: pair('UPDATE', 'SUPPORT_INCIDENT'),
  readOutbox: pair('LIST', 'OUTBOX'),
  /** Change a feature flag's setting in a market and environment (product owners; Super Admin). */
  updateFeatureFlags: pair('UPDATE', 'FEATURE_FLAG'),
  /** Read the market's announcements on /announcements (Super Admin; the view-only spectator). */
  listAnnouncements: pair('LIST', 'ANNOUNCEMENT'),
  /** Create, change and retire the market's announcements (Super Admin). */
  updateAnnouncements: pair('UPDATE', 'ANNOUNCEMENT'),
  /** Author the knowledge base and the release notes (the content team's Content Editor; Super Admin). */
  editKnowledgeBase: pair('UPDATE', 'KNOWLEDGE_BASE'),
} as const satisfies Record<string, Permission>;
export type PermissionName = keyof typeof PERMISSIONS;

export const GROUPS = {
  superAdmin: 'Super Admin',
  superAdminSpectator: 'Super Admin Spectator',
  admin: 'Admin',
  regularUser: 'Regular User',
  merchant: 'Merchant',
  /** Internal support team: works incidents at the support desk (UPDATE SUPPORT_INCIDENT). */
  supportAgent: 'Support Agent',
  /** The retailer's content team: writes and publishes the knowledge base and release notes (UPDATE KNOWLEDGE_BASE). */
  contentEditor: 'Content Editor',
} as const;
export type GroupName = (typeof GROUPS)[keyof typeof GROUPS];
export const GROUP_NAMES = Object.values(GROUPS) as GroupName[];

/** The admin page's four tiles and the LIST permission each needs (spec section 6). */
export const ADMIN_TILE_PERMISSIONS = {
  users: PERMISSIONS.listUsers,
  domains: PERMISSIONS.listEmailDomains,
  partners: PERMISSIONS.listPartners,
  activityLog: PERMISSIONS.listActivityLog,
} as const satisfies Record<string, Permission>;
export type AdminTile = keyof typeof ADMIN_TILE_PERMISSIONS;

/** An administrator holds the LIST permission of at least one admin tile; anyone else is 'not an administrator'. */
export function isAdministrator(granted: readonly Permission[]): boolean {
  return Object.values(ADMIN_TILE_PERMISSIONS).some((wanted) => hasPermission(granted, wanted));
}

export function hasPermission(granted: readonly Permission[], wanted: Permission): boolean {
  return granted.some((p) => p.action === wanted.action && p.resource === wanted.resource);
}

/** The super admin's groups: the Super Admin and the view-only Super Admin Spectator. */
export function isSuperAdminGroup(group: string): boolean {
  return group === GROUPS.superAdmin || group === GROUPS.superAdminSpectator;
}
