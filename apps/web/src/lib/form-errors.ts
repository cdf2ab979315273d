import type { TFunction } from '@/i18n/translate';
import { useCallback, useRef } from 'react';
import { i18n } from '@/i18n/i18n';
import { isApiClientError } from '@/lib/api-client';
import { ERROR_CODES } from '@portal/contract/errors-core';

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

/**
 * What shows an error: MUI marks inputs (aria-invalid, Mui-error); a group of choices marks itself (aria-invalid on
 * a radio group, FIELD_ERROR_MARK on a fieldset, which cannot carry aria-invalid).
 */
export const FIELD_ERROR_MARK = 'data-field-error';
const ERROR_MARKS = `[aria-invalid="true"], [${FIELD_ERROR_MARK}="true"], .Mui-error input, .Mui-error textarea, .Mui-error select`;
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex="0"]';

function isFocusable(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && element.matches(FOCUSABLE) && !element.closest('[aria-hidden="true"]');
}

/**
 * Moves the focus to the first field of a form that shows an error, in the order the page shows them (a group of
 * choices gets the focus on its checked choice, else its first); says whether one was found.
 */
export function focusFirstError(container: ParentNode | null | undefined): boolean {
  if (!container) return false;
  for (const marked of Array.from(container.querySelectorAll(ERROR_MARKS))) {
    const inside = (selector: string) => Array.from(marked.querySelectorAll(selector)).find(isFocusable);
    const target = isFocusable(marked) ? marked : (inside('input:checked') ?? inside(FOCUSABLE));
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}

const FOCUS_TRIES = 10;
const FOCUS_RETRY_MS = 50;

/**
 * Every form's way to the first error after an invalid submit (its own checks or the server's field errors):
 * give `formRef` to the form element and call `focusError` (react-hook-form's onInvalid, or after setError). The
 * focus moves once the errors are on screen.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const focusError = useCallback(() => {
    // React may not have drawn the errors yet: look again a few times, briefly.
    let tries = 0;
    const attempt = () => {
      if (!focusFirstError(formRef.current) && ++tries < FOCUS_TRIES) setTimeout(attempt, FOCUS_RETRY_MS);
    };
    setTimeout(attempt, 0);
  }, []);
  return { formRef, focusError };
}
