import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';

/**
 * The company list's pages and totals without reading every company (decision 019).
 *
 * Per sortable column an index in the list's order (market, column, id) that also carries the filtered columns
 * (type, status): the page's ids are found with OFFSET over index entries only, and only the page's rows are
 * read. They supersede the narrower indexes of the same prefix, which are dropped.
 *
 * The list's total without a search is a sum over company_list_counts, the number of companies per market, type
 * and status, which triggers on companies keep in the writer's own transaction.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await createListIndexes(db);
  await db.schema
    .createTable('company_list_counts')
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('companies', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_list_counts_pk', ['market', 'type', 'status'])
    .execute();
  await sql`insert into company_list_counts (market, type, status, companies)
    select market, type, status, count(*) from companies group by market, type, status`.execute(db);
  if (dialect === 'postgres') await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

async function createListIndexes(db: MigrationContext['db']): Promise<void> {
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

async function createSqliteTriggers(db: MigrationContext['db']): Promise<void> {
  const added = sql.raw(`insert into company_list_counts (market, type, status, companies)
      values (new.market, new.type, new.status, 1)
      on conflict (market, type, status) do update set companies = companies + 1;`);
  const removed = sql.raw(`update company_list_counts set companies = companies - 1
      where market = old.market and type = old.type and status = old.status;`);
  await sql`create trigger companies_list_count_insert after insert on companies begin ${added} end`.execute(db);
  await sql`create trigger companies_list_count_delete after delete on companies begin ${removed} end`.execute(db);
  await sql`create trigger companies_list_count_update after update of market, type, status on companies
    begin ${removed} ${added} end`.execute(db);
}

async function createPostgresTriggers(db: MigrationContext['db']): Promise<void> {
  await sql`create function company_list_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update company_list_counts set companies = companies - 1
          where market = old.market and type = old.type and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into company_list_counts (market, type, status, companies)
          values (new.market, new.type, new.status, 1)
          on conflict (market, type, status) do update set companies = company_list_counts.companies + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger companies_list_count after insert or delete or update of market, type, status
    on companies for each row execute function company_list_count()`.execute(db);
}
