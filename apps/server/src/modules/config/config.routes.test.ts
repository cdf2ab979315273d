import { BROWSER_CONFIG_NAMES, CONFIG_NAMES } from '@portal/contract/config';
import { ERROR_CODES } from '@portal/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';

describe(`configuration values: GET /api/ccm (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ccm = (query = '', headers: Record<string, string> = { host: HOSTS.MX }) =>
    t.app.inject({ method: 'GET', url: `/api/ccm${query}`, headers });

  it('answers every browser value without a session when no names are given', async () => {
    const res = await ccm();
    expect(res.statusCode).toBe(200);
    const { values } = res.json() as { values: Record<string, string> };
    expect(Object.keys(values).sort()).toEqual([...BROWSER_CONFIG_NAMES].sort());
    expect(values).toMatchObject({ supportPhoneNumber: '1-800-555-0142', analyticsScriptDelayMs: '3000' });
    expect(values.experimentationSdkKey).toMatch(/^sdk-demo-\w{20,}$/);
  });

  it('answers only the names asked for; unknown names are simply absent', async () => {
    expect((await ccm('?names=supportPhoneNumber,experimentationSdkKey')).json().values).toEqual({
      supportPhoneNumber: '1-800-555-0142',
      experimentationSdkKey: expect.stringMatching(/^sdk-demo-/),
    });
    expect((await ccm('?names=%20supportPhoneNumber%20,noSuchName,,supportPhoneNumber')).json()).toEqual({
      values: { supportPhoneNumber: '1-800-555-0142' },
    });
    expect((await ccm('?names=noSuchName')).json()).toEqual({ values: {} });
    expect((await ccm('?names=')).json()).toEqual({ values: {} });
  });

  it('never answers a value that is not meant for the browser, asked for or not, signed in or not', async () => {
    const serverOnly = CONFIG_NAMES.filter((name) => !(BROWSER_CONFIG_NAMES as readonly string[]).includes(name));
    expect(serverOnly).toContain('contactUsEmail');
    await t.ctx.db
      .insertInto('config_values')
      .values({ name: 'smtpRelayPassword', value: 'hunter2', description: 'private' })
      .execute();
    const superadmin = asUser(await t.signIn('superadmin'), HOSTS.US);
    for (const headers of [{ host: HOSTS.MX }, superadmin]) {
      const all = JSON.stringify((await ccm('', headers)).json());
      const asked = JSON.stringify(
        (await ccm(`?names=${[...serverOnly, 'smtpRelayPassword'].join(',')}`, headers)).json(),
      );
      for (const answer of [all, asked]) {
        expect(answer).not.toContain('support@portal.example');
        expect(answer).not.toContain('hunter2');
      }
      expect(JSON.parse(asked)).toEqual({ values: {} });
    }
  });

  it('answers what the product owners store, on the next call', async () => {
    await t.ctx.db
      .updateTable('config_values')
      .set({ value: '1-800-555-0199' })
      .where('name', '=', 'supportPhoneNumber')
      .execute();
    expect((await ccm('?names=supportPhoneNumber')).json().values).toEqual({ supportPhoneNumber: '1-800-555-0199' });
  });

  it('refuses an over-long names list', async () => {
    const res = await ccm(`?names=${'a'.repeat(501)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ERROR_CODES.validation);
  });
});
