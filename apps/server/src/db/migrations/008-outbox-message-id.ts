import type { MigrationContext } from './helpers.js';

/**
 * Every outgoing e-mail gets its Message-ID when it is written to the outbox, so a delivery repeated
 * after a crash (the SMTP server took it, the server died before recording that) carries the same
 * Message-ID and receivers can drop the copy (decision record 012).
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('message_id', 'text').execute();
}
