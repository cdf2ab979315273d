import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '@portal/contract/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAfter, lastEntryId } from '../../test/activity-entries.js';
import { WALKED_BY_ACTIVITY_TEST } from '../../test/activity-walk.js';
import { asUser, companyIdNamed, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { multipartBody } from '../../test/multipart.js';
import { INCIDENT_DETAIL } from '../support/support.test-helpers.js';

type Call = { as: string; method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; status: number };

/**
 * The every-route walk's other half (decision 052): the changing routes the authorization matrix never calls with
 * success are called so here, each in a state that lets it succeed, and must write their entry. Jobs a call queues
 * run before the entries are read: a deletion's entries are written by its job, in each user's own transaction.
 */
describe(`activity log: every change writes an entry (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  let acme: number;
  let harvest: number;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await companyIdNamed(t, 'Acme Fresh Foods');
    harvest = await companyIdNamed(t, 'Harvest Valley Farms');
  });
  afterAll(() => t.close());

  async function headersOf(loginId: string) {
    if (!cookies.has(loginId)) cookies.set(loginId, await t.signIn(loginId));
    return asUser(cookies.get(loginId)!);
  }
  const send = async (call: Omit<Call, 'status'>) =>
    t.app.inject({
      method: call.method,
      url: call.url,
      headers: await headersOf(call.as),
      ...(call.payload ? { payload: call.payload } : {}),
    });

  /** Makes a call that must answer `status`, runs the jobs it queued, and answers the entries written meanwhile. */
  async function entriesOf(call: Call | (() => Promise<{ statusCode: number; body: string }>), status?: number) {
    if (typeof call !== 'function') await headersOf(call.as);
    const before = await lastEntryId(t.ctx.db);
    const res = typeof call === 'function' ? await call() : await send(call);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(typeof call === 'function' ? status : call.status);
    await t.ctx.worker.drain();
    return entriesAfter(t.ctx.db, before);
  }
  const parsed = (value: string | null) => (value === null ? null : (JSON.parse(value) as unknown));

  const walks: Record<(typeof WALKED_BY_ACTIVITY_TEST)[number], () => Promise<void>> = {
    'POST /api/login': async () => {
      const entries = await entriesOf(async () => ({ statusCode: 200, body: await t.signIn('user') }), 200);
      expect(entries.map((e) => [e.event, e.actor, e.market])).toEqual([['SIGN_IN', 'user', 'US']]);
    },
    'POST /api/password-reset': async () => {
      const link = await send({
        as: 'basic',
        method: 'POST',
        url: '/api/pwd-reset-link',
        payload: { password: DEMO_PASSWORD },
      });
      const token = new URL(String(link.json().url), 'http://x').searchParams.get('token')!;
      const entries = await entriesOf(
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/password-reset',
            headers: { host: HOSTS.US, 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({
              token,
              password: 'walk-the-log-2026',
              confirm: 'walk-the-log-2026',
            }).toString(),
          }),
        303,
      );
      expect(entries.map((e) => [e.event, e.entity_id])).toEqual([['PASSWORD_RESET', 'basic']]);
    },
    'POST /api/incidents': async () => {
      const { payload, contentType } = multipartBody([
        { name: 'incidentDetail', value: JSON.stringify(INCIDENT_DETAIL) },
      ]);
      const headers = { ...(await headersOf('user')), 'content-type': contentType };
      const entries = await entriesOf(
        () => t.app.inject({ method: 'POST', url: '/api/incidents?oscType=GENERAL', headers, payload }),
        201,
      );
      expect(entries.map((e) => [e.event, e.actor, e.company_id])).toEqual([['INCIDENT_CREATED', 'user', acme]]);
    },
    'POST /api/users/block': async () => {
      const payload = { loginIds: ['user.ca'], reason: 'Walk of the log' };
      const entries = await entriesOf({
        as: 'superadmin',
        method: 'POST',
        url: '/api/users/block',
        payload,
        status: 200,
      });
      expect(entries.map((e) => [e.event, e.entity_id, e.market])).toEqual([['BLOCK_USER', 'user.ca', 'CA']]);
      expect([parsed(entries[0]!.before_value), parsed(entries[0]!.after_value)]).toEqual([
        { status: 'ACTIVE' },
        { status: 'BLOCKED', blockedReason: 'Walk of the log' },
      ]);
    },
    'POST /api/users/unblock': async () => {
      const payload = { loginIds: ['user.ca'] };
      const entries = await entriesOf({
        as: 'superadmin',
        method: 'POST',
        url: '/api/users/unblock',
        payload,
        status: 200,
      });
      expect(entries.map((e) => [e.event, e.entity_id])).toEqual([['UNBLOCK_USER', 'user.ca']]);
    },
    'POST /api/companies/:companyId/users/delete': async () => {
      const url = `/api/companies/${acme}/users/delete`;
      const entries = await entriesOf({
        as: 'admin',
        method: 'POST',
        url,
        payload: { loginIds: ['noaccess'] },
        status: 200,
      });
      expect(entries.map((e) => [e.event, e.entity_id])).toEqual([['DELETE_USER', 'noaccess']]);
      expect(parsed(entries[0]!.before_value)).toMatchObject({ status: 'ACTIVE', products: expect.any(Array) });
      expect(entries[0]!.after_value).toBeNull();
    },
    'PUT /api/companies/:companyId/email-domains/:domain': async () => {
      const created = await send({
        as: 'admin',
        method: 'POST',
        url: `/api/companies/${acme}/email-domains`,
        payload: { domainName: 'walk.example' },
      });
      const url = `/api/companies/${acme}/email-domains/${created.json().id}`;
      const payload = { domainName: 'walk.example', allowSubDomains: true };
      const entries = await entriesOf({ as: 'admin', method: 'PUT', url, payload, status: 200 });
      expect(entries.map((e) => e.event)).toEqual(['EMAIL_DOMAIN_UPDATED']);
      expect([parsed(entries[0]!.before_value), parsed(entries[0]!.after_value)]).toEqual([
        { domainName: 'walk.example', allowSubDomains: false, is3pDomain: false },
        { domainName: 'walk.example', allowSubDomains: true, is3pDomain: false },
      ]);
    },
    'POST /api/companies/:companyId/email-domains/exceptions': async () => {
      const context = await send({ as: 'superadmin', method: 'GET', url: `/api/users/set-context?companyId=${acme}` });
      expect(context.statusCode, context.body).toBe(200);
      const url = `/api/companies/${acme}/email-domains/exceptions`;
      const payload = { domainName: 'walk.retailer.example' };
      const entries = await entriesOf({ as: 'superadmin', method: 'POST', url, payload, status: 201 });
      expect(entries.map((e) => [e.event, e.entity_type, e.actor, e.company_id])).toEqual([
        ['EMAIL_DOMAIN_EXCEPTION_APPROVED', 'EMAIL_DOMAIN_EXCEPTION', 'superadmin', acme],
      ]);
      expect(parsed(entries[0]!.after_value)).toEqual({ domainName: 'walk.retailer.example', rule: 'retailerDomain' });
    },
    'PUT /api/companies/:companyId/users/complete-registration/basic': async () => {
      await t.ctx.db
        .updateTable('users')
        .set({ registration_completed: 0 })
        .where('login_id', '=', 'basic3p')
        .execute();
      const northwind = await companyIdNamed(t, 'Northwind Retail Analytics');
      const payload = {
        first_name: 'Walk',
        last_name: 'Basic',
        timezone: 'America/Chicago',
        language_code: 'en-US',
        accepted: [
          { assetPath: 'basic-third-party-agency-terms-and-conditions', version: '1.0' },
          { assetPath: 'data-sharing-addendum-3p-users', version: '1.0' },
        ],
      };
      const url = `/api/companies/${northwind}/users/complete-registration/basic`;
      const entries = await entriesOf({ as: 'basic3p', method: 'PUT', url, payload, status: 200 });
      expect(entries.map((e) => e.event)).toContain('REGISTRATION_COMPLETED');
    },
    'POST /api/companies/:companyId/users/bulk-upload/validate-create': async () => {
      const csv = 'E-mail,First name,Last name,Role\nwalk.bulk@acmefresh.example,Walk,Bulk,User\n';
      const { payload, contentType } = multipartBody([
        { name: 'file', file: { fileName: 'people.csv', content: Buffer.from(csv) } },
      ]);
      const headers = { ...(await headersOf('admin')), 'content-type': contentType };
      const url = `/api/companies/${acme}/users/bulk-upload/validate-create?isOverrideConfirmed=true`;
      const entries = await entriesOf(() => t.app.inject({ method: 'POST', url, headers, payload }), 200);
      expect(entries.map((e) => [e.event, e.company_id])).toEqual([
        ['BULK_UPLOAD_STARTED', acme],
        ['ADD_USER', acme],
      ]);
    },
    'POST /api/v1/identity/companies/:companyId/users/bulk-edit': async () => {
      const csv = 'E-mail,First name,Last name,Role\njamie.cooper@acmefresh.example,Jamie,Cooper Walk,User\n';
      const { payload, contentType } = multipartBody([
        { name: 'file', file: { fileName: 'edit.csv', content: Buffer.from(csv) } },
      ]);
      const { tenant_id } = await t.ctx.db
        .selectFrom('companies')
        .select('tenant_id')
        .where('id', '=', acme)
        .executeTakeFirstOrThrow();
      const headers = { ...(await headersOf('admin')), 'content-type': contentType, tenant_id: String(tenant_id) };
      const url = `/api/v1/identity/companies/${acme}/users/bulk-edit?isOverrideConfirmed=true`;
      const entries = await entriesOf(() => t.app.inject({ method: 'POST', url, headers, payload }), 200);
      expect(entries.map((e) => [e.event, e.company_id, e.entity_id])).toEqual([
        ['BULK_EDIT_STARTED', acme, String(acme)],
        ['BULK_EDIT_USER', acme, 'user'],
      ]);
      expect(parsed(entries[1]!.after_value)).toEqual({ lastName: 'Cooper Walk' });
    },
    'PUT /api/companies/:companyId/access-audit/due-date': async () => {
      const context = await send({ as: 'superadmin', method: 'GET', url: `/api/users/set-context?companyId=${acme}` });
      expect(context.statusCode, context.body).toBe(200);
      const url = `/api/companies/${acme}/access-audit/due-date`;
      const entries = await entriesOf({
        as: 'superadmin',
        method: 'PUT',
        url,
        payload: { dueDate: '2027-03-01' },
        status: 200,
      });
      expect(entries.map((e) => [e.event, e.entity_type, e.actor, e.company_id])).toEqual([
        ['ACCESS_AUDIT_DUE_DATE_SET', 'ACCESS_AUDIT', 'superadmin', acme],
      ]);
      expect(parsed(entries[0]!.after_value)).toEqual({ dueAt: '2027-03-01T00:00:00.000Z' });
    },
    'POST /api/kb/authoring/images': async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const { payload, contentType } = multipartBody([{ name: 'file', file: { fileName: 'a.png', content: png } }]);
      const headers = { ...(await headersOf('editor')), 'content-type': contentType };
      const url = '/api/kb/authoring/images';
      const entries = await entriesOf(() => t.app.inject({ method: 'POST', url, headers, payload }), 201);
      expect(entries.map((e) => [e.event, e.entity_type, e.actor, e.company_id])).toEqual([
        ['KB_IMAGE_UPLOADED', 'KB_IMAGE', 'editor', null],
      ]);
    },
    'GET /api/users/switch-context': async () => {
      const setContext = `/api/users/set-context?companyId=${acme}`;
      expect((await send({ as: 'superadmin', method: 'GET', url: setContext })).statusCode).toBe(200);
      const url = `/api/users/switch-context?companyId=${harvest}`;
      const entries = await entriesOf({ as: 'superadmin', method: 'GET', url, status: 200 });
      expect(entries.map((e) => [e.event, e.company_id])).toEqual([['SWITCH_CONTEXT', harvest]]);
    },
  };

  it('calls each changing route the matrix never calls with success', () => {
    expect(Object.keys(walks).sort()).toEqual([...WALKED_BY_ACTIVITY_TEST].sort());
  });

  for (const [route, walk] of Object.entries(walks)) {
    it(`${route} writes its entry`, walk);
  }

  it('records a password reset link mailed to a known login id, and nothing for an unknown one', async () => {
    const request = (loginId: string) =>
      entriesOf({ as: 'admin', method: 'POST', url: '/api/password-reset/request', payload: { loginId }, status: 200 });
    expect((await request('nobody.at.all')).map((e) => e.event)).toEqual([]);
    expect((await request('user')).map((e) => [e.event, e.entity_id])).toEqual([
      ['PASSWORD_RESET_LINK_CREATED', 'user'],
    ]);
  });

  it('keeps before and after of a rename, a product change, a flag and a dismissal', async () => {
    const renamed = await entriesOf({
      as: 'admin',
      method: 'PUT',
      url: `/api/companies/${acme}/users/profile`,
      payload: { loginId: 'user', firstName: 'Walker', lastName: 'Lee' },
      status: 200,
    });
    expect(parsed(renamed[0]!.after_value)).toEqual({ firstName: 'Walker', lastName: 'Lee' });
    expect(parsed(renamed[0]!.before_value)).toEqual({ firstName: expect.any(String), lastName: expect.any(String) });
    const access = await entriesOf({
      as: 'admin',
      method: 'PUT',
      url: `/api/companies/${acme}/users/access`,
      payload: { loginIds: ['user'], products: ['REPORT_BUILDER'] },
      status: 200,
    });
    expect(parsed(access[0]!.after_value)).toEqual({ products: ['REPORT_BUILDER'] });
    const flag = await entriesOf({
      as: 'superadmin',
      method: 'PUT',
      url: '/api/v1/feature-flags/wem-kb-rollout',
      payload: { enabled: true, rollout_percent: 50, market: 'CA', environment: 'non-production' },
      status: 200,
    });
    expect([flag[0]!.market, parsed(flag[0]!.after_value)]).toEqual(['CA', { enabled: true, rolloutPercent: 50 }]);
  });

  it('changes or deletes entries nowhere but in the retention job (and the migrations): no route can', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const sources = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/^(test|db[\\/]migrations)[\\/]/.test(file),
      );
    const writes = /(updateTable|deleteFrom)\(\s*'activity_log'|\b(update|delete\s+from)\s+activity_log\b/gi;
    const found = sources.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(writes)].map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([
      `modules${path.sep}activity-log${path.sep}activity-log.repository.ts: deleteFrom('activity_log'`,
    ]);
  });
});
