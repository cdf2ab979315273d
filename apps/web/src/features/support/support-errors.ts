import { ERROR_CODES } from '@portal/contract/errors';
import { SUPPORT_ERROR_CODES } from '@portal/contract/support';
import { isApiClientError } from '@/lib/api-client';
import { invalidRequestFields } from '@/lib/form-errors';

export function isBotCheckError(error: unknown): boolean {
  return isApiClientError(error) && error.code === ERROR_CODES.botCheck;
}

/** Sent too often (429): trying again at once would not help, so the form says to wait instead. */
export function isRateLimitError(error: unknown): boolean {
  return isApiClientError(error) && error.code === ERROR_CODES.rateLimited;
}

const ATTACHMENT_CODES: readonly string[] = [
  SUPPORT_ERROR_CODES.attachmentTooLarge,
  SUPPORT_ERROR_CODES.attachmentType,
];

/** One field's error from the server: the field's name and a catalogue key. */
export type ServerFieldError = { field: string; message: string };

/**
 * The field errors of a refused submission, so each lands on its field: request.invalid details
 * ({path, message} with the contract's message keys), and the attachment codes on the attachment.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (isApiClientError(error) && ATTACHMENT_CODES.includes(error.code))
    return [{ field: 'attachment', message: error.translationKey }];
  return Object.entries(invalidRequestFields(error)).map(([field, message]) => ({ field, message }));
}
