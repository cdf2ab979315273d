import type { Db } from '../database.js';
import { seedGlossaryElements } from '../generate/glossary.js';
import { bumpVersion, countItems, hasGlossaryLanguages, insertElements } from '../../platform/glossary.repository.js';

/**
 * The data dictionary's reference data (issue 4): the composed seed of data elements in three
 * languages (names, definitions and synonyms), inserted into an empty dictionary only; after that the
 * dictionary is its owners' to change (migration 021 gave a dictionary seeded before it the names).
 */
export async function seedGlossary(db: Db, now = new Date().toISOString()): Promise<number> {
  if ((await countItems(db)) > 0) return 0;
  let elements = seedGlossaryElements();
  // On a schema before migration 021 (a test of an older migration): without the names and synonyms, which 021 adds.
  if (!(await hasGlossaryLanguages(db))) elements = elements.map(({ names: _names, synonyms: _synonyms, ...e }) => e);
  await insertElements(db, elements, now);
  await bumpVersion(db, now);
  return elements.length;
}
