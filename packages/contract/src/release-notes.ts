import { z } from 'zod';
import { kbArticleSchema, kbArticleSummarySchema, kbSlugSchema, RELEASE_NOTES_FOLDER } from './knowledge-base.js';
import { type Page, pageNumberSchema, pageSchema, pageSizeSchema } from './paging.js';

/**
 * Release notes (spec sections 2, 7 and 9; issue 29): what changed in each release, per product, for US users only
 * (hidden on MX and CA, on the server too). They are knowledge-base articles of the release-notes folder, tagged by
 * product and release, read through the spec's content calls.
 */
export const RELEASE_NOTES_PATHS = {
  /** GET ?parentAssetFolder=release-notes: the tags notes carry (products and releases), with their titles. */
  tags: '/api/tags',
  /** GET ?parentAssetFolder=release-notes&tag=&page=&pageSize=: published notes, newest first. */
  fragments: '/api/content-fragments',
  /** GET ?path=: one published note. */
  details: '/api/content-fragments/details',
} as const;

export const RELEASE_NOTE_TAG_KINDS = ['product', 'release'] as const;
/** A tag as 'product:REPORT_BUILDER' or 'release:2026.11'. */
export const releaseNoteTagSchema = z.object({
  id: z.string(),
  kind: z.enum(RELEASE_NOTE_TAG_KINDS),
  value: z.string(),
  title: z.string(),
});
export type ReleaseNoteTag = z.infer<typeof releaseNoteTagSchema>;

const folderSchema = z.literal(RELEASE_NOTES_FOLDER);
export const releaseNoteTagsQuerySchema = z.object({ parentAssetFolder: folderSchema });
export const releaseNoteTagsResponseSchema = z.object({ tags: z.array(releaseNoteTagSchema) });
export type ReleaseNoteTagsResponse = z.infer<typeof releaseNoteTagsResponseSchema>;

export const releaseNotesQuerySchema = z.object({
  parentAssetFolder: folderSchema,
  tag: z
    .string()
    .trim()
    .regex(/^(product|release):[\w.-]{1,64}$/)
    .optional(),
  page: pageNumberSchema,
  pageSize: pageSizeSchema({ default: 10, max: 50 }),
});
export type ReleaseNotesQuery = z.input<typeof releaseNotesQuerySchema>;
export const releaseNoteSummarySchema = kbArticleSummarySchema.extend({
  products: z.array(z.string()),
  release: z.string().nullable(),
});
export type ReleaseNoteSummary = z.infer<typeof releaseNoteSummarySchema>;
export const releaseNotesPageSchema = pageSchema(releaseNoteSummarySchema);
export type ReleaseNotesPage = Page<ReleaseNoteSummary>;

export const releaseNoteDetailsQuerySchema = z.object({ path: kbSlugSchema });
export const releaseNoteSchema = kbArticleSchema;
