import { z } from 'zod';
import { ALLOWED_LOCALES, type Locale } from './locale.js';
import { type Page, pageNumberSchema, pageSchema, pageSizeSchema } from './paging.js';

/**
 * The knowledge base (spec sections 2, 6, 7 and 8; issue 29; decision record 058): workspaces of articles in a topic
 * hierarchy, each article a version per language (Markdown, rendered to sanitised HTML by the server), states draft,
 * scheduled, published and archived. Readers see published articles of the workspace their user type reaches, in
 * their language or in English with a notice; the content team writes, translates, schedules and publishes them.
 * Release notes (US only) are articles of the release-notes folder, tagged by product and release.
 */

/** The readers' workspaces: charter users read the full one, basic users the basic one (spec: two variants). */
export const KB_WORKSPACES = ['charter', 'basic'] as const;
export type KbWorkspace = (typeof KB_WORKSPACES)[number];
/** The release notes' folder (spec section 9: release-notes); its articles are authored like the others. */
export const RELEASE_NOTES_FOLDER = 'release-notes';
/** Every folder an article lives in. */
export const KB_FOLDERS = [...KB_WORKSPACES, RELEASE_NOTES_FOLDER] as const;
export type KbFolder = (typeof KB_FOLDERS)[number];

export const KB_ARTICLE_STATES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED'] as const;
export type KbArticleState = (typeof KB_ARTICLE_STATES)[number];

export const KB_LIMITS = {
  /** A search of fewer characters (after trimming) answers no results. */
  searchMin: 2,
  searchMax: 100,
  titleMax: 160,
  summaryMax: 400,
  /** An article body's longest Markdown. */
  bodyMax: 60_000,
  slugMax: 80,
  /** Suggestions beside the incident form's situation description. */
  suggestionsMax: 3,
  /** The description must be this long before suggestions are asked for. */
  suggestionTextMin: 12,
  suggestionTextMax: 2_000,
  /** An article image's largest size, in bytes. */
  imageBytesMax: 2 * 1024 * 1024,
  topArticlesMax: 6,
} as const;

export const KB_DEFAULT_PAGE_SIZE = 10;

/** The spec's paths under /api (section 7 'Support and content'), and the authoring API beside them. */
export const KB_PATHS = {
  /** GET: the workspaces the caller reads (charter, basic or both for staff), with their names. */
  workspaces: '/api/kb/workspaces',
  /** GET ?workspace=: the workspace's top articles. */
  topArticles: '/api/knowledgeBaseTopArticle',
  /** GET ?title=: the workspace's topics, each with its published articles' titles (filtered by title). */
  hierarchy: '/api/kb/workspaces/:workspace/hierarchy',
  /** GET: one published article in the caller's language (or English with fallback=true). */
  article: '/api/kb/workspaces/:workspace/articles/:contentId/content',
  /** GET ?q=&page=&pageSize=&topic=: search titles and bodies in the caller's language, titles ranked first. */
  search: '/api/kb/workspaces/:workspace/search',
  /** POST {helpful}: 'Was this helpful?', counted per article and language. */
  feedback: '/api/kb/workspaces/:workspace/articles/:contentId/feedback',
  /** GET ?text=: up to three articles matching an incident's situation description (the caller's workspace). */
  suggestions: '/api/kb/suggestions',
  /** POST {contentId}: a suggestion opened from the incident form (ticket deflection, counted). */
  suggestionClicks: '/api/kb/suggestions/clicks',
  /** GET: a published article by its path (slug) in the caller's workspace: the links in (data dictionary, tiles). */
  articleByPath: '/api/v1/content-management/articles/:path',
  /** GET: a content fragment (an article's summary and HTML) by path: the launcher's learn-more content. */
  contentByPath: '/api/content-management/:path',
  /** GET: an article image as stored. */
  image: '/api/kb/images/:imageId',

  /** Authoring (UPDATE KNOWLEDGE_BASE): GET ?folder=&state=&q=&page=: articles; POST: a new draft. */
  authoringArticles: '/api/kb/authoring/articles',
  /** GET: the article with every translation and its feedback counts; PUT: its settings (topic, slug, top, tags). */
  authoringArticle: '/api/kb/authoring/articles/:articleId',
  /** PUT: one language's title, summary and body (a new draft version of it). */
  authoringTranslation: '/api/kb/authoring/articles/:articleId/translations/:locale',
  /** POST {markdown}: the HTML a body renders to, sanitised as readers get it. */
  authoringPreview: '/api/kb/authoring/preview',
  /** POST {publishAt}: scheduled; POST: published now; POST: archived. */
  authoringSchedule: '/api/kb/authoring/articles/:articleId/schedule',
  authoringPublish: '/api/kb/authoring/articles/:articleId/publish',
  authoringArchive: '/api/kb/authoring/articles/:articleId/archive',
  /** GET ?folder=: the folder's topics, for the editor's choice. */
  authoringTopics: '/api/kb/authoring/topics',
  /** POST multipart (file): an image stored for articles; answers its URL. */
  authoringImages: '/api/kb/authoring/images',
} as const;

export const kbHierarchyUrl = (workspace: KbWorkspace) => `/api/kb/workspaces/${workspace}/hierarchy`;
export const kbArticleUrl = (workspace: KbWorkspace, contentId: string) =>
  `/api/kb/workspaces/${workspace}/articles/${encodeURIComponent(contentId)}/content`;
export const kbSearchUrl = (workspace: KbWorkspace) => `/api/kb/workspaces/${workspace}/search`;
export const kbFeedbackUrl = (workspace: KbWorkspace, contentId: string) =>
  `/api/kb/workspaces/${workspace}/articles/${encodeURIComponent(contentId)}/feedback`;
export const kbArticleByPathUrl = (path: string) => `/api/v1/content-management/articles/${encodeURIComponent(path)}`;
export const kbContentByPathUrl = (path: string) => `/api/content-management/${encodeURIComponent(path)}`;
export const kbAuthoringArticleUrl = (articleId: number, rest = '') =>
  `/api/kb/authoring/articles/${articleId}${rest ? `/${rest}` : ''}`;

/** The web's pages (spec section 2). */
export const KB_PAGES = {
  home: '/knowledgeBase/home',
  search: '/knowledgeBase/search',
  basicHome: '/knowledgeBase/basic',
  basicArticle: '/knowledgeBase/basic/article',
  /** ?topic=: a topic's articles (the supplier category page); without a valid topic, the landing. */
  articles: '/knowledgeBase/articles',
  /** ?contentId=: one article; without a valid one, the landing. */
  article: '/knowledgeBase/article/content',
  /** The content team's workspace (UPDATE KNOWLEDGE_BASE). */
  authoring: '/knowledgeBase/authoring',
  releaseNotes: '/releaseNotes',
  releaseNote: '/releaseNotes/article',
} as const;

/** An article's path: lower-case letters, digits and hyphens ('reset-your-password'). */
export const kbSlugSchema = z
  .string()
  .trim()
  .min(1, { message: 'knowledgeBase.problems.required' })
  .max(KB_LIMITS.slugMax, { message: 'knowledgeBase.problems.tooLong' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'knowledgeBase.problems.slug' });

export const kbWorkspaceParamsSchema = z.object({ workspace: z.enum(KB_WORKSPACES) });
export const kbArticleParamsSchema = z.object({ workspace: z.enum(KB_WORKSPACES), contentId: kbSlugSchema });
export const kbPathParamsSchema = z.object({ path: kbSlugSchema });
export const kbArticleIdParamsSchema = z.object({ articleId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const kbTranslationParamsSchema = kbArticleIdParamsSchema.extend({ locale: z.enum(ALLOWED_LOCALES) });

export const kbWorkspaceSchema = z.object({ id: z.enum(KB_WORKSPACES), name: z.string() });
export const kbWorkspacesResponseSchema = z.object({ workspaces: z.array(kbWorkspaceSchema) });
export type KbWorkspacesResponse = z.infer<typeof kbWorkspacesResponseSchema>;

/** An article as a list names it, in the language it is shown in. */
export const kbArticleSummarySchema = z.object({
  contentId: z.string(),
  workspace: z.enum(KB_FOLDERS),
  topic: z.object({ slug: z.string(), title: z.string() }),
  title: z.string(),
  summary: z.string(),
  /** The language of the title and summary: the caller's, or en-US when not translated. */
  locale: z.enum(ALLOWED_LOCALES),
  fallback: z.boolean(),
  publishedAt: z.string(),
});
export type KbArticleSummary = z.infer<typeof kbArticleSummarySchema>;

export const kbTopArticlesQuerySchema = z.object({ workspace: z.enum(KB_WORKSPACES) });
export const kbTopArticlesResponseSchema = z.object({ articles: z.array(kbArticleSummarySchema) });
export type KbTopArticlesResponse = z.infer<typeof kbTopArticlesResponseSchema>;

export const kbHierarchyQuerySchema = z.object({ title: z.string().trim().max(KB_LIMITS.searchMax).optional() });
export const kbTopicSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  articles: z.array(kbArticleSummarySchema),
});
export type KbTopic = z.infer<typeof kbTopicSchema>;
export const kbHierarchyResponseSchema = z.object({ workspace: z.enum(KB_WORKSPACES), topics: z.array(kbTopicSchema) });
export type KbHierarchyResponse = z.infer<typeof kbHierarchyResponseSchema>;

/** One article to read: its sanitised HTML in the language shown, and the helpfulness asked of the reader. */
export const kbArticleSchema = kbArticleSummarySchema.extend({
  html: z.string(),
  updatedAt: z.string(),
  /** Products the article is about (codes), and its release for a release note. */
  products: z.array(z.string()),
  release: z.string().nullable(),
  /** The reader's own answer to 'Was this helpful?', if given. */
  helpful: z.boolean().nullable(),
});
export type KbArticle = z.infer<typeof kbArticleSchema>;

export const kbSearchQuerySchema = z.object({
  q: z.string().trim().max(KB_LIMITS.searchMax),
  page: pageNumberSchema,
  pageSize: pageSizeSchema({ default: KB_DEFAULT_PAGE_SIZE, max: 50 }),
  topic: z.string().trim().max(KB_LIMITS.slugMax).optional(),
});
export type KbSearchQuery = z.input<typeof kbSearchQuerySchema>;
/** A hit: the article, and the passage of its body that matched (plain text). */
export const kbSearchHitSchema = kbArticleSummarySchema.extend({ excerpt: z.string() });
export type KbSearchHit = z.infer<typeof kbSearchHitSchema>;
export const kbSearchPageSchema = pageSchema(kbSearchHitSchema);
export type KbSearchPage = Page<KbSearchHit>;

export const kbFeedbackSchema = z.object({ helpful: z.boolean() });
export const kbFeedbackResponseSchema = z.object({ helpful: z.boolean() });

export const kbSuggestionsQuerySchema = z.object({
  text: z.string().trim().max(KB_LIMITS.suggestionTextMax),
});
export const kbSuggestionsResponseSchema = z.object({
  workspace: z.enum(KB_WORKSPACES),
  articles: z.array(kbArticleSummarySchema).max(KB_LIMITS.suggestionsMax),
});
export type KbSuggestionsResponse = z.infer<typeof kbSuggestionsResponseSchema>;
export const kbSuggestionClickSchema = z.object({ contentId: kbSlugSchema });

/** A content fragment by path: the launcher's learn-more content. */
export const kbContentFragmentSchema = z.object({
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  locale: z.enum(ALLOWED_LOCALES),
  fallback: z.boolean(),
  /** The page that shows the whole article. */
  articleHref: z.string(),
});
export type KbContentFragment = z.infer<typeof kbContentFragmentSchema>;

// ---- Authoring -----------------------------------------------------------------------------------------------

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'knowledgeBase.problems.required' })
    .max(max, { message: 'knowledgeBase.problems.tooLong' });

export const kbTranslationInputSchema = z.object({
  title: text(KB_LIMITS.titleMax),
  summary: text(KB_LIMITS.summaryMax),
  body: text(KB_LIMITS.bodyMax),
});
export type KbTranslationInput = z.infer<typeof kbTranslationInputSchema>;

export const kbArticleSettingsSchema = z.object({
  folder: z.enum(KB_FOLDERS),
  topic: kbSlugSchema,
  slug: kbSlugSchema,
  top: z.boolean().default(false),
  products: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
  /** A release note's release ('2026.11'); null elsewhere. */
  release: z.string().trim().max(40).nullable().default(null),
});
export type KbArticleSettings = z.input<typeof kbArticleSettingsSchema>;

/** POST authoring/articles: a new draft, its settings and its first (English) translation. */
export const kbNewArticleSchema = kbArticleSettingsSchema.extend({ translation: kbTranslationInputSchema });
export type KbNewArticle = z.input<typeof kbNewArticleSchema>;

export const kbScheduleSchema = z.object({
  /** When it publishes (ISO-8601, in the future). */
  publishAt: z.string().datetime({ offset: true, message: 'knowledgeBase.problems.date' }),
});

export const kbPreviewSchema = z.object({ markdown: z.string().max(KB_LIMITS.bodyMax) });
export const kbPreviewResponseSchema = z.object({ html: z.string() });

export const kbAuthoringListQuerySchema = z.object({
  folder: z.enum(KB_FOLDERS).optional(),
  state: z.enum(KB_ARTICLE_STATES).optional(),
  q: z.string().trim().max(KB_LIMITS.searchMax).optional(),
  page: pageNumberSchema,
  pageSize: pageSizeSchema({ default: 20, max: 100 }),
});
export type KbAuthoringListQuery = z.input<typeof kbAuthoringListQuerySchema>;

export const kbFeedbackCountsSchema = z.object({
  locale: z.enum(ALLOWED_LOCALES),
  helpful: z.number().int(),
  notHelpful: z.number().int(),
});
export const kbAuthoringRowSchema = z.object({
  id: z.number().int(),
  folder: z.enum(KB_FOLDERS),
  topic: z.string(),
  slug: z.string(),
  /** The English title (every article has one). */
  title: z.string(),
  state: z.enum(KB_ARTICLE_STATES),
  /** The languages it is written in. */
  locales: z.array(z.enum(ALLOWED_LOCALES)),
  publishAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type KbAuthoringRow = z.infer<typeof kbAuthoringRowSchema>;
export const kbAuthoringPageSchema = pageSchema(kbAuthoringRowSchema);
export type KbAuthoringPage = Page<KbAuthoringRow>;

export const kbTranslationSchema = z.object({
  locale: z.enum(ALLOWED_LOCALES),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  html: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type KbTranslation = z.infer<typeof kbTranslationSchema>;
export const kbAuthoringArticleSchema = kbAuthoringRowSchema.extend({
  top: z.boolean(),
  products: z.array(z.string()),
  release: z.string().nullable(),
  translations: z.array(kbTranslationSchema),
  feedback: z.array(kbFeedbackCountsSchema),
  /** Times the article was opened from the incident form's suggestions. */
  suggestionClicks: z.number().int(),
});
export type KbAuthoringArticle = z.infer<typeof kbAuthoringArticleSchema>;

export const kbAuthoringTopicsQuerySchema = z.object({ folder: z.enum(KB_FOLDERS) });
export const kbAuthoringTopicsResponseSchema = z.object({
  topics: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export const kbImageResponseSchema = z.object({ url: z.string() });

export const KB_ERROR_CODES = {
  /** The caller's account does not reach the knowledge base (spec section 6). */
  noAccess: 'knowledge_base.no_access',
  /** A slug another article of the folder has. */
  slugTaken: 'knowledge_base.slug_taken',
  /** A topic the folder does not have. */
  unknownTopic: 'knowledge_base.unknown_topic',
  /** Publishing or scheduling needs an English translation. */
  englishMissing: 'knowledge_base.english_missing',
  /** A schedule in the past. */
  scheduleInPast: 'knowledge_base.schedule_in_past',
  /** Not an image the portal stores (PNG, JPEG, GIF, WebP), or too large. */
  badImage: 'knowledge_base.bad_image',
} as const;

/** The language an article is shown in: the reader's when translated, else English (the visible fallback). */
export function kbShownLocale(wanted: Locale, available: readonly Locale[]): Locale {
  return available.includes(wanted) ? wanted : 'en-US';
}
