import { GROUPS } from '@portal/contract/permissions';
import type { Db } from '../../db/database.js';
import { type HeldGrant, recordWithheldGrants } from '../../platform/access-lock.repository.js';
import type { SqlOrder, SqlWindow } from '../../platform/paging.js';

export type AuditRow = {
  company_id: number;
  cycle: number;
  due_at: string;
  state: string;
  locked_at: string | null;
  last_confirmed_at: string | null;
  last_confirmed_by: string | null;
};

const AUDIT_COLUMNS = [
  'company_id',
  'cycle',
  'due_at',
  'state',
  'locked_at',
  'last_confirmed_at',
  'last_confirmed_by',
] as const;

export async function findAudit(db: Db, companyId: number): Promise<AuditRow | undefined> {
  return db.selectFrom('access_audits').select(AUDIT_COLUMNS).where('company_id', '=', companyId).executeTakeFirst();
}

/** The company's first audit, when it has none yet (a company registered after migration 040). */
export async function insertAuditIfMissing(db: Db, companyId: number, dueAt: string, now: string): Promise<void> {
  await db
    .insertInto('access_audits')
    .values({ company_id: companyId, cycle: 1, due_at: dueAt, state: 'PENDING', updated_at: now })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
}

/** Companies without an audit yet. */
export async function companiesWithoutAudit(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('companies')
    .leftJoin('access_audits', 'access_audits.company_id', 'companies.id')
    .select('companies.id')
    .where('access_audits.company_id', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/** Open audits due before `before` (the reminder window, or due now). */
export async function auditsDueBefore(db: Db, before: string): Promise<AuditRow[]> {
  return db
    .selectFrom('access_audits')
    .select(AUDIT_COLUMNS)
    .where('due_at', '<=', before)
    .where('state', '=', 'PENDING')
    .orderBy('company_id')
    .execute();
}

export async function findCompany(db: Db, companyId: number) {
  return db.selectFrom('companies').select(['id', 'name', 'market']).where('id', '=', companyId).executeTakeFirst();
}

export type AuditUserDbColumn = 'users.last_name' | 'users.login_id' | 'users.last_login_at';

export async function countUsers(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function countDecisions(db: Db, companyId: number, cycle: number): Promise<number> {
  const row = await db
    .selectFrom('access_audit_decisions')
    .innerJoin('users', 'users.id', 'access_audit_decisions.user_id')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('access_audit_decisions.company_id', '=', companyId)
    .where('access_audit_decisions.cycle', '=', cycle)
    .where('users.company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

function usersWithDecisions(db: Db, companyId: number, cycle: number) {
  return db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .leftJoin('access_audit_decisions as d', (join) =>
      join.onRef('d.user_id', '=', 'users.id').on('d.company_id', '=', companyId).on('d.cycle', '=', cycle),
    )
    .select([
      'users.id',
      'users.login_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.status',
      'users.last_login_at',
      'groups.name as group_name',
      'd.decision',
      'd.decided_by',
      'd.decided_at',
    ])
    .where('users.company_id', '=', companyId);
}

export async function listUsers(
  db: Db,
  companyId: number,
  cycle: number,
  order: SqlOrder<AuditUserDbColumn>,
  window: SqlWindow,
) {
  return usersWithDecisions(db, companyId, cycle)
    .orderBy(order.column, order.direction)
    .orderBy('users.id', order.direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** Every user of the company with their decision, by login id (the export, the preview, the confirmation). */
export async function allUsers(db: Db, companyId: number, cycle: number) {
  return usersWithDecisions(db, companyId, cycle).orderBy('users.login_id').execute();
}

export async function findUser(db: Db, companyId: number, loginId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'login_id'])
    .where('company_id', '=', companyId)
    .where('login_id', '=', loginId)
    .executeTakeFirst();
}

export async function upsertDecision(
  db: Db,
  row: { companyId: number; cycle: number; userId: number; loginId: string; decision: string; by: string; at: string },
): Promise<string | null> {
  const before = await db
    .selectFrom('access_audit_decisions')
    .select('decision')
    .where('company_id', '=', row.companyId)
    .where('cycle', '=', row.cycle)
    .where('user_id', '=', row.userId)
    .executeTakeFirst();
  await db
    .insertInto('access_audit_decisions')
    .values({
      company_id: row.companyId,
      cycle: row.cycle,
      user_id: row.userId,
      login_id: row.loginId,
      decision: row.decision,
      decided_by: row.by,
      decided_at: row.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'cycle', 'user_id'])
        .doUpdateSet({ decision: row.decision, decided_by: row.by, decided_at: row.at }),
    )
    .execute();
  return before?.decision ?? null;
}

/** Product grants of these users, by user id. */
export async function grantsByUser(db: Db, userIds: number[]) {
  const grants = new Map<number, { product_code: string; access_status: string }[]>();
  if (userIds.length === 0) return grants;
  const rows = await db
    .selectFrom('user_products')
    .select(['user_id', 'product_code', 'access_status'])
    .where('user_id', 'in', userIds)
    .orderBy('product_code')
    .execute();
  for (const row of rows) grants.set(row.user_id, [...(grants.get(row.user_id) ?? []), row]);
  return grants;
}

/** The company's active admins with their language, for the reminders. */
export async function activeAdmins(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .leftJoin('user_preferences', 'user_preferences.login_id', 'users.login_id')
    .select(['users.login_id', 'users.email', 'users.first_name', 'users.last_name', 'user_preferences.language_code'])
    .where('users.company_id', '=', companyId)
    .where('users.status', '=', 'ACTIVE')
    .where('groups.name', '=', GROUPS.admin)
    .orderBy('users.login_id')
    .execute();
}

/** Records a reminder; false when it was recorded before (it is sent once). */
export async function claimReminder(
  db: Db,
  companyId: number,
  cycle: number,
  daysBefore: number,
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('access_audit_reminders')
    .values({ company_id: companyId, cycle, days_before: daysBefore, sent_at: now })
    .onConflict((oc) => oc.columns(['company_id', 'cycle', 'days_before']).doNothing())
    .returning('days_before')
    .execute();
  return inserted.length > 0;
}

/** Moves the open audit to its next cycle if it is still at the cycle read; false when it moved meanwhile. */
export async function moveToNextCycle(
  db: Db,
  audit: AuditRow,
  next: { dueAt: string; by: string; at: string },
): Promise<boolean> {
  const moved = await db
    .updateTable('access_audits')
    .set({
      cycle: audit.cycle + 1,
      state: 'PENDING',
      due_at: next.dueAt,
      locked_at: null,
      last_confirmed_at: next.at,
      last_confirmed_by: next.by,
      updated_at: next.at,
    })
    .where('company_id', '=', audit.company_id)
    .where('cycle', '=', audit.cycle)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

export async function insertConfirmation(
  db: Db,
  audit: AuditRow,
  confirmation: { acknowledgements: unknown; by: string; at: string },
): Promise<void> {
  await db
    .insertInto('access_audit_confirmations')
    .values({
      company_id: audit.company_id,
      cycle: audit.cycle,
      due_at: audit.due_at,
      acknowledgements: JSON.stringify(confirmation.acknowledgements),
      confirmed_by: confirmation.by,
      confirmed_at: confirmation.at,
    })
    .execute();
}

/** The grants a lock-out of the audit removed and has not given back, with their users' login ids. */
export async function unrestoredLockouts(db: Db, audit: AuditRow) {
  return db
    .selectFrom('access_audit_lockouts')
    .innerJoin('users', 'users.id', 'access_audit_lockouts.user_id')
    .select([
      'access_audit_lockouts.user_id',
      'access_audit_lockouts.product_code',
      'access_audit_lockouts.access_status',
      'users.login_id',
    ])
    .where('access_audit_lockouts.company_id', '=', audit.company_id)
    .where('access_audit_lockouts.cycle', '=', audit.cycle)
    .where('access_audit_lockouts.restored_at', 'is', null)
    .where('users.company_id', '=', audit.company_id)
    .orderBy('users.login_id')
    .orderBy('access_audit_lockouts.product_code')
    .execute();
}

export async function giveBackGrant(
  db: Db,
  grant: { user_id: number; product_code: string; access_status: string },
  at: string,
): Promise<void> {
  await db
    .insertInto('user_products')
    .values({
      user_id: grant.user_id,
      product_code: grant.product_code,
      access_status: grant.access_status,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'product_code']).doNothing())
    .execute();
}

export async function markLockoutsRestored(db: Db, audit: AuditRow, at: string): Promise<void> {
  await db
    .updateTable('access_audit_lockouts')
    .set({ restored_at: at })
    .where('company_id', '=', audit.company_id)
    .where('cycle', '=', audit.cycle)
    .execute();
}

export async function setDueAt(db: Db, companyId: number, dueAt: string, at: string): Promise<void> {
  await db
    .updateTable('access_audits')
    .set({ due_at: dueAt, updated_at: at })
    .where('company_id', '=', companyId)
    .execute();
}

/** LOCKED, if the audit is still PENDING at its cycle and due; false otherwise. */
export async function lockIfDue(db: Db, audit: AuditRow, at: string): Promise<boolean> {
  const locked = await db
    .updateTable('access_audits')
    .set({ state: 'LOCKED', locked_at: at, updated_at: at })
    .where('company_id', '=', audit.company_id)
    .where('cycle', '=', audit.cycle)
    .where('state', '=', 'PENDING')
    .where('due_at', '<=', at)
    .executeTakeFirst();
  return locked.numUpdatedRows > 0n;
}

export async function companyUsers(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'login_id'])
    .where('company_id', '=', companyId)
    .orderBy('login_id')
    .execute();
}

/** Records a user's grants as the lock-out removed them, then removes them. */
export async function recordAndRemoveGrants(
  db: Db,
  audit: AuditRow,
  userId: number,
  grants: readonly HeldGrant[],
  at: string,
): Promise<void> {
  await recordWithheldGrants(db, { companyId: audit.company_id, cycle: audit.cycle, userId }, grants, at);
  await db.deleteFrom('user_products').where('user_id', '=', userId).execute();
}

/** Ends every session of the user: they are signed out at once. */
export async function endSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
