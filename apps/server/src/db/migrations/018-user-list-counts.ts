import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';

/**
 * The users and blocked users tabs' totals without counting the company's users (decision 024): the number of
 * users per company and status, kept by triggers on users in the writer's own transaction. Users of no company
 * (internal users) are not counted.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('company_user_counts')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('users', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_user_counts_pk', ['company_id', 'status'])
    .execute();
  await sql`insert into company_user_counts (company_id, status, users)
    select company_id, status, count(*) from users where company_id is not null group by company_id, status`.execute(
    db,
  );
  if (dialect === 'postgres') await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

async function createSqliteTriggers(db: MigrationContext['db']): Promise<void> {
  // An upsert's select needs a where clause in SQLite (else "on conflict" would read as a join constraint).
  const added = sql.raw(`insert into company_user_counts (company_id, status, users)
      select new.company_id, new.status, 1 where new.company_id is not null
      on conflict (company_id, status) do update set users = users + 1;`);
  const removed = sql.raw(`update company_user_counts set users = users - 1
      where company_id = old.company_id and status = old.status;`);
  await sql`create trigger users_count_insert after insert on users begin ${added} end`.execute(db);
  await sql`create trigger users_count_delete after delete on users begin ${removed} end`.execute(db);
  await sql`create trigger users_count_update after update of company_id, status on users
    begin ${removed} ${added} end`.execute(db);
}

async function createPostgresTriggers(db: MigrationContext['db']): Promise<void> {
  await sql`create function company_user_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.company_id is not null then
        update company_user_counts set users = users - 1
          where company_id = old.company_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.company_id is not null then
        insert into company_user_counts (company_id, status, users)
          values (new.company_id, new.status, 1)
          on conflict (company_id, status) do update set users = company_user_counts.users + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_count after insert or delete or update of company_id, status
    on users for each row execute function company_user_count()`.execute(db);
}
