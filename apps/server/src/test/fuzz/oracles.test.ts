/** The fuzz oracles against answers crafted to break each rule: a suite whose oracles cannot fail finds nothing. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from './openapi.js';
import { judge, type Oracle } from './oracles.js';
import type { FuzzRequest } from './requests.js';
import type { Persona, PersonaWorld } from './world.js';

const userSchema = {
  type: 'object',
  properties: { login_id: { type: 'string' }, count: { type: 'integer' } },
  required: ['login_id'],
  additionalProperties: false,
};

function operation(overrides: Partial<Operation> = {}): Operation {
  return {
    id: 'GET /probe',
    method: 'GET',
    path: '/probe',
    summary: '',
    parameters: [],
    responses: new Map([[200, userSchema]]),
    form: false,
    ...overrides,
  };
}

const request = (overrides: Partial<FuzzRequest> = {}): FuzzRequest => ({
  kind: 'valid',
  method: 'GET',
  url: '/probe',
  headers: {},
  foreignParams: [],
  ...overrides,
});
const user: Persona = { name: 'user', loginId: 'user', host: 'localhost', internal: false };
const spectator: Persona = { name: 'spectator', loginId: 'spectator', host: 'localhost', internal: true };
const world: PersonaWorld = {
  pools: new Map(),
  secrets: new Set(['basic', 'someone@other.example', '261001-000007']),
  external: true,
  hints: new Map(),
};

describe('fuzz oracles', () => {
  let app: FastifyInstance;
  let answer: { status: number; body: unknown; headers?: Record<string, string> };
  beforeAll(async () => {
    app = Fastify();
    app.all('/probe', async (_request, reply) => {
      reply.status(answer.status).headers(answer.headers ?? {});
      return typeof answer.body === 'string'
        ? reply.type(answer.headers?.['content-type'] ?? 'text/html').send(answer.body)
        : reply.send(answer.body);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  async function oraclesFor(
    body: unknown,
    status = 200,
    options: { op?: Operation; req?: FuzzRequest; persona?: Persona; headers?: Record<string, string> } = {},
  ): Promise<Oracle[]> {
    answer = { status, body, headers: options.headers };
    const req = options.req ?? request();
    const res = await app.inject({ method: req.method as 'GET', url: '/probe' });
    return judge(options.op ?? operation(), req, res, options.persona ?? user, world).map((f) => f.oracle);
  }

  it('accept a documented answer and a well-formed error', async () => {
    expect(await oraclesFor({ login_id: 'user', count: 2 })).toEqual([]);
    expect(await oraclesFor({ status: 404, code: 'request.not_found', message: 'Not found' }, 404)).toEqual([]);
    expect(
      await oraclesFor(
        { status: 429, code: 'request.rate_limited', message: 'Slow down', details: { retryAfter: 3 } },
        429,
      ),
    ).toEqual([]);
  });

  it('catch a 5xx, even in the right shape', async () => {
    expect(await oraclesFor({ status: 500, code: 'server.internal', message: 'Something went wrong' }, 500)).toEqual([
      'server-error',
    ]);
  });

  it('catch a success body outside its schema, and an undocumented success status', async () => {
    expect(await oraclesFor({ login_id: 'user', extra: true })).toEqual(['response-schema']);
    expect(await oraclesFor({ count: 1 })).toEqual(['response-schema']);
    expect(await oraclesFor({ login_id: 'user' }, 201)).toEqual(['undocumented-status']);
    expect(await oraclesFor('<p>hi</p>')).toEqual(['response-schema']);
  });

  it("catch an error in Fastify's own shape, with a status that differs, or as HTML from a JSON route", async () => {
    expect(await oraclesFor({ statusCode: 400, error: 'Bad Request', message: 'x' }, 400)).toEqual(['error-shape']);
    expect(await oraclesFor({ status: 400, code: 'request.invalid', message: 'x' }, 413)).toEqual(['error-shape']);
    expect(await oraclesFor({ status: 400, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', message: 'x' }, 400)).toEqual([
      'error-shape',
    ]);
    expect(await oraclesFor('<h1>Bad request</h1>', 400)).toEqual(['error-shape']);
  });

  it('let pages and form posts answer errors as HTML', async () => {
    expect(
      await oraclesFor('<h1>Expired</h1>', 410, { op: operation({ responses: new Map([[200, undefined]]) }) }),
    ).toEqual([]);
    const form = operation({ method: 'POST', form: true });
    expect(
      await oraclesFor('<h1>Wrong password</h1>', 401, {
        op: form,
        req: request({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      }),
    ).toEqual([]);
    expect(
      await oraclesFor('<h1>Wrong password</h1>', 401, {
        op: form,
        req: request({ method: 'POST', headers: { 'content-type': 'application/json' } }),
      }),
    ).toEqual(['error-shape']);
  });

  it('catch a redirect off the portal', async () => {
    expect(await oraclesFor('', 303, { headers: { location: '/apps?x=1' } })).toEqual([]);
    for (const location of ['//evil.com', '/\\evil.com', 'https://evil.com/', 'javascript:alert(1)', '/\tx']) {
      expect(await oraclesFor('', 302, { headers: { location } }), location).toEqual(['open-redirect']);
    }
  });

  it("catch another company's values in a success, and a success for another company's id", async () => {
    expect(await oraclesFor({ login_id: 'BASIC' })).toEqual(['foreign-data']);
    expect(await oraclesFor({ login_id: 'note from someone@other.example about 261001-000007' })).toEqual([
      'foreign-data',
    ]);
    expect(await oraclesFor({ login_id: 'basically fine' })).toEqual([]);
    expect(await oraclesFor({ login_id: 'user' }, 200, { req: request({ foreignParams: ['loginId'] }) })).toEqual([
      'foreign-id-accepted',
    ]);
    expect(
      await oraclesFor({ status: 404, code: 'request.not_found', message: 'Not found' }, 404, {
        req: request({ foreignParams: ['loginId'] }),
      }),
    ).toEqual([]);
  });

  it('catch a view-only persona changing something', async () => {
    const put = operation({ id: 'PUT /api/users/{loginId}/info', method: 'PUT', path: '/api/users/{loginId}/info' });
    expect(
      await oraclesFor({ login_id: 'spectator' }, 200, {
        op: put,
        persona: spectator,
        req: request({ method: 'PUT' }),
      }),
    ).toEqual(['view-only-write']);
    const search = operation({
      id: 'POST /api/v1/customer-support/search-glossaries',
      method: 'POST',
      path: '/api/v1/customer-support/search-glossaries',
    });
    expect(
      await oraclesFor({ login_id: 'spectator' }, 200, {
        op: search,
        persona: spectator,
        req: request({ method: 'POST' }),
      }),
    ).toEqual([]);
  });
});
