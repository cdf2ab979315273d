import type { Db } from '../database.js';
import { seedGlossaryElements } from '../generate/glossary.js';
import { addLanguages, bumpVersion } from '../../platform/glossary.repository.js';
import type { MigrationContext } from './helpers.js';

/**
 * The data dictionary in the user's language (issue 14, docs/decisions/030): an element's name per
 * language beside its definition (null in the en-US row, whose name is the element's own), and its
 * synonyms per language, which search matches as it matches names.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.alterTable('glossary_definitions').addColumn('business_name', 'text').execute();
  await db.schema
    .createTable('glossary_synonyms')
    .addColumn('item_id', 'text', (c) => c.notNull().references('glossary_items.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('synonym', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('glossary_synonyms_pk', ['item_id', 'locale', 'synonym'])
    .execute();
  // A dictionary seeded before this migration gets the seed's names, definitions and synonyms in every
  // language (elements still as seeded only: same id and technical name); servers then rebuild their index.
  // (The tables it writes are those of this schema, so the typed handle is sound here.)
  const typed = db as unknown as Db;
  if ((await addLanguages(typed, seedGlossaryElements())) > 0) await bumpVersion(typed, new Date().toISOString());
}
