import { hasOwnProvisioning, PENDING_STAGES, type PendingStage } from '@portal/contract/invitations';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordWithheldGrants, lockedAuditCycle } from '../../platform/access-lock.repository.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import type { Clock } from '../../platform/clock.js';
import { isOneOf } from '../../platform/unions.js';
import * as repo from './invitations.repository.js';

/**
 * A pending user's lifecycle (decision record 054): INVITATION_SENT until the invitee opens their link, GRANTING_ACCESS
 * until the grant job has written the products asked for, WAITING_FOR_ACCESS while one of them is still set up by the
 * product itself, COMPLETING until the invitee completes registration; then the pending user ends. Every move is a
 * conditional update (from the stage it leaves) with its activity-log entry, in one transaction.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'dialect' | 'worker'>;
type LockCtx = Pick<AppContext, 'clock' | 'dialect'>;
type PendingUser = NonNullable<Awaited<ReturnType<typeof repo.findPendingUser>>>;
type Grant = { product_code: string; access_status: string };

/** The job that grants an opened invitation's products. */
export const GRANT_JOB = 'invitations.grant';
export type GrantJobPayload = { pendingId: number };

/** Where a registered invitee goes once the grants are written. ENDED: the pending user is over. */
export type StageAfterGrants = 'WAITING_FOR_ACCESS' | 'COMPLETING' | 'ENDED';

/** The stage stored; a stage the portal does not know is a fault in the data (an error, logged), never a guess. */
export function stageOf(pending: { id: number; stage: string }): PendingStage {
  if (isOneOf(PENDING_STAGES, pending.stage)) return pending.stage;
  throw new Error(`pending user ${pending.id} has an unknown stage ${JSON.stringify(pending.stage)}`);
}

/** The product codes a pending user asked for (stored as a JSON list). */
export function askedProducts(pending: { products: string }): string[] {
  const value: unknown = JSON.parse(pending.products);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Waiting while a product asked for is granted but not complete (its own set-up pending); else completing until the
 * invitee has completed registration, and over once they have.
 */
export function stageAfterGrants(
  asked: readonly string[],
  grants: readonly Grant[],
  registered: boolean,
): StageAfterGrants {
  const waiting = grants.some((g) => asked.includes(g.product_code) && g.access_status !== repo.GRANTED);
  if (waiting) return 'WAITING_FOR_ACCESS';
  return registered ? 'ENDED' : 'COMPLETING';
}

type Move = {
  pending: PendingUser;
  from: PendingStage;
  to: StageAfterGrants;
  actor: string;
  /** The entry's event when the pending user goes on to another stage (ending is INVITATION_COMPLETED). */
  event: string;
  /** What happened, the start of the entry's description. */
  what: string;
};

/** Applies a move and writes its entry; false (and no entry) when another run moved the pending user first. */
async function moveOn(trx: Db, clock: Clock, move: Move): Promise<boolean> {
  const { pending, from, to } = move;
  const moved =
    to === 'ENDED'
      ? await repo.endPendingUserIn(trx, pending.id, from)
      : await repo.moveStage(trx, pending.id, from, to, clock.now().toISOString());
  if (!moved) return false;
  await recordActivity(trx, clock, {
    actor: move.actor,
    companyId: pending.company_id,
    entityType: 'PENDING_USER',
    entityId: String(pending.id),
    event: to === 'ENDED' ? 'INVITATION_COMPLETED' : move.event,
    description: `${move.what}: before stage ${from}; after ${to === 'ENDED' ? 'a registered user, the pending user ended' : `stage ${to}`}`,
    before: { stage: from },
    after: { stage: to === 'ENDED' ? null : to },
  });
  return true;
}

/** The products asked for, split into those complete at once and those the product sets up itself. */
function splitGrants(asked: readonly string[]): { complete: string[]; pending: string[] } {
  return {
    complete: asked.filter((code) => !hasOwnProvisioning(code)),
    pending: asked.filter((code) => hasOwnProvisioning(code)),
  };
}

/**
 * The grant job: the products of one opened invitation, the move out of GRANTING_ACCESS and its entry, in one
 * transaction. Run again (after a crash, or twice), it finds the pending user moved on and does nothing: each
 * invitation is granted once.
 */
export async function grantInvitation(ctx: Ctx, payload: GrantJobPayload): Promise<{ stage: StageAfterGrants | null }> {
  return ctx.db.transaction().execute(async (trx) => {
    const pending = await repo.findPendingUser(trx, payload.pendingId);
    if (!pending || stageOf(pending) !== 'GRANTING_ACCESS') return { stage: null };
    const account = await repo.findInviteeAccount(trx, pending.login_id, ctx.dialect === 'postgres');
    // Deleting the account ends its invitation in the same transaction: an account missing here is a fault.
    if (!account) throw new Error(`pending user ${pending.id} is granting access without an account`);
    const asked = askedProducts(pending);
    const split = splitGrants(asked);
    const heldBack = await grantOrHoldBack(trx, ctx, { companyId: pending.company_id, userId: account.id }, split);
    const grants = await repo.listGrants(trx, [account.id]);
    const to = stageAfterGrants(asked, grants, account.registration_completed === 1);
    const setUp = heldBack
      ? ", held back until the company's overdue user access audit is completed"
      : split.pending.length > 0
        ? `, [${split.pending.join(', ')}] set up by the product itself`
        : '';
    await moveOn(trx, ctx.clock, {
      pending,
      from: 'GRANTING_ACCESS',
      to,
      actor: pending.created_by,
      event: 'INVITATION_ACCESS_GRANTED',
      what: `${pending.login_id} was granted the products asked for [${asked.join(', ')}]${setUp}`,
    });
    return { stage: to };
  });
}

/**
 * The invitee's grants; while the company's user access audit is overdue (LOCKED) they are held back with the
 * lock-out's, and given when an admin completes the audit. True when held back.
 */
async function grantOrHoldBack(
  trx: Db,
  ctx: Ctx,
  lock: { companyId: number; userId: number },
  split: { complete: string[]; pending: string[] },
): Promise<boolean> {
  const at = ctx.clock.now().toISOString();
  const cycle = await lockedAuditCycle(trx, lock.companyId);
  if (cycle === null) {
    await repo.grantInvitedProducts(trx, lock.userId, split, at);
    return false;
  }
  const grants = [
    ...split.complete.map((code) => ({ product_code: code, access_status: repo.GRANTED })),
    ...split.pending.map((code) => ({ product_code: code, access_status: repo.PENDING_GRANT })),
  ];
  await recordWithheldGrants(trx, { ...lock, cycle }, grants, at);
  return grants.length > 0;
}

export function registerGrantJob(ctx: Ctx): void {
  ctx.worker.register<GrantJobPayload>(GRANT_JOB, ({ payload }) => grantInvitation(ctx, payload));
}

/**
 * After a user's grants changed (an admin's product change, an approved access request), in that transaction: their
 * invitation waiting for access moves on once no product it asked for is pending any more.
 */
export async function settleWaitingInvitation(trx: Db, ctx: LockCtx, userId: number, actor: string): Promise<void> {
  const pending = await repo.findInvitationOfUser(trx, userId, 'WAITING_FOR_ACCESS', ctx.dialect === 'postgres');
  if (!pending) return;
  const asked = askedProducts(pending);
  const to = stageAfterGrants(asked, await repo.listGrants(trx, [userId]), pending.registration_completed === 1);
  if (to === 'WAITING_FOR_ACCESS') return;
  await moveOn(trx, ctx.clock, {
    pending,
    from: 'WAITING_FOR_ACCESS',
    to,
    actor,
    event: 'INVITATION_ACCESS_READY',
    what: `no product ${pending.login_id} was invited with is pending any more`,
  });
}
