import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/database.js';
import type { JobRow } from '../db/schema.js';
import type { Clock } from './clock.js';
import { describeDatabaseError, isDatabaseUnavailable } from './database-errors.js';
import * as jobsRepo from './jobs.repository.js';

type JobContext<P> = {
  job: JobRow;
  payload: P;
  db: Db;
  /** Records progress (0-100) and extends the lease; readable while the job runs. */
  reportProgress: (percent: number) => Promise<void>;
  /**
   * Called between a job's rows: throws when the server is stopping, so the job is handed back at once (queued,
   * its attempt not spent) and the next server goes on from its last committed row, instead of waiting for a lease.
   */
  checkpoint: () => void;
};

/** Thrown by `checkpoint` while the worker stops. */
export class JobInterrupted extends Error {
  constructor() {
    super('the server is stopping: the job is handed back');
  }
}

/**
 * A job handler must be idempotent: after a crash it runs again from the start. A job whose worker
 * lost its claim (its lease ran out and another worker took it) cannot record an outcome any more.
 */
export type JobHandler<P = unknown> = (ctx: JobContext<P>) => Promise<unknown>;

export type EnqueueOptions = {
  maxAttempts?: number;
  runAt?: Date;
  companyId?: number | null;
  createdBy?: string | null;
  /** The rows the job works on, when it counts them (`countJobStep`): the users page shows its progress. */
  total?: number;
  /** The transaction to enqueue in, so the job exists exactly when the work that asked for it does. */
  db?: Db;
};

export type JobWorkerOptions = {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs?: number;
  backoffBaseMs?: number;
  /** The longest pause between polls while the database is away. */
  maxPauseMs?: number;
};

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_MAX_PAUSE_MS = 30_000;

/** The wait before the next poll after `failures` polls in a row found the database away: doubling, capped. */
export function pollDelay(pollMs: number, failures: number, maxPauseMs: number): number {
  if (failures === 0) return pollMs;
  return Math.min(Math.max(pollMs, maxPauseMs), pollMs * 2 ** Math.min(failures, 20));
}

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
  /** `stop()` was called: a running job hands itself back at its next checkpoint, and no other is claimed. */
  private stopping = false;
  /** Polls in a row that failed (the database away): the worker pauses longer after each. */
  private failures = 0;
  private readonly owner = `${hostname()}:${process.pid}`;

  constructor(private readonly options: JobWorkerOptions) {}

  register<P>(type: string, handler: JobHandler<P>): void {
    this.handlers.set(type, handler as JobHandler);
  }

  async enqueue(type: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
    if (!this.handlers.has(type)) throw new Error(`no job handler for ${type}`);
    const now = this.options.clock.now();
    return jobsRepo.insertJob(options.db ?? this.options.db, {
      type,
      payload: JSON.stringify(payload),
      maxAttempts: options.maxAttempts ?? 5,
      runAt: (options.runAt ?? now).toISOString(),
      now: now.toISOString(),
      companyId: options.companyId ?? null,
      createdBy: options.createdBy ?? null,
      total: options.total ?? null,
    });
  }

  start(): void {
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Runs due jobs until none is left; returns how many ran. Tests call this directly. */
  async drain(): Promise<number> {
    let count = 0;
    while (!this.stopping && (await this.runOne())) count += 1;
    return count;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(() => this.recovered())
        .catch((err: unknown) => this.pollFailed(err))
        .finally(() =>
          this.schedule(pollDelay(this.options.pollMs, this.failures, this.options.maxPauseMs ?? DEFAULT_MAX_PAUSE_MS)),
        );
    }, delay);
    this.timer.unref();
  }

  private recovered(): void {
    if (this.failures > 0)
      this.options.log.info({ failedPolls: this.failures }, 'job worker resumed: the database answers again');
    this.failures = 0;
  }

  /** The database away: pause, longer each time, and try again; anything else is logged and polling goes on. */
  private pollFailed(err: unknown): void {
    if (!isDatabaseUnavailable(err)) {
      this.options.log.error({ err }, 'job worker failed');
      return;
    }
    this.failures += 1;
    const pauseMs = pollDelay(this.options.pollMs, this.failures, this.options.maxPauseMs ?? DEFAULT_MAX_PAUSE_MS);
    this.options.log.warn(
      { err: describeDatabaseError(err), failedPolls: this.failures, pauseMs },
      'job worker paused: database unavailable',
    );
  }

  private async runOne(): Promise<boolean> {
    const { db, dialect, clock } = this.options;
    const leaseMs = this.options.leaseMs ?? DEFAULT_LEASE_MS;
    const job = await jobsRepo.claimDueJob(db, dialect, clock.now(), leaseMs, [...this.handlers.keys()]);
    if (!job) return false;
    const handler = this.handlers.get(job.type);
    const log = this.options.log.child({ jobId: job.id, jobType: job.type, owner: this.owner });
    try {
      const payload: unknown = JSON.parse(job.payload);
      const result = await handler!({
        job,
        payload,
        db,
        reportProgress: (percent) => jobsRepo.setProgress(db, job, percent, clock.now(), leaseMs),
        checkpoint: () => {
          if (this.stopping) throw new JobInterrupted();
        },
      });
      if (await jobsRepo.completeJob(db, job, JSON.stringify(result ?? null), clock.now())) log.info('job done');
      else log.warn('job done, but its lease had passed to another worker: outcome not recorded');
    } catch (err) {
      await this.recordFailure(job, err, log);
    }
    return true;
  }

  /**
   * A failure because the database was away is not the job's fault: it waits and runs again without
   * spending an attempt (when the database answers in time to record that; otherwise its lease runs out
   * and it is claimed again). Any other failure spends the attempt and retries with exponential backoff.
   */
  private async recordFailure(job: JobRow, err: unknown, log: FastifyBaseLogger): Promise<void> {
    const { db, clock } = this.options;
    const now = clock.now();
    const message = err instanceof Error ? err.message : String(err);
    const backoffBase = this.options.backoffBaseMs ?? 5_000;
    if (err instanceof JobInterrupted) {
      await jobsRepo.postponeJob(db, job, message, now, now);
      log.info('job handed back: the server is stopping');
      return;
    }
    if (isDatabaseUnavailable(err)) {
      await jobsRepo.postponeJob(db, job, message, new Date(now.getTime() + backoffBase), now);
      log.warn({ err: describeDatabaseError(err), attempts: job.attempts - 1 }, 'job postponed: database unavailable');
      return;
    }
    const backoff = backoffBase * 2 ** (job.attempts - 1);
    const final = job.attempts >= job.max_attempts;
    await jobsRepo.failJob(db, job, message, final, new Date(now.getTime() + backoff), now);
    log.warn({ err, attempts: job.attempts, final }, 'job failed');
  }
}
