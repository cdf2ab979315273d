import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';

describe(`health (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('answers healthz without a session', async () => {
    const res = await t.app.inject({ url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers readyz with the dialect when the database is reachable', async () => {
    const res = await t.app.inject({ url: '/api/readyz' });
    expect(res.json()).toEqual({ status: 'ready', database: DIALECT_UNDER_TEST });
  });

  it('answers readyz 503 when the database is gone', async () => {
    const other = await createTestApp({ demo: false });
    await other.ctx.db.destroy();
    const res = await other.app.inject({ url: '/api/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('server.database_unavailable');
    await other.app.close();
  });

  it('keeps a caller-given request id', async () => {
    const res = await t.app.inject({ url: '/api/healthz', headers: { 'x-request-id': 'trace-1234567' } });
    expect(res.headers['x-request-id']).toBe('trace-1234567');
  });
});
