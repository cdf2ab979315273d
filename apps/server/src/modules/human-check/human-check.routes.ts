import {
  challengeResponseSchema,
  HUMAN_CHECK_PATHS,
  proofRequestSchema,
  proofResponseSchema,
} from '@portal/contract/human-check';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy } from '../../platform/authorization.js';
import { clientKeyOf } from '../../platform/human-check.js';
import { ROUTE_LIMITS } from '../../platform/rate-limit.js';
import * as humanCheck from './human-check.service.js';

/** The press-and-hold check (spec sections 4, 8): a challenge when the press starts, a proof when the hold is complete. */
export function registerHumanCheckRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps = { db: ctx.db, clock: ctx.clock, proofs: parent.humanProofs };

  app.post(
    HUMAN_CHECK_PATHS.challenges,
    {
      config: { policy: policy.public(), rateLimit: ROUTE_LIMITS.challenge },
      schema: {
        tags: ['human-check'],
        summary: 'A single-use challenge, issued when the press starts',
        response: { 200: challengeResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return humanCheck.issueChallenge(deps);
    },
  );

  app.post(
    HUMAN_CHECK_PATHS.proofs,
    {
      config: { policy: policy.public() },
      schema: {
        tags: ['human-check'],
        summary: 'Redeem a challenge after the hold for a short-lived proof (header x-human-proof)',
        body: proofRequestSchema,
        response: { 200: proofResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return humanCheck.redeemChallenge(deps, request.body.challenge, clientKeyOf(request));
    },
  );
}
