import { ALLOWED_LOCALES } from '@portal/contract/locale';
import type { Db } from '../../db/database.js';
import type { KbSeedFolder } from '../../db/seed/knowledge-base/types.js';
import { renderTranslation } from './knowledge-base.authoring.js';
import * as repo from './knowledge-base.repository.js';

/**
 * Loads a folder of seed content (the demo's, the benchmark's, a test's fixture) as published articles: its topics
 * in order, then each article with its translations, rendered and sanitised as the authoring API would, and
 * indexed for search. An article already there (same folder and path) is left as it is.
 */
export async function loadKnowledgeBaseFolder(
  db: Db,
  folder: KbSeedFolder,
  options: { author: string; now: string },
): Promise<{ articles: number }> {
  let loaded = 0;
  await db.transaction().execute(async (trx) => {
    const topicIds = new Map<string, number>();
    for (const [position, topic] of folder.topics.entries()) {
      const id = await repo.saveTopic(trx, {
        folder: folder.folder,
        slug: topic.slug,
        position,
        titles: JSON.stringify(topic.titles),
        descriptions: JSON.stringify(topic.descriptions),
      });
      topicIds.set(topic.slug, id);
    }
    for (const article of folder.articles) {
      const topicId = topicIds.get(article.topic);
      if (topicId === undefined) throw new Error(`${folder.folder}/${article.slug}: no topic ${article.topic}`);
      if (await repo.slugTaken(trx, folder.folder, article.slug, null)) continue;
      const publishAt = new Date(article.publishedAt).toISOString();
      const id = await repo.insertArticle(trx, {
        folder: folder.folder,
        topic_id: topicId,
        slug: article.slug,
        state: 'PUBLISHED',
        publish_at: publishAt,
        top: article.top ? 1 : 0,
        products: JSON.stringify(article.products ?? []),
        release: article.release ?? null,
        created_at: publishAt,
        updated_at: publishAt,
        updated_by: options.author,
      });
      for (const locale of ALLOWED_LOCALES) {
        const text = article.translations[locale];
        if (!text) continue;
        await repo.saveTranslation(trx, {
          article_id: id,
          locale,
          ...renderTranslation(text),
          updated_at: publishAt,
          updated_by: options.author,
        });
      }
      await repo.reindexArticle(trx, id);
      loaded += 1;
    }
  });
  return { articles: loaded };
}
