import { ERROR_CODES } from '@portal/contract/errors';
import { PROFILE_ERROR_CODES } from '@portal/contract/profile';
import {
  acceptancesResponseSchema,
  completeRegistrationResponseSchema,
  documentSchema,
  REGISTRATION_ERROR_CODES,
  userCompaniesResponseSchema,
} from '@portal/contract/registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DOCUMENTS } from '../../db/seed/documents.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, hostOfLogin, type TestApp } from '../../test/helper.js';
import { checkPdfStructure, pdfText } from '../../test/pdf.js';

const SUPPLIER_TERMS = 'supplier-terms-and-conditions';
const ADDENDUM_3P = 'data-sharing-addendum-3p-users';

describe(`registration and documents (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  let companyIds: Map<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.ctx.db.selectFrom('companies').select(['id', 'name']).execute();
    companyIds = new Map(rows.map((r) => [r.name, r.id]));
  });
  afterAll(() => t.close());

  const acme = () => companyIds.get('Acme Fresh Foods')!;
  async function cookieOf(loginId: string): Promise<string> {
    if (!cookies.has(loginId)) cookies.set(loginId, await t.signIn(loginId));
    return cookies.get(loginId)!;
  }
  const as = async (loginId: string) => asUser(await cookieOf(loginId), hostOfLogin(loginId));
  const getDocument = (query: string, host: string = HOSTS.US) =>
    t.app.inject({ url: `/api/content/documents?${query}`, headers: { host } });
  const register = async (loginId: string, companyId: number, body: unknown, variant: '' | '/basic' = '') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/users/complete-registration${variant}`,
      headers: await as(loginId),
      payload: body as Record<string, unknown>,
    });
  const registration = (
    accepted: { assetPath: string; version: string }[],
    overrides: Record<string, unknown> = {},
  ) => ({
    first_name: 'Casey',
    last_name: 'Morales-Ruiz',
    timezone: 'America/Denver',
    language_code: 'es-MX',
    accepted,
    ...overrides,
  });
  const registrationState = async (loginId: string) =>
    await t.ctx.db
      .selectFrom('users')
      .select(['registration_completed', 'first_name', 'last_name'])
      .where('login_id', '=', loginId)
      .executeTakeFirstOrThrow();
  const setUnregistered = (loginId: string) =>
    t.ctx.db.updateTable('users').set({ registration_completed: 0 }).where('login_id', '=', loginId).execute();

  describe('documents', () => {
    it('answers the current version of the suppliers’ terms, to anyone, in the language asked for', async () => {
      const res = await getDocument(`assetPath=${SUPPLIER_TERMS}&locale=en-US`);
      expect(res.statusCode).toBe(200);
      const document = documentSchema.parse(res.json());
      expect(document).toMatchObject({
        assetPath: SUPPLIER_TERMS,
        version: '2.0',
        locale: 'en-US',
        title: 'Terms and conditions for suppliers',
        effectiveDate: '2026-06-01',
      });
      expect(document.sections.map((s) => s.heading)).toContain('5a. Audiences and activation');
      expect(document.sections.length).toBeGreaterThanOrEqual(8);

      const spanish = documentSchema.parse((await getDocument(`assetPath=${SUPPLIER_TERMS}&locale=es-MX`)).json());
      expect(spanish).toMatchObject({
        version: '2.0',
        locale: 'es-MX',
        title: 'Términos y condiciones para proveedores',
      });
      expect(spanish.sections).toHaveLength(document.sections.length);
      const french = documentSchema.parse((await getDocument(`assetPath=${SUPPLIER_TERMS}&locale=fr-CA`)).json());
      expect(french.title).toBe('Conditions d’utilisation pour les fournisseurs');
    });

    it('uses the market’s language when none is asked for', async () => {
      expect((await getDocument('assetPath=privacy-policy', HOSTS.MX)).json()).toMatchObject({
        locale: 'es-MX',
        title: 'Aviso de privacidad',
      });
      expect((await getDocument('assetPath=privacy-policy', HOSTS.CA)).json()).toMatchObject({
        locale: 'fr-CA',
        title: 'Politique de confidentialité',
      });
    });

    it('serves every document of the contract in the three languages', async () => {
      for (const document of SEED_DOCUMENTS) {
        for (const locale of ['en-US', 'es-MX', 'fr-CA']) {
          const res = await getDocument(`assetPath=${document.assetPath}&locale=${locale}`);
          expect(res.statusCode, document.assetPath).toBe(200);
          expect(res.json().locale).toBe(locale);
          expect(res.json().sections.length, `${document.assetPath} ${locale}`).toBeGreaterThanOrEqual(5);
        }
      }
    });

    it('refuses an asset path the portal does not serve', async () => {
      const res = await getDocument('assetPath=..%2Fsecrets&locale=en-US');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
    });

    it('falls back to en-US where a version is not translated, and keeps a future version out until its day', async () => {
      const row = {
        asset_path: 'privacy-policy',
        title: 'Privacy policy',
        sections: JSON.stringify([{ heading: 'New', body: 'Updated.' }]),
        created_at: '2026-11-01T00:00:00.000Z',
      };
      await t.ctx.db
        .insertInto('documents')
        .values({ ...row, version: '1.1', locale: 'en-US', effective_date: '2026-11-01' })
        .execute();
      await t.ctx.db
        .insertInto('documents')
        .values({ ...row, version: '2.0', locale: 'en-US', effective_date: '2027-01-01' })
        .execute();
      const spanish = (await getDocument('assetPath=privacy-policy&locale=es-MX')).json();
      expect(spanish).toMatchObject({ version: '1.1', locale: 'en-US', title: 'Privacy policy' });
      t.clock.set('2027-01-01T00:00:00.000Z');
      try {
        expect((await getDocument('assetPath=privacy-policy&locale=fr-CA')).json()).toMatchObject({
          version: '2.0',
          locale: 'en-US',
        });
      } finally {
        t.clock.set('2026-11-22T09:00:00.000Z');
      }
    });

    it('downloads a real PDF of the same content, with accents', async () => {
      const res = await t.app.inject({
        url: `/api/content/documents/pdf?assetPath=${SUPPLIER_TERMS}&locale=es-MX`,
        headers: { host: HOSTS.US },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${SUPPLIER_TERMS}-2.0.pdf"`);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(checkPdfStructure(pdf)).toBeGreaterThan(5);
      const text = pdfText(pdf);
      expect(text).toContain('Términos y condiciones para proveedores');
      expect(text).toContain('Versión 2.0');
      expect(text).toContain('contraseña');
      expect(text).toContain('Página 1 de');
      expect(pdf.toString('latin1')).toContain('/Lang (es-MX)');
    });

    it('writes the French PDF in French', async () => {
      const res = await t.app.inject({
        url: '/api/content/documents/pdf?assetPath=data-sharing-addendum-3p-users&locale=fr-CA',
        headers: { host: HOSTS.CA },
      });
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${ADDENDUM_3P}-1.0.pdf"`);
      checkPdfStructure(res.rawPayload);
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Addenda sur le partage des données pour les');
      expect(text).toContain('Version 1.0 — en vigueur depuis le 1 février 2025');
      expect(text).toContain('4. Sécurité et incidents');
      expect(text).toContain('Votre agence reçoit les données des fournisseurs qui l’autorisent');
    });

    it('answers 404 in the portal’s error shape for a document with no version in effect', async () => {
      await t.ctx.db.deleteFrom('documents').where('asset_path', '=', 'data-sharing-addendum').execute();
      for (const url of [
        '/api/content/documents?assetPath=data-sharing-addendum',
        '/api/content/documents/pdf?assetPath=data-sharing-addendum',
      ]) {
        const res = await t.app.inject({ url, headers: { host: HOSTS.US } });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe(ERROR_CODES.notFound);
      }
    });
  });

  describe('completing a registration (standard variant)', () => {
    it('tells an invited user which company they register for and what to accept', async () => {
      const res = await t.app.inject({ url: '/api/users/companies', headers: await as('newuser') });
      expect(res.statusCode).toBe(200);
      expect(userCompaniesResponseSchema.parse(res.json())).toEqual({
        loginId: 'newuser',
        companies: [
          {
            companyId: acme(),
            companyName: 'Acme Fresh Foods',
            companyType: 'SUPPLIER',
            accountType: 'charter',
            registrationCompleted: false,
            requiredDocuments: [SUPPLIER_TERMS],
          },
        ],
      });
    });

    it('answers 404 for another company, including one the caller could otherwise see', async () => {
      const current = [{ assetPath: SUPPLIER_TERMS, version: '2.0' }];
      for (const company of ['Summit Household Goods', 'Alimentos del Valle S.A. de C.V.']) {
        const res = await register('newuser', companyIds.get(company)!, registration(current));
        expect(res.statusCode, company).toBe(404);
        expect(res.json().code).toBe(ERROR_CODES.notFound);
      }
      await setUnregistered('partner');
      // Brightside's partner acts for Acme, but registers only for their own agency.
      expect((await register('partner', acme(), registration(current))).statusCode).toBe(404);
      expect((await register('superadmin', acme(), registration(current))).statusCode).toBe(404);
      expect((await registrationState('newuser')).registration_completed).toBe(0);
    });

    it('refuses the basic variant for a supplier', async () => {
      const res = await register(
        'newuser',
        acme(),
        registration([{ assetPath: SUPPLIER_TERMS, version: '2.0' }]),
        '/basic',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(REGISTRATION_ERROR_CODES.wrongVariant);
    });

    it('refuses a registration that does not accept the terms', async () => {
      const res = await register('newuser', acme(), registration([{ assetPath: 'privacy-policy', version: '1.0' }]));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: REGISTRATION_ERROR_CODES.documentsMissing,
        details: { missing: [SUPPLIER_TERMS] },
      });
    });

    it('refuses an acceptance of an earlier version', async () => {
      const res = await register('newuser', acme(), registration([{ assetPath: SUPPLIER_TERMS, version: '1.0' }]));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: REGISTRATION_ERROR_CODES.documentOutdated,
        details: { outdated: [{ assetPath: SUPPLIER_TERMS, accepted: '1.0', current: '2.0' }] },
      });
    });

    it('refuses a time zone the profile does not offer and a language the market does not offer', async () => {
      const current = [{ assetPath: SUPPLIER_TERMS, version: '2.0' }];
      const zone = await register('newuser', acme(), registration(current, { timezone: 'Europe/Kaliningrad' }));
      expect(zone.statusCode).toBe(400);
      expect(zone.json().code).toBe(ERROR_CODES.validation);
      const language = await register('newuser', acme(), registration(current, { language_code: 'fr-CA' }));
      expect(language.statusCode).toBe(400);
      expect(language.json().code).toBe(PROFILE_ERROR_CODES.languageNotOffered);
      const noName = await register('newuser', acme(), registration(current, { first_name: '  ' }));
      expect(noName.statusCode).toBe(400);
      expect(noName.json().details[0].message).toBe('profile.errors.first_name_required');
      expect(await registrationState('newuser')).toEqual({
        registration_completed: 0,
        first_name: 'Casey',
        last_name: 'Morales',
      });
    });

    it('completes once: names, time zone, language and the acceptance are saved, and the activity log tells', async () => {
      const res = await register('newuser', acme(), registration([{ assetPath: SUPPLIER_TERMS, version: '2.0' }]));
      expect(res.statusCode, res.body).toBe(200);
      const now = t.clock.now().toISOString();
      expect(completeRegistrationResponseSchema.parse(res.json())).toEqual({
        registration_completed: true,
        acceptances: [{ assetPath: SUPPLIER_TERMS, version: '2.0', locale: 'es-MX', acceptedAt: now }],
      });
      const context = (
        await t.app.inject({ url: '/api/v1/identity/user-context', headers: await as('newuser') })
      ).json();
      expect(context).toMatchObject({
        registration_completed: true,
        first_name: 'Casey',
        last_name: 'Morales-Ruiz',
        user_preferences: { locale: { timezone: 'America/Denver' }, language_code: 'es-MX' },
      });
      const stored = await t.ctx.db
        .selectFrom('document_acceptances')
        .selectAll()
        .where('company_id', '=', acme())
        .execute();
      expect(stored).toEqual([
        expect.objectContaining({ asset_path: SUPPLIER_TERMS, version: '2.0', locale: 'es-MX', accepted_at: now }),
      ]);
      const log = await t.ctx.db
        .selectFrom('activity_log')
        .selectAll()
        .where('event', '=', 'REGISTRATION_COMPLETED')
        .execute();
      expect(log).toEqual([expect.objectContaining({ actor: 'newuser', company_id: acme(), entity_id: 'newuser' })]);
      expect(log[0]!.description).toContain(`${SUPPLIER_TERMS} 2.0 (es-MX)`);

      const again = await register('newuser', acme(), registration([{ assetPath: SUPPLIER_TERMS, version: '2.0' }]));
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe(REGISTRATION_ERROR_CODES.alreadyCompleted);
      expect(
        await t.ctx.db.selectFrom('document_acceptances').select('id').where('company_id', '=', acme()).execute(),
      ).toHaveLength(1);
    });

    it('shows the acceptance to the user and to their company’s admin, and to nobody else', async () => {
      const url = '/api/users/newuser/acceptances';
      const own = await t.app.inject({ url, headers: await as('newuser') });
      expect(own.statusCode).toBe(200);
      expect(acceptancesResponseSchema.parse(own.json()).acceptances).toEqual([
        { assetPath: SUPPLIER_TERMS, version: '2.0', locale: 'es-MX', acceptedAt: t.clock.now().toISOString() },
      ]);
      expect((await t.app.inject({ url, headers: await as('admin') })).json()).toEqual(own.json());
      // agencyadmin: the admin of an agency working for Acme administers none of Acme's users (decision 003).
      for (const other of ['user', 'admin.mx', 'agencyadmin', 'superadmin']) {
        const res = await t.app.inject({ url, headers: await as(other) });
        expect(res.statusCode, other).toBe(404);
        expect(res.body).not.toContain(SUPPLIER_TERMS);
      }
    });

    it('lets a company admin, and only them, look up a user’s companies', async () => {
      const url = '/api/users/companies?loginId=newuser';
      const byAdmin = await t.app.inject({ url, headers: await as('admin') });
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().companies[0]).toMatchObject({
        companyName: 'Acme Fresh Foods',
        registrationCompleted: true,
      });
      for (const other of ['user', 'admin.mx', 'partner'])
        expect((await t.app.inject({ url, headers: await as(other) })).statusCode, other).toBe(404);
      expect(
        (await t.app.inject({ url: '/api/users/companies?loginId=nobody.at.all', headers: await as('admin') }))
          .statusCode,
      ).toBe(404);
      expect((await t.app.inject({ url: '/api/users/companies', headers: await as('associate') })).json()).toEqual({
        loginId: 'associate',
        companies: [],
      });
    });
  });

  describe('the basic variant and third-party companies', () => {
    it('registers a basic vendor through /basic only', async () => {
      await setUnregistered('basic');
      const harvest = companyIds.get('Harvest Valley Farms')!;
      const accepted = [{ assetPath: 'basic-vendor-terms-and-conditions', version: '1.0' }];
      const standard = await register(
        'basic',
        harvest,
        registration(accepted, { first_name: 'Rosa', last_name: 'Delgado', language_code: 'en-US' }),
      );
      expect(standard.statusCode).toBe(400);
      expect(standard.json().code).toBe(REGISTRATION_ERROR_CODES.wrongVariant);
      const basic = await register(
        'basic',
        harvest,
        registration(accepted, { first_name: 'Rosa', last_name: 'Delgado', language_code: 'en-US' }),
        '/basic',
      );
      expect(basic.statusCode, basic.body).toBe(200);
      expect(basic.json().acceptances).toEqual([
        expect.objectContaining({ assetPath: 'basic-vendor-terms-and-conditions', version: '1.0', locale: 'en-US' }),
      ]);
    });

    it('makes a third-party user accept the data sharing addendum for third-party users too', async () => {
      await setUnregistered('partner');
      const brightside = companyIds.get('Brightside Media Partners')!;
      const companies = (await t.app.inject({ url: '/api/users/companies', headers: await as('partner') })).json();
      expect(companies.companies[0].requiredDocuments).toEqual([
        'third-party-agency-terms-and-conditions',
        ADDENDUM_3P,
      ]);
      const terms = { assetPath: 'third-party-agency-terms-and-conditions', version: '1.0' };
      const onlyTerms = await register('partner', brightside, registration([terms]));
      expect(onlyTerms.statusCode).toBe(400);
      expect(onlyTerms.json().details).toEqual({ missing: [ADDENDUM_3P] });
      const both = await register(
        'partner',
        brightside,
        registration([terms, { assetPath: ADDENDUM_3P, version: '1.0' }], { language_code: 'en-US' }),
      );
      expect(both.statusCode, both.body).toBe(200);
      expect(both.json().acceptances.map((a: { assetPath: string }) => a.assetPath)).toEqual([
        terms.assetPath,
        ADDENDUM_3P,
      ]);
    });

    it('lets only one of two simultaneous registrations through', async () => {
      await setUnregistered('basic3p');
      const northwind = companyIds.get('Northwind Retail Analytics')!;
      const body = registration(
        [
          { assetPath: 'basic-third-party-agency-terms-and-conditions', version: '1.0' },
          { assetPath: ADDENDUM_3P, version: '1.0' },
        ],
        { language_code: 'en-US' },
      );
      const results = await Promise.all([
        register('basic3p', northwind, body, '/basic'),
        register('basic3p', northwind, body, '/basic'),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const basic3p = await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('login_id', '=', 'basic3p')
        .executeTakeFirstOrThrow();
      expect(
        await t.ctx.db.selectFrom('document_acceptances').select('id').where('user_id', '=', basic3p.id).execute(),
      ).toHaveLength(2);
    });
  });
});
