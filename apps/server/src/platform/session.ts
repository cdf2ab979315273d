import { createHash, randomBytes } from 'node:crypto';
import { UNAUTHORIZED_MESSAGES, type UnauthorizedMessage } from '@portal/contract/errors';
import type { Permission } from '@portal/contract/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import * as sessions from './session.repository.js';

export const SESSION_COOKIE = 'portal_session';

/** Who is calling, resolved from the session cookie on every request. */
export type AuthContext = {
  sessionId: string;
  userId: number;
  loginId: string;
  companyId: number | null;
  group: string;
  permissions: Permission[];
  userType: string;
  thirdPartyUser: boolean;
  actingCompanyId: number | null;
  /** Whether the user completed registration (accepted the terms); the policy hook gates the rest on it. */
  registrationCompleted: boolean;
  expiresAt: string;
  idleExpiresAt: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route never looks at the caller (health, static files): no session lookup, so it answers while the database is away. */
    withoutSession?: boolean;
    /**
     * The route answers a caller it cannot identify too (the web app's page): when the database cannot say whose
     * the session is, the request goes on without one instead of failing.
     */
    sessionOptional?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Why `auth` is null: the 401 message the spec gives for it. */
    authFailure: UnauthorizedMessage;
  }
}

export type SessionDeps = { db: Db; config: Config; clock: Clock };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Resolves `request.auth` from the session cookie; ends expired sessions as it finds them. */
export function registerSessions(app: FastifyInstance, deps: SessionDeps): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', UNAUTHORIZED_MESSAGES.missingToken);
  const permissionsOf = cachedGroupPermissions(deps.db);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || request.routeOptions.config.withoutSession) return;
    const resolved = await resolveSession(deps, token, permissionsOf, request.market.code).catch((error: unknown) => {
      if (!request.routeOptions.config.sessionOptional) throw error;
      request.log.warn({ err: error }, 'The session could not be read; the page is answered without it');
      return { failure: UNAUTHORIZED_MESSAGES.invalidToken } as const;
    });
    if ('failure' in resolved) request.authFailure = resolved.failure;
    else request.auth = resolved.auth;
  });
}

async function resolveSession(
  deps: SessionDeps,
  token: string,
  permissionsOf: PermissionLoader,
  market: string,
): Promise<{ auth: AuthContext } | { failure: UnauthorizedMessage }> {
  const { db, config, clock } = deps;
  const row = await sessions.findSessionWithUser(db, hashToken(token));
  if (!row || row.status === 'BLOCKED') return { failure: UNAUTHORIZED_MESSAGES.invalidToken };
  // An external user's session is bound to the market it was made on; on another market's host it is not
  // valid (and stays valid at home). Internal users work across markets.
  if (row.user_type !== 'INTERNAL' && row.market !== market) return { failure: UNAUTHORIZED_MESSAGES.invalidToken };
  const now = clock.now();
  const idleExpiresAt = new Date(Date.parse(row.last_seen_at) + config.sessionIdleMs);
  // An ended session stays until the sweep removes it, so every request made with it gets the same answer.
  if (Date.parse(row.expires_at) <= now.getTime()) return { failure: UNAUTHORIZED_MESSAGES.sessionExpired };
  if (idleExpiresAt.getTime() <= now.getTime()) return { failure: UNAUTHORIZED_MESSAGES.inactive };
  // Writing on every request would make each read a write; a minute's precision is enough for idle time.
  const touchEvery = Math.min(60_000, config.sessionIdleMs / 10);
  let lastSeen = row.last_seen_at;
  if (now.getTime() - Date.parse(row.last_seen_at) >= touchEvery) {
    lastSeen = now.toISOString();
    await sessions.touchSession(db, row.session_id, lastSeen);
  }
  const permissions = await permissionsOf(row.group_id);
  return {
    auth: {
      sessionId: row.session_id,
      userId: row.user_id,
      loginId: row.login_id,
      companyId: row.company_id,
      group: row.group_name,
      permissions,
      userType: row.user_type,
      thirdPartyUser: row.third_party_user === 1,
      // A super admin acts for a company only on its own market's host; elsewhere they pick again from that market's list.
      actingCompanyId: row.acting_company_market === market ? row.acting_company_id : null,
      registrationCompleted: row.registration_completed === 1,
      expiresAt: row.expires_at,
      idleExpiresAt: new Date(Date.parse(lastSeen) + config.sessionIdleMs).toISOString(),
    },
  };
}

// Group grants change rarely (product owners edit them in the database); a few seconds' delay is fine
// and saves a query on every request.
const GROUP_PERMISSIONS_TTL_MS = 10_000;

type PermissionLoader = (groupId: number) => Promise<Permission[]>;

function cachedGroupPermissions(db: Db): PermissionLoader {
  const cache = new Map<number, { loadedAt: number; permissions: Permission[] }>();
  return async (groupId) => {
    const now = Date.now();
    const cached = cache.get(groupId);
    if (cached && now - cached.loadedAt < GROUP_PERMISSIONS_TTL_MS) return cached.permissions;
    const permissions = await sessions.listGroupPermissions(db, groupId);
    cache.set(groupId, { loadedAt: now, permissions });
    return permissions;
  };
}

/** Starts a new session (a new id at every sign-in) and sets its cookie. */
export async function startSession(
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await sessions.deleteSession(deps.db, hashToken(previous));
  const token = newToken();
  const now = deps.clock.now();
  await sessions.createSession(deps.db, {
    id: hashToken(token),
    userId,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + deps.config.sessionMaxMs).toISOString(),
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    market: request.market.code,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(request.hostname),
    maxAge: Math.floor(deps.config.sessionMaxMs / 1000),
  });
}

/** Removes sessions that ended a day or more ago (idle or past their lifetime). */
export async function sweepEndedSessions(deps: SessionDeps): Promise<number> {
  const now = deps.clock.now().getTime();
  const grace = 86_400_000;
  return sessions.deleteEndedSessions(deps.db, {
    expiredBefore: new Date(now - grace).toISOString(),
    lastSeenBefore: new Date(now - deps.config.sessionIdleMs - grace).toISOString(),
  });
}

export async function endSession(deps: SessionDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await sessions.deleteSession(deps.db, hashToken(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function isLocalHost(hostname: string): boolean {
  const name = hostname.split(':')[0]?.toLowerCase() ?? '';
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}
