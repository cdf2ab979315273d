import type { SwaggerOptions } from '@fastify/swagger';
import { apiErrorSchema, ERROR_CODES } from '@portal/contract/errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { RoutePolicy } from './authorization.js';

/**
 * The OpenAPI document served at /api/docs: what every operation has in common is derived here from the
 * route's declarations (its policy, anti-forgery check, abuse limits, inputs and path) rather than written
 * in each route: operation id, tag, security, and the error answers in the contract's shape.
 */

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'portal_session',
    description: 'The session cookie set by signing in.',
  },
  antiForgery: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: `Every request that changes something carries \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\` (server-rendered forms are checked by Origin instead).`,
  },
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type ErrorAnswer = { description: string; code: string; message: string };

/** The error answers every route may give, by status; which apply to a route is decided in errorStatuses. */
const ERROR_ANSWERS = {
  400: {
    description: 'The request is not valid (details name each field).',
    code: ERROR_CODES.validation,
    message: 'The request is not valid.',
  },
  401: {
    description: 'Not signed in, or the session has ended.',
    code: ERROR_CODES.unauthenticated,
    message: 'Unauthorized',
  },
  403: {
    description:
      'Not allowed: permission, view-only account, registration not completed, or the anti-forgery header missing.',
    code: ERROR_CODES.forbidden,
    message: 'Access Denied/Forbidden.',
  },
  404: {
    description: 'Nothing with that identifier, or not visible to the caller.',
    code: ERROR_CODES.notFound,
    message: 'Not found',
  },
  429: {
    description: 'Too many requests; retry after the seconds in Retry-After.',
    code: ERROR_CODES.rateLimited,
    message: 'Too many requests. Please try again later.',
  },
  503: {
    description: 'The server is busy, shutting down, or cannot reach its database; retry shortly.',
    code: ERROR_CODES.unavailable,
    message: 'The server is busy.',
  },
} as const satisfies Record<number, ErrorAnswer>;

type SharedErrorStatus = keyof typeof ERROR_ANSWERS;

/**
 * An error answer a route declares beyond those derived from its path and declarations: a shared one (a 404 for
 * an id on the query string), described for the route if it likes, or one of its own status and code (a 409).
 */
export type DeclaredError = { status: SharedErrorStatus; description?: string } | ({ status: number } & ErrorAnswer);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error answers the route documents beyond the derived ones (documentation only: nothing checks them at run time). */
    errors?: readonly DeclaredError[];
  }
}

/** What the document is derived from: the route's path and declarations. */
type RouteFacts = Pick<RouteOptions, 'method' | 'url' | 'config'>;

/** The error answers of one route, derived from its declarations. */
export function errorStatuses(route: RouteFacts, schema: FastifySchema, method: string): number[] {
  const config = route.config ?? {};
  const guarded = config.policy !== undefined && config.policy.access !== 'public';
  const mutating = !SAFE_METHODS.has(method);
  const statuses: number[] = [];
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.push(400);
  if (guarded) statuses.push(401);
  if (guarded || mutating || config.policy?.company.scope !== 'none') statuses.push(403);
  if (route.url.includes(':')) statuses.push(404);
  if ((config.rateLimit?.length ?? 0) > 0 || config.botCheck) statuses.push(429);
  statuses.push(503);
  const declared = (config.errors ?? []).map((error) => error.status);
  return [...new Set([...statuses, ...declared])].sort((a, b) => a - b);
}

/** The answer documented for a status: the route's own declaration over the shared one. */
function answerOf(route: RouteFacts, status: number): ErrorAnswer {
  const declared = route.config?.errors?.find((error) => error.status === status);
  const shared: ErrorAnswer | undefined = (ERROR_ANSWERS as Record<number, ErrorAnswer>)[status];
  const answer = { ...shared, ...declared };
  if (!answer.code || !answer.message || !answer.description) throw new Error(`no error answer for ${status}`);
  return { description: answer.description, code: answer.code, message: answer.message };
}

/**
 * Security requirements: the session cookie for signed-in routes, and the anti-forgery header for JSON calls
 * that change something. A public route that acts as the caller when there is one takes the cookie optionally.
 */
export function securityOf(
  routePolicy: RoutePolicy | undefined,
  csrf: 'header' | 'form' | undefined,
  method: string,
): Record<string, string[]>[] {
  const checked = csrf === 'header' || (!SAFE_METHODS.has(method) && csrf !== 'form');
  const header: Record<string, string[]> = checked ? { antiForgery: [] } : {};
  if (routePolicy?.access === 'public') {
    if (routePolicy.company.scope === 'none') return Object.keys(header).length > 0 ? [header] : [];
    return [header, { session: [], ...header }];
  }
  return [{ session: [], ...header }];
}

/** A stable id from the method and path: GET /api/v1/products/{code}/launches -> getApiV1ProductsByCodeLaunches. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/** The tag of a route that declares none: the first path segment after /api and its version. */
function defaultTag(url: string): string {
  const segments = url.split('/').filter((segment) => segment && segment !== 'api' && !/^v\d+$/.test(segment));
  return segments[0]?.replace(/^:/, '') ?? 'portal';
}

function errorSchema(status: number, answer: ErrorAnswer): z.ZodType {
  return apiErrorSchema.meta({
    description: answer.description,
    example: { status, code: answer.code, message: answer.message },
  });
}

/** The route's schema as documented: its own, completed with what is derived from its declarations. */
export function documentedSchema(route: RouteFacts, schema: FastifySchema): FastifySchema {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const status of errorStatuses(route, schema, method)) {
    if (!(String(status) in response)) response[String(status)] = errorSchema(status, answerOf(route, status));
  }
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, route.url),
    tags: schema.tags ?? [defaultTag(route.url)],
    security: schema.security ?? securityOf(route.config?.policy, route.config?.csrf, method),
    response,
  };
}

/** The servers of the document: the configured public origins, else the origin that serves it. */
export function serversOf(
  config: Pick<Config, 'publicUrl' | 'marketPublicUrls'>,
): { url: string; description?: string }[] {
  const origins = new Set([...(config.publicUrl ? [config.publicUrl] : []), ...config.marketPublicUrls.values()]);
  if (origins.size === 0) return [{ url: '/', description: 'The server that serves this document' }];
  return [...origins].map((url) => ({ url }));
}

/** The @fastify/swagger options of the portal. */
export function swaggerOptions(config: Pick<Config, 'publicUrl' | 'marketPublicUrls'>): SwaggerOptions {
  return {
    openapi: {
      info: { title: 'Supplier Insights Portal API', version: '1.0.0' },
      servers: serversOf(config),
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) =>
      jsonSchemaTransform({
        ...input,
        schema: input.schema.hide ? input.schema : documentedSchema(input.route, input.schema),
      }),
  };
}
