import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import { fillCounts } from './045-knowledge-base-word-counts.js';

/** The words' counts filled from the texts already searched, as the writes keep them (the demo's knowledge base). */
describe(`migration 045: the knowledge base's word counts (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    t = await createTestApp();
    // The migration sees the database untyped, as every migration does.
    db = t.ctx.db as unknown as Kysely<unknown>;
  });
  afterAll(() => t.close());

  const counts = async () => {
    const { rows: terms } = await sql<{ locale: string; term: string; documents: number }>`
      select locale, term, documents from kb_terms order by locale, length, term`.execute(db);
    const { rows: texts } = await sql<{ locale: string; documents: number }>`
      select locale, documents from kb_text_counts order by locale`.execute(db);
    const number = <R extends { documents: number }>(r: R) => ({ ...r, documents: Number(r.documents) });
    return { terms: terms.map(number), texts: texts.map(number) };
  };

  it('fills the counts the writes keep', async () => {
    const kept = await counts();
    expect(kept.texts.length).toBeGreaterThan(0);
    expect(kept.terms.some((r) => r.documents > 1)).toBe(true);
    await sql`update kb_terms set documents = 0`.execute(db);
    await sql`delete from kb_text_counts`.execute(db);
    await fillCounts(db);
    expect(await counts()).toEqual(kept);
  });
});
