import { RELEASE_NOTES_PART_1 } from './release-notes-part-1.js';
import { RELEASE_NOTES_PART_2 } from './release-notes-part-2.js';
import type { KbSeedFolder, KbSeedTopic } from './types.js';

/**
 * The release notes (issue 29; US only): two notes per product, releases 2025.09 to 2026.11, each tagged with its
 * product and release and written in en-US, es-MX and fr-CA.
 */

const topics: KbSeedTopic[] = [
  {
    slug: 'product-updates',
    titles: {
      'en-US': 'Product updates',
      'es-MX': 'Actualizaciones de productos',
      'fr-CA': 'Mises à jour des produits',
    },
    descriptions: {
      'en-US': 'What is new, improved and fixed in each release of the portal’s data products.',
      'es-MX': 'Lo nuevo, lo mejorado y lo corregido en cada versión de los productos de datos del portal.',
      'fr-CA': 'Les nouveautés, améliorations et corrections de chaque version des produits de données du portail.',
    },
  },
];

export const RELEASE_NOTES_KB: KbSeedFolder = {
  folder: 'release-notes',
  topics,
  articles: [...RELEASE_NOTES_PART_1, ...RELEASE_NOTES_PART_2],
};
