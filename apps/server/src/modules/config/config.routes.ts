import { CONFIG_PATH, configQuerySchema, configResponseSchema } from '@portal/contract/config';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy } from '../../platform/authorization.js';
import { configValues } from './config.service.js';

export function registerConfigRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    CONFIG_PATH,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['config'],
        summary:
          'The configuration values meant for the browser, by name (comma-separated `names`; all of them when absent)',
        querystring: configQuerySchema,
        response: { 200: configResponseSchema },
      },
    },
    async (request) => configValues(ctx.db, request.query.names),
  );
}
