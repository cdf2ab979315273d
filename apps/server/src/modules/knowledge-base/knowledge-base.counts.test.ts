import type { Locale } from '@portal/contract/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import { FIXTURE_BASIC, FIXTURE_CHARTER } from './knowledge-base.fixture.js';
import * as repo from './knowledge-base.repository.js';
import { loadKnowledgeBaseFolder } from './knowledge-base.seed.js';
import { searchWords } from './knowledge-base.service.js';
import { kb } from './knowledge-base.tables.js';

/**
 * The words' counts (migration 045, decision record 058's seventh addendum): kept by every write, and only choosing
 * how a search reads its body phase (the probe of the newest rows, or the trigram matches), never what it answers.
 */
describe(`knowledge base search: the words' counts and the body phase's probe (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let db: Db;

  /** The counts as they must be: from the texts shown now (one kb_search row per visible translation). */
  async function recounted() {
    const rows = await kb(db)
      .selectFrom('kb_search')
      .select(['shown_locale', 'title_fold', 'body_fold'])
      .whereRef('locale', '=', 'shown_locale')
      .execute();
    const terms = new Map<string, number>();
    const texts = new Map<string, number>();
    for (const row of rows) {
      texts.set(row.shown_locale, (texts.get(row.shown_locale) ?? 0) + 1);
      for (const term of repo.termsOf(`${row.title_fold} ${row.body_fold}`)) {
        const key = `${row.shown_locale} ${term}`;
        terms.set(key, (terms.get(key) ?? 0) + 1);
      }
    }
    return { terms, texts };
  }

  /** The counts kept: every row of kb_terms (those no text holds now at 0) and kb_text_counts. */
  async function kept() {
    const terms = new Map<string, number>();
    for (const row of await kb(db).selectFrom('kb_terms').select(['locale', 'term', 'documents']).execute())
      if (Number(row.documents) !== 0) terms.set(`${row.locale} ${row.term}`, Number(row.documents));
    const texts = new Map<string, number>();
    for (const row of await kb(db).selectFrom('kb_text_counts').select(['locale', 'documents']).execute())
      if (Number(row.documents) !== 0) texts.set(row.locale, Number(row.documents));
    return { terms, texts };
  }

  const documents = async (locale: Locale, term: string) =>
    Number(
      (
        await kb(db)
          .selectFrom('kb_terms')
          .select('documents')
          .where('locale', '=', locale)
          .where('term', '=', term)
          .executeTakeFirst()
      )?.documents ?? 0,
    );

  const articleId = async (slug: string) =>
    (await kb(db).selectFrom('kb_articles').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  /** A write as the authoring API makes it: the change, then the article re-indexed, in one transaction. */
  const write = (change: (trx: Db) => Promise<void>, id: number) =>
    db.transaction().execute(async (trx) => {
      await change(trx);
      await repo.reindexArticle(trx, id);
    });

  beforeAll(async () => {
    t = await createTestApp();
    db = t.ctx.db;
    const now = t.clock.now().toISOString();
    for (const folder of [FIXTURE_CHARTER, FIXTURE_BASIC])
      await loadKnowledgeBaseFolder(db, folder, { author: 'editor', now });
  });
  afterAll(() => t.close());

  it('counts, per language, the visible texts holding each word, as loaded', async () => {
    expect(await kept()).toEqual(await recounted());
    expect(await documents('en-US', 'quokka')).toBe(1);
    expect(await documents('en-US', 'zebrafinch')).toBe(1);
    expect(await documents('es-MX', 'zebrafinch')).toBe(0);
  });

  it('moves the counts when a text is rewritten, archived and published again', async () => {
    const id = await articleId('kbtest-security-checklist');
    const texts = (await kept()).texts;
    await write(
      (trx) =>
        repo.saveTranslation(trx, {
          article_id: id,
          locale: 'en-US',
          title: 'Wallaby security checklist',
          summary: 'In short',
          body: 'Change your password every quarter and keep your wallaby safe.',
          html: '<p>Change your password every quarter and keep your wallaby safe.</p>',
          plain: 'Change your password every quarter and keep your wallaby safe.',
          updated_at: t.clock.now().toISOString(),
          updated_by: 'editor',
        }),
      id,
    );
    expect(await documents('en-US', 'quokka')).toBe(0);
    expect(await documents('en-US', 'wallaby')).toBe(1);
    // The Spanish and French texts still say quokka.
    expect(await documents('es-MX', 'quokka')).toBe(1);
    expect((await kept()).texts).toEqual(texts);
    expect(await kept()).toEqual(await recounted());

    await write((trx) => repo.updateArticle(trx, id, { state: 'ARCHIVED' }), id);
    expect(await documents('en-US', 'wallaby')).toBe(0);
    expect(await documents('es-MX', 'quokka')).toBe(0);
    expect((await kept()).texts.get('en-US')).toBe(texts.get('en-US')! - 1);
    expect(await kept()).toEqual(await recounted());

    await write((trx) => repo.updateArticle(trx, id, { state: 'PUBLISHED' }), id);
    await write(async () => undefined, id);
    expect(await documents('en-US', 'wallaby')).toBe(1);
    expect((await kept()).texts).toEqual(texts);
    expect(await kept()).toEqual(await recounted());
  });

  it('gives a word its share of the texts, and a misspelling its corrections', async () => {
    const [password, misspelt] = await searchWords(db, t.ctx.dialect, 'en-US', ['password', 'pasword']);
    const texts = (await kept()).texts.get('en-US')!;
    expect(password!.share).toBeCloseTo((await documents('en-US', 'password')) / texts);
    expect(misspelt!.spellings).toEqual(['password']);
    expect(misspelt!.share).toBeCloseTo(password!.share);
  });

  const scope = (locale: Locale) => ({ folder: 'charter', locale, now: t.clock.now().toISOString() });
  const QUERIES = ['password', 'export', 'report', 'account', 'quarter', 'passe', 'contrasena', 'password quarter'];
  const LOCALES: Locale[] = ['en-US', 'es-MX', 'fr-CA'];

  it('answers the same ids whether the body phase is probed (enough in the window or not) or read as before', async () => {
    for (const locale of LOCALES)
      for (const q of QUERIES) {
        const words = await searchWords(db, t.ctx.dialect, locale, q.split(' '));
        const never = words.map((w) => ({ ...w, share: 0 }));
        const always = words.map((w) => ({ ...w, share: 1 }));
        // Past the titles by one to three: a body phase of one to three, which a window of twenty may hold.
        const titles = (await repo.searchIds(db, t.ctx.dialect, scope(locale), never)).filter((m) => m.score > 0);
        for (const limit of [1, titles.length + 1, titles.length + 2, titles.length + 3, 100]) {
          const expected = await repo.searchIds(db, t.ctx.dialect, scope(locale), never, limit);
          for (const window of [1, 2, 5, 20, 1000])
            expect(
              await repo.searchIds(db, t.ctx.dialect, scope(locale), always, limit, window),
              `${q} ${limit}`,
            ).toEqual(expected);
        }
      }
  });

  it('probes the newest rows of the window only: all the body matches there, newest first', async () => {
    const words = await searchWords(db, t.ctx.dialect, 'en-US', ['password']);
    const all = await repo.searchIds(db, t.ctx.dialect, scope('en-US'), words);
    const titled = all.filter((m) => m.score > 0).map((m) => m.article_id);
    const bodies = all.filter((m) => m.score === 0);
    expect(bodies.length).toBeGreaterThan(1);
    const probe = (limit: number, window: number) =>
      repo.probeBodies(db, scope('en-US'), words, { limit, exclude: titled, window });
    expect(await probe(100, 100_000)).toEqual(bodies);
    expect(await probe(1, 100_000)).toEqual(bodies.slice(0, 1));
    // A window too small for them finds fewer (the search then reads the phase as before).
    expect((await probe(100, 1)).length).toBeLessThanOrEqual(1);
  });
});
