import { sql } from 'kysely';
import { containsPattern, foldedContains } from '../../db/contains.js';
import type { Db } from '../../db/database.js';
import type { SqlOrder, SqlWindow } from '../../platform/paging.js';

/** A grant the user can launch (ACCESS_COMPLETE). */
export const GRANTED = 'ACCESS_COMPLETE';

export type PendingDbColumn = 'first_name' | 'last_name' | 'login_id' | 'created_by' | 'created_at' | 'stage';

/** Which of these addresses (lower-cased) already belong to a user of the portal. */
export async function existingUserEmails(db: Db, emailKeys: string[]): Promise<Set<string>> {
  if (emailKeys.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`lower(email)`.as('email_key'))
    .where(sql`lower(email)`, 'in', emailKeys)
    .execute();
  const logins = await db
    .selectFrom('users')
    .select(sql<string>`lower(login_id)`.as('email_key'))
    .where(sql`lower(login_id)`, 'in', emailKeys)
    .execute();
  return new Set([...rows, ...logins].map((r) => r.email_key));
}

/** Which of these addresses (lower-cased) are pending already, in any company. */
export async function pendingEmails(db: Db, emailKeys: string[]): Promise<Set<string>> {
  if (emailKeys.length === 0) return new Set();
  const rows = await db.selectFrom('pending_users').select('email_key').where('email_key', 'in', emailKeys).execute();
  return new Set(rows.map((r) => r.email_key));
}

/** The catalogue's product codes and names, in catalogue order. */
export async function listProducts(db: Db): Promise<{ code: string; name: string }[]> {
  return db.selectFrom('products').select(['code', 'name']).orderBy('sort_order').orderBy('code').execute();
}

export type NewPendingUser = {
  companyId: number;
  loginId: string;
  email: string;
  firstName: string;
  lastName: string;
  persona: string;
  products: string[];
  locale: string;
  createdBy: string;
  now: string;
};

export async function insertPendingUser(db: Db, user: NewPendingUser): Promise<number> {
  const row = await db
    .insertInto('pending_users')
    .values({
      company_id: user.companyId,
      type: 'CREATE_USER',
      stage: 'INVITATION_SENT',
      login_id: user.loginId,
      email: user.email,
      email_key: user.email.toLowerCase(),
      first_name: user.firstName,
      last_name: user.lastName,
      persona: user.persona,
      products: JSON.stringify(user.products),
      locale: user.locale,
      created_by: user.createdBy,
      created_at: user.now,
      updated_at: user.now,
      invitation_sent_at: null,
      invitation_expires_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findPendingUser(db: Db, id: number) {
  return db.selectFrom('pending_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCompanyPendingUser(db: Db, companyId: number, id: number) {
  return db
    .selectFrom('pending_users')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Claims the first sending of an invitation; false when it was sent already (a job run again after a crash). */
export async function markInvitationSent(db: Db, id: number, expiresAt: string, now: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('pending_users')
    .set({ invitation_sent_at: now, invitation_expires_at: expiresAt, updated_at: now })
    .where('id', '=', id)
    .where('invitation_sent_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export async function setInvitationExpiry(db: Db, id: number, expiresAt: string, now: string): Promise<void> {
  await db
    .updateTable('pending_users')
    .set({ invitation_expires_at: expiresAt, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function insertInvitationToken(
  db: Db,
  row: { tokenHash: string; pendingUserId: number; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('invitation_tokens')
    .values({
      token_hash: row.tokenHash,
      pending_user_id: row.pendingUserId,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Voids every link of the pending user not used yet. */
export async function voidInvitationTokens(db: Db, pendingUserId: number, now: string): Promise<void> {
  await db
    .updateTable('invitation_tokens')
    .set({ used_at: now })
    .where('pending_user_id', '=', pendingUserId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * The pending user a link names while it may be used: not voided, not expired, and the invitee has not set a
 * password through it yet (the account, made at the first opening, still has none), in whatever stage.
 */
export async function findUsableInvitation(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('invitation_tokens')
    .innerJoin('pending_users', 'pending_users.id', 'invitation_tokens.pending_user_id')
    .leftJoin('users', (join) => join.on((eb) => eb(sql`lower(users.login_id)`, '=', eb.ref('pending_users.login_id'))))
    .selectAll('pending_users')
    .select(['users.id as user_id', 'users.password_hash'])
    .where('invitation_tokens.token_hash', '=', tokenHash)
    .where('invitation_tokens.used_at', 'is', null)
    .where('invitation_tokens.expires_at', '>', now)
    .executeTakeFirst();
}

export async function findGroupId(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** The invitee's account: active, no password until they set one, registration not completed. */
export async function insertInvitedUser(
  db: Db,
  pending: { login_id: string; email: string; first_name: string; last_name: string; company_id: number },
  groupId: number,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      login_id: pending.login_id,
      first_name: pending.first_name,
      last_name: pending.last_name,
      email: pending.email,
      user_type: 'EXTERNAL',
      third_party_user: 0,
      company_id: pending.company_id,
      group_id: groupId,
      persona_access_codes: '[]',
      access_class: 'UI',
      status: 'ACTIVE',
      last_login_at: null,
      registration_completed: 0,
      password_hash: null,
      created_at: now,
      updated_at: now,
      blocked_reason: null,
      blocked_by: null,
      blocked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Grants each product, a pending request for it included (ACCESS_COMPLETE). */
export async function grantProducts(db: Db, userId: number, codes: string[], now: string): Promise<void> {
  for (const code of codes) {
    await db
      .insertInto('user_products')
      .values({ user_id: userId, product_code: code, access_status: GRANTED, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'product_code']).doUpdateSet({ access_status: GRANTED, updated_at: now }),
      )
      .execute();
  }
}

/** Spends a link; false when another request spent (or a resend voided) it first. */
export async function useInvitationToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('invitation_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

function matchingPending(db: Db, companyId: number, search: string | undefined) {
  let query = db.selectFrom('pending_users').where('company_id', '=', companyId);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or(
        (['first_name', 'last_name', 'login_id', 'email', 'created_by'] as const).map((column) =>
          foldedContains(sql.ref(column), pattern),
        ),
      ),
    );
  }
  return query;
}

/** A page of the company's pending users, in the column's order and then the id's. */
export async function listPending(
  db: Db,
  companyId: number,
  search: string | undefined,
  order: SqlOrder<PendingDbColumn>,
  page: SqlWindow,
) {
  const rows = await matchingPending(db, companyId, search)
    .selectAll()
    .orderBy(order.column, order.direction)
    .orderBy('id', order.direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { total } = await matchingPending(db, companyId, search)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

export type PendingCursor = { value: string; id: number };

/**
 * The next batch of the company's pending users matching the search after the cursor (from the start without one),
 * in the column's order and then the id's, as `listPending` pages them: keyset reading, each batch costs the same
 * (every sortable column of pending_users is NOT NULL).
 */
export async function nextPending(
  db: Db,
  companyId: number,
  search: string | undefined,
  order: SqlOrder<PendingDbColumn>,
  cursor: PendingCursor | null,
  limit: number,
) {
  let query = matchingPending(db, companyId, search).selectAll();
  if (cursor) {
    const op = order.direction === 'asc' ? '>' : '<';
    query = query.where((eb) =>
      eb.or([
        eb(order.column, op, cursor.value),
        eb.and([eb(order.column, '=', cursor.value), eb('id', op, cursor.id)]),
      ]),
    );
  }
  return query.orderBy(order.column, order.direction).orderBy('id', order.direction).limit(limit).execute();
}

/** The names ('First Last') of the users with these login ids, keyed by the lower-cased login id. */
export async function userNames(db: Db, loginIds: string[]): Promise<Map<string, string>> {
  const keys = [...new Set(loginIds.map((id) => id.toLowerCase()))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select([sql<string>`lower(login_id)`.as('login_key'), 'first_name', 'last_name'])
    .where(sql`lower(login_id)`, 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.login_key, `${r.first_name} ${r.last_name}`.trim()]));
}

/** Each user's product codes and grant status. */
export async function listGrants(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_products')
    .select(['user_id', 'product_code', 'access_status'])
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('product_code')
    .execute();
}

export async function revokeProducts(db: Db, userId: number, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  await db.deleteFrom('user_products').where('user_id', '=', userId).where('product_code', 'in', codes).execute();
}

export async function findCompanyUserById(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .select(['users.id', 'users.login_id', 'users.email', 'users.first_name', 'users.last_name', 'users.status'])
    .select('groups.name as group_name')
    .where('users.company_id', '=', companyId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/**
 * Removes a user. What they wrote at the support desk stays, no longer linked to an account; their sessions, grants,
 * preferences, acceptances, requests and dismissals go with them (the foreign keys cascade), and so does an
 * invitation they had not finished.
 */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('support_incidents')
    .set({ requester_user_id: null })
    .where('requester_user_id', '=', userId)
    .execute();
  await db.updateTable('support_threads').set({ author_user_id: null }).where('author_user_id', '=', userId).execute();
  const user = await db.deleteFrom('users').where('id', '=', userId).returning('login_id').executeTakeFirst();
  // An invitee deleted before finishing registration: their invitation ends too (its link cannot make them again).
  if (user) await db.deleteFrom('pending_users').where('login_id', '=', user.login_id.toLowerCase()).execute();
}

// ---------------------------------------------------------------------------------------------
// The pending user's lifecycle (decision record 054)
// ---------------------------------------------------------------------------------------------

/** A grant the product is still setting up itself (ACCESS_PENDING). */
export const PENDING_GRANT = 'ACCESS_PENDING';

/** Moves the pending user from one stage to the next; false when it is no longer in `from` (another run moved it). */
export async function moveStage(db: Db, id: number, from: string, to: string, now: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('pending_users')
    .set({ stage: to, updated_at: now })
    .where('id', '=', id)
    .where('stage', '=', from)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Ends the pending user (with its links) while it is in `from`; false when it is not (any more). */
export async function endPendingUserIn(db: Db, id: number, from: string): Promise<boolean> {
  const row = await db
    .deleteFrom('pending_users')
    .where('id', '=', id)
    .where('stage', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The invitee's account by login id; on PostgreSQL its row is held until the transaction ends, so that completing
 * registration (which updates it) waits, or is seen.
 */
export async function findInviteeAccount(db: Db, loginId: string, lock: boolean) {
  let query = db
    .selectFrom('users')
    .select(['id', 'registration_completed'])
    .where(sql`lower(login_id)`, '=', loginId.toLowerCase());
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The user's pending user in this stage, with whether they have completed registration (held as above). */
export async function findInvitationOfUser(db: Db, userId: number, stage: string, lock: boolean) {
  let query = db
    .selectFrom('users')
    .innerJoin('pending_users', (join) =>
      join.on((eb) => eb(sql`lower(users.login_id)`, '=', eb.ref('pending_users.login_id'))),
    )
    .selectAll('pending_users')
    .select('users.registration_completed')
    .where('users.id', '=', userId)
    .where('pending_users.stage', '=', stage);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * An invitee's grants: a product that sets up its own access starts ACCESS_PENDING (a grant already complete stays
 * so); every other is complete at once.
 */
export async function grantInvitedProducts(
  db: Db,
  userId: number,
  codes: { complete: string[]; pending: string[] },
  now: string,
): Promise<void> {
  await grantProducts(db, userId, codes.complete, now);
  for (const code of codes.pending) {
    await db
      .insertInto('user_products')
      .values({ user_id: userId, product_code: code, access_status: PENDING_GRANT, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'product_code']).doNothing())
      .execute();
  }
}

/** One of the company's jobs of these types. */
const USER_JOB_COLUMNS = [
  'id',
  'type',
  'status',
  'progress',
  'total',
  'processed',
  'succeeded',
  'failed',
  'created_by',
  'created_at',
  'updated_at',
] as const;

export async function findCompanyJob(db: Db, companyId: number, jobId: number, types: readonly string[]) {
  return db
    .selectFrom('jobs')
    .select(USER_JOB_COLUMNS)
    .where('id', '=', jobId)
    .where('company_id', '=', companyId)
    .where('type', 'in', types)
    .executeTakeFirst();
}
export type CompanyJob = NonNullable<Awaited<ReturnType<typeof findCompanyJob>>>;

/**
 * The company's jobs of these types not yet over, and those of `recentTypes` that ended since `since`, newest first:
 * the jobs table's (company_id, id) index, read backwards to the limit.
 */
export async function listCompanyJobs(
  db: Db,
  companyId: number,
  filter: { types: readonly string[]; recentTypes: readonly string[]; since: string; limit: number },
) {
  return db
    .selectFrom('jobs')
    .select(USER_JOB_COLUMNS)
    .where('company_id', '=', companyId)
    .where('type', 'in', filter.types)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['queued', 'running']),
        eb.and([eb('type', 'in', filter.recentTypes), eb('updated_at', '>=', filter.since)]),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
}
