import {
  FLAG_PATHS,
  flagParamsSchema,
  flagRecordSchema,
  flagsResponseSchema,
  flagUpdateSchema,
} from '@portal/contract/flags';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { callerFlags } from './flags.caller.js';
import { updateFlag } from './flags.service.js';

export function registerFlagRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    FLAG_PATHS.flags,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['flags'],
        summary: 'The feature flags for the caller in the market and environment of the host',
        response: { 200: flagsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { flags: await callerFlags(ctx.db, request, reply) };
    },
  );

  app.put(
    FLAG_PATHS.flag,
    {
      config: { policy: policy.permission(PERMISSIONS.updateFeatureFlags, { scope: 'none' }) },
      schema: {
        tags: ['flags'],
        summary: "Set a flag's rollout in one market and environment (Super Admin)",
        params: flagParamsSchema,
        body: flagUpdateSchema,
        response: { 200: flagRecordSchema },
      },
    },
    async (request) => updateFlag(ctx, requireAuth(request), request.params.key, request.body),
  );
}
