import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareRuntime } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { startFakeSmtp, type FakeSmtp } from '../test/fake-smtp.js';
import { DIALECT_UNDER_TEST, openTestDatabase, TEST_DATABASE_URL } from '../test/helper.js';
import { MAIL_JOB, type Mailer } from './mail.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAILS = 5;
const addressOf = (n: number) => `mail-${n}@example.com`;

/** A real server process (main.ts run from source), its output kept for the failure message. */
class ServerProcess {
  readonly output: string[] = [];
  /** Where it listens, once it says so. */
  address: string | null = null;
  private readonly child: ChildProcess;
  private readonly exited: Promise<NodeJS.Signals | number | null>;

  constructor(
    readonly name: string,
    env: NodeJS.ProcessEnv,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      this.address ??= /Server listening at (http:\/\/[\d.:]+)/.exec(text)?.[1] ?? null;
      this.output.push(...text.split('\n').filter(Boolean));
      this.output.splice(0, Math.max(0, this.output.length - 40));
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve(signal ?? code)));
  }

  /** kill -9: no shutdown, no cleanup, whatever it was doing. */
  async crash(): Promise<NodeJS.Signals | number | null> {
    this.child.kill('SIGKILL');
    return this.exited;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop(): Promise<void> {
    if (!this.alive) return;
    this.child.kill('SIGTERM');
    await this.exited;
  }
}

describe(`a server killed with SIGKILL in the middle of e-mail delivery (${DIALECT_UNDER_TEST})`, () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let dropSchema: () => Promise<void>;
  let mailer: Mailer;
  let smtp: FakeSmtp;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
    ({ handle, dropSchema } = await openTestDatabase(dataDir));
    // Mail 1: the SMTP server takes it whole but never says so (the sender cannot know it arrived).
    // Mail 3: the SMTP server never answers its DATA command (nothing arrives).
    smtp = await startFakeSmtp([
      { to: addressOf(1), at: 'afterData' },
      { to: addressOf(3), at: 'atData' },
    ]);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DEMO: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    // The schema is migrated here; the servers find it ready. This process never delivers: its worker is not started.
    ({ mailer } = (await prepareRuntime(config, pino({ level: 'silent' }), { handle })).ctx);
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await smtp.close();
    await handle.close();
    await dropSchema();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const serverEnv = (): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'web'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      JOB_POLL_MS: '100',
      // A dead server's job is taken over after 2 s instead of 5 minutes.
      JOB_LEASE_MS: '2000',
      DATABASE_URL: '',
    };
    if (handle.schema) {
      const url = new URL(TEST_DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${handle.schema}`);
      url.searchParams.set('application_name', `portal ${handle.schema}`);
      env.DATABASE_URL = url.toString();
    }
    return env;
  };

  const start = (name: string) => {
    const server = new ServerProcess(name, serverEnv());
    servers.push(server);
    return server;
  };

  /** Polls with a generous limit: the machine may be slow, and nothing here is timed. */
  const until = async (check: () => boolean | Promise<boolean>, what: string, server?: ServerProcess) => {
    const deadline = Date.now() + 120_000;
    while (!(await check())) {
      const gone = server && !server.alive;
      if (gone || Date.now() > deadline) {
        throw new Error(
          `${gone ? `${server.name} exited` : 'gave up'} waiting for ${what}${server ? `; ${server.name} said:\n${server.output.join('\n')}` : ''}`,
        );
      }
      await sleep(100);
    }
  };

  const outbox = () =>
    handle.db
      .selectFrom('outbox')
      .select(['id', 'to_address', 'status', 'sent_at', 'last_error', 'message_id'])
      .orderBy('id')
      .execute();
  const jobs = () =>
    handle.db
      .selectFrom('jobs')
      .select(['id', 'payload', 'status', 'attempts'])
      .where('type', '=', MAIL_JOB)
      .orderBy('id')
      .execute();

  it('loses no e-mail, leaves no partial row, and delivers each once to effect (one Message-ID per e-mail)', async () => {
    for (let n = 1; n <= MAILS; n += 1) {
      await mailer.send({
        to: addressOf(n),
        subject: `Mail ${n}`,
        text: `Body of mail ${n}`,
        template: 'test',
        locale: 'en-US',
      });
    }

    const first = start('server A');
    await until(() => smtp.received.some((m) => m.to === addressOf(1)), 'server A to hand over mail 1', first);
    expect(await first.crash()).toBe('SIGKILL');

    const second = start('server B');
    await until(() => smtp.stalledAtData === 1, 'server B to get stuck sending mail 3', second);
    expect(await second.crash()).toBe('SIGKILL');

    const third = start('server C');
    await until(async () => (await outbox()).every((m) => m.status === 'sent'), 'every e-mail to be sent', third);
    await until(async () => (await jobs()).every((j) => j.status === 'done'), 'every delivery job to be done', third);
    await third.stop();

    // No e-mail lost, no partial row: each outbox row sent, with its Message-ID and exactly one finished job.
    const messages = await outbox();
    expect(messages.map((m) => m.to_address)).toEqual(Array.from({ length: MAILS }, (_, i) => addressOf(i + 1)));
    for (const m of messages)
      expect(m).toMatchObject({
        status: 'sent',
        last_error: null,
        sent_at: expect.any(String),
        message_id: expect.stringMatching(/^<.+@.+>$/),
      });
    const finished = await jobs();
    expect(finished.map((j) => (JSON.parse(j.payload) as { outboxId: number }).outboxId)).toEqual(
      messages.map((m) => m.id),
    );
    const attemptsOf = (n: number) => finished[n - 1]!.attempts;
    // Mails 1 and 3 were each cut off once by a crash; the others went through at the first attempt.
    expect([1, 2, 3, 4, 5].map(attemptsOf)).toEqual([2, 1, 2, 1, 1]);

    // Done once to effect: each e-mail's Message-ID acknowledged exactly once. Only mail 1 arrived twice
    // (its first copy was never acknowledged), with the same Message-ID, so the receiver drops the copy.
    for (const m of messages) {
      const copies = smtp.received.filter((r) => r.messageId === m.message_id);
      expect(copies.every((r) => r.to === m.to_address)).toBe(true);
      expect(copies.filter((r) => r.acknowledged)).toHaveLength(1);
      expect(copies).toHaveLength(m.to_address === addressOf(1) ? 2 : 1);
    }
    expect(smtp.received).toHaveLength(MAILS + 1);
  }, 400_000);

  it.runIf(DIALECT_UNDER_TEST === 'postgres')(
    'keeps a real server running, and serving, when its PostgreSQL connections are terminated',
    async () => {
      const server = start('server D');
      await until(() => server.address !== null, 'server D to listen', server);
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        const backends = async () =>
          (
            await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
              `portal ${handle.schema}`,
            ])
          ).rows.map((r) => r.pid);
        // Its job worker polls, so it holds a connection.
        await until(async () => (await backends()).length > 0, 'server D to connect', server);
        const before = await backends();
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
          `portal ${handle.schema}`,
        ]);
        await until(
          async () => (await backends()).every((pid) => !before.includes(pid)),
          'the backends to end',
          server,
        );

        // The server logs the lost connection, stays up, and serves again on new connections.
        await until(
          () => server.output.some((line) => line.includes('database connection lost')),
          'server D to notice',
          server,
        );
        await until(async () => (await fetch(`${server.address}/api/readyz`)).status === 200, 'readyz 200', server);
        expect((await fetch(`${server.address}/api/healthz`)).status).toBe(200);
        expect(server.alive).toBe(true);
        expect((await backends()).some((pid) => !before.includes(pid))).toBe(true);
      } finally {
        await admin.end();
        await server.stop();
      }
    },
    400_000,
  );
});
