import type { UserDetails } from './identity.js';

export const TENANT_TYPES = [
  'SUPPLIER',
  'THIRD_PARTY_AGENCY',
  'BASIC_VENDOR',
  'BASIC_THIRD_PARTY_AGENCY',
  /** An account company (spec section 3: company types SUPPLIER, THIRD_PARTY_AGENCY, ACCOUNT), labelled 'Account'. */
  'ACCOUNT',
  'UNKNOWN',
] as const;
export type TenantType = (typeof TENANT_TYPES)[number];
export const COMPANY_TYPES = ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const BASIC_COMPANY_TYPES: readonly TenantType[] = ['BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'];

export const ACCOUNT_TYPES = ['charter', 'basic'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const COMPANY_STATUSES = ['ACTIVE', 'INACTIVE', 'SUSPENDED'] as const;

export const USER_TYPES = ['EXTERNAL', 'INTERNAL'] as const;
export type UserType = (typeof USER_TYPES)[number];
export type UserKind = (typeof USER_TYPES)[number];
export const USER_STATUSES = ['ACTIVE', 'PENDING', 'BLOCKED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Access class codes: 1=API_NRT, 2=API_BULK, 3=UI, 4=NO_DIRECT_ACCESS; the demo adds MULTIPLE_TENANTS for sponsored partners. */
export const ACCESS_CLASSES = ['API_NRT', 'API_BULK', 'UI', 'NO_DIRECT_ACCESS', 'MULTIPLE_TENANTS'] as const;
export type AccessClass = (typeof ACCESS_CLASSES)[number];
export const ACCESS_CLASS_CODES: Record<number, AccessClass> = {
  1: 'API_NRT',
  2: 'API_BULK',
  3: 'UI',
  4: 'NO_DIRECT_ACCESS',
};

export const ACCESS_STATUSES = ['ACCESS_COMPLETE', 'ACCESS_PENDING'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** The company a user administers: a super admin's acting company, else their own (record ids, not tenant ids). */
export function administeredCompanyId(user: Pick<UserDetails, 'company_id' | 'acting_company_id'>): number | null {
  return user.acting_company_id ?? user.company_id;
}

/** An IANA time-zone name the runtime knows, e.g. America/Chicago. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

export const IDENTITY_PATHS = {
  userContext: '/api/v1/identity/user-context',
  authStatus: '/api/auth-status',
  login: '/api/login',
  /** POST: ends the session. The web page /logout (ROUTES.logout) calls it. */
  logout: '/api/logout',
  pwdResetLink: '/api/pwd-reset-link',
  passwordReset: '/api/password-reset',
  passwordResetRequest: '/api/password-reset/request',
  preferences: '/api/users/:loginId/preferences',
  site: '/api/v1/identity/sites/:site',
  health: '/api/healthz',
  ready: '/api/readyz',
  docs: '/api/docs',
} as const;

/** A header every mutating request carries; a browser cannot send it cross-site without CORS. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'portal';
