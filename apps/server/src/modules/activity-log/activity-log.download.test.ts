import { ACTIVITY_LOG_PATHS } from '@portal/contract/activity-log';
import { LOCALE_COOKIE } from '@portal/contract/locale';
import { GROUPS } from '@portal/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntries } from '../../test/activity-entries.js';
import { sheetRows } from '../../test/sheet-rows.js';
import { asUser, companyIdNamed, createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import type { AuthContext } from '../../platform/session.js';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.js';
import { downloadEntries } from './activity-log.download.js';

const RANGE = { from: '2026-11-01', to: '2026-11-21' };

describe(`activity log download (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let acme: number;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await companyIdNamed(t, 'Acme Fresh Foods');
    const delValle = await companyIdNamed(t, 'Alimentos del Valle S.A. de C.V.');
    // 25 of Acme's entries, one an hour from 10 November 12:00 UTC (06:00 in Chicago), and one of Del Valle's.
    await insertEntries(t.ctx.db, [
      ...Array.from({ length: 25 }, (_, n) => ({
        at: new Date(Date.parse('2026-11-10T12:00:00.000Z') + n * 3_600_000).toISOString(),
        companyId: acme,
        actor: n % 2 ? 'admin' : 'dana',
        entityId: `user-${String(n).padStart(2, '0')}`,
        event: n % 5 === 0 ? 'BLOCK_USER' : 'UPDATE_USER_PROFILE',
        description: n === 3 ? '=cmd|" /C calc"!A0' : `Change ${n}`,
        before: n === 4 ? { products: ['SHOPPER_BEHAVIOR'] } : undefined,
        after: n === 4 ? { products: [] } : undefined,
      })),
      { at: '2026-11-12T12:00:00.000Z', companyId: delValle, market: 'MX', description: 'Del Valle' },
    ]);
    headers = asUser(await t.signIn('admin'));
  });
  afterAll(() => t.close());

  const download = (payload: object, query = '', locale = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: `${ACTIVITY_LOG_PATHS.download}${query}`,
      headers: { ...headers, cookie: `${headers.cookie}; ${LOCALE_COOKIE}=${locale}` },
      payload: { ...RANGE, ...payload },
    });

  it("holds every filtered entry of the caller's company, in the order asked, with headers and codes in their language", async () => {
    const res = await download({ events: ['UPDATE_USER_PROFILE'] }, '?sortBy=entityId&sortOrder=asc', 'es-MX');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity_log_2026-11-22.xlsx"');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([
      'Fecha de creación (America/Chicago)',
      'Autor',
      'Tipo de entidad',
      'ID de entidad',
      'Evento',
      'Descripción del evento',
      'Aplicación',
      'Empresa',
      'Mercado',
      'Antes',
      'Después',
    ]);
    const wanted = Array.from({ length: 25 }, (_, n) => n).filter((n) => n % 5 !== 0);
    expect(rows.slice(1).map((r) => r[3])).toEqual(wanted.map((n) => `user-${String(n).padStart(2, '0')}`));
    // The codes in words, in the caller's language (the names the web shows).
    expect(rows[1]!.slice(2, 8)).toEqual([
      'Usuario',
      'user-01',
      'Perfil de usuario actualizado',
      'Change 1',
      'Portal de proveedores',
      'Acme Fresh Foods',
    ]);
    expect(rows.slice(1).every((r) => r[4] === 'Perfil de usuario actualizado')).toBe(true);
  });

  it("writes times in the caller's time zone, before and after as JSON, and no cell a spreadsheet reads as a formula", async () => {
    const rows = await sheetRows((await download({}, '?sortBy=uiCreatedOnDate&sortOrder=asc', 'fr-CA')).rawPayload);
    expect(rows[0]![0]).toBe('Créé le (America/Chicago)');
    expect(rows.length).toBe(26);
    expect(rows[1]!.slice(0, 2)).toEqual(['10-11-2026 06:00:00', 'dana']);
    expect(rows[4]![5]).toBe(`'=cmd|" /C calc"!A0`);
    expect(rows[5]!.slice(8, 11)).toEqual(['US', '{"products":["SHOPPER_BEHAVIOR"]}', '{"products":[]}']);
    expect(rows.some((r) => r.includes('Del Valle'))).toBe(false);
  });

  it('reads batch by batch, meeting each entry once, in every order', async () => {
    const admin = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('login_id', '=', 'admin')
      .executeTakeFirstOrThrow();
    const auth = { userId: admin.id, loginId: 'admin', group: GROUPS.admin, companyId: acme, actingCompanyId: null };
    const filters = { ...RANGE, events: [], applications: [] };
    for (const sortBy of ['uiCreatedOnDate', 'actor', 'entityId'] as const) {
      const whole = await sheetRows((await download({}, `?sortBy=${sortBy}&sortOrder=desc`)).rawPayload);
      const stream = await downloadEntries(
        t.ctx,
        auth as AuthContext,
        'en-US',
        { sortBy, sortOrder: 'desc' },
        filters,
        4,
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(await sheetRows(Buffer.concat(chunks)), sortBy).toEqual(whole);
    }
  });
});
