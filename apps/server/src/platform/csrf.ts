import { ERROR_CODES } from '@portal/contract/errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every mutating request carries the anti-forgery header, which a browser cannot send cross-site
 * without CORS (and the portal allows no CORS). Server-rendered forms are checked by Origin instead.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.csrf === 'form') {
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      const sameOrigin = !origin || origin === `${request.protocol}://${request.host}`;
      if (sameOrigin && site !== 'cross-site') return;
    } else if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) {
      return;
    }
    throw new AppError(403, ERROR_CODES.csrfMissing, 'Access Denied/Forbidden.');
  });
}
