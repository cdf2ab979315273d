import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './helpers.js';

/**
 * The knowledge base's search (issue 29, decision record 058 "Figures", seventh addendum): how many texts hold each
 * word, so that a search can tell beforehand whether the workspace's newest rows will hold a page's worth of its
 * matches (then read those rows, by the scope index, rather than every match).
 * - kb_terms.documents: how many visible translations of the language hold the term as one of their words (the
 *   words `termsOf` lists: four to forty characters, not numbers), kept by every write (`reindexArticle`: the words
 *   of the texts it removes from kb_search counted off, those it writes counted on);
 * - kb_text_counts: per language, how many visible translations there are (what those counts are out of).
 * Filled here from kb_search: the rows whose reader's language is the translation's are one per visible
 * translation. The counts only choose how the matches are read, never which they are.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('kb_terms')
    .addColumn('documents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('kb_text_counts')
    .addColumn('locale', 'text', (c) => c.primaryKey())
    .addColumn('documents', 'integer', (c) => c.notNull())
    .execute();
  await fillCounts(db);
}

const CHUNK = 500;

/** The words of a folded text as kb_terms lists them (as `termsOf` in the knowledge-base module at this time). */
const termsOf = (folded: string) => [
  ...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4 && w.length <= 40 && !/^\d+$/.test(w))),
];

/** Counts the words and texts of kb_search into kb_terms and kb_text_counts (which holds no row yet). */
export async function fillCounts(db: Kysely<unknown>): Promise<void> {
  const terms = new Map<string, { locale: string; term: string; documents: number }>();
  const texts = new Map<string, number>();
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; shown_locale: string; title_fold: string; body_fold: string }>`
      select id, shown_locale, title_fold, body_fold from kb_search where id > ${after} and locale = shown_locale
      order by id limit ${CHUNK}`.execute(db);
    if (rows.length === 0) break;
    after = Number(rows[rows.length - 1]!.id);
    for (const row of rows) {
      texts.set(row.shown_locale, (texts.get(row.shown_locale) ?? 0) + 1);
      for (const term of termsOf(`${row.title_fold} ${row.body_fold}`)) {
        const key = `${row.shown_locale}\t${term}`;
        const entry = terms.get(key) ?? { locale: row.shown_locale, term, documents: 0 };
        entry.documents += 1;
        terms.set(key, entry);
      }
    }
  }
  const all = [...terms.values()];
  for (let i = 0; i < all.length; i += CHUNK) {
    const values = all
      .slice(i, i + CHUNK)
      .map((t) => sql`(${t.locale}, ${Array.from(t.term).length}, ${t.term}, ${t.documents})`);
    await sql`insert into kb_terms (locale, length, term, documents) values ${sql.join(values)}
      on conflict (locale, length, term) do update set documents = excluded.documents`.execute(db);
  }
  if (texts.size > 0)
    await sql`insert into kb_text_counts (locale, documents)
      values ${sql.join([...texts].map(([locale, n]) => sql`(${locale}, ${n})`))}`.execute(db);
}
