import { gunzipSync } from 'node:zlib';
import { ERROR_CODES } from '@portal/contract/errors';
import { FLAG_PATHS, FLAG_VISITOR_COOKIE } from '@portal/contract/flags';
import { LOCALE_COOKIE, type Locale } from '@portal/contract/locale';
import { PAGE_BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from '@portal/contract/page-bootstrap';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_APP_JS as APP_JS,
  FAKE_FAVICON as FAVICON,
  FAKE_INDEX_HTML as INDEX_HTML,
  FAKE_ROUTE_PRELOADS as ROUTE_PRELOADS,
  FAKE_SMALL_CSS as SMALL_CSS,
  writeFakeWebDist,
} from '../test/fake-web-dist.js';
import { createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../test/helper.js';

/** The bootstrap a page holds (its JSON data block), or null. */
function bootstrapOf(html: string): PageBootstrap | null {
  const match = new RegExp(`<script type="application/json" id="${PAGE_BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  return match ? (JSON.parse(match[1]!) as PageBootstrap) : null;
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
    t = await createTestApp({ demo: false, configure: (config) => writeFakeWebDist(config.webDist) });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: HOSTS.US, ...headers } });

  it.each(['/apps', '/deep/link?tab=2', '/admin/userList/'])(
    'answers %s with the page (history fallback) and its first data, never stored',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.etag).toBeUndefined();
      const meta = '<meta name="portal-market-locale" content="en-US">';
      expect(res.body.startsWith(INDEX_HTML.split('</head>')[0] + meta + '<script')).toBe(true);
      // The visitor's flags, as the flags call answers them for the visitor cookie the page set.
      const visitor = res.cookies.find((cookie) => cookie.name === FLAG_VISITOR_COOKIE)!;
      const flags = await get(FLAG_PATHS.flags, { cookie: `${visitor.name}=${visitor.value}` });
      expect(bootstrapOf(res.body)).toEqual({
        market: { market: 'US', production: true, default_locale: 'en-US', locales: ['en-US', 'es-MX'] },
        user_context: null,
        flags: flags.json().flags,
      });
    },
  );

  it('writes no preload links when the build wrote no route preloads', async () => {
    for (const headers of [{}, { cookie: 'portal_session=anything' }] as Record<string, string>[]) {
      const res = await get('/apps', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('modulepreload');
    }
  });

  it("writes the market's language and market into the page", async () => {
    const ca = await get('/apps', { host: HOSTS.CA });
    const mx = await get('/apps', { host: HOSTS.MX });
    expect(ca.body).toContain('<meta name="portal-market-locale" content="fr-CA">');
    expect(mx.body).toContain('<meta name="portal-market-locale" content="es-MX">');
    expect(bootstrapOf(ca.body)?.market.market).toBe('CA');
    expect(bootstrapOf(mx.body)?.market.default_locale).toBe('es-MX');
  });

  it('sends the page as built, with an ETag per variant, to a session that is not valid (the page asks why)', async () => {
    const withCookie = await get('/apps', { cookie: 'portal_session=anything' });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.body).not.toContain('portal-signed-out');
    expect(withCookie.body).toContain('<meta name="portal-market-locale" content="en-US">');
    expect(bootstrapOf(withCookie.body)).toBeNull();
    expect(withCookie.headers['cache-control']).toBe('no-cache');
    const ca = await get('/apps', { host: HOSTS.CA, cookie: 'portal_session=anything' });
    expect(ca.headers.etag).not.toBe(withCookie.headers.etag);
    const again = await get('/other', {
      host: HOSTS.CA,
      cookie: 'portal_session=x',
      'if-none-match': String(ca.headers.etag),
    });
    expect(again.statusCode).toBe(304);
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

describe(`route preloads (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      configure: (config) => writeFakeWebDist(config.webDist, { routePreloads: ROUTE_PRELOADS }),
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: HOSTS.US, ...headers } });
  const linksOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  const head = (html: string) => html.split('</head>')[0]!;
  const preloads = (route: keyof typeof ROUTE_PRELOADS, locale: Locale) => {
    const files = ROUTE_PRELOADS[route]!;
    return [...files.modules, ...files.texts[locale]];
  };

  it("writes a route's chunks and texts as preload links into its page, with its first data or without", async () => {
    const bootstrapped = await get('/apps?tab=2');
    const asBuilt = await get('/apps/', { cookie: 'portal_session=anything' });
    for (const res of [bootstrapped, asBuilt]) {
      expect(res.statusCode).toBe(200);
      expect(linksOf(head(res.body))).toEqual(preloads('/apps', 'en-US'));
      // After the entry's own script, so the browser asks for the entry first.
      expect(res.body.indexOf('modulepreload')).toBeGreaterThan(res.body.indexOf('/assets/app-abc123.js'));
    }
    expect(bootstrapped.body).toContain(`id="${PAGE_BOOTSTRAP_ELEMENT_ID}"`);
    expect(asBuilt.body).not.toContain(`id="${PAGE_BOOTSTRAP_ELEMENT_ID}"`);
    expect(asBuilt.headers.etag).not.toBe((await get('/other', { cookie: 'portal_session=x' })).headers.etag);
  });

  it("preloads the texts in the language the page will show: the user's, else the saved choice, else the market's", async () => {
    expect(linksOf((await get('/apps', { host: HOSTS.MX })).body)).toEqual(preloads('/apps', 'es-MX'));
    const saved = `${LOCALE_COOKIE}=fr-CA`;
    expect(linksOf((await get('/apps', { host: HOSTS.MX, cookie: saved })).body)).toEqual(preloads('/apps', 'fr-CA'));
    const signedIn = await t.signIn('user.mx', HOSTS.MX);
    const userPage = await get('/apps', { host: HOSTS.MX, cookie: `${signedIn}; ${saved}` });
    expect(bootstrapOf(userPage.body)?.user_context?.user_preferences.language_code).toBe('es-MX');
    expect(linksOf(userPage.body)).toEqual(preloads('/apps', 'es-MX'));
  });

  it('preloads the page the route guard sends the user to at once too: a super admin from /apps to the company list', async () => {
    const superadmin = await t.signIn('superadmin');
    const both = [...new Set([...preloads('/apps', 'en-US'), ...preloads('/companyList', 'en-US')])];
    expect(linksOf((await get('/apps', { cookie: superadmin })).body)).toEqual(both);
    expect(linksOf((await get('/apps', { cookie: await t.signIn('user') })).body)).toEqual(preloads('/apps', 'en-US'));
  });

  it("matches a route's parameter by segment, and a route's case exactly", async () => {
    expect(linksOf((await get('/outbox/42')).body)).toEqual(preloads('/outbox/:messageId', 'en-US'));
    expect(linksOf((await get('/outbox/42/more')).body)).toEqual([]);
    expect(linksOf((await get('/Apps')).body)).toEqual([]);
  });

  it('writes none for a path no route names', async () => {
    for (const url of ['/deep/link', '/app', '/route-preloads.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('modulepreload');
    }
  });

  it("does not serve the build's preload list", async () => {
    const res = await get('/route-preloads.json');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toContain('feature-products');
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
