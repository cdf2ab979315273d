import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillGlossary, glossaryElements } from '../../db/generate/glossary.js';
import { readVersion } from '../../platform/glossary.repository.js';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import { buildIndex } from './glossary.index.js';

describe(`the generated glossary in the search index (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('is filled by the generator, which bumps the version for the servers to rebuild', async () => {
    const before = await readVersion(t.ctx.db);
    expect(await fillGlossary(t.ctx.db, 2500)).toBe(2500);
    expect(await readVersion(t.ctx.db)).toBe(before + 1);
    const index = await buildIndex(t.ctx.db, t.ctx.dialect);
    expect(index.size).toBe(2500);
    expect(index.version).toBe(before + 1);
    const hits = index.search('grocery sales amount');
    expect(index.id(hits.docs[0]!)).toBe(
      [...glossaryElements(2500)].find((e) => e.business_name === 'Grocery Sales Amount')!.id,
    );
  });
});
