import { randomBytes } from 'node:crypto';
import { FLAG_VISITOR_COOKIE, type FlagValues } from '@portal/contract/flags';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { viewerOf } from '../../platform/company-view.js';
import { isLocalHost } from '../../platform/session.js';
import { evaluateFlags } from './flags.service.js';

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

/** The flags of the caller (signed in, or this browser's visitor) in the request's market and environment. */
export async function callerFlags(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<FlagValues> {
  return evaluateFlags(db, request.market, await flagUserKey(db, request, reply));
}
