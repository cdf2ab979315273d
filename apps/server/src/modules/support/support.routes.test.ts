import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@portal/contract/errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { HUMAN_CHECK, HUMAN_PROOF_HEADER } from '@portal/contract/human-check';
import {
  INCIDENT_FIELD_ERRORS,
  SUPPORT_ERROR_CODES,
  type CategoriesResponse,
  type DeskIncident,
  type DeskPage,
  type IncidentDetailInput,
  type IncidentDetailResponse,
  type IncidentPage,
  US_SUPPORT_TYPES,
} from '@portal/contract/support';
import { MX_CA_SUPPORT_TYPES } from '@portal/contract/constants';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, hostOfLogin, type TestApp } from '../../test/helper.js';
import { multipartBody, type MultipartPart } from '../../test/multipart.js';
import { INCIDENT_DETAIL, countIncidents } from './support.test-helpers.js';

const MAX = 10_485_760;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const DETAIL: IncidentDetailInput = {
  ...INCIDENT_DETAIL,
  situationDescription: 'The Monday report did not arrive\nIt usually arrives at 7 a.m.',
};

type FileSpec = { fileName: string; content: Buffer; contentType?: string };

describe(`support routes (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    // The tests move the clock by days; sessions outlive that here.
    t = await createTestApp({
      configure: (config) => {
        config.sessionIdleMs = 60 * 86_400_000;
        config.sessionMaxMs = 60 * 86_400_000;
      },
    });
  });
  afterAll(() => t.close());
  // Every test starts in a new too-fast window.
  beforeEach(() => t.clock.advance(HUMAN_CHECK.windowMs + 1));

  const session = async (loginId: string) => {
    if (!sessions.has(loginId)) sessions.set(loginId, await t.signIn(loginId));
    return sessions.get(loginId)!;
  };
  const headersOf = async (loginId: string | null, extra: Record<string, string> = {}) => {
    const host = loginId ? hostOfLogin(loginId) : HOSTS.US;
    const base = loginId ? asUser(await session(loginId), host) : { host, [CSRF_HEADER]: CSRF_HEADER_VALUE };
    return { ...base, ...extra };
  };
  const get = async (loginId: string | null, url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: await headersOf(loginId, extra) });
  const post = async (loginId: string | null, url: string, payload: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: await headersOf(loginId, extra),
      payload: payload as Record<string, unknown>,
    });

  /** POST /api/incidents as a browser would: the detail JSON and an optional file. */
  const fileIncident = async (
    loginId: string | null,
    detail: unknown,
    options: { file?: FileSpec; oscType?: string; headers?: Record<string, string>; rawDetail?: string } = {},
  ) => {
    const parts: MultipartPart[] = [{ name: 'incidentDetail', value: options.rawDetail ?? JSON.stringify(detail) }];
    if (options.file) parts.push({ name: 'file', file: options.file });
    const { payload, contentType } = multipartBody(parts);
    const headers = await headersOf(loginId, { 'content-type': contentType, ...options.headers });
    return t.app.inject({
      method: 'POST',
      url: `/api/incidents?oscType=${options.oscType ?? 'GENERAL'}`,
      headers,
      payload,
    });
  };
  const filed = async (
    loginId: string | null,
    detail: unknown = DETAIL,
    options: Parameters<typeof fileIncident>[2] = {},
  ) => {
    const res = await fileIncident(loginId, detail, options);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ incidentId: string }>().incidentId;
  };
  const incidentRow = (reference: string) =>
    t.ctx.db.selectFrom('support_incidents').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const storedFiles = () => {
    const dir = path.join(t.config.dataDir, 'files', 'support');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const outboxTo = (to: string) =>
    t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
  const activityOf = (entityId: string) =>
    t.ctx.db.selectFrom('activity_log').selectAll().where('entity_id', '=', entityId).orderBy('id').execute();
  const incidentCount = () => countIncidents(t.ctx.db);
  const detailOf = async (loginId: string, reference: string) => {
    const res = await get(loginId, `/api/osc/user/incidents/${reference}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IncidentDetailResponse>();
  };
  /** Press and hold: a challenge, the hold, and the proof. */
  const humanProof = async (loginId: string | null = null, holdMs = 1_500) => {
    const challenge = await post(loginId, '/api/human-check/challenges', {});
    expect(challenge.statusCode).toBe(200);
    t.clock.advance(holdMs);
    const proof = await post(loginId, '/api/human-check/proofs', { challenge: challenge.json().challenge });
    expect(proof.statusCode, proof.body).toBe(200);
    return proof.json<{ proof: string }>().proof;
  };

  describe('categories', () => {
    it('US offers its eleven support types with dependent lists; each has 2 to 5 issues', async () => {
      const res = await get(null, '/api/support/categories?locale=en-US');
      expect(res.statusCode).toBe(200);
      const body = res.json<CategoriesResponse>();
      expect(body.market).toBe('US');
      expect(body.accountTypes).toEqual([
        { id: 25, title: 'Supplier' },
        { id: 23, title: 'Associate' },
      ]);
      expect(body.supportTypes.map((s) => s.id).sort()).toEqual([
        1463, 1464, 1465, 1466, 1467, 1468, 1469, 1470, 1471, 1810, 1858,
      ]);
      for (const type of body.supportTypes) expect(type.issues.length, type.title).toBeGreaterThanOrEqual(2);
      for (const type of body.supportTypes) expect(type.issues.length, type.title).toBeLessThanOrEqual(5);
      const byId = Object.fromEntries(body.supportTypes.map((s) => [s.id, s]));
      expect(byId[1463]!.issues.map((i) => i.id)).toContain(2047);
      expect(byId[1465]!.issues.map((i) => i.id)).toContain(1805);
      const withSubTypes = body.supportTypes
        .flatMap((s) => s.issues)
        .flatMap((i) => i.issueTypes)
        .filter((it) => it.subIssueTypes.length > 0);
      expect(withSubTypes.length).toBeGreaterThan(0);
    });

    it('MX and CA offer 1463, 1464 and 1465 in the market language unless a locale is asked for', async () => {
      const mx = (await get(null, '/api/support/categories', { host: HOSTS.MX })).json<CategoriesResponse>();
      expect(mx.supportTypes.map((s) => [s.id, s.title])).toEqual([
        [1463, 'Solicitar acceso'],
        [1464, 'Administración de la cuenta'],
        [1465, 'Soporte para proveedores básicos'],
      ]);
      const ca = (await get(null, '/api/support/categories', { host: HOSTS.CA })).json<CategoriesResponse>();
      expect(ca.supportTypes[0]!.title).toBe('Demande d’accès');
      const caInEnglish = (
        await get(null, '/api/support/categories?locale=en-US', { host: HOSTS.CA })
      ).json<CategoriesResponse>();
      expect(caInEnglish.supportTypes[0]!.title).toBe('Request access');
    });

    it('gives basic vendors the supplier account type only', async () => {
      expect((await get('basic', '/api/support/categories')).json<CategoriesResponse>().accountTypes).toEqual([
        { id: 25, title: 'Supplier' },
      ]);
      expect(
        (await get('basic3p', '/api/support/categories')).json<CategoriesResponse>().accountTypes.map((a) => a.id),
      ).toEqual([25]);
    });

    it('gives any signed-in supplier the supplier type only, and refuses them the associate type', async () => {
      for (const login of ['user', 'admin', 'partner'])
        expect(
          (await get(login, '/api/support/categories')).json<CategoriesResponse>().accountTypes.map((a) => a.id),
          login,
        ).toEqual([25]);
      const refused = await fileIncident('user', { ...DETAIL, accountType: 23 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(SUPPORT_ERROR_CODES.accountTypeNotAllowed);
    });

    it('gives associates (internal) and visitors both types', async () => {
      for (const login of ['associate', null])
        expect(
          (await get(login, '/api/support/categories')).json<CategoriesResponse>().accountTypes.map((a) => a.id),
          String(login),
        ).toEqual([25, 23]);
    });
  });

  describe('filing: validation of every field', () => {
    it('names every missing required field with its message, and keeps nothing', async () => {
      const before = await incidentCount();
      const res = await fileIncident('user', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
      const messages = Object.fromEntries(
        res.json<{ details: { path: string; message: string }[] }>().details.map((d) => [d.path, d.message]),
      );
      expect(messages).toEqual({
        '/accountType': INCIDENT_FIELD_ERRORS.accountTypeRequired,
        '/supportType': INCIDENT_FIELD_ERRORS.supportTypeRequired,
        '/firstName': INCIDENT_FIELD_ERRORS.firstNameRequired,
        '/lastName': INCIDENT_FIELD_ERRORS.lastNameRequired,
        '/primaryContactEmail': INCIDENT_FIELD_ERRORS.emailRequired,
        '/companyName': INCIDENT_FIELD_ERRORS.companyNameRequired,
        '/situationDescription': INCIDENT_FIELD_ERRORS.situationDescriptionRequired,
      });
      expect(await incidentCount()).toBe(before);
    });

    it.each([
      ['primaryContactEmail', 'jamie.cooper', INCIDENT_FIELD_ERRORS.emailInvalid],
      ['callBackNumber', 'call me maybe', INCIDENT_FIELD_ERRORS.callBackNumberInvalid],
      ['firstName', 'x'.repeat(51), INCIDENT_FIELD_ERRORS.tooLong],
      ['lastName', 'x'.repeat(51), INCIDENT_FIELD_ERRORS.tooLong],
      ['companyName', 'x'.repeat(101), INCIDENT_FIELD_ERRORS.tooLong],
      ['situationDescription', 'x'.repeat(4001), INCIDENT_FIELD_ERRORS.tooLong],
      ['accountType', 24, INCIDENT_FIELD_ERRORS.accountTypeRequired],
    ])('refuses a bad %s', async (field, value, message) => {
      const res = await fileIncident('user', { ...DETAIL, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: `/${field}`, message, context: 'body' }]);
    });

    it('accepts no call-back number at all', async () => {
      const reference = await filed('user', { ...DETAIL, callBackNumber: '' });
      expect((await incidentRow(reference)).call_back_number).toBeNull();
    });

    it('refuses a detail that is missing or not JSON, and a body that is not multipart', async () => {
      const notJson = await fileIncident('user', null, { rawDetail: '{not json' });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().code).toBe(ERROR_CODES.validation);
      const { payload, contentType } = multipartBody([{ name: 'file', file: { fileName: 'a.pdf', content: PDF } }]);
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/incidents',
        headers: await headersOf('user', { 'content-type': contentType }),
        payload,
      });
      expect(missing.statusCode).toBe(400);
      expect(storedFiles()).toEqual([]);
      const json = await post('user', '/api/incidents', DETAIL);
      expect(json.statusCode).toBe(415);
    });
  });

  describe('filing: the attachment', () => {
    it('accepts exactly 10485760 bytes and stores them', async () => {
      const content = Buffer.alloc(MAX, 'a');
      const reference = await filed('user', DETAIL, {
        file: { fileName: 'export.csv', content, contentType: 'text/csv' },
      });
      const detail = await detailOf('user', reference);
      expect(detail.attachment).toMatchObject({ fileName: 'export.csv', contentType: 'text/csv', size: MAX });
      const download = await get('user', `/api/osc/user/incidents/${reference}/attachments/${detail.attachment!.id}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(MAX);
    });

    it('refuses 10485761 bytes with the maximum-size error and leaves nothing behind', async () => {
      const before = { files: storedFiles().length, incidents: await incidentCount() };
      const res = await fileIncident('user', DETAIL, {
        file: { fileName: 'export.csv', content: Buffer.alloc(MAX + 1, 'a') },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe(SUPPORT_ERROR_CODES.attachmentTooLarge);
      expect(storedFiles().length).toBe(before.files);
      expect(await incidentCount()).toBe(before.incidents);
    });

    it.each([
      ['a .pdf that is really a program', 'invoice.pdf', EXE],
      ['a program', 'setup.exe', EXE],
      ['a .png that is a PDF', 'screen.png', PDF],
      ['text with a NUL byte', 'notes.txt', Buffer.from('abc\u0000def')],
      ['text that is not UTF-8', 'data.csv', Buffer.from([0x61, 0xff, 0xfe, 0x62])],
      ['a .docx that is not a zip', 'letter.docx', Buffer.from('plain words')],
      ['no extension', 'README', Buffer.from('hello')],
    ])('refuses %s and leaves nothing behind', async (_name, fileName, content) => {
      const before = { files: storedFiles().length, incidents: await incidentCount() };
      const res = await fileIncident('user', DETAIL, { file: { fileName, content } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(SUPPORT_ERROR_CODES.attachmentType);
      expect(storedFiles().length).toBe(before.files);
      expect(await incidentCount()).toBe(before.incidents);
    });

    it('accepts real PDF, PNG, zip-based and UTF-8 text files, whatever type the browser declared', async () => {
      const files: FileSpec[] = [
        { fileName: 'Invoice.PDF', content: PDF, contentType: 'application/octet-stream' },
        { fileName: 'screen.png', content: PNG },
        { fileName: 'book.xlsx', content: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]) },
        { fileName: 'notes.txt', content: Buffer.from('Caf\u00e9 cr\u00e8me, ma\u00f1ana \u2014 ok\n') },
      ];
      for (const file of files) {
        t.clock.advance(HUMAN_CHECK.windowMs + 1);
        const reference = await filed('user', DETAIL, { file });
        expect((await detailOf('user', reference)).attachment?.fileName).toBe(file.fileName);
      }
    });

    it('removes the stored file when the detail is refused after the file arrived', async () => {
      const before = storedFiles().length;
      const { payload, contentType } = multipartBody([
        { name: 'file', file: { fileName: 'a.pdf', content: PDF } },
        { name: 'incidentDetail', value: JSON.stringify({ ...DETAIL, firstName: '' }) },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/incidents',
        headers: await headersOf('user', { 'content-type': contentType }),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(storedFiles().length).toBe(before);
    });
  });

  describe('filing: the rules of the form', () => {
    it('refuses a support type the market does not offer', async () => {
      const res = await fileIncident('user.mx', { ...DETAIL, supportType: 1858, issue: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(SUPPORT_ERROR_CODES.supportTypeUnavailable);
    });

    it.each([
      ['an issue of another support type', { supportType: 1463, issue: 1805 }],
      ['an issue type without its issue', { issue: null, issueType: 2131 }],
      ['an issue type of another issue', { issue: 2070, issueType: 2131 }],
      [
        'a sub-issue type of another issue type',
        { supportType: 1466, issue: 2060, issueType: 2122, subIssueType: 2221 },
      ],
      ['an unknown issue', { issue: 99999 }],
    ])('refuses %s', async (_name, change) => {
      const res = await fileIncident('user', { ...DETAIL, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(SUPPORT_ERROR_CODES.categoryMismatch);
    });

    it('holds the request-access form to support type 1463 and issue 2047', async () => {
      const wrong = await fileIncident('user', DETAIL, { oscType: 'REQUEST_ACCESS' });
      expect(wrong.json().code).toBe(SUPPORT_ERROR_CODES.oscTypeMismatch);
      const reference = await filed(
        'user',
        { ...DETAIL, supportType: 1463, issue: 2047, issueType: 2101, subIssueType: 2201 },
        { oscType: 'REQUEST_ACCESS' },
      );
      expect(await incidentRow(reference)).toMatchObject({
        osc_type: 'REQUEST_ACCESS',
        support_type: 1463,
        issue: 2047,
        issue_type: 2101,
        sub_issue_type: 2201,
      });
    });

    it('refuses the associate account type to a basic vendor and routes its incident to the basic vendor queue', async () => {
      const refused = await fileIncident('basic', { ...DETAIL, accountType: 23 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(SUPPORT_ERROR_CODES.accountTypeNotAllowed);
      const reference = await filed(
        'basic',
        { ...DETAIL, supportType: 1465, issue: 1805 },
        { oscType: 'BASIC_VENDOR' },
      );
      expect(await incidentRow(reference)).toMatchObject({
        queue_id: 369,
        product_id: 132,
        caller_id: 23,
        entry_type: 3,
        account_type: 25,
      });
    });
  });

  describe('filing: what is recorded', () => {
    it('records routing, market, requester, company and language; confirms by e-mail in that language; logs it', async () => {
      const reference = await filed(
        'user',
        { ...DETAIL, supportType: 1466, issue: 2060, primaryContactEmail: 'jamie.es@acmefresh.example' },
        {
          headers: { cookie: `${await session('user')}; portal_locale=es-MX` },
        },
      );
      expect(reference).toMatch(/^261122-\d{6}$/);
      const user = await t.ctx.db
        .selectFrom('users')
        .select(['id', 'company_id'])
        .where('login_id', '=', 'user')
        .executeTakeFirstOrThrow();
      expect(await incidentRow(reference)).toMatchObject({
        status: 'NEW',
        queue_id: 201,
        product_id: 133,
        market: 'US',
        locale: 'es-MX',
        requester_user_id: user.id,
        company_id: user.company_id,
        subject: 'The Monday report did not arrive',
      });
      const [mail] = await outboxTo('jamie.es@acmefresh.example');
      expect(mail).toMatchObject({ template: 'support-incident-filed', locale: 'es-MX', company_id: user.company_id });
      expect(mail!.subject).toBe(`Recibimos tu solicitud de soporte ${reference}`);
      // Not the account's own address: the fixed text with the reference only (decision record 011).
      expect(mail!.text_body).toContain(`Su número de referencia es ${reference}.`);
      expect(mail!.text_body).not.toContain('Monday report');
      const [entry] = await activityOf(reference);
      expect(entry).toMatchObject({
        actor: 'user',
        event: 'INCIDENT_CREATED',
        entity_type: 'SUPPORT_INCIDENT',
        company_id: user.company_id,
      });
    });

    it("dates the reference on the filer's day in their configured time zone, not the UTC day", async () => {
      const saved = t.clock.now().toISOString();
      const zoneOf = (timezone: string) =>
        t.ctx.db.updateTable('user_preferences').set({ timezone }).where('login_id', '=', 'user').execute();
      try {
        // 21:00 on the 22nd in Chicago (the user's zone) is already the 23rd in UTC.
        t.clock.set('2026-11-23T03:00:00.000Z');
        await zoneOf('America/Chicago');
        expect(await filed('user')).toMatch(/^261122-\d{6}$/);
        // 01:00 on the 23rd in Tokyo is still the 22nd in UTC.
        t.clock.set('2026-11-22T16:00:00.000Z');
        await zoneOf('Asia/Tokyo');
        expect(await filed('user')).toMatch(/^261123-\d{6}$/);
      } finally {
        await zoneOf('America/Chicago');
        t.clock.set(saved);
      }
    });

    it('links to the incident on the configured address, whatever Host and X-Forwarded-Host say', async () => {
      const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
      // The account's own address: only there does the confirmation carry a link (decision record 011).
      const reference = await filed(
        'user',
        { ...DETAIL, primaryContactEmail: 'jamie.cooper@acmefresh.example' },
        { headers: hostile },
      );
      const reply = await post(
        'agent',
        `/api/support/desk/incidents/${reference}/replies`,
        { text: 'Looking into it.' },
        hostile,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      const mails = (await outboxTo('jamie.cooper@acmefresh.example')).filter((m) => m.subject.includes(reference));
      expect(mails.map((m) => m.template)).toEqual(['support-incident-filed', 'support-incident-reply']);
      for (const mail of mails) {
        expect(mail.text_body).toContain(`http://localhost:3000/support/trackTicket/${reference}`);
        expect(mail.text_body).not.toContain('evil');
      }
    });

    it('numbers references by day: consecutive, unique under concurrent filing, starting again the next day', async () => {
      t.clock.set('2026-12-01T10:00:00.000Z');
      const logins = ['user', 'admin', 'noaccess', 'partner', 'basic'];
      const references = await Promise.all(
        logins.map((login) => filed(login, login === 'basic' ? { ...DETAIL, supportType: 1465, issue: 1805 } : DETAIL)),
      );
      expect([...references].sort()).toEqual([
        '261201-000001',
        '261201-000002',
        '261201-000003',
        '261201-000004',
        '261201-000005',
      ]);
      // The next day in the filer's zone (Chicago, UTC-6): still the 1st there one second after midnight UTC.
      t.clock.set('2026-12-02T00:00:01.000Z');
      expect(await filed('user')).toBe('261201-000006');
      t.clock.set('2026-12-02T06:00:01.000Z');
      expect(await filed('user')).toBe('261202-000001');
    });
  });

  describe('the human check (412) end to end', () => {
    it('anonymous: 412 without proof; too short a hold is refused; a proof lets the retry through; challenges are single use', async () => {
      const noProof = await fileIncident(null, DETAIL);
      expect(noProof.statusCode).toBe(412);
      expect(noProof.json()).toMatchObject({ code: ERROR_CODES.botCheck, details: { reason: 'proof_required' } });

      const bad = await fileIncident(null, DETAIL, { headers: { [HUMAN_PROOF_HEADER]: 'v1.99999999999999.forged' } });
      expect(bad.json().details).toEqual({ reason: 'proof_invalid' });

      const early = await post(null, '/api/human-check/challenges', {});
      expect(early.json()).toMatchObject({ hold_ms: 1500 });
      t.clock.advance(500);
      const tooSoon = await post(null, '/api/human-check/proofs', { challenge: early.json().challenge });
      expect(tooSoon.statusCode).toBe(400);
      expect(tooSoon.json().code).toBe('human_check.held_too_short');
      t.clock.advance(1500);
      const spent = await post(null, '/api/human-check/proofs', { challenge: early.json().challenge });
      expect(spent.json().code).toBe('human_check.challenge_invalid');

      const challenge = await post(null, '/api/human-check/challenges', {});
      t.clock.advance(1_500);
      const proof = await post(null, '/api/human-check/proofs', { challenge: challenge.json().challenge });
      expect(proof.statusCode).toBe(200);
      const replay = await post(null, '/api/human-check/proofs', { challenge: challenge.json().challenge });
      expect(replay.json().code).toBe('human_check.challenge_invalid');

      const retry = await fileIncident(null, DETAIL, { headers: { [HUMAN_PROOF_HEADER]: proof.json().proof } });
      expect(retry.statusCode, retry.body).toBe(201);
      expect(await incidentRow(retry.json().incidentId)).toMatchObject({
        requester_user_id: null,
        company_id: null,
        queue_id: 198,
        product_id: 132,
      });
    });

    it('refuses an expired challenge and an expired proof', async () => {
      const challenge = await post(null, '/api/human-check/challenges', {});
      t.clock.advance(HUMAN_CHECK.challengeTtlMs + 1);
      expect((await post(null, '/api/human-check/proofs', { challenge: challenge.json().challenge })).json().code).toBe(
        'human_check.challenge_invalid',
      );
      const proof = await humanProof();
      t.clock.advance(HUMAN_CHECK.proofTtlMs + 1);
      const res = await fileIncident(null, DETAIL, { headers: { [HUMAN_PROOF_HEADER]: proof } });
      expect(res.json().details).toEqual({ reason: 'proof_invalid' });
    });

    it('a proof is bound to the client that earned it', async () => {
      const proof = await humanProof();
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/lcs/contact-us',
        remoteAddress: '203.0.113.9',
        headers: { host: HOSTS.US, [CSRF_HEADER]: CSRF_HEADER_VALUE, [HUMAN_PROOF_HEADER]: proof },
        payload: {
          reason: 9001,
          firstName: 'A',
          lastName: 'B',
          email: 'a.b@example.com',
          companyName: 'C',
          message: 'Hi',
        },
      });
      expect(elsewhere.statusCode).toBe(412);
      expect(elsewhere.json().details).toEqual({ reason: 'proof_invalid' });
    });

    it('signed in: not bothered until too fast; then each proof lets one more post through, never resetting the count', async () => {
      for (let i = 0; i < HUMAN_CHECK.maxPostsPerWindow; i += 1) await filed('admin');
      const tooFast = await fileIncident('admin', DETAIL);
      expect(tooFast.statusCode).toBe(412);
      expect(tooFast.json().details).toEqual({ reason: 'too_fast' });
      const proof = await humanProof('admin');
      const retry = await fileIncident('admin', DETAIL, { headers: { [HUMAN_PROOF_HEADER]: proof } });
      expect(retry.statusCode, retry.body).toBe(201);
      const again = await fileIncident('admin', DETAIL);
      expect(again.json().details, 'the proof did not reset the count').toEqual({ reason: 'too_fast' });
      const replayed = await fileIncident('admin', DETAIL, { headers: { [HUMAN_PROOF_HEADER]: proof } });
      expect(replayed.json().details, 'a proof is single use').toEqual({ reason: 'proof_invalid' });
    });
  });

  describe('who sees an incident', () => {
    let reference: string;
    let attachmentId: string;

    beforeAll(async () => {
      t.clock.advance(HUMAN_CHECK.windowMs + 1);
      reference = await filed('user', DETAIL, { file: { fileName: 'résumé du problème.pdf', content: PDF } });
      attachmentId = (await detailOf('user', reference)).attachment!.id;
    });

    it('the requester, their company admin and the support team see it and its attachment', async () => {
      for (const login of ['user', 'admin', 'agent']) {
        expect((await get(login, `/api/osc/user/incidents/${reference}`)).statusCode, login).toBe(200);
        const file = await get(login, `/api/osc/user/incidents/${reference}/attachments/${attachmentId}`);
        expect(file.statusCode, login).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.headers['content-disposition']).toBe(
          `attachment; filename="r_sum_ du probl_me.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20du%20probl%C3%A8me.pdf`,
        );
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(file.rawPayload.equals(PDF)).toBe(true);
      }
    });

    it('another user of the same company, another company and a company admin elsewhere get 404 and no data', async () => {
      for (const login of ['noaccess', 'partner', 'admin.mx', 'basic', 'associate', 'spectator']) {
        for (const url of [
          `/api/osc/user/incidents/${reference}`,
          `/api/osc/user/incidents/${reference}/attachments/${attachmentId}`,
        ]) {
          const res = await get(login, url);
          expect(res.statusCode, `${login} ${url}`).toBe(404);
          expect(res.body).not.toContain('Jamie');
          expect(res.body).not.toContain('%PDF');
        }
        const comment = await post(login, `/api/osc/user/incident/${reference}/addThread`, { text: 'hello' });
        // The view-only spectator is refused any change before the incident is looked up.
        if (login === 'spectator')
          expect(comment.json(), login).toMatchObject({ status: 403, code: ERROR_CODES.viewOnly });
        else expect(comment.statusCode, login).toBe(404);
      }
    });

    it('lists: the requester (mine), the company admin (company scope); others do not', async () => {
      const mine = (await get('user', '/api/osc/user/incidents?size=100')).json<IncidentPage>();
      expect(mine.items.map((i) => i.incidentId)).toContain(reference);
      expect(mine.items.map((i) => i.incidentId)).toContain('261102-000001');
      const company = (await get('admin', '/api/osc/user/incidents?scope=company&size=100')).json<IncidentPage>();
      expect(company.items.map((i) => i.incidentId)).toEqual(
        expect.arrayContaining([reference, '261110-000001', '261102-000001']),
      );
      expect(company.items.map((i) => i.incidentId)).not.toContain('261112-000001');
      const adminsOwn = (await get('admin', '/api/osc/user/incidents?size=100')).json<IncidentPage>();
      expect(adminsOwn.items.map((i) => i.incidentId)).not.toContain(reference);
      expect((await get('user', '/api/osc/user/incidents?scope=company')).statusCode).toBe(403);
      const other = (await get('noaccess', '/api/osc/user/incidents?size=100')).json<IncidentPage>();
      expect(other.items.map((i) => i.incidentId)).not.toContain(reference);
    });

    it('pages and sorts on the server', async () => {
      const all = (
        await get('user', '/api/osc/user/incidents?size=100&sortBy=incidentId&sortOrder=asc')
      ).json<IncidentPage>();
      const ids = all.items.map((i) => i.incidentId);
      expect(ids).toEqual([...ids].sort());
      expect(all.total).toBe(ids.length);
      const page1 = (
        await get('user', '/api/osc/user/incidents?size=10&page=1&sortBy=incidentId&sortOrder=asc')
      ).json<IncidentPage>();
      expect(page1).toMatchObject({ page: 1, size: 10, total: all.total });
      expect(page1.items.map((i) => i.incidentId)).toEqual(ids.slice(10, 20));
      const bySubject = (
        await get('user', '/api/osc/user/incidents?size=100&sortBy=subject&sortOrder=desc')
      ).json<IncidentPage>();
      const subjects = bySubject.items.map((i) => i.subject);
      expect(subjects[0]! >= subjects.at(-1)!).toBe(true);
      expect((await get('user', '/api/osc/user/incidents?size=7')).statusCode).toBe(400);
      expect((await get('user', '/api/osc/user/incidents?sortBy=password')).statusCode).toBe(400);
    });
  });

  describe('the conversation and statuses', () => {
    let reference: string;

    beforeAll(async () => {
      t.clock.advance(HUMAN_CHECK.windowMs + 1);
      reference = await filed(
        'user',
        { ...DETAIL, primaryContactEmail: 'jamie.thread@acmefresh.example' },
        {
          headers: { cookie: `${await session('user')}; portal_locale=fr-CA` },
        },
      );
    });

    it('internal notes reach agents only; a public reply is e-mailed in the incident language', async () => {
      const note = await post('agent', `/api/support/desk/incidents/${reference}/replies`, {
        text: 'Check the scheduler log first.',
        internal: true,
      });
      expect(note.statusCode, note.body).toBe(200);
      const reply = await post('agent', `/api/support/desk/incidents/${reference}/replies`, { text: 'We are on it.' });
      expect(reply.statusCode).toBe(200);
      const desk = reply.json<DeskIncident>();
      expect(desk.threads.map((th) => [th.text, th.internal, th.authorKind, th.authorName])).toEqual([
        ['Check the scheduler log first.', true, 'agent', 'Sam Okafor'],
        ['We are on it.', false, 'agent', 'Sam Okafor'],
      ]);
      expect(desk).toMatchObject({
        queueId: 198,
        productId: 133,
        callerId: 23,
        entryType: 3,
        requesterLoginId: 'user',
      });
      for (const login of ['user', 'admin']) {
        const seen = await get(login, `/api/osc/user/incidents/${reference}`);
        expect(seen.json<IncidentDetailResponse>().threads.map((th) => th.text)).toEqual(['We are on it.']);
        expect(seen.body).not.toContain('scheduler log');
      }
      // Even an agent reading the requester's page does not get the notes there.
      expect((await get('agent', `/api/osc/user/incidents/${reference}`)).body).not.toContain('scheduler log');
      const mails = (await outboxTo('jamie.thread@acmefresh.example')).filter(
        (m) => m.template === 'support-incident-reply',
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        locale: 'fr-CA',
        subject: `Nouvelle réponse à votre demande de soutien ${reference}`,
      });
      expect(mails[0]!.text_body).toContain('We are on it.');
      expect((await activityOf(reference)).map((a) => a.event)).toEqual([
        'INCIDENT_CREATED',
        'INCIDENT_NOTE_ADDED',
        'INCIDENT_REPLIED',
      ]);
    });

    it('agent status changes are e-mailed; a requester comment puts a waiting incident back in progress', async () => {
      const moved = await post('agent', `/api/support/desk/incidents/${reference}/status`, {
        status: 'WAITING_ON_CUSTOMER',
      });
      expect(moved.json<DeskIncident>().statusInfo).toBe('WAITING_ON_CUSTOMER');
      expect(
        (
          await post('agent', `/api/support/desk/incidents/${reference}/status`, { status: 'WAITING_ON_CUSTOMER' })
        ).json().code,
      ).toBe(SUPPORT_ERROR_CODES.statusChangeNotAllowed);
      const status = (await outboxTo('jamie.thread@acmefresh.example')).filter(
        (m) => m.template === 'support-incident-status',
      );
      expect(status.map((m) => m.subject)).toEqual([
        `Votre demande de soutien ${reference} est maintenant : En attente de votre réponse`,
      ]);
      const commented = await post('user', `/api/osc/user/incident/${reference}/addThread`, {
        text: 'Here is the screenshot you asked for.',
      });
      expect(commented.statusCode).toBe(200);
      expect(commented.json<IncidentDetailResponse>()).toMatchObject({
        statusInfo: 'IN_PROGRESS',
        canClose: true,
        canReopen: false,
        canComment: true,
      });
      expect(commented.json<IncidentDetailResponse>().threads.at(-1)).toMatchObject({
        authorKind: 'requester',
        authorName: 'Jamie Cooper',
      });
    });

    it('the requester closes and reopens; a closed incident takes no comment; others may not close it', async () => {
      expect((await post('admin', `/api/osc/user/incident/${reference}/status`, { action: 'close' })).statusCode).toBe(
        403,
      );
      expect(
        (await post('agent', `/api/osc/user/incident/${reference}/addThread`, { text: 'from the wrong page' }))
          .statusCode,
      ).toBe(403);
      const reopenOpen = await post('user', `/api/osc/user/incident/${reference}/status`, { action: 'reopen' });
      expect(reopenOpen.statusCode).toBe(409);
      expect(reopenOpen.json().code).toBe(SUPPORT_ERROR_CODES.statusChangeNotAllowed);
      const closed = await post('user', `/api/osc/user/incident/${reference}/status`, { action: 'close' });
      expect(closed.json<IncidentDetailResponse>()).toMatchObject({
        statusInfo: 'CLOSED',
        canClose: false,
        canReopen: true,
        canComment: false,
      });
      const comment = await post('user', `/api/osc/user/incident/${reference}/addThread`, { text: 'One more thing' });
      expect(comment.statusCode).toBe(409);
      expect(comment.json().code).toBe(SUPPORT_ERROR_CODES.incidentClosed);
      const reopened = await post('user', `/api/osc/user/incident/${reference}/status`, { action: 'reopen' });
      expect(reopened.json<IncidentDetailResponse>().statusInfo).toBe('IN_PROGRESS');
      expect((await post('user', `/api/osc/user/incident/${reference}/addThread`, { text: '  ' })).statusCode).toBe(
        400,
      );
      const events = (await activityOf(reference)).map((a) => a.event);
      expect(events.slice(-2)).toEqual(['INCIDENT_CLOSED', 'INCIDENT_REOPENED']);
      expect(events).toContain('INCIDENT_STATUS_CHANGED');
    });
  });

  describe('the agent desk', () => {
    it('filters by status, queue, market, support type and search; sorts on the server', async () => {
      const page = async (query: string) => {
        const res = await get('agent', `/api/support/desk/incidents?size=100&${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<DeskPage>();
      };
      const mx = await page('market=MX');
      expect(mx.items.map((i) => i.incidentId)).toEqual(['261112-000001']);
      expect(mx.items[0]).toMatchObject({
        market: 'MX',
        queueId: 198,
        requesterName: 'Diego Hernández',
        companyName: 'Alimentos del Valle S.A. de C.V.',
      });
      expect(mx.items[0]!.supportType).toEqual({ id: 1463, title: 'Request access' });
      const ca = await page('market=CA');
      expect(ca.items.map((i) => i.incidentId)).toEqual(['261113-000001']);
      expect(ca.items[0]).toMatchObject({
        market: 'CA',
        requesterName: 'Étienne Roy',
        statusInfo: 'WAITING_ON_CUSTOMER',
      });
      for (const item of (await page('status=SOLVED')).items) expect(item.statusInfo).toBe('SOLVED');
      for (const item of (await page('queueId=201')).items) expect(item.queueId).toBe(201);
      expect((await page('queueId=201')).items.map((i) => i.incidentId)).toContain('261102-000001');
      for (const item of (await page('supportType=1467')).items) expect(item.supportType.id).toBe(1467);
      expect((await page('search=hern%C3%A1ndez')).items.map((i) => i.incidentId)).toEqual(['261112-000001']);
      expect((await page('search=261102-0000')).items.map((i) => i.incidentId)).toEqual(['261102-000001']);
      expect((await page('search=100%25')).items).toEqual([]);
      const sorted = (await page('sortBy=incidentId&sortOrder=asc')).items.map((i) => i.incidentId);
      expect(sorted).toEqual([...sorted].sort());
    });

    it('offers the support types of the market filtered on, or of every market, titled for the agent', async () => {
      const page = async (query: string) => {
        const res = await get('agent', `/api/support/desk/incidents?size=10&${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<DeskPage>();
      };
      const everyMarket = (await page('')).supportTypes;
      expect(everyMarket.map((type) => type.id).sort()).toEqual([...US_SUPPORT_TYPES].sort());
      expect(everyMarket).toContainEqual({ id: 1466, title: 'Shopper Behavior' });
      expect((await page('market=MX')).supportTypes.map((type) => type.id)).toEqual([...MX_CA_SUPPORT_TYPES]);
      expect((await page('market=CA&status=CLOSED')).supportTypes).toHaveLength(MX_CA_SUPPORT_TYPES.length);
    });

    it('is the support team’s only', async () => {
      expect((await get('user', '/api/support/desk/incidents')).statusCode).toBe(403);
      expect((await get('admin', '/api/support/desk/incidents/261102-000001')).statusCode).toBe(403);
      expect(
        (await post('spectator', '/api/support/desk/incidents/261102-000001/replies', { text: 'x' })).statusCode,
      ).toBe(403);
    });
  });

  describe('contact us', () => {
    it('gives the one phone number, the support e-mail, hours and reasons in the language asked for', async () => {
      const res = await get(null, '/api/lcs/contact-info?locale=fr-CA');
      expect(res.json()).toMatchObject({ phone: '+1 800 555 0199', email: 'support@portal.localhost' });
      expect(res.json().hours).toContain('Du lundi au vendredi');
      expect(res.json().reasons[0]).toEqual({ id: 9001, title: 'Question générale' });
      expect((await get(null, '/api/lcs/contact-info', { host: HOSTS.MX })).json().reasons[0].title).toBe(
        'Pregunta general',
      );
    });

    it('mails the team and acknowledges the sender; refuses an unknown reason and bad fields', async () => {
      const body = {
        reason: 9004,
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana.ruiz@example.com',
        companyName: 'Ruiz SA',
        message: 'We would like to join.',
        variant: 'form-first',
      };
      const unknown = await post('user', '/api/lcs/contact-us', { ...body, reason: 12345 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe(SUPPORT_ERROR_CODES.reasonUnknown);
      const invalid = await post('user', '/api/lcs/contact-us', { ...body, email: 'nope', message: '' });
      expect(invalid.statusCode).toBe(400);
      expect(
        invalid
          .json()
          .details.map((d: { path: string }) => d.path)
          .sort(),
      ).toEqual(['/email', '/message']);

      const proof = await humanProof(null);
      const sent = await post(null, '/api/lcs/contact-us', body, { host: HOSTS.MX, [HUMAN_PROOF_HEADER]: proof });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ status: 'sent' });
      const [team] = await outboxTo('support@portal.localhost');
      expect(team).toMatchObject({ template: 'contact-us-team', locale: 'en-US' });
      expect(team!.text_body).toContain('Reason: Become a supplier partner');
      expect(team!.text_body).toContain('Market: MX');
      expect(team!.text_body).toContain('We would like to join.');
      const [ack] = await outboxTo('ana.ruiz@example.com');
      expect(ack).toMatchObject({ template: 'contact-us-ack', locale: 'es-MX', subject: 'Recibimos tu mensaje' });
      expect(ack!.text_body).toContain('Ser proveedor asociado');
      const [entry] = await activityOf('ana.ruiz@example.com');
      expect(entry).toMatchObject({ actor: 'anonymous', event: 'CONTACT_US_SENT', entity_type: 'CONTACT_US' });
    });
  });
});
