import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchDatabase } from '../test/helper.js';
import type { DatabaseHandle } from './database.js';

describe('the database handle', () => {
  let handle: DatabaseHandle;
  let discard: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, discard } = await openScratchDatabase('portal-database-'));
  });

  afterAll(async () => {
    await discard();
  });

  it('answers queries with parameters, in transactions too', async () => {
    const { rows } = await sql<{ answer: string }>`select ${'forty'} || ${'-two'} as answer`.execute(handle.db);
    expect(rows).toEqual([{ answer: 'forty-two' }]);
    const inside = await handle.db.transaction().execute(async (trx) => {
      const result = await sql<{ n: number }>`select ${7} + 1 as n`.execute(trx);
      return Number(result.rows[0]!.n);
    });
    expect(inside).toBe(8);
  });

  it('rejects a failing query with the database’s error, and answers the next one', async () => {
    const failure = await sql`select * from no_such_table`.execute(handle.db).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toMatch(/no_such_table/);
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(handle.db);
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
