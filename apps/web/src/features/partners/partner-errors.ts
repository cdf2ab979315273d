import type { TFunction } from '@/i18n/translate';
import { isApiClientError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';

const PREFIX = 'partner_association.';

/** The catalogue key of a partner refusal (a code, not a sentence); undefined for any other failure. */
export function partnerErrorKey(error: unknown): string | undefined {
  if (!isApiClientError(error) || !error.code.startsWith(PREFIX)) return undefined;
  return `partners.errors.${error.code.slice(PREFIX.length)}`;
}

/** A failed partner call in words: a partner refusal in this feature's words, anything else as every page says it. */
export function partnerErrorText(t: TFunction, error: unknown): string {
  const key = partnerErrorKey(error);
  return key ? t(key as never) : errorText(t, error);
}
