import { finished } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { ERROR_CODES } from '@portal/contract/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { errorCode } from './unvalidated.js';

/** @fastify/multipart's own errors (limits and the like) carry an FST_ code, which the error handler maps. */
function isPluginError(error: unknown): boolean {
  const code = errorCode(error);
  return typeof code === 'string' && code.startsWith('FST_');
}

export type MultipartReader = {
  parts: AsyncIterable<Multipart>;
  /** The error to answer for one thrown while the parts were read: once the parser failed, request.malformed_multipart. */
  errorOf: (error: unknown) => unknown;
};

/**
 * The parts of a multipart request, watching the parser: a body it cannot read (no boundary, cut
 * short, in a field or in a file) is the client's fault, whichever of the iteration or a file's
 * stream meets it first — not a 500.
 */
export function readMultipart(request: FastifyRequest): MultipartReader {
  let unreadable = false;
  const watch = (error: unknown) => {
    if (error && !isPluginError(error)) unreadable = true;
  };
  async function* parts(): AsyncGenerator<Multipart> {
    try {
      for await (const part of request.parts()) {
        // finished() also reports a file the parser already failed before anyone listened to it.
        if (part.type === 'file') finished(part.file, watch);
        yield part;
      }
    } catch (error) {
      watch(error);
      throw error;
    }
  }
  const errorOf = (error: unknown) =>
    unreadable && !(error instanceof AppError) && !isPluginError(error)
      ? new AppError(400, ERROR_CODES.malformedMultipart, 'The multipart body cannot be read.')
      : error;
  return { parts: parts(), errorOf };
}
