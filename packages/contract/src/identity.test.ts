import { describe, expect, it } from 'vitest';
import {
  ACCESS_CLASS_CODES,
  ACCESS_CLASSES,
  ACCESS_STATUSES,
  authStatusSchema,
  BASIC_COMPANY_TYPES,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  IDENTITY_PATHS,
  loginBodySchema,
  loginQuerySchema,
  passwordResetSchema,
  preferencesResponseSchema,
  preferencesUpdateSchema,
  siteParamsSchema,
  siteResponseSchema,
  TENANT_TYPES,
  userContextQuerySchema,
  userDetailsSchema,
  userPreferencesSchema,
} from './identity.js';
import type { UserDetails } from './identity.js';

function validUser(): UserDetails {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    login_id: 'alovelace',
    email_address: 'ada@supplier.example',
    user_type: 'EXTERNAL',
    third_party_user: false,
    tenant: { id: 1001, name: 'Acme Foods', type: 'SUPPLIER' },
    site_id: 12,
    user_preferences: { locale: { timezone: 'America/Chicago' }, language_code: 'en-US' },
    authz: {
      group: 'Admin',
      permissions: [
        { action: 'LIST', resource: 'USER' },
        { action: 'UPDATE', resource: 'USER_SETTINGS' },
      ],
    },
    persona_access_codes: [2000],
    products: [{ product_id: 'SHOPPER_BEHAVIOR' }],
    accessClass: 'UI',
    market: 'US',
    registration_completed: true,
    acting_tenant: null,
    company_id: 1,
    acting_company_id: null,
  };
}

type Mutation = (user: Record<string, unknown>) => void;
function mutated(mutate: Mutation): unknown {
  const user = structuredClone(validUser()) as unknown as Record<string, unknown>;
  mutate(user);
  return user;
}
function nested(user: Record<string, unknown>, key: string): Record<string, unknown> {
  return user[key] as Record<string, unknown>;
}

describe('identity enums (spec section 3)', () => {
  it('tenant types are SUPPLIER, THIRD_PARTY_AGENCY, BASIC_VENDOR, BASIC_THIRD_PARTY_AGENCY, ACCOUNT, UNKNOWN', () => {
    expect([...TENANT_TYPES]).toEqual([
      'SUPPLIER',
      'THIRD_PARTY_AGENCY',
      'BASIC_VENDOR',
      'BASIC_THIRD_PARTY_AGENCY',
      'ACCOUNT',
      'UNKNOWN',
    ]);
  });

  it('basic company types are BASIC_VENDOR and BASIC_THIRD_PARTY_AGENCY', () => {
    expect([...BASIC_COMPANY_TYPES]).toEqual(['BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY']);
  });

  it.each<[number, string]>([
    [1, 'API_NRT'],
    [2, 'API_BULK'],
    [3, 'UI'],
    [4, 'NO_DIRECT_ACCESS'],
  ])('access class code %i is %s', (code, name) => {
    expect(ACCESS_CLASS_CODES[code]).toBe(name);
    expect(ACCESS_CLASSES).toContain(name);
  });

  it('has no access class code 0 or 5', () => {
    expect(ACCESS_CLASS_CODES[0]).toBeUndefined();
    expect(ACCESS_CLASS_CODES[5]).toBeUndefined();
  });

  it('access statuses are ACCESS_COMPLETE and ACCESS_PENDING (spec section 4)', () => {
    expect([...ACCESS_STATUSES]).toEqual(['ACCESS_COMPLETE', 'ACCESS_PENDING']);
  });
});

describe('userDetailsSchema', () => {
  it('accepts a valid user-details payload unchanged', () => {
    expect(userDetailsSchema.parse(validUser())).toEqual(validUser());
  });

  it.each<[string, Mutation]>([
    ['an internal user', (u) => (u.user_type = 'INTERNAL')],
    ['a third-party user', (u) => (u.third_party_user = true)],
    ['a null site id', (u) => (u.site_id = null)],
    ['an acting tenant', (u) => (u.acting_tenant = { id: 7, name: 'Chosen', type: 'THIRD_PARTY_AGENCY' })],
    ['a Super Admin', (u) => (nested(u, 'authz').group = 'Super Admin')],
    ['a Super Admin Spectator', (u) => (nested(u, 'authz').group = 'Super Admin Spectator')],
    ['a Regular User', (u) => (nested(u, 'authz').group = 'Regular User')],
    ['no permissions', (u) => (nested(u, 'authz').permissions = [])],
    ['no products', (u) => (u.products = [])],
    ['no persona codes', (u) => (u.persona_access_codes = [])],
    ['es-MX', (u) => (nested(u, 'user_preferences').language_code = 'es-MX')],
    ['fr-CA', (u) => (nested(u, 'user_preferences').language_code = 'fr-CA')],
    ['the MX market', (u) => (u.market = 'MX')],
    ['the CA market', (u) => (u.market = 'CA')],
    ['MULTIPLE_TENANTS access class', (u) => (u.accessClass = 'MULTIPLE_TENANTS')],
    ['NO_DIRECT_ACCESS access class', (u) => (u.accessClass = 'NO_DIRECT_ACCESS')],
    ['an UNKNOWN tenant', (u) => (nested(u, 'tenant').type = 'UNKNOWN')],
    ['a BASIC_THIRD_PARTY_AGENCY tenant', (u) => (nested(u, 'tenant').type = 'BASIC_THIRD_PARTY_AGENCY')],
  ])('accepts %s', (_label, mutate) => {
    expect(userDetailsSchema.safeParse(mutated(mutate)).success).toBe(true);
  });

  it('strips unknown keys', () => {
    const parsed = userDetailsSchema.parse({ ...validUser(), password: 'secret' });
    expect(parsed).not.toHaveProperty('password');
  });

  it.each<[string, Mutation]>([
    ['missing first_name', (u) => delete u.first_name],
    ['missing login_id', (u) => delete u.login_id],
    ['missing tenant', (u) => delete u.tenant],
    ['missing authz', (u) => delete u.authz],
    ['missing acting_tenant (nullable, not optional)', (u) => delete u.acting_tenant],
    ['missing site_id', (u) => delete u.site_id],
    ['missing registration_completed', (u) => delete u.registration_completed],
    ['user_type in lower case', (u) => (u.user_type = 'external')],
    ['unknown user_type', (u) => (u.user_type = 'PARTNER')],
    ['third_party_user as string', (u) => (u.third_party_user = 'false')],
    ['non-integer tenant id', (u) => (nested(u, 'tenant').id = 1.5)],
    ['tenant id as string', (u) => (nested(u, 'tenant').id = '1001')],
    ['unknown tenant type', (u) => (nested(u, 'tenant').type = 'PARTNER')],
    ['tenant without name', (u) => delete nested(u, 'tenant').name],
    ['non-integer site id', (u) => (u.site_id = 1.2)],
    ['language en-CA', (u) => (nested(u, 'user_preferences').language_code = 'en-CA')],
    ['language in lower case', (u) => (nested(u, 'user_preferences').language_code = 'en-us')],
    ['empty timezone', (u) => (nested(u, 'user_preferences').locale = { timezone: '' })],
    ['timezone over 64 characters', (u) => (nested(u, 'user_preferences').locale = { timezone: 'x'.repeat(65) })],
    ['unknown group', (u) => (nested(u, 'authz').group = 'Owner')],
    ['empty group', (u) => (nested(u, 'authz').group = '')],
    ['unknown permission action', (u) => (nested(u, 'authz').permissions = [{ action: 'READ', resource: 'USER' }])],
    ['unknown permission resource', (u) => (nested(u, 'authz').permissions = [{ action: 'LIST', resource: 'NOPE' }])],
    ['permissions as strings', (u) => (nested(u, 'authz').permissions = ['LIST:USER'])],
    ['persona codes as strings', (u) => (u.persona_access_codes = ['2000'])],
    ['non-integer persona code', (u) => (u.persona_access_codes = [20.5])],
    ['numeric product id', (u) => (u.products = [{ product_id: 5 }])],
    ['unknown access class', (u) => (u.accessClass = 'WEB')],
    ['numeric access class code', (u) => (u.accessClass = 3)],
    ['unknown market', (u) => (u.market = 'BR')],
    ['invalid acting tenant', (u) => (u.acting_tenant = { id: 1, name: 'x', type: 'NOPE' })],
    ['registration_completed as number', (u) => (u.registration_completed = 1)],
  ])('rejects %s', (_label, mutate) => {
    expect(userDetailsSchema.safeParse(mutated(mutate)).success).toBe(false);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', [validUser()]],
    ['a string', 'user'],
    ['an empty object', {}],
  ])('rejects %s', (_label, value) => {
    expect(userDetailsSchema.safeParse(value).success).toBe(false);
  });
});

describe('userPreferencesSchema', () => {
  it('accepts a timezone and an allowed language', () => {
    const value = { locale: { timezone: 'America/Mexico_City' }, language_code: 'es-MX' };
    expect(userPreferencesSchema.parse(value)).toEqual(value);
  });

  it('rejects a missing language', () => {
    expect(userPreferencesSchema.safeParse({ locale: { timezone: 'UTC' } }).success).toBe(false);
  });
});

describe('request schemas', () => {
  it.each<[unknown, boolean]>([
    [{}, true],
    [{ permissions: 'true' }, true],
    [{ permissions: 'false' }, true],
    [{ permissions: 'yes' }, false],
    [{ permissions: true }, false],
  ])('userContextQuerySchema %j -> %s', (value, ok) => {
    expect(userContextQuerySchema.safeParse(value).success).toBe(ok);
  });

  it('authStatusSchema accepts signed-out and signed-in answers', () => {
    expect(authStatusSchema.safeParse({ authenticated: false }).success).toBe(true);
    expect(
      authStatusSchema.safeParse({ authenticated: true, login_id: 'a', idle_expires_at: 'x', expires_at: 'y' }).success,
    ).toBe(true);
    expect(authStatusSchema.safeParse({ authenticated: 'yes' }).success).toBe(false);
  });

  it('loginBodySchema trims the login id', () => {
    expect(loginBodySchema.parse({ loginId: '  ada  ', password: 'pw' })).toEqual({ loginId: 'ada', password: 'pw' });
  });

  it.each<[string, unknown, boolean]>([
    ['valid with lastUrl', { loginId: 'ada', password: 'pw', lastUrl: '/apps?x=1' }, true],
    ['blank login id', { loginId: '   ', password: 'pw' }, false],
    ['empty password', { loginId: 'ada', password: '' }, false],
    ['login id over 100', { loginId: 'a'.repeat(101), password: 'pw' }, false],
    ['login id of 100', { loginId: 'a'.repeat(100), password: 'pw' }, true],
    ['password over 200', { loginId: 'ada', password: 'p'.repeat(201) }, false],
    ['lastUrl over 2000', { loginId: 'ada', password: 'pw', lastUrl: '/'.repeat(2001) }, false],
  ])('loginBodySchema %s -> %s', (_label, value, ok) => {
    expect(loginBodySchema.safeParse(value).success).toBe(ok);
  });

  it.each<[unknown, boolean]>([
    [{}, true],
    [{ lastUrl: '/apps', idle: '1', reset: '1', error: 'auth.invalid_credentials' }, true],
    [{ idle: '0' }, false],
    [{ reset: 'true' }, false],
    [{ error: 'e'.repeat(65) }, false],
  ])('loginQuerySchema %j -> %s', (value, ok) => {
    expect(loginQuerySchema.safeParse(value).success).toBe(ok);
  });

  it.each<[unknown, boolean]>([
    [{}, true],
    [{ language_code: 'fr-CA' }, true],
    [{ locale: { timezone: 'America/Chicago' }, settings: { theme: 'dark', rows: 25, compact: true } }, true],
    [{ language_code: 'en-CA' }, false],
    [{ settings: { nested: { a: 1 } } }, false],
    [{ settings: { note: 'x'.repeat(501) } }, false],
  ])('preferencesUpdateSchema %j -> %s', (value, ok) => {
    expect(preferencesUpdateSchema.safeParse(value).success).toBe(ok);
  });

  it('preferencesResponseSchema accepts a stored preference record', () => {
    const value = {
      login_id: 'ada',
      preferences: { locale: { timezone: 'America/Chicago' }, language_code: 'en-US' },
      settings: { pageSize: 25 },
    };
    expect(preferencesResponseSchema.parse(value)).toEqual(value);
  });

  it.each<[unknown, number | null]>([
    [{ site: '42' }, 42],
    [{ site: 0 }, 0],
    [{ site: '-1' }, null],
    [{ site: '1.5' }, null],
    [{ site: 'abc' }, null],
  ])('siteParamsSchema %j -> %s', (value, expected) => {
    const result = siteParamsSchema.safeParse(value);
    expect(result.success ? result.data.site : null).toBe(expected);
  });

  it('siteResponseSchema needs an allowed language', () => {
    expect(siteResponseSchema.safeParse({ site_id: 3, language_code: 'es-MX' }).success).toBe(true);
    expect(siteResponseSchema.safeParse({ site_id: 3, language_code: 'de-DE' }).success).toBe(false);
  });

  it.each<[string, unknown, boolean]>([
    ['valid', { token: 't'.repeat(20), password: 'p'.repeat(12), confirm: 'p'.repeat(12) }, true],
    ['short token', { token: 't'.repeat(19), password: 'p'.repeat(12), confirm: 'x' }, false],
    ['short password', { token: 't'.repeat(20), password: 'p'.repeat(11), confirm: 'x' }, false],
    ['empty confirm', { token: 't'.repeat(20), password: 'p'.repeat(12), confirm: '' }, false],
  ])('passwordResetSchema %s -> %s', (_label, value, ok) => {
    expect(passwordResetSchema.safeParse(value).success).toBe(ok);
  });
});

describe('identity paths and headers', () => {
  it.each<[keyof typeof IDENTITY_PATHS, string]>([
    ['userContext', '/api/v1/identity/user-context'],
    ['authStatus', '/api/auth-status'],
    ['logout', '/api/logout'],
    ['pwdResetLink', '/api/pwd-reset-link'],
    ['preferences', '/api/users/:loginId/preferences'],
    ['site', '/api/v1/identity/sites/:site'],
  ])('%s is %s', (name, path) => {
    expect(IDENTITY_PATHS[name]).toBe(path);
  });

  it('names the CSRF header', () => {
    expect(CSRF_HEADER).toBe('x-requested-with');
    expect(CSRF_HEADER_VALUE).toBe('portal');
  });
});
