import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

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
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema);
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
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
      if (property !== 'prepare') return Reflect.get(target, property, receiver) as unknown;
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

function openPostgres(url: string, schema: string | undefined): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const location = new URL(url).pathname.slice(1) + (schema ? `#${schema}` : '');
  return { db, dialect: 'postgres', location, ...(schema ? { schema } : {}), close: () => db.destroy() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
