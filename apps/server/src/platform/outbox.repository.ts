import type { Db } from '../db/database.js';

export async function insertOutboxMail(
  db: Db,
  mail: {
    to: string;
    subject: string;
    text: string;
    template: string;
    locale: string;
    companyId: number | null;
    now: string;
    messageId?: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      template: mail.template,
      locale: mail.locale,
      status: 'queued',
      company_id: mail.companyId,
      created_at: mail.now,
      message_id: mail.messageId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findOutboxMail(db: Db, id: number) {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markOutboxMail(db: Db, id: number, status: 'sent' | 'stored', now: string): Promise<void> {
  await db.updateTable('outbox').set({ status, sent_at: now, last_error: null }).where('id', '=', id).execute();
}

/** Gives a message written before Message-IDs were kept its own, once; answers the one it has. */
export async function ensureMessageId(db: Db, id: number, messageId: string): Promise<string> {
  await db
    .updateTable('outbox')
    .set({ message_id: messageId })
    .where('id', '=', id)
    .where('message_id', 'is', null)
    .execute();
  const row = await db.selectFrom('outbox').select('message_id').where('id', '=', id).executeTakeFirstOrThrow();
  return row.message_id ?? messageId;
}

/** Why the last delivery attempt failed; the message stays queued for the next one. */
export async function recordOutboxError(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ last_error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}
