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
export const badRequest = (code: string, message: string, details?: unknown) => new AppError(400, code, message, details);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = toApiError(error);
    if (body.code === ERROR_CODES.databaseUnavailable) request.log.error({ err: describeDatabaseError(error) }, 'database unavailable: answered 503');
    else if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status: body.status }, 'request refused');
    if (error instanceof AppError) reply.headers(error.headers);
    return reply.status(body.status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ status: 404, code: ERROR_CODES.notFound, message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}

function toApiError(error: FastifyError | AppError): ApiError {
  if (isDatabaseUnavailable(error)) return { status: 503, code: ERROR_CODES.databaseUnavailable, message: 'The database is not reachable. Please try again shortly.' };
  if (error instanceof AppError) {
    return { status: error.status, code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) };
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
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) return { status, code: ERROR_CODES.internal, message: 'Something went wrong' };
  return { status, code: codeOfFastifyError(error), message: error.message };
}

function codeOfFastifyError(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return ERROR_CODES.bodyTooLarge;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return ERROR_CODES.unsupportedMediaType;
  return ERROR_CODES.validation;
}
