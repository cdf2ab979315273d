import { sql } from 'kysely';
import { foldedKey } from '../contains.js';
import { DIACRITICS_CLASS, LETTER_FOLDS, SQL_FOLD_FUNCTION } from '../search-fold.js';
import type { MigrationContext } from './helpers.js';
import { STARTS_FIELDS } from './022-user-search-starts.js';

/**
 * Searches fold case and accents as one function does (`db/search-fold.ts`, decision 049), on both databases:
 * - PostgreSQL gets `portal_fold`, the same steps in SQL (SQLite's is registered on each connection);
 * - the users' search texts (migration 019) are kept folded by it, and refilled;
 * - the indexes of a field's start (migrations 022 and 023) are of the folded field.
 * A later change to the folding needs a migration that calls `createFoldFunction` again and refills the texts.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await createFoldFunction(db);
    await sql.raw(postgresSync()).execute(db);
  } else {
    await sql`drop trigger users_search_insert`.execute(db);
    await sql`drop trigger users_search_delete`.execute(db);
    await sql`drop trigger users_search_update`.execute(db);
    await createSqliteTriggers(db);
  }
  await fillUserSearch(db, dialect);
  for (const field of STARTS_FIELDS) {
    const name = sql.id(`users_starts_${field}`);
    await sql`drop index ${name}`.execute(db);
    await sql`create index ${name} on users (company_id, status, ${foldedKey(dialect, sql.ref(field))}, id)${
      dialect === 'postgres' ? sql` include (${sql.ref(field)})` : sql``
    }`.execute(db);
  }
}

/** PostgreSQL's `portal_fold`: NFKD, the diacritics removed, lower case, then the letter folds. */
export async function createFoldFunction(db: MigrationContext['db']): Promise<void> {
  const stripped = `lower(regexp_replace(normalize(value, nfkd), '${DIACRITICS_CLASS}', '', 'g'))`;
  const folded = LETTER_FOLDS.reduce((text, [letter, into]) => `replace(${text}, '${letter}', '${into}')`, stripped);
  await sql
    .raw(
      `create or replace function ${SQL_FOLD_FUNCTION}(value text) returns text
        language sql immutable strict parallel safe as $$ select ${folded} $$`,
    )
    .execute(db);
}

/** The four searched fields of row `r`, folded and joined by line feeds (what `user_search.search_text` holds). */
const text = (r: string) =>
  ['first_name', 'last_name', 'email', 'login_id']
    .map((field) => `${SQL_FOLD_FUNCTION}(${r}.${field})`)
    .join(' || char(10) || ');
const postgresText = (r: string) => text(r).replaceAll('char(10)', 'chr(10)');

/**
 * Who `user_search` holds: the users of companies (migrations 019 and 026), or every user (migration 029: global user
 * management searches internal users too, scope 0 and 1, which no company's id gives).
 */
export type SearchCoverage = 'company users' | 'every user' | 'every user, internal by tab';

/**
 * The company part of a user's scope. 'every user, internal by tab' (migration 032): internal users, who have no
 * company, in the scope of their global tab (`INTERNAL_SCOPE_COMPANIES`), so a search of one tab reads its own.
 */
const companyOf = (r: string, coverage: SearchCoverage) => {
  if (coverage === 'company users') return `${r}.company_id`;
  if (coverage === 'every user') return `coalesce(${r}.company_id, 0)`;
  const tabs = Object.entries(INTERNAL_SCOPE_COMPANIES).map(([tab, company]) => `when '${tab}' then ${company}`);
  return `coalesce(${r}.company_id, case ${r}.directory ${tabs.join(' ')} else 0 end)`;
};

/** The company part of the scope of users without a company, by their tab (migration 032); other tabs' is 0. */
export const INTERNAL_SCOPE_COMPANIES = { INTERNAL_MERCHANT: -1, INTERNAL_ASSET_PROTECTION: -2 } as const;
const sqliteScope = (r: string, c: SearchCoverage) => `(${companyOf(r, c)} * 2 + (${r}.status = 'BLOCKED'))`;
const sqliteKey = (r: string, c: SearchCoverage) => `(${sqliteScope(r, c)} * 2147483648 + ${r}.id)`;
const postgresScope = (r: string, c: SearchCoverage) =>
  `(${companyOf(r, c)} * 2 + case when ${r}.status = 'BLOCKED' then 1 else 0 end)`;
const postgresKey = (r: string, c: SearchCoverage) => `(${postgresScope(r, c)}::bigint * 2147483648 + ${r}.id)`;
const indexed = (r: string, c: SearchCoverage) =>
  `${c === 'company users' ? `${r}.company_id is not null and ` : ''}${r}.status in ('ACTIVE', 'BLOCKED')`;
/** What the triggers follow: the searched fields, and what the key is made of. */
const followed = (c: SearchCoverage) =>
  `id, company_id, status, first_name, last_name, email, login_id${
    c === 'every user, internal by tab' ? ', user_type, persona_access_codes' : ''
  }`;

/** SQLite: the triggers that keep `user_search` and its trigram table in step with users. */
export async function createSqliteTriggers(
  db: MigrationContext['db'],
  coverage: SearchCoverage = 'company users',
): Promise<void> {
  const [key, scope, kept] = [
    (r: string) => sqliteKey(r, coverage),
    (r: string) => sqliteScope(r, coverage),
    (r: string) => indexed(r, coverage),
  ];
  const added = `insert into user_search (key, scope, user_id, search_text)
      select ${key('new')}, ${scope('new')}, new.id, ${text('new')} where ${kept('new')};
    insert into user_search_trigrams (rowid, search_text)
      select ${key('new')}, ${text('new')} where ${kept('new')};`;
  const removed = `delete from user_search where key = ${key('old')};
    delete from user_search_trigrams where rowid = ${key('old')};`;
  await sql.raw(`create trigger users_search_insert after insert on users begin ${added} end`).execute(db);
  await sql.raw(`create trigger users_search_delete after delete on users begin ${removed} end`).execute(db);
  await sql
    .raw(
      `create trigger users_search_update after update of ${followed(coverage)} on users begin ${removed} ${added} end`,
    )
    .execute(db);
}

/** PostgreSQL: the trigger on users that calls `user_search_sync` (migration 032 follows the key's parts too). */
export const postgresTrigger = (coverage: SearchCoverage) =>
  `create trigger users_search after insert or delete or update of ${followed(coverage)}
    on users for each row execute function user_search_sync()`;

/** PostgreSQL: the trigger function that keeps `user_search` in step with users. */
export const postgresSync = (coverage: SearchCoverage = 'company users') =>
  `create or replace function user_search_sync() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        delete from user_search where key = ${postgresKey('old', coverage)};
      end if;
      if tg_op in ('INSERT', 'UPDATE') and ${indexed('new', coverage)} then
        insert into user_search (key, scope, user_id, search_text)
          values (${postgresKey('new', coverage)}, ${postgresScope('new', coverage)}, new.id, ${postgresText('new')});
      end if;
      return null;
    end $$`;

/**
 * Fills the search tables afresh from users, folded: this migration's refill, and the benchmark's after a bulk load
 * with the triggers off. `coverage`: who is kept (migration 029: every user).
 */
export async function fillUserSearch(
  db: MigrationContext['db'],
  dialect: MigrationContext['dialect'],
  coverage: SearchCoverage = 'company users',
): Promise<void> {
  await sql`delete from user_search`.execute(db);
  if (dialect !== 'postgres')
    await sql`insert into user_search_trigrams (user_search_trigrams) values ('delete-all')`.execute(db);
  await addToUserSearch(db, dialect, coverage, 'true');
}

/** Adds the users `where` (SQL of `users`) keeps to the search tables, as the triggers would. */
export async function addToUserSearch(
  db: MigrationContext['db'],
  dialect: MigrationContext['dialect'],
  coverage: SearchCoverage,
  where: string,
): Promise<void> {
  if (dialect === 'postgres') {
    await sql
      .raw(
        `insert into user_search (key, scope, user_id, search_text)
         select ${postgresKey('users', coverage)}, ${postgresScope('users', coverage)}, users.id, ${postgresText('users')}
         from users where ${indexed('users', coverage)} and (${where})`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `insert into user_search (key, scope, user_id, search_text)
       select ${sqliteKey('users', coverage)}, ${sqliteScope('users', coverage)}, users.id, ${text('users')} from users
       where ${indexed('users', coverage)} and (${where})`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into user_search_trigrams (rowid, search_text)
       select user_search.key, user_search.search_text from user_search
       join users on users.id = user_search.user_id where (${where})`,
    )
    .execute(db);
}
