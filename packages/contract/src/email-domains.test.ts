import { describe, expect, it } from 'vitest';
import {
  domainNameProblem,
  domainNameSchema,
  emailDomainInputSchema,
  emailDomainListQuerySchema,
  emailDomainValidateSchema,
} from './email-domains.js';
import { ADMIN_TILE_PERMISSIONS, isAdministrator, PERMISSIONS } from './permissions.js';

describe('domainNameProblem', () => {
  it.each([
    ['acme.com', null],
    ['  Mail.ACME.co.uk ', null],
    ['a-b.example', null],
    ['x1.io', null],
    ['', 'required'],
    ['   ', 'required'],
    ['https://acme.com', 'scheme'],
    ['HTTP://acme.com/path', 'scheme'],
    ['acme', 'format'],
    ['dana@acme.com', 'format'],
    ['acme.com/path', 'format'],
    ['acme.com:8080', 'format'],
    ['*.acme.com', 'format'],
    ['-acme.com', 'format'],
    ['acme-.com', 'format'],
    ['acme..com', 'format'],
    ['acme.com.', 'format'],
    ['acme.c', 'format'],
    ['acme.123', 'format'],
    [`${'a'.repeat(64)}.com`, 'format'],
    [`${'a.'.repeat(126)}com`, 'tooLong'],
  ])('%j -> %s', (name, problem) => {
    expect(domainNameProblem(name)).toBe(problem);
  });
});

describe('email domain schemas', () => {
  it('normalise the name and refuse a bad one with its catalogue key', () => {
    expect(domainNameSchema.parse(' Acme.COM ')).toBe('acme.com');
    const refused = domainNameSchema.safeParse('https://acme.com');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('emailDomains.problems.scheme');
  });

  it('default the flags to false and refuse what is not a boolean', () => {
    expect(emailDomainInputSchema.parse({ domainName: 'acme.com' })).toEqual({
      domainName: 'acme.com',
      allowSubDomains: false,
      is3pDomain: false,
    });
    expect(emailDomainInputSchema.safeParse({ domainName: 'acme.com', is3pDomain: 'yes' }).success).toBe(false);
  });

  it('read the list query with the admin sizes and sortable columns, domain A–Z by default', () => {
    expect(emailDomainListQuerySchema.parse({})).toEqual({
      page: 0,
      pageSize: 10,
      sortBy: 'domainName',
      sortOrder: 'asc',
    });
    expect(emailDomainListQuerySchema.safeParse({ pageSize: '7' }).success).toBe(false);
    expect(emailDomainListQuerySchema.safeParse({ sortBy: 'companyId' }).success).toBe(false);
  });

  it('validate 1 to 100 rows', () => {
    const row = { domainName: 'anything at all' };
    expect(emailDomainValidateSchema.safeParse({ domains: [row] }).success).toBe(true);
    expect(emailDomainValidateSchema.safeParse({ domains: [] }).success).toBe(false);
    expect(emailDomainValidateSchema.safeParse({ domains: Array(101).fill(row) }).success).toBe(false);
  });
});

describe('admin tiles', () => {
  it('need the LIST permission of users, domains, partners and the activity log', () => {
    expect(Object.values(ADMIN_TILE_PERMISSIONS)).toEqual([
      PERMISSIONS.listUsers,
      PERMISSIONS.listEmailDomains,
      PERMISSIONS.listPartners,
      PERMISSIONS.listActivityLog,
    ]);
    expect(isAdministrator([PERMISSIONS.listActivityLog])).toBe(true);
    expect(isAdministrator([PERMISSIONS.updateEmailDomains, PERMISSIONS.switchPersona])).toBe(false);
    expect(isAdministrator([])).toBe(false);
  });
});
