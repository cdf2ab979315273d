import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ERROR_CODES } from '@portal/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../test/helper.js';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join('\n');
const SMALL_CSS = 'body{margin:0}';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A stand-in for the built web app, written where the server reads it at build time. */
function writeFakeDist(dist: string): void {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), APP_JS);
  fs.writeFileSync(path.join(dist, 'assets', 'small-def456.css'), SMALL_CSS);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), FAVICON);
}

function expectSecurityHeaders(res: LightMyRequestResponse, what: string): void {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get('script-src'), what).toEqual(["'self'"]);
  expect(directives.get('default-src'), what).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(res.headers['referrer-policy'], what).toBeTruthy();
}

describe(`web app serving (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, configure: (config) => writeFakeDist(config.webDist) });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: HOSTS.US, ...headers } });

  it.each(['/apps', '/deep/link?tab=2', '/admin/userList/'])(
    'answers %s with index.html (history fallback), not cached',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeTruthy();
      expect(res.body).toBe(
        INDEX_HTML.replace(
          '</head>',
          '<meta name="portal-market-locale" content="en-US"><meta name="portal-signed-out" content="true"></head>',
        ),
      );
    },
  );

  it('writes the market language into index.html, with an ETag per variant', async () => {
    const us = await get('/apps');
    const ca = await get('/apps', { host: HOSTS.CA });
    const mx = await get('/apps', { host: HOSTS.MX });
    expect(ca.body).toContain('<meta name="portal-market-locale" content="fr-CA">');
    expect(mx.body).toContain('<meta name="portal-market-locale" content="es-MX">');
    expect(new Set([us.headers.etag, ca.headers.etag, mx.headers.etag]).size).toBe(3);
    expect((await get('/other', { host: HOSTS.CA, 'if-none-match': String(ca.headers.etag) })).statusCode).toBe(304);
  });

  it('marks index.html as signed out only when the browser sends no session cookie, with an ETag per variant', async () => {
    const without = await get('/apps');
    const withCookie = await get('/apps', { cookie: 'portal_session=anything' });
    expect(without.body).toContain('<meta name="portal-signed-out" content="true">');
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.body).not.toContain('portal-signed-out');
    expect(withCookie.body).toContain('<meta name="portal-market-locale" content="en-US">');
    expect(withCookie.headers.etag).not.toBe(without.headers.etag);
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(APP_JS);
    expect((await get('/assets/small-def456.css')).headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('serves other files without long caching', async () => {
    const res = await get('/favicon.svg');
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(FAVICON);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const res = await get('/assets/x.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it.each(['/api/nope', '/api', '/api/v1/identity/nothing-here'])(
    'answers an unknown API path %s with 404 JSON',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ status: 404, code: ERROR_CODES.notFound });
    },
  );

  it('answers an unknown API call of another method with 404 JSON', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/nope',
      headers: { host: HOSTS.US, 'x-requested-with': 'portal' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ERROR_CODES.notFound);
  });

  it('compresses with gzip a file over 1 KB when the browser accepts it', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(APP_JS));
    expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await get('/assets/small-def456.css', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(SMALL_CSS);
  });

  it('answers 304 when the ETag matches, and the file when it does not', async () => {
    const first = await get('/assets/app-abc123.js');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/assets/app-abc123.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/assets/app-abc123.js', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    const index = await get('/apps');
    expect((await get('/other/route', { 'if-none-match': String(index.headers.etag) })).statusCode).toBe(304);
  });

  it('sends the security headers on every answer', async () => {
    for (const url of [
      '/',
      '/assets/app-abc123.js',
      '/assets/x.js',
      '/api/healthz',
      '/api/nope',
      '/api/login',
      '/api/auth-status',
    ]) {
      expectSecurityHeaders(await get(url), url);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { host: HOSTS.US },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expectSecurityHeaders(refused, 'refused POST');
  });
});

describe(`web app not built (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('says so instead of failing, and the API still answers', async () => {
    const res = await t.app.inject({ url: '/apps' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
  });
});
