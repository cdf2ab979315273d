import type { Tenant, UserDetails } from './identity.js';
import type { AccessClass, TenantType } from './identity-core.js';
import { BASIC_COMPANY_TYPES } from './identity-core.js';
import { GROUPS, hasPermission, isSuperAdminGroup, PERMISSIONS } from './permissions-core.js';
import { PERSONA_CODES } from './products-core.js';

/** The facts of a user that the rules of spec section 4 read. */
export type UserFacts = Pick<
  UserDetails,
  'user_type' | 'third_party_user' | 'tenant' | 'authz' | 'persona_access_codes' | 'acting_tenant'
>;

export type DerivedUserType = 'superAdmin' | 'basic' | 'charter' | 'unknown';

export { isSuperAdminGroup };

/** A view-only user (the Super Admin Spectator): they look, and change nothing but their session. */
export function isViewOnlyGroup(group: string): boolean {
  return group === GROUPS.superAdminSpectator;
}

/** A super admin, or a company-switching user with unknown company, is superAdmin; else by company type. */
export function deriveUserType(user: UserFacts): DerivedUserType {
  if (isSuperAdminGroup(user.authz.group)) return 'superAdmin';
  const switchesCompany = hasPermission(user.authz.permissions, PERMISSIONS.switchCompany);
  if (switchesCompany && user.tenant.type === 'UNKNOWN') return 'superAdmin';
  return userTypeOfTenant(user.tenant.type);
}

export function userTypeOfTenant(type: TenantType): DerivedUserType {
  if (BASIC_COMPANY_TYPES.includes(type)) return 'basic';
  if (type === 'SUPPLIER' || type === 'THIRD_PARTY_AGENCY') return 'charter';
  return 'unknown';
}

export function isBasicUser(user: UserFacts): boolean {
  return deriveUserType(user) === 'basic';
}

/** Spec section 6: persona switch alone is the Merchant persona; with company switch, a Supplier-persona super admin. */
export type Persona = 'merchant' | 'supplier';

export function personaOf(user: Pick<UserFacts, 'authz'>): Persona | null {
  const { permissions } = user.authz;
  if (!hasPermission(permissions, PERMISSIONS.switchPersona)) return null;
  return hasPermission(permissions, PERMISSIONS.switchCompany) ? 'supplier' : 'merchant';
}

/**
 * The company a company-switch user outside the super-admin groups is tagged to (their own company), or null.
 * Such a user is not a super admin (deriveUserType) and works in that company; decision record 017.
 */
export function taggedCompanyOf(user: UserFacts): Tenant | null {
  if (isSuperAdminGroup(user.authz.group)) return null;
  if (!hasPermission(user.authz.permissions, PERMISSIONS.switchCompany)) return null;
  return user.tenant.type === 'UNKNOWN' ? null : user.tenant;
}

/** A sponsored third-party supplier who works for several suppliers and picks one at a time (access class MULTIPLE_TENANTS). */
export function isMultipleTenantsPartner(
  user: Pick<UserFacts, 'third_party_user' | 'tenant' | 'authz'> & { accessClass: AccessClass },
): boolean {
  return (
    user.accessClass === 'MULTIPLE_TENANTS' &&
    user.third_party_user &&
    user.tenant.type !== 'UNKNOWN' &&
    !isSuperAdminGroup(user.authz.group)
  );
}

/** The company whose data the user is looking at: the chosen one for a super admin, else their own. */
export function effectiveTenant(user: UserFacts): Tenant {
  return user.acting_tenant ?? user.tenant;
}

export const USER_TYPE_LABELS = {
  supplier: 'Supplier',
  thirdParty: 'Third Party User',
  basicVendor: 'Basic Vendor',
  basicThirdParty: 'Basic Third Party Agency',
  account: 'Account',
  unknown: 'Unknown',
} as const;
export type UserTypeLabelKey = keyof typeof USER_TYPE_LABELS;

/** Which user-type label (spec section 3) a user shows under; the web translates the key. */
export function userTypeLabelKey(tenantType: TenantType, thirdPartyUser: boolean): UserTypeLabelKey {
  switch (tenantType) {
    case 'SUPPLIER':
      return thirdPartyUser ? 'thirdParty' : 'supplier';
    case 'THIRD_PARTY_AGENCY':
      return 'thirdParty';
    case 'BASIC_VENDOR':
      return 'basicVendor';
    case 'BASIC_THIRD_PARTY_AGENCY':
      return 'basicThirdParty';
    case 'ACCOUNT':
      return 'account';
    default:
      return 'unknown';
  }
}

/** The analytics roles that are not a group or tenant type (spec section 4). */
export const ANALYTICS_ROLES = {
  categoryManager: 'Category Manager',
  thirdParty: 'Third Party User',
  supplier: 'Supplier',
} as const;

/**
 * The role every analytics event carries (spec section 4): category manager for persona code 2000, else Third
 * Party User, else the authz group, else Supplier for an external user of an unknown tenant, else the tenant type.
 */
export function analyticsRole(
  user: Pick<UserFacts, 'persona_access_codes' | 'third_party_user' | 'authz' | 'user_type' | 'tenant'>,
): string {
  if (user.persona_access_codes.includes(PERSONA_CODES.categoryManager)) return ANALYTICS_ROLES.categoryManager;
  if (user.third_party_user) return ANALYTICS_ROLES.thirdParty;
  if (user.authz.group) return user.authz.group;
  if (user.tenant.type === 'UNKNOWN' && user.user_type === 'EXTERNAL') return ANALYTICS_ROLES.supplier;
  return user.tenant.type;
}

export const ACCESS_TYPES = { basic: 'Basic', full: 'Full' } as const;
export type AnalyticsAccessType = (typeof ACCESS_TYPES)[keyof typeof ACCESS_TYPES];

/** The access type every analytics event carries (spec section 4): Basic for a basic user, else Full. */
export function accessType(user: UserFacts): AnalyticsAccessType {
  return isBasicUser(user) ? ACCESS_TYPES.basic : ACCESS_TYPES.full;
}
