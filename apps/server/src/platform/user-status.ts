import type { Db } from '../db/database.js';
import { recordActivity } from './activity-log.repository.js';
import type { Clock } from './clock.js';
import { deleteUserSessions } from './session.repository.js';
import { blockUser, unblockUser } from './users.repository.js';

/** A user whose status changes: who, of which company (none for internal users), and why they were blocked. */
export type StatusTarget = { id: number; login_id: string; blocked_reason?: string | null };

/** Who changes it, and where from: the company's user administration, or global user management (`via`). */
export type StatusChange = { actor: string; companyId: number | null; reason: string; via?: string };

/** Blocks the user with the reason, ends their sessions at once and writes the activity log, in `db`'s transaction. */
export async function blockAndRecord(db: Db, clock: Clock, user: StatusTarget, change: StatusChange): Promise<void> {
  await blockUser(db, user.id, { reason: change.reason, by: change.actor, at: clock.now().toISOString() });
  await deleteUserSessions(db, user.id);
  const via = change.via ? ` (${change.via})` : '';
  await recordActivity(db, clock, {
    actor: change.actor,
    companyId: change.companyId,
    entityType: 'USER',
    entityId: user.login_id,
    event: 'BLOCK_USER',
    description: `${change.actor} blocked ${user.login_id}${via}: status ACTIVE -> BLOCKED; reason: ${change.reason}`,
    before: { status: 'ACTIVE' },
    after: { status: 'BLOCKED', blockedReason: change.reason },
  });
}

/** Makes the blocked user active again and writes the activity log, in `db`'s transaction. */
export async function unblockAndRecord(db: Db, clock: Clock, user: StatusTarget, change: StatusChange): Promise<void> {
  await unblockUser(db, user.id, clock.now().toISOString());
  const via = change.via ? ` (${change.via})` : '';
  const reason = change.reason ? `; reason: ${change.reason}` : '';
  await recordActivity(db, clock, {
    actor: change.actor,
    companyId: change.companyId,
    entityType: 'USER',
    entityId: user.login_id,
    event: 'UNBLOCK_USER',
    description: `${change.actor} unblocked ${user.login_id}${via}: status BLOCKED -> ACTIVE (was blocked for: ${user.blocked_reason ?? ''})${reason}`,
    before: { status: 'BLOCKED', blockedReason: user.blocked_reason ?? null },
    after: { status: 'ACTIVE' },
  });
}
