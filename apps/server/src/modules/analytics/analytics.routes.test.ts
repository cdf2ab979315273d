import { RATE_LIMITS } from '@portal/contract/constants';
import { ERROR_CODES, UNAUTHORIZED_MESSAGES } from '@portal/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';
import { listEventsNamed } from '../../test/queries.js';

const EVENTS_URL = '/api/analytics/events';

const event = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  occurred_at: '2026-11-22T08:58:30.000Z',
  ...extra,
});

describe(`analytics routes (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const companyId = async (name: string) =>
    (await t.ctx.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const userId = async (loginId: string) =>
    (await t.ctx.db.selectFrom('users').select('id').where('login_id', '=', loginId).executeTakeFirstOrThrow()).id;

  it("stores a signed-in batch with the user's company and market", async () => {
    const cookie = await t.signIn('user');
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_URL,
      headers: asUser(cookie),
      payload: {
        events: [
          event('tile_click', { properties: { product: 'SHOPPER_BEHAVIOR', position: 1, beta: false }, path: '/apps' }),
          event('page_view', { path: '/profile' }),
        ],
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [click] = await listEventsNamed(t.ctx.db, 'tile_click');
    expect(click).toMatchObject({
      user_id: await userId('user'),
      company_id: await companyId('Acme Fresh Foods'),
      market: 'US',
      path: '/apps',
      occurred_at: '2026-11-22T08:58:30.000Z',
      received_at: t.clock.now().toISOString(),
    });
    expect(JSON.parse(click!.properties)).toEqual({ product: 'SHOPPER_BEHAVIOR', position: 1, beta: false });
    const [view] = await listEventsNamed(t.ctx.db, 'page_view');
    expect(JSON.parse(view!.properties)).toEqual({});
  });

  it('records the market of the host and no company for an internal user', async () => {
    const mx = await t.signIn('user.mx');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: EVENTS_URL,
          headers: asUser(mx, HOSTS.MX),
          payload: { events: [event('mx_event')] },
        })
      ).statusCode,
    ).toBe(204);
    expect((await listEventsNamed(t.ctx.db, 'mx_event'))[0]).toMatchObject({
      market: 'MX',
      company_id: await companyId('Alimentos del Valle S.A. de C.V.'),
    });

    const associate = await t.signIn('associate', HOSTS.CA);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: EVENTS_URL,
          headers: asUser(associate, HOSTS.CA),
          payload: { events: [event('internal_event')] },
        })
      ).statusCode,
    ).toBe(204);
    expect((await listEventsNamed(t.ctx.db, 'internal_event'))[0]).toMatchObject({
      market: 'CA',
      company_id: null,
      user_id: await userId('associate'),
    });
  });

  it.each([
    ['user', 'Regular User', 'Full'],
    ['admin', 'Admin', 'Full'],
    ['partner', 'Third Party User', 'Full'],
    ['basic', 'Regular User', 'Basic'],
    ['basic3p', 'Third Party User', 'Basic'],
    ['category', 'Category Manager', 'Full'],
    ['merchant', 'Merchant', 'Full'],
    ['superadmin', 'Super Admin', 'Full'],
  ])('stamps every event of %s with the analytics role %s and access type %s', async (loginId, role, access) => {
    const cookie = await t.signIn(loginId);
    const name = `stamped_${loginId}`;
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_URL,
      headers: asUser(cookie),
      payload: { events: [event(name), event(name, { path: '/apps' })] },
    });
    expect(res.statusCode).toBe(204);
    const stored = await listEventsNamed(t.ctx.db, name);
    expect(stored.map((e) => [e.analytics_role, e.access_type])).toEqual([
      [role, access],
      [role, access],
    ]);
  });

  it('refuses a signed-out batch and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EVENTS_URL,
      headers: { host: HOSTS.US, 'x-requested-with': 'portal' },
      payload: { events: [event('anonymous_event')] },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(UNAUTHORIZED_MESSAGES.missingToken);
    expect(await listEventsNamed(t.ctx.db, 'anonymous_event')).toEqual([]);
  });

  it('refuses more than 50 events, an empty batch and a bad event, storing none', async () => {
    const cookie = await t.signIn('admin');
    const post = (events: unknown[]) =>
      t.app.inject({ method: 'POST', url: EVENTS_URL, headers: asUser(cookie), payload: { events } });
    const tooMany = await post(Array.from({ length: 51 }, () => event('bulk_event')));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe(ERROR_CODES.validation);
    expect(await listEventsNamed(t.ctx.db, 'bulk_event')).toEqual([]);
    expect((await post(Array.from({ length: 50 }, () => event('bulk_event')))).statusCode).toBe(204);
    expect(await listEventsNamed(t.ctx.db, 'bulk_event')).toHaveLength(50);

    expect((await post([])).statusCode).toBe(400);
    expect((await post([{ name: 'no_time' }])).statusCode).toBe(400);
    expect((await post([event('bad_time', { occurred_at: 'yesterday' })])).statusCode).toBe(400);
    expect(await listEventsNamed(t.ctx.db, 'bad_time')).toEqual([]);
  });

  it('caps the events one user may add per window, counting each event of a batch', async () => {
    let cookie = await t.signIn('noaccess');
    const batch = Array.from({ length: 50 }, () => event('capped_event'));
    const post = () =>
      t.app.inject({ method: 'POST', url: EVENTS_URL, headers: asUser(cookie), payload: { events: batch } });
    const { limit, windowMs } = RATE_LIMITS.analyticsEventsPerUser;
    for (let i = 0; i < limit / batch.length; i += 1) expect((await post()).statusCode).toBe(204);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.rateLimited, details: { limit: 'analytics_events' } });
    expect(Number(refused.headers['retry-after'])).toBe(windowMs / 1000);
    expect(await listEventsNamed(t.ctx.db, 'capped_event')).toHaveLength(limit);
    const other = await t.signIn('basic');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: EVENTS_URL,
          headers: asUser(other),
          payload: { events: [event('other_user_event')] },
        })
      ).statusCode,
    ).toBe(204);
    t.clock.advance(windowMs);
    cookie = await t.signIn('noaccess');
    expect((await post()).statusCode).toBe(204);
  });
});
