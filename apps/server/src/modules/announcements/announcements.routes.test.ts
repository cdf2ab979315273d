import {
  ANNOUNCEMENT_ERROR_CODES,
  ANNOUNCEMENT_FIELD_ERRORS,
  type AnnouncementBody,
  announcementPageSchema,
  announcementSchema,
  bannerSchema,
} from '@portal/contract/announcements';
import { ERROR_CODES } from '@portal/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp, withSecondServer } from '../../test/helper.js';

/** The test clock starts at 2026-11-22T09:00Z. */
const NOW = '2026-11-22T09:00:00.000Z';
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.parse(NOW) + offsetHours * HOUR).toISOString();

const body = (overrides: Partial<AnnouncementBody> = {}): AnnouncementBody => ({
  severity: 'info',
  textEnUs: 'Maintenance tonight',
  textEsMx: 'Mantenimiento esta noche',
  textFrCa: null,
  startsAt: at(-1),
  endsAt: at(24),
  companyTypes: [],
  ...overrides,
});

describe(`announcements and the banner (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A fresh session each call, so tests do not share dismissals through one cookie by accident. */
  const sessions = new Map<string, string>();
  async function headersOf(loginId: string, host: string = HOSTS.US) {
    const key = `${loginId}@${host}`;
    if (!sessions.has(key)) sessions.set(key, await t.signIn(loginId, host));
    return asUser(sessions.get(key)!, host);
  }

  async function create(payload: AnnouncementBody, host: string = HOSTS.US) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: await headersOf('superadmin', host),
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return announcementSchema.parse(res.json());
  }

  async function bannerOf(loginId: string, query = '', host?: string) {
    const res = await t.app.inject({ url: `/api/banner${query}`, headers: await headersOf(loginId, host) });
    expect(res.statusCode, res.body).toBe(200);
    return bannerSchema.parse(res.json()).announcements;
  }
  const idsOf = async (loginId: string, query = '', host?: string) =>
    (await bannerOf(loginId, query, host)).map((a) => a.id);

  describe('create and list', () => {
    it('targets ACCOUNT companies (spec section 3) and answers the target back', async () => {
      const created = await create(body({ textEnUs: 'For accounts', companyTypes: ['SUPPLIER', 'ACCOUNT'] }));
      expect(created.companyTypes).toEqual(['SUPPLIER', 'ACCOUNT']);
      const res = await t.app.inject({ url: '/api/announcements?size=100', headers: await headersOf('superadmin') });
      const listed = announcementPageSchema.parse(res.json()).items.find((a) => a.id === created.id);
      expect(listed?.companyTypes).toEqual(['SUPPLIER', 'ACCOUNT']);
    });

    it('creates an announcement of the market, lists it, and records it in the activity log', async () => {
      const created = await create(body({ textEnUs: 'Listed one', companyTypes: ['SUPPLIER'] }));
      expect(created).toMatchObject({
        market: 'US',
        severity: 'info',
        textEnUs: 'Listed one',
        textEsMx: 'Mantenimiento esta noche',
        textFrCa: null,
        companyTypes: ['SUPPLIER'],
        status: 'active',
        createdBy: 'superadmin',
        retiredAt: null,
      });
      const res = await t.app.inject({ url: '/api/announcements?size=100', headers: await headersOf('superadmin') });
      const page = announcementPageSchema.parse(res.json());
      expect(page.items.map((a) => a.id)).toContain(created.id);
      const entry = await t.ctx.db
        .selectFrom('activity_log')
        .selectAll()
        .where('entity_type', '=', 'ANNOUNCEMENT')
        .where('entity_id', '=', String(created.id))
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ actor: 'superadmin', event: 'ANNOUNCEMENT_CREATED' });
      expect(entry.description).toContain('Listed one');
    });

    it("keeps each market's announcements to its own hosts: listed, edited and retired there only", async () => {
      const mx = await create(body({ textEnUs: 'Only in Mexico' }), HOSTS.MX);
      const us = await t.app.inject({ url: '/api/announcements?size=100', headers: await headersOf('superadmin') });
      expect(announcementPageSchema.parse(us.json()).items.map((a) => a.id)).not.toContain(mx.id);
      const onMx = await t.app.inject({
        url: '/api/announcements?size=100',
        headers: await headersOf('superadmin', HOSTS.MX),
      });
      expect(announcementPageSchema.parse(onMx.json()).items.map((a) => a.id)).toContain(mx.id);
      const headers = await headersOf('superadmin');
      const put = await t.app.inject({ method: 'PUT', url: `/api/announcements/${mx.id}`, headers, payload: body() });
      const retire = await t.app.inject({ method: 'POST', url: `/api/announcements/${mx.id}/retire`, headers });
      const dismiss = await t.app.inject({
        method: 'POST',
        url: `/api/banner/${mx.id}/dismiss`,
        headers: await headersOf('user'),
      });
      for (const res of [put, retire, dismiss])
        expect(res.json()).toMatchObject({ status: 404, code: ERROR_CODES.notFound });
      expect(await idsOf('user')).not.toContain(mx.id);
      expect(await idsOf('admin.mx', '', HOSTS.MX)).toContain(mx.id);
    });

    it('sorts by start, end or change and filters by status; an unknown sort column is refused', async () => {
      const scheduled = await create(body({ textEnUs: 'Later', startsAt: at(48), endsAt: at(72) }));
      const ended = await create(body({ textEnUs: 'Past', startsAt: at(-72), endsAt: at(-48) }));
      const list = async (query: string) => {
        const res = await t.app.inject({ url: `/api/announcements?${query}`, headers: await headersOf('superadmin') });
        expect(res.statusCode, res.body).toBe(200);
        return announcementPageSchema.parse(res.json());
      };
      const byStart = await list('size=100');
      const starts = byStart.items.map((a) => a.startsAt);
      expect(starts).toEqual([...starts].sort().reverse());
      expect(byStart.items[0]!.id).toBe(scheduled.id);
      const byEndAsc = await list('size=100&sortBy=endsAt&sortOrder=asc');
      expect(byEndAsc.items[0]!.id).toBe(ended.id);
      expect((await list('status=scheduled')).items.map((a) => a.id)).toEqual([scheduled.id]);
      expect((await list('status=ended')).items.map((a) => a.id)).toEqual([ended.id]);
      expect((await list('status=active')).items.every((a) => a.status === 'active')).toBe(true);
      const paged = await list('size=10&page=0');
      expect(paged).toMatchObject({ page: 0, size: 10, total: byStart.total });

      const bad = await t.app.inject({
        url: '/api/announcements?sortBy=textEnUs',
        headers: await headersOf('superadmin'),
      });
      expect(bad.statusCode).toBe(400);
      const badSize = await t.app.inject({ url: '/api/announcements?size=7', headers: await headersOf('superadmin') });
      expect(badSize.statusCode).toBe(400);
    });
  });

  describe('validation', () => {
    const refused = async (payload: unknown) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/announcements',
        headers: await headersOf('superadmin'),
        payload: payload as Record<string, unknown>,
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as { code: string; details: { path: string; message: string }[] };
    };

    it.each<[string, Partial<AnnouncementBody>, string, string]>([
      ['no English text', { textEnUs: '   ' }, 'textEnUs', ANNOUNCEMENT_FIELD_ERRORS.textRequired],
      ['an English text too long', { textEnUs: 'x'.repeat(501) }, 'textEnUs', ANNOUNCEMENT_FIELD_ERRORS.textTooLong],
      ['a translation too long', { textFrCa: 'x'.repeat(501) }, 'textFrCa', ANNOUNCEMENT_FIELD_ERRORS.textTooLong],
      [
        'an end before the start',
        { startsAt: at(5), endsAt: at(4) },
        'endsAt',
        ANNOUNCEMENT_FIELD_ERRORS.endBeforeStart,
      ],
      [
        'an end equal to the start',
        { startsAt: at(5), endsAt: at(5) },
        'endsAt',
        ANNOUNCEMENT_FIELD_ERRORS.endBeforeStart,
      ],
      ['a start that is no instant', { startsAt: '2026-13-01' }, 'startsAt', ANNOUNCEMENT_FIELD_ERRORS.dateRequired],
    ])('refuses %s', async (_label, change, field, message) => {
      const answer = await refused(body(change));
      expect(answer.code).toBe(ERROR_CODES.validation);
      expect(answer.details).toContainEqual(expect.objectContaining({ path: `/${field}`, message }));
    });

    it('refuses targeting that is not a list of distinct company types', async () => {
      for (const companyTypes of [['SUPPLIER', 'SUPPLIER'], ['UNKNOWN'], ['RETAILER'], 'SUPPLIER']) {
        const answer = await refused({ ...body(), companyTypes });
        expect(answer.code).toBe(ERROR_CODES.validation);
      }
    });

    it('accepts instants with an offset and keeps them in UTC', async () => {
      const created = await create(
        body({ startsAt: '2026-11-22T05:00:00-05:00', endsAt: '2026-11-23T05:00:00-05:00' }),
      );
      expect(created).toMatchObject({ startsAt: '2026-11-22T10:00:00.000Z', endsAt: '2026-11-23T10:00:00.000Z' });
    });
  });

  describe('the banner', () => {
    it('shows an announcement from its start until its end only', async () => {
      const window = await create(body({ textEnUs: 'Window', startsAt: at(2), endsAt: at(3) }));
      // Each moment with a session of its own: the clock moves past the idle timeout.
      const seenAt = async (offsetHours: number) => {
        t.clock.set(at(offsetHours));
        const res = await t.app.inject({ url: '/api/banner', headers: asUser(await t.signIn('user')) });
        return bannerSchema
          .parse(res.json())
          .announcements.map((a) => a.id)
          .includes(window.id);
      };
      try {
        expect(await seenAt(1.99)).toBe(false);
        expect(await seenAt(2)).toBe(true);
        expect(await seenAt(2.99)).toBe(true);
        expect(await seenAt(3)).toBe(false);
      } finally {
        t.clock.set(NOW);
      }
    });

    it('shows to the targeted company types only; untargeted ones to everyone, targeted ones not to users without a company', async () => {
      const suppliers = await create(body({ textEnUs: 'Suppliers', companyTypes: ['SUPPLIER'] }));
      const agencies = await create(
        body({ textEnUs: 'Agencies', companyTypes: ['THIRD_PARTY_AGENCY', 'BASIC_VENDOR'] }),
      );
      const everyone = await create(body({ textEnUs: 'Everyone' }));
      const user = await idsOf('user');
      expect(user).toEqual(expect.arrayContaining([suppliers.id, everyone.id]));
      expect(user).not.toContain(agencies.id);
      const partner = await idsOf('partner');
      expect(partner).toEqual(expect.arrayContaining([agencies.id, everyone.id]));
      expect(partner).not.toContain(suppliers.id);
      expect(await idsOf('basic')).toEqual(expect.arrayContaining([agencies.id, everyone.id]));
      const superadmin = await idsOf('superadmin');
      expect(superadmin).toContain(everyone.id);
      expect(superadmin).not.toContain(suppliers.id);
    });

    it("shows a super admin what the company they act for sees, by that company's type", async () => {
      const suppliers = await create(body({ textEnUs: 'Acting suppliers', companyTypes: ['SUPPLIER'] }));
      const cookie = await t.signIn('superadmin');
      const headers = asUser(cookie);
      const acme = await t.ctx.db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Acme Fresh Foods')
        .executeTakeFirstOrThrow();
      const before = await t.app.inject({ url: '/api/banner', headers });
      expect(bannerSchema.parse(before.json()).announcements.map((a) => a.id)).not.toContain(suppliers.id);
      const set = await t.app.inject({ url: `/api/users/set-context?companyId=${acme.id}`, headers });
      expect(set.statusCode, set.body).toBe(200);
      const res = await t.app.inject({ url: '/api/banner', headers });
      expect(bannerSchema.parse(res.json()).announcements.map((a) => a.id)).toContain(suppliers.id);
    });

    it("answers in the reader's language, else the English text marked as a fallback", async () => {
      const created = await create(
        body({ textEnUs: 'Closing early', textEsMx: 'Cierre anticipado', textFrCa: null, severity: 'warning' }),
      );
      const pick = async (loginId: string, query = '', host?: string) =>
        (await bannerOf(loginId, query, host)).find((a) => a.id === created.id);
      expect(await pick('user')).toMatchObject({ text: 'Closing early', locale: 'en-US', fallback: false });
      expect(await pick('user', '?locale=es-MX')).toMatchObject({
        text: 'Cierre anticipado',
        locale: 'es-MX',
        fallback: false,
      });
      expect(await pick('user', '?locale=fr-CA')).toMatchObject({
        text: 'Closing early',
        locale: 'en-US',
        fallback: true,
        severity: 'warning',
      });
      // Without a language named, the reader's preference (the MX demo users prefer es-MX).
      const mx = await create(body({ textEnUs: 'Hello', textEsMx: 'Hola' }), HOSTS.MX);
      expect((await bannerOf('user.mx', '', HOSTS.MX)).find((a) => a.id === mx.id)).toMatchObject({
        text: 'Hola',
        locale: 'es-MX',
      });
      const bad = await t.app.inject({ url: '/api/banner?locale=de-DE', headers: await headersOf('user') });
      expect(bad.statusCode).toBe(400);
    });

    it('puts warnings first', async () => {
      const warning = await create(body({ textEnUs: 'Warn', severity: 'warning', startsAt: at(-5) }));
      const items = await bannerOf('user');
      const firstInfo = items.findIndex((a) => a.severity === 'info');
      expect(items.findIndex((a) => a.id === warning.id)).toBeLessThan(firstInfo);
    });
  });

  describe('dismissal', () => {
    it('keeps a dismissal for the user on every session and every server, not for other users', async () => {
      const created = await create(body({ textEnUs: 'Dismiss me' }));
      const phone = asUser(await t.signIn('user'));
      const laptop = asUser(await t.signIn('user'));
      const first = await t.app.inject({ method: 'POST', url: `/api/banner/${created.id}/dismiss`, headers: phone });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ announcementId: created.id, dismissedAt: NOW });
      const onLaptop = await t.app.inject({ url: '/api/banner', headers: laptop });
      expect(bannerSchema.parse(onLaptop.json()).announcements.map((a) => a.id)).not.toContain(created.id);
      await withSecondServer(t, async (server) => {
        const elsewhere = await server.inject({ url: '/api/banner', headers: laptop });
        expect(bannerSchema.parse(elsewhere.json()).announcements.map((a) => a.id)).not.toContain(created.id);
      });
      expect(await idsOf('admin')).toContain(created.id);

      t.clock.advance(60_000);
      const again = await t.app.inject({ method: 'POST', url: `/api/banner/${created.id}/dismiss`, headers: laptop });
      expect(again.json()).toEqual({ announcementId: created.id, dismissedAt: NOW });
      t.clock.set(NOW);
    });

    it('answers 404 for an announcement the caller is not shown: unknown, retired or targeted elsewhere', async () => {
      const agencies = await create(body({ companyTypes: ['THIRD_PARTY_AGENCY'] }));
      const retired = await create(body());
      const headers = await headersOf('superadmin');
      await t.app.inject({ method: 'POST', url: `/api/announcements/${retired.id}/retire`, headers });
      for (const id of [agencies.id, retired.id, 999_999]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/banner/${id}/dismiss`,
          headers: await headersOf('user'),
        });
        expect(res.statusCode, `${id}`).toBe(404);
      }
    });

    it('refuses the view-only spectator, who changes nothing of their own (as with preferences)', async () => {
      const created = await create(body());
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/banner/${created.id}/dismiss`,
        headers: await headersOf('spectator'),
      });
      expect(res.json()).toMatchObject({ status: 403, code: ERROR_CODES.viewOnly });
      expect(await idsOf('spectator')).toContain(created.id);
    });
  });

  describe('update and retire', () => {
    it('replaces an announcement, keeps who dismissed it, and logs the change', async () => {
      const created = await create(body({ textEnUs: 'Before' }));
      await t.app.inject({
        method: 'POST',
        url: `/api/banner/${created.id}/dismiss`,
        headers: await headersOf('admin'),
      });
      t.clock.advance(60_000);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/announcements/${created.id}`,
        headers: await headersOf('superadmin'),
        payload: body({ textEnUs: 'After', textFrCa: 'Après', companyTypes: ['SUPPLIER'] }),
      });
      t.clock.set(NOW);
      expect(res.statusCode, res.body).toBe(200);
      expect(announcementSchema.parse(res.json())).toMatchObject({
        id: created.id,
        textEnUs: 'After',
        textFrCa: 'Après',
        companyTypes: ['SUPPLIER'],
        createdAt: created.createdAt,
        updatedAt: at(1 / 60),
      });
      expect(await idsOf('admin')).not.toContain(created.id);
      expect((await bannerOf('user', '?locale=fr-CA')).find((a) => a.id === created.id)?.text).toBe('Après');
      const events = await t.ctx.db
        .selectFrom('activity_log')
        .select(['event', 'actor', 'before_value', 'after_value'])
        .where('entity_id', '=', String(created.id))
        .where('entity_type', '=', 'ANNOUNCEMENT')
        .orderBy('id')
        .execute();
      expect(events.map((e) => [e.event, e.actor])).toEqual([
        ['ANNOUNCEMENT_CREATED', 'superadmin'],
        ['ANNOUNCEMENT_DISMISSED', 'admin'],
        ['ANNOUNCEMENT_UPDATED', 'superadmin'],
      ]);
      const updated = events[2]!;
      expect(JSON.parse(updated.before_value!)).toMatchObject({ textEnUs: 'Before', textFrCa: null, companyTypes: '' });
      expect(JSON.parse(updated.after_value!)).toMatchObject({
        textEnUs: 'After',
        textFrCa: 'Après',
        companyTypes: 'SUPPLIER',
      });
    });

    it('retires an announcement: gone from every banner at once, listed as retired, and changed no more', async () => {
      const created = await create(body({ textEnUs: 'Retire me' }));
      expect(await idsOf('user')).toContain(created.id);
      const headers = await headersOf('superadmin');
      const res = await t.app.inject({ method: 'POST', url: `/api/announcements/${created.id}/retire`, headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'retired', retiredAt: NOW });
      expect(await idsOf('user')).not.toContain(created.id);
      const again = await t.app.inject({ method: 'POST', url: `/api/announcements/${created.id}/retire`, headers });
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/announcements/${created.id}`,
        headers,
        payload: body(),
      });
      for (const answer of [again, put])
        expect(answer.json()).toMatchObject({ status: 409, code: ANNOUNCEMENT_ERROR_CODES.retired });
      const retired = await t.app.inject({ url: '/api/announcements?status=retired', headers });
      expect(announcementPageSchema.parse(retired.json()).items.map((a) => a.id)).toContain(created.id);
      const logged = await t.ctx.db
        .selectFrom('activity_log')
        .select(['event', 'actor'])
        .where('entity_id', '=', String(created.id))
        .where('event', '=', 'ANNOUNCEMENT_RETIRED')
        .execute();
      expect(logged).toEqual([{ event: 'ANNOUNCEMENT_RETIRED', actor: 'superadmin' }]);
    });
  });

  describe('access', () => {
    it('answers 401 signed out, and 403 to those without the permission; the spectator reads but changes nothing', async () => {
      const created = await create(body());
      const signedOut = await t.app.inject({ url: '/api/banner', headers: { host: HOSTS.US } });
      expect(signedOut.statusCode).toBe(401);
      for (const loginId of ['admin', 'user', 'partner', 'spectator']) {
        const headers = await headersOf(loginId);
        const post = await t.app.inject({ method: 'POST', url: '/api/announcements', headers, payload: body() });
        const put = await t.app.inject({
          method: 'PUT',
          url: `/api/announcements/${created.id}`,
          headers,
          payload: body(),
        });
        const retire = await t.app.inject({ method: 'POST', url: `/api/announcements/${created.id}/retire`, headers });
        for (const res of [post, put, retire]) expect(res.statusCode, `${loginId} ${res.body}`).toBe(403);
        const list = await t.app.inject({ url: '/api/announcements', headers });
        expect(list.statusCode, loginId).toBe(loginId === 'spectator' ? 200 : 403);
      }
      const unchanged = await t.ctx.db
        .selectFrom('announcements')
        .select(['text_en_us', 'retired_at'])
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(unchanged).toEqual({ text_en_us: 'Maintenance tonight', retired_at: null });
    });
  });
});
