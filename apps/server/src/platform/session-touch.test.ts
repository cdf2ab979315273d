import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { hashToken, SESSION_COOKIE } from './session.js';

const SECOND = 1000;

describe('session touch', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signIn('user');
  });
  afterAll(async () => t.close());

  const lastSeenAt = async () => {
    const id = hashToken(cookie.slice(SESSION_COOKIE.length + 1));
    const row = await t.ctx.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.last_seen_at;
  };
  const readUserContext = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/identity/user-context', headers: { cookie } });
    expect(res.statusCode).toBe(200);
  };

  // Under load every write waits for the disk; a read must stay a read while the idle time is fresh enough.
  it('does not write the session on a read made within a minute of the last touch', async () => {
    const signedInAt = await lastSeenAt();
    t.clock.advance(30 * SECOND);
    await readUserContext();
    t.clock.advance(29 * SECOND);
    await readUserContext();
    expect(await lastSeenAt()).toBe(signedInAt);
  });

  it('touches the session once a minute has passed, and not again on the next read', async () => {
    t.clock.advance(2 * SECOND);
    const touchedAt = t.clock.now().toISOString();
    await readUserContext();
    expect(await lastSeenAt()).toBe(touchedAt);
    t.clock.advance(SECOND);
    await readUserContext();
    expect(await lastSeenAt()).toBe(touchedAt);
  });
});
