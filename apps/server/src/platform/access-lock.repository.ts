import type { Db } from '../db/database.js';

/** A grant as user_products holds it. */
export type HeldGrant = { product_code: string; access_status: string };

/** The cycle of the company's user access audit while it is LOCKED (overdue, unconfirmed); null otherwise. */
export async function lockedAuditCycle(db: Db, companyId: number): Promise<number | null> {
  const row = await db
    .selectFrom('access_audits')
    .select('cycle')
    .where('company_id', '=', companyId)
    .where('state', '=', 'LOCKED')
    .executeTakeFirst();
  return row?.cycle ?? null;
}

/**
 * Grants a locked company's user does not have: those the lock-out removed, and those they would have received
 * meanwhile (an invitation opened while locked). Completing the audit gives them back.
 */
export async function recordWithheldGrants(
  db: Db,
  lock: { companyId: number; cycle: number; userId: number },
  grants: readonly HeldGrant[],
  at: string,
): Promise<void> {
  if (grants.length === 0) return;
  await db
    .insertInto('access_audit_lockouts')
    .values(
      grants.map((g) => ({
        company_id: lock.companyId,
        cycle: lock.cycle,
        user_id: lock.userId,
        product_code: g.product_code,
        access_status: g.access_status,
        removed_at: at,
        restored_at: null,
      })),
    )
    .onConflict((oc) => oc.columns(['company_id', 'cycle', 'user_id', 'product_code']).doNothing())
    .execute();
}
