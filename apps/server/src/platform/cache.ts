import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The Cache-Control of the route's answers, when they may be kept; every other /api answer is no-store. */
    cache?: string;
  }
}

export const NO_STORE = 'no-store';

/** The path of the request, percent-decoded as the router and the web fallback see it. */
function decodedPath(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function isApiRequest(request: FastifyRequest): boolean {
  const path = decodedPath(request);
  return path === '/api' || path.startsWith('/api/') || (request.routeOptions.url ?? '').startsWith('/api/');
}

/**
 * Answers under /api carry personal data: nothing may keep them (browser, proxy) unless the route
 * declares its own `cache`. The header is set last, so a handler cannot forget it or loosen it.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isApiRequest(request)) return;
    reply.header('cache-control', request.routeOptions.config?.cache ?? NO_STORE);
  });
}
