import { ARTICLES_LOCALE_HEADER, ARTICLES_PATH, articlesResponseSchema } from '@portal/contract/articles';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy } from '../../platform/authorization.js';
import { articlesLocale, listArticles } from './articles.service.js';

// Only documents and bounds the locale header; every other header passes through untouched.
const headersSchema = z.looseObject({ [ARTICLES_LOCALE_HEADER]: z.string().max(64).optional() });

export function registerArticleRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    ARTICLES_PATH,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['articles'],
        summary:
          'Insights articles in the language of the locale header (else Accept-Language, else the market default), newest first',
        headers: headersSchema,
        response: { 200: articlesResponseSchema },
      },
    },
    async (request) => {
      const header = request.headers[ARTICLES_LOCALE_HEADER];
      const locale = articlesLocale(
        typeof header === 'string' ? header : undefined,
        request.headers['accept-language'],
        request.market.defaultLocale,
      );
      return listArticles(ctx.db, locale);
    },
  );
}
