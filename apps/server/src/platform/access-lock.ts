import { ACCESS_AUDIT_ERROR_CODES } from '@portal/contract/access-audit';
import type { Db } from '../db/database.js';
import { lockedAuditCycle } from './access-lock.repository.js';
import { AppError } from './errors.js';

/**
 * Every path that grants a product to a company's users asks this first: while the company's user access audit is
 * overdue (LOCKED), nobody gains access until an admin completes it (409 `access_audit.locked`).
 */
export async function refuseGrantsWhileLocked(db: Db, companyId: number): Promise<void> {
  if ((await lockedAuditCycle(db, companyId)) === null) return;
  throw new AppError(
    409,
    ACCESS_AUDIT_ERROR_CODES.locked,
    "The company's user access audit is overdue: no product can be granted until an administrator completes it.",
  );
}
