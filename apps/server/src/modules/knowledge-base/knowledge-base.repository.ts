import { ALLOWED_LOCALES, type Locale } from '@portal/contract/locale';
import { type Insertable, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { TRIGRAM } from '../../db/contains.js';
import { foldForSearch } from '../../db/search-fold.js';
import { kb, type KbDb, type KbTables } from './knowledge-base.tables.js';

/** States in which an article is visible from its publish_at (a schedule needs no job: decision record 058). */
export const VISIBLE_STATES = ['PUBLISHED', 'SCHEDULED'] as const;
/** The most matches a search ranks (ten pages of ten); its pages are cut from them. */
export const SEARCH_MATCHES_MAX = 100;
/**
 * SQLite: above this many trigram candidates, the bodies' matches are found by walking the workspace's newest
 * articles (the scope index) until enough are found, rather than by reading every candidate (a common word).
 */
const WALK_ABOVE_CANDIDATES = 2_000;

// ---- Topics ---------------------------------------------------------------------------------------------------

export async function listTopics(db: Db, folder: string) {
  return kb(db).selectFrom('kb_topics').selectAll().where('folder', '=', folder).orderBy('position').execute();
}

export async function findTopic(db: Db, folder: string, slug: string) {
  return kb(db)
    .selectFrom('kb_topics')
    .selectAll()
    .where('folder', '=', folder)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export async function saveTopic(db: Db, row: Insertable<KbTables['kb_topics']>): Promise<number> {
  const saved = await kb(db)
    .insertInto('kb_topics')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['folder', 'slug'])
        .doUpdateSet({ position: row.position, titles: row.titles, descriptions: row.descriptions }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

// ---- Reading ----------------------------------------------------------------------------------------------------

/**
 * Published articles of a folder as a reader of `locale` sees them (their translation, else English): read through
 * kb_search, which holds one row per visible article and reader's language. Visible: publish_at has passed.
 */
function visibleSummaries(db: Db, folder: string, locale: Locale, now: string) {
  return kb(db)
    .selectFrom('kb_search as s')
    .innerJoin('kb_articles as a', 'a.id', 's.article_id')
    .innerJoin('kb_topics as t', 't.id', 'a.topic_id')
    .innerJoin('kb_translations as tr', (j) =>
      j.onRef('tr.article_id', '=', 's.article_id').onRef('tr.locale', '=', 's.shown_locale'),
    )
    .where('s.folder', '=', folder)
    .where('s.locale', '=', locale)
    .where('s.publish_at', '<=', now)
    .select([
      'a.id',
      'a.slug',
      'a.folder',
      'a.top',
      'a.products',
      'a.release',
      's.publish_at',
      's.shown_locale',
      't.slug as topic_slug',
      't.titles as topic_titles',
      'tr.title',
      'tr.summary',
    ]);
}
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof visibleSummaries>['execute']>>[number];

export async function listVisible(
  db: Db,
  folder: string,
  locale: Locale,
  now: string,
  options: {
    topOnly?: boolean;
    limit?: number;
    ids?: number[];
    product?: string;
    release?: string;
    offset?: number;
    /** Also the plain text shown (search excerpts), in the same statement. */
    withPlain?: boolean;
  },
): Promise<Array<SummaryRow & { plain?: string }>> {
  let query = visibleSummaries(db, folder, locale, now).$if(options.withPlain === true, (q) => q.select('tr.plain'));
  if (options.topOnly) query = query.where('a.top', '=', 1);
  if (options.ids) query = query.where('a.id', 'in', options.ids.length > 0 ? options.ids : [0]);
  if (options.release) query = query.where('a.release', '=', options.release);
  if (options.product) query = query.where('a.products', 'like', `%"${options.product.replace(/[%_"\\]/g, '')}"%`);
  query = query.orderBy('s.publish_at', 'desc').orderBy('a.id', 'desc');
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return query.execute();
}

export async function countVisible(
  db: Db,
  folder: string,
  locale: Locale,
  now: string,
  options: { product?: string; release?: string },
): Promise<number> {
  let query = kb(db)
    .selectFrom('kb_search as s')
    .innerJoin('kb_articles as a', 'a.id', 's.article_id')
    .where('s.folder', '=', folder)
    .where('s.locale', '=', locale)
    .where('s.publish_at', '<=', now);
  if (options.release) query = query.where('a.release', '=', options.release);
  if (options.product) query = query.where('a.products', 'like', `%"${options.product.replace(/[%_"\\]/g, '')}"%`);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The published tags of a folder's articles (release notes: products and releases). */
export async function listVisibleTags(db: Db, folder: string, now: string) {
  return kb(db)
    .selectFrom('kb_articles')
    .select(['products', 'release'])
    .where('folder', '=', folder)
    .where('state', 'in', VISIBLE_STATES)
    .where('publish_at', '<=', now)
    .execute();
}

/** One visible article by its path: its row, the translation shown to a reader of `locale`, and English. */
export async function findVisibleArticle(db: Db, folder: string, slug: string, locale: Locale, now: string) {
  const article = await kb(db)
    .selectFrom('kb_articles as a')
    .innerJoin('kb_topics as t', 't.id', 'a.topic_id')
    .select([
      'a.id',
      'a.folder',
      'a.slug',
      'a.publish_at',
      'a.products',
      'a.release',
      'a.updated_at',
      't.slug as topic_slug',
      't.titles as topic_titles',
    ])
    .where('a.folder', '=', folder)
    .where('a.slug', '=', slug)
    .where('a.state', 'in', VISIBLE_STATES)
    .where('a.publish_at', '<=', now)
    .executeTakeFirst();
  if (!article) return undefined;
  const translations = await kb(db)
    .selectFrom('kb_translations')
    .select(['locale', 'title', 'summary', 'html', 'plain', 'updated_at'])
    .where('article_id', '=', article.id)
    .where('locale', 'in', [...new Set([locale, 'en-US'])])
    .execute();
  const shown = translations.find((t) => t.locale === locale) ?? translations.find((t) => t.locale === 'en-US');
  return shown ? { article, translation: shown } : undefined;
}

// ---- Search -----------------------------------------------------------------------------------------------------

/** A searched word and the spellings it stands for (itself, and the close words of the texts for a misspelling). */
export type SearchWord = { word: string; spellings: string[] };

/** A searched word to look up among the words of the texts: its length, and how many edits a correction may be. */
export type TermQuery = { word: string; length: number; edits: number };

/**
 * For each word, in one statement: whether the texts of the language hold it (`known`), else the words of the
 * texts whose length is within its edits of its own (`terms`): the candidates for a correction, of which the caller
 * keeps those close enough. PostgreSQL passes on only those `kb_close_term` lets through (migration 043: within
 * twice the edits by Levenshtein distance, which every close enough word is), not every word of similar length.
 * `held`: false only for a word no text can hold, as no listed word holds it (`heldAnywhere`).
 */
export async function termCandidates(
  db: Db,
  dialect: Dialect,
  locale: Locale,
  words: TermQuery[],
): Promise<Array<{ known: boolean; held: boolean; terms: string[] }>> {
  if (words.length === 0) return [];
  const parts = words.map((w, i) => {
    const exact = sql`select 1 from kb_terms k where k.locale = ${locale} and k.length = ${w.length}
      and k.term = ${w.word}`;
    const close = dialect === 'postgres' ? sql` and kb_close_term(t.term, ${w.word}, ${w.edits})` : sql``;
    const held = isCheckable(w.word)
      ? sql` union all select ${sql.lit(i)} as n, 0 as length, '' as term, 1 as held
          where not exists (${exact}) and ${heldAnywhere(dialect, locale, w.word)}`
      : sql``;
    return sql`select ${sql.lit(i)} as n, t.length, t.term, 0 as held from kb_terms t
        where t.locale = ${locale} and t.length = ${w.length} and t.term = ${w.word}
      union all
      select ${sql.lit(i)} as n, t.length, t.term, 0 as held from kb_terms t
        where t.locale = ${locale} and t.length >= ${w.length - w.edits} and t.length <= ${w.length + w.edits}${close}
          and not exists (${exact})${held}`;
  });
  const { rows } = await sql<{ n: number; term: string; held: number }>`${sql.join(parts, sql` union all `)}
    order by n, length, term`.execute(db);
  // A known word has its own row and no candidates (the second part's `not exists`).
  const out = words.map((w) => ({ known: false, held: !isCheckable(w.word), terms: [] as string[] }));
  for (const row of rows) {
    const entry = out[Number(row.n)]!;
    if (Number(row.held) === 1) entry.held = true;
    else if (row.term === words[Number(row.n)]!.word) entry.known = true;
    else entry.terms.push(row.term);
  }
  return out;
}

/**
 * Whether a word is one that, wherever a text holds it, a listed word (kb_terms, kb_long_words) holds it too: made of
 * letters and digits only, it lies within one word of the text (`wordsOf` splits at anything else); of four
 * characters or more and not a number, so is that word, and every such word is listed (`listedWordsOf`).
 */
const isCheckable = (word: string) => /^[\p{L}\p{N}]+$/u.test(word) && isListed(word);

/**
 * Whether a listed word of the texts a reader of `locale` is shown holds the word: theirs, and English (the
 * translation shown where theirs is missing). SQLite: the words' trigram table (migration 044); PostgreSQL: their
 * trigram indexes.
 */
function heldAnywhere(dialect: Dialect, locale: Locale, word: string) {
  const locales = [...new Set([locale, 'en-US'])];
  if (dialect === 'sqlite')
    return sql`exists (select 1 from kb_word_trigrams h where kb_word_trigrams match ${ftsPhrase(word)}
      and h.locale in (${sql.join(locales)}) and h.word like ${likePattern(word)} escape '\\')`;
  return sql`(exists (select 1 from kb_terms h where h.locale in (${sql.join(locales)})
      and h.term like ${likePattern(word)} escape '\\')
    or exists (select 1 from kb_long_words h where h.locale in (${sql.join(locales)})
      and h.word like ${likePattern(word)} escape '\\'))`;
}

const likePattern = (folded: string) => `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The ids of the visible articles of a folder whose text in the reader's language holds every word (any of its
 * spellings), titles first (how many words the title holds), then newest. SQLite: the FTS5 trigram table gives the
 * candidates; PostgreSQL: the GIN trigram indexes answer the LIKE. Both confirm with LIKE over the folded text.
 */
export async function searchIds(
  db: Db,
  dialect: Dialect,
  scope: Scope,
  words: SearchWord[],
  limit: number = SEARCH_MATCHES_MAX,
): Promise<Array<{ article_id: number; score: number }>> {
  // A word no text holds (no spelling left): no text holds every word.
  if (words.length === 0 || words.some((w) => w.spellings.length === 0)) return [];
  if (dialect === 'sqlite' && words.every(longEnough)) {
    // The texts holding every word, from the trigram table in one reading; when they are few, ranked at once.
    const { rows } = await sql<{ id: number }>`select rowid as id from kb_search_trigrams
      where kb_search_trigrams match ${ftsQuery(words, 'AND')} limit ${WALK_ABOVE_CANDIDATES + 1}`.execute(db);
    if (rows.length <= WALK_ABOVE_CANDIDATES)
      return ranked(
        db,
        scope,
        words,
        rows.map((r) => Number(r.id)),
        limit,
      );
  }
  // Titles first: the articles whose title holds a word (more words first, then newest), then those whose body
  // alone holds them (newest first). Either way every word must be in the title or the body.
  const titled = await matching(db, dialect, scope, words, { phase: 'title', limit, exclude: [] });
  if (titled.length >= limit) return titled;
  const bodies = await matching(db, dialect, scope, words, {
    phase: 'body',
    limit: limit - titled.length,
    exclude: titled.map((m) => m.article_id),
  });
  return [...titled, ...bodies];
}

type Scope = { folder: string; locale: Locale; now: string };

/** The candidates (kb_search ids) that hold every word, titles first (more words first), then newest. */
async function ranked(db: Db, scope: Scope, words: SearchWord[], ids: number[], limit: number) {
  if (ids.length === 0) return [];
  const titleScore = sql.join(
    words.map((w) => sql`case when ${anyOf('title_fold', w.spellings)} then 1 else 0 end`),
    sql` + `,
  );
  const holdsEvery = sql.join(
    words.map((w) => sql`(${anyOf('title_fold', w.spellings)} or ${anyOf('body_fold', w.spellings)})`),
    sql` and `,
  );
  const { rows } = await sql<{ article_id: number; score: number }>`
    select s.article_id, ${titleScore} as score from kb_search s
    where s.id in (${sql.join(ids)}) and s.folder = ${scope.folder} and s.locale = ${scope.locale}
      and s.publish_at <= ${scope.now} and ${holdsEvery}
    order by score desc, s.publish_at desc, s.article_id desc
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ article_id: Number(r.article_id), score: Number(r.score) }));
}

const anyOf = (column: 'title_fold' | 'body_fold', spellings: string[]) =>
  sql.join(
    spellings.map((s) => sql`s.${sql.ref(column)} like ${likePattern(s)} escape '\\'`),
    sql` or `,
  );
/**
 * An FTS5 query: each word (any of its spellings) in the column, or anywhere when no column is named. A quoted
 * word is the phrase of its trigrams: with the positions the table keeps (detail=full), exactly the texts that
 * hold it, so the count of candidates is the count of matches.
 */
const ftsQuery = (words: SearchWord[], join: 'AND' | 'OR', column?: 'title_fold' | 'body_fold') =>
  words.map((w) => `${column ? `{${column}} : ` : ''}(${w.spellings.map(ftsPhrase).join(' OR ')})`).join(` ${join} `);
const ftsPhrase = (spelling: string) => `"${spelling.replace(/"/g, '""')}"`;
const longEnough = (w: SearchWord) => w.spellings.every((s) => Array.from(s).length >= TRIGRAM);

async function matching(
  db: Db,
  dialect: Dialect,
  scope: Scope,
  words: SearchWord[],
  options: { phase: 'title' | 'body'; limit: number; exclude: number[] },
): Promise<Array<{ article_id: number; score: number }>> {
  const holdsEvery = sql.join(
    words.map((w) => sql`(${anyOf('title_fold', w.spellings)} or ${anyOf('body_fold', w.spellings)})`),
    sql` and `,
  );
  const inTitle = sql.join(
    words.map((w) => sql`(${anyOf('title_fold', w.spellings)})`),
    sql` or `,
  );
  const titleScore = sql.join(
    words.map((w) => sql`case when ${anyOf('title_fold', w.spellings)} then 1 else 0 end`),
    sql` + `,
  );
  const phase = options.phase === 'title' ? sql`(${inTitle})` : sql`not (${inTitle})`;
  const excluded = options.exclude.length > 0 ? sql` and s.article_id not in (${sql.join(options.exclude)})` : sql``;
  // One word in the title: every title match holds it (the body need not be read) and scores 1, so they are simply
  // the newest; a common word's are then found by walking the scope index newest first, which holds the folded
  // title, until a page's worth (migration 042), rather than by reading every title match to rank them.
  const titleOnly = options.phase === 'title' && words.length === 1;
  const conditions = sql`s.folder = ${scope.folder} and s.locale = ${scope.locale} and s.publish_at <= ${scope.now}
    and ${titleOnly ? phase : sql`${holdsEvery} and ${phase}`}${excluded}`;
  const order =
    options.phase === 'title' && !titleOnly
      ? sql`order by score desc, s.publish_at desc, s.article_id desc`
      : sql`order by s.publish_at desc, s.article_id desc`;
  let source = sql`kb_search s`;
  if (dialect === 'sqlite') {
    const indexed = words.filter(longEnough);
    if (options.phase === 'title' && indexed.length === words.length) {
      // The titles holding a word: few, found by the trigram table's title column.
      source = sql`kb_search_trigrams t cross join kb_search s on s.id = t.rowid and t.kb_search_trigrams match ${ftsQuery(words, 'OR', 'title_fold')}`;
    } else if (indexed.length > 0) {
      const query = ftsQuery(indexed, 'AND');
      const { rows } = await sql<{ n: number }>`select count(*) as n from kb_search_trigrams
        where kb_search_trigrams match ${query}`.execute(db);
      source =
        Number(rows[0]?.n ?? 0) <= WALK_ABOVE_CANDIDATES
          ? sql`kb_search_trigrams t cross join kb_search s on s.id = t.rowid and t.kb_search_trigrams match ${query}`
          : sql`kb_search s indexed by kb_search_scope`;
    }
  }
  const { rows } = await sql<{ article_id: number; score: number }>`
    select s.article_id, ${titleScore} as score from ${source}
    where ${conditions}
    ${order}
    limit ${options.limit}`.execute(db);
  return rows.map((r) => ({ article_id: Number(r.article_id), score: Number(r.score) }));
}

/**
 * The incident form's suggestions: articles holding any of the description's words, ranked by a title's word as
 * two and a body's as one; at least a title's word or two words of the body.
 */
export async function suggestIds(
  db: Db,
  dialect: Dialect,
  scope: Scope,
  words: SearchWord[],
  limit: number,
): Promise<Array<{ article_id: number; score: number }>> {
  // A word no text holds (no spelling left) adds nothing to any text's score.
  const searched = words.filter((w) => w.spellings.length > 0);
  if (searched.length === 0) return [];
  const score = sql.join(
    searched.map(
      (w) =>
        sql`case when ${anyOf('title_fold', w.spellings)} then 2 when ${anyOf('body_fold', w.spellings)} then 1 else 0 end`,
    ),
    sql` + `,
  );
  const source =
    dialect === 'sqlite' && searched.every(longEnough)
      ? sql`kb_search_trigrams t cross join kb_search s on s.id = t.rowid and t.kb_search_trigrams match ${ftsQuery(searched, 'OR')}`
      : sql`kb_search s`;
  const { rows } = await sql<{ article_id: number; score: number }>`
    select article_id, score from (
      select s.article_id, s.publish_at, ${score} as score from ${source}
      where s.folder = ${scope.folder} and s.locale = ${scope.locale} and s.publish_at <= ${scope.now}
    ) as matched
    where score >= 2
    order by score desc, publish_at desc, article_id desc
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ article_id: Number(r.article_id), score: Number(r.score) }));
}

/** The plain text of the translations shown to a reader of `locale` (search excerpts). */
export async function plainTexts(db: Db, ids: number[], locale: Locale): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await kb(db)
    .selectFrom('kb_search as s')
    .innerJoin('kb_translations as tr', (j) =>
      j.onRef('tr.article_id', '=', 's.article_id').onRef('tr.locale', '=', 's.shown_locale'),
    )
    .select(['s.article_id', 'tr.plain'])
    .where('s.article_id', 'in', ids)
    .where('s.locale', '=', locale)
    .execute();
  return new Map(rows.map((r) => [r.article_id, r.plain]));
}

// ---- Writing ----------------------------------------------------------------------------------------------------

/** Whether a folded word of the texts is kept (kb_terms, kb_long_words): four characters or more, not a number. */
const isListed = (word: string) => word.length >= 4 && !/^\d+$/.test(word);
const TERM_LENGTH_MAX = 40;

const listedWordsOf = (text: string) => [
  ...new Set(
    foldForSearch(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(isListed),
  ),
];

/** The words a misspelt search may be corrected to: folded, four to forty letters. */
export function termsOf(text: string): string[] {
  return listedWordsOf(text).filter((w) => w.length <= TERM_LENGTH_MAX);
}

/** The words longer than terms, kept only to know which spellings no text holds (migration 044). */
export function longWordsOf(text: string): string[] {
  return listedWordsOf(text).filter((w) => w.length > TERM_LENGTH_MAX);
}

/**
 * Makes kb_search (and its trigram index, and the words) say what readers of each language see of the article:
 * rows while it is PUBLISHED or SCHEDULED, none otherwise. Called in the writer's transaction after every change.
 */
export async function reindexArticle(db: Db, articleId: number): Promise<void> {
  const k = kb(db);
  await k.deleteFrom('kb_search').where('article_id', '=', articleId).execute();
  const article = await k
    .selectFrom('kb_articles')
    .select(['folder', 'state', 'publish_at'])
    .where('id', '=', articleId)
    .executeTakeFirst();
  if (!article || !article.publish_at || !(VISIBLE_STATES as readonly string[]).includes(article.state)) return;
  const translations = await k
    .selectFrom('kb_translations')
    .select(['locale', 'title', 'plain'])
    .where('article_id', '=', articleId)
    .execute();
  const byLocale = new Map(translations.map((t) => [t.locale, t]));
  const rows = [];
  for (const locale of ALLOWED_LOCALES) {
    const shown = byLocale.get(locale) ?? byLocale.get('en-US');
    if (!shown) continue;
    rows.push({
      article_id: articleId,
      locale,
      shown_locale: shown.locale,
      folder: article.folder,
      publish_at: article.publish_at,
      title_fold: foldForSearch(shown.title),
      body_fold: foldForSearch(shown.plain),
    });
  }
  if (rows.length > 0) await k.insertInto('kb_search').values(rows).execute();
  const terms = translations.flatMap((t) =>
    termsOf(`${t.title} ${t.plain}`).map((term) => ({ locale: t.locale, length: Array.from(term).length, term })),
  );
  await saveTerms(k, terms);
  const longWords = translations.flatMap((t) =>
    longWordsOf(`${t.title} ${t.plain}`).map((word) => ({ locale: t.locale, word })),
  );
  if (longWords.length > 0)
    await k
      .insertInto('kb_long_words')
      .values(longWords)
      .onConflict((oc) => oc.columns(['locale', 'word']).doNothing())
      .execute();
}

async function saveTerms(k: KbDb, terms: Array<{ locale: string; length: number; term: string }>): Promise<void> {
  for (let i = 0; i < terms.length; i += 300) {
    await k
      .insertInto('kb_terms')
      .values(terms.slice(i, i + 300))
      .onConflict((oc) => oc.columns(['locale', 'length', 'term']).doNothing())
      .execute();
  }
}

export async function insertArticle(db: Db, row: Insertable<KbTables['kb_articles']>): Promise<number> {
  const saved = await kb(db).insertInto('kb_articles').values(row).returning('id').executeTakeFirstOrThrow();
  return saved.id;
}

export async function updateArticle(
  db: Db,
  id: number,
  set: Partial<{
    folder: string;
    topic_id: number;
    slug: string;
    state: string;
    publish_at: string | null;
    top: number;
    products: string;
    release: string | null;
    updated_at: string;
    updated_by: string;
  }>,
): Promise<void> {
  await kb(db).updateTable('kb_articles').set(set).where('id', '=', id).execute();
}

export async function findArticle(db: Db, id: number) {
  return kb(db)
    .selectFrom('kb_articles as a')
    .innerJoin('kb_topics as t', 't.id', 'a.topic_id')
    .selectAll('a')
    .select('t.slug as topic_slug')
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export async function slugTaken(db: Db, folder: string, slug: string, exceptId: number | null): Promise<boolean> {
  let query = kb(db).selectFrom('kb_articles').select('id').where('folder', '=', folder).where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function listTranslations(db: Db, articleId: number) {
  return kb(db)
    .selectFrom('kb_translations')
    .select(['locale', 'title', 'summary', 'body', 'html', 'updated_at', 'updated_by'])
    .where('article_id', '=', articleId)
    .orderBy('locale')
    .execute();
}

export async function saveTranslation(db: Db, row: Insertable<KbTables['kb_translations']>): Promise<void> {
  const { article_id: _a, locale: _l, ...set } = row;
  await kb(db)
    .insertInto('kb_translations')
    .values(row)
    .onConflict((oc) => oc.columns(['article_id', 'locale']).doUpdateSet(set))
    .execute();
}

/** A page of the authoring list: every state, newest change first. */
export async function listAuthoring(
  db: Db,
  filter: { folder?: string; state?: string; q?: string },
  page: { page: number; size: number },
) {
  let query = kb(db)
    .selectFrom('kb_articles as a')
    .innerJoin('kb_topics as t', 't.id', 'a.topic_id')
    .leftJoin('kb_translations as en', (j) => j.onRef('en.article_id', '=', 'a.id').on('en.locale', '=', 'en-US'));
  if (filter.folder) query = query.where('a.folder', '=', filter.folder);
  if (filter.state) query = query.where('a.state', '=', filter.state);
  if (filter.q) {
    const pattern = likePattern(foldForSearch(filter.q));
    query = query.where((eb) =>
      eb.or([
        eb('a.slug', 'like', pattern),
        sql<boolean>`portal_fold(coalesce(en.title, '')) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select([
        'a.id',
        'a.folder',
        'a.slug',
        'a.state',
        'a.publish_at',
        'a.updated_at',
        'a.updated_by',
        't.slug as topic_slug',
        'en.title',
      ])
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(page.size)
      .offset(page.page * page.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const locales = await localesOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => ({ ...r, locales: locales.get(r.id) ?? [] })), total: Number(total.n) };
}

export async function localesOf(db: Db, ids: number[]): Promise<Map<number, Locale[]>> {
  const map = new Map<number, Locale[]>();
  if (ids.length === 0) return map;
  const rows = await kb(db)
    .selectFrom('kb_translations')
    .select(['article_id', 'locale'])
    .where('article_id', 'in', ids)
    .orderBy('locale')
    .execute();
  for (const r of rows) map.set(r.article_id, [...(map.get(r.article_id) ?? []), r.locale as Locale]);
  return map;
}

// ---- Feedback, suggestion clicks, images ------------------------------------------------------------------------

export async function saveFeedback(db: Db, row: Insertable<KbTables['kb_feedback']>): Promise<void> {
  await kb(db)
    .insertInto('kb_feedback')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['article_id', 'login_id'])
        .doUpdateSet({ locale: row.locale, helpful: row.helpful, updated_at: row.updated_at }),
    )
    .execute();
}

export async function findFeedback(db: Db, articleId: number, loginId: string): Promise<boolean | null> {
  const row = await kb(db)
    .selectFrom('kb_feedback')
    .select('helpful')
    .where('article_id', '=', articleId)
    .where('login_id', '=', loginId)
    .executeTakeFirst();
  return row ? row.helpful === 1 : null;
}

export async function feedbackCounts(db: Db, articleId: number) {
  const rows = await kb(db)
    .selectFrom('kb_feedback')
    .select((eb) => [
      'locale',
      eb.fn.sum<number>(sql`case when helpful = 1 then 1 else 0 end`).as('helpful'),
      eb.fn.sum<number>(sql`case when helpful = 1 then 0 else 1 end`).as('not_helpful'),
    ])
    .where('article_id', '=', articleId)
    .groupBy('locale')
    .orderBy('locale')
    .execute();
  return rows.map((r) => ({
    locale: r.locale as Locale,
    helpful: Number(r.helpful),
    notHelpful: Number(r.not_helpful),
  }));
}

export async function recordSuggestionClick(db: Db, articleId: number, loginId: string, at: string): Promise<void> {
  await kb(db)
    .insertInto('kb_suggestion_clicks')
    .values({ article_id: articleId, login_id: loginId, clicked_at: at })
    .execute();
}

export async function suggestionClicks(db: Db, articleId: number): Promise<number> {
  const row = await kb(db)
    .selectFrom('kb_suggestion_clicks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('article_id', '=', articleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertImage(db: Db, row: Insertable<KbTables['kb_images']>): Promise<void> {
  await kb(db).insertInto('kb_images').values(row).execute();
}

export async function findImage(db: Db, id: string) {
  return kb(db).selectFrom('kb_images').selectAll().where('id', '=', id).executeTakeFirst();
}
