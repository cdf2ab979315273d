import { healthSchema, IDENTITY_PATHS, readySchema } from '@portal/contract/identity';
import { ERROR_CODES } from '@portal/contract/errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { pingDatabase } from '../../db/database.js';
import { policy } from '../../platform/authorization.js';
import { isDatabaseUnavailable } from '../../platform/database-errors.js';
import { AppError } from '../../platform/errors.js';

export function registerHealthRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    IDENTITY_PATHS.health,
    {
      config: { policy: policy.public(), withoutSession: true },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    IDENTITY_PATHS.ready,
    {
      config: { policy: policy.public(), withoutSession: true },
      schema: { tags: ['health'], summary: 'The database is reachable', response: { 200: readySchema } },
    },
    async (request) => {
      try {
        await pingDatabase(ctx.db);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        // Whatever else the cause, the database does not answer: not ready.
        request.log.error({ err: error }, 'not ready: the database check failed');
        throw new AppError(503, ERROR_CODES.databaseUnavailable, 'Database not reachable');
      }
      return { status: 'ready' as const, database: ctx.dialect };
    },
  );
}
