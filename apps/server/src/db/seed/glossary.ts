import type { Db } from '../database.js';
import { seedGlossaryElements } from '../generate/glossary.js';
import { bumpVersion, countItems, insertElements } from '../../platform/glossary.repository.js';

/**
 * The data dictionary's reference data (issue 4): the composed seed of data elements in three
 * languages, inserted into an empty dictionary only; after that the dictionary is its owners' to change.
 */
export async function seedGlossary(db: Db, now = new Date().toISOString()): Promise<number> {
  if ((await countItems(db)) > 0) return 0;
  const elements = seedGlossaryElements();
  await insertElements(db, elements, now);
  await bumpVersion(db, now);
  return elements.length;
}
