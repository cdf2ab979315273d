import { describe, expect, it } from 'vitest';
import { TENANT_TYPES } from './identity.js';
import type { Tenant, TenantType } from './identity.js';
import type { Permission } from './permissions.js';
import {
  accessType,
  analyticsRole,
  deriveUserType,
  effectiveTenant,
  isBasicUser,
  isMultipleTenantsPartner,
  isSuperAdminGroup,
  personaOf,
  taggedCompanyOf,
  USER_TYPE_LABELS,
  userTypeLabelKey,
  userTypeOfTenant,
} from './user-type.js';
import type { AnalyticsAccessType, DerivedUserType, Persona, UserFacts, UserTypeLabelKey } from './user-type.js';

const SWITCH_COMPANY: Permission = { action: 'SWITCH', resource: 'COMPANY' };
const SWITCH_PERSONA: Permission = { action: 'SWITCH', resource: 'PERSONA' };
const LIST_USER: Permission = { action: 'LIST', resource: 'USER' };

function tenant(type: TenantType, id = 100): Tenant {
  return { id, name: `${type} company`, type };
}

type FactsOverrides = Partial<Omit<UserFacts, 'authz'>> & { group?: string; permissions?: Permission[] };

function facts(overrides: FactsOverrides = {}): UserFacts {
  const { group = 'Regular User', permissions = [], ...rest } = overrides;
  return {
    user_type: 'EXTERNAL',
    third_party_user: false,
    tenant: tenant('SUPPLIER'),
    persona_access_codes: [],
    acting_tenant: null,
    ...rest,
    authz: { group, permissions },
  };
}

describe('isSuperAdminGroup', () => {
  it.each<[string, boolean]>([
    ['Super Admin', true],
    ['Super Admin Spectator', true],
    ['Admin', false],
    ['Regular User', false],
    ['Merchant', false],
    ['super admin', false],
    ['Super Admin ', false],
    ['', false],
  ])('%j -> %s', (group, expected) => {
    expect(isSuperAdminGroup(group)).toBe(expected);
  });
});

describe('userTypeOfTenant', () => {
  it.each<[TenantType, DerivedUserType]>([
    ['SUPPLIER', 'charter'],
    ['THIRD_PARTY_AGENCY', 'charter'],
    ['BASIC_VENDOR', 'basic'],
    ['BASIC_THIRD_PARTY_AGENCY', 'basic'],
    ['ACCOUNT', 'unknown'],
    ['UNKNOWN', 'unknown'],
  ])('%s -> %s', (type, expected) => {
    expect(userTypeOfTenant(type)).toBe(expected);
  });

  it('covers every tenant type', () => {
    expect([...TENANT_TYPES].sort()).toEqual(
      ['ACCOUNT', 'BASIC_THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'SUPPLIER', 'THIRD_PARTY_AGENCY', 'UNKNOWN'].sort(),
    );
  });
});

describe('deriveUserType (spec section 4)', () => {
  it.each<[string, FactsOverrides, DerivedUserType]>([
    ['Super Admin group', { group: 'Super Admin', tenant: tenant('UNKNOWN') }, 'superAdmin'],
    ['Super Admin group on a supplier tenant', { group: 'Super Admin', tenant: tenant('SUPPLIER') }, 'superAdmin'],
    ['Super Admin group on a basic tenant', { group: 'Super Admin', tenant: tenant('BASIC_VENDOR') }, 'superAdmin'],
    ['Super Admin Spectator group', { group: 'Super Admin Spectator', tenant: tenant('UNKNOWN') }, 'superAdmin'],
    [
      'Super Admin Spectator on a supplier',
      { group: 'Super Admin Spectator', tenant: tenant('SUPPLIER') },
      'superAdmin',
    ],
    [
      'SWITCH COMPANY on an UNKNOWN tenant',
      { group: 'Regular User', permissions: [SWITCH_COMPANY], tenant: tenant('UNKNOWN') },
      'superAdmin',
    ],
    [
      'SWITCH COMPANY plus persona on an UNKNOWN tenant',
      { group: 'Merchant', permissions: [SWITCH_PERSONA, SWITCH_COMPANY], tenant: tenant('UNKNOWN') },
      'superAdmin',
    ],
    [
      'SWITCH COMPANY on a known supplier company',
      { permissions: [SWITCH_COMPANY], tenant: tenant('SUPPLIER') },
      'charter',
    ],
    [
      'SWITCH COMPANY on a basic vendor company',
      { permissions: [SWITCH_COMPANY], tenant: tenant('BASIC_VENDOR') },
      'basic',
    ],
    [
      'SWITCH PERSONA only on an UNKNOWN tenant',
      { permissions: [SWITCH_PERSONA], tenant: tenant('UNKNOWN') },
      'unknown',
    ],
    ['no permissions on an UNKNOWN tenant', { tenant: tenant('UNKNOWN') }, 'unknown'],
    ['supplier user', { tenant: tenant('SUPPLIER') }, 'charter'],
    ['supplier admin', { group: 'Admin', permissions: [LIST_USER], tenant: tenant('SUPPLIER') }, 'charter'],
    ['third-party agency user', { tenant: tenant('THIRD_PARTY_AGENCY'), third_party_user: true }, 'charter'],
    ['basic vendor', { tenant: tenant('BASIC_VENDOR') }, 'basic'],
    ['basic vendor admin', { group: 'Admin', tenant: tenant('BASIC_VENDOR') }, 'basic'],
    ['basic third-party agency', { tenant: tenant('BASIC_THIRD_PARTY_AGENCY') }, 'basic'],
    ['internal user on UNKNOWN tenant', { user_type: 'INTERNAL', tenant: tenant('UNKNOWN') }, 'unknown'],
  ])('%s -> %s', (_label, overrides, expected) => {
    expect(deriveUserType(facts(overrides))).toBe(expected);
  });

  it('ignores the acting tenant when deriving the type', () => {
    expect(deriveUserType(facts({ tenant: tenant('BASIC_VENDOR'), acting_tenant: tenant('SUPPLIER', 7) }))).toBe(
      'basic',
    );
  });
});

describe('personaOf (spec section 6)', () => {
  it.each<[string, Permission[], Persona | null]>([
    ['persona switch alone', [SWITCH_PERSONA], 'merchant'],
    ['persona switch beside other permissions', [LIST_USER, SWITCH_PERSONA], 'merchant'],
    ['persona and company switch', [SWITCH_PERSONA, SWITCH_COMPANY], 'supplier'],
    ['company switch alone', [SWITCH_COMPANY], null],
    ['neither', [LIST_USER], null],
  ])('%s -> %s', (_label, permissions, expected) => {
    expect(personaOf(facts({ permissions }))).toBe(expected);
  });
});

describe('taggedCompanyOf', () => {
  it('is the own company of a company-switch user outside the super-admin groups', () => {
    const acme = tenant('SUPPLIER', 42);
    expect(taggedCompanyOf(facts({ permissions: [SWITCH_COMPANY], tenant: acme }))).toEqual(acme);
  });

  it.each<[string, FactsOverrides]>([
    ['without company switch', { tenant: tenant('SUPPLIER') }],
    ['without a company (a super admin by type)', { permissions: [SWITCH_COMPANY], tenant: tenant('UNKNOWN') }],
    ['in the Super Admin group', { group: 'Super Admin', permissions: [SWITCH_COMPANY], tenant: tenant('SUPPLIER') }],
    [
      'in the Super Admin Spectator group',
      { group: 'Super Admin Spectator', permissions: [SWITCH_COMPANY], tenant: tenant('SUPPLIER') },
    ],
  ])('is null %s', (_label, overrides) => {
    expect(taggedCompanyOf(facts(overrides))).toBeNull();
  });
});

describe('isMultipleTenantsPartner', () => {
  const partner = { ...facts({ third_party_user: true, tenant: tenant('THIRD_PARTY_AGENCY') }) };
  it('holds for a third-party user of access class MULTIPLE_TENANTS', () => {
    expect(isMultipleTenantsPartner({ ...partner, accessClass: 'MULTIPLE_TENANTS' })).toBe(true);
  });

  it.each<[string, Parameters<typeof isMultipleTenantsPartner>[0]]>([
    ['another access class', { ...partner, accessClass: 'UI' }],
    ['not a third-party user', { ...partner, third_party_user: false, accessClass: 'MULTIPLE_TENANTS' }],
    ['without a company', { ...partner, tenant: tenant('UNKNOWN'), accessClass: 'MULTIPLE_TENANTS' }],
    [
      'a super admin',
      { ...partner, authz: { group: 'Super Admin', permissions: [] }, accessClass: 'MULTIPLE_TENANTS' },
    ],
  ])('does not hold for %s', (_label, user) => {
    expect(isMultipleTenantsPartner(user)).toBe(false);
  });
});

describe('isBasicUser', () => {
  it.each<[string, FactsOverrides, boolean]>([
    ['basic vendor', { tenant: tenant('BASIC_VENDOR') }, true],
    ['basic third-party agency', { tenant: tenant('BASIC_THIRD_PARTY_AGENCY') }, true],
    ['supplier', { tenant: tenant('SUPPLIER') }, false],
    ['third-party agency', { tenant: tenant('THIRD_PARTY_AGENCY') }, false],
    ['unknown', { tenant: tenant('UNKNOWN') }, false],
    ['super admin on a basic tenant', { group: 'Super Admin', tenant: tenant('BASIC_VENDOR') }, false],
  ])('%s -> %s', (_label, overrides, expected) => {
    expect(isBasicUser(facts(overrides))).toBe(expected);
  });
});

describe('effectiveTenant', () => {
  const own = tenant('UNKNOWN', 1);
  const chosen = tenant('SUPPLIER', 2);

  it('is the acting tenant when one is chosen', () => {
    expect(effectiveTenant(facts({ group: 'Super Admin', tenant: own, acting_tenant: chosen }))).toEqual(chosen);
  });

  it('is the own tenant without an acting tenant', () => {
    expect(effectiveTenant(facts({ tenant: own, acting_tenant: null }))).toEqual(own);
  });

  it('is the own tenant for an ordinary user', () => {
    const supplier = tenant('SUPPLIER', 55);
    expect(effectiveTenant(facts({ tenant: supplier }))).toEqual(supplier);
  });
});

describe('user-type labels (spec section 3)', () => {
  it('are Supplier, Third Party User, Basic Vendor, Basic Third Party Agency, Account, Unknown', () => {
    expect(USER_TYPE_LABELS).toEqual({
      supplier: 'Supplier',
      thirdParty: 'Third Party User',
      basicVendor: 'Basic Vendor',
      basicThirdParty: 'Basic Third Party Agency',
      account: 'Account',
      unknown: 'Unknown',
    });
  });

  it.each<[TenantType, boolean, UserTypeLabelKey, string]>([
    ['SUPPLIER', false, 'supplier', 'Supplier'],
    ['SUPPLIER', true, 'thirdParty', 'Third Party User'],
    ['THIRD_PARTY_AGENCY', false, 'thirdParty', 'Third Party User'],
    ['THIRD_PARTY_AGENCY', true, 'thirdParty', 'Third Party User'],
    ['BASIC_VENDOR', false, 'basicVendor', 'Basic Vendor'],
    ['BASIC_VENDOR', true, 'basicVendor', 'Basic Vendor'],
    ['BASIC_THIRD_PARTY_AGENCY', false, 'basicThirdParty', 'Basic Third Party Agency'],
    ['BASIC_THIRD_PARTY_AGENCY', true, 'basicThirdParty', 'Basic Third Party Agency'],
    ['ACCOUNT', false, 'account', 'Account'],
    ['ACCOUNT', true, 'account', 'Account'],
    ['UNKNOWN', false, 'unknown', 'Unknown'],
    ['UNKNOWN', true, 'unknown', 'Unknown'],
  ])('%s (third party %s) -> %s (%s)', (type, thirdParty, key, label) => {
    const actual = userTypeLabelKey(type, thirdParty);
    expect(actual).toBe(key);
    expect(USER_TYPE_LABELS[actual]).toBe(label);
  });
});

describe('analytics role and access type (spec section 4), per persona', () => {
  it.each<[string, FactsOverrides, string, AnalyticsAccessType]>([
    [
      'category manager (code 2000)',
      { user_type: 'INTERNAL', group: 'Merchant', persona_access_codes: [1000, 2000], tenant: tenant('UNKNOWN') },
      'Category Manager',
      'Full',
    ],
    [
      'category manager who is also a third-party user',
      { persona_access_codes: [2000], third_party_user: true },
      'Category Manager',
      'Full',
    ],
    [
      'merchant (code 1000 only)',
      { user_type: 'INTERNAL', group: 'Merchant', persona_access_codes: [1000], tenant: tenant('UNKNOWN') },
      'Merchant',
      'Full',
    ],
    [
      'third-party user of a supplier',
      { third_party_user: true, tenant: tenant('SUPPLIER') },
      'Third Party User',
      'Full',
    ],
    [
      'third-party agency admin',
      { group: 'Admin', third_party_user: true, tenant: tenant('THIRD_PARTY_AGENCY') },
      'Third Party User',
      'Full',
    ],
    [
      'basic third-party agency user',
      { third_party_user: true, tenant: tenant('BASIC_THIRD_PARTY_AGENCY') },
      'Third Party User',
      'Basic',
    ],
    [
      'super admin',
      { group: 'Super Admin', permissions: [SWITCH_COMPANY], tenant: tenant('UNKNOWN') },
      'Super Admin',
      'Full',
    ],
    [
      'super admin spectator',
      { group: 'Super Admin Spectator', tenant: tenant('UNKNOWN') },
      'Super Admin Spectator',
      'Full',
    ],
    [
      'super admin acting for a basic vendor',
      { group: 'Super Admin', tenant: tenant('UNKNOWN'), acting_tenant: tenant('BASIC_VENDOR', 9) },
      'Super Admin',
      'Full',
    ],
    [
      'supplier company admin',
      { group: 'Admin', permissions: [LIST_USER], tenant: tenant('SUPPLIER') },
      'Admin',
      'Full',
    ],
    ['supplier regular user', { tenant: tenant('SUPPLIER') }, 'Regular User', 'Full'],
    ['basic vendor user', { tenant: tenant('BASIC_VENDOR') }, 'Regular User', 'Basic'],
    ['basic vendor admin', { group: 'Admin', tenant: tenant('BASIC_VENDOR') }, 'Admin', 'Basic'],
    [
      'support agent',
      { user_type: 'INTERNAL', group: 'Support Agent', tenant: tenant('UNKNOWN') },
      'Support Agent',
      'Full',
    ],
    ['external user of an unknown tenant, no group', { group: '', tenant: tenant('UNKNOWN') }, 'Supplier', 'Full'],
    [
      'internal user of an unknown tenant, no group',
      { user_type: 'INTERNAL', group: '', tenant: tenant('UNKNOWN') },
      'UNKNOWN',
      'Full',
    ],
    ['supplier user, no group', { group: '', tenant: tenant('SUPPLIER') }, 'SUPPLIER', 'Full'],
    ['basic vendor user, no group', { group: '', tenant: tenant('BASIC_VENDOR') }, 'BASIC_VENDOR', 'Basic'],
  ])('%s -> %s, %s', (_label, overrides, role, access) => {
    const user = facts(overrides);
    expect(analyticsRole(user)).toBe(role);
    expect(accessType(user)).toBe(access);
  });
});
