import { measureMemory } from 'node:vm';
import type { Db, Dialect } from '../../db/database.js';
import { readVersion } from '../../platform/glossary.repository.js';
import * as repo from './glossary.repository.js';
import { GlossaryIndexBuilder } from './glossary.index-builder.js';
import { productBit, type IndexedTexts } from './glossary.fields.js';
import type { GlossaryIndex } from './glossary.search.js';
import { resolveLocale } from '@portal/contract/locale';

/** Elements are read this many at a time while the index is built. */
const LOAD_BATCH = 1000;
/** From this many elements, the build's garbage is collected as soon as the index is in place. */
const COLLECT_AFTER_BUILD = 10_000;

/**
 * Collects the garbage a large build leaves (its rows, the keys as strings, the words of each document:
 * some 150 MB for 100 000 elements) now. Without it V8 keeps that memory until its old space next fills
 * up, which a server answering small requests may not reach for a long time (docs/decisions/034). An eager
 * memory measurement is the public API that runs a full collection; a second one returns the array
 * buffers and pages the first found dead (measured: 193 then 178 MiB resident, from 350).
 */
async function collectBuildGarbage(): Promise<void> {
  try {
    await measureMemory({ execution: 'eager' });
    await measureMemory({ execution: 'eager' });
  } catch {
    // Only memory is at stake: the index is in place either way (an engine without the API collects later).
  }
}

/** Reads the whole glossary (one consistent snapshot, in batches) and builds the index, labelled with the version it was read at. */
export async function buildIndex(db: Db, dialect: Dialect): Promise<GlossaryIndex> {
  // The version is read first and in the same snapshot: a change made meanwhile shows up as a newer version later.
  const read = async (trx: Db) => {
    const version = await readVersion(trx);
    const builder = new GlossaryIndexBuilder();
    let afterId: string | null = null;
    for (;;) {
      const { items, products, definitions, synonyms } = await repo.loadIndexBatch(trx, afterId, LOAD_BATCH);
      if (items.length === 0) break;
      const masks = new Map<string, number>();
      for (const row of products) masks.set(row.item_id, (masks.get(row.item_id) ?? 0) | productBit(row.product_tag));
      const texts = new Map<string, Required<IndexedTexts>>();
      const textsOf = (id: string) => {
        let found = texts.get(id);
        if (!found) texts.set(id, (found = { names: {}, synonyms: [], definitions: {} }));
        return found;
      };
      for (const row of definitions ?? []) {
        const entry = textsOf(row.item_id);
        const locale = resolveLocale(row.locale);
        if (locale !== row.locale) continue;
        entry.definitions[locale] = row.definition;
        if (row.business_name) entry.names[locale] = row.business_name;
      }
      for (const row of synonyms ?? []) (textsOf(row.item_id).synonyms as string[]).push(row.synonym);
      for (const item of items) builder.addRow(item, masks.get(item.id) ?? 0, texts.get(item.id));
      afterId = items[items.length - 1]!.id;
      if (items.length < LOAD_BATCH) break;
    }
    return builder.build(version);
  };
  return dialect === 'postgres'
    ? db.transaction().setIsolationLevel('repeatable read').execute(read)
    : db.transaction().execute(read);
}

export type GlossaryIndexHolderOptions = {
  /** How often (at most) a request checks the stored version; 0 checks on every request. */
  checkIntervalMs: number;
  now?: () => number;
};

/**
 * The process's current index. Every `checkIntervalMs` a request reads the stored version (one tiny
 * query); when it differs from the index's, the index is rebuilt. Requests that arrive meanwhile wait
 * for that one check (and rebuild) instead of starting their own, and all answer from its result. So
 * several servers on one database converge within the interval, and a server always answers from a
 * complete index.
 */
export class GlossaryIndexHolder {
  private index: GlossaryIndex | null = null;
  private pending: Promise<GlossaryIndex> | null = null;
  private checkedAt = -Infinity;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly options: GlossaryIndexHolderOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async current(): Promise<GlossaryIndex> {
    if (this.pending) return this.pending;
    const now = this.now();
    if (this.index && now - this.checkedAt < this.options.checkIntervalMs) return this.index;
    this.checkedAt = now;
    this.pending = this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async refresh(): Promise<GlossaryIndex> {
    const stored = await readVersion(this.db);
    if (this.index && this.index.version === stored) return this.index;
    this.index = await buildIndex(this.db, this.dialect);
    if (this.index.size >= COLLECT_AFTER_BUILD) await collectBuildGarbage();
    return this.index;
  }
}
