import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Market } from '@portal/contract/markets';
import type { IncidentStatus } from '@portal/contract/support';
import { containsPattern, foldedContains } from '../../db/contains.js';
import type { Db } from '../../db/database.js';
import type { SqlOrder, SqlWindow } from '../../platform/paging.js';
import type { SupportAttachmentsTable, SupportIncidentsTable, SupportThreadsTable } from '../../db/schema.js';

export type IncidentRecord = Selectable<SupportIncidentsTable>;
export type ThreadRecord = Selectable<SupportThreadsTable>;
export type AttachmentRecord = Selectable<SupportAttachmentsTable>;

export async function listActiveCategories(db: Db) {
  return db
    .selectFrom('support_categories')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function listCategoryTexts(db: Db, locales: string[]) {
  return db.selectFrom('support_category_texts').selectAll().where('locale', 'in', locales).execute();
}

/** The next number of a day's sequence; an atomic upsert, so concurrent filings never share one. */
export async function nextDailySequence(db: Db, day: string): Promise<number> {
  const row = await db
    .insertInto('support_incident_sequences')
    .values({ day, last_value: 1 })
    .onConflict((oc) =>
      oc.column('day').doUpdateSet({ last_value: sql<number>`support_incident_sequences.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return row.last_value;
}

export async function insertIncident(db: Db, incident: Insertable<SupportIncidentsTable>): Promise<number> {
  const row = await db.insertInto('support_incidents').values(incident).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAttachment(db: Db, attachment: Insertable<SupportAttachmentsTable>): Promise<void> {
  await db.insertInto('support_attachments').values(attachment).execute();
}

export async function insertThread(db: Db, thread: Insertable<SupportThreadsTable>): Promise<void> {
  await db.insertInto('support_threads').values(thread).execute();
}

export async function findIncident(db: Db, reference: string): Promise<IncidentRecord | undefined> {
  return db.selectFrom('support_incidents').selectAll().where('reference', '=', reference).executeTakeFirst();
}

export async function listThreads(db: Db, incidentId: number, includeInternal: boolean): Promise<ThreadRecord[]> {
  let query = db.selectFrom('support_threads').selectAll().where('incident_id', '=', incidentId);
  if (!includeInternal) query = query.where('internal', '=', 0);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function findAttachmentOf(db: Db, incidentId: number): Promise<AttachmentRecord | undefined> {
  return db
    .selectFrom('support_attachments')
    .selectAll()
    .where('incident_id', '=', incidentId)
    .orderBy('created_at')
    .executeTakeFirst();
}

export async function findAttachment(
  db: Db,
  incidentId: number,
  attachmentId: string,
): Promise<AttachmentRecord | undefined> {
  return db
    .selectFrom('support_attachments')
    .selectAll()
    .where('incident_id', '=', incidentId)
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}

export async function updateIncident(
  db: Db,
  incidentId: number,
  changes: { status?: IncidentStatus; updatedAt: string },
): Promise<void> {
  await db
    .updateTable('support_incidents')
    .set({ updated_at: changes.updatedAt, ...(changes.status ? { status: changes.status } : {}) })
    .where('id', '=', incidentId)
    .execute();
}

export const INCIDENT_SORT_COLUMNS = {
  incidentId: 'reference',
  subject: 'subject',
  statusInfo: 'status',
  createdOn: 'created_at',
  lastUpdatedOn: 'updated_at',
  market: 'market',
  queueId: 'queue_id',
} as const;
export type IncidentSortField = keyof typeof INCIDENT_SORT_COLUMNS;
type IncidentSortColumn = (typeof INCIDENT_SORT_COLUMNS)[IncidentSortField];

export type IncidentFilter = {
  requesterUserId?: number;
  companyId?: number;
  status?: IncidentStatus;
  queueId?: number;
  market?: Market;
  supportType?: number;
  search?: string;
};

function filtered(db: Db, filter: IncidentFilter) {
  let query = db.selectFrom('support_incidents');
  if (filter.requesterUserId !== undefined) query = query.where('requester_user_id', '=', filter.requesterUserId);
  if (filter.companyId !== undefined) query = query.where('company_id', '=', filter.companyId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.queueId !== undefined) query = query.where('queue_id', '=', filter.queueId);
  if (filter.market) query = query.where('market', '=', filter.market);
  if (filter.supportType !== undefined) query = query.where('support_type', '=', filter.supportType);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const like = (column: string) => foldedContains(sql.ref(column), pattern);
    query = query.where((eb) =>
      eb.or([
        like('reference'),
        like('first_name'),
        like('last_name'),
        like('primary_contact_email'),
        like('company_name'),
        foldedContains(sql`first_name || ' ' || last_name`, pattern),
      ]),
    );
  }
  return query;
}

/** One page of incidents matching the filter, sorted (ties broken by id), and the total. */
export async function pageIncidents(
  db: Db,
  filter: IncidentFilter,
  window: SqlWindow,
  order: SqlOrder<IncidentSortColumn>,
): Promise<{ rows: IncidentRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy(order.column, order.direction)
      .orderBy('id', order.direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
