/**
 * Faults the fuzz suite found, each pinned by a plain test (on both databases): ids beyond 32 bits
 * reached PostgreSQL integer columns and answered 500 ("value out of range for type integer").
 */
import { MAX_RECORD_ID } from '@portal/contract/constants';
import { ERROR_CODES } from '@portal/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, type TestApp } from '../helper.js';

describe('ids beyond the 32-bit range are invalid requests, not server errors', () => {
  let t: TestApp;
  let user: string;
  let superadmin: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signIn('user');
    superadmin = await t.signIn('superadmin');
  });
  afterAll(() => t.close());

  const tooBig = MAX_RECORD_ID + 1;
  const cases: { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; as?: 'superadmin' }[] = [
    { name: 'a site', method: 'GET', url: `/api/v1/identity/sites/${tooBig}` },
    { name: 'a tenant', method: 'GET', url: `/api/v2/identity/tenants/${tooBig}/products` },
    {
      name: 'an associated tenant',
      method: 'GET',
      url: `/api/v2/identity/tenants/0/products?associated_tenant_id=${tooBig}`,
    },
    {
      name: 'a tenant of partner access',
      method: 'POST',
      url: `/api/v2/identity/tenants/${tooBig}/fetch-active-partner-access-apps`,
      payload: {},
    },
    {
      name: 'associated tenants',
      method: 'POST',
      url: '/api/v2/identity/tenants/0/fetch-active-partner-access-apps',
      payload: { associated_tenant_ids: [Number.MAX_SAFE_INTEGER] },
    },
    {
      name: 'a company (super admin)',
      method: 'PUT',
      url: `/api/companies/${tooBig}/users/complete-registration`,
      payload: {},
      as: 'superadmin',
    },
    { name: 'an outbox message', method: 'GET', url: `/api/outbox/messages/${tooBig}`, as: 'superadmin' },
    { name: 'a desk queue', method: 'GET', url: `/api/support/desk/incidents?queueId=${tooBig}`, as: 'superadmin' },
    {
      name: 'a requested tenant',
      method: 'POST',
      url: '/api/v1/identity/users/user/access-requests',
      payload: { tenant_id: tooBig, products: ['REPORT_BUILDER'] },
    },
  ];

  it.each(cases)('$name', async ({ method, url, payload, as }) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...asUser(as === 'superadmin' ? superadmin : user), 'content-type': 'application/json' },
      payload: payload ?? (method === 'GET' ? undefined : {}),
    });
    // The company route checks the company before the body (not found); the others refuse the id itself.
    expect([400, 404], res.body).toContain(res.statusCode);
    expect(res.json()).toMatchObject({
      status: res.statusCode,
      code: res.statusCode === 400 ? ERROR_CODES.validation : ERROR_CODES.notFound,
    });
  });
});
