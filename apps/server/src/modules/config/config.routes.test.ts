import { ERROR_CODES } from '@portal/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../../test/helper.js';

describe(`configuration values: GET /api/ccm (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  const ccm = (query = '') => t.app.inject({ method: 'GET', url: `/api/ccm${query}`, headers: { host: HOSTS.MX } });

  it('answers every value without a session when no names are given', async () => {
    const res = await ccm();
    expect(res.statusCode).toBe(200);
    const { values } = res.json() as { values: Record<string, string> };
    expect(Object.keys(values).sort()).toEqual(['analyticsScriptDelayMs', 'contactUsEmail', 'experimentationSdkKey', 'supportPhoneNumber']);
    expect(values).toMatchObject({ supportPhoneNumber: '1-800-555-0142', analyticsScriptDelayMs: '3000', contactUsEmail: 'support@portal.example' });
    expect(values.experimentationSdkKey).toMatch(/^sdk-demo-\w{20,}$/);
  });

  it('answers only the names asked for; unknown names are simply absent', async () => {
    expect((await ccm('?names=supportPhoneNumber,experimentationSdkKey')).json().values).toEqual({
      supportPhoneNumber: '1-800-555-0142',
      experimentationSdkKey: expect.stringMatching(/^sdk-demo-/),
    });
    expect((await ccm('?names=%20contactUsEmail%20,noSuchName,,contactUsEmail')).json()).toEqual({ values: { contactUsEmail: 'support@portal.example' } });
    expect((await ccm('?names=noSuchName')).json()).toEqual({ values: {} });
    expect((await ccm('?names=')).json()).toEqual({ values: {} });
  });

  it('answers what the product owners store, on the next call', async () => {
    await t.ctx.db.insertInto('config_values').values({ name: 'maintenanceBanner', value: 'Saturday 02:00-04:00 UTC', description: '' }).execute();
    await t.ctx.db.updateTable('config_values').set({ value: '1-800-555-0199' }).where('name', '=', 'supportPhoneNumber').execute();
    expect((await ccm('?names=maintenanceBanner,supportPhoneNumber')).json().values).toEqual({
      maintenanceBanner: 'Saturday 02:00-04:00 UTC',
      supportPhoneNumber: '1-800-555-0199',
    });
  });

  it('refuses an over-long names list', async () => {
    const res = await ccm(`?names=${'a'.repeat(501)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ERROR_CODES.validation);
  });
});
