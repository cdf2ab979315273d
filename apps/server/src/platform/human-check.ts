import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
const PROOF_VERSION = 'v1';

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

export function botCheckRequired(reason: BotCheckReason): AppError {
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
    const mac = await this.mac(clientKey, expiresAtMs);
    return { proof: `${PROOF_VERSION}.${expiresAtMs}.${mac}`, expiresAt: new Date(expiresAtMs).toISOString() };
  }

  /** Is this a proof signed for this client that has not expired? */
  async verify(proof: string, clientKey: string): Promise<boolean> {
    const [version, expiry, mac, ...rest] = proof.split('.');
    if (version !== PROOF_VERSION || !expiry || !mac || rest.length > 0 || !/^\d{1,15}$/.test(expiry)) return false;
    const expiresAtMs = Number(expiry);
    if (expiresAtMs <= this.clock.now().getTime()) return false;
    const expected = Buffer.from(await this.mac(clientKey, expiresAtMs));
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

  /** Passing the check starts the client's count afresh. */
  async resetPosts(clientKey: string): Promise<void> {
    await repo.deleteClientPosts(this.db, clientKey);
  }

  /** Counters whose window is over say nothing any more; dropping them keeps the table to active clients. */
  async forgetIdleClients(): Promise<void> {
    const windowOver = new Date(this.clock.now().getTime() - HUMAN_CHECK.windowMs).toISOString();
    await repo.deleteWindowsEndedBy(this.db, windowOver);
  }

  private async mac(clientKey: string, expiresAtMs: number): Promise<string> {
    return createHmac('sha256', await this.signingKey())
      .update(`${clientKey}|${expiresAtMs}`)
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
 * The guard of protected posts (routes with `config: { botCheck: true }`), answering 412 when the
 * client sends more than HUMAN_CHECK.maxPostsPerWindow within the window (too_fast), or is not signed
 * in and sends no valid proof (proof_required, proof_invalid). Call after sessions and policies.
 */
export function registerHumanCheck(app: FastifyInstance, deps: { db: Db; clock: Clock; config: { humanCheckSecret: string | undefined } }): void {
  const proofs = new HumanProofs(deps.db, deps.clock, deps.config.humanCheckSecret);
  app.decorate('humanProofs', proofs);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.botCheck) return;
    const clientKey = clientKeyOf(request);
    if ((await proofs.countPost(clientKey)) > HUMAN_CHECK.maxPostsPerWindow) throw botCheckRequired('too_fast');
    if (request.auth) return;
    const proof = request.headers[HUMAN_PROOF_HEADER];
    if (typeof proof !== 'string' || proof === '') throw botCheckRequired('proof_required');
    if (!(await proofs.verify(proof, clientKey))) throw botCheckRequired('proof_invalid');
  });
}
