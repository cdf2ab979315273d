import { companyPageSchema } from '@portal/contract/companies';
import { userPageSchema } from '@portal/contract/user-admin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, companyIdNamed, createTestApp, DIALECT_UNDER_TEST, HOSTS, type TestApp } from '../test/helper.js';
import { foldForSearch, SQL_FOLD_FUNCTION } from './search-fold.js';

/** Each text, and what every search stores and compares it as. */
const FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['Érablière Laurentienne Ltée', 'erabliere laurentienne ltee'],
  ['ÉRABLIÈRE', 'erabliere'],
  ['érablière', 'erabliere'],
  ['HERNÁNDEZ', 'hernandez'],
  ['Peña Nieto', 'pena nieto'],
  ['NIÑO', 'nino'],
  ['François Lefèvre', 'francois lefevre'],
  ['Cœur', 'coeur'],
  ['ŒUVRE', 'oeuvre'],
  ['Straße', 'strasse'],
  ['Ærø', 'aero'],
  ['Łódź', 'lodz'],
  ['İstanbul', 'istanbul'],
  ['ﬁne', 'fine'],
  ['ＡＣＭＥ', 'acme'],
  ['Zoë.O’Brien@Example.COM', 'zoe.o’brien@example.com'],
  ['Дом', 'дом'],
  ['100%_done', '100%_done'],
];

describe('foldForSearch', () => {
  it.each(FOLDS)('folds %j to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('folds a folded text to itself', () => {
    for (const [, folded] of FOLDS) expect(foldForSearch(folded)).toBe(folded);
  });
});

describe(`the searches fold as foldForSearch does (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let acme: number;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await companyIdNamed(t, 'Acme Fresh Foods');
    const admin = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('login_id', '=', 'admin')
      .executeTakeFirstOrThrow();
    const { id: _id, directory: _directory, ...template } = admin;
    for (const [login, first, last] of [
      ['fold.hernandez', 'José', 'Hernández'],
      ['fold.strauss', 'Jürgen', 'Strauß'],
      ['fold.coeur', 'Anaïs', 'Cœurdacier'],
    ] as const) {
      await t.ctx.db
        .insertInto('users')
        .values({ ...template, login_id: login, first_name: first, last_name: last, email: `${login}@acme.example` })
        .execute();
    }
  });
  afterAll(() => t.close());

  it('folds in SQL exactly as in JavaScript', async () => {
    for (const [text] of FOLDS) {
      const { rows } = await sql<{ folded: string }>`select ${sql.raw(SQL_FOLD_FUNCTION)}(${text}) as folded`.execute(
        t.ctx.db,
      );
      expect(rows[0]!.folded, text).toBe(foldForSearch(text));
    }
  });

  it("finds the same companies for 'Érablière', 'ERABLIERE' and 'érablière' on the CA host", async () => {
    const cookie = await t.signIn('superadmin', HOSTS.CA);
    const names = async (search: string) => {
      const res = await t.app.inject({
        url: `/api/companies?search=${encodeURIComponent(search)}`,
        headers: asUser(cookie, HOSTS.CA),
      });
      expect(res.statusCode, res.body).toBe(200);
      return companyPageSchema.parse(res.json()).items.map((company) => company.companyName);
    };
    const found = await names('Érablière Laurentienne');
    expect(found).toEqual(['Érablière Laurentienne Ltée']);
    for (const search of ['ERABLIERE LAURENTIENNE', 'érablière laurentienne', 'Erabliere Laurentienne']) {
      expect(await names(search), search).toEqual(found);
    }
  });

  it("finds the same users in the users tab however the term's case and accents are written", async () => {
    const cookie = await t.signIn('admin');
    const logins = async (search: string) => {
      const res = await t.app.inject({
        url: `/api/companies/${acme}/users?search=${encodeURIComponent(search)}`,
        headers: asUser(cookie),
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = userPageSchema.parse(res.json());
      return page.tab === 'users' ? page.items.map((user) => user.loginId) : [];
    };
    const cases: Array<[string[], string]> = [
      [['hernández', 'HERNANDEZ', 'Hernandez', 'nánd'], 'fold.hernandez'],
      [['STRAUSS', 'strauß', 'jurgen'], 'fold.strauss'],
      [['coeurdacier', 'CŒURDACIER', 'anais'], 'fold.coeur'],
      // One or two characters match a field's start (decision 032), folded too.
      [['HÉ', 'he'], 'fold.hernandez'],
    ];
    for (const [searches, login] of cases) {
      for (const search of searches) expect(await logins(search), search).toContain(login);
    }
  });
});
