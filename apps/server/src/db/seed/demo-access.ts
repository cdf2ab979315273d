import { PRODUCT_NAME_SEPARATOR } from '@portal/contract/constants';
import { GROUPS } from '@portal/contract/permissions';
import { PRODUCT_NAMES, type ProductCode } from '@portal/contract/products';
import { sql } from 'kysely';
import type { Db } from '../database.js';

type DemoRequest = {
  /** A persona's login id, or the first ordinary user of a company (by key). */
  from: { loginId: string } | { firstUserOf: string };
  to: string;
  state: 'PENDING' | 'APPROVED' | 'REJECTED';
  note: string;
  createdAt: string;
};

/** Requests in several states, so the requester's list and the target admins' list both have rows. */
const DEMO_REQUESTS: DemoRequest[] = [
  {
    from: { loginId: 'admin' },
    to: 'blueridge',
    state: 'PENDING',
    note: 'Joint promotion planning for the spring beverage reset.',
    createdAt: '2026-10-28T14:12:00.000Z',
  },
  {
    from: { loginId: 'admin' },
    to: 'cedarcreek',
    state: 'REJECTED',
    note: 'Cross-category study of pet and fresh baskets.',
    createdAt: '2026-09-03T16:40:00.000Z',
  },
  {
    from: { firstUserOf: 'summit' },
    to: 'acme',
    state: 'PENDING',
    note: 'Co-merchandising pilot in the Midwest stores; we need shared sales views.',
    createdAt: '2026-11-10T15:05:00.000Z',
  },
  {
    from: { firstUserOf: 'blueridge' },
    to: 'acme',
    state: 'PENDING',
    note: 'Bundle offer analysis.',
    createdAt: '2026-11-18T19:30:00.000Z',
  },
  {
    from: { loginId: 'user.mx' },
    to: 'lasierra',
    state: 'PENDING',
    note: 'Análisis conjunto de la temporada navideña.',
    createdAt: '2026-11-12T17:20:00.000Z',
  },
];

/**
 * The products each demo company subscribes to: what its users (and its agencies' users for it) were granted,
 * as migration 005 derives it for an existing database.
 */
async function seedSubscriptions(trx: Db, now: string): Promise<void> {
  await sql`insert into company_products (company_id, product_code, created_at)
    select company_id, product_code, ${sql.lit(now)} from (
      select users.company_id as company_id, user_products.product_code as product_code
      from user_products inner join users on users.id = user_products.user_id
      where users.company_id is not null
      union
      select supplier_company_id, product_code from partner_product_grants
    ) granted
    where not exists (select 1 from company_products existing
      where existing.company_id = granted.company_id and existing.product_code = granted.product_code)`.execute(trx);
}

async function requesterOf(trx: Db, from: DemoRequest['from'], companyIds: Map<string, number>) {
  const query = trx.selectFrom('users').select(['id', 'login_id', 'first_name', 'last_name', 'email', 'company_id']);
  if ('loginId' in from) return query.where('login_id', '=', from.loginId).executeTakeFirstOrThrow();
  return query
    .where('company_id', '=', companyIds.get(from.firstUserOf)!)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function firstAdminOf(trx: Db, companyId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .select('users.login_id')
    .where('users.company_id', '=', companyId)
    .where('groups.name', '=', GROUPS.admin)
    .orderBy('users.id')
    .executeTakeFirst();
  return row?.login_id ?? null;
}

/** Company subscriptions and a few access requests between demo companies. */
export async function seedDemoAccess(trx: Db, companyIds: Map<string, number>, now: string): Promise<void> {
  await seedSubscriptions(trx, now);
  for (const request of DEMO_REQUESTS) {
    const requester = await requesterOf(trx, request.from, companyIds);
    const targetId = companyIds.get(request.to)!;
    const offered = await trx
      .selectFrom('company_products')
      .select('product_code')
      .where('company_id', '=', targetId)
      .orderBy('product_code')
      .execute();
    const products = offered.slice(0, 2).map((p) => p.product_code as ProductCode);
    if (products.length === 0) continue;
    const decided = request.state !== 'PENDING';
    await trx
      .insertInto('access_requests')
      .values({
        requester_user_id: requester.id,
        requester_company_id: requester.company_id,
        target_company_id: targetId,
        first_name: requester.first_name,
        last_name: requester.last_name,
        email: requester.email,
        products: JSON.stringify(products),
        product_text: products.map((code) => PRODUCT_NAMES[code]).join(PRODUCT_NAME_SEPARATOR),
        requestor_note: request.note,
        state: request.state,
        create_time: request.createdAt,
        decided_by: decided ? await firstAdminOf(trx, targetId) : null,
        decided_at: decided ? new Date(Date.parse(request.createdAt) + 86_400_000).toISOString() : null,
      })
      .execute();
  }
}
