import { sql, type Kysely } from 'kysely';
import { extensionSchema, type MigrationContext } from './helpers.js';

/**
 * The knowledge base's search (issue 29, decision record 058 "Figures", sixth addendum): a misspelt word that no
 * word of the texts holds is not looked for in the texts, since none holds it; its corrections are.
 * - kb_long_words: the folded words of the searched texts longer than forty characters (not numbers), which kb_terms
 *   leaves out, so that the two tables together hold every word of four characters or more that is not a number;
 *   filled here from kb_search's texts (every word a reader can find), then by every write as kb_terms is.
 * - Which of those words hold a spelling, found by index: pg_trgm GIN indexes of both tables on PostgreSQL (without
 *   the extension, the tables are read whole); on SQLite an FTS5 trigram table holding both tables' words (kept by
 *   triggers: both tables only grow).
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('kb_long_words')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('kb_long_words_pk', ['locale', 'word'])
    .execute();
  await fillLongWords(db);
  if (dialect === 'sqlite') await createSqliteWordIndex(db);
  else await createPostgresWordIndexes(db);
}

const LONG_WORD_MIN = 41;
const CHUNK = 500;

/** The long words of the texts already searched, by the language of the translation each row shows. */
async function fillLongWords(db: Kysely<unknown>): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; shown_locale: string; title_fold: string; body_fold: string }>`
      select id, shown_locale, title_fold, body_fold from kb_search where id > ${after} order by id
      limit ${CHUNK}`.execute(db);
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1]!.id);
    const words = new Map<string, { locale: string; word: string }>();
    for (const row of rows)
      for (const word of `${row.title_fold} ${row.body_fold}`.split(/[^\p{L}\p{N}]+/u))
        if (word.length >= LONG_WORD_MIN && !/^\d+$/.test(word))
          words.set(`${row.shown_locale}\t${word}`, { locale: row.shown_locale, word });
    if (words.size === 0) continue;
    const values = [...words.values()].map((w) => sql`(${w.locale}, ${w.word})`);
    await sql`insert into kb_long_words (locale, word) values ${sql.join(values)}
      on conflict (locale, word) do nothing`.execute(db);
  }
}

async function createSqliteWordIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table kb_word_trigrams using fts5(word, locale unindexed, tokenize='trigram')`.execute(db);
  await sql`insert into kb_word_trigrams (word, locale)
    select term, locale from kb_terms union all select word, locale from kb_long_words`.execute(db);
  await sql`create trigger kb_terms_word_insert after insert on kb_terms begin
      insert into kb_word_trigrams (word, locale) values (new.term, new.locale);
    end`.execute(db);
  await sql`create trigger kb_long_words_word_insert after insert on kb_long_words begin
      insert into kb_word_trigrams (word, locale) values (new.word, new.locale);
    end`.execute(db);
}

async function createPostgresWordIndexes(db: Kysely<unknown>): Promise<void> {
  const trgm = await extensionSchema(db, 'pg_trgm', 'knowledge base: no trigram index of the words');
  if (!trgm) return;
  await sql`create index kb_terms_trigrams on kb_terms using gin (term ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
  await sql`create index kb_long_words_trigrams on kb_long_words using gin
    (word ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
}
