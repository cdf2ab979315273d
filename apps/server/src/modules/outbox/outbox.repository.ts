import type { OutboxStatus } from '@portal/contract/outbox';
import { sql } from 'kysely';
import { containsPattern, foldedContains } from '../../db/contains.js';
import type { Db } from '../../db/database.js';
import type { SqlWindow } from '../../platform/paging.js';

export type OutboxFilter = { status: OutboxStatus | undefined; search: string | undefined };

function filtered(db: Db, filter: OutboxFilter) {
  let query = db.selectFrom('outbox');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([foldedContains(sql.ref('to_address'), pattern), foldedContains(sql.ref('subject'), pattern)]),
    );
  }
  return query;
}

/** A page of messages matching the filter, newest first, and how many match in all. */
export async function pageOutbox(db: Db, filter: OutboxFilter, window: SqlWindow) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(['id', 'to_address', 'subject', 'template', 'locale', 'status', 'created_at', 'sent_at'])
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One message with the name of the company it is about, if any. */
export async function findOutboxMessage(db: Db, id: number) {
  return db
    .selectFrom('outbox')
    .leftJoin('companies', 'companies.id', 'outbox.company_id')
    .select([
      'outbox.id',
      'outbox.to_address',
      'outbox.subject',
      'outbox.text_body',
      'outbox.template',
      'outbox.locale',
      'outbox.status',
      'outbox.created_at',
      'outbox.sent_at',
      'outbox.last_error',
      'companies.name as company_name',
    ])
    .where('outbox.id', '=', id)
    .executeTakeFirst();
}
