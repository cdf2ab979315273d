import { createHash, randomBytes } from 'node:crypto';
import {
  HUMAN_CHECK,
  HUMAN_CHECK_ERROR_CODES,
  isHoldLongEnough,
  type ChallengeResponse,
  type ProofResponse,
} from '@portal/contract/human-check';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest } from '../../platform/errors.js';
import type { HumanProofs } from '../../platform/human-check.js';
import * as repo from './human-check.repository.js';

type Ctx = { db: Db; clock: Clock; proofs: HumanProofs };

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** A fresh single-use challenge; the hold is measured from now, on the server's clock. */
export async function issueChallenge(ctx: Ctx): Promise<ChallengeResponse> {
  const now = ctx.clock.now();
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + HUMAN_CHECK.challengeTtlMs).toISOString();
  await repo.insertChallenge(ctx.db, { hash: hashOf(challenge), issuedAt: now.toISOString(), expiresAt });
  return { challenge, hold_ms: HUMAN_CHECK.holdMs, expires_at: expiresAt };
}

/**
 * Redeems a challenge for a proof bound to the client. Unknown, used or expired challenges are refused;
 * one redeemed before the hold time is spent and refused, so the next press starts over.
 */
export async function redeemChallenge(ctx: Ctx, challenge: string, clientKey: string): Promise<ProofResponse> {
  const now = ctx.clock.now();
  const issuedAt = await repo.spendChallenge(ctx.db, hashOf(challenge), now.toISOString());
  if (!issuedAt) throw badRequest(HUMAN_CHECK_ERROR_CODES.challengeInvalid, 'The check has expired. Please try again.');
  if (!isHoldLongEnough(now.getTime() - Date.parse(issuedAt))) {
    throw badRequest(HUMAN_CHECK_ERROR_CODES.heldTooShort, 'Please try again');
  }
  const { proof, expiresAt } = await ctx.proofs.sign(clientKey);
  return { proof, expires_at: expiresAt };
}
