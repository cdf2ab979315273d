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

/**
 * Every e-mail is written to the outbox (the record) and delivered by a job: through SMTP when
 * SMTP_URL is set, otherwise it stays in the outbox, where internal staff can read it outside production.
 */
export class Mailer {
  private readonly transport;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly worker: JobWorker,
    private readonly config: Config,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
    worker.register<{ outboxId: number }>(MAIL_JOB, ({ payload }) => this.deliver(payload.outboxId));
  }

  async send(mail: OutgoingMail): Promise<number> {
    const companyId = mail.companyId ?? null;
    const id = await outbox.insertOutboxMail(this.db, { ...mail, companyId, now: this.clock.now().toISOString() });
    await this.worker.enqueue(MAIL_JOB, { outboxId: id }, { companyId });
    return id;
  }

  private async deliver(outboxId: number): Promise<{ status: string }> {
    const mail = await outbox.findOutboxMail(this.db, outboxId);
    if (!mail || mail.status !== 'queued') return { status: mail?.status ?? 'missing' };
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to_address, subject: mail.subject, text: mail.text_body });
      } catch (error) {
        // Kept on the message for the outbox page; the job retries with backoff.
        await outbox.recordOutboxError(this.db, outboxId, error instanceof Error ? error.message : String(error));
        throw error;
      }
    }
    const status = this.transport ? 'sent' : 'stored';
    await outbox.markOutboxMail(this.db, outboxId, status, this.clock.now().toISOString());
    return { status };
  }
}
