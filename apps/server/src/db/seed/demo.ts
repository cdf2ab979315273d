import { hash } from '@node-rs/argon2';
import type { AccessClass } from '@portal/contract/identity';
import { MARKET_DEFAULT_LOCALE, type Market } from '@portal/contract/markets';
import { GROUPS } from '@portal/contract/permissions';
import { DEMO_PASSWORD, PRODUCT_CODES, type ProductCode } from '@portal/contract/products';
import { chunks } from '../chunks.js';
import type { Db } from '../database.js';
import { seedDemoAccess } from './demo-access.js';
import { seedDemoKnowledgeBase } from './demo-knowledge-base.js';
import { BASIC_KB } from './knowledge-base/basic.js';
import { CHARTER_KB } from './knowledge-base/charter.js';
import { RELEASE_NOTES_KB } from './knowledge-base/release-notes.js';
import { seedEmailDomains } from './email-domains.js';
import { seedSupportDemo } from './support.js';
import {
  DEMO_ASSOCIATIONS,
  DEMO_COMPANIES,
  DEMO_PERSONAS,
  DEMO_STAFF,
  ORDINARY_USERS_PER_COMPANY,
  TIMEZONE_BY_MARKET,
  type DemoCompany,
  type DemoUser,
} from './demo-data.js';
import { FIRST_NAMES, LAST_NAMES } from './demo-names.js';

const SEEDED_AT = '2026-01-05T15:00:00.000Z';
const MARKET_TENANT_BASE: Record<Market, number> = { US: 1_000_100, MX: 2_000_100, CA: 3_000_100 };
const DOMAIN_OF_EMAIL = /@(.+)$/;

/** A small deterministic PRNG (mulberry32), so every demo database is the same. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function isDemoSeeded(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

/** Seeds the demo companies, personas and a few hundred ordinary users into an empty database. */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<{ companies: number; users: number }> {
  const passwordHash = await hash(DEMO_PASSWORD);
  const users = [...DEMO_PERSONAS, ...DEMO_STAFF, ...ordinaryUsers()];
  await db.transaction().execute(async (trx) => {
    const companyIds = await insertCompanies(trx, DEMO_COMPANIES);
    await insertAssociations(trx, companyIds);
    const groups = new Map(
      (await trx.selectFrom('groups').select(['id', 'name']).execute()).map((g) => [g.name, g.id]),
    );
    for (const chunk of chunks(users, 100)) {
      const inserted = await trx
        .insertInto('users')
        .values(chunk.map((u, i) => userRow(u, companyIds, groups, passwordHash, i)))
        .returning(['id', 'login_id'])
        .execute();
      const idOf = new Map(inserted.map((r) => [r.login_id, r.id]));
      const grants = chunk.flatMap((u) =>
        Object.entries(u.products ?? {}).map(([code, status]) => ({
          user_id: idOf.get(u.loginId)!,
          product_code: code,
          access_status: status,
          updated_at: SEEDED_AT,
        })),
      );
      if (grants.length > 0) await trx.insertInto('user_products').values(grants).execute();
      const partnerGrants = chunk.flatMap((u) =>
        Object.entries(u.partnerProducts ?? {}).flatMap(([supplier, products]) =>
          Object.entries(products).map(([code, status]) => ({
            user_id: idOf.get(u.loginId)!,
            supplier_company_id: companyIds.get(supplier)!,
            product_code: code,
            access_status: status,
            updated_at: SEEDED_AT,
          })),
        ),
      );
      if (partnerGrants.length > 0) await trx.insertInto('partner_product_grants').values(partnerGrants).execute();
      await trx
        .insertInto('user_preferences')
        .values(chunk.map((u) => preferencesRow(u)))
        .execute();
    }
    await seedDemoAccess(trx, companyIds, SEEDED_AT);
    await seedEmailDomains(trx, companyIds, SEEDED_AT);
    await seedSupportDemo(trx);
    await seedAccessAudits(trx, companyIds, now);
  });
  await seedDemoKnowledgeBase(db, DEMO_KB_FOLDERS, now.toISOString());
  return { companies: DEMO_COMPANIES.length, users: users.length };
}

/** The demo knowledge base's folders (issue 29). */
export const DEMO_KB_FOLDERS = [CHARTER_KB, BASIC_KB, RELEASE_NOTES_KB];

/** Days until each demo company's user access audit falls due: Acme's within the banner's 30 days (decision 057). */
const AUDIT_DUE_DAYS: Readonly<Record<string, number>> = { acme: 20 };

async function seedAccessAudits(trx: Db, companyIds: Map<string, number>, now: Date): Promise<void> {
  const rows = [...companyIds].map(([key, id]) => ({
    company_id: id,
    cycle: 1,
    due_at: new Date(now.getTime() + (AUDIT_DUE_DAYS[key] ?? 365) * 86_400_000).toISOString(),
    state: 'PENDING',
    updated_at: now.toISOString(),
  }));
  for (const chunk of chunks(rows, 100)) await trx.insertInto('access_audits').values(chunk).execute();
}

/** The tenant id of each demo company (by key): a base per market plus its position in that market. */
export function demoTenantIds(companies: readonly DemoCompany[] = DEMO_COMPANIES): Map<string, number> {
  const perMarket: Record<Market, number> = { US: 0, MX: 0, CA: 0 };
  return new Map(
    companies.map((company) => {
      perMarket[company.market] += 1;
      return [company.key, MARKET_TENANT_BASE[company.market] + perMarket[company.market]];
    }),
  );
}

async function insertCompanies(trx: Db, companies: DemoCompany[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const tenantIds = demoTenantIds(companies);
  for (const company of companies) {
    const row = await trx
      .insertInto('companies')
      .values({
        market: company.market,
        name: company.name,
        type: company.type,
        account_type: company.type.startsWith('BASIC') ? 'basic' : 'charter',
        status: 'ACTIVE',
        primary_contact_email: company.primaryContact,
        tenant_id: tenantIds.get(company.key)!,
        site_id: company.siteId,
        business_code: company.businessCode,
        created_at: SEEDED_AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(company.key, row.id);
  }
  return ids;
}

async function insertAssociations(trx: Db, companyIds: Map<string, number>): Promise<void> {
  await trx
    .insertInto('company_associations')
    .values(
      DEMO_ASSOCIATIONS.map(([agency, supplier]) => ({
        agency_company_id: companyIds.get(agency)!,
        supplier_company_id: companyIds.get(supplier)!,
        created_at: SEEDED_AT,
      })),
    )
    .execute();
}

function userRow(
  u: DemoUser,
  companyIds: Map<string, number>,
  groups: Map<string, number>,
  passwordHash: string,
  index: number,
) {
  const random = prng(hashString(u.loginId));
  const daysAgo = Math.floor(random() * 120);
  const lastLogin = new Date(Date.parse('2026-11-01T12:00:00Z') - daysAgo * 86_400_000 - index * 60_000).toISOString();
  const accessClass: AccessClass = u.accessClass ?? 'UI';
  return {
    login_id: u.loginId,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    user_type: u.userType,
    third_party_user: u.thirdParty ? 1 : 0,
    company_id: u.company ? companyIds.get(u.company)! : null,
    group_id: groups.get(u.group)!,
    persona_access_codes: JSON.stringify(u.personaCodes ?? []),
    access_class: accessClass,
    status: 'ACTIVE',
    last_login_at: u.registrationCompleted === false ? null : lastLogin,
    registration_completed: u.registrationCompleted === false ? 0 : 1,
    password_hash: passwordHash,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
    sbu: u.sbu ?? null,
    buo_area_number: u.buoAreaNumber ?? null,
  };
}

function preferencesRow(u: DemoUser) {
  const market = u.company ? DEMO_COMPANIES.find((c) => c.key === u.company)!.market : 'US';
  return {
    login_id: u.loginId,
    timezone: TIMEZONE_BY_MARKET[market],
    language_code: MARKET_DEFAULT_LOCALE[market],
    settings: '{}',
    updated_at: SEEDED_AT,
  };
}

/** Deterministic ordinary users: realistic names, company e-mail domains, a mix of product grants. */
function ordinaryUsers(): DemoUser[] {
  const random = prng(20261122);
  const users: DemoUser[] = [];
  const taken = new Set(DEMO_PERSONAS.map((p) => p.loginId));
  for (const company of DEMO_COMPANIES) {
    const count = ORDINARY_USERS_PER_COMPANY[company.key] ?? 4;
    const domain = DOMAIN_OF_EMAIL.exec(company.primaryContact)![1];
    for (let i = 0; i < count; i += 1) {
      const first = pick(FIRST_NAMES[company.market], random);
      const last = pick(LAST_NAMES[company.market], random);
      const base = `${ascii(first)}.${ascii(last)}`;
      let loginId = base;
      for (let n = 2; taken.has(loginId); n += 1) loginId = `${base}${n}`;
      taken.add(loginId);
      users.push({
        loginId,
        firstName: first,
        lastName: last,
        email: `${loginId}@${domain}`,
        userType: 'EXTERNAL',
        thirdParty: company.type === 'THIRD_PARTY_AGENCY' || company.type === 'BASIC_THIRD_PARTY_AGENCY',
        company: company.key,
        group: random() < 0.08 ? GROUPS.admin : GROUPS.regularUser,
        products: randomGrants(company, random),
      });
    }
  }
  return users;
}

function randomGrants(
  company: DemoCompany,
  random: () => number,
): Partial<Record<ProductCode, 'ACCESS_COMPLETE' | 'ACCESS_PENDING'>> {
  const offered: readonly ProductCode[] =
    company.market === 'US' ? PRODUCT_CODES : ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'];
  const grants: Partial<Record<ProductCode, 'ACCESS_COMPLETE' | 'ACCESS_PENDING'>> = {};
  for (const code of offered) {
    const roll = random();
    if (roll < 0.45) grants[code] = 'ACCESS_COMPLETE';
    else if (roll < 0.52) grants[code] = 'ACCESS_PENDING';
  }
  return grants;
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

function ascii(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function hashString(value: string): number {
  let h = 2166136261;
  for (const ch of value) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
