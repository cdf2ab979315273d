import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Profile and registration (issue 6): versioned documents and their acceptances, the products each company
 * subscribes to, and requests for access to another company. Portable types only (docs/decisions/002).
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  // One row per document version and language; a version is current from its effective date (decision 009).
  await db.schema
    .createTable('documents')
    .addColumn('asset_path', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    /** YYYY-MM-DD */
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** JSON array of {heading, body}. */
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('documents_pk', ['asset_path', 'version', 'locale'])
    .execute();

  await withId(db.schema.createTable('document_acceptances'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('asset_path', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_acceptances_user')
    .on('document_acceptances')
    .columns(['user_id', 'accepted_at'])
    .execute();

  await db.schema
    .createTable('company_products')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('product_code', 'text', (c) => c.notNull().references('products.code'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_products_pk', ['company_id', 'product_code'])
    .execute();
  // A company already in the database subscribes to what its users (and its partners' users for it) were granted.
  const now = sql.lit(new Date().toISOString());
  await sql`insert into company_products (company_id, product_code, created_at)
    select company_id, product_code, ${now} from (
      select users.company_id as company_id, user_products.product_code as product_code
      from user_products inner join users on users.id = user_products.user_id
      where users.company_id is not null
      union
      select supplier_company_id, product_code from partner_product_grants
    ) granted`.execute(db);

  await withId(db.schema.createTable('access_requests'), dialect)
    .addColumn('requester_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requester_company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('target_company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    /** JSON array of product codes. */
    .addColumn('products', 'text', (c) => c.notNull())
    /** Product names joined with ' | ' (spec section 9). */
    .addColumn('product_text', 'text', (c) => c.notNull())
    .addColumn('requestor_note', 'text', (c) => c.notNull().defaultTo(''))
    /** PENDING | APPROVED | REJECTED */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .execute();
  // The target company's admins list their requests by state, newest first.
  await db.schema
    .createIndex('access_requests_target')
    .on('access_requests')
    .columns(['target_company_id', 'state', 'create_time'])
    .execute();
  await db.schema
    .createIndex('access_requests_requester')
    .on('access_requests')
    .columns(['requester_user_id', 'create_time'])
    .execute();
  // At most one pending request per requester and company, even under concurrent submissions.
  await sql`create unique index access_requests_one_pending on access_requests (requester_user_id, target_company_id) where state = 'PENDING'`.execute(
    db,
  );
}
