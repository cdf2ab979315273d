import type { Generated } from 'kysely';
import type { Db } from '../../db/database.js';

/** The knowledge base's tables (migrations 041 to 045), known to this module only. */
export type KbTables = {
  kb_topics: {
    id: Generated<number>;
    folder: string;
    slug: string;
    position: number;
    titles: string;
    descriptions: string;
  };
  kb_articles: {
    id: Generated<number>;
    folder: string;
    topic_id: number;
    slug: string;
    state: string;
    publish_at: string | null;
    top: number;
    products: string;
    release: string | null;
    created_at: string;
    updated_at: string;
    updated_by: string;
  };
  kb_translations: {
    id: Generated<number>;
    article_id: number;
    locale: string;
    title: string;
    summary: string;
    body: string;
    html: string;
    plain: string;
    updated_at: string;
    updated_by: string;
  };
  kb_search: {
    id: Generated<number>;
    article_id: number;
    locale: string;
    shown_locale: string;
    folder: string;
    publish_at: string;
    title_fold: string;
    body_fold: string;
  };
  /** documents: how many visible translations of the language hold the term (migration 045). */
  kb_terms: { locale: string; length: number; term: string; documents: Generated<number> };
  /** Per language, how many visible translations there are (migration 045). */
  kb_text_counts: { locale: string; documents: number };
  kb_long_words: { locale: string; word: string };
  kb_feedback: {
    id: Generated<number>;
    article_id: number;
    locale: string;
    login_id: string;
    helpful: number;
    updated_at: string;
  };
  kb_suggestion_clicks: { id: Generated<number>; article_id: number; login_id: string; clicked_at: string };
  kb_images: {
    id: string;
    content_type: string;
    size: number;
    storage_key: string;
    created_at: string;
    created_by: string;
  };
};

/** The database seen with the knowledge base's tables. */
export const kb = (db: Db) => db.withTables<KbTables>();
export type KbDb = ReturnType<typeof kb>;
