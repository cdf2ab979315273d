import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { apiErrorSchema, ERROR_CODES } from '@portal/contract/errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import type { FastifyError, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../test/helper.js';
import { toApiError } from './errors.js';
import { answerClientError } from './framework-errors.js';

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Everything the server writes on one connection until it closes it, cut into HTTP answers. */
function rawExchange(port: number, write: (socket: net.Socket) => void): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(splitAnswers(received)));
    socket.on('connect', () => write(socket));
  });
}

function splitAnswers(text: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: Buffer.from(rest.slice(bodyStart)).subarray(0, length).toString('utf8'),
    });
    rest = Buffer.from(rest.slice(bodyStart)).subarray(length).toString('utf8');
  }
  return answers;
}

function expectShape(
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
  body: string,
  code: string,
): void {
  expect(status, body).toBeGreaterThanOrEqual(400);
  expect(apiErrorSchema.strict().parse(JSON.parse(body))).toMatchObject({ status, code });
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
  expect(headers['cache-control']).toBe('no-store');
}

const expectError = (res: LightMyRequestResponse, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expectShape(res.statusCode, res.headers, res.body, code);
};

describe(`errors from the framework, in the portal's shape (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let user: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    user = asUser(await t.signIn('user'));
  });
  afterAll(() => t.close());

  const postJson = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { ...user, 'content-type': contentType }, payload });

  describe('through app.inject', () => {
    it('malformed JSON and an empty JSON body: 400 request.malformed_json', async () => {
      expectError(await postJson('/api/analytics/events', '{"events": ['), 400, ERROR_CODES.malformedJson);
      expectError(await postJson('/api/analytics/events', ''), 400, ERROR_CODES.malformedJson);
      expectError(await postJson('/api/analytics/events', '{"__proto__": {"x": 1}}'), 400, ERROR_CODES.malformedJson);
    });

    it('a body over the limit: 413 request.body_too_large', async () => {
      expectError(await postJson('/api/analytics/events', `"${'a'.repeat(1_100_000)}"`), 413, ERROR_CODES.bodyTooLarge);
    });

    it('a content type no route reads: 415 request.unsupported_media_type', async () => {
      expectError(
        await postJson('/api/analytics/events', '<events/>', 'application/xml'),
        415,
        ERROR_CODES.unsupportedMediaType,
      );
      expectError(
        await postJson('/api/analytics/events', 'events=1', 'application/x-unknown'),
        415,
        ERROR_CODES.unsupportedMediaType,
      );
    });

    it('a path that cannot be decoded: 400 request.malformed_url', async () => {
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A', headers: user }),
        400,
        ERROR_CODES.malformedUrl,
      );
    });

    it('a valid body the schema refuses stays 400 request.invalid with details', async () => {
      const res = await postJson('/api/analytics/events', '{"events": []}');
      expectError(res, 400, ERROR_CODES.validation);
      expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/events' })]));
    });
  });

  describe('errors of the multipart plugin, by their code', () => {
    const pluginError = (code: string, statusCode: number) =>
      Object.assign(new Error(code), { code, statusCode }) as FastifyError;
    it.each([
      ['FST_FILES_LIMIT', 413, 413, ERROR_CODES.tooManyFiles],
      ['FST_PARTS_LIMIT', 413, 413, ERROR_CODES.tooManyParts],
      ['FST_FIELDS_LIMIT', 413, 413, ERROR_CODES.tooManyParts],
      ['FST_REQ_FILE_TOO_LARGE', 413, 413, ERROR_CODES.bodyTooLarge],
      ['FST_INVALID_MULTIPART_CONTENT_TYPE', 406, 415, ERROR_CODES.unsupportedMediaType],
      ['FST_INVALID_JSON_FIELD_ERROR', 406, 400, ERROR_CODES.malformedMultipart],
      ['FST_MP_PREMATURE_CLOSE', 400, 400, ERROR_CODES.malformedMultipart],
      ['FST_SOMETHING_ELSE', 500, 500, ERROR_CODES.internal],
    ])('%s answers %i → %i %s', (code, statusCode, status, expected) => {
      expect(toApiError(pluginError(code, statusCode))).toMatchObject({ status, code: expected });
    });
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    const send = (raw: string) => rawExchange(port, (socket) => socket.write(raw));

    it('headers too large: 431 request.headers_too_large', async () => {
      const [answer] = await send(
        `GET /api/healthz HTTP/1.1\r\nHost: ${HOSTS.US}\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(answer?.status).toBe(431);
      expectShape(answer!.status, answer!.headers, answer!.body, ERROR_CODES.headersTooLarge);
    });

    it.each([
      ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
      [
        'a Content-Length that is not a number',
        `POST /api/analytics/events HTTP/1.1\r\nHost: ${HOSTS.US}\r\nContent-Length: ten\r\n\r\n`,
      ],
      [
        'a chunked body with a broken chunk size',
        `POST /api/analytics/events HTTP/1.1\r\nHost: ${HOSTS.US}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
      ],
      ['a header line without a colon', `GET /api/healthz HTTP/1.1\r\nHost: ${HOSTS.US}\r\nnot a header\r\n\r\n`],
    ])('%s: 400 request.malformed', async (_name, raw) => {
      const [answer] = await send(raw);
      expect(answer?.status).toBe(400);
      expectShape(answer!.status, answer!.headers, answer!.body, ERROR_CODES.malformedRequest);
    });

    it('a request that takes too long to arrive: 408 request.timeout (written as for any parser error)', () => {
      let written = '';
      const socket = new Duplex({
        write(chunk: Buffer, _encoding, callback) {
          written += chunk.toString('utf8');
          callback();
        },
        read() {},
      });
      // destroy(error) emits it, as on a real connection, where Node listens.
      socket.on('error', () => {});
      answerClientError.call(t.app, Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
      const [answer] = splitAnswers(written);
      expect(answer?.status).toBe(408);
      expectShape(answer!.status, answer!.headers, answer!.body, ERROR_CODES.requestTimeout);
      expect(socket.destroyed).toBe(true);
    });

    it('a well-formed request on the same port is served (the baseline)', async () => {
      const [answer] = await send(`GET /api/healthz HTTP/1.1\r\nHost: ${HOSTS.US}\r\nConnection: close\r\n\r\n`);
      expect(answer?.status).toBe(200);
    });
  });
});

describe(`a request arriving while the server shuts down (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 server.unavailable in the portal shape and closes the connection', async () => {
    t = await createTestApp();
    const cookie = await t.signIn('user');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = '{}';
    const first =
      `POST /api/analytics/events HTTP/1.1\r\nHost: ${HOSTS.US}\r\nCookie: ${cookie}\r\n${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const second = `GET /api/healthz HTTP/1.1\r\nHost: ${HOSTS.US}\r\n\r\n`;
    let closing: Promise<void> | undefined;
    const answers = await rawExchange(port, (socket) => {
      // The first request passes its hooks and waits for its body; then the shutdown starts, and once
      // the server no longer listens, the body and a second, pipelined request arrive.
      const sendTheRest = () => (t.app.server.listening ? setImmediate(sendTheRest) : socket.write(body + second));
      t.app.server.once('request', (request: IncomingMessage) => {
        request.on('newListener', function readsBody(event: string) {
          if (event !== 'data') return;
          request.off('newListener', readsBody);
          closing = t.app.close();
          sendTheRest();
        });
      });
      socket.write(first);
    });
    await closing;
    expect(answers.map((a) => a.status)).toEqual([400, 503]);
    const refused = answers[1]!;
    expectShape(refused.status, refused.headers, refused.body, ERROR_CODES.unavailable);
    expect(refused.headers.connection).toBe('close');
  });
});
