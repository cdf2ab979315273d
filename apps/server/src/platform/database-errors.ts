/**
 * Tells a database that is away (restarting, unreachable, out of disk, read-only) from a fault of
 * the request or of the code: the first answers 503 and heals by itself, the second is a bug.
 */

/** PostgreSQL SQLSTATEs of a server that is shutting down, starting, unreachable or out of resources. */
const PG_UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up
  '57P04', // database_dropped
  '57P05', // idle_session_timeout: the server ended a connection left idle
  '53100', // disk_full
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a standby after a failover
]);

/**
 * object_not_in_prerequisite_state: as a FATAL error, the server refusing a connection ('database "portal" is not
 * currently accepting connections', while it is being dropped, restored or closed by an operator). The same state
 * as an ERROR is a fault of a query (currval before nextval, say) and stays a 500: a job postponed for it would wait
 * for ever. node-postgres gives the severity as the server wrote it (English unless lc_messages says otherwise; in
 * another language such a refusal answers 500, as it did before).
 */
const PG_REFUSED_CONNECTION_STATE = '55000';

/** Socket errors of a server that is not there (or went away mid-conversation). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);

/** SQLite result codes of a disk that is read-only, full, failing or locked (extended codes share these prefixes). */
const SQLITE_UNAVAILABLE_PREFIXES = [
  'SQLITE_READONLY',
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
];

/** What node-postgres and pg-pool say when a connection breaks or cannot be made in time. */
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /connection is not open/i,
  // Kysely, while the server shuts down.
  /driver has already been destroyed/i,
];

type ErrorLike = {
  code?: unknown;
  severity?: unknown;
  syscall?: unknown;
  message?: unknown;
  errors?: unknown;
  cause?: unknown;
};

/** Is this error the database being away, rather than a fault of the request or of the code? */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, severity, syscall, message, errors, cause } = error as ErrorLike;
  if (typeof code === 'string' && isUnavailableCode(code)) return true;
  if (code === PG_REFUSED_CONNECTION_STATE && severity === 'FATAL') return true;
  // A socket error of our own connection names its system call; a browser that hung up mid-request does not.
  if (typeof code === 'string' && NETWORK_CODES.has(code) && typeof syscall === 'string') return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A host name with several addresses fails with an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

function isUnavailableCode(code: string): boolean {
  if (PG_UNAVAILABLE_STATES.has(code)) return true;
  // Class 08: connection exception (08000, 08001, 08003, 08004, 08006, 08P01...).
  if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  return SQLITE_UNAVAILABLE_PREFIXES.some((prefix) => code === prefix || code.startsWith(`${prefix}_`));
}

/** A short, secret-free account of the error for the log line. */
export function describeDatabaseError(error: unknown): { code?: string; message: string } {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const { code, message } = error as ErrorLike;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    message: typeof message === 'string' ? message : String(error),
  };
}

/** A unique index refused the row (PostgreSQL 23505; SQLite's unique constraint): two writers raced for one key. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as ErrorLike;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
