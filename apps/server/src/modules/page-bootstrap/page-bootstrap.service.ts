import type { PageBootstrap } from '@portal/contract/page-bootstrap';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { SESSION_COOKIE } from '../../platform/session.js';
import { callerFlags } from '../flags/flags.caller.js';
import { userContext } from '../identity/identity.service.js';
import { marketInfo } from '../market/market.service.js';

/**
 * What the web app's first render needs, read as its three calls would read it now (decision 059). None when the
 * browser sent a session that is no longer valid: the page then asks, and the call's 401 says why (expired, idle).
 */
export async function pageBootstrap(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PageBootstrap | null> {
  if (request.cookies[SESSION_COOKIE] && !request.auth) return null;
  const [user, flags] = await Promise.all([
    request.auth ? userContext(ctx, request.auth, request.market, true) : null,
    callerFlags(ctx.db, request, reply),
  ]);
  return { market: marketInfo(request.market), user_context: user, flags };
}
