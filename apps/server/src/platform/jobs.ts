import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/database.js';
import type { JobRow } from '../db/schema.js';
import type { Clock } from './clock.js';
import * as jobsRepo from './jobs.repository.js';

export type JobContext<P> = {
  job: JobRow;
  payload: P;
  db: Db;
  /** Records progress (0-100) and extends the lease; readable while the job runs. */
  reportProgress: (percent: number) => Promise<void>;
};

/** A job handler must be idempotent: after a crash it runs again from the start. */
export type JobHandler<P = unknown> = (ctx: JobContext<P>) => Promise<unknown>;

export type EnqueueOptions = { maxAttempts?: number; runAt?: Date; companyId?: number | null; createdBy?: string | null };

export type JobWorkerOptions = {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs?: number;
  backoffBaseMs?: number;
};

/**
 * The in-process worker of the jobs table: claims a due job (FOR UPDATE SKIP LOCKED on PostgreSQL),
 * runs its handler, and retries failures with exponential backoff. A job whose lease ran out (its
 * server stopped mid-run) is claimed again, so work survives a restart.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly owner = `${hostname()}:${process.pid}`;

  constructor(private readonly options: JobWorkerOptions) {}

  register<P>(type: string, handler: JobHandler<P>): void {
    this.handlers.set(type, handler as JobHandler);
  }

  async enqueue(type: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
    if (!this.handlers.has(type)) throw new Error(`no job handler for ${type}`);
    const now = this.options.clock.now();
    return jobsRepo.insertJob(this.options.db, {
      type,
      payload: JSON.stringify(payload),
      maxAttempts: options.maxAttempts ?? 5,
      runAt: (options.runAt ?? now).toISOString(),
      now: now.toISOString(),
      companyId: options.companyId ?? null,
      createdBy: options.createdBy ?? null,
    });
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs due jobs until none is left; returns how many ran. Tests call this directly. */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOne()) count += 1;
    return count;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((err: unknown) => this.options.log.error({ err }, 'job worker failed'))
        .finally(() => this.schedule(this.options.pollMs));
    }, delay);
    this.timer.unref();
  }

  private async runOne(): Promise<boolean> {
    const { db, dialect, clock } = this.options;
    const leaseMs = this.options.leaseMs ?? 5 * 60_000;
    const job = await jobsRepo.claimDueJob(db, dialect, clock.now(), leaseMs, [...this.handlers.keys()]);
    if (!job) return false;
    const handler = this.handlers.get(job.type);
    const log = this.options.log.child({ jobId: job.id, jobType: job.type, owner: this.owner });
    try {
      const result = await handler!({
        job,
        payload: JSON.parse(job.payload) as unknown,
        db,
        reportProgress: (percent) => jobsRepo.setProgress(db, job.id, percent, clock.now(), leaseMs),
      });
      await jobsRepo.completeJob(db, job.id, JSON.stringify(result ?? null), clock.now());
      log.info('job done');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const backoff = (this.options.backoffBaseMs ?? 5_000) * 2 ** (job.attempts - 1);
      const final = job.attempts >= job.max_attempts;
      await jobsRepo.failJob(db, job.id, message, final, new Date(clock.now().getTime() + backoff), clock.now());
      log.warn({ err, attempts: job.attempts, final }, 'job failed');
    }
    return true;
  }
}
