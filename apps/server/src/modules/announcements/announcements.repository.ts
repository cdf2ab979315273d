import type { AnnouncementStatus } from '@portal/contract/announcements';
import type { Market } from '@portal/contract/markets';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AnnouncementsTable } from '../../db/schema.js';
import type { SqlOrder, SqlWindow } from '../../platform/paging.js';

export type AnnouncementDbColumn = 'starts_at' | 'ends_at' | 'updated_at';
export type AnnouncementRecord = Selectable<AnnouncementsTable>;

function marketAnnouncements(db: Db, market: Market, status: AnnouncementStatus | undefined, now: string) {
  let query = db.selectFrom('announcements').where('market', '=', market);
  if (status === 'retired') query = query.where('retired_at', 'is not', null);
  else if (status) {
    query = query.where('retired_at', 'is', null);
    if (status === 'scheduled') query = query.where('starts_at', '>', now);
    if (status === 'active') query = query.where('starts_at', '<=', now).where('ends_at', '>', now);
    if (status === 'ended') query = query.where('ends_at', '<=', now);
  }
  return query;
}

/** A page of a market's announcements (of one status when asked), sorted, and how many match in all. */
export async function listAnnouncements(
  db: Db,
  filter: { market: Market; status: AnnouncementStatus | undefined; now: string },
  order: SqlOrder<AnnouncementDbColumn>,
  page: SqlWindow,
) {
  const [rows, count] = await Promise.all([
    marketAnnouncements(db, filter.market, filter.status, filter.now)
      .selectAll()
      .orderBy(order.column, order.direction)
      .orderBy('id', order.direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    marketAnnouncements(db, filter.market, filter.status, filter.now)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** An announcement of the market, by id. */
export async function findAnnouncement(db: Db, market: Market, id: number): Promise<AnnouncementRecord | undefined> {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', id)
    .where('market', '=', market)
    .executeTakeFirst();
}

export async function insertAnnouncement(db: Db, values: Insertable<AnnouncementsTable>): Promise<AnnouncementRecord> {
  return db.insertInto('announcements').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateAnnouncement(
  db: Db,
  id: number,
  changes: Updateable<AnnouncementsTable>,
): Promise<AnnouncementRecord> {
  return db.updateTable('announcements').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The market's announcements showing at `now` that this user has not dismissed, before company targeting. */
export async function listShowing(db: Db, market: Market, userId: number, now: string): Promise<AnnouncementRecord[]> {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('market', '=', market)
    .where('ends_at', '>', now)
    .where('starts_at', '<=', now)
    .where('retired_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('announcement_dismissals')
            .select('announcement_dismissals.announcement_id')
            .whereRef('announcement_dismissals.announcement_id', '=', 'announcements.id')
            .where('announcement_dismissals.user_id', '=', userId),
        ),
      ),
    )
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Records a dismissal once; a second one keeps the first time. Answers when the user dismissed it, and whether now. */
export async function dismiss(
  db: Db,
  announcementId: number,
  userId: number,
  now: string,
): Promise<{ dismissedAt: string; first: boolean }> {
  const inserted = await db
    .insertInto('announcement_dismissals')
    .values({ announcement_id: announcementId, user_id: userId, dismissed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'announcement_id']).doNothing())
    .executeTakeFirst();
  const row = await db
    .selectFrom('announcement_dismissals')
    .select('dismissed_at')
    .where('announcement_id', '=', announcementId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { dismissedAt: row.dismissed_at, first: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
}

/** The type of the company the caller works in now (null: none, or not of this market). */
export async function findCompanyType(db: Db, market: Market, companyId: number | null) {
  if (companyId === null) return null;
  const row = await db
    .selectFrom('companies')
    .select('type')
    .where('id', '=', companyId)
    .where('market', '=', market)
    .executeTakeFirst();
  return row?.type ?? null;
}
