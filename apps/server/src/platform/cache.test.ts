import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../test/helper.js';
import { registerCachePolicy } from './cache.js';
import { PAGE_ASSETS, PAGE_ASSETS_CACHE } from './page-assets.js';

const DECLARED = new Map<string, string>(Object.values(PAGE_ASSETS).map((url) => [url, PAGE_ASSETS_CACHE]));

describe(`Cache-Control of /api answers (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let callers: { name: string; headers: Record<string, string> }[];
  beforeAll(async () => {
    t = await createTestApp();
    callers = [
      { name: 'signed out', headers: { host: HOSTS.US, [CSRF_HEADER]: CSRF_HEADER_VALUE } },
      { name: 'user', headers: asUser(await t.signIn('user')) },
      { name: 'superadmin', headers: asUser(await t.signIn('superadmin')) },
    ];
  });
  afterAll(() => t.close());

  const apiGets = () => t.app.registeredRoutes.filter((r) => r.method === 'GET' && r.url.startsWith('/api'));

  it('every GET route under /api answers no-store to everyone, whatever the status, unless it declares otherwise', async () => {
    expect(apiGets().length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of apiGets()) {
      const url = route.url.replace(/:\w+/g, '1');
      for (const caller of callers) {
        const res = await t.app.inject({ method: 'GET', url, headers: caller.headers });
        const expected = DECLARED.get(route.url) ?? 'no-store';
        if (res.headers['cache-control'] !== expected)
          wrong.push(`${url} as ${caller.name}: ${res.statusCode} ${res.headers['cache-control']}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the server pages' style sheet and scripts keep the caching their routes declare", async () => {
    expect(DECLARED.size).toBe(3);
    for (const url of DECLARED.keys()) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.US } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('errors, refusals and unknown paths under /api are no-store too', async () => {
    const [anonymous, user] = callers.map((c) => c.headers) as [Record<string, string>, Record<string, string>];
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: anonymous }),
      await t.app.inject({ method: 'DELETE', url: '/api/no-such-route', headers: anonymous }),
      await t.app.inject({ method: 'GET', url: '/api/%61pi-nothing', headers: anonymous }),
      await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A', headers: anonymous }),
      await t.app.inject({ method: 'GET', url: '/api/v1/identity/user-context', headers: anonymous }),
      await t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: { ...user, 'content-type': 'application/json' },
        payload: '{bad',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/lcs/contact-us',
        headers: { ...user, 'content-type': 'application/json' },
        payload: {},
      }),
    ];
    expect(answers.map((res) => [res.statusCode >= 400, res.headers['cache-control']])).toEqual(
      answers.map(() => [true, 'no-store']),
    );
  });

  it('leaves the web app its own caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/apps', headers: { host: HOSTS.US } });
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('the cache policy hook', () => {
  it('overrides a looser header a handler set on its own, and keeps what a route declares', async () => {
    const app = Fastify();
    registerCachePolicy(app);
    app.get('/api/forgot', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=600').send({ ok: true }),
    );
    app.get('/api/declared', { config: { cache: 'private, max-age=60' } }, async () => ({ ok: true }));
    app.get('/elsewhere', async (_request, reply) => reply.header('cache-control', 'public, max-age=600').send('page'));
    await app.ready();
    expect((await app.inject({ url: '/api/forgot' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/declared' })).headers['cache-control']).toBe('private, max-age=60');
    expect((await app.inject({ url: '/elsewhere' })).headers['cache-control']).toBe('public, max-age=600');
    await app.close();
  });
});
