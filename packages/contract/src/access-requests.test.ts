import { describe, expect, it } from 'vitest';
import {
  ACCESS_REQUEST_FIELD_ERRORS,
  accessRequestSchema,
  accessSearchQuerySchema,
  newAccessRequestSchema,
  REQUESTOR_NOTE_TRUNCATE,
} from './access-requests.js';

describe('newAccessRequestSchema (spec: tenant_id, products, requestor_note)', () => {
  const messages = (value: unknown) =>
    newAccessRequestSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it('accepts a request without a note, and trims a note', () => {
    expect(newAccessRequestSchema.parse({ tenant_id: 1000101, products: ['SHOPPER_BEHAVIOR'] })).toEqual({
      tenant_id: 1000101,
      products: ['SHOPPER_BEHAVIOR'],
      requestor_note: '',
    });
    expect(
      newAccessRequestSchema.parse({ tenant_id: 1, products: ['X'], requestor_note: '  why  ' }).requestor_note,
    ).toBe('why');
  });

  it('answers the form’s field codes', () => {
    expect(messages({ products: ['X'] })).toEqual([ACCESS_REQUEST_FIELD_ERRORS.companyRequired]);
    expect(messages({ tenant_id: 1, products: [] })).toEqual([ACCESS_REQUEST_FIELD_ERRORS.productsRequired]);
    expect(messages({ tenant_id: 1, products: ['X'], requestor_note: 'n'.repeat(501) })).toEqual([
      ACCESS_REQUEST_FIELD_ERRORS.noteTooLong,
    ]);
    expect(messages({ tenant_id: 1, products: ['X'], requestor_note: 'n'.repeat(500) })).toEqual([]);
  });

  it('refuses more than ten products and a tenant id that is not a positive integer', () => {
    expect(messages({ tenant_id: 1, products: Array.from({ length: 11 }, (_, i) => `P${i}`) })).toHaveLength(1);
    expect(messages({ tenant_id: -4, products: ['X'] })).toHaveLength(1);
    expect(messages({ tenant_id: 1.5, products: ['X'] })).toHaveLength(1);
  });
});

describe('accessSearchQuerySchema', () => {
  it('reads the query string with defaults: first page of 10', () => {
    expect(accessSearchQuerySchema.parse({})).toEqual({ page: 0, page_size: 10 });
    expect(accessSearchQuerySchema.parse({ search: ' summit ', page: '2', page_size: '25' })).toEqual({
      search: 'summit',
      page: 2,
      page_size: 25,
    });
  });

  it('refuses pages out of range', () => {
    expect(accessSearchQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
    expect(accessSearchQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
    expect(accessSearchQuerySchema.safeParse({ page_size: '0' }).success).toBe(false);
  });
});

describe('the access-request row', () => {
  it('truncates the requester note at 35 characters in tables (spec section 9)', () => {
    expect(REQUESTOR_NOTE_TRUNCATE).toBe(35);
  });

  it('carries the admin table’s fields and the state', () => {
    const row = {
      id: '7',
      tenant_id: 1000101,
      company_name: 'Acme Fresh Foods',
      first_name: 'Jamie',
      last_name: 'Cooper',
      email: 'jamie.cooper@acmefresh.example',
      products: ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'],
      product_text: 'Shopper Behavior | Report Builder',
      requestor_note: '',
      create_time: '2026-11-22T09:00:00.000Z',
      state: 'PENDING',
    };
    expect(accessRequestSchema.parse(row)).toEqual(row);
    expect(accessRequestSchema.safeParse({ ...row, state: 'CANCELLED' }).success).toBe(false);
  });
});
