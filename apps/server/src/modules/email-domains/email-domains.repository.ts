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

/**
 * Other companies' domains of the same registrable domain as a name: the registrable domain itself or any name
 * under it (`acme.com`, `us.acme.com` for `mail.acme.com`), each with whether its company is a partner of this one
 * (a third-party association, either side). `registrable` holds only letters, digits, hyphens and dots: no LIKE
 * wildcard.
 */
export async function listOtherCompaniesHolding(
  db: Db,
  companyId: number,
  registrable: string,
): Promise<{ company_id: number; domain_name: string; partner: boolean }[]> {
  const rows = await db
    .selectFrom('email_domains')
    .select(['company_id', 'domain_name'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('company_associations')
            .select(eb.lit(1).as('one'))
            .where((a) =>
              a.or([
                a.and([
                  a('company_associations.agency_company_id', '=', companyId),
                  a('company_associations.supplier_company_id', '=', eb.ref('email_domains.company_id')),
                ]),
                a.and([
                  a('company_associations.supplier_company_id', '=', companyId),
                  a('company_associations.agency_company_id', '=', eb.ref('email_domains.company_id')),
                ]),
              ]),
            ),
        )
        .as('partner'),
    )
    .where('company_id', '<>', companyId)
    .where((eb) => eb.or([eb('domain_name', '=', registrable), eb('domain_name', 'like', `%.${registrable}`)]))
    .execute();
  return rows.map((row) => ({
    company_id: row.company_id,
    domain_name: row.domain_name,
    partner: Boolean(row.partner),
  }));
}

export type EmailDomainExceptionRecord = {
  id: number;
  company_id: number;
  domain_name: string;
  rule: string;
  approved_by: string;
  approved_at: string;
};

const EXCEPTION_COLUMNS = ['id', 'company_id', 'domain_name', 'rule', 'approved_by', 'approved_at'] as const;

/** The company's exceptions among these names (all of them without names). */
export async function listExceptions(
  db: Db,
  companyId: number,
  names?: readonly string[],
): Promise<EmailDomainExceptionRecord[]> {
  if (names?.length === 0) return [];
  let query = db.selectFrom('email_domain_exceptions').select(EXCEPTION_COLUMNS).where('company_id', '=', companyId);
  if (names) query = query.where('domain_name', 'in', names);
  return query.execute();
}

export async function insertException(
  db: Db,
  row: Omit<EmailDomainExceptionRecord, 'id'>,
): Promise<EmailDomainExceptionRecord> {
  return db.insertInto('email_domain_exceptions').values(row).returning(EXCEPTION_COLUMNS).executeTakeFirstOrThrow();
}
