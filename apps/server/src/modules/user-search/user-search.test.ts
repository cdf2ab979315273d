import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldedKey } from '../../db/contains.js';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from '../../test/helper.js';
import { blockUser, unblockUser } from '../../platform/users.repository.js';
import { updateName } from '../user-admin/user-admin.repository.js';
import * as repo from './user-search.queries.js';

/**
 * The users and blocked tabs' search through `user_search` (migration 019, decision 025) and the indexes of the
 * fields' starts (migration 022, decision 032) finds exactly the users the search's own test of each user finds
 * (decision 021: lower(field) like '%term%' on first name, last name, e-mail and login id; 'term%' for a term of one
 * or two characters, decision 032), for terms long and short, odd characters and accents, and stays so through every
 * change of a user.
 */
/** Ends a transaction that changed the schema to read a plan, rolling it back, with the plan. */
class PlanSeen extends Error {}

describe(`user search index (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let acme: number;
  let other: number;

  /** Users with what a search may trip on: accents, upper-case accents, wildcards, quotes, the escape character. */
  const ODD_USERS = [
    { first: 'Zoë', last: 'Ångström', email: 'zoe.angstrom@acme.example', login: 'zoe.angstrom' },
    { first: 'ÉLODIE', last: 'Dupré', email: 'Elodie.DUPRE@Acme.example', login: 'elodie.dupre' },
    { first: 'Ana_Maria', last: '100% Garcia', email: 'ana_maria@acme.example', login: 'ana.maria' },
    { first: "O'Brien", last: 'Say "hi"', email: 'obrien@acme.example', login: 'o.brien' },
    { first: 'Back\\slash', last: 'Garcíarez', email: 'back.slash@acme.example', login: 'back.slash' },
  ];
  const TERMS = [
    'a',
    'A',
    'an',
    'ANA',
    'garcia',
    'garcía',
    'GARCÍA',
    'zoë',
    'ZOË',
    'é',
    'É',
    'élodie',
    'Élodie',
    'dupre',
    'dupré',
    'ångström',
    'angstrom',
    '@',
    '@acme.example',
    '.example',
    'elodie.dupre@acme',
    '100%',
    '%',
    '_',
    'a_m',
    'ana_',
    "o'b",
    '"hi"',
    'y "h',
    '\\',
    'k\\s',
    'user',
    'xyz-none',
    'ie\ndup',
    'e\ne',
  ];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    acme = (
      await db.selectFrom('companies').select('id').where('name', '=', 'Acme Fresh Foods').executeTakeFirstOrThrow()
    ).id;
    other = (
      await db.selectFrom('companies').select('id').where('id', '!=', acme).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const template = await db.selectFrom('users').selectAll().where('company_id', '=', acme).executeTakeFirstOrThrow();
    const { id: _id, directory: _directory, ...row } = template;
    for (const u of ODD_USERS) {
      await db
        .insertInto('users')
        .values({ ...row, first_name: u.first, last_name: u.last, email: u.email, login_id: u.login, status: 'ACTIVE' })
        .execute();
    }
    // A field holding the separator of user_search's text: the search tests such a term on the users themselves.
    await db
      .insertInto('users')
      .values({ ...row, first_name: 'Julie\nDupont', login_id: 'julie.dupont', email: 'julie@acme.example' })
      .execute();
  });
  afterAll(() => t.close());

  /** A limit above any test's matches: every match. */
  const ALL = 1_000_000;
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  const filterOf = (companyId: number, status: 'ACTIVE' | 'BLOCKED', search: string) => ({ companyId, status, search });

  /** Every term, both tabs, two companies: the index's matches are the scan's. */
  async function agree(terms: readonly string[] = TERMS) {
    for (const companyId of [acme, other]) {
      for (const status of ['ACTIVE', 'BLOCKED'] as const) {
        for (const term of terms) {
          const filter = filterOf(companyId, status, term);
          const found = await repo.findMatches(t.ctx.db, t.ctx.dialect, filter, term, ALL);
          const scanned = await repo.scanMatches(t.ctx.db, filter);
          expect(sorted(found), `${companyId} ${status} ${JSON.stringify(term)}`).toEqual(sorted(scanned));
        }
      }
    }
  }

  const idOf = async (login: string) =>
    (await t.ctx.db.selectFrom('users').select('id').where('login_id', '=', login).executeTakeFirstOrThrow()).id;
  const found = async (term: string, status: 'ACTIVE' | 'BLOCKED' = 'ACTIVE', companyId = acme) =>
    sorted(await repo.findMatches(t.ctx.db, t.ctx.dialect, filterOf(companyId, status, term), term, ALL));

  it('finds what the search’s own test finds, for every term, tab and company', async () => {
    await agree();
    // The terms are not vacuous: they find users, some of them the odd ones.
    expect((await found('garcia')).length).toBeGreaterThan(0);
    expect(await found('ana_')).toEqual([await idOf('ana.maria')]);
    expect(await found('100%')).toEqual([await idOf('ana.maria')]);
    expect(await found('zoë')).toContain(await idOf('zoe.angstrom'));
    expect(await found('zoë')).toEqual(await found('ZOE'));
    expect(await found('y "h')).toEqual([await idOf('o.brien')]);
    expect(await found('k\\s')).toEqual([await idOf('back.slash')]);
    expect(await found('ie\ndup')).toEqual([await idOf('julie.dupont')]);
    // The field separator never joins two fields into a match.
    expect(await found('e\ne')).toEqual([]);
  });

  it('folds case and accents as every search does (search-fold.ts), on both databases', async () => {
    const elodie = [await idOf('elodie.dupre')];
    for (const term of ['ELODIE.DUPRE@ACME', 'Dupré', 'dupre', 'élodie', 'ÉLODIE'])
      expect(await found(term)).toEqual(elodie);
    for (const term of ['garcíar', 'garciar', 'GARCIAR']) expect(await found(term)).toEqual([await idOf('back.slash')]);
  });

  it('matches the start of a field for a term of one or two characters, any part of it for a longer one', async () => {
    const db = t.ctx.db;
    const template = await db.selectFrom('users').selectAll().where('company_id', '=', acme).executeTakeFirstOrThrow();
    const { id: _id, directory: _directory, ...row } = template;
    const people = [
      { first_name: 'Li', last_name: 'Wei', email: 'wei@acme.example', login_id: 'w.lw' },
      { first_name: 'Lisa', last_name: 'Moreau', email: 'moreau@acme.example', login_id: 'lmoreau' },
      { first_name: 'Julie', last_name: 'Ali', email: 'julie.ali@acme.example', login_id: 'jali' },
    ];
    for (const person of people)
      await db
        .insertInto('users')
        .values({ ...row, ...person, status: 'ACTIVE' })
        .execute();
    const [li, lisa, julie] = [await idOf('w.lw'), await idOf('lmoreau'), await idOf('jali')];
    for (const term of ['li', 'Li', 'LI']) {
      expect(await found(term)).toEqual(expect.arrayContaining([li, lisa]));
      expect(await found(term)).not.toContain(julie);
    }
    expect(await found('lis')).toContain(lisa);
    expect(await found('lis')).not.toContain(li);
    expect(await found('ali')).toContain(julie);
    // The e-mail and the login id count as fields of their own: 'mo' is the start of Lisa's e-mail.
    expect(await found('mo')).toContain(lisa);
    expect(await found('jal')).toEqual([julie]);
    expect(await found('ja')).toContain(julie);
    await agree(['li', 'LI', 'l', 'mo', 'ja', 'w.', 'ali']);
  });

  it('reads a term of one or two characters off the indexes of the fields’ starts (migrations 022 and 026)', async () => {
    const db = t.ctx.db;
    for (const field of ['first_name', 'last_name', 'email', 'login_id']) {
      const key = foldedKey(DIALECT_UNDER_TEST, sql.ref(field));
      // As the search asks (startsMatches): in the key's order, so the start index gives the rows.
      const query = sql`select id from users where company_id = ${acme} and status = 'ACTIVE'
        and ${key} >= 'li' and ${key} < 'lj' order by ${key} limit 1001`;
      const plan = await db
        .transaction()
        .execute(async (trx) => {
          if (DIALECT_UNDER_TEST === 'postgres') {
            // A few users: the planner's choice among the company's indexes is a toss-up, so the others are dropped
            // for this transaction (rolled back below) to see that the query's key is the index's.
            const { rows: others } = await sql<{ indexname: string }>`select indexname from pg_indexes
            where tablename = 'users' and schemaname = current_schema() and indexdef like '%(company_id%'
              and indexname not like 'users_starts_%'`.execute(trx);
            for (const { indexname } of others) await sql`drop index ${sql.id(indexname)}`.execute(trx);
            await sql`set local enable_seqscan = off`.execute(trx);
            const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
            throw new PlanSeen(rows.map((r) => r['QUERY PLAN']).join('\n'));
          }
          const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(trx);
          return rows.map((r) => r.detail).join('\n');
        })
        .catch((error: unknown) => {
          if (error instanceof PlanSeen) return error.message;
          throw error;
        });
      expect(plan, field).toContain(`users_starts_${field}`);
    }
  });

  it('keeps the index in step with every change of a user: name, e-mail, login, block, company, deletion', async () => {
    const db = t.ctx.db;
    const terms = ['quentin', 'quen', 'qu', 'tarantino', 'q.tarantino', 'newmail', 'renamed', 'ren'];
    const template = await db.selectFrom('users').selectAll().where('company_id', '=', acme).executeTakeFirstOrThrow();
    const { id: _id, directory: _directory, ...row } = template;
    const { id } = await db
      .insertInto('users')
      .values({
        ...row,
        first_name: 'Quentin',
        last_name: 'Tarantino',
        email: 'q.tarantino@acme.example',
        login_id: 'q.tarantino',
        status: 'ACTIVE',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await found('tarantino')).toEqual([id]);
    await agree(terms);

    await updateName(db, id, { firstName: 'Renamed', lastName: 'Person', now: '2026-11-24T00:00:00.000Z' });
    expect(await found('tarantino')).toEqual([id]); // still in the e-mail and the login id
    expect(await found('quentin')).toEqual([]);
    expect(await found('renamed')).toEqual([id]);
    await agree(terms);

    await db
      .updateTable('users')
      .set({ email: 'newmail@acme.example', login_id: 'renamed.person' })
      .where('id', '=', id)
      .execute();
    expect(await found('tarantino')).toEqual([]);
    expect(await found('newmail')).toEqual([id]);
    await agree(terms);

    await blockUser(db, id, { reason: 'test', by: 'admin', at: '2026-11-24T00:00:00.000Z' });
    expect(await found('newmail')).toEqual([]);
    expect(await found('newmail', 'BLOCKED')).toEqual([id]);
    await agree(terms);

    await unblockUser(db, id, '2026-11-24T00:00:00.000Z');
    expect(await found('newmail')).toEqual([id]);
    expect(await found('newmail', 'BLOCKED')).toEqual([]);

    await db.updateTable('users').set({ company_id: other }).where('id', '=', id).execute();
    expect(await found('newmail')).toEqual([]);
    expect(await found('newmail', 'ACTIVE', other)).toEqual([id]);
    await agree(terms);

    await db.updateTable('users').set({ company_id: null }).where('id', '=', id).execute();
    expect(await found('newmail', 'ACTIVE', other)).toEqual([]);
    await db.updateTable('users').set({ company_id: acme, status: 'PENDING' }).where('id', '=', id).execute();
    expect(await found('newmail')).toEqual([]);
    await db.updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', id).execute();
    expect(await found('newmail')).toEqual([id]);
    await agree(terms);

    await db.deleteFrom('users').where('id', '=', id).execute();
    expect(await found('newmail')).toEqual([]);
    await agree(terms);

    // One row per active or blocked user, with a company or not (migration 029), no more, no fewer.
    const { rows } = await sql<{ users: number; kept: number }>`select
      (select count(*) from users where status in ('ACTIVE', 'BLOCKED')) as users,
      (select count(*) from user_search) as kept`.execute(db);
    expect(Number(rows[0]!.kept)).toBe(Number(rows[0]!.users));
  });

  it('pages a search from its matches: the same rows and total as paging the scan', async () => {
    const order = { column: 'last_name', direction: 'asc' } as const;
    for (const term of ['a', 'an', 'garcia', 'user', 'acme', 'zz']) {
      const filter = filterOf(acme, 'ACTIVE', term);
      const whole = await t.ctx.userSearch.page(filter, order, { offset: 0, limit: 1000 });
      const scanned = await repo.scanMatches(t.ctx.db, filter);
      expect(whole.total, term).toBe(scanned.length);
      expect(sorted(whole.rows.map((r) => r.id)), term).toEqual(sorted(scanned));
      const paged = [];
      for (let offset = 0; offset < whole.total; offset += 7) {
        const { rows, total } = await t.ctx.userSearch.page(filter, order, { offset, limit: 7 });
        expect(total).toBe(whole.total);
        paged.push(...rows.map((r) => r.id));
      }
      expect(paged, term).toEqual(whole.rows.map((r) => r.id));
    }
  });

  it.runIf(DIALECT_UNDER_TEST === 'postgres')(
    'answers the same on PostgreSQL without the trigram index (extensions refused: a b-tree of the scope)',
    async () => {
      const db = t.ctx.db;
      await sql`drop index user_search_trigrams`.execute(db);
      await sql`create index user_search_scope on user_search (scope)`.execute(db);
      try {
        await agree(['garcia', 'an', 'ANA', '@acme.example', 'ana_', 'élodie', 'xyz-none']);
        expect((await found('garcia')).length).toBeGreaterThan(0);
      } finally {
        await sql`drop index user_search_scope`.execute(db);
        await sql`create index user_search_trigrams on user_search using gin
          (scope, search_text public.gin_trgm_ops)`.execute(db);
      }
    },
  );

  it.runIf(DIALECT_UNDER_TEST === 'postgres')(
    'holds each field in its start index on PostgreSQL (migrations 023 and 026), so a short term reads the index alone',
    async () => {
      for (const field of ['first_name', 'last_name', 'email', 'login_id']) {
        const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
          where indexname = ${`users_starts_${field}`} and schemaname = current_schema()`.execute(t.ctx.db);
        expect(rows.map((r) => r.indexdef).join(''), field).toMatch(
          new RegExp(`\\(company_id, status, portal_fold\\(${field}\\).*, id\\) INCLUDE \\(${field}\\)$`),
        );
      }
    },
  );

  it.runIf(DIALECT_UNDER_TEST === 'postgres')(
    'has the trigram index on PostgreSQL, and uses it for a term of three characters',
    async () => {
      const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
        where tablename = 'user_search' and schemaname = current_schema()`.execute(t.ctx.db);
      expect(rows.map((r) => r.indexname)).toContain('user_search_trigrams');
      const plan = await t.ctx.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows: lines } = await sql<{ 'QUERY PLAN': string }>`explain select user_id from user_search
          where scope = ${acme * 2} and search_text like '%garcia%'`.execute(trx);
        return lines.map((l) => l['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('user_search_trigrams');
    },
  );
});
