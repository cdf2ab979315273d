import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { ERROR_CODES } from '@portal/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, HOSTS, type TestApp } from '../test/helper.js';
import { pathOfNul } from './text-input.js';

describe('pathOfNul', () => {
  it('points at the first string or key with a NUL, anywhere in the value', () => {
    expect(pathOfNul({ a: 'ok', b: [1, 'x\u0000'] })).toBe('/b/1');
    expect(pathOfNul({ a: { 'k\u0000': 1 } })).toBe('/a/k\\u0000');
    expect(pathOfNul('\u0000')).toBe('/');
    expect(pathOfNul({ a: ['fine', { b: 'é😀\u202e' }], n: null, t: true })).toBeUndefined();
  });

  it('walks a value nested 100 000 deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(pathOfNul(deep)).toBe(`/${Array(100_000).fill('0').join('/')}`);
  });
});

// Found by the fuzz suite on PostgreSQL: a NUL in any text input reached a query and answered 500.
describe('a NUL character in the input is a 400 on every database', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signIn('user');
  });
  afterAll(() => t.close());

  const expectRefused = (res: { statusCode: number; json: () => unknown }, context: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: ERROR_CODES.validation, details: [{ context }] });
  };

  it('in a JSON body (sign-in, anonymous)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: HOSTS.US, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
      payload: { loginId: 'user\u0000', password: 'x' },
    });
    expectRefused(res, 'body');
  });

  it('in a query string and in a path', async () => {
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/users/companies?loginId=a%00', headers: asUser(cookie) }),
      'querystring',
    );
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/v1/customer-support/glossaries/%00', headers: asUser(cookie) }),
      'params',
    );
  });

  it('in an object key of a body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { ...asUser(cookie), 'content-type': 'application/json' },
      payload: { events: [{ name: 'x', occurred_at: '2026-11-22T09:00:00.000Z', properties: { 'k\u0000': 1 } }] },
    });
    expectRefused(res, 'body');
  });
});
