import { randomBytes } from 'node:crypto';
import {
  FLAG_PATHS,
  FLAG_VISITOR_COOKIE,
  flagParamsSchema,
  flagRecordSchema,
  flagsResponseSchema,
  flagUpdateSchema,
} from '@portal/contract/flags';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { viewerOf } from '../../platform/company-view.js';
import { isLocalHost } from '../../platform/session.js';
import { evaluateFlags, updateFlag } from './flags.service.js';

const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
const VISITOR_COOKIE_MAX_AGE_S = 365 * 86_400;

/**
 * Whom a flag is evaluated for: the login id when signed in, else a random visitor id kept in an
 * httpOnly cookie (set here when missing), so a visitor's answers stay the same between calls. A super admin (or the
 * spectator) acting for a company sees the company's view: its first administrator's flags (issue 24).
 */
async function flagUserKey(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  if (request.auth) return (await viewerOf(db, request.auth))?.loginId ?? request.auth.loginId;
  let visitor = request.cookies[FLAG_VISITOR_COOKIE];
  if (!visitor || !VISITOR_ID.test(visitor)) {
    visitor = randomBytes(16).toString('base64url');
    reply.setCookie(FLAG_VISITOR_COOKIE, visitor, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: !isLocalHost(request.hostname),
      maxAge: VISITOR_COOKIE_MAX_AGE_S,
    });
  }
  return `visitor:${visitor}`;
}

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
      return { flags: await evaluateFlags(ctx.db, request.market, await flagUserKey(ctx.db, request, reply)) };
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
