import { ERROR_CODES } from '@portal/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../test/helper.js';
import { publicBaseUrl, publicLink } from './public-url.js';

describe('public URLs from configuration', () => {
  it('derives http://<first host of the market>:<PORT> outside production when nothing is configured', () => {
    const config = loadConfig({});
    expect(publicBaseUrl(config, 'US')).toBe('http://localhost:3000');
    expect(publicBaseUrl(config, 'MX')).toBe('http://mx.localhost:3000');
    expect(publicBaseUrl(config, 'CA')).toBe('http://ca.localhost:3000');
    expect(publicLink(config, 'MX', '/support/trackTicket/261122-000001')).toBe(
      'http://mx.localhost:3000/support/trackTicket/261122-000001',
    );
  });

  it('keeps a port given in MARKET_HOSTS, and links a market no host serves to the first market', () => {
    const config = loadConfig({ MARKET_HOSTS: 'portal.test:8443=US,mx.portal.test=MX', PORT: '8080' });
    expect(publicBaseUrl(config, 'US')).toBe('http://portal.test:8443');
    expect(publicBaseUrl(config, 'MX')).toBe('http://mx.portal.test:8080');
    expect(publicBaseUrl(config, 'CA')).toBe('http://portal.test:8443');
    expect(publicBaseUrl(config, 'XX')).toBe('http://portal.test:8443');
  });

  it('prefers the market’s own URL, then PUBLIC_URL', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://portal.example.com/',
      MARKET_PUBLIC_URLS: 'MX=https://mx.portal.example.com',
    });
    expect(publicBaseUrl(config, 'MX')).toBe('https://mx.portal.example.com');
    expect(publicBaseUrl(config, 'US')).toBe('https://portal.example.com');
    expect(publicBaseUrl(config, 'CA')).toBe('https://portal.example.com');
    expect(publicLink(config, 'US', '/api/password-reset?token=abc')).toBe(
      'https://portal.example.com/api/password-reset?token=abc',
    );
  });
});

describe(`links and hosts in production (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        DEMO: 'true',
        MARKET_HOSTS: 'portal.example.com=US,mx.portal.example.com=MX,localhost=US',
        MARKET_PUBLIC_URLS: 'US=https://portal.example.com,MX=https://mx.portal.example.com',
      },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  it.each([
    ['GET', '/api/market'],
    ['GET', '/api/login'],
    ['GET', '/'],
    ['POST', '/api/password-reset/request'],
  ] as const)('answers %s %s on a host that is not configured with 421 in the error shape', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({ status: 421, code: ERROR_CODES.unknownHost, message: expect.any(String) });
  });

  it('still answers the health checks, which load balancers send by address', async () => {
    expect((await t.app.inject({ url: '/api/healthz', headers: { host: '10.0.0.7:3000' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/readyz', headers: { host: '10.0.0.7:3000' } })).statusCode).toBe(200);
  });

  it('does not believe X-Forwarded-Host from a client that is not a configured proxy', async () => {
    const res = await t.app.inject({
      url: '/api/market',
      headers: { host: 'evil.example', 'x-forwarded-host': 'mx.portal.example.com' },
    });
    expect(res.statusCode).toBe(421);
    const own = await t.app.inject({
      url: '/api/market',
      headers: { host: 'portal.example.com', 'x-forwarded-host': 'mx.portal.example.com' },
    });
    expect(own.json()).toMatchObject({ market: 'US' });
  });

  it('mails the reset link on the market’s configured URL', async () => {
    // A press-and-hold proof of the anonymous client (decision record 011); app.inject() calls come from 127.0.0.1.
    const { proof } = await t.app.humanProofs.sign('ip:127.0.0.1');
    const res = await post(
      '/api/password-reset/request',
      { loginId: 'agent', humanProof: proof },
      { host: 'mx.portal.example.com', 'x-forwarded-host': 'evil.example' },
    );
    expect(res.statusCode).toBe(200);
    const mail = await t.ctx.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(/https:\/\/mx\.portal\.example\.com\/api\/password-reset\?token=[\w-]{20,}/);
    expect(mail.text_body).not.toContain('evil');
  });
});

describe(`trusted proxies (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // app.inject() calls come from 127.0.0.1.
    t = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1/32', MARKET_HOSTS: 'localhost=US,mx.localhost=MX' } });
  });
  afterAll(() => t.close());

  it('takes the host from X-Forwarded-Host when a configured proxy sends it', async () => {
    const res = await t.app.inject({
      url: '/api/market',
      headers: { host: 'localhost', 'x-forwarded-host': 'mx.localhost' },
    });
    expect(res.json()).toMatchObject({ market: 'MX' });
  });

  it('still writes links from configuration, not from the forwarded host', async () => {
    const { proof } = await t.app.humanProofs.sign('ip:127.0.0.1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      headers: {
        host: 'localhost',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ loginId: 'associate', humanProof: proof }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.ctx.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('http://localhost:3000/api/password-reset?token=');
    expect(mail.text_body).not.toContain('evil');
  });

  it('ignores X-Forwarded-Host from any other address', async () => {
    const res = await t.app.inject({
      url: '/api/market',
      remoteAddress: '203.0.113.9',
      headers: { host: HOSTS.US, 'x-forwarded-host': 'mx.localhost' },
    });
    expect(res.json()).toMatchObject({ market: 'US' });
  });
});
