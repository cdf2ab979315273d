import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { describeDatabaseError } from '../platform/database-errors.js';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.js';
import type { Database } from './schema.js';
import { SQL_FOLD_FUNCTION, foldForSearch } from './search-fold.js';

export type Dialect = 'sqlite' | 'postgres';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: Dialect;
  /** Where the data is, for logs: the SQLite file or the PostgreSQL database name. */
  location: string;
  /** The PostgreSQL schema in use when not the default one. */
  schema?: string;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests give each file a fresh one). */
  pgSchema?: string;
  /** Where a broken connection is reported; it must never go unheard (an unheard `error` event ends the process). */
  log?: DatabaseLog;
  /** How long to wait for a new PostgreSQL connection before the request fails (503) instead of hanging. */
  connectTimeoutMs?: number;
};

type DatabaseLog = { warn: (details: object, message: string) => void };

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  if (!options.sqliteFile) throw new Error('openDatabase needs databaseUrl or sqliteFile');
  return openSqlite(options.sqliteFile);
}

function openSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The searches' folding (PostgreSQL's is a function of the schema, migration 026): triggers and indexes use it.
  sqlite.function(SQL_FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
    value === null ? null : foldForSearch(String(value)),
  );
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
}

/**
 * Lets SQLite's planner know the tables as they are: `pragma optimize` analyzes the tables whose statistics are missing
 * or stale (a new index, a table grown tenfold), reading at most `analysis_limit` rows of each index, as SQLite advises
 * for a long-lived connection: at start, and at each sweep of the running server (every 15 minutes), so tables that
 * grew since are planned with what they hold. Without statistics every index looks equally selective and the planner
 * can walk the wrong one (decision 051: a million users seeded under a running server, pages of 55 to 190 ms and an
 * export of 30 s until its statistics were read, then 6 ms and 2.8 s). PostgreSQL's autovacuum keeps its own.
 */
export async function refreshPlannerStatistics(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect !== 'sqlite') return;
  await sql`pragma analysis_limit = 1000`.execute(handle.db);
  await sql`pragma optimize = 0x10002`.execute(handle.db);
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing is a large share of a small query's cost on SQLite.
 * Prepared statements are reusable, so keep the most recent ones by their SQL text.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') {
        const value: unknown = Reflect.get(target, property, receiver);
        return value;
      }
      return (source: string) => {
        let statement = cache.get(source);
        if (statement) {
          cache.delete(source);
        } else {
          statement = prepare(source);
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        }
        cache.set(source, statement);
        return statement;
      };
    },
  });
}

// PostgreSQL returns COUNT(*) and other int8 values as strings; the portal's counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

function openPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  const schema = options.pgSchema;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // Names the portal's backends in pg_stat_activity (tests end one schema's backends by it).
    application_name: schema ? `portal ${schema}` : 'portal',
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  reportConnectionErrors(pool, options.log);
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  const location = new URL(url).pathname.slice(1) + (schema ? `#${schema}` : '');
  return { db, dialect: 'postgres', location, ...(schema ? { schema } : {}), close: () => db.destroy() };
}

/**
 * A restarted or unreachable server breaks the pool's connections, and each broken one emits `error`
 * (an unheard `error` event ends the process). Each is logged once; the pool drops it and makes a new
 * connection when the database answers again, and a query that was using it fails (503).
 */
function reportConnectionErrors(pool: pg.Pool, log: DatabaseLog | undefined): void {
  pool.on('connect', (client) => {
    answerThroughCallbacks(client);
    client.on('error', (error) => log?.warn({ err: describeDatabaseError(error) }, 'database connection lost'));
  });
  // The pool re-emits an idle connection's error; its own listener above has logged it already.
  pool.on('error', () => {});
}

type QueryCallback = (error: Error | null, result: pg.QueryResult) => void;
type CallbackQuery = (text: string, values: unknown, callback: QueryCallback) => void;

/**
 * Kysely sends each query as `client.query(text, values)`, and node-postgres answers that through a promise
 * of its own. Measured on the data dictionary's export (docs/decisions/034): on that path almost every row
 * read survives V8's young-generation collections and is promoted to the old generation, where it stays
 * until a full collection (69 of 126 MiB read in batches of 250 rows, against 8.5 MiB when the same queries
 * are given a callback); the export's peak was 30 to 90 MB higher than on SQLite. So a query given as
 * text is sent with a callback here, and anything else (a cursor, a query with its own callback) as given.
 */
function answerThroughCallbacks(client: pg.PoolClient): void {
  const query = client.query.bind(client) as unknown as (...args: unknown[]) => unknown;
  const withCallback = query as CallbackQuery;
  const answer = (text: unknown, values?: unknown, callback?: unknown): unknown => {
    if (typeof text !== 'string' || typeof values === 'function' || callback !== undefined)
      return query(text, values, callback);
    return new Promise<pg.QueryResult>((resolve, reject) =>
      withCallback(text, values, (error, result) => (error ? reject(error) : resolve(result))),
    );
  };
  client.query = answer as typeof client.query;
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
