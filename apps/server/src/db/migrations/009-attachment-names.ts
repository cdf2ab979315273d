import type { MigrationContext } from './helpers.js';

/**
 * Attachment names (issue 10): `file_name` now holds the safe name an attachment is stored and served
 * under; the name as uploaded is kept beside it, made visible, for display only (null when the same).
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.alterTable('support_attachments').addColumn('original_name', 'text').execute();
}
