import type { Db } from '../../db/database.js';

/** Every article, newest first (then in the catalogue's order). */
export async function listArticles(db: Db) {
  return db
    .selectFrom('insight_articles')
    .select(['id', 'product_code', 'published_on', 'read_minutes', 'image'])
    .orderBy('published_on', 'desc')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The articles' texts in these locales. */
export async function listArticleTexts(db: Db, locales: string[]) {
  return db
    .selectFrom('insight_article_texts')
    .select(['article_id', 'locale', 'title', 'summary', 'body', 'image_alt'])
    .where('locale', 'in', locales)
    .execute();
}
