import { withId, type MigrationContext } from './helpers.js';

/**
 * A company's authorised e-mail domains (issue 13, decision record 020). A domain is stored lower-cased, once per
 * company (the unique pair also serves the company's list in name order); each sort by a flag has an index that
 * reads it in order, the name breaking ties as the list does.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('email_domains'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('domain_name', 'text', (c) => c.notNull())
    /** 0/1: addresses of sub-domains (mail.acme.example for acme.example) are authorised too. */
    .addColumn('allow_sub_domains', 'integer', (c) => c.notNull().defaultTo(0))
    /** 0/1: the domain type, a third-party (3P) partner's domain rather than the company's own. */
    .addColumn('is_3p_domain', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('email_domains_company_name', ['company_id', 'domain_name'])
    .execute();
  await db.schema
    .createIndex('email_domains_company_sub_domains')
    .on('email_domains')
    .columns(['company_id', 'allow_sub_domains', 'domain_name'])
    .execute();
  await db.schema
    .createIndex('email_domains_company_type')
    .on('email_domains')
    .columns(['company_id', 'is_3p_domain', 'domain_name'])
    .execute();
}
