import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db, Dialect } from './db/database.js';
import type { Clock } from './platform/clock.js';
import type { JobWorker } from './platform/jobs.js';
import type { Mailer } from './platform/mail.js';

/** What every module gets: configuration, the database, time, background jobs and mail. */
export type AppContext = {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  worker: JobWorker;
  mailer: Mailer;
};

export type PortalApp = FastifyInstance;
