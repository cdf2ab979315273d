import { ROUTES } from '@portal/contract/routes';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PortalApp } from '../../app-context.js';
import { policy } from '../../platform/authorization.js';
import { pageLocale, setLocaleCookie } from '../../platform/caller-locale.js';
import type { WebApp } from '../../platform/web.js';
import { renderLandingPage } from './landing.page.js';

/** `?lang=` from the page's language links; anything else in the address is the web app's, and ignored here. */
const landingQuery = z.object({ lang: z.string().max(10).optional().catch(undefined) });

/**
 * `/`: a visitor (no session, or a session that is no longer valid) gets the landing as HTML from the server, so
 * its first paint needs no JavaScript; a signed-in user gets the web app, which draws their landing.
 */
export function registerLandingRoutes(parent: PortalApp, web: WebApp): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    ROUTES.landing,
    {
      config: { policy: policy.public() },
      schema: { hide: true, querystring: landingQuery },
    },
    async (request, reply) => {
      if (request.auth) return web.sendIndex(request, reply);
      const { lang } = request.query;
      const language = pageLocale(request, lang);
      if (lang) setLocaleCookie(reply, language.locale);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderLandingPage({ ...language, languagePath: ROUTES.landing }));
    },
  );
}
