import type { MigrationContext } from './helpers.js';

/**
 * Abuse limits and retention (issue 10, decision record 011): rate-limit counters shared by every server,
 * spent human proofs (a proof is single use), and indexes the retention sweep deletes by.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  // One fixed window per bucket (`<limit name>|<client or address>`): hits counted since window_started_at.
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_end').on('rate_limit_counters').column('window_ends_at').execute();

  // A proof is spent by the first post that shows it; only its hash is kept, until it would have expired.
  await db.schema
    .createTable('human_check_spent_proofs')
    .addColumn('proof_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('human_check_spent_proofs_expiry')
    .on('human_check_spent_proofs')
    .column('expires_at')
    .execute();

  await db.schema.createIndex('login_attempts_last_failure').on('login_attempts').column('last_failure_at').execute();
  await db.schema.createIndex('human_check_posts_window').on('human_check_posts').column('window_started_at').execute();
  await db.schema.createIndex('analytics_events_received').on('analytics_events').column('received_at').execute();
}
