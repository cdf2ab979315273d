// Global user management's benchmark (issue 25, item 7), run by bench-users.mjs on its million users: it adds the
// internal users (`seedInternalUsers`) and, after the users tab's cases, measures POST /api/users as a super admin
// (`measureGlobal`): each tab's first page, a deep page, each sort, a search by e-mail prefix, a last name's
// substring, combined filters; and the export of 100 000 filtered users (POST /api/users/export).
import { sql } from 'kysely';
import { measureDownload, timed } from './bench-support.mjs';

const FIRST = ['Ana', 'José', 'Noémie', 'Marcus', 'Lucía', 'Raúl', 'Dana', 'Hugo', 'Inés', 'Kim', 'Zoë'];
const LAST = ['Hernández', 'Tremblay', 'Côté', 'Okafor', 'Peña', 'Gagnon', 'Bell', 'Ibáñez', 'Ruiz', 'Chen'];
const SBU = ['GROCERY', 'CONSUMABLES', 'HEALTH_AND_WELLNESS', 'GENERAL_MERCHANDISE', 'APPAREL', 'HOME'];

const series = (count) => sql`n(i) as (select 0 union all select i + 1 from n where i + 1 < ${sql.lit(count)})`;
const listCte = (name, values) =>
  sql`${sql.id(name)}(k, v) as (values ${sql.join(values.map((v, k) => sql`(${sql.lit(k)}, ${sql.lit(v)})`))})`;

/**
 * `count` internal users (no company), by one insert … select: two fifths merchants (persona 1000, an SBU each), one
 * fifth asset protection (persona 3000, one of 400 BUO areas), the rest internal; names with accents.
 */
export async function seedInternalUsers(db, count) {
  const group = (name) => db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const [regular, merchant] = [await group('Regular User'), await group('Merchant')];
  await sql`
    with recursive ${series(count)}, ${listCte('f', FIRST)}, ${listCte('l', LAST)}, ${listCte('s', SBU)}
    insert into users (login_id, first_name, last_name, email, user_type, third_party_user, company_id, group_id,
      persona_access_codes, access_class, status, last_login_at, registration_completed, password_hash, created_at,
      updated_at, sbu, buo_area_number)
    select 'bench.staff.' || cast(i as text), f.v, l.v, 'staff' || cast(i as text) || '@retailer.example',
      'INTERNAL', 0, null,
      case when i % 5 < 2 then ${sql.lit(merchant.id)} else ${sql.lit(regular.id)} end,
      case when i % 5 < 2 then '["1000"]' when i % 5 = 2 then '["3000"]' else '[]' end,
      'UI', case when i % 41 = 3 then 'BLOCKED' else 'ACTIVE' end,
      case when i % 6 = 0 then null else '2026-10-01T08:00:00.000Z' end, 1, null,
      '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z',
      case when i % 5 < 2 then s.v else null end,
      case when i % 5 = 2 then 'BUO-' || cast(1000 + i % 400 as text) else null end
    from n
      join f on f.k = (i * 7) % ${sql.lit(FIRST.length)}
      join l on l.k = (i * 3 + i / 11) % ${sql.lit(LAST.length)}
      join s on s.k = (i / 5) % ${sql.lit(SBU.length)}`.execute(db);
}

const TABS = ['EXTERNAL', 'INTERNAL', 'INTERNAL_MERCHANT', 'INTERNAL_ASSET_PROTECTION'];
const SORTS = {
  EXTERNAL: ['firstName', 'lastName', 'email', 'companyName', 'companyType', 'role', 'lastLogin'],
  INTERNAL: ['name', 'email', 'role'],
  INTERNAL_MERCHANT: ['name', 'email', 'role', 'sbu'],
  INTERNAL_ASSET_PROTECTION: ['name', 'email', 'role', 'buoAreaNumber'],
};

/** The cases: a name and POST /api/users's body (filters default to none). */
function cases(acmeId) {
  const body = (userType, extra = {}) => ({ userType, pageNo: 0, pageSize: 10, ...extra });
  return [
    ...TABS.flatMap((tab) => [
      [`${tab}: first page`, body(tab)],
      [`${tab}: deep page 3 000`, body(tab, { pageNo: 3_000 })],
      ...SORTS[tab].map((sortBy) => [
        `${tab}: sort ${sortBy} desc, first page`,
        body(tab, { sortBy, sortOrder: 'desc' }),
      ]),
    ]),
    ['EXTERNAL: search e-mail prefix "mia.diaz1234"', body('EXTERNAL', { search: 'mia.diaz1234' })],
    ['EXTERNAL: search last name part "arci" (1 in 11)', body('EXTERNAL', { search: 'arci' })],
    ['EXTERNAL: search "12345" (rare)', body('EXTERNAL', { search: '12345' })],
    ['INTERNAL_MERCHANT: search last name part "ernand"', body('INTERNAL_MERCHANT', { search: 'ernand' })],
    ['INTERNAL: search "hernandez" (accents folded)', body('INTERNAL', { search: 'HERNANDEZ' })],
    [
      'INTERNAL_ASSET_PROTECTION: search BUO area "BUO-1042"',
      body('INTERNAL_ASSET_PROTECTION', { search: 'BUO-1042' }),
    ],
    [
      'EXTERNAL: combined: Acme, blocked, search "garcia"',
      body('EXTERNAL', { search: 'garcia', filters: { companies: [acmeId], statuses: ['BLOCKED'] } }),
    ],
    [
      'EXTERNAL: combined: US suppliers, never signed in, by last name',
      body('EXTERNAL', {
        sortBy: 'lastName',
        filters: { markets: ['US'], companyTypes: ['SUPPLIER'], attributes: ['NEVER_SIGNED_IN'] },
      }),
    ],
    [
      'INTERNAL_MERCHANT: combined: SBU grocery, merchant role, search "cote"',
      body('INTERNAL_MERCHANT', { search: 'cote', filters: { sbu: ['GROCERY'], roles: ['merchant'] } }),
    ],
  ];
}

async function post(base, cookie, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'portal' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} ${JSON.stringify(body)}: ${res.status} ${await res.text()}`);
  return res;
}

const pick = (of) => ({ p50: of('p50'), p95: of('p95'), max: of('max') });

/**
 * p50/p95/max of each case through HTTP, one request at a time, and the floor beside them: the bare indexed query of
 * the external tab's first page (in-process) plus an HTTP round trip to the server (GET /api/healthz). The floor is
 * the last row.
 */
export async function measureGlobal({ base, cookie, db, acmeId, repeats, wanted }) {
  const rows = [];
  for (const [name, body] of cases(acmeId).filter(([name]) => wanted(name))) {
    let page = { total: 0, items: [] };
    const figures = await timed(async () => {
      page = await (await post(base, cookie, '/api/users', body)).json();
    }, repeats);
    rows.push({ case: `POST /api/users ${name}`, total: page.total, rows: page.items.length, ...figures });
    process.stderr.write(`  ${name}: p50 ${figures.p50.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms\n`);
  }
  const bare = await timed(
    () =>
      db
        .selectFrom('users')
        .select(['id', 'first_name'])
        .where('directory', '=', 'EXTERNAL')
        .orderBy('first_name')
        .orderBy('id')
        .limit(10)
        .execute(),
    repeats,
  );
  rows.push({ case: 'bare indexed query: external tab first page, in-process', total: '', rows: 10, ...bare });
  const http = await timed(() => fetch(`${base}/api/healthz`).then((res) => res.arrayBuffer()), repeats);
  rows.push({ case: 'HTTP round trip: GET /api/healthz', total: '', rows: 0, ...http });
  const floor = (key) => bare[key] + http[key];
  rows.push({ case: 'floor: the bare query and a round trip', total: '', rows: 10, ...pick(floor) });
  return rows;
}

/**
 * The export of the external tab filtered to the CA market (bench-users.mjs puts about 100 000 users in CA
 * companies): time, bytes, and the server's resident memory before and at its peak.
 */
export function measureGlobalExport({ base, cookie, serverPid }) {
  const body = { userType: 'EXTERNAL', filters: { markets: ['CA'] } };
  return measureDownload(serverPid, () => post(base, cookie, '/api/users/export', body));
}
