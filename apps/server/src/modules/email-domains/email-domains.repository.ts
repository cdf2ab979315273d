import { sql } from 'kysely';
import { containsPattern, foldedContains } from '../../db/contains.js';
import type { Db } from '../../db/database.js';
import type { SqlOrder, SqlWindow } from '../../platform/paging.js';

export type EmailDomainDbColumn = 'domain_name' | 'allow_sub_domains' | 'is_3p_domain';
export type EmailDomainRecord = {
  id: number;
  company_id: number;
  domain_name: string;
  allow_sub_domains: number;
  is_3p_domain: number;
};
export type EmailDomainFields = { domainName: string; allowSubDomains: boolean; is3pDomain: boolean };

const COLUMNS = ['id', 'company_id', 'domain_name', 'allow_sub_domains', 'is_3p_domain'] as const;

function companyDomains(db: Db, companyId: number, search: string | undefined) {
  const query = db.selectFrom('email_domains').where('company_id', '=', companyId);
  return search ? query.where(foldedContains(sql.ref('domain_name'), containsPattern(search))) : query;
}

/** A page of a company's domains, sorted (the name breaking ties), and how many match in all. */
export async function listDomains(
  db: Db,
  companyId: number,
  search: string | undefined,
  order: SqlOrder<EmailDomainDbColumn>,
  page: SqlWindow,
) {
  const [rows, count] = await Promise.all([
    companyDomains(db, companyId, search)
      .select(COLUMNS)
      .orderBy(order.column, order.direction)
      .orderBy('domain_name', order.direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    companyDomains(db, companyId, search)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Every domain of a company (few: the authorisation check and the validate call read them all). */
export async function listAllDomains(db: Db, companyId: number): Promise<EmailDomainRecord[]> {
  return db.selectFrom('email_domains').select(COLUMNS).where('company_id', '=', companyId).execute();
}

export async function findDomainById(db: Db, companyId: number, id: number): Promise<EmailDomainRecord | undefined> {
  return db
    .selectFrom('email_domains')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findDomainByName(
  db: Db,
  companyId: number,
  domainName: string,
): Promise<EmailDomainRecord | undefined> {
  return db
    .selectFrom('email_domains')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('domain_name', '=', domainName)
    .executeTakeFirst();
}

export async function insertDomain(
  db: Db,
  companyId: number,
  fields: EmailDomainFields,
  actor: string,
  now: string,
): Promise<EmailDomainRecord> {
  return db
    .insertInto('email_domains')
    .values({
      company_id: companyId,
      domain_name: fields.domainName,
      allow_sub_domains: fields.allowSubDomains ? 1 : 0,
      is_3p_domain: fields.is3pDomain ? 1 : 0,
      created_by: actor,
      created_at: now,
      updated_at: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateDomain(db: Db, id: number, fields: EmailDomainFields, now: string): Promise<void> {
  await db
    .updateTable('email_domains')
    .set({
      domain_name: fields.domainName,
      allow_sub_domains: fields.allowSubDomains ? 1 : 0,
      is_3p_domain: fields.is3pDomain ? 1 : 0,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteDomain(db: Db, id: number): Promise<void> {
  await db.deleteFrom('email_domains').where('id', '=', id).execute();
}
