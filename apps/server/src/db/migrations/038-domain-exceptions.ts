import { sql } from 'kysely';
import { withId, type MigrationContext } from './helpers.js';

/**
 * A super admin's exceptions to the claim rules of authorised e-mail domains (issue 28 point 3, decision record 055):
 * the company may add this domain although a public-suffix, retailer or public-provider rule refuses it. One per
 * company and name; kept when the domain is removed, so it may be added again.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('email_domain_exceptions'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('domain_name', 'text', (c) => c.notNull())
    /** The rule it lifts: publicSuffix, retailerDomain or publicProvider. */
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text', (c) => c.notNull())
    .addColumn('approved_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('email_domain_exceptions_company_name', ['company_id', 'domain_name'])
    .execute();
  // Another company's hold on a name (the `taken` rule) is looked up by name across companies.
  await db.schema.createIndex('email_domains_name').on('email_domains').column('domain_name').execute();

  // The new permission, APPROVE EMAIL_DOMAIN, for Super Admin. A fresh database gets it with its groups from the
  // reference seed; one whose groups are seeded already gets it here.
  await sql`insert into permissions (action, resource)
    select 'APPROVE', 'EMAIL_DOMAIN'
    where exists (select 1 from groups where name = 'Super Admin')
      and not exists (select 1 from permissions where action = 'APPROVE' and resource = 'EMAIL_DOMAIN')`.execute(db);
  await sql`insert into group_permissions (group_id, permission_id)
    select g.id, p.id from groups g, permissions p
    where g.name = 'Super Admin' and p.action = 'APPROVE' and p.resource = 'EMAIL_DOMAIN'
      and not exists (select 1 from group_permissions gp where gp.group_id = g.id and gp.permission_id = p.id)`.execute(
    db,
  );
}
