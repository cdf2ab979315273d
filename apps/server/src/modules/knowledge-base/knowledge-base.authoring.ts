import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  KB_ERROR_CODES,
  KB_LIMITS,
  type kbArticleSettingsSchema,
  type kbAuthoringListQuerySchema,
  type KbAuthoringArticle,
  type KbAuthoringPage,
  type KbFolder,
  type KbArticleState,
  type KbTranslationInput,
} from '@portal/contract/knowledge-base';
import type { Locale } from '@portal/contract/locale';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordActivity } from '../../platform/activity-log.repository.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/session.js';
import { plainText, renderMarkdown } from './knowledge-base.render.js';
import * as repo from './knowledge-base.repository.js';

/** The content team's authoring (UPDATE KNOWLEDGE_BASE; decision record 058). Every change is in the activity log. */

type Settings = z.output<typeof kbArticleSettingsSchema>;
const ENTITY = 'KB_ARTICLE';

const slugTaken = () => new AppError(409, KB_ERROR_CODES.slugTaken, 'Another article of the folder has this path.');
const unknownTopic = () => badRequest(KB_ERROR_CODES.unknownTopic, 'The folder has no such topic.');
const englishMissing = () =>
  new AppError(409, KB_ERROR_CODES.englishMissing, 'Publishing or scheduling needs the English translation.');

async function topicIdOf(db: Db, folder: string, slug: string): Promise<number> {
  const topic = await repo.findTopic(db, folder, slug);
  if (!topic) throw unknownTopic();
  return topic.id;
}

/** A translation as stored: its Markdown, the sanitised HTML readers get, and the plain text search reads. */
export function renderTranslation(input: KbTranslationInput) {
  const html = renderMarkdown(input.body);
  return { title: input.title, summary: input.summary, body: input.body, html, plain: plainText(html) };
}

export async function listArticles(
  ctx: AppContext,
  query: z.output<typeof kbAuthoringListQuerySchema>,
): Promise<KbAuthoringPage> {
  const { rows, total } = await repo.listAuthoring(ctx.db, query, { page: query.page, size: query.pageSize });
  return {
    items: rows.map((r) => ({
      id: r.id,
      folder: r.folder as KbFolder,
      topic: r.topic_slug,
      slug: r.slug,
      title: r.title ?? r.slug,
      state: r.state as KbArticleState,
      locales: r.locales,
      publishAt: r.publish_at,
      updatedAt: r.updated_at,
      updatedBy: r.updated_by,
    })),
    total,
    page: query.page,
    size: query.pageSize,
  };
}

export async function getArticle(ctx: Pick<AppContext, 'db'>, id: number): Promise<KbAuthoringArticle> {
  const article = await repo.findArticle(ctx.db, id);
  if (!article) throw notFound();
  const [translations, feedback, clicks] = await Promise.all([
    repo.listTranslations(ctx.db, id),
    repo.feedbackCounts(ctx.db, id),
    repo.suggestionClicks(ctx.db, id),
  ]);
  const english = translations.find((t) => t.locale === 'en-US');
  return {
    id: article.id,
    folder: article.folder as KbFolder,
    topic: article.topic_slug,
    slug: article.slug,
    title: english?.title ?? article.slug,
    state: article.state as KbArticleState,
    locales: translations.map((t) => t.locale as Locale),
    publishAt: article.publish_at,
    updatedAt: article.updated_at,
    updatedBy: article.updated_by,
    top: article.top === 1,
    products: JSON.parse(article.products) as string[],
    release: article.release,
    translations: translations.map((t) => ({
      locale: t.locale as Locale,
      title: t.title,
      summary: t.summary,
      body: t.body,
      html: t.html,
      updatedAt: t.updated_at,
      updatedBy: t.updated_by,
    })),
    feedback,
    suggestionClicks: clicks,
  };
}

async function logChange(
  db: Db,
  ctx: Pick<AppContext, 'clock'>,
  auth: AuthContext,
  event: string,
  articleId: number | string,
  description: string,
  changes: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
): Promise<void> {
  await recordActivity(db, ctx.clock, {
    actor: auth.loginId,
    companyId: null,
    entityType: typeof articleId === 'number' ? ENTITY : 'KB_IMAGE',
    entityId: String(articleId),
    event,
    description,
    market: null,
    ...changes,
  });
}

/** A new draft: its settings and its English translation. */
export async function createArticle(
  ctx: AppContext,
  auth: AuthContext,
  input: Settings & { translation: KbTranslationInput },
): Promise<KbAuthoringArticle> {
  const now = ctx.clock.now().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const topicId = await topicIdOf(trx, input.folder, input.topic);
    if (await repo.slugTaken(trx, input.folder, input.slug, null)) throw slugTaken();
    const articleId = await repo.insertArticle(trx, {
      folder: input.folder,
      topic_id: topicId,
      slug: input.slug,
      state: 'DRAFT',
      publish_at: null,
      top: input.top ? 1 : 0,
      products: JSON.stringify(input.products),
      release: input.release,
      created_at: now,
      updated_at: now,
      updated_by: auth.loginId,
    });
    await repo.saveTranslation(trx, {
      article_id: articleId,
      locale: 'en-US',
      ...renderTranslation(input.translation),
      updated_at: now,
      updated_by: auth.loginId,
    });
    await logChange(
      trx,
      ctx,
      auth,
      'KB_ARTICLE_CREATED',
      articleId,
      `Article ${input.folder}/${input.slug} created as a draft`,
      {
        after: { folder: input.folder, topic: input.topic, slug: input.slug, title: input.translation.title },
      },
    );
    return articleId;
  });
  return getArticle(ctx, id);
}

export async function updateSettings(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  input: Settings,
): Promise<KbAuthoringArticle> {
  await ctx.db.transaction().execute(async (trx) => {
    const article = await repo.findArticle(trx, id);
    if (!article) throw notFound();
    const topicId = await topicIdOf(trx, input.folder, input.topic);
    if (await repo.slugTaken(trx, input.folder, input.slug, id)) throw slugTaken();
    await repo.updateArticle(trx, id, {
      folder: input.folder,
      topic_id: topicId,
      slug: input.slug,
      top: input.top ? 1 : 0,
      products: JSON.stringify(input.products),
      release: input.release,
      updated_at: ctx.clock.now().toISOString(),
      updated_by: auth.loginId,
    });
    await repo.reindexArticle(trx, id);
    const before = {
      folder: article.folder,
      topic: article.topic_slug,
      slug: article.slug,
      top: article.top === 1,
      products: JSON.parse(article.products) as string[],
      release: article.release,
    };
    const after = { ...input };
    await logChange(
      trx,
      ctx,
      auth,
      'KB_ARTICLE_SETTINGS_CHANGED',
      id,
      `Article ${input.folder}/${input.slug} settings changed`,
      {
        before,
        after,
      },
    );
  });
  return getArticle(ctx, id);
}

/** One language's text; for a published article it is what readers see at once. */
export async function saveTranslation(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  locale: Locale,
  input: KbTranslationInput,
): Promise<KbAuthoringArticle> {
  await ctx.db.transaction().execute(async (trx) => {
    const article = await repo.findArticle(trx, id);
    if (!article) throw notFound();
    const now = ctx.clock.now().toISOString();
    await repo.saveTranslation(trx, {
      article_id: id,
      locale,
      ...renderTranslation(input),
      updated_at: now,
      updated_by: auth.loginId,
    });
    await repo.updateArticle(trx, id, { updated_at: now, updated_by: auth.loginId });
    await repo.reindexArticle(trx, id);
    await logChange(
      trx,
      ctx,
      auth,
      'KB_TRANSLATION_SAVED',
      id,
      `Article ${article.folder}/${article.slug} (${locale}) written`,
      {
        after: { locale, title: input.title },
      },
    );
  });
  return getArticle(ctx, id);
}

async function changeState(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  state: KbArticleState,
  publishAt: string | null | undefined,
  event: string,
): Promise<KbAuthoringArticle> {
  await ctx.db.transaction().execute(async (trx) => {
    const article = await repo.findArticle(trx, id);
    if (!article) throw notFound();
    if (state !== 'ARCHIVED') {
      const translations = await repo.listTranslations(trx, id);
      if (!translations.some((t) => t.locale === 'en-US')) throw englishMissing();
    }
    const next = publishAt === undefined ? article.publish_at : publishAt;
    await repo.updateArticle(trx, id, {
      state,
      publish_at: next,
      updated_at: ctx.clock.now().toISOString(),
      updated_by: auth.loginId,
    });
    await repo.reindexArticle(trx, id);
    await logChange(
      trx,
      ctx,
      auth,
      event,
      id,
      `Article ${article.folder}/${article.slug} ${state.toLowerCase()}${state === 'SCHEDULED' ? ` for ${next}` : ''}`,
      { before: { state: article.state, publishAt: article.publish_at }, after: { state, publishAt: next } },
    );
  });
  return getArticle(ctx, id);
}

export async function schedule(ctx: AppContext, auth: AuthContext, id: number, publishAt: string) {
  const at = new Date(publishAt);
  if (at.getTime() <= ctx.clock.now().getTime())
    throw badRequest(KB_ERROR_CODES.scheduleInPast, 'The publication time has passed.');
  return changeState(ctx, auth, id, 'SCHEDULED', at.toISOString(), 'KB_ARTICLE_SCHEDULED');
}

export async function publish(ctx: AppContext, auth: AuthContext, id: number) {
  return changeState(ctx, auth, id, 'PUBLISHED', ctx.clock.now().toISOString(), 'KB_ARTICLE_PUBLISHED');
}

export async function archive(ctx: AppContext, auth: AuthContext, id: number) {
  return changeState(ctx, auth, id, 'ARCHIVED', undefined, 'KB_ARTICLE_ARCHIVED');
}

export async function topics(ctx: AppContext, folder: KbFolder, locale: Locale) {
  const rows = await repo.listTopics(ctx.db, folder);
  return {
    topics: rows.map((t) => {
      const titles = JSON.parse(t.titles) as Partial<Record<Locale, string>>;
      return { slug: t.slug, title: titles[locale] ?? titles['en-US'] ?? t.slug };
    }),
  };
}

// ---- Images -----------------------------------------------------------------------------------------------------

const IMAGE_TYPES: Array<{ type: string; matches: (b: Buffer) => boolean }> = [
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type its first bytes say, whatever its name or declared type claims. */
export function imageTypeOf(bytes: Buffer): string | null {
  return IMAGE_TYPES.find((t) => t.matches(bytes))?.type ?? null;
}

export const badImage = () =>
  badRequest(KB_ERROR_CODES.badImage, 'Only PNG, JPEG, GIF and WebP images up to 2 MB can be added.');

/** Stores an image for articles (as support attachments are: the platform's file storage) and answers its URL. */
export async function storeImage(ctx: AppContext, auth: AuthContext, bytes: Buffer): Promise<{ url: string }> {
  if (bytes.length === 0 || bytes.length > KB_LIMITS.imageBytesMax) throw badImage();
  const type = imageTypeOf(bytes);
  if (!type) throw badImage();
  const id = randomUUID();
  const key = `knowledge-base/${id}`;
  await ctx.storage.write(key, Readable.from([bytes]), { maxBytes: KB_LIMITS.imageBytesMax });
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.insertImage(trx, {
        id,
        content_type: type,
        size: bytes.length,
        storage_key: key,
        created_at: ctx.clock.now().toISOString(),
        created_by: auth.loginId,
      });
      await logChange(
        trx,
        ctx,
        auth,
        'KB_IMAGE_UPLOADED',
        id,
        `Knowledge base image added (${type}, ${bytes.length} bytes)`,
      );
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  return { url: `/api/kb/images/${id}` };
}

export async function readImage(ctx: AppContext, id: string) {
  const image = await repo.findImage(ctx.db, id);
  if (!image) throw notFound();
  const stream = await ctx.storage.read(image.storage_key);
  if (!stream) throw notFound();
  return { stream, contentType: image.content_type, size: image.size };
}
