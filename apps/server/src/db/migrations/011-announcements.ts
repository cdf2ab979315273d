import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Announcements (issue 12, decision 018): the site-wide banner's messages of one market each, and each user's
 * dismissals (kept on the server, so a dismissal holds on every device). Portable types only (decision 002).
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('announcements'), dialect)
    .addColumn('market', 'text', (c) => c.notNull())
    /** info | warning */
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('text_en_us', 'text', (c) => c.notNull())
    .addColumn('text_es_mx', 'text')
    .addColumn('text_fr_ca', 'text')
    /** ISO-8601 UTC instants: shown from starts_at (inclusive) until ends_at (exclusive). */
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    /** Comma list of company types; '' targets every user of the market. */
    .addColumn('company_types', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    .addColumn('retired_by', 'text')
    .execute();
  // The banner reads a market's announcements that have not ended yet; the admin list pages by start, end or change.
  await db.schema.createIndex('announcements_market_ends').on('announcements').columns(['market', 'ends_at']).execute();
  await db.schema
    .createIndex('announcements_market_starts')
    .on('announcements')
    .columns(['market', 'starts_at', 'id'])
    .execute();
  await db.schema
    .createIndex('announcements_market_updated')
    .on('announcements')
    .columns(['market', 'updated_at', 'id'])
    .execute();

  await db.schema
    .createTable('announcement_dismissals')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dismissed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_dismissals_pk', ['user_id', 'announcement_id'])
    .execute();

  // Two new permissions. A fresh database gets them with its groups from the reference seed; a database whose groups
  // are already seeded (and then the product owners') gets them here: LIST for Super Admin and the spectator, UPDATE
  // for Super Admin.
  for (const [action, groups] of [
    ['LIST', ['Super Admin', 'Super Admin Spectator']],
    ['UPDATE', ['Super Admin']],
  ] as const) {
    await sql`insert into permissions (action, resource)
      select ${sql.lit(action)}, 'ANNOUNCEMENT'
      where exists (select 1 from groups where name = 'Super Admin')
        and not exists (select 1 from permissions where action = ${sql.lit(action)} and resource = 'ANNOUNCEMENT')`.execute(
      db,
    );
    await sql`insert into group_permissions (group_id, permission_id)
      select g.id, p.id from groups g, permissions p
      where g.name in (${sql.join(groups.map((g) => sql.lit(g)))}) and p.action = ${sql.lit(action)} and p.resource = 'ANNOUNCEMENT'
        and not exists (select 1 from group_permissions gp where gp.group_id = g.id and gp.permission_id = p.id)`.execute(
      db,
    );
  }
}
