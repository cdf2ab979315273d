import multipart from '@fastify/multipart';
import { ERROR_CODES } from '@portal/contract/errors';
import {
  KB_LIMITS,
  KB_PATHS,
  kbArticleIdParamsSchema,
  kbArticleParamsSchema,
  kbArticleSchema,
  kbArticleSettingsSchema,
  kbAuthoringArticleSchema,
  kbAuthoringListQuerySchema,
  kbAuthoringPageSchema,
  kbAuthoringTopicsQuerySchema,
  kbAuthoringTopicsResponseSchema,
  kbContentFragmentSchema,
  kbFeedbackResponseSchema,
  kbFeedbackSchema,
  kbHierarchyQuerySchema,
  kbHierarchyResponseSchema,
  kbImageResponseSchema,
  kbNewArticleSchema,
  kbPathParamsSchema,
  kbPreviewResponseSchema,
  kbPreviewSchema,
  kbScheduleSchema,
  kbSearchPageSchema,
  kbSearchQuerySchema,
  kbSuggestionClickSchema,
  kbSuggestionsQuerySchema,
  kbSuggestionsResponseSchema,
  kbTopArticlesQuerySchema,
  kbTopArticlesResponseSchema,
  kbTranslationInputSchema,
  kbTranslationParamsSchema,
  kbWorkspaceParamsSchema,
  kbWorkspacesResponseSchema,
} from '@portal/contract/knowledge-base';
import { PERMISSIONS } from '@portal/contract/permissions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, PortalApp } from '../../app-context.js';
import { policy, requireAuth } from '../../platform/authorization.js';
import { callerLocale } from '../../platform/caller-locale.js';
import { AppError } from '../../platform/errors.js';
import { readMultipart } from '../../platform/multipart.js';
import * as authoring from './knowledge-base.authoring.js';
import { renderMarkdown } from './knowledge-base.render.js';
import * as kb from './knowledge-base.service.js';

const TAGS = ['knowledge-base'];
/** Readers: signed in; the service checks the rollout flags and the workspace the caller's user type reaches. */
const READS = policy.signedIn({ scope: 'caller' });
/** The content team (Content Editor, Super Admin): UPDATE KNOWLEDGE_BASE. */
const EDITS = policy.permission(PERMISSIONS.editKnowledgeBase, { scope: 'none' });
const imageParamsSchema = z.object({ imageId: z.uuid() });

/** The knowledge base (spec section 7 'Support and content'; issue 29; decision record 058). */
export function registerKnowledgeBaseRoutes(parent: PortalApp, ctx: AppContext): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    KB_PATHS.workspaces,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: 'The knowledge-base workspaces the caller reads (charter, basic, or both for staff)',
        response: { 200: kbWorkspacesResponseSchema },
      },
    },
    async (request) => kb.listWorkspaces(await kb.readerOf(ctx, request)),
  );

  app.get(
    KB_PATHS.topArticles,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: "A workspace's top articles, in the caller's language",
        querystring: kbTopArticlesQuerySchema,
        response: { 200: kbTopArticlesResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = request.query;
      return kb.topArticles(ctx, await kb.readerOf(ctx, request, { workspace }), workspace);
    },
  );

  app.get(
    KB_PATHS.hierarchy,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: "A workspace's topics with their published articles, filtered by title",
        params: kbWorkspaceParamsSchema,
        querystring: kbHierarchyQuerySchema,
        response: { 200: kbHierarchyResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = request.params;
      return kb.hierarchy(ctx, await kb.readerOf(ctx, request, { workspace }), workspace, request.query.title);
    },
  );

  app.get(
    KB_PATHS.article,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: "One published article in the caller's language, else in English (fallback true)",
        params: kbArticleParamsSchema,
        response: { 200: kbArticleSchema },
      },
    },
    async (request) => {
      const { workspace, contentId } = request.params;
      return kb.readArticle(ctx, await kb.readerOf(ctx, request, { workspace }), workspace, contentId);
    },
  );

  app.get(
    KB_PATHS.search,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: "Search a workspace's titles and bodies in the caller's language, typos forgiven, titles first",
        params: kbWorkspaceParamsSchema,
        querystring: kbSearchQuerySchema,
        response: { 200: kbSearchPageSchema },
      },
    },
    async (request) => {
      const { workspace } = request.params;
      return kb.search(ctx, await kb.readerOf(ctx, request, { workspace, search: true }), workspace, request.query);
    },
  );

  app.post(
    KB_PATHS.feedback,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: "'Was this helpful?': the caller's answer for the article, counted per language",
        params: kbArticleParamsSchema,
        body: kbFeedbackSchema,
        response: { 200: kbFeedbackResponseSchema },
      },
    },
    async (request) => {
      const { workspace, contentId } = request.params;
      const reader = await kb.readerOf(ctx, request, { workspace });
      return kb.giveFeedback(ctx, reader, workspace, contentId, request.body.helpful);
    },
  );

  app.get(
    KB_PATHS.suggestions,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: "Up to three articles matching an incident's situation description",
        querystring: kbSuggestionsQuerySchema,
        response: { 200: kbSuggestionsResponseSchema },
      },
    },
    async (request) => kb.suggestions(ctx, await kb.readerOf(ctx, request, { search: true }), request.query.text),
  );

  app.post(
    KB_PATHS.suggestionClicks,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: 'A suggested article opened from the incident form (counted)',
        body: kbSuggestionClickSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await kb.clickSuggestion(ctx, await kb.readerOf(ctx, request, { search: true }), request.body.contentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    KB_PATHS.articleByPath,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: "A published article by its path in the caller's workspace (the data dictionary's links)",
        params: kbPathParamsSchema,
        response: { 200: kbArticleSchema },
      },
    },
    async (request) => kb.articleByPath(ctx, await kb.readerOf(ctx, request), request.params.path),
  );

  app.get(
    KB_PATHS.contentByPath,
    {
      config: { policy: READS },
      schema: {
        tags: TAGS,
        summary: "An article's summary and HTML by its path: the launcher's learn-more content",
        params: kbPathParamsSchema,
        response: { 200: kbContentFragmentSchema },
      },
    },
    async (request) => kb.contentByPath(ctx, await kb.readerOf(ctx, request), request.params.path),
  );

  app.get(
    KB_PATHS.image,
    {
      config: { policy: policy.signedIn() },
      schema: { tags: TAGS, summary: 'An article image as stored', params: imageParamsSchema },
    },
    async (request, reply) => {
      const image = await authoring.readImage(ctx, request.params.imageId);
      return reply
        .header('content-type', image.contentType)
        .header('content-length', String(image.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'private, max-age=86400')
        .send(image.stream);
    },
  );

  // ---- Authoring ------------------------------------------------------------------------------------------------

  app.get(
    KB_PATHS.authoringArticles,
    {
      config: { policy: EDITS },
      schema: {
        tags: TAGS,
        summary: 'Authoring: articles of every state, by folder, state and title',
        querystring: kbAuthoringListQuerySchema,
        response: { 200: kbAuthoringPageSchema },
      },
    },
    async (request) => authoring.listArticles(ctx, request.query),
  );

  app.post(
    KB_PATHS.authoringArticles,
    {
      config: { policy: EDITS },
      schema: {
        tags: TAGS,
        summary: 'Authoring: a new draft with its settings and English translation',
        body: kbNewArticleSchema,
        response: { 201: kbAuthoringArticleSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await authoring.createArticle(ctx, requireAuth(request), request.body)),
  );

  app.get(
    KB_PATHS.authoringArticle,
    {
      config: { policy: EDITS },
      schema: {
        tags: TAGS,
        summary: 'Authoring: an article with every translation, its feedback counts and suggestion clicks',
        params: kbArticleIdParamsSchema,
        response: { 200: kbAuthoringArticleSchema },
      },
    },
    async (request) => authoring.getArticle(ctx, request.params.articleId),
  );

  app.put(
    KB_PATHS.authoringArticle,
    {
      config: { policy: EDITS },
      schema: {
        tags: TAGS,
        summary: "Authoring: an article's settings (folder, topic, path, top, products, release)",
        params: kbArticleIdParamsSchema,
        body: kbArticleSettingsSchema,
        response: { 200: kbAuthoringArticleSchema },
      },
    },
    async (request) => authoring.updateSettings(ctx, requireAuth(request), request.params.articleId, request.body),
  );

  app.put(
    KB_PATHS.authoringTranslation,
    {
      config: { policy: EDITS },
      schema: {
        tags: TAGS,
        summary: "Authoring: one language's title, summary and Markdown body",
        params: kbTranslationParamsSchema,
        body: kbTranslationInputSchema,
        response: { 200: kbAuthoringArticleSchema },
      },
    },
    async (request) =>
      authoring.saveTranslation(
        ctx,
        requireAuth(request),
        request.params.articleId,
        request.params.locale,
        request.body,
      ),
  );

  app.post(
    KB_PATHS.authoringPreview,
    {
      config: { policy: EDITS },
      schema: {
        tags: TAGS,
        summary: 'Authoring: the sanitised HTML a Markdown body renders to, as readers get it',
        body: kbPreviewSchema,
        response: { 200: kbPreviewResponseSchema },
      },
    },
    async (request) => ({ html: renderMarkdown(request.body.markdown) }),
  );

  app.post(
    KB_PATHS.authoringSchedule,
    {
      config: { policy: EDITS },
      schema: {
        tags: TAGS,
        summary: 'Authoring: publish at a future time (visible from then, without a job)',
        params: kbArticleIdParamsSchema,
        body: kbScheduleSchema,
        response: { 200: kbAuthoringArticleSchema },
      },
    },
    async (request) => authoring.schedule(ctx, requireAuth(request), request.params.articleId, request.body.publishAt),
  );

  app.post(
    KB_PATHS.authoringPublish,
    {
      config: { policy: EDITS },
      schema: {
        tags: TAGS,
        summary: 'Authoring: publish now',
        params: kbArticleIdParamsSchema,
        response: { 200: kbAuthoringArticleSchema },
      },
    },
    async (request) => authoring.publish(ctx, requireAuth(request), request.params.articleId),
  );

  app.post(
    KB_PATHS.authoringArchive,
    {
      config: { policy: EDITS },
      schema: {
        tags: TAGS,
        summary: 'Authoring: archive (readers no longer see it)',
        params: kbArticleIdParamsSchema,
        response: { 200: kbAuthoringArticleSchema },
      },
    },
    async (request) => authoring.archive(ctx, requireAuth(request), request.params.articleId),
  );

  app.get(
    KB_PATHS.authoringTopics,
    {
      config: { policy: EDITS },
      schema: {
        tags: TAGS,
        summary: "Authoring: a folder's topics",
        querystring: kbAuthoringTopicsQuerySchema,
        response: { 200: kbAuthoringTopicsResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return authoring.topics(ctx, request.query.folder, await callerLocale(ctx.db, auth, request.market));
    },
  );

  // Multipart is parsed only where an upload is expected.
  void parent.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: KB_LIMITS.imageBytesMax + 1, files: 1, fields: 0, parts: 1 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      KB_PATHS.authoringImages,
      {
        config: { policy: EDITS },
        schema: {
          tags: TAGS,
          summary: 'Authoring: store an image (PNG, JPEG, GIF or WebP, up to 2 MB) and answer its URL',
          consumes: ['multipart/form-data'],
          response: { 201: kbImageResponseSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'Send the image as multipart/form-data.');
        const body = readMultipart(request);
        const bytes = await (async () => {
          for await (const part of body.parts) {
            if (part.type !== 'file') continue;
            const buffer = await part.toBuffer();
            if (part.file.truncated) throw authoring.badImage();
            return buffer;
          }
          throw authoring.badImage();
        })().catch((error: unknown) => {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw authoring.badImage();
          throw body.errorOf(error);
        });
        return reply.status(201).send(await authoring.storeImage(ctx, requireAuth(request), bytes));
      },
    );
  });
}
