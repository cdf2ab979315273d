import type { Duplex } from 'node:stream';
import { ERROR_CODES, type ApiError } from '@portal/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_STORE } from './cache.js';
import { AppError, toApiError } from './errors.js';

/**
 * Errors Fastify answers outside the request chain (so outside the error handler and the hooks):
 * each gets the portal's error shape and no-store too.
 */

/** Fastify's `frameworkErrors`: a URL that cannot be decoded and the like, found before routing. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const body = toApiError(error);
  void reply.status(body.status).header('cache-control', NO_STORE).send(body);
}

/** What Node's HTTP parser refused (before Fastify sees a request), by Node's error code. */
function clientErrorAnswer(error: NodeJS.ErrnoException): ApiError {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: ERROR_CODES.headersTooLarge, message: 'The request headers are too large.' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: ERROR_CODES.requestTimeout, message: 'The request took too long to arrive.' };
  return { status: 400, code: ERROR_CODES.malformedRequest, message: 'The request is not valid HTTP.' };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Fastify's `clientErrorHandler`: answers on the raw socket, then closes it, as Node does by default. */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorAnswer(error);
  this.log.info({ code: answer.code, parserError: error.code }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify(answer);
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_TEXT[answer.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: ${NO_STORE}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * While the server shuts down, a request that still arrives (a pipelined or keep-alive one) is
 * refused with 503 in the portal's shape, so the load balancer sends it elsewhere. Replaces
 * Fastify's own 503 (`return503OnClosing: false`). Call first among the hooks.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing)
      throw new AppError(503, ERROR_CODES.unavailable, 'The server is shutting down.', undefined, {
        connection: 'close',
      });
  });
}
