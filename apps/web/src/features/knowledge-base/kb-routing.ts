import type { KbFolder, KbWorkspace } from '@portal/contract/knowledge-base';
import { KB_ERROR_CODES, KB_PAGES, kbSlugSchema } from '@portal/contract/knowledge-base';
import type { TFunction } from '@/i18n/translate';
import { isApiClientError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';

/** The reader's pages of one variant: the charter knowledge base or the basic one (spec section 2). */
export const KB_HOMES: Record<KbWorkspace, string> = { charter: KB_PAGES.home, basic: KB_PAGES.basicHome };

/** An article's page in the variant of its workspace. */
export function articleHref(workspace: KbFolder, contentId: string): string {
  const page = workspace === 'basic' ? KB_PAGES.basicArticle : KB_PAGES.article;
  return `${page}?${new URLSearchParams({ contentId }).toString()}`;
}

export function topicHref(topic: string): string {
  return `${KB_PAGES.articles}?${new URLSearchParams({ topic }).toString()}`;
}

export function searchHref(q: string): string {
  return `${KB_PAGES.search}?${new URLSearchParams({ q }).toString()}`;
}

/** A query parameter that names an article or a topic: a path as the contract writes it, else null. */
export function validSlug(value: string | null): string | null {
  if (value === null) return null;
  const parsed = kbSlugSchema.safeParse(value);
  return parsed.success && parsed.data === value ? parsed.data : null;
}

/** The caller's account does not reach the knowledge base (spec section 6). */
export function isNoAccess(error: unknown): boolean {
  return isApiClientError(error) && error.code === KB_ERROR_CODES.noAccess;
}

export function isNotFound(error: unknown): boolean {
  return isApiClientError(error) && error.status === 404;
}

const ERROR_KEYS: Record<string, string> = {
  [KB_ERROR_CODES.noAccess]: 'knowledgeBase.errors.noAccess',
  [KB_ERROR_CODES.slugTaken]: 'knowledgeBase.errors.slugTaken',
  [KB_ERROR_CODES.unknownTopic]: 'knowledgeBase.errors.unknownTopic',
  [KB_ERROR_CODES.englishMissing]: 'knowledgeBase.errors.englishMissing',
  [KB_ERROR_CODES.scheduleInPast]: 'knowledgeBase.errors.scheduleInPast',
  [KB_ERROR_CODES.badImage]: 'knowledgeBase.errors.badImage',
};

/** A failed knowledge-base call in words: its code's text in this feature's catalogue, else the shell's. */
export function kbErrorText(t: TFunction, error: unknown): string {
  const key = isApiClientError(error) ? ERROR_KEYS[error.code] : undefined;
  return key ? t(key as never) : errorText(t, error);
}
