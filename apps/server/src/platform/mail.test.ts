import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../test/helper.js';
import { Mailer } from './mail.js';
import { findOutboxMail } from './outbox.repository.js';

/** A port nothing listens on: taken from the system, then released, so connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const MAIL = {
  to: 'dana@example.com',
  subject: 'Your incident',
  text: 'We received it.',
  template: 'test',
  locale: 'en-US',
} as const;

describe(`mailer (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('keeps a message as stored when no SMTP server is configured', async () => {
    const id = await t.ctx.mailer.send(MAIL);
    expect(await findOutboxMail(t.ctx.db, id)).toMatchObject({ status: 'queued', sent_at: null });
    await t.ctx.worker.drain();
    expect(await findOutboxMail(t.ctx.db, id)).toMatchObject({
      status: 'stored',
      last_error: null,
      to_address: MAIL.to,
    });
  });

  it('records why delivery failed and leaves the message queued for the retry', async () => {
    const mailer = new Mailer(t.ctx.db, t.clock, t.ctx.worker, {
      ...t.ctx.config,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
    });
    const id = await mailer.send(MAIL);
    await t.ctx.worker.drain();
    const failed = await findOutboxMail(t.ctx.db, id);
    expect(failed).toMatchObject({ status: 'queued', sent_at: null });
    expect(failed?.last_error).toMatch(/ECONNREFUSED|connect/i);
  });
});
