import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@portal/contract/errors';
import type { UserDetails } from '@portal/contract/identity';
import type { Locale } from '@portal/contract/locale';
import { MARKET_LOCALE_META, SIGNED_OUT_META } from '@portal/contract/markets';
import { bootstrapJson, PAGE_BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from '@portal/contract/page-bootstrap';
import { decideRoute } from '@portal/contract/route-guard';
import { ROUTE_PRELOADS_FILE, routePreloadsSchema, type RoutePreloads } from '@portal/contract/route-preloads';
import { matchesRoute } from '@portal/contract/routes';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { policy } from './authorization.js';
import { interfaceLocale } from './caller-locale.js';
import { SESSION_COOKIE } from './session.js';

type StaticFile = { body: Buffer; type: string; etag: string; immutable: boolean };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Reads the built web app into memory: it is small, and serving from memory keeps each request cheap. */
function loadDist(dist: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(path.join(dist, 'index.html'))) return files;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const body = fs.readFileSync(full);
        const urlPath = '/' + path.relative(dist, full).split(path.sep).join('/');
        files.set(urlPath, {
          body,
          type: TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          immutable: urlPath.startsWith('/assets/'),
        });
      }
    }
  };
  walk(dist);
  return files;
}

/** What the server writes into an app page for its first render (modules/page-bootstrap); null to write none. */
export type PageBootstrapper = (request: FastifyRequest, reply: FastifyReply) => Promise<PageBootstrap | null>;

/** What the other routes need of the web app: its page, as a signed-in or a signed-out browser gets it. */
export type WebApp = { sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> };

/**
 * Serves the built single-page app: hashed assets (under /assets/, read without looking at the caller) with a
 * year's caching; any other path that is not a file gets the app's page with its first data and its route's preload
 * links written in (history fallback), so the web router can answer it. Unknown /api paths are 404 JSON.
 */
export function registerWebApp(app: FastifyInstance, dist: string, bootstrap: PageBootstrapper): WebApp {
  const files = loadDist(dist);
  const preloadsOf = preloadLinks(readRoutePreloads(files, app.log));
  const indexFor = indexPerLocale(files.get('/index.html'));
  // The signed-out mark is for a page sent without its bootstrap, whose user context then says as much.
  const indexOf = (request: FastifyRequest, data: PageBootstrap | null) =>
    indexFor(
      request.market.defaultLocale,
      data === null && !request.cookies[SESSION_COOKIE],
      preloadsOf(
        // The router loads the page asked for before its guard sends the user on: both pages' chunks.
        [pathOf(request), firstRenderedPage(request, data?.user_context ?? null).pathname],
        interfaceLocale(request, data?.user_context?.user_preferences.language_code),
      ),
    );
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!files.has('/index.html')) return sendFile(request, reply, undefined);
    const data = await bootstrapOrNone(request, reply, bootstrap);
    const page = indexOf(request, data);
    return data ? sendPage(reply, page!, data) : sendFile(request, reply, page);
  };

  app.get(
    '/assets/*',
    { config: { policy: policy.public(), withoutSession: true }, schema: { hide: true } },
    async (request, reply) => {
      const file = files.get(pathOf(request));
      if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return sendFile(request, reply, file);
    },
  );
  app.get(
    '/*',
    { config: { policy: policy.public(), sessionOptional: true }, schema: { hide: true } },
    async (request, reply) => {
      const pathname = pathOf(request);
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply.status(404).send({ status: 404, code: ERROR_CODES.notFound, message: `No route GET ${pathname}` });
      }
      const file = files.get(pathname);
      return file ? sendFile(request, reply, file) : sendIndex(request, reply);
    },
  );
  return { sendIndex };
}

/**
 * The `<link rel="modulepreload">` tags of the paths' pages, each once: the chunks their routes' pages need beyond
 * those index.html already names, and those of their texts in the page's language (decision 059), so the browser
 * fetches them beside the entry instead of after it has run. Routes match as the web router matches them (by segments, case-sensitively,
 * `:name` for one segment), a route without parameters before one with.
 */
function preloadLinks(preloads: RoutePreloads): (pathnames: readonly string[], locale: Locale) => string {
  const parameters = (route: string) => route.split('/').filter((segment) => segment.startsWith(':')).length;
  const routes = Object.entries(preloads).sort(([a], [b]) => parameters(a) - parameters(b));
  return (pathnames, locale) => {
    const urls = new Set<string>();
    for (const pathname of pathnames) {
      const files = routes.find(([route]) => matchesRoute(route, pathname))?.[1];
      for (const url of files ? [...files.modules, ...files.texts[locale]] : []) urls.add(url);
    }
    return [...urls].map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('');
  };
}

/**
 * The build's preloads, taken out of the files served: none when the build wrote none (an older build, a test's
 * dist) or wrote what cannot be read, which is logged; the pages then go without links.
 */
function readRoutePreloads(files: Map<string, StaticFile>, log: FastifyBaseLogger): RoutePreloads {
  const path = `/${ROUTE_PRELOADS_FILE}`;
  const file = files.get(path);
  files.delete(path);
  if (!file) return {};
  try {
    return routePreloadsSchema.parse(JSON.parse(file.body.toString('utf8')));
  } catch (error) {
    log.warn({ err: error }, `${ROUTE_PRELOADS_FILE} is not readable: pages are sent without preload links`);
    return {};
  }
}

/**
 * The page the web app renders first for a request: where its route guard sends the signed-in user at once (a super
 * admin's /apps to the company list, an unregistered user to the registration), without a query; else the path asked.
 */
export function firstRenderedPage(
  request: FastifyRequest,
  user: UserDetails | null,
): { pathname: string; search: URLSearchParams } {
  const pathname = pathOf(request);
  const query = request.url.split('?')[1] ?? '';
  const decision = user
    ? decideRoute({ pathname, search: query ? `?${query}` : '', market: request.market.code, user })
    : null;
  return decision?.kind === 'redirect'
    ? { pathname: decision.to, search: new URLSearchParams() }
    : { pathname, search: new URLSearchParams(query) };
}

/** The path a request asks for, decoded, without its query. */
export const pathOf = (request: FastifyRequest) => decodeURIComponent(request.url.split('?')[0] ?? '/');

/** The page's first data, or none (none to give, or the database away): the page is then sent as built and asks. */
async function bootstrapOrNone(
  request: FastifyRequest,
  reply: FastifyReply,
  bootstrap: PageBootstrapper,
): Promise<PageBootstrap | null> {
  try {
    return await bootstrap(request, reply);
  } catch (error) {
    request.log.warn({ err: error }, 'The page is sent without its bootstrap');
    return null;
  }
}

/**
 * The app's page with its bootstrap (a JSON data block, which the CSP's `script-src 'self'` does not concern: it is
 * never run). It holds the caller's own data: `private` keeps it out of shared caches, `no-cache` (without an ETag)
 * fetches it anew at each load, and the browser may still keep the page for its back and forward buttons (which
 * `no-store` would forbid).
 */
function sendPage(reply: FastifyReply, page: StaticFile, data: PageBootstrap): FastifyReply {
  const block = `<script type="application/json" id="${PAGE_BOOTSTRAP_ELEMENT_ID}">${bootstrapJson(data)}</script>`;
  return reply
    .header('cache-control', 'private, no-cache')
    .type(page.type)
    .send(page.body.toString('utf8').replace('</head>', `${block}</head>`));
}

function sendFile(request: FastifyRequest, reply: FastifyReply, served: StaticFile | undefined): FastifyReply {
  if (!served) {
    return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built. Run `npm run build`.');
  }
  if (request.headers['if-none-match'] === served.etag) return reply.status(304).send();
  return reply
    .header('etag', served.etag)
    .header('cache-control', served.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    .type(served.type)
    .send(served.body);
}

/**
 * index.html with the market's language in a <meta>, a second <meta> when the browser sent no session cookie
 * (nobody is signed in, so the page need not ask), and the route's preload links: one variant per language, sign-in
 * state and route's links, each with its ETag.
 */
function indexPerLocale(
  index: StaticFile | undefined,
): (locale: Locale, signedOut: boolean, preloads: string) => StaticFile | undefined {
  if (!index) return () => undefined;
  const variants = new Map<string, StaticFile>();
  return (locale, signedOut, preloads) => {
    const key = `${locale}:${signedOut}:${preloads}`;
    let variant = variants.get(key);
    if (!variant) {
      let meta = `<meta name="${MARKET_LOCALE_META}" content="${locale}">`;
      if (signedOut) meta += `<meta name="${SIGNED_OUT_META}" content="true">`;
      const body = Buffer.from(index.body.toString('utf8').replace('</head>', `${meta}${preloads}</head>`));
      variant = { ...index, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      variants.set(key, variant);
    }
    return variant;
  };
}
