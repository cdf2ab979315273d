import { MARKET_LOCALES, MARKET_PATH, marketInfoSchema } from '@portal/contract/markets';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PortalApp } from '../../app-context.js';
import { policy } from '../../platform/authorization.js';

export function registerMarketRoutes(parent: PortalApp): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    MARKET_PATH,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['market'],
        summary: 'The market and environment of the request host',
        response: { 200: marketInfoSchema },
      },
    },
    async (request) => ({
      market: request.market.code,
      production: request.market.production,
      default_locale: request.market.defaultLocale,
      locales: [...MARKET_LOCALES[request.market.code]],
    }),
  );
}
