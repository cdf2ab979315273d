import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';

/** The users' columns a tab's search or order reads (decision 039): a change to one changes the tab's `version`. */
export const LISTED_COLUMNS = [
  'id',
  'company_id',
  'status',
  'first_name',
  'last_name',
  'email',
  'login_id',
  'third_party_user',
  'blocked_reason',
  'blocked_by',
  'blocked_at',
] as const;

/**
 * Two numbers per tab (company and status) beside its kept count (migration 018), so a copy of the tab kept in the
 * server's memory (decision 039) knows it is still the tab: `version` grows with every user added to, removed from
 * or changed in the tab (a searched or sorted column), `sign_in_version` with every sign-in (`last_login_at`), which
 * only the order by last sign-in reads. Kept by triggers on users in the writer's own transaction.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await sql`alter table company_user_counts add column version integer not null default 0`.execute(db);
  await sql`alter table company_user_counts add column sign_in_version integer not null default 0`.execute(db);
  if (dialect === 'postgres') await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

const listed = LISTED_COLUMNS.join(', ');

/** `update … set column = column + 1` of the tab of `r` (`new` or `old`). */
function bump(column: 'version' | 'sign_in_version', r: 'new' | 'old') {
  return `update company_user_counts set ${column} = ${column} + 1
    where company_id = ${r}.company_id and status = ${r}.status;`;
}

async function createSqliteTriggers(db: MigrationContext['db']): Promise<void> {
  // A user who moved (another company or status) changes both tabs; one who did not changes theirs once more.
  await sql
    .raw(
      `create trigger users_list_version_insert after insert on users when new.company_id is not null
       begin ${bump('version', 'new')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_list_version_delete after delete on users when old.company_id is not null
       begin ${bump('version', 'old')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_list_version_update after update of ${listed} on users
       begin ${bump('version', 'old')} ${bump('version', 'new')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_sign_in_version after update of last_login_at on users when new.company_id is not null
       begin ${bump('sign_in_version', 'new')} end`,
    )
    .execute(db);
}

async function createPostgresTriggers(db: MigrationContext['db']): Promise<void> {
  await sql
    .raw(
      `create function user_list_version() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.company_id is not null then
        ${bump('version', 'old')}
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (new.company_id is distinct from old.company_id
          or new.status is distinct from old.status)) then
        ${bump('version', 'new')}
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_list_version after insert or delete or update of ${listed}
       on users for each row execute function user_list_version()`,
    )
    .execute(db);
  await sql
    .raw(
      `create function user_sign_in_version() returns trigger language plpgsql as $$
    begin
      ${bump('sign_in_version', 'new')}
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_sign_in_version after update of last_login_at on users
       for each row when (new.company_id is not null) execute function user_sign_in_version()`,
    )
    .execute(db);
}
