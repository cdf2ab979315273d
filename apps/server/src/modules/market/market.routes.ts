import { MARKET_PATH, marketInfoSchema } from '@portal/contract/markets';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PortalApp } from '../../app-context.js';
import { policy } from '../../platform/authorization.js';
import { marketInfo } from './market.service.js';

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
    async (request) => marketInfo(request.market),
  );
}
