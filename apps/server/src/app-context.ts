import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db, Dialect } from './db/database.js';
import type { Clock } from './platform/clock.js';
import type { JobWorker } from './platform/jobs.js';
import type { Mailer } from './platform/mail.js';
import type { PublicLinks } from './platform/public-url.js';
import type { FileStorage } from './platform/storage.js';
import type { UserSearch } from './modules/user-search/user-search.js';

/**
 * What every module gets, built once per app: configuration, the database, time, background jobs, mail,
 * file storage, links on the markets' public addresses, and the user search (its indexes' state lives there).
 */
export type AppContext = {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  worker: JobWorker;
  mailer: Mailer;
  storage: FileStorage;
  links: PublicLinks;
  userSearch: UserSearch;
};

export type PortalApp = FastifyInstance;
