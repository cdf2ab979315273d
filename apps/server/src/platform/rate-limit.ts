import { RATE_LIMITS, type RateLimit } from '@portal/contract/constants';
import { ERROR_CODES } from '@portal/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';
import { clientKeyOf } from './human-check.js';
import * as repo from './rate-limit.repository.js';

/** One limit of a route: `limit` hits per window, counted per client (the human check's client key) or per address. */
export type RateLimitRule = {
  /** Names the bucket together with `per`, e.g. 'sign_in'. */
  name: string;
  /** 'address' counts anonymous requests only: a signed-in caller is counted as a client (their login id). */
  per: 'client' | 'address';
  limit: RateLimit;
  /** Hits the request adds (default 1), e.g. the events of an analytics batch. Runs before validation. */
  cost?: (request: FastifyRequest) => number;
  /** Only failures count: an answer below 400 gives the request's hit back. */
  onlyFailures?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's abuse limits, checked before validation; over a limit the answer is 429 with Retry-After. */
    rateLimit?: readonly RateLimitRule[];
    /** A server-rendered form answers its 429 as this page (unless JSON was posted). */
    rateLimitPage?: (request: FastifyRequest, retryAfterSeconds: number) => string;
  }
  interface FastifyRequest {
    /** Hits this request added to failure-only limits, given back when it succeeds. */
    refundableHits?: CountedHit[];
  }
}

export type CountedHit = { bucket: string; cost: number; windowEndsAt: string };
export type LimitOutcome = CountedHit & { allowed: boolean; hits: number; retryAfterSeconds: number };

type Deps = { db: Db; clock: Clock };

/**
 * The limits routes declare (`config: { rateLimit: ROUTE_LIMITS.signIn }`); protected posts get theirs from `botCheck`.
 * The address comes first: an address over its limit is refused before a new visitor cookie adds a bucket.
 */
export const ROUTE_LIMITS = {
  signIn: [
    { name: 'sign_in', per: 'address', limit: RATE_LIMITS.signInFailuresPerAddress, onlyFailures: true },
    { name: 'sign_in', per: 'client', limit: RATE_LIMITS.signInFailuresPerClient, onlyFailures: true },
  ],
  resetRequest: [
    { name: 'reset_request', per: 'address', limit: RATE_LIMITS.resetRequestsPerAddress },
    { name: 'reset_request', per: 'client', limit: RATE_LIMITS.resetRequestsPerClient },
  ],
  challenge: [
    { name: 'human_check_challenge', per: 'address', limit: RATE_LIMITS.challengesPerAddress },
    { name: 'human_check_challenge', per: 'client', limit: RATE_LIMITS.challengesPerClient },
  ],
  protectedPost: [
    { name: 'protected_post', per: 'address', limit: RATE_LIMITS.protectedPostsPerAddress },
    { name: 'protected_post', per: 'client', limit: RATE_LIMITS.protectedPostsPerClient },
  ],
} as const satisfies Record<string, readonly RateLimitRule[]>;

/** Counts `cost` hits of `subject` against a limit (atomically, across servers) and says whether it is still within. */
export async function hitLimit(
  deps: Deps,
  name: string,
  limit: RateLimit,
  subject: string,
  cost = 1,
): Promise<LimitOutcome> {
  const now = deps.clock.now();
  const bucket = `${name}|${subject}`;
  const windowEndsAt = new Date(now.getTime() + limit.windowMs).toISOString();
  const row = await repo.addHits(deps.db, { bucket, cost, now: now.toISOString(), windowEndsAt });
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(row.window_ends_at) - now.getTime()) / 1000));
  return {
    bucket,
    cost,
    windowEndsAt: row.window_ends_at,
    hits: row.hits,
    allowed: row.hits <= limit.limit,
    retryAfterSeconds,
  };
}

export async function giveBack(deps: Deps, hit: CountedHit): Promise<void> {
  await repo.removeHits(deps.db, hit.bucket, hit.cost, hit.windowEndsAt);
}

function rateLimited(name: string, retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    ERROR_CODES.rateLimited,
    'Too many requests. Please wait a moment and try again.',
    { limit: name, retry_after_seconds: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Whom a rule counts for this request; null when the rule does not apply (an address rule, signed in). */
function subjectOf(request: FastifyRequest, per: RateLimitRule['per']): string | null {
  if (per === 'client') return clientKeyOf(request);
  return request.auth ? null : `ip:${request.ip}`;
}

function postedJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').includes('application/json');
}

/** Applies the routes' `rateLimit` rules, and the protected-post limits to every `botCheck` route (after sessions, policies and the human check). */
export function registerRateLimits(app: FastifyInstance, deps: Deps): void {
  app.addHook('preValidation', async (request, reply) => {
    const { rateLimit = [], botCheck } = request.routeOptions.config;
    const rules: readonly RateLimitRule[] = botCheck ? [...rateLimit, ...ROUTE_LIMITS.protectedPost] : rateLimit;
    for (const rule of rules) {
      const subject = subjectOf(request, rule.per);
      if (subject === null) continue;
      const outcome = await hitLimit(deps, `${rule.name}:${rule.per}`, rule.limit, subject, rule.cost?.(request) ?? 1);
      if (rule.onlyFailures) (request.refundableHits ??= []).push(outcome);
      if (outcome.allowed) continue;
      const page = request.routeOptions.config.rateLimitPage;
      if (page && !postedJson(request)) {
        return reply
          .status(429)
          .header('retry-after', String(outcome.retryAfterSeconds))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(page(request, outcome.retryAfterSeconds));
      }
      throw rateLimited(rule.name, outcome.retryAfterSeconds);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.refundableHits && reply.statusCode < 400) {
      for (const hit of request.refundableHits) await giveBack(deps, hit);
    }
    return payload;
  });
}
