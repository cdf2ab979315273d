import { BASIC_COMPANY_TYPES } from '@portal/contract/identity-core';
import {
  KB_ERROR_CODES,
  KB_LIMITS,
  KB_PAGES,
  KB_WORKSPACES,
  type KbArticle,
  type KbArticleSummary,
  type KbContentFragment,
  type KbFolder,
  type KbHierarchyResponse,
  type KbSearchHit,
  type KbSuggestionsResponse,
  type KbWorkspace,
  type KbWorkspacesResponse,
} from '@portal/contract/knowledge-base';
import type { Locale } from '@portal/contract/locale';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import { isSuperAdminGroup } from '@portal/contract/user-type';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Db, Dialect } from '../../db/database.js';
import { foldForSearch } from '../../db/search-fold.js';
import { requireAuth } from '../../platform/authorization.js';
import { callerLocale } from '../../platform/caller-locale.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { MarketContext } from '../../platform/market.js';
import type { AuthContext } from '../../platform/session.js';
import { findCompany } from '../../platform/users.repository.js';
import { evaluateFlag } from '../flags/flags.service.js';
import * as repo from './knowledge-base.repository.js';
import { SUGGESTION_STOP_WORDS, WORKSPACE_NAMES } from './knowledge-base.texts.js';

/** Who reads: their language, the workspaces they reach, whether they edit (and so reach everything). */
export type Reader = {
  auth: AuthContext;
  market: MarketContext;
  locale: Locale;
  editor: boolean;
  kind: 'internal' | 'basic' | 'charter' | 'none';
  workspaces: KbWorkspace[];
};

export const noAccess = () =>
  new AppError(403, KB_ERROR_CODES.noAccess, 'Your account does not have access to the knowledge base.');

export function isEditor(auth: AuthContext): boolean {
  return hasPermission(auth.permissions, PERMISSIONS.editKnowledgeBase);
}

/** Internal staff (and super admins) read both workspaces; a company's users by its type: basic or charter. */
async function kindOf(db: Db, auth: AuthContext): Promise<Reader['kind']> {
  if (auth.userType === 'INTERNAL' || isSuperAdminGroup(auth.group)) return 'internal';
  const companyId = auth.actingCompanyId ?? auth.companyId;
  if (companyId === null) return 'none';
  const company = await findCompany(db, companyId);
  if (!company) return 'none';
  if ((BASIC_COMPANY_TYPES as readonly string[]).includes(company.type)) return 'basic';
  return company.type === 'SUPPLIER' || company.type === 'THIRD_PARTY_AGENCY' ? 'charter' : 'none';
}

/** The workspaces each kind of reader reads (editors read every one). */
const WORKSPACES_OF: Record<Reader['kind'], readonly KbWorkspace[]> = {
  internal: KB_WORKSPACES,
  basic: ['basic'],
  charter: ['charter'],
  none: [],
};

/** The caller as a reader, without the rollout check (release notes). */
export async function describeReader(ctx: Pick<AppContext, 'db'>, request: FastifyRequest): Promise<Reader> {
  const auth = requireAuth(request);
  const editor = isEditor(auth);
  // Independent reads: at once (on PostgreSQL, each on its own connection), not one round trip after another.
  const [kind, locale] = await Promise.all([kindOf(ctx.db, auth), callerLocale(ctx.db, auth, request.market)]);
  const workspaces = [...(editor ? KB_WORKSPACES : WORKSPACES_OF[kind])];
  return { auth, market: request.market, locale, editor, kind, workspaces };
}

/**
 * The caller as a knowledge-base reader (spec section 6): the flag wem-kb-rollout must be on for them (editors
 * always reach it), and they must reach a workspace; else 403 knowledge_base.no_access. `search`: the flag
 * kb-search-rollout too (search and suggestions).
 */
export async function readerOf(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
  options: { search?: boolean; workspace?: KbWorkspace } = {},
): Promise<Reader> {
  const auth = requireAuth(request);
  const flags = isEditor(auth)
    ? []
    : options.search
      ? (['wem-kb-rollout', 'kb-search-rollout'] as const)
      : (['wem-kb-rollout'] as const);
  // The flags are read with the reader, not after it (fewer round trips one after another).
  const [reader, ...on] = await Promise.all([
    describeReader(ctx, request),
    ...flags.map((flag) => evaluateFlag(ctx.db, flag, request.market, auth.loginId)),
  ]);
  if (on.some((value) => !value)) throw noAccess();
  if (reader.workspaces.length === 0) throw noAccess();
  if (options.workspace && !reader.workspaces.includes(options.workspace)) throw noAccess();
  return reader;
}

const nowOf = (ctx: Pick<AppContext, 'clock'>) => ctx.clock.now().toISOString();

const titleIn = (json: string, locale: Locale): string => {
  const titles = JSON.parse(json) as Partial<Record<Locale, string>>;
  return titles[locale] ?? titles['en-US'] ?? '';
};

export function toSummary(row: repo.SummaryRow, locale: Locale): KbArticleSummary {
  return {
    contentId: row.slug,
    workspace: row.folder as KbFolder,
    topic: { slug: row.topic_slug, title: titleIn(row.topic_titles, locale) },
    title: row.title,
    summary: row.summary,
    locale: row.shown_locale as Locale,
    fallback: row.shown_locale !== locale,
    publishedAt: row.publish_at,
  };
}

export function listWorkspaces(reader: Reader): KbWorkspacesResponse {
  return { workspaces: reader.workspaces.map((id) => ({ id, name: WORKSPACE_NAMES[id][reader.locale] })) };
}

export async function topArticles(ctx: AppContext, reader: Reader, workspace: KbWorkspace) {
  const rows = await repo.listVisible(ctx.db, workspace, reader.locale, nowOf(ctx), {
    topOnly: true,
    limit: KB_LIMITS.topArticlesMax,
  });
  return { articles: rows.map((r) => toSummary(r, reader.locale)) };
}

export async function hierarchy(
  ctx: AppContext,
  reader: Reader,
  workspace: KbWorkspace,
  title: string | undefined,
): Promise<KbHierarchyResponse> {
  const [topics, rows] = await Promise.all([
    repo.listTopics(ctx.db, workspace),
    repo.listVisible(ctx.db, workspace, reader.locale, nowOf(ctx), {}),
  ]);
  const wanted = title ? foldForSearch(title) : '';
  const articles = rows
    .filter((r) => !wanted || foldForSearch(r.title).includes(wanted))
    .map((r) => toSummary(r, reader.locale));
  return {
    workspace,
    topics: topics
      .map((t) => ({
        slug: t.slug,
        title: titleIn(t.titles, reader.locale),
        description: titleIn(t.descriptions, reader.locale),
        articles: articles.filter((a) => a.topic.slug === t.slug),
      }))
      .filter((t) => !wanted || t.articles.length > 0),
  };
}

/** One visible article of a folder, in the reader's language or English; 404 for anything not visible. */
export async function readArticle(ctx: AppContext, reader: Reader, folder: KbFolder, slug: string): Promise<KbArticle> {
  const found = await repo.findVisibleArticle(ctx.db, folder, slug, reader.locale, nowOf(ctx));
  if (!found) throw notFound();
  const { article, translation } = found;
  return {
    contentId: article.slug,
    workspace: article.folder as KbFolder,
    topic: { slug: article.topic_slug, title: titleIn(article.topic_titles, reader.locale) },
    title: translation.title,
    summary: translation.summary,
    locale: translation.locale as Locale,
    fallback: translation.locale !== reader.locale,
    publishedAt: article.publish_at!,
    html: translation.html,
    updatedAt: translation.updated_at,
    products: JSON.parse(article.products) as string[],
    release: article.release,
    helpful: await repo.findFeedback(ctx.db, article.id, reader.auth.loginId),
  };
}

/** 'Was this helpful?': one answer per reader and article (the last one counts), in the language they read. */
export async function giveFeedback(
  ctx: AppContext,
  reader: Reader,
  workspace: KbWorkspace,
  slug: string,
  helpful: boolean,
): Promise<{ helpful: boolean }> {
  const found = await repo.findVisibleArticle(ctx.db, workspace, slug, reader.locale, nowOf(ctx));
  if (!found) throw notFound();
  await repo.saveFeedback(ctx.db, {
    article_id: found.article.id,
    locale: found.translation.locale,
    login_id: reader.auth.loginId,
    helpful: helpful ? 1 : 0,
    updated_at: nowOf(ctx),
  });
  return { helpful };
}

// ---- Search -----------------------------------------------------------------------------------------------------

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** How far a word of this length may be misspelt: one edit from four letters, two from eight. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);
const CORRECTIONS_MAX = 3;

/**
 * The search's words, folded (decision 049), each with its spellings: a word the texts of the language do not hold
 * is also looked for as the closest words they do hold ('pasword': 'password'), and only as those when no word of
 * the texts holds it (so no text does). Each with its share of the language's texts (kb_terms' counts): those
 * holding the word, or its corrections, as a word.
 */
export async function searchWords(
  db: Db,
  dialect: Dialect,
  locale: Locale,
  words: readonly string[],
): Promise<repo.SearchWord[]> {
  const queries = words.map((word) => {
    const length = Array.from(word).length;
    return { word, length, edits: allowedEdits(length) };
  });
  const looked = queries.filter((q) => q.edits > 0);
  const { texts, words: results } = await repo.termCandidates(db, dialect, locale, looked);
  const found = new Map(results.map((result, i) => [looked[i]!.word, result]));
  const share = (documents: number) => (texts > 0 ? documents / texts : 0);
  return queries.map(({ word, edits }) => {
    const result = found.get(word);
    if (!result || result.known) return { word, spellings: [word], share: share(result?.documents ?? 0) };
    const close = result.terms
      .map((term) => ({ ...term, distance: editDistance(word, term.term, edits) }))
      .filter((c) => c.distance <= edits && !c.term.includes(word))
      .sort((x, y) => x.distance - y.distance || x.term.localeCompare(y.term))
      .slice(0, CORRECTIONS_MAX);
    const documents = close.reduce((sum, c) => sum + c.documents, 0);
    // Not looked for where no text holds it (decision 058, sixth addendum): a misspelling's trigrams cost the most.
    const spellings = close.map((c) => c.term);
    return { word, spellings: result.held ? [word, ...spellings] : spellings, share: share(documents) };
  });
}

const wordsOf = (text: string) => [
  ...new Set(
    foldForSearch(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 0),
  ),
];

/** A passage of the text around the first word found (plain text), about 200 characters. */
export function excerptOf(plain: string, spellings: readonly string[]): string {
  const folded = foldForSearch(plain);
  const at = spellings.map((s) => folded.indexOf(s)).filter((i) => i >= 0);
  const first = at.length > 0 ? Math.min(...at) : 0;
  const start = Math.max(0, first - 60);
  const end = Math.min(plain.length, start + 200);
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`;
}

export async function search(
  ctx: AppContext,
  reader: Reader,
  workspace: KbWorkspace,
  query: { q: string; page: number; pageSize: number; topic?: string | undefined },
) {
  const empty = { items: [] as KbSearchHit[], total: 0, page: query.page, size: query.pageSize };
  if (query.q.length < KB_LIMITS.searchMin) return empty;
  const words = await searchWords(ctx.db, ctx.dialect, reader.locale, wordsOf(query.q).slice(0, 8));
  const now = nowOf(ctx);
  let matches = await repo.searchIds(ctx.db, ctx.dialect, { folder: workspace, locale: reader.locale, now }, words);
  let rowsById = new Map<number, repo.SummaryRow & { plain?: string }>();
  if (query.topic) {
    // A topic narrows the matches: their rows are read to know it.
    const rows = await repo.listVisible(ctx.db, workspace, reader.locale, now, {
      ids: matches.map((m) => m.article_id),
    });
    rowsById = new Map(rows.filter((r) => r.topic_slug === query.topic).map((r) => [r.id, r]));
    matches = matches.filter((m) => rowsById.has(m.article_id));
  }
  const pageIds = matches
    .slice(query.page * query.pageSize, (query.page + 1) * query.pageSize)
    .map((m) => m.article_id);
  let plains = new Map<number, string>();
  if (query.topic) plains = await repo.plainTexts(ctx.db, pageIds, reader.locale);
  else {
    // The page's rows with their plain text (the excerpts) in one statement.
    const rows = await repo.listVisible(ctx.db, workspace, reader.locale, now, { ids: pageIds, withPlain: true });
    rowsById = new Map(rows.map((r) => [r.id, r]));
    plains = new Map(rows.map((r) => [r.id, r.plain ?? r.summary]));
  }
  const spellings = words.flatMap((w) => w.spellings);
  const items = pageIds.flatMap((id) => {
    const row = rowsById.get(id);
    if (!row) return [];
    return [{ ...toSummary(row, reader.locale), excerpt: excerptOf(plains.get(id) ?? row.summary, spellings) }];
  });
  return { items, total: matches.length, page: query.page, size: query.pageSize };
}

/** Up to three articles of the reader's workspace that match the incident form's situation description. */
export async function suggestions(ctx: AppContext, reader: Reader, text: string): Promise<KbSuggestionsResponse> {
  const workspace = reader.workspaces.includes('charter') ? 'charter' : 'basic';
  if (text.trim().length < KB_LIMITS.suggestionTextMin) return { workspace, articles: [] };
  const candidates = wordsOf(text)
    .filter((w) => w.length >= 4 && !SUGGESTION_STOP_WORDS.has(w))
    .sort((a, b) => b.length - a.length)
    .slice(0, 6);
  if (candidates.length === 0) return { workspace, articles: [] };
  const words = await searchWords(ctx.db, ctx.dialect, reader.locale, candidates);
  const now = nowOf(ctx);
  const matches = await repo.suggestIds(
    ctx.db,
    ctx.dialect,
    { folder: workspace, locale: reader.locale, now },
    words,
    KB_LIMITS.suggestionsMax,
  );
  const ids = matches.map((m) => m.article_id);
  const rows = new Map((await repo.listVisible(ctx.db, workspace, reader.locale, now, { ids })).map((r) => [r.id, r]));
  return {
    workspace,
    articles: ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toSummary(row, reader.locale)] : [];
    }),
  };
}

/** A suggestion opened from the incident form: counted (ticket deflection). */
export async function clickSuggestion(ctx: AppContext, reader: Reader, slug: string): Promise<void> {
  for (const workspace of reader.workspaces) {
    const found = await repo.findVisibleArticle(ctx.db, workspace, slug, reader.locale, nowOf(ctx));
    if (found) {
      await repo.recordSuggestionClick(ctx.db, found.article.id, reader.auth.loginId, nowOf(ctx));
      return;
    }
  }
  throw notFound();
}

// ---- Links in ---------------------------------------------------------------------------------------------------

/** A published article by its path in the caller's workspace (charter first for those who read both). */
export async function articleByPath(ctx: AppContext, reader: Reader, slug: string): Promise<KbArticle> {
  for (const workspace of reader.workspaces) {
    try {
      return await readArticle(ctx, reader, workspace, slug);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
    }
  }
  throw notFound();
}

export async function contentByPath(ctx: AppContext, reader: Reader, slug: string): Promise<KbContentFragment> {
  const article = await articleByPath(ctx, reader, slug);
  const page = article.workspace === 'basic' ? KB_PAGES.basicArticle : KB_PAGES.article;
  return {
    path: article.contentId,
    title: article.title,
    summary: article.summary,
    html: article.html,
    locale: article.locale,
    fallback: article.fallback,
    articleHref: `${page}?contentId=${encodeURIComponent(article.contentId)}`,
  };
}

// ---- For the release notes' module ------------------------------------------------------------------------------

/** A page of a folder's visible articles, newest first, by product or release. */
export async function listFolder(
  ctx: AppContext,
  reader: Reader,
  folder: KbFolder,
  filter: { product?: string | undefined; release?: string | undefined },
  page: { page: number; size: number },
) {
  const now = nowOf(ctx);
  const [rows, total] = await Promise.all([
    repo.listVisible(ctx.db, folder, reader.locale, now, {
      ...filter,
      limit: page.size,
      offset: page.page * page.size,
    }),
    repo.countVisible(ctx.db, folder, reader.locale, now, filter),
  ]);
  return {
    items: rows.map((r) => ({
      ...toSummary(r, reader.locale),
      products: JSON.parse(r.products) as string[],
      release: r.release,
    })),
    total,
  };
}

/** The products and releases a folder's visible articles carry. */
export async function folderTags(
  ctx: AppContext,
  folder: KbFolder,
): Promise<{ products: string[]; releases: string[] }> {
  const rows = await repo.listVisibleTags(ctx.db, folder, nowOf(ctx));
  const products = new Set<string>();
  const releases = new Set<string>();
  for (const row of rows) {
    for (const p of JSON.parse(row.products) as string[]) products.add(p);
    if (row.release) releases.add(row.release);
  }
  return { products: [...products].sort(), releases: [...releases].sort().reverse() };
}
