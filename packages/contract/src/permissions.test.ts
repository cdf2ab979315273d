import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  GROUP_NAMES,
  GROUPS,
  hasPermission,
  PERMISSIONS,
  permissionSchema,
  RESOURCES,
} from './permissions.js';
import type { Permission } from './permissions.js';

const SWITCH_PERSONA: Permission = { action: 'SWITCH', resource: 'PERSONA' };
const SWITCH_COMPANY: Permission = { action: 'SWITCH', resource: 'COMPANY' };
const UPDATE_USER_SETTINGS: Permission = { action: 'UPDATE', resource: 'USER_SETTINGS' };
const LIST_USER: Permission = { action: 'LIST', resource: 'USER' };

describe('permissionSchema', () => {
  it.each(Object.entries(PERMISSIONS))('PERMISSIONS.%s is a valid action/resource pair', (_name, permission) => {
    expect(permissionSchema.parse(permission)).toEqual(permission);
    expect(Object.keys(permission).sort()).toEqual(['action', 'resource']);
  });

  it('has no two PERMISSIONS names for the same pair', () => {
    const keys = Object.values(PERMISSIONS).map((p) => `${p.action}:${p.resource}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each<[string, unknown]>([
    ['the spec example SWITCH PERSONA', SWITCH_PERSONA],
    ['the spec example SWITCH COMPANY', SWITCH_COMPANY],
    ['the spec example UPDATE USER_SETTINGS', UPDATE_USER_SETTINGS],
  ])('accepts %s', (_label, value) => {
    expect(permissionSchema.safeParse(value).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['unknown action', { action: 'READ', resource: 'USER' }],
    ['unknown resource', { action: 'LIST', resource: 'USERS' }],
    ['lower-case action', { action: 'list', resource: 'USER' }],
    ['lower-case resource', { action: 'LIST', resource: 'user' }],
    ['missing action', { resource: 'USER' }],
    ['missing resource', { action: 'LIST' }],
    ['string', 'LIST:USER'],
    ['null', null],
    ['tuple', ['LIST', 'USER']],
  ])('rejects %s', (_label, value) => {
    expect(permissionSchema.safeParse(value).success).toBe(false);
  });

  it('knows the actions and resources the spec names', () => {
    expect(ACTIONS).toEqual(expect.arrayContaining(['LIST', 'SWITCH', 'UPDATE']));
    expect(RESOURCES).toEqual(
      expect.arrayContaining([
        'USER',
        'EMAIL_DOMAIN',
        'COMPANY_PARTNER_ASSOCIATION',
        'ACTIVITY_LOG',
        'COMPANY',
        'PERSONA',
        'USER_SETTINGS',
      ]),
    );
  });
});

describe('named permissions (spec section 6)', () => {
  it.each<[keyof typeof PERMISSIONS, Permission]>([
    ['switchPersona', SWITCH_PERSONA],
    ['switchCompany', SWITCH_COMPANY],
    ['updateUserSettings', UPDATE_USER_SETTINGS],
    ['listUsers', LIST_USER],
    ['listEmailDomains', { action: 'LIST', resource: 'EMAIL_DOMAIN' }],
    ['listPartners', { action: 'LIST', resource: 'COMPANY_PARTNER_ASSOCIATION' }],
    ['listActivityLog', { action: 'LIST', resource: 'ACTIVITY_LOG' }],
  ])('%s is %j', (name, expected) => {
    expect(PERMISSIONS[name]).toEqual(expected);
  });
});

describe('groups (spec section 6)', () => {
  it('names Super Admin, Super Admin Spectator, Admin and Regular User', () => {
    expect(GROUPS.superAdmin).toBe('Super Admin');
    expect(GROUPS.superAdminSpectator).toBe('Super Admin Spectator');
    expect(GROUPS.admin).toBe('Admin');
    expect(GROUPS.regularUser).toBe('Regular User');
  });

  it('GROUP_NAMES lists every group value once', () => {
    expect([...GROUP_NAMES].sort()).toEqual(Object.values(GROUPS).sort());
    expect(new Set(GROUP_NAMES).size).toBe(GROUP_NAMES.length);
    expect(GROUP_NAMES).toEqual(
      expect.arrayContaining(['Super Admin', 'Super Admin Spectator', 'Admin', 'Regular User']),
    );
  });
});

describe('hasPermission', () => {
  const granted: Permission[] = [LIST_USER, SWITCH_PERSONA, { action: 'UPDATE', resource: 'EMAIL_DOMAIN' }];

  it.each<[string, readonly Permission[], Permission, boolean]>([
    ['granted pair', granted, LIST_USER, true],
    ['another granted pair', granted, SWITCH_PERSONA, true],
    ['granted pair as a fresh object', granted, { action: 'UPDATE', resource: 'EMAIL_DOMAIN' }, true],
    ['same action, other resource', granted, { action: 'LIST', resource: 'EMAIL_DOMAIN' }, false],
    ['same resource, other action', granted, { action: 'DELETE', resource: 'USER' }, false],
    ['action and resource from different grants', granted, { action: 'SWITCH', resource: 'USER' }, false],
    ['nothing granted', [], LIST_USER, false],
    ['only grant', [SWITCH_COMPANY], SWITCH_COMPANY, true],
  ])('%s -> %s', (_label, list, wanted, expected) => {
    expect(hasPermission(list, wanted)).toBe(expected);
  });
});
