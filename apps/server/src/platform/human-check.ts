import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@portal/contract/errors';
import { FLAG_VISITOR_COOKIE } from '@portal/contract/flags';
import { HUMAN_CHECK, HUMAN_PROOF_HEADER, type BotCheckReason } from '@portal/contract/human-check';
import { BOT_BLOCK_STATUS } from '@portal/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';
import * as repo from './human-check.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is a protected post: anonymous callers need a human proof, and nobody may send too fast. */
    botCheck?: boolean;
  }
  interface FastifyInstance {
    humanProofs: HumanProofs;
  }
}

const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
const SECRET_NAME = 'human_check_proof_key';
// v2: a random nonce makes every proof distinct, so that single use holds even for two proofs in one millisecond.
const PROOF_VERSION = 'v2';
const NONCE = /^[A-Za-z0-9_-]{16}$/;

/**
 * Whom the human check counts and binds proofs to: the signed-in login id, else the visitor cookie
 * the flags module sets, else the address.
 */
export function clientKeyOf(request: FastifyRequest): string {
  if (request.auth) return `user:${request.auth.loginId}`;
  const visitor = request.cookies[FLAG_VISITOR_COOKIE];
  if (visitor && VISITOR_ID.test(visitor)) return `visitor:${visitor}`;
  return `ip:${request.ip}`;
}

function botCheckRequired(reason: BotCheckReason): AppError {
  return new AppError(BOT_BLOCK_STATUS, ERROR_CODES.botCheck, 'Please confirm you are a human.', { reason });
}

/**
 * Signed human proofs and the protected-post counters. The signing key is HUMAN_CHECK_SECRET, else a
 * random key generated once and stored in the database, so several servers accept each other's proofs.
 */
export class HumanProofs {
  private key: Promise<Buffer> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly configuredSecret: string | undefined,
  ) {}

  /** A proof for this client, valid HUMAN_CHECK.proofTtlMs from now. */
  async sign(clientKey: string): Promise<{ proof: string; expiresAt: string }> {
    const expiresAtMs = this.clock.now().getTime() + HUMAN_CHECK.proofTtlMs;
    const nonce = randomBytes(12).toString('base64url');
    const mac = await this.mac(clientKey, expiresAtMs, nonce);
    return { proof: `${PROOF_VERSION}.${expiresAtMs}.${nonce}.${mac}`, expiresAt: new Date(expiresAtMs).toISOString() };
  }

  /** Is this a proof signed for this client that has not expired? */
  async verify(proof: string, clientKey: string): Promise<boolean> {
    const [version, expiry, nonce, mac, ...rest] = proof.split('.');
    if (
      version !== PROOF_VERSION ||
      !expiry ||
      !nonce ||
      !mac ||
      rest.length > 0 ||
      !/^\d{1,15}$/.test(expiry) ||
      !NONCE.test(nonce)
    )
      return false;
    const expiresAtMs = Number(expiry);
    if (expiresAtMs <= this.clock.now().getTime()) return false;
    const expected = Buffer.from(await this.mac(clientKey, expiresAtMs, nonce));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Counts one protected post of the client in the current window and answers the count so far. */
  async countPost(clientKey: string): Promise<number> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const windowOver = new Date(now.getTime() - HUMAN_CHECK.windowMs).toISOString();
    return repo.countClientPost(this.db, clientKey, nowIso, windowOver);
  }

  /**
   * Uses a proof for one protected post: valid for this client, unexpired and not used before (single use
   * across servers). A proof lets one post through; it never resets a counter or lifts a rate limit.
   */
  async spend(proof: string, clientKey: string): Promise<boolean> {
    if (!(await this.verify(proof, clientKey))) return false;
    const expiresAt = new Date(Number(proof.split('.')[1])).toISOString();
    return repo.spendProof(this.db, createHash('sha256').update(proof).digest('hex'), expiresAt);
  }

  /** Counters whose window is over and spent proofs that expired say nothing any more (the retention sweep). */
  async forgetIdleClients(): Promise<void> {
    const now = this.clock.now();
    await repo.deleteWindowsEndedBy(this.db, new Date(now.getTime() - HUMAN_CHECK.windowMs).toISOString());
    await repo.deleteSpentProofsExpiredBy(this.db, now.toISOString());
  }

  private async mac(clientKey: string, expiresAtMs: number, nonce: string): Promise<string> {
    return createHmac('sha256', await this.signingKey())
      .update(`${clientKey}|${expiresAtMs}|${nonce}`)
      .digest('base64url');
  }

  private signingKey(): Promise<Buffer> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  private async loadKey(): Promise<Buffer> {
    if (this.configuredSecret) return Buffer.from(this.configuredSecret);
    const generated = randomBytes(32).toString('base64url');
    return Buffer.from(await repo.sharedSecret(this.db, SECRET_NAME, generated, this.clock.now().toISOString()));
  }
}

/**
 * The guard of protected posts (routes with `config: { botCheck: true }`), answering 412 when an anonymous
 * client sends no valid unused proof (proof_required, proof_invalid), or a signed-in one sends more than
 * HUMAN_CHECK.maxPostsPerWindow within the window without one (too_fast). Each proof lets one post through;
 * the routes' rate limits (platform/rate-limit.ts) cap posts with or without proofs. Call after sessions and policies.
 */
export function registerHumanCheck(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: { humanCheckSecret: string | undefined } },
): void {
  const proofs = new HumanProofs(deps.db, deps.clock, deps.config.humanCheckSecret);
  app.decorate('humanProofs', proofs);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.botCheck) return;
    const clientKey = clientKeyOf(request);
    // Only signed-in callers are counted: anonymous ones need a proof every time anyway, and counting them
    // would let anyone add rows at will (a new visitor cookie each time).
    if (request.auth && (await proofs.countPost(clientKey)) <= HUMAN_CHECK.maxPostsPerWindow) return;
    const proof = request.headers[HUMAN_PROOF_HEADER];
    if (typeof proof !== 'string' || proof === '') throw botCheckRequired(request.auth ? 'too_fast' : 'proof_required');
    if (!(await proofs.spend(proof, clientKey))) throw botCheckRequired('proof_invalid');
  });
}
