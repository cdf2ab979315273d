import type { MigrationContext } from './helpers.js';
import { withId } from './helpers.js';

/** The pending users tab's sort columns, each read in order through an index led by the company (decision 023). */
const SORT_INDEXES = {
  pending_users_first_name: 'first_name',
  pending_users_last_name: 'last_name',
  pending_users_login_id: 'login_id',
  pending_users_created_by: 'created_by',
  pending_users_created_at: 'created_at',
  pending_users_stage: 'stage',
} as const;

/**
 * Invitations (issue 13, decision record 023): a pending user is the task of creating one user (type CREATE_USER)
 * from the admin's add until the invitee finishes registration; its stage says where it is. An address is pending
 * at most once across the portal (email_key, lower-cased). Invitation links are stored as hashes, single-use, with
 * an expiry; a resend voids the earlier ones.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('pending_users'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    /** CREATE_USER */
    .addColumn('type', 'text', (c) => c.notNull())
    /** INVITATION_SENT | GRANTING_ACCESS | COMPLETING | WAITING_FOR_ACCESS */
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('login_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    /** ADMIN | USER */
    .addColumn('persona', 'text', (c) => c.notNull())
    /** JSON array of product codes asked for. */
    .addColumn('products', 'text', (c) => c.notNull())
    /** The invitee's language: the e-mails are written in it. */
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    /** Set by the job in the transaction that writes the first link and its e-mail: the invitation goes once. */
    .addColumn('invitation_sent_at', 'text')
    .addColumn('invitation_expires_at', 'text')
    .execute();
  for (const [name, column] of Object.entries(SORT_INDEXES)) {
    await db.schema.createIndex(name).on('pending_users').columns(['company_id', column, 'id']).execute();
  }

  await db.schema
    .createTable('invitation_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('pending_user_id', 'integer', (c) => c.notNull().references('pending_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    /** Set when the link was used, or voided by a resend. */
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('invitation_tokens_pending_user')
    .on('invitation_tokens')
    .column('pending_user_id')
    .execute();
}
