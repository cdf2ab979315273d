import type { MigrationContext } from './helpers.js';

/**
 * Access-request approvals (issue 13, decision record 022): the admin's note to the requester is kept with the
 * decision, and each sortable column of a company's pending requests has an index that reads it in order (create
 * time is served by access_requests_target), the id breaking ties as the list does.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.alterTable('access_requests').addColumn('decision_note', 'text').execute();
  for (const column of ['first_name', 'last_name', 'email'] as const) {
    await db.schema
      .createIndex(`access_requests_target_${column}`)
      .on('access_requests')
      .columns(['target_company_id', 'state', column, 'id'])
      .execute();
  }
}
