import type { Db } from '../database.js';
// The one exception to 'db/ imports nothing from modules/': articles are written as the authoring API writes them
// (Markdown rendered and sanitised, the search index and words kept), by the module's own loader (decision 058).
// eslint-disable-next-line import-x/no-restricted-paths
import { loadKnowledgeBaseFolder } from '../../modules/knowledge-base/knowledge-base.seed.js';
import type { KbSeedFolder } from './knowledge-base/types.js';

/**
 * The demo knowledge base (issue 29, decision record 058): the folders of `knowledge-base/` loaded as published
 * articles, at the times they say, by the content editor; and the rollout flags on in every market, so the demo's
 * users reach it.
 */
export const DEMO_KB_AUTHOR = 'editor';

export async function seedDemoKnowledgeBase(db: Db, folders: readonly KbSeedFolder[], now: string): Promise<void> {
  for (const folder of folders) await loadKnowledgeBaseFolder(db, folder, { author: DEMO_KB_AUTHOR, now });
  await db
    .updateTable('feature_flags')
    .set({ enabled: 1, rollout_percent: 100, updated_at: now })
    .where('key', 'in', ['wem-kb-rollout', 'kb-search-rollout'])
    .execute();
}
