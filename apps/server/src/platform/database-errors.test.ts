import { describe, expect, it } from 'vitest';
import { describeDatabaseError, isDatabaseUnavailable } from './database-errors.js';

const withCode = (code: string, message = 'failed', extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('database errors', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P04', 'database dropped'],
    ['57P05', 'terminating connection due to idle-session timeout'],
    ['08000', 'connection exception'],
    ['08003', 'connection does not exist'],
    ['08006', 'connection failure'],
    ['08001', 'sqlclient unable to establish sqlconnection'],
    ['08004', 'sqlserver rejected establishment of sqlconnection'],
    ['08P01', 'protocol violation'],
    ['53300', 'sorry, too many clients already'],
    ['SQLITE_READONLY', 'attempt to write a readonly database'],
    ['SQLITE_READONLY_DBMOVED', 'attempt to write a readonly database'],
    ['SQLITE_FULL', 'database or disk is full'],
    ['SQLITE_IOERR_WRITE', 'disk I/O error'],
    ['SQLITE_BUSY', 'database is locked'],
    ['SQLITE_LOCKED', 'database table is locked'],
    ['SQLITE_CANTOPEN', 'unable to open database file'],
  ])('counts %s as the database away', (code, message) => {
    expect(isDatabaseUnavailable(withCode(code, message))).toBe(true);
  });

  it('counts a connection the server refuses as not in the state to take one (55000, FATAL), not a query in that state', () => {
    const refused = withCode('55000', 'database "portal" is not currently accepting connections', {
      severity: 'FATAL',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: refused }))).toBe(true);
    const invalid = withCode('55000', 'cannot connect to invalid database "portal"', { severity: 'FATAL' });
    expect(isDatabaseUnavailable(invalid)).toBe(true);
    // The same state of a query is a fault of the code: a 500, and a job that spends its attempt.
    const query = withCode('55000', 'currval of sequence "s" is not yet defined in this session', {
      severity: 'ERROR',
    });
    expect(isDatabaseUnavailable(query)).toBe(false);
    expect(isDatabaseUnavailable(withCode('55000', 'object not in prerequisite state'))).toBe(false);
  });

  it('counts a refused or broken connection of our own, and pool and driver messages', () => {
    expect(
      isDatabaseUnavailable(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432', { syscall: 'connect' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNRESET', 'read ECONNRESET', { syscall: 'read' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('driver has already been destroyed'))).toBe(true);
  });

  it('looks inside an error made of one error per address, and at a cause', () => {
    const perAddress = new AggregateError([
      withCode('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432', { syscall: 'connect' }),
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432', { syscall: 'connect' }),
    ]);
    expect(isDatabaseUnavailable(perAddress)).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: withCode('57P01') }))).toBe(true);
  });

  it('does not count faults of the request or the code', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('SQLITE_ERROR', 'no such table: nope'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    // A browser that hung up mid-request: the same code, but not a socket of ours (no system call).
    expect(isDatabaseUnavailable(withCode('ECONNRESET', 'aborted'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });

  it('describes an error by its code and message only', () => {
    expect(describeDatabaseError(withCode('57P01', 'terminating connection', { detail: 'secret' }))).toEqual({
      code: '57P01',
      message: 'terminating connection',
    });
    expect(describeDatabaseError(new Error('Connection terminated'))).toEqual({ message: 'Connection terminated' });
  });
});
