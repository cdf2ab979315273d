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

/**
 * A searched word and the spellings it stands for (itself, and the close words of the texts for a misspelling).
 * `share`: about which part of the language's texts hold one of its spellings as a word (kb_terms' counts, migration
 * 045); a text holding the spelling only inside a longer word is not counted. It only chooses how the body phase
 * reads its matches (`searchIds`), never which they are.
 */
export type SearchWord = { word: string; spellings: string[]; share: number };

/** A searched word to look up among the words of the texts: its length, and how many edits a correction may be. */
export type TermQuery = { word: string; length: number; edits: number };

/** A word of the texts: how many visible texts of the language hold it. */
export type Term = { term: string; documents: number };

/**
 * For each word, in one statement: whether the texts of the language hold it (`known`, with how many texts do),
 * else the words of the texts whose length is within its edits of its own (`terms`): the candidates for a
 * correction, of which the caller keeps those close enough. PostgreSQL passes on only those `kb_close_term` lets
 * through (migration 043: within twice the edits by Levenshtein distance, which every close enough word is), not
 * every word of similar length; SQLite those sharing a trigram with it where every close enough word does
 * (`sharingTrigrams`). `held`: false only for a word no text can hold, as no listed word holds it
 * (`heldAnywhere`). `texts`: how many visible texts of the language there are (kb_text_counts).
 */
export async function termCandidates(
  db: Db,
  dialect: Dialect,
  locale: Locale,
  words: TermQuery[],
): Promise<{ texts: number; words: Array<{ known: boolean; held: boolean; documents: number; terms: Term[] }> }> {
  if (words.length === 0) return { texts: 0, words: [] };
  const parts = words.map((w, i) => {
    const exact = sql`select 1 from kb_terms k where k.locale = ${locale} and k.length = ${w.length}
      and k.term = ${w.word}`;
    const close =
      dialect === 'postgres' ? sql` and kb_close_term(t.term, ${w.word}, ${w.edits})` : sharingTrigrams(locale, w);
    const held = isCheckable(w.word)
      ? sql` union all select ${sql.lit(i)} as n, 0 as length, '' as term, 1 as held, 0 as documents
          where not exists (${exact}) and ${heldAnywhere(dialect, locale, w.word)}`
      : sql``;
    return sql`select ${sql.lit(i)} as n, t.length, t.term, 0 as held, t.documents from kb_terms t
        where t.locale = ${locale} and t.length = ${w.length} and t.term = ${w.word}
      union all
      select ${sql.lit(i)} as n, t.length, t.term, 0 as held, t.documents from kb_terms t
        where t.locale = ${locale} and t.length >= ${w.length - w.edits} and t.length <= ${w.length + w.edits}
          and not exists (${exact})${close}${held}`;
  });
  const texts = sql`select -1 as n, 0 as length, '' as term, 0 as held, c.documents from kb_text_counts c
    where c.locale = ${locale}`;
  const { rows } = await sql<{ n: number; term: string; held: number; documents: number }>`${sql.join(
    [texts, ...parts],
    sql` union all `,
  )}
    order by n, length, term`.execute(db);
  // A known word has its own row and no candidates (the second part's `not exists`).
  const out = words.map((w) => ({ known: false, held: !isCheckable(w.word), documents: 0, terms: [] as Term[] }));
  let count = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (n < 0) {
      count = Number(row.documents);
      continue;
    }
    const entry = out[n]!;
    if (Number(row.held) === 1) entry.held = true;
    else if (row.term === words[n]!.word) {
      entry.known = true;
      entry.documents = Number(row.documents);
    } else entry.terms.push({ term: row.term, documents: Number(row.documents) });
  }
  return { texts: count, words: out };
}

/**
 * SQLite: only the words sharing a trigram with the word (the words' trigram table, migration 044), where every word
 * within its edits does: an edit changes at most three of a word's trigrams and an adjacent swap four, so a close
 * word keeps at least n - 2 - 4 x edits of the n - 2 trigrams of a word of n letters: one or more from seven letters
 * with one edit, from eleven with two. Shorter words: every word of similar length, as before.
 */
function sharingTrigrams(locale: Locale, w: TermQuery) {
  const letters = Array.from(w.word);
  const trigrams = letters.slice(0, letters.length - TRIGRAM + 1).map((_, i) => letters.slice(i, i + TRIGRAM).join(''));
  if (trigrams.length - (TRIGRAM + 1) * w.edits < 1) return sql``;
  return sql` and t.term in (select h.word from kb_word_trigrams h
    where kb_word_trigrams match ${trigrams.map(ftsPhrase).join(' OR ')} and h.locale = ${locale})`;
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
 * The body phase's probe (decision record 058, seventh addendum): at most this many of the workspace's newest rows
 * are walked by the scope index, each tested, when the words' counts say they likely hold the phase's matches.
 */
export const PROBE_WINDOW = 2_000;
/** The probe is taken when the window is expected to hold at least this many times the matches the phase needs. */
const PROBE_MARGIN = 2;

/**
 * How many of the workspace's newest `window` rows are expected to hold every word: its share of the texts (each
 * word's taken as independent of the others'), over the window. An estimate from the counts of kb_terms: it may
 * be wrong either way, and only chooses how the matches are read.
 */
const expectedIn = (words: SearchWord[], window: number) => words.reduce((p, w) => p * Math.min(1, w.share), window);

/**
 * The ids of the visible articles of a folder whose text in the reader's language holds every word (any of its
 * spellings), titles first (how many words the title holds), then newest. SQLite: the FTS5 trigram table gives the
 * candidates; PostgreSQL: the GIN trigram indexes answer the LIKE. Both confirm with LIKE over the folded text.
 * The body phase (the matches whose title holds no word, newest first) is first probed in the workspace's newest
 * `window` rows when the words' counts say a page's worth is likely there (`probeBodies`); the probe answers only
 * when it holds enough, which are then exactly the phase's, else the phase is read as without it.
 */
export async function searchIds(
  db: Db,
  dialect: Dialect,
  scope: Scope,
  words: SearchWord[],
  limit: number = SEARCH_MATCHES_MAX,
  window: number = PROBE_WINDOW,
): Promise<Array<{ article_id: number; score: number }>> {
  // A word no text holds (no spelling left): no text holds every word.
  if (words.length === 0 || words.some((w) => w.spellings.length === 0)) return [];
  const probing = (need: number) => expectedIn(words, window) >= PROBE_MARGIN * need;
  // SQLite: the candidates ranked at once, unless the window is expected to hold the body phase of half a ranking
  // (then the titles first, by the trigram table's title column, and the probe): the phases answer the same.
  if (dialect === 'sqlite' && words.every(longEnough) && !probing(limit / 2)) {
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
  const body = { phase: 'body' as const, limit: limit - titled.length, exclude: titled.map((m) => m.article_id) };
  if (probing(body.limit)) {
    const probed = await probeBodies(db, scope, words, { ...body, window });
    if (probed.length >= body.limit) return [...titled, ...probed];
  }
  const bodies = await matching(db, dialect, scope, words, body);
  return [...titled, ...bodies];
}

type Scope = { folder: string; locale: Locale; now: string };

/** The candidates (kb_search ids) that hold every word, titles first (more words first), then newest. */
async function ranked(db: Db, scope: Scope, words: SearchWord[], ids: number[], limit: number) {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ article_id: number; score: number }>`
    select s.article_id, ${titleScore(words)} as score from kb_search s
    where s.id in (${sql.join(ids)}) and s.folder = ${scope.folder} and s.locale = ${scope.locale}
      and s.publish_at <= ${scope.now} and ${holdsEvery(words)}
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

const holdsEvery = (words: SearchWord[]) =>
  sql.join(
    words.map((w) => sql`(${anyOf('title_fold', w.spellings)} or ${anyOf('body_fold', w.spellings)})`),
    sql` and `,
  );
const inTitle = (words: SearchWord[]) =>
  sql.join(
    words.map((w) => sql`(${anyOf('title_fold', w.spellings)})`),
    sql` or `,
  );
const titleScore = (words: SearchWord[]) =>
  sql.join(
    words.map((w) => sql`case when ${anyOf('title_fold', w.spellings)} then 1 else 0 end`),
    sql` + `,
  );
const excluding = (ids: number[]) => (ids.length > 0 ? sql` and s.article_id not in (${sql.join(ids)})` : sql``);

async function matching(
  db: Db,
  dialect: Dialect,
  scope: Scope,
  words: SearchWord[],
  options: { phase: 'title' | 'body'; limit: number; exclude: number[] },
): Promise<Array<{ article_id: number; score: number }>> {
  const phase = options.phase === 'title' ? sql`(${inTitle(words)})` : sql`not (${inTitle(words)})`;
  const excluded = excluding(options.exclude);
  // One word in the title: every title match holds it (the body need not be read) and scores 1, so they are simply
  // the newest; a common word's are then found by walking the scope index newest first, which holds the folded
  // title, until a page's worth (migration 042), rather than by reading every title match to rank them.
  const titleOnly = options.phase === 'title' && words.length === 1;
  const conditions = sql`s.folder = ${scope.folder} and s.locale = ${scope.locale} and s.publish_at <= ${scope.now}
    and ${titleOnly ? phase : sql`${holdsEvery(words)} and ${phase}`}${excluded}`;
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
    select s.article_id, ${titleScore(words)} as score from ${source}
    where ${conditions}
    ${order}
    limit ${options.limit}`.execute(db);
  return rows.map((r) => ({ article_id: Number(r.article_id), score: Number(r.score) }));
}

/**
 * The body phase read from the workspace's newest `window` rows (the scope index, newest first), each row tested,
 * up to `limit` matches. The window is the first part of the phase's order (newest first), so when it holds `limit`
 * matches they are exactly the phase's first `limit`; with fewer, the caller reads the phase as without the probe.
 * The window's own `limit` keeps both databases walking the index rather than reading the trigram matches.
 * Exported for the tests.
 */
export async function probeBodies(
  db: Db,
  scope: Scope,
  words: SearchWord[],
  options: { limit: number; exclude: number[]; window: number },
): Promise<Array<{ article_id: number; score: number }>> {
  const { rows } = await sql<{ article_id: number; score: number }>`
    select s.article_id, ${titleScore(words)} as score from (
      select w.article_id, w.publish_at, w.title_fold, w.body_fold from kb_search w
      where w.folder = ${scope.folder} and w.locale = ${scope.locale} and w.publish_at <= ${scope.now}
      order by w.publish_at desc, w.article_id desc
      limit ${options.window}
    ) as s
    where ${holdsEvery(words)} and not (${inTitle(words)})${excluding(options.exclude)}
    order by s.publish_at desc, s.article_id desc
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
 * rows while it is PUBLISHED or SCHEDULED, none otherwise; and keeps the words' counts (migration 045): the words
 * of the translations it stops showing counted off, those of the translations it shows counted on. Called in the
 * writer's transaction after every change.
 */
export async function reindexArticle(db: Db, articleId: number): Promise<void> {
  const k = kb(db);
  // The translations shown until now: the rows whose reader's language is the translation's, one per translation.
  const before = await k
    .selectFrom('kb_search')
    .select(['locale', 'shown_locale', 'title_fold', 'body_fold'])
    .where('article_id', '=', articleId)
    .whereRef('locale', '=', 'shown_locale')
    .execute();
  await k.deleteFrom('kb_search').where('article_id', '=', articleId).execute();
  const article = await k
    .selectFrom('kb_articles')
    .select(['folder', 'state', 'publish_at'])
    .where('id', '=', articleId)
    .executeTakeFirst();
  if (!article || !article.publish_at || !(VISIBLE_STATES as readonly string[]).includes(article.state)) {
    await countTexts(k, before, []);
    return;
  }
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
  await countTexts(
    k,
    before,
    rows.filter((r) => r.locale === r.shown_locale),
  );
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

type ShownText = { shown_locale: string; title_fold: string; body_fold: string };

/**
 * The counts of kb_terms and kb_text_counts moved from the texts shown before to those shown after: a word in both
 * is not written. Written in the order of the keys, so that two writers wait for each other rather than deadlock.
 */
async function countTexts(k: KbDb, before: ShownText[], after: ShownText[]): Promise<void> {
  const terms = new Map<string, { locale: string; length: number; term: string; documents: number }>();
  const texts = new Map<string, number>();
  const count = (shown: ShownText[], by: number) => {
    for (const text of shown) {
      texts.set(text.shown_locale, (texts.get(text.shown_locale) ?? 0) + by);
      for (const term of termsOf(`${text.title_fold} ${text.body_fold}`)) {
        const key = `${text.shown_locale}\t${term}`;
        const entry = terms.get(key) ?? {
          locale: text.shown_locale,
          length: Array.from(term).length,
          term,
          documents: 0,
        };
        entry.documents += by;
        terms.set(key, entry);
      }
    }
  };
  count(before, -1);
  count(after, 1);
  const changed = [...terms.values()]
    .filter((t) => t.documents !== 0)
    .sort((x, y) => cmp(x.locale, y.locale) || x.length - y.length || cmp(x.term, y.term));
  for (let i = 0; i < changed.length; i += 300)
    await k
      .insertInto('kb_terms')
      .values(changed.slice(i, i + 300))
      .onConflict((oc) =>
        oc
          .columns(['locale', 'length', 'term'])
          .doUpdateSet({ documents: sql`kb_terms.documents + excluded.documents` }),
      )
      .execute();
  const locales = [...texts]
    .filter(([, n]) => n !== 0)
    .sort(([x], [y]) => cmp(x, y))
    .map(([locale, documents]) => ({ locale, documents }));
  if (locales.length > 0)
    await k
      .insertInto('kb_text_counts')
      .values(locales)
      .onConflict((oc) =>
        oc.column('locale').doUpdateSet({ documents: sql`kb_text_counts.documents + excluded.documents` }),
      )
      .execute();
}

const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

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
