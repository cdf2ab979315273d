import type { TFunction } from 'i18next';
import { i18n } from '@/i18n/i18n';
import { isApiClientError } from '@/lib/api-client';
import { ERROR_CODES } from '@portal/contract/errors';

/** A catalogue key that arrives at run time (a contract message or an error code): translated when known. */
export function translateKey(t: TFunction, key: string | undefined, fallbackKey: string): string {
  const known = key && i18n.exists(key) ? key : fallbackKey;
  return t(known as never);
}

/** A field's error (a contract message key) in words; none while the field has no error. */
export function fieldErrorText(
  t: TFunction,
  message: string | undefined,
  fallbackKey = 'errors.request.invalid',
): string | undefined {
  return message === undefined ? undefined : translateKey(t, message, fallbackKey);
}

/** A failed call in words: its code's translation, else the generic failure. */
export function errorText(t: TFunction, error: unknown): string {
  return translateKey(t, isApiClientError(error) ? error.translationKey : undefined, 'errors.server.internal');
}

/**
 * The form field a problem is about: the last named segment of its path, so a zod path (['products', 0]) and a
 * request.invalid detail path ('/incidentDetail/firstName') both name the field ('products', 'firstName').
 */
export function fieldOf(path: unknown): string | null {
  const segments = Array.isArray(path) ? path.map(String) : typeof path === 'string' ? path.split(/[/.]/) : [];
  return segments.filter((segment) => segment !== '' && !/^\d+$/.test(segment)).pop() ?? null;
}

type Problem = { path?: unknown; message?: unknown };

/**
 * The first message of each field, keyed by field, from a failed zod check's issues or a request.invalid answer's
 * details: both carry the contract's messages, which are catalogue keys.
 */
export function fieldMessages(problems: ReadonlyArray<Problem>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const problem of problems) {
    const field = fieldOf(problem?.path);
    if (field && typeof problem.message === 'string' && !(field in found)) found[field] = problem.message;
  }
  return found;
}

/** The field messages of a call refused with request.invalid; none for any other failure. */
export function invalidRequestFields(error: unknown): Record<string, string> {
  if (!isApiClientError(error) || error.code !== ERROR_CODES.validation || !Array.isArray(error.details)) return {};
  return fieldMessages(error.details as Problem[]);
}
