import { describe, expect, it } from 'vitest';
import { companyListQuerySchema, companyStatusesQuerySchema, setContextQuerySchema } from './companies.js';

describe('company list query', () => {
  it("takes the spec's defaults: page 0, 10 a page, by name ascending, no products", () => {
    expect(companyListQuerySchema.parse({})).toEqual({
      page: 0,
      pageSize: 10,
      sortBy: 'companyName',
      sortOrder: 'asc',
      companyTypes: [],
      statuses: [],
      showProducts: false,
    });
  });

  it('reads the filters as comma lists and showProducts as a flag', () => {
    const query = companyListQuerySchema.parse({
      companyTypes: 'SUPPLIER, THIRD_PARTY_AGENCY,',
      statuses: 'ACTIVE',
      showProducts: 'true',
      pageSize: '500',
    });
    expect(query).toMatchObject({
      companyTypes: ['SUPPLIER', 'THIRD_PARTY_AGENCY'],
      statuses: ['ACTIVE'],
      showProducts: true,
      pageSize: 500,
    });
    expect(companyStatusesQuerySchema.parse({ companyTypes: 'BASIC_VENDOR' }).companyTypes).toEqual(['BASIC_VENDOR']);
  });

  it('refuses unknown columns, values and sizes', () => {
    for (const bad of [
      { sortBy: 'subscribedProduct' },
      { companyTypes: 'SUPPLIER,NOPE' },
      { statuses: 'GONE' },
      { pageSize: '501' },
      { showProducts: '1' },
    ]) {
      expect(companyListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('set-context query', () => {
  it('takes a company id and an optional reason of up to 500 characters', () => {
    expect(setContextQuerySchema.parse({ companyId: '7', reason: '  INC-4711 ' })).toEqual({
      companyId: 7,
      reason: 'INC-4711',
    });
    expect(setContextQuerySchema.safeParse({ companyId: '7', reason: 'x'.repeat(501) }).success).toBe(false);
    expect(setContextQuerySchema.safeParse({}).success).toBe(false);
  });
});
