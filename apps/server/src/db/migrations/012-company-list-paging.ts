import type { MigrationContext } from './helpers.js';

/**
 * The company list's pages read from an index alone (decision 019): per sortable column an index in the list's
 * order (market, column, id) that also carries the filtered columns (type, status), so the page's ids are found
 * with OFFSET over index entries only, without reading a row, and only the page's rows are read.
 * They supersede the narrower indexes of the same prefix, which are dropped (one index per order to keep up).
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema
    .createIndex('companies_list_name')
    .on('companies')
    .columns(['market', 'name', 'id', 'type', 'status'])
    .execute();
  await db.schema
    .createIndex('companies_list_status')
    .on('companies')
    .columns(['market', 'status', 'id', 'type'])
    .execute();
  await db.schema
    .createIndex('companies_list_contact')
    .on('companies')
    .columns(['market', 'primary_contact_email', 'id', 'type', 'status'])
    .execute();
  await db.schema
    .createIndex('companies_list_type')
    .on('companies')
    .columns(['market', 'type', 'id', 'status'])
    .execute();
  for (const superseded of ['companies_market_name', 'companies_market_status', 'companies_market_contact']) {
    await db.schema.dropIndex(superseded).execute();
  }
}
