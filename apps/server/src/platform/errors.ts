import { ERROR_CODES } from '@portal/contract/errors';
import type { ApiError } from '@portal/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { describeDatabaseError, isDatabaseUnavailable } from './database-errors.js';

/** An error a route throws on purpose: its code is a stable key the web translates. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new AppError(404, ERROR_CODES.notFound, what);
export const forbidden = (message = 'Access Denied/Forbidden.') => new AppError(403, ERROR_CODES.forbidden, message);
export const badRequest = (code: string, message: string, details?: unknown) =>
  new AppError(400, code, message, details);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = toApiError(error);
    if (body.code === ERROR_CODES.databaseUnavailable)
      request.log.error({ err: describeDatabaseError(error) }, 'database unavailable: answered 503');
    else if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status: body.status }, 'request refused');
    if (error instanceof AppError) reply.headers(error.headers);
    return reply.status(body.status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({
      status: 404,
      code: ERROR_CODES.notFound,
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}

/** The answer to any error, in the portal's shape; framework errors that bypass the error handler use it too. */
export function toApiError(error: FastifyError | AppError): ApiError {
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      code: ERROR_CODES.databaseUnavailable,
      message: 'The database is not reachable. Please try again shortly.',
    };
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => ({
      path: v.instancePath || '/',
      message: v.message ?? 'invalid',
      context: error.validationContext,
    }));
    return { status: 400, code: ERROR_CODES.validation, message: 'The request is not valid.', details };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, code: ERROR_CODES.internal, message: 'Something went wrong' };
  }
  const known = FASTIFY_ERRORS[error.code];
  const status =
    known?.status ?? (typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500);
  if (status >= 500) return { status, code: ERROR_CODES.internal, message: 'Something went wrong' };
  return { status, code: known?.code ?? ERROR_CODES.validation, message: error.message };
}

/** The code (and, where Fastify's does not fit, the status) of the errors Fastify and its plugins raise. */
const FASTIFY_ERRORS: Record<string, { code: string; status?: number }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ERROR_CODES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ERROR_CODES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ERROR_CODES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ERROR_CODES.malformedJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ERROR_CODES.malformedRequest },
  FST_ERR_BAD_URL: { code: ERROR_CODES.malformedUrl },
  // @fastify/multipart
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: ERROR_CODES.unsupportedMediaType, status: 415 },
  FST_INVALID_JSON_FIELD_ERROR: { code: ERROR_CODES.malformedMultipart, status: 400 },
  FST_MP_PREMATURE_CLOSE: { code: ERROR_CODES.malformedMultipart, status: 400 },
  FST_FILES_LIMIT: { code: ERROR_CODES.tooManyFiles, status: 413 },
  FST_PARTS_LIMIT: { code: ERROR_CODES.tooManyParts, status: 413 },
  FST_FIELDS_LIMIT: { code: ERROR_CODES.tooManyParts, status: 413 },
  FST_REQ_FILE_TOO_LARGE: { code: ERROR_CODES.bodyTooLarge, status: 413 },
};
