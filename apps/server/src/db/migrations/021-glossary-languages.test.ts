import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { DIALECT_UNDER_TEST, openScratchDatabase } from '../../test/helper.js';
import type { DatabaseHandle } from '../database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { seedReferenceData } from '../seed/reference.js';

describe(`migration 021: the glossary in three languages (${DIALECT_UNDER_TEST})`, () => {
  let handle: DatabaseHandle;
  let discard: () => Promise<void>;

  beforeEach(async () => {
    ({ handle, discard } = await openScratchDatabase('portal-021-'));
  });
  afterEach(async () => {
    await discard();
  });

  it('gives a dictionary seeded before it the names in Spanish and French, every definition, and synonyms', async () => {
    await migrateTo(handle, '018-user-list-counts');
    await seedReferenceData(handle.db, loadConfig({ NODE_ENV: 'test' }));
    const versionBefore = await handle.db
      .selectFrom('glossary_index_version')
      .select('version')
      .executeTakeFirstOrThrow();
    expect(await migrateToLatest(handle)).toContain('021-glossary-languages');

    const items = await handle.db
      .selectFrom('glossary_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const named = await handle.db
      .selectFrom('glossary_definitions')
      .select(['locale', (eb) => eb.fn.countAll<number>().as('n')])
      .where('business_name', 'is not', null)
      .groupBy('locale')
      .orderBy('locale')
      .execute();
    expect(named.map((r) => [r.locale, Number(r.n)])).toEqual([
      ['es-MX', Number(items.n)],
      ['fr-CA', Number(items.n)],
    ]);
    const sales = await handle.db
      .selectFrom('glossary_items as i')
      .innerJoin('glossary_definitions as d', 'd.item_id', 'i.id')
      .select(['d.locale', 'd.business_name'])
      .where('i.technical_name', '=', 'sls_amt')
      .where('d.locale', '!=', 'en-US')
      .orderBy('d.locale')
      .execute();
    expect(sales).toEqual([
      { locale: 'es-MX', business_name: 'Importe de ventas' },
      { locale: 'fr-CA', business_name: 'Montant des ventes' },
    ]);
    const synonyms = await handle.db
      .selectFrom('glossary_synonyms as s')
      .innerJoin('glossary_items as i', 'i.id', 's.item_id')
      .select('s.synonym')
      .where('i.technical_name', '=', 'sls_amt')
      .where('s.locale', '=', 'en-US')
      .orderBy('s.synonym')
      .execute();
    expect(synonyms.map((r) => r.synonym)).toEqual(['Revenue', 'Sales Dollars', 'Turnover']);
    const versionAfter = await handle.db
      .selectFrom('glossary_index_version')
      .select('version')
      .executeTakeFirstOrThrow();
    expect(Number(versionAfter.version)).toBe(Number(versionBefore.version) + 1);
  });
});
