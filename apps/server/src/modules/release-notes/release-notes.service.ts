import { KB_ERROR_CODES, RELEASE_NOTES_FOLDER, type KbArticle } from '@portal/contract/knowledge-base';
import { PRODUCT_NAMES } from '@portal/contract/products';
import type { ReleaseNotesPage, ReleaseNoteTag } from '@portal/contract/release-notes';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../platform/errors.js';
import {
  describeReader,
  folderTags,
  listFolder,
  readArticle,
  type Reader,
} from '../knowledge-base/knowledge-base.service.js';
import { RELEASE_TAG_TITLE } from '../knowledge-base/knowledge-base.texts.js';

/**
 * Release notes (spec sections 2, 7 and 9; decision record 058): the release-notes folder's published articles, for
 * the US market only (MX and CA answer 404, as if the pages did not exist) and not for basic users (403).
 */
export async function releaseNotesReader(ctx: Pick<AppContext, 'db'>, request: FastifyRequest): Promise<Reader> {
  if (request.market.code !== 'US') throw notFound();
  const reader = await describeReader(ctx, request);
  if (reader.kind === 'basic' || (reader.kind === 'none' && !reader.editor))
    throw new AppError(403, KB_ERROR_CODES.noAccess, 'Your account does not have access to the release notes.');
  return reader;
}

export async function tags(ctx: AppContext, reader: Reader): Promise<{ tags: ReleaseNoteTag[] }> {
  const { products, releases } = await folderTags(ctx, RELEASE_NOTES_FOLDER);
  const productTags = products.map((value) => ({
    id: `product:${value}`,
    kind: 'product' as const,
    value,
    title: (PRODUCT_NAMES as Record<string, string>)[value] ?? value,
  }));
  const releaseTags = releases.map((value) => ({
    id: `release:${value}`,
    kind: 'release' as const,
    value,
    title: RELEASE_TAG_TITLE[reader.locale](value),
  }));
  return { tags: [...productTags, ...releaseTags] };
}

export async function notes(
  ctx: AppContext,
  reader: Reader,
  query: { tag?: string | undefined; page: number; pageSize: number },
): Promise<ReleaseNotesPage> {
  const [kind, value] = query.tag ? (query.tag.split(':') as ['product' | 'release', string]) : [undefined, undefined];
  const filter = { product: kind === 'product' ? value : undefined, release: kind === 'release' ? value : undefined };
  const page = await listFolder(ctx, reader, RELEASE_NOTES_FOLDER, filter, { page: query.page, size: query.pageSize });
  return { ...page, page: query.page, size: query.pageSize };
}

export async function note(ctx: AppContext, reader: Reader, path: string): Promise<KbArticle> {
  return readArticle(ctx, reader, RELEASE_NOTES_FOLDER, path);
}
