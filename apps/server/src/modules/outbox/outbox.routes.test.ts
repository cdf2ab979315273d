import { hash } from '@node-rs/argon2';
import { ERROR_CODES } from '@portal/contract/errors';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contract/identity';
import { OUTBOX_PATHS, type OutboxMessage, type OutboxPage } from '@portal/contract/outbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOutboxMail, markOutboxMail } from '../../platform/outbox.repository.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, sessionCookieOf, type TestApp } from '../../test/helper.js';
import { outboxReadable } from './outbox.service.js';

/** A non-production US host besides the defaults (a host containing 'qa' is non-production). */
const QA_HOST = 'qa.localhost';
const MARKET_HOSTS = `localhost=US,us.localhost=US,mx.localhost=MX,ca.localhost=CA,${QA_HOST}=US`;

/** The list URL with this query string. */
const listUrl = (query: Record<string, string | number>) =>
  `${OUTBOX_PATHS.messages}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;
const messageUrl = (id: number | string) => OUTBOX_PATHS.message.replace(':messageId', String(id));
const FILLERS = 12;
const PRODUCTION_PASSWORD = 'outbox-production-secret-2026';

type Mail = Parameters<typeof insertOutboxMail>[1];

describe(`outbox routes (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const sessions = new Map<string, string>();
  const ids: Record<'access' | 'incident' | 'percent' | 'thousand' | 'weekly', number> = {
    access: 0,
    incident: 0,
    percent: 0,
    thousand: 0,
    weekly: 0,
  };
  const fillerIds: number[] = [];
  let acmeId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    acmeId = (
      await db.selectFrom('companies').select('id').where('name', '=', 'Acme Fresh Foods').executeTakeFirstOrThrow()
    ).id;
    const mail = (m: Partial<Mail> & Pick<Mail, 'to' | 'subject'>): Mail => ({
      text: `Hello,\n${m.subject}`,
      template: 'incident-created',
      locale: 'en-US',
      companyId: null,
      now: t.clock.now().toISOString(),
      ...m,
    });
    for (let i = 0; i < FILLERS; i++) {
      fillerIds.push(await insertOutboxMail(db, mail({ to: `bulk-${i}@filler.example`, subject: `Filler ${i}` })));
      t.clock.advance(1000);
    }
    ids.access = await insertOutboxMail(
      db,
      mail({
        to: 'Ana.Lopez@Acme.example',
        subject: 'Tu solicitud de acceso',
        text: 'Hola Ana,\nTu solicitud fue aprobada.',
        template: 'access-request',
        locale: 'es-MX',
        companyId: acmeId,
      }),
    );
    t.clock.advance(60_000);
    await markOutboxMail(db, ids.access, 'sent', t.clock.now().toISOString());
    ids.incident = await insertOutboxMail(
      db,
      mail({ to: 'jamie@brightside.example', subject: 'Incident 261122-000001 created' }),
    );
    ids.percent = await insertOutboxMail(
      db,
      mail({ to: 'pat@summit.example', subject: 'Remise de 100% ce mois-ci', locale: 'fr-CA' }),
    );
    ids.thousand = await insertOutboxMail(db, mail({ to: 'lee@summit.example', subject: 'Earn 1000 points' }));
    ids.weekly = await insertOutboxMail(db, mail({ to: 'lee_b@summit.example', subject: 'Your Weekly Report' }));
  });
  afterAll(() => t.close());

  const session = async (loginId: string) => {
    if (!sessions.has(loginId)) sessions.set(loginId, await t.signIn(loginId));
    return sessions.get(loginId)!;
  };
  const get = async (loginId: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: asUser(await session(loginId), HOSTS.US) });
  const list = async (query: Record<string, string | number>) => {
    const res = await get('superadmin', listUrl(query));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OutboxPage>();
  };

  describe('GET the list', () => {
    it('answers the newest first with the total of every message', async () => {
      const stored = await t.ctx.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const page = await list({ size: 10 });
      expect(page.total).toBe(Number(stored.n));
      expect(page).toMatchObject({ page: 0, size: 10 });
      expect(page.items).toHaveLength(10);
      expect(page.items.slice(0, 5).map((m) => m.id)).toEqual([
        ids.weekly,
        ids.thousand,
        ids.percent,
        ids.incident,
        ids.access,
      ]);
      const all = page.items.map((m) => m.id);
      expect(all).toEqual([...all].sort((a, b) => b - a));
    });

    it('pages through the messages', async () => {
      const first = await list({ search: 'filler.example', size: 10 });
      const second = await list({ search: 'filler.example', size: 10, page: 1 });
      expect(first.total).toBe(FILLERS);
      expect(second.total).toBe(FILLERS);
      expect(first.items.map((m) => m.id)).toEqual(fillerIds.slice(2).reverse());
      expect(second).toMatchObject({ page: 1, size: 10 });
      expect(second.items.map((m) => m.id)).toEqual(fillerIds.slice(0, 2).reverse());
      expect((await list({ search: 'filler.example', size: 10, page: 2 })).items).toEqual([]);
    });

    it('shows each row in the contract shape', async () => {
      const page = await list({ search: 'ana.lopez' });
      expect(page.items).toEqual([
        {
          id: ids.access,
          to: 'Ana.Lopez@Acme.example',
          subject: 'Tu solicitud de acceso',
          template: 'access-request',
          locale: 'es-MX',
          status: 'sent',
          createdAt: '2026-11-22T09:00:12.000Z',
          sentAt: '2026-11-22T09:01:12.000Z',
        },
      ]);
    });

    it('filters by status', async () => {
      const sent = await list({ status: 'sent' });
      expect(sent.items.map((m) => m.id)).toEqual([ids.access]);
      expect(sent.total).toBe(1);
      const queued = await list({ status: 'queued', size: 100 });
      expect(queued.items.map((m) => m.id)).not.toContain(ids.access);
      expect(queued.items.every((m) => m.status === 'queued' && m.sentAt === null)).toBe(true);
      expect(queued.total).toBe(FILLERS + 4);
      expect((await list({ status: 'stored' })).total).toBe(0);
    });

    it('searches the recipient and the subject, ignoring case', async () => {
      expect((await list({ search: 'ANA.lopez@acme' })).items.map((m) => m.id)).toEqual([ids.access]);
      expect((await list({ search: 'weekly REPORT' })).items.map((m) => m.id)).toEqual([ids.weekly]);
      expect((await list({ search: 'summit.example' })).items.map((m) => m.id)).toEqual([
        ids.weekly,
        ids.thousand,
        ids.percent,
      ]);
      expect((await list({ search: '261122', status: 'sent' })).total).toBe(0);
      expect((await list({ search: 'nobody@nowhere' })).items).toEqual([]);
    });

    it("treats '%' and '_' in the search as themselves", async () => {
      const percent = await list({ search: '100%' });
      expect(percent.items.map((m) => m.id)).toEqual([ids.percent]);
      expect((await list({ search: '%' })).items.map((m) => m.id)).toEqual([ids.percent]);
      expect((await list({ search: 'lee_' })).items.map((m) => m.id)).toEqual([ids.weekly]);
    });

    it.each([
      ['size 30', { size: 30 }],
      ["status 'failed'", { status: 'failed' }],
      ['a negative page', { page: -1 }],
      ['a search over 100 characters', { search: 'x'.repeat(101) }],
    ])('refuses %s with 400', async (_name, query) => {
      const res = await get('superadmin', listUrl(query));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
    });
  });

  describe('GET one message', () => {
    it('answers the text and the company it is about', async () => {
      const res = await get('superadmin', messageUrl(ids.access));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<OutboxMessage>()).toMatchObject({
        id: ids.access,
        to: 'Ana.Lopez@Acme.example',
        text: 'Hola Ana,\nTu solicitud fue aprobada.',
        companyName: 'Acme Fresh Foods',
        status: 'sent',
        locale: 'es-MX',
        lastError: null,
      });
    });

    it('answers no company name for a message about none', async () => {
      const res = await get('superadmin', messageUrl(ids.incident));
      expect(res.statusCode).toBe(200);
      expect(res.json<OutboxMessage>()).toMatchObject({
        companyName: null,
        text: 'Hello,\nIncident 261122-000001 created',
        sentAt: null,
      });
    });

    it('answers 404 for an unknown id and 400 for one that is not a positive number', async () => {
      const unknown = await get('superadmin', messageUrl(999_999));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe(ERROR_CODES.notFound);
      expect((await get('superadmin', messageUrl('abc'))).statusCode).toBe(400);
      expect((await get('superadmin', messageUrl(0))).statusCode).toBe(400);
    });
  });

  describe('who may read it', () => {
    it.each(['admin', 'user', 'spectator', 'agent'])(
      'refuses %s (no LIST OUTBOX) with 403 and no message',
      async (loginId) => {
        for (const url of [OUTBOX_PATHS.messages, messageUrl(ids.access)]) {
          const res = await get(loginId, url);
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe(ERROR_CODES.forbidden);
          expect(res.body).not.toContain('Ana.Lopez');
        }
      },
    );

    it('answers 401 when signed out', async () => {
      const res = await t.app.inject({ method: 'GET', url: OUTBOX_PATHS.messages, headers: { host: HOSTS.US } });
      expect(res.statusCode).toBe(401);
    });
  });
});

describe(`outbox in a production deployment (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let id = 0;

  beforeAll(async () => {
    t = await createTestApp({
      env: { MARKET_HOSTS },
      configure: (c) => {
        c.env = 'production';
      },
    });
    // Production refuses the demo password: the super admin gets a real one.
    await t.ctx.db
      .updateTable('users')
      .set({ password_hash: await hash(PRODUCTION_PASSWORD) })
      .where('login_id', '=', 'superadmin')
      .execute();
    id = await insertOutboxMail(t.ctx.db, {
      to: 'ana@acme.example',
      subject: 'Reset your password',
      text: 'A secret link',
      template: 'password-reset',
      locale: 'en-US',
      companyId: null,
      now: t.clock.now().toISOString(),
    });
  });
  afterAll(() => t.close());

  const signIn = async (host: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { loginId: 'superadmin', password: PRODUCTION_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookieOf(res);
  };
  const get = async (host: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: asUser(await signIn(host), host) });

  it.each([HOSTS.US, HOSTS.MX, HOSTS.CA])('hides the outbox on the production host %s (404)', async (host) => {
    for (const url of [OUTBOX_PATHS.messages, messageUrl(id)]) {
      const res = await get(host, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(ERROR_CODES.notFound);
      expect(res.body).not.toContain('secret');
    }
  });

  it('still shows it on a non-production host of the same deployment', async () => {
    const page = await get(QA_HOST, OUTBOX_PATHS.messages);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<OutboxPage>().items.map((m) => m.id)).toContain(id);
    const detail = await get(QA_HOST, messageUrl(id));
    expect(detail.statusCode).toBe(200);
    expect(detail.json<OutboxMessage>().text).toBe('A secret link');
  });
});

describe('outboxReadable', () => {
  it('hides the outbox only for a production deployment on a production host', () => {
    expect(outboxReadable({ env: 'production' }, { production: true })).toBe(false);
    expect(outboxReadable({ env: 'production' }, { production: false })).toBe(true);
    expect(outboxReadable({ env: 'development' }, { production: true })).toBe(true);
    expect(outboxReadable({ env: 'test' }, { production: true })).toBe(true);
  });
});
