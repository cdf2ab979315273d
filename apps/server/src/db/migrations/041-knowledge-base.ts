import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { extensionSchema, withId, type MigrationContext } from './helpers.js';

/**
 * The knowledge base and the release notes (issue 29, decision record 058).
 * - kb_topics: a folder's topics (charter, basic, release-notes), titles and descriptions per language (JSON);
 * - kb_articles: state DRAFT, SCHEDULED, PUBLISHED or ARCHIVED, with publish_at: an article is visible from that
 *   time when PUBLISHED or SCHEDULED, so a schedule takes effect at its time without a job;
 * - kb_translations: one per article and language: the Markdown, its HTML (rendered and sanitised when written) and
 *   its plain text (for excerpts);
 * - kb_search: per article and reader's language, the translation a reader of that language is shown (theirs, else
 *   English), folded (decision 049), only while the article is PUBLISHED or SCHEDULED. SQLite: a contentless FTS5
 *   trigram table over it (rowid = kb_search.id) gives candidates; PostgreSQL: pg_trgm GIN indexes of title and body;
 * - kb_terms: the folded words of the searched texts per language, from which a misspelt search word is corrected;
 * - kb_feedback ('Was this helpful?', one per user and article, counted per language), kb_suggestion_clicks, and
 *   kb_images (their bytes in the file storage).
 * Also the permission UPDATE KNOWLEDGE_BASE for Super Admin and the group Content Editor, where groups are seeded.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('kb_topics'), dialect)
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON: { 'en-US': '…', 'es-MX': '…', 'fr-CA': '…' }. */
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('descriptions', 'text', (c) => c.notNull())
    .addUniqueConstraint('kb_topics_folder_slug', ['folder', 'slug'])
    .execute();

  await withId(db.schema.createTable('kb_articles'), dialect)
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('topic_id', 'integer', (c) => c.notNull().references('kb_topics.id'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text')
    .addColumn('top', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON array of product codes. */
    .addColumn('products', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('release', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('kb_articles_folder_slug', ['folder', 'slug'])
    .execute();
  await db.schema.createIndex('kb_articles_topic').on('kb_articles').columns(['topic_id', 'publish_at']).execute();
  await db.schema
    .createIndex('kb_articles_folder_published')
    .on('kb_articles')
    .columns(['folder', 'state', 'publish_at'])
    .execute();

  await withId(db.schema.createTable('kb_translations'), dialect)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('kb_articles.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('plain', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('kb_translations_article_locale', ['article_id', 'locale'])
    .execute();

  await withId(db.schema.createTable('kb_search'), dialect)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('kb_articles.id').onDelete('cascade'))
    /** The reader's language. */
    .addColumn('locale', 'text', (c) => c.notNull())
    /** The language of the translation shown to that reader (theirs, else en-US). */
    .addColumn('shown_locale', 'text', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text', (c) => c.notNull())
    .addColumn('title_fold', 'text', (c) => c.notNull())
    .addColumn('body_fold', 'text', (c) => c.notNull())
    .addUniqueConstraint('kb_search_article_locale', ['article_id', 'locale'])
    .execute();
  await db.schema.createIndex('kb_search_scope').on('kb_search').columns(['folder', 'locale', 'publish_at']).execute();

  await db.schema
    .createTable('kb_terms')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('kb_terms_pk', ['locale', 'length', 'term'])
    .execute();

  await withId(db.schema.createTable('kb_feedback'), dialect)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('kb_articles.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('login_id', 'text', (c) => c.notNull())
    .addColumn('helpful', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('kb_feedback_article_user', ['article_id', 'login_id'])
    .execute();

  await withId(db.schema.createTable('kb_suggestion_clicks'), dialect)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('kb_articles.id').onDelete('cascade'))
    .addColumn('login_id', 'text', (c) => c.notNull())
    .addColumn('clicked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('kb_suggestion_clicks_article').on('kb_suggestion_clicks').column('article_id').execute();

  await db.schema
    .createTable('kb_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();

  await createTextIndex(db, dialect);
  await grantPermission(db);
}

/** The trigram index of the searched texts (the benchmark drops it before a bulk insert and makes it again). */
export async function createTextIndex(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create virtual table if not exists kb_search_trigrams using fts5(title_fold, body_fold, content='',
      contentless_delete=1, tokenize='trigram')`.execute(db);
    await sql`insert into kb_search_trigrams (rowid, title_fold, body_fold)
      select id, title_fold, body_fold from kb_search`.execute(db);
    await sql`create trigger if not exists kb_search_text_insert after insert on kb_search begin
        insert into kb_search_trigrams (rowid, title_fold, body_fold) values (new.id, new.title_fold, new.body_fold);
      end`.execute(db);
    await sql`create trigger if not exists kb_search_text_delete after delete on kb_search begin
        delete from kb_search_trigrams where rowid = old.id;
      end`.execute(db);
    return;
  }
  // As migration 019: the extension where it is or can be created; without it the search reads kb_search_scope.
  const trgm = await extensionSchema(db, 'pg_trgm', 'knowledge base: no trigram index');
  if (!trgm) return;
  await sql`create index if not exists kb_search_title_trigrams on kb_search using gin
    (title_fold ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
  await sql`create index if not exists kb_search_body_trigrams on kb_search using gin
    (body_fold ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
}

/** Removes the trigram index and what keeps it (the benchmark, before a bulk insert). */
export async function dropTextIndex(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop index if exists kb_search_title_trigrams`.execute(db);
    await sql`drop index if exists kb_search_body_trigrams`.execute(db);
    return;
  }
  await sql`drop trigger if exists kb_search_text_insert`.execute(db);
  await sql`drop trigger if exists kb_search_text_delete`.execute(db);
  await sql`drop table if exists kb_search_trigrams`.execute(db);
}

/**
 * UPDATE KNOWLEDGE_BASE for Super Admin, and the group Content Editor holding it, as migration 038 did: a fresh
 * database gets both from the reference seed; one whose groups are seeded already gets them here.
 */
export async function grantPermission(db: Kysely<unknown>): Promise<void> {
  await sql`insert into permissions (action, resource)
    select 'UPDATE', 'KNOWLEDGE_BASE'
    where exists (select 1 from groups where name = 'Super Admin')
      and not exists (select 1 from permissions where action = 'UPDATE' and resource = 'KNOWLEDGE_BASE')`.execute(db);
  await sql`insert into groups (name)
    select 'Content Editor'
    where exists (select 1 from groups where name = 'Super Admin')
      and not exists (select 1 from groups where name = 'Content Editor')`.execute(db);
  await sql`insert into group_permissions (group_id, permission_id)
    select g.id, p.id from groups g, permissions p
    where g.name in ('Super Admin', 'Content Editor') and p.action = 'UPDATE' and p.resource = 'KNOWLEDGE_BASE'
      and not exists (select 1 from group_permissions gp where gp.group_id = g.id and gp.permission_id = p.id)`.execute(
    db,
  );
}
