import fs from 'node:fs';
import path from 'node:path';
import { apiErrorSchema, ERROR_CODES } from '@portal/contract/errors';
import { HUMAN_CHECK } from '@portal/contract/human-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';

const BOUNDARY = 'portal-test-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const DETAIL = JSON.stringify({
  accountType: 25,
  supportType: 1467,
  issue: 2070,
  firstName: 'Jamie',
  lastName: 'Cooper',
  primaryContactEmail: 'jamie.cooper@acmefresh.example',
  companyName: 'Acme Fresh Foods',
  situationDescription: 'The Monday report did not arrive',
});

const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string, fileName: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`;
const file = (name: string, fileName: string, content: string) => `${fileHead(name, fileName)}${content}\r\n`;
const END = `--${BOUNDARY}--\r\n`;

/** Raw multipart requests a browser would never send: each answers 4xx in the error shape, and keeps nothing. */
describe(`filing an incident: unreadable multipart bodies (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signIn('user');
  });
  afterAll(() => t.close());
  // Each request in a new too-fast window of the human check.
  beforeEach(() => t.clock.advance(HUMAN_CHECK.windowMs + 1));

  const send = (contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/incidents', headers: { ...asUser(cookie), 'content-type': contentType }, payload });
  const storedFiles = () => {
    const dir = path.join(t.config.dataDir, 'files', 'support');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const incidents = async () => Number((await t.ctx.db.selectFrom('support_incidents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  const expectError = (res: LightMyRequestResponse, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(apiErrorSchema.strict().parse(res.json())).toMatchObject({ status, code });
    expect(res.headers['cache-control']).toBe('no-store');
  };

  it('files a well-formed raw body (the baseline of the cases below)', async () => {
    const res = await send(MULTIPART, field('incidentDetail', DETAIL) + file('file', 'notes.txt', 'hello') + END);
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['no boundary', 'multipart/form-data', field('incidentDetail', DETAIL) + END],
    ['a boundary that the body does not use', 'multipart/form-data; boundary=other', field('incidentDetail', DETAIL) + END],
    ['a body cut short inside a field', MULTIPART, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="incidentDetail"\r\n\r\n{"accountType":`],
    ['a body cut short inside part headers', MULTIPART, `--${BOUNDARY}\r\nContent-Disposition: form-da`],
    ['a body cut short inside the file', MULTIPART, field('incidentDetail', DETAIL) + fileHead('file', 'notes.txt') + 'hello, this text stops'],
    ['a body that is no multipart at all', MULTIPART, 'hello world'],
  ])('%s: 400 request.malformed_multipart, nothing kept', async (_name, contentType, payload) => {
    const before = { files: storedFiles().length, incidents: await incidents() };
    expectError(await send(contentType, payload), 400, ERROR_CODES.malformedMultipart);
    expect(storedFiles().length).toBe(before.files);
    expect(await incidents()).toBe(before.incidents);
  });

  it('two files: 413 request.too_many_files, nothing kept', async () => {
    const before = { files: storedFiles().length, incidents: await incidents() };
    const payload = field('incidentDetail', DETAIL) + file('file', 'a.txt', 'one') + file('file', 'b.txt', 'two') + END;
    expectError(await send(MULTIPART, payload), 413, ERROR_CODES.tooManyFiles);
    expect(storedFiles().length).toBe(before.files);
    expect(await incidents()).toBe(before.incidents);
  });

  it('an unexpected part or a forbidden field name: 400 request.invalid', async () => {
    expectError(await send(MULTIPART, field('other', 'x') + END), 400, ERROR_CODES.validation);
    expectError(await send(MULTIPART, field('__proto__', 'x') + END), 400, ERROR_CODES.validation);
  });

  it('another content type: 415 request.unsupported_media_type', async () => {
    expectError(await send('application/xml', '<incident/>'), 415, ERROR_CODES.unsupportedMediaType);
    expectError(await send('application/json', DETAIL), 415, ERROR_CODES.unsupportedMediaType);
  });
});
