import { sql } from 'kysely';
import { SQL_FOLD_FUNCTION } from '../search-fold.js';
import type { MigrationContext } from './helpers.js';

/**
 * The company list's search (name or admin e-mail contains the term, folded: decision 049) without reading every
 * company of the market, for a term of three characters or more. SQLite: a contentless FTS5 trigram table of the
 * two fields folded (`company_search_trigrams`, rowid = company id), kept by triggers, gives the candidates. PostgreSQL:
 * a GIN trigram index of each folded field answers the search's own `portal_fold(field) like '%term%'`, where the
 * pg_trgm extension is there (migration 019 creates it when the database allows); without it the search scans, as
 * before. Both confirm every candidate with the search's own test.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') await createPostgresIndexes(db);
  else await createSqliteTable(db);
}

const fold = (field: string) => `${SQL_FOLD_FUNCTION}(${field})`;
const text = (r: string) => `${fold(`${r}.name`)} || char(10) || ${fold(`${r}.primary_contact_email`)}`;

async function createSqliteTable(db: MigrationContext['db']): Promise<void> {
  await sql`create virtual table company_search_trigrams using fts5(search_text, content='', contentless_delete=1,
    tokenize='trigram', detail=none)`.execute(db);
  await sql
    .raw(`insert into company_search_trigrams (rowid, search_text) select id, ${text('companies')} from companies`)
    .execute(db);
  const added = `insert into company_search_trigrams (rowid, search_text) values (new.id, ${text('new')});`;
  const removed = `delete from company_search_trigrams where rowid = old.id;`;
  await sql.raw(`create trigger companies_search_insert after insert on companies begin ${added} end`).execute(db);
  await sql.raw(`create trigger companies_search_delete after delete on companies begin ${removed} end`).execute(db);
  await sql
    .raw(
      `create trigger companies_search_update after update of id, name, primary_contact_email on companies
       begin ${removed} ${added} end`,
    )
    .execute(db);
}

async function createPostgresIndexes(db: MigrationContext['db']): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const trgm = rows[0]?.schema;
  if (!trgm) return;
  for (const [name, field] of [
    ['companies_name_trigrams', 'name'],
    ['companies_contact_trigrams', 'primary_contact_email'],
  ] as const) {
    await sql`create index ${sql.id(name)} on companies using gin
      ((${sql.raw(fold(field))}) ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
  }
}
