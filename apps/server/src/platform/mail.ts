import { randomUUID } from 'node:crypto';
import type { Locale } from '@portal/contract/locale';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import type { JobWorker } from './jobs.js';
import * as outbox from './outbox.repository.js';

export const MAIL_JOB = 'mail.deliver';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  template: string;
  locale: Locale;
  companyId?: number | null;
};

/** How long an SMTP conversation may stall before the attempt fails; well under the default job lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Every e-mail is written to the outbox (the record) and delivered by a job: through SMTP when
 * SMTP_URL is set, otherwise it stays in the outbox, where internal staff can read it outside production.
 * The outbox row and its job are written together (in the caller's transaction when it gives one), so a
 * crash never leaves one without the other. A crash after the SMTP server took a message but before the
 * outbox recorded it sends it again with the same Message-ID: receivers drop the copy (decision record 012).
 */
export class Mailer {
  private readonly transport;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly worker: JobWorker,
    private readonly config: Config,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }) : null;
    worker.register<{ outboxId: number }>(MAIL_JOB, ({ payload }) => this.deliver(payload.outboxId));
  }

  /** Writes the message and its delivery job; pass the transaction of the change the message tells about. */
  async send(mail: OutgoingMail, db: Db = this.db): Promise<number> {
    const companyId = mail.companyId ?? null;
    const write = async (trx: Db) => {
      const id = await outbox.insertOutboxMail(trx, {
        ...mail,
        companyId,
        now: this.clock.now().toISOString(),
        messageId: this.newMessageId(),
      });
      await this.worker.enqueue(MAIL_JOB, { outboxId: id }, { companyId, db: trx });
      return id;
    };
    return db.isTransaction ? write(db) : db.transaction().execute(write);
  }

  private async deliver(outboxId: number): Promise<{ status: string }> {
    const mail = await outbox.findOutboxMail(this.db, outboxId);
    if (!mail || mail.status !== 'queued') return { status: mail?.status ?? 'missing' };
    if (this.transport) {
      const messageId = mail.message_id ?? (await outbox.ensureMessageId(this.db, outboxId, this.newMessageId()));
      try {
        await this.transport.sendMail({
          from: this.config.mailFrom,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          messageId,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // Kept on the message for the outbox page; the job retries with backoff.
        await outbox.recordOutboxError(this.db, outboxId, reason);
        // A new error: a refused SMTP connection must not pass for the database being away.
        throw new Error(`SMTP delivery failed: ${reason}`);
      }
    }
    const status = this.transport ? 'sent' : 'stored';
    await outbox.markOutboxMail(this.db, outboxId, status, this.clock.now().toISOString());
    return { status };
  }

  private newMessageId(): string {
    const domain = /@([^\s>]+)>?\s*$/.exec(this.config.mailFrom)?.[1] ?? 'portal.localhost';
    return `<${randomUUID()}@${domain}>`;
  }
}
