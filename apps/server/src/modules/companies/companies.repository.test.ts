import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import { listCompanies, type CompanyFilter } from './companies.repository.js';

describe(`the company list's search (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const names = async (search: string, market: CompanyFilter['market'] = 'CA') => {
    const filter = { dialect: t.ctx.dialect, market, search, types: [], statuses: [] };
    const { rows, total } = await listCompanies(
      t.ctx.db,
      filter,
      { column: 'name', direction: 'asc' },
      { offset: 0, limit: 50 },
    );
    expect(rows.length).toBe(total);
    return rows.map((row) => row.name);
  };

  it('finds by any part of the name or the admin e-mail, folded, and follows renames', async () => {
    expect(await names('rablière laur')).toEqual(['Érablière Laurentienne Ltée']);
    expect(await names('LAURENTIENNE.EX')).toEqual(['Érablière Laurentienne Ltée']);
    const { id } = await t.ctx.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Érablière Laurentienne Ltée')
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('companies').set({ name: 'Sucrerie Côté' }).where('id', '=', id).execute();
    try {
      expect(await names('sucrerie cote')).toEqual(['Sucrerie Côté']);
      expect(await names('rablière laur')).toEqual([]);
    } finally {
      await t.ctx.db
        .updateTable('companies')
        .set({ name: 'Érablière Laurentienne Ltée' })
        .where('id', '=', id)
        .execute();
    }
    // Each market searches its own companies only.
    expect(await names('rablière', 'US')).toEqual([]);
  });

  it('reads the candidates of a term of three characters or more off the trigram index', async () => {
    // On PostgreSQL without the market's condition, which the list's b-trees would answer on a table this small.
    const query = sql`select id from companies where
      ${DIALECT_UNDER_TEST === 'sqlite' ? sql`market = 'CA' and` : sql``}
      (portal_fold(name) like '%erabl%' or portal_fold(primary_contact_email) like '%erabl%')
      ${DIALECT_UNDER_TEST === 'sqlite' ? sql`and id in (select rowid from company_search_trigrams where company_search_trigrams match '"era" AND "rab" AND "abl"')` : sql``}`;
    const plan = await t.ctx.db.transaction().execute(async (trx) => {
      if (DIALECT_UNDER_TEST === 'postgres') {
        // A few companies: a scan is the planner's cheapest choice; without it, the indexes must be usable.
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_indexscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      }
      const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(trx);
      return rows.map((r) => r.detail).join('\n');
    });
    if (DIALECT_UNDER_TEST === 'postgres') {
      expect(plan).toContain('companies_name_trigrams');
      expect(plan).toContain('companies_contact_trigrams');
    } else {
      expect(plan).toMatch(/SCAN company_search_trigrams VIRTUAL TABLE/);
    }
  });
});
