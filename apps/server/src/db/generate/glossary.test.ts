import { GLOSSARY_PRODUCT_TAGS } from '@portal/contract/glossary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVersion } from '../../platform/glossary.repository.js';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import { seedReferenceData } from '../seed/reference.js';
import { glossaryElements, SEED_GLOSSARY_SIZE, seedGlossaryElements } from './glossary.js';

const SNAKE_CASE = /^[a-z0-9]+(_[a-z0-9]+)*$/;

describe('the seeded data dictionary', () => {
  const seed = seedGlossaryElements();
  const share = (count: number) => count / seed.length;

  it('holds at least 600 realistic elements with unique ids, names and technical names', () => {
    expect(seed.length).toBe(SEED_GLOSSARY_SIZE);
    expect(seed.length).toBeGreaterThanOrEqual(600);
    expect(new Set(seed.map((e) => e.id)).size).toBe(seed.length);
    expect(new Set(seed.map((e) => e.business_name)).size).toBe(seed.length);
    expect(new Set(seed.map((e) => e.technical_name)).size).toBe(seed.length);
    expect(seed.every((e) => SNAKE_CASE.test(e.technical_name))).toBe(true);
    expect(seed.every((e) => /^DE-\d{6}$/.test(e.id))).toBe(true);
    const by = new Map(seed.map((e) => [e.business_name, e]));
    expect(by.get('Store Sales Amount')).toMatchObject({
      technical_name: 'str_sls_amt',
      dss_business_name: 'Str POS Sales',
      datatype: 'DECIMAL',
      field_type: 'Metric',
    });
    expect(by.get('Sales Amount')?.dss_business_name).toBe('POS Sales');
    expect(by.get('Units Sold Last Year')).toMatchObject({
      technical_name: 'unt_sld_ly',
      dss_business_name: 'POS Qty LY',
      datatype: 'INTEGER',
    });
    expect(by.get('Store On Hand Quantity')?.dss_business_name).toBe('Curr Str On Hand Qty');
    expect(by.get('Universal Product Code')).toMatchObject({
      technical_name: 'upc_nbr',
      field_type: 'Key',
      datatype: 'STRING',
    });
  });

  it('spreads over every product, datatype and field type, mostly for all users', () => {
    for (const tag of GLOSSARY_PRODUCT_TAGS)
      expect(seed.filter((e) => e.products.includes(tag)).length, tag).toBeGreaterThanOrEqual(50);
    expect(
      seed.every(
        (e) =>
          e.products.length > 0 && e.products.every((p) => (GLOSSARY_PRODUCT_TAGS as readonly string[]).includes(p)),
      ),
    ).toBe(true);
    expect([...new Set(seed.map((e) => e.datatype))].sort()).toEqual([
      'BOOLEAN',
      'DATE',
      'DECIMAL',
      'INTEGER',
      'STRING',
      'TIMESTAMP',
    ]);
    expect([...new Set(seed.map((e) => e.field_type))].sort()).toEqual(['Attribute', 'Dimension', 'Key', 'Metric']);
    const charter = share(seed.filter((e) => e.availability === 'CHARTER_ONLY').length);
    expect(charter).toBeGreaterThan(0.2);
    expect(charter).toBeLessThan(0.5);
    expect(share(seed.filter((e) => e.dss_business_name).length)).toBeGreaterThan(0.2);
  });

  it('names and defines every element in en-US, es-MX (addressing the user as tú) and fr-CA', () => {
    expect(seed.every((e) => e.definitions['en-US'].length > 20 && /\.$/.test(e.definitions['en-US']))).toBe(true);
    const spanish = seed.map((e) => e.definitions['es-MX'] ?? '');
    const french = seed.map((e) => e.definitions['fr-CA'] ?? '');
    expect(spanish.filter((d) => d.length < 10)).toEqual([]);
    expect(french.filter((d) => d.length < 10)).toEqual([]);
    expect(spanish.some((d) => d.includes('Úsalo para'))).toBe(true);
    expect(spanish.filter((d) => /\b(usted|Utilice|Use|su negocio)\b/.test(d))).toEqual([]);
    expect(french.some((d) => d.includes('Utilisez-le'))).toBe(true);
    // Every name translated, and no two elements share a name within a language.
    for (const locale of ['es-MX', 'fr-CA'] as const) {
      const names = seed.map((e) => e.names?.[locale] ?? '');
      expect(names.filter((n) => !n)).toEqual([]);
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(seed.length);
    }
    const sales = seed.find((e) => e.technical_name === 'str_sls_amt_ly')!;
    expect(sales.names).toEqual({
      'es-MX': 'Importe de ventas por tienda, año anterior',
      'fr-CA': 'Montant des ventes par magasin, année précédente',
    });
    expect(sales.synonyms?.['en-US']).toContain('Store Revenue Last Year');
    expect(sales.synonyms?.['fr-CA']).toContain('Chiffre d’affaires par magasin, année précédente');
  });
});

describe('the glossary generator', () => {
  it('is deterministic, numbers elements in order and starts with the seed', () => {
    const a = [...glossaryElements(3000)];
    const b = [...glossaryElements(3000)];
    expect(a).toEqual(b);
    expect(a.map((e) => e.id).slice(0, 3)).toEqual(['DE-000001', 'DE-000002', 'DE-000003']);
    expect(a[2999]!.id).toBe('DE-003000');
    expect(a.slice(0, SEED_GLOSSARY_SIZE)).toEqual(seedGlossaryElements());
  });

  it('fills any number of distinct elements, scoped by department and channel beyond the seed', () => {
    const many = [...glossaryElements(40_000)];
    expect(many).toHaveLength(40_000);
    expect(new Set(many.map((e) => e.technical_name)).size).toBe(40_000);
    expect(new Set(many.map((e) => e.business_name)).size).toBe(40_000);
    const variant = many[SEED_GLOSSARY_SIZE]!;
    expect(variant.business_name).toBe('Grocery Sales Amount');
    expect(variant.technical_name).toBe('grcy_sls_amt');
    expect(variant.dss_business_name).toBeNull();
    expect(variant.definitions['en-US']).toContain('limited to the Grocery department');
    expect(
      many.find((e) => e.business_name === 'Online Dairy Store Units Sold Last Year')?.definitions['en-US'],
    ).toContain('for online orders only');
  });
});

describe(`the glossary in the database (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('is seeded as reference data once, and never overwritten', async () => {
    const count = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('glossary_items')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(SEED_GLOSSARY_SIZE);
    const definitions = await t.ctx.db.selectFrom('glossary_definitions').select(['locale']).execute();
    expect(definitions.filter((d) => d.locale === 'en-US')).toHaveLength(SEED_GLOSSARY_SIZE);
    const version = await readVersion(t.ctx.db);
    expect(version).toBeGreaterThanOrEqual(1);
    await t.ctx.db
      .updateTable('glossary_items')
      .set({ business_name: 'Renamed by the owners' })
      .where('id', '=', 'DE-000001')
      .execute();
    await seedReferenceData(t.ctx.db, t.config);
    expect(await count()).toBe(SEED_GLOSSARY_SIZE);
    expect(await readVersion(t.ctx.db)).toBe(version);
    const row = await t.ctx.db
      .selectFrom('glossary_items')
      .select('business_name')
      .where('id', '=', 'DE-000001')
      .executeTakeFirstOrThrow();
    expect(row.business_name).toBe('Renamed by the owners');
  });
});
