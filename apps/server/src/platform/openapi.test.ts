import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../test/helper.js';
import { policy } from './authorization.js';
import { apiErrorSchema } from '@portal/contract/errors';
import { COMPANY_ERROR_CODES } from '@portal/contract/companies';
import { documentedSchema, errorStatuses, operationIdOf, securityOf, serversOf } from './openapi.js';
import { ROUTE_LIMITS } from './rate-limit.js';
import { z } from 'zod';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: { example?: { status: number } } }> }
  >;
};

describe('derived parts of an operation', () => {
  it('names an operation by its method and path', () => {
    expect(operationIdOf('GET', '/api/v1/products/:code/launches')).toBe('getApiV1ProductsByCodeLaunches');
    expect(operationIdOf('POST', '/api/osc/user/incident/:incidentId/addThread')).toBe(
      'postApiOscUserIncidentByIncidentIdAddThread',
    );
    expect(operationIdOf('PUT', '/api/v1/feature-flags/:key')).toBe('putApiV1FeatureFlagsByKey');
  });

  it('asks for the session cookie where the policy does, and the anti-forgery header on JSON calls that change something', () => {
    expect(securityOf(policy.public(), undefined, 'GET')).toEqual([]);
    expect(securityOf(policy.public(), 'form', 'POST')).toEqual([]);
    expect(securityOf(policy.public(), undefined, 'POST')).toEqual([{ antiForgery: [] }]);
    expect(securityOf(policy.public({ scope: 'caller' }), undefined, 'GET')).toEqual([{}, { session: [] }]);
    expect(securityOf(policy.signedIn(), undefined, 'GET')).toEqual([{ session: [] }]);
    expect(securityOf(policy.superAdmin(), undefined, 'PUT')).toEqual([{ session: [], antiForgery: [] }]);
  });

  it('documents the error answers a route can give from what it declares', () => {
    expect(
      errorStatuses({ method: 'GET', url: '/api/healthz', config: { policy: policy.public() } }, {}, 'GET'),
    ).toEqual([503]);
    expect(
      errorStatuses(
        { method: 'GET', url: '/api/things/:id', config: { policy: policy.signedIn() } },
        { params: {} },
        'GET',
      ),
    ).toEqual([400, 401, 403, 404, 503]);
    const signIn = {
      method: 'POST' as const,
      url: '/api/login',
      config: { policy: policy.public(), rateLimit: ROUTE_LIMITS.signIn },
    };
    expect(errorStatuses(signIn, { body: {} }, 'POST')).toEqual([400, 403, 429, 503]);
  });

  it('adds the error answers a route declares, in status order, with its own code and texts where it gives them', () => {
    const route = {
      method: 'GET' as const,
      url: '/api/things/switch',
      config: {
        policy: policy.signedIn(),
        errors: [
          { status: 409, description: 'Nothing to switch from.', code: 'thing.none', message: 'Set one first.' },
          { status: 404, description: 'No such thing in this market.' },
        ] as const,
      },
    };
    expect(errorStatuses(route, { querystring: {} }, 'GET')).toEqual([400, 401, 403, 404, 409, 503]);
    const response = documentedSchema(route, { querystring: {} }).response as Record<string, z.ZodType>;
    expect(z.toJSONSchema(response['409']!)).toMatchObject({
      description: 'Nothing to switch from.',
      example: { status: 409, code: 'thing.none', message: 'Set one first.' },
    });
    expect(z.toJSONSchema(response['404']!)).toMatchObject({
      description: 'No such thing in this market.',
      example: { status: 404, code: 'request.not_found' },
    });
  });

  it('keeps what a route documents itself over what is derived', () => {
    const own = apiErrorSchema.describe('No such thing');
    const schema = documentedSchema(
      { method: 'GET', url: '/api/things/:id', config: { policy: policy.signedIn() } },
      { operationId: 'getThing', tags: ['things'], summary: 'A thing', response: { 404: own } },
    );
    expect(schema).toMatchObject({
      operationId: 'getThing',
      tags: ['things'],
      summary: 'A thing',
      security: [{ session: [] }],
    });
    expect(Object.keys(schema.response as object)).toEqual(['401', '403', '404', '503']);
    expect((schema.response as Record<string, unknown>)['404']).toBe(own);
  });

  it('lists the configured public origins as servers, else the serving origin', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://portal.example.org',
      MARKET_PUBLIC_URLS: 'MX=https://mx.portal.example.org',
    });
    expect(serversOf(config)).toEqual([
      { url: 'https://portal.example.org' },
      { url: 'https://mx.portal.example.org' },
    ]);
    expect(serversOf(loadConfig({ NODE_ENV: 'test' }))).toEqual([
      { url: '/', description: 'The server that serves this document' },
    ]);
  });
});

describe(`the served OpenAPI document (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let operations: [string, Operation][];
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    const doc = (await t.app.inject({ url: '/api/docs' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]): [string, Operation] => [`${method} ${path}`, op]),
    );
  });
  afterAll(() => t.close());

  it('gives every operation a unique id, a summary, a tag and its security', () => {
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const [name, op] of operations) {
      expect(op.summary, name).toBeTruthy();
      expect(op.tags?.length, name).toBeGreaterThan(0);
      expect(op.security, name).toBeDefined();
    }
  });

  it('documents each signed-in operation’s 401 in the contract’s error shape, with an example', async () => {
    const userContext = operations.find(([name]) => name === 'get /api/v1/identity/user-context')![1];
    expect(userContext.security).toEqual([{ session: [] }]);
    expect(userContext.responses['401']?.content?.['application/json']?.schema.example).toMatchObject({
      status: 401,
      code: 'auth.unauthenticated',
    });
    const res = await t.app.inject({ url: '/api/v1/identity/user-context' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'auth.unauthenticated' });
  });

  it('documents the acting context’s 404 (unknown or foreign company) and switch’s 409 (no context yet)', () => {
    const statuses = (name: string) => Object.keys(operations.find(([n]) => n === name)![1].responses);
    expect(statuses('get /api/users/set-context')).toContain('404');
    expect(statuses('get /api/users/set-context')).not.toContain('409');
    expect(statuses('get /api/users/switch-context')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses('get /api/users/reset-context')).not.toEqual(expect.arrayContaining(['404']));
    const conflict = operations.find(([n]) => n === 'get /api/users/switch-context')![1].responses['409'];
    expect(conflict?.content?.['application/json']?.schema.example).toMatchObject({
      status: 409,
      code: COMPANY_ERROR_CODES.noContext,
    });
  });
});
