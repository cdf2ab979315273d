import type { MigrationContext } from './helpers.js';

/**
 * The yearly user access audit (issue 28 point 2, decision record 057). `access_audits`: each company's open audit
 * (its number, due date, PENDING or LOCKED, the last confirmation). Per audit: the admins' decisions (keep or
 * remove), the confirmation with its three acknowledgements, the reminders sent (once each), and what a lock-out
 * removed, so completing the audit gives back exactly those grants.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('access_audits')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('cycle', 'integer', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('locked_at', 'text')
    .addColumn('last_confirmed_at', 'text')
    .addColumn('last_confirmed_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The periodic job looks for audits due (or within the reminder window).
  await db.schema.createIndex('access_audits_due').on('access_audits').columns(['due_at']).execute();

  await db.schema
    .createTable('access_audit_decisions')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('cycle', 'integer', (c) => c.notNull())
    /** No foreign key: the evidence outlives a user the audit removed. */
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('login_id', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_audit_decisions_pk', ['company_id', 'cycle', 'user_id'])
    .execute();

  await db.schema
    .createTable('access_audit_confirmations')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('cycle', 'integer', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    /** JSON: the three acknowledgements as given. */
    .addColumn('acknowledgements', 'text', (c) => c.notNull())
    .addColumn('confirmed_by', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_audit_confirmations_pk', ['company_id', 'cycle'])
    .execute();

  await db.schema
    .createTable('access_audit_reminders')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('cycle', 'integer', (c) => c.notNull())
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_audit_reminders_pk', ['company_id', 'cycle', 'days_before'])
    .execute();

  await db.schema
    .createTable('access_audit_lockouts')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('cycle', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('access_status', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text', (c) => c.notNull())
    .addColumn('restored_at', 'text')
    .addPrimaryKeyConstraint('access_audit_lockouts_pk', ['company_id', 'cycle', 'user_id', 'product_code'])
    .execute();
}
