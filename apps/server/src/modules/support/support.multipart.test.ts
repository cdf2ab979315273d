import fs from 'node:fs';
import path from 'node:path';
import { apiErrorSchema, ERROR_CODES } from '@portal/contract/errors';
import { HUMAN_CHECK } from '@portal/contract/human-check';
import { SUPPORT_ERROR_CODES } from '@portal/contract/support';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import { INCIDENT_DETAIL } from './support.test-helpers.js';

const BOUNDARY = 'portal-test-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const DETAIL = JSON.stringify(INCIDENT_DETAIL);

const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string, fileName: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`;
const file = (name: string, fileName: string, content: string) => `${fileHead(name, fileName)}${content}\r\n`;
const END = `--${BOUNDARY}--\r\n`;

/** Raw multipart requests a browser would never send: each answers 4xx in the error shape, and keeps nothing. */
/** One app for the file, with the demo user signed in. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn('user');
});
afterAll(() => t.close());
// Each request in a new too-fast window of the human check.
beforeEach(() => t.clock.advance(HUMAN_CHECK.windowMs + 1));

describe(`filing an incident: unreadable multipart bodies (${DIALECT_UNDER_TEST})`, () => {
  const send = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers: { ...asUser(cookie), 'content-type': contentType },
      payload,
    });
  const storedFiles = () => {
    const dir = path.join(t.config.dataDir, 'files', 'support');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const incidents = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('support_incidents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

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
    [
      'a boundary that the body does not use',
      'multipart/form-data; boundary=other',
      field('incidentDetail', DETAIL) + END,
    ],
    [
      'a body cut short inside a field',
      MULTIPART,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="incidentDetail"\r\n\r\n{"accountType":`,
    ],
    ['a body cut short inside part headers', MULTIPART, `--${BOUNDARY}\r\nContent-Disposition: form-da`],
    [
      'a body cut short inside the file',
      MULTIPART,
      field('incidentDetail', DETAIL) + fileHead('file', 'notes.txt') + 'hello, this text stops',
    ],
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

describe(`filing an incident: attachment names (${DIALECT_UNDER_TEST})`, () => {
  const fileAs = async (fileName: string, content = 'plain text\n') => {
    const payload = field('incidentDetail', DETAIL) + file('file', fileName, content) + END;
    return t.app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers: { ...asUser(cookie), 'content-type': MULTIPART },
      payload,
    });
  };
  const attachmentOf = async (reference: string) => {
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/osc/user/incidents/${reference}`,
      headers: asUser(cookie),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const attachment = detail.json().attachment as { id: string; fileName: string; originalName: string | null };
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/osc/user/incidents/${reference}/attachments/${attachment.id}`,
      headers: asUser(cookie),
    });
    expect(download.statusCode).toBe(200);
    const row = await t.ctx.db
      .selectFrom('support_attachments')
      .selectAll()
      .where('id', '=', attachment.id)
      .executeTakeFirstOrThrow();
    return { ...attachment, disposition: download.headers['content-disposition'], row };
  };
  const filedAs = async (fileName: string) => {
    const res = await fileAs(fileName);
    expect(res.statusCode, res.body).toBe(201);
    return attachmentOf(res.json().incidentId);
  };

  it('stores and serves a name without NUL or bidi overrides, and shows the uploaded one made visible', async () => {
    const attachment = await filedAs('report\u0000\u202E.txt');
    expect(attachment).toMatchObject({ fileName: 'report.txt', originalName: 'report[U+0000][U+202E].txt' });
    expect(attachment.row).toMatchObject({ file_name: 'report.txt', original_name: 'report[U+0000][U+202E].txt' });
    expect(attachment.disposition).toBe(`attachment; filename="report.txt"; filename*=UTF-8''report.txt`);
  });

  it('gives an empty stem a safe default', async () => {
    expect(await filedAs('.txt')).toMatchObject({ fileName: 'attachment.txt', originalName: '.txt' });
    expect(await filedAs('\u2066\u2069 .txt')).toMatchObject({
      fileName: 'attachment.txt',
      originalName: '[U+2066][U+2069] .txt',
    });
  });

  it('checks the type on the real extension: a bidi override cannot disguise one', async () => {
    const res = await fileAs('invoice\u202Etxt.exe');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(SUPPORT_ERROR_CODES.attachmentType);
  });

  it('an ordinary name has no separate uploaded name', async () => {
    expect(await filedAs('Monday report.txt')).toMatchObject({ fileName: 'Monday report.txt', originalName: null });
  });

  it('the download header has a plain ASCII fallback and the exact name in RFC 5987 form', async () => {
    const attachment = await filedAs(`l'été 50% (v2).txt`);
    expect(attachment.fileName).toBe(`l'été 50% (v2).txt`);
    expect(attachment.disposition).toBe(
      `attachment; filename="l'_t_ 50_ (v2).txt"; filename*=UTF-8''l%27%C3%A9t%C3%A9%2050%25%20%28v2%29.txt`,
    );
  });

  it('a name stored before names were made safe is made safe on the way out', async () => {
    const attachment = await filedAs('legacy.txt');
    await t.ctx.db
      .updateTable('support_attachments')
      .set({ file_name: 'old\u202Etxt.exe\u2069.txt', original_name: null })
      .where('id', '=', attachment.id)
      .execute();
    const reference = (
      await t.ctx.db
        .selectFrom('support_incidents')
        .select('reference')
        .where('id', '=', attachment.row.incident_id)
        .executeTakeFirstOrThrow()
    ).reference;
    expect(await attachmentOf(reference)).toMatchObject({
      fileName: 'oldtxt.exe.txt',
      originalName: 'old[U+202E]txt.exe[U+2069].txt',
      disposition: `attachment; filename="oldtxt.exe.txt"; filename*=UTF-8''oldtxt.exe.txt`,
    });
  });
});
