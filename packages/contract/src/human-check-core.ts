import { TIME_DURATION } from './constants.js';

/**
 * The press-and-hold human check (spec sections 4, 7, 8). A POST marked for bot prevention is answered 412
 * (`request.bot_check_required`) when the client has no valid proof, or when it sends protected posts too fast.
 * The web then asks for a challenge when the press starts, redeems it for a proof when the hold is complete,
 * and retries the original request once with the proof in the HUMAN_PROOF_HEADER.
 */
export const HUMAN_CHECK = {
  /** How long the button must be held (the spec's TIME_DURATION). */
  holdMs: TIME_DURATION,
  /** Network slack allowed between the server's clock and the client's hold. */
  holdToleranceMs: 150,
  /** A challenge not redeemed within this time is refused. */
  challengeTtlMs: 60_000,
  /** A proof is valid this long, for one protected post (a proof is single use). */
  proofTtlMs: 15 * 60_000,
  /** A signed-in client posting more than this within the window needs a proof for each further post ("too fast"). */
  maxPostsPerWindow: 5,
  windowMs: 60_000,
  /** The button's size in CSS pixels (spec section 4). */
  buttonWidthPx: 240,
  buttonHeightPx: 50,
} as const;

export const HUMAN_PROOF_HEADER = 'x-human-proof';

/** Why a protected post was answered 412 (in the error's details). */
export const BOT_CHECK_REASONS = ['proof_required', 'proof_invalid', 'too_fast'] as const;
export type BotCheckReason = (typeof BOT_CHECK_REASONS)[number];

export const HUMAN_CHECK_PATHS = {
  challenges: '/api/human-check/challenges',
  proofs: '/api/human-check/proofs',
} as const;

export const HUMAN_CHECK_ERROR_CODES = {
  /** Released before the hold time: the dialog says 'Please try again'. */
  heldTooShort: 'human_check.held_too_short',
  /** Unknown, used or expired challenge. */
  challengeInvalid: 'human_check.challenge_invalid',
} as const;

/** Has the button been held long enough, measured by whoever holds the clock? */
export function isHoldLongEnough(heldMs: number): boolean {
  return heldMs >= HUMAN_CHECK.holdMs - HUMAN_CHECK.holdToleranceMs;
}
