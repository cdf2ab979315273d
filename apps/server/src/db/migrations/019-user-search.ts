import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';

/**
 * The users and blocked users tabs' search without reading every user of the company (decision 025).
 *
 * `user_search` holds, for every user of a company in the ACTIVE or BLOCKED status, the four searched fields
 * lower-cased and joined by a line feed (`search_text`), under a key that puts a company's tab in one range:
 * `scope * 2^31 + user id`, the scope being `company id * 2 + (1 when BLOCKED)` (user ids are 32-bit integers).
 * Triggers on users keep it in the writer's own transaction. On SQLite a contentless FTS5 table with the trigram
 * tokenizer (`user_search_trigrams`, rowid = key) finds the candidates of a term of three characters or more; on
 * PostgreSQL a GIN index over the scope and the trigrams of the text (extensions pg_trgm and btree_gin), when the
 * database lets the portal create them. Both confirm every candidate with the search's own `LIKE`.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('user_search')
    .addColumn('key', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.primaryKey())
    .addColumn('scope', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  if (dialect === 'postgres') await createPostgres(db);
  else await createSqlite(db);
}

/** The row's expressions, `r` being `new` or `old` (or the users table in the backfill). */
function sqliteRow(r: string) {
  const scope = `(${r}.company_id * 2 + (${r}.status = 'BLOCKED'))`;
  return {
    scope,
    key: `(${scope} * 2147483648 + ${r}.id)`,
    text: `lower(${r}.first_name) || char(10) || lower(${r}.last_name) || char(10) || lower(${r}.email) || char(10) || lower(${r}.login_id)`,
    indexed: `${r}.company_id is not null and ${r}.status in ('ACTIVE', 'BLOCKED')`,
  };
}

async function createSqlite(db: MigrationContext['db']): Promise<void> {
  await sql`create virtual table user_search_trigrams using fts5(search_text, content='', contentless_delete=1,
    tokenize='trigram', detail=none)`.execute(db);
  await fillUserSearch(db, 'sqlite');

  const n = sqliteRow('new');
  const o = sqliteRow('old');
  const added = `insert into user_search (key, scope, user_id, search_text)
      select ${n.key}, ${n.scope}, new.id, ${n.text} where ${n.indexed};
    insert into user_search_trigrams (rowid, search_text) select ${n.key}, ${n.text} where ${n.indexed};`;
  const removed = `delete from user_search where key = ${o.key};
    delete from user_search_trigrams where rowid = ${o.key};`;
  await sql.raw(`create trigger users_search_insert after insert on users begin ${added} end`).execute(db);
  await sql.raw(`create trigger users_search_delete after delete on users begin ${removed} end`).execute(db);
  await sql
    .raw(
      `create trigger users_search_update after update of id, company_id, status, first_name, last_name, email,
       login_id on users begin ${removed} ${added} end`,
    )
    .execute(db);
}

const scope = (r: string) => `(${r}.company_id * 2 + case when ${r}.status = 'BLOCKED' then 1 else 0 end)`;
const key = (r: string) => `(${scope(r)}::bigint * 2147483648 + ${r}.id)`;
const text = (r: string) =>
  `lower(${r}.first_name) || chr(10) || lower(${r}.last_name) || chr(10) || lower(${r}.email) || chr(10) || lower(${r}.login_id)`;
const indexed = (r: string) => `${r}.company_id is not null and ${r}.status in ('ACTIVE', 'BLOCKED')`;

/**
 * Fills the search tables afresh from users: the migration's backfill, and the benchmark's after a bulk load with
 * the trigger off (as it recounts company_user_counts).
 */
export async function fillUserSearch(db: MigrationContext['db'], dialect: MigrationContext['dialect']): Promise<void> {
  await sql`delete from user_search`.execute(db);
  if (dialect === 'postgres') {
    await sql
      .raw(
        `insert into user_search (key, scope, user_id, search_text)
         select ${key('users')}, ${scope('users')}, users.id, ${text('users')} from users where ${indexed('users')}`,
      )
      .execute(db);
    return;
  }
  const u = sqliteRow('users');
  await sql`insert into user_search_trigrams (user_search_trigrams) values ('delete-all')`.execute(db);
  await sql
    .raw(
      `insert into user_search (key, scope, user_id, search_text)
       select ${u.key}, ${u.scope}, users.id, ${u.text} from users where ${u.indexed}`,
    )
    .execute(db);
  await sql`insert into user_search_trigrams (rowid, search_text) select key, search_text from user_search`.execute(db);
}

async function createPostgres(db: MigrationContext['db']): Promise<void> {
  await fillUserSearch(db, 'postgres');
  await sql
    .raw(
      `create function user_search_sync() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        delete from user_search where key = ${key('old')};
      end if;
      if tg_op in ('INSERT', 'UPDATE') and ${indexed('new')} then
        insert into user_search (key, scope, user_id, search_text)
          values (${key('new')}, ${scope('new')}, new.id, ${text('new')});
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql`create trigger users_search after insert or delete or update of id, company_id, status, first_name,
    last_name, email, login_id on users for each row execute function user_search_sync()`.execute(db);
  await createTrigramIndex(db);
}

/**
 * The GIN index of the scope and the text's trigrams, when the extensions are there or can be created (both are
 * trusted extensions: a role with CREATE on the database may create them, no superuser needed). Where they cannot
 * be, a b-tree of the scope instead: the search still answers the same, by reading the tab's rows of `user_search`;
 * decision 025 gives the statements a database owner runs to add the GIN index later.
 */
async function createTrigramIndex(db: MigrationContext['db']): Promise<void> {
  // An exception block, so a refusal does not abort the migration's transaction; into public (when there is one),
  // so the extensions outlive any one schema (each test file migrates a schema of its own).
  // The advisory lock serialises concurrent migrations (parallel test schemas): CREATE EXTENSION IF NOT EXISTS is
  // not safe against a second session creating the same extension at the same moment.
  await sql`do $$ begin
      perform pg_advisory_xact_lock(hashtext('portal.create_extensions'));
      if exists (select 1 from pg_namespace where nspname = 'public') then
        create extension if not exists pg_trgm schema public;
        create extension if not exists btree_gin schema public;
      else
        create extension if not exists pg_trgm;
        create extension if not exists btree_gin;
      end if;
    exception when others then
      raise notice 'user search: no trigram index (%)', sqlerrm;
    end $$`.execute(db);
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'
    and exists (select 1 from pg_extension where extname = 'btree_gin')`.execute(db);
  const trgm = rows[0]?.schema;
  if (!trgm) {
    // Without it a search reads the tab's users in user_search by this index (narrow rows, not the users').
    await sql`create index user_search_scope on user_search (scope)`.execute(db);
    return;
  }
  await sql`create index user_search_trigrams on user_search using gin
    (scope, search_text ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
}
