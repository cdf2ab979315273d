import type { MigrationContext } from './helpers.js';
import { withId } from './helpers.js';

/**
 * The support desk and the press-and-hold human check (issue 5): category lists with their titles per
 * language, incidents with their threads and attachments, the daily reference sequence, human-check
 * challenges, the protected-post counters and the shared secret. Portable types only (docs/decisions/002).
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await createCategories({ db, dialect });
  await createIncidents({ db, dialect });
  await createHumanCheck({ db, dialect });
}

async function createCategories({ db }: MigrationContext): Promise<void> {
  // Account types, support types, issues, issue types, sub-issue types and contact reasons share one id space.
  await db.schema
    .createTable('support_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    /** ACCOUNT_TYPE | SUPPORT_TYPE | ISSUE | ISSUE_TYPE | SUB_ISSUE_TYPE | CONTACT_REASON */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('support_categories.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('support_categories_parent')
    .on('support_categories')
    .columns(['kind', 'parent_id', 'sort_order'])
    .execute();
  await db.schema
    .createTable('support_category_texts')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('support_categories.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('support_category_texts_pk', ['category_id', 'locale'])
    .execute();
}

async function createIncidents({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('support_incidents'), dialect)
    /** YYMMDD-NNNNNN */
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('osc_type', 'text', (c) => c.notNull())
    .addColumn('account_type', 'integer', (c) => c.notNull())
    .addColumn('support_type', 'integer', (c) => c.notNull())
    .addColumn('issue', 'integer')
    .addColumn('issue_type', 'integer')
    .addColumn('sub_issue_type', 'integer')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('primary_contact_email', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('call_back_number', 'text')
    .addColumn('situation_description', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('on_behalf_of_another', 'integer', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('queue_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('caller_id', 'integer', (c) => c.notNull())
    .addColumn('entry_type', 'integer', (c) => c.notNull())
    .addColumn('requester_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_incidents_requester')
    .on('support_incidents')
    .columns(['requester_user_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('support_incidents_company')
    .on('support_incidents')
    .columns(['company_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('support_incidents_desk')
    .on('support_incidents')
    .columns(['status', 'updated_at'])
    .execute();

  // One row per day: the last sequence number handed out, bumped with an atomic upsert.
  await db.schema
    .createTable('support_incident_sequences')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('support_threads'), dialect)
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('support_incidents.id').onDelete('cascade'))
    /** requester | agent | system */
    .addColumn('author_kind', 'text', (c) => c.notNull())
    .addColumn('author_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('internal', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_threads_incident')
    .on('support_threads')
    .columns(['incident_id', 'id'])
    .execute();

  await db.schema
    .createTable('support_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('incident_id', 'integer', (c) => c.notNull().references('support_incidents.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    /** Where the bytes are in file storage. */
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_attachments_incident').on('support_attachments').column('incident_id').execute();
}

async function createHumanCheck({ db }: MigrationContext): Promise<void> {
  // Challenges live in the database so a challenge is single-use across servers; only its hash is kept.
  await db.schema
    .createTable('human_check_challenges')
    .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('human_check_challenges_expiry')
    .on('human_check_challenges')
    .column('expires_at')
    .execute();

  // Protected posts per client in a fixed window: the "too fast" rule, shared by every server.
  await db.schema
    .createTable('human_check_posts')
    .addColumn('client_key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('posts', 'integer', (c) => c.notNull())
    .execute();

  // Secrets generated once and shared by every server (e.g. the human-check proof key when not configured).
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
