import type { TFunction, TranslationKey } from '@/i18n/translate';

/** The groups of the catalogue that name the log's codes. */
type CodeGroup = 'events' | 'applications' | 'entityTypes';

/**
 * A code of the log in words when the catalogue knows it ('BLOCK_USER' is 'User blocked'), else the code itself: the
 * server may write codes this web does not know yet, and they still read.
 */
export function codeName(t: TFunction, group: CodeGroup, code: string): string {
  const key = `activityLog.${group}.${code}`;
  const name = t(key as TranslationKey);
  return name === key ? code : name;
}
