import type { MigrationContext } from './helpers.js';

/**
 * The super admin's company list (issue 12): each sortable column and filter of a market's companies has an
 * index that reads it in order (name is served by companies_market_name), the id breaking ties as the list does.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.createIndex('companies_market_status').on('companies').columns(['market', 'status', 'id']).execute();
  await db.schema
    .createIndex('companies_market_type')
    .on('companies')
    .columns(['market', 'type', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('companies_market_contact')
    .on('companies')
    .columns(['market', 'primary_contact_email', 'id'])
    .execute();
}
