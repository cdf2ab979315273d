import type { SortOrder } from '@portal/contract/paging';
import type { Db, Dialect } from '../../db/database.js';
import { foldForSearch } from '../../db/search-fold.js';
import type { Clock } from '../../platform/clock.js';
import type { SqlWindow } from '../../platform/paging.js';
import {
  type LoweredFields,
  type Tab,
  type TabVersions,
  type UserDbColumn,
  foldedFields,
  readOrderIds,
  searchTexts,
  tabVersions,
} from './user-search.queries.js';

/**
 * A copy of a large tab's searched fields and orders in the server's memory (decisions 039, 040 and 050), made for
 * the pages of a capped search that the order's walk does not reach (a deep page, or matches that sit late in the
 * order): the page's ids come from the copy in a few milliseconds, where the database would find and sort every
 * match. Once made, the copy answers the tab's searches (count and page) while it is the tab's current version.
 *
 * The copy is the tab's state at one `version` of its kept count (migration 024): every request reads the version
 * first, and a copy of another version is read again, so a page is never from an older tab than the request. The
 * order by last sign-in is kept apart, at its own `sign_in_version`, since sign-ins change nothing else.
 */

/** A search's term, and whether it matches the start of a field only (one or two characters, decision 032). */
export type SearchTerm = { text: string; startOnly: boolean };

/** How one request uses the copy; the numbers are smaller in tests. */
export type CopyOptions = {
  /** The least users a tab must have to be copied: a smaller tab's matches are read and sorted quickly enough. */
  from: number;
  /** How many users one query reads (`READ_BATCH`; `ORDER_BATCH` for an order). */
  batch?: number;
  /** How long after making a tab's copy a change to the tab is answered by the database (`REREAD_AFTER_MS`). */
  rereadAfterMs?: number;
  /** How many users of the order a search tests one by one before it scans the whole copy (`PROBE`). */
  probe?: number;
  /** Only a copy already kept and of the tab's current version: no query when none is kept. */
  keptOnly?: boolean;
};

/** Tabs with fewer users are read from the database (`CopyOptions.from`): under it, all matches sort within the goal. */
export const COPY_FROM = 10_000;

/** The most users kept in all copies together (about 100 bytes each: 40 MB); the least recently used go first. */
const KEPT_USERS = 400_000;
/** A copy not used for this long is dropped. */
const IDLE_MS = 10 * 60_000;
/**
 * A tab that changed within this time of its copy being made is answered by the database until it passes: a busy
 * tab's copy is made again at most this often, which bounds the work and the garbage of making it (decision 039).
 */
const REREAD_AFTER_MS = 30_000;
/**
 * How many users of the order a search tests one by one, stopping once the window is found and `counted` matches
 * are, before it scans the whole copy for the term instead: a common term (one user in four or more) is answered
 * within it, in a millisecond or so; a rarer one costs the scan, a few milliseconds whatever the term, plus this.
 * The same budget as the database's walk (decision 032).
 */
const PROBE = 4_000;
/** How many users' texts one query reads while a copy is made: the rows in memory at once stay few. */
const READ_BATCH = 5_000;
/** How many of the order's entries one query reads while the copy reads an order (keyset batches). */
const ORDER_BATCH = 10_000;
/** The order by last sign-in: the only one sign-ins change. */
const SIGN_IN_COLUMN = 'last_login_at';

type Order = { signInVersion: number; slots: Int32Array; readAt: number };
type Copy = {
  version: number;
  /** A slot per user, in id order: the user's id. */
  ids: Int32Array;
  /**
   * Each user's four fields, folded by the database (portal_fold), each after a line feed: the records, in slot
   * order, one chunk per batch read (no record spans two), so making the copy never holds them twice. A chunk is the
   * records' UTF-8 bytes as a string of one byte per character (latin1), so that positions are byte offsets and a
   * search is the string's own `indexOf`, which costs about half a buffer's per call (one call per match).
   */
  chunks: string[];
  /** Where each chunk starts in the records' bytes. */
  chunkStarts: number[];
  /** Where each slot's record starts in the records' bytes (one more entry: their length). */
  starts: Int32Array;
  /** The byte length of each slot's first three fields (the fourth runs to the next record). */
  fieldLengths: Uint16Array;
  orders: Map<string, Order>;
  /**
   * Which slots a search matched, one byte per slot: reused by every search of the copy (each fills it and reads it
   * without an await between), so a search allocates no memory of the tab's size.
   */
  matched: Uint8Array;
  /** How often each byte value occurs in the records: a scan looks for a term from its rarest byte on. */
  byteCounts: Uint32Array;
  lastUsed: number;
};

const SEARCHED = ['first_name', 'last_name', 'email', 'login_id'] as const;
const FIELD_SEPARATOR = '\n';

/**
 * A search answered from the tab's copy: how many users it matches (all of them, or at least the window's `counted`),
 * and the window's ids in the order.
 */
export type CopiedSearch = { matches: number; ids: number[] };

/** The copies of one server's tabs: made once with the application's context (the user search's). */
export class TabCopies {
  /** Kept copies by tab, least recently used first. */
  private readonly kept = new Map<string, Copy>();
  private readonly reading = new Map<string, Promise<Copy | null>>();
  /** When each tab's copy was last read (or tried): a changed tab's is read again `REREAD_AFTER_MS` after at the soonest. */
  private readonly lastRead = new Map<string, number>();
  private lastSwept = 0;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
  ) {}

  /**
   * A search of the tab answered from its copy: every match counted, and the ids of the window's matches in the
   * order; the copy is made, or read again when the tab changed (see `CopyOptions.keptOnly`). Null when the tab is too
   * small or too large to copy, the term holds a line feed (tested field by field in the database), or the tab changed
   * while it was being read.
   */
  async search(
    tab: Tab,
    term: SearchTerm,
    order: { column: UserDbColumn; direction: SortOrder },
    window: SqlWindow & { counted: number },
    options: CopyOptions,
  ): Promise<CopiedSearch | null> {
    if (term.text.includes(FIELD_SEPARATOR)) return null;
    const ordered = await this.ordered(tab, order.column, options);
    if (!ordered) return null;
    const { copy, slots } = ordered;
    const search = { needle: bytesOf(foldForSearch(term.text)), startOnly: term.startOnly };
    const walk = { slots, backwards: order.direction === 'desc', window };
    return walkTested(copy, walk, search, options.probe ?? PROBE) ?? walkScanned(copy, walk, search);
  }

  /**
   * A page of the whole tab (no search) from its copy's order (decision 040): the window's ids, read off the order
   * without skipping anything, where the database skips the window's offset entry by entry. Null as `search`.
   */
  async page(
    tab: Tab,
    order: { column: UserDbColumn; direction: SortOrder },
    window: SqlWindow,
    options: CopyOptions,
  ): Promise<number[] | null> {
    const ordered = await this.ordered(tab, order.column, options);
    if (!ordered) return null;
    const { copy, slots } = ordered;
    const ids: number[] = [];
    const end = Math.min(window.offset + window.limit, slots.length);
    for (let n = window.offset; n < end; n++) {
      ids.push(copy.ids[slotAt(slots, n, order.direction === 'desc')]!);
    }
    return ids;
  }

  /** What is kept of the tab: its copy's users and the columns whose order it holds whole (tests, diagnostics). */
  keptOf(tab: Tab): { users: number; orders: string[] } | null {
    const copy = this.kept.get(keyOf(tab));
    if (!copy) return null;
    const whole = [...copy.orders].filter(([, order]) => order.slots.length === copy.ids.length);
    return { users: copy.ids.length, orders: whole.map(([column]) => column).sort() };
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  /** The tab's copy of its current version and its slots in the column's order (see `CopyOptions.keptOnly`). */
  private async ordered(
    tab: Tab,
    column: UserDbColumn,
    options: CopyOptions,
  ): Promise<{ copy: Copy; slots: Int32Array } | null> {
    this.dropIdle();
    const key = keyOf(tab);
    if (options.keptOnly && !this.kept.has(key)) return null;
    const versions = await tabVersions(this.db, tab);
    if (!versions || versions.users < options.from || versions.users > KEPT_USERS) return null;
    const copy = options.keptOnly ? this.keptCopy(key, versions) : await this.currentCopy(tab, versions, options);
    if (!copy) return null;
    const slots = await this.orderSlots(tab, copy, column, versions, options);
    return slots ? { copy, slots } : null;
  }

  /** The kept copy when it is of the tab's current version, else a new one (one read at a time per tab). */
  private async currentCopy(tab: Tab, versions: TabVersions, options: CopyOptions): Promise<Copy | null> {
    const key = keyOf(tab);
    const copy = this.keptCopy(key, versions);
    if (copy) return copy;
    let pending = this.reading.get(key);
    if (!pending) {
      const last = this.lastRead.get(key);
      if (last !== undefined && this.now() - last < (options.rereadAfterMs ?? REREAD_AFTER_MS)) return null;
      this.lastRead.set(key, this.now());
      // The older copy goes before the next is read, so the two are never held at once.
      this.kept.delete(key);
      pending = this.readCopy(tab, options.batch ?? READ_BATCH).finally(() => this.reading.delete(key));
      this.reading.set(key, pending);
    }
    const read = await pending;
    if (!read || read.version !== versions.version) return null;
    this.keep(key, read);
    return read;
  }

  /** The kept copy, now the most recently used, when it is of the tab's current version. */
  private keptCopy(key: string, versions: TabVersions): Copy | null {
    const copy = this.kept.get(key);
    if (!copy || copy.version !== versions.version) return null;
    this.kept.delete(key);
    this.kept.set(key, copy);
    copy.lastUsed = this.now();
    return copy;
  }

  /**
   * Reads the tab's users' texts in batches, packing each batch as it comes; null when the tab changed meanwhile
   * (another version before and after) or a field is too long to note.
   */
  private async readCopy(tab: Tab, batch: number): Promise<Copy | null> {
    const before = await tabVersions(this.db, tab);
    if (!before) return null;
    const packer = new Packer(before.users);
    for (let afterId = 0; ;) {
      const texts = await searchTexts(this.db, this.dialect, tab, afterId, batch);
      const odd = texts.filter((text) => separatorsOf(text.search_text) === null);
      const apart =
        odd.length > 0
          ? await foldedFields(
              this.db,
              this.dialect,
              odd.map((t) => t.user_id),
            )
          : [];
      const fields = new Map(apart.map((f) => [f.id, f]));
      for (const text of texts) {
        const own = fields.get(text.user_id);
        const added = own
          ? packer.add(text.user_id, SEARCHED.map((field) => own[field]).join(FIELD_SEPARATOR), own)
          : packer.add(text.user_id, text.search_text);
        if (!added) return null;
      }
      packer.endBatch();
      if (texts.length < batch) break;
      afterId = texts[texts.length - 1]!.user_id;
    }
    const after = await tabVersions(this.db, tab);
    if (!after || before.version !== after.version) return null;
    return packer.copy(before.version, this.now());
  }

  /** Keeps the copy, dropping the least recently used ones beyond `KEPT_USERS`. */
  private keep(key: string, copy: Copy): void {
    this.kept.delete(key);
    this.kept.set(key, copy);
    let users = 0;
    for (const each of this.kept.values()) users += each.ids.length;
    for (const [oldest, each] of this.kept) {
      if (users <= KEPT_USERS) break;
      this.kept.delete(oldest);
      users -= each.ids.length;
    }
  }

  /** Drops the copies not used for `IDLE_MS`, looked at with each request at most every half of it (no timer). */
  private dropIdle(): void {
    const now = this.now();
    if (now - this.lastSwept < IDLE_MS / 2) return;
    this.lastSwept = now;
    const idleSince = now - IDLE_MS;
    for (const [key, copy] of this.kept) if (copy.lastUsed < idleSince) this.kept.delete(key);
    for (const [key, at] of this.lastRead) if (at < idleSince && !this.kept.has(key)) this.lastRead.delete(key);
  }

  /**
   * The copy's slots in the column's ascending order (its descending order is the same read backwards), read from
   * the database when the copy has none yet, or has an older order by last sign-in (at most every `rereadAfterMs`).
   * Null when the tab changed while the order was read, or an older order is too young to read again.
   */
  private async orderSlots(
    tab: Tab,
    copy: Copy,
    column: UserDbColumn,
    versions: TabVersions,
    options: CopyOptions,
  ): Promise<Int32Array | null> {
    const known = copy.orders.get(column);
    if (known && (column !== SIGN_IN_COLUMN || known.signInVersion === versions.sign_in_version)) return known.slots;
    if (known && this.now() - known.readAt < (options.rereadAfterMs ?? REREAD_AFTER_MS)) return null;
    const readAt = this.now();
    const slots = new Int32Array(copy.ids.length);
    let read = 0;
    let fits = true;
    await readOrderIds(this.db, tab, column, options.batch ?? ORDER_BATCH, (id) => {
      const slot = slotOf(copy.ids, id);
      if (slot < 0 || read === slots.length) fits = false;
      else slots[read++] = slot;
    });
    const after = await tabVersions(this.db, tab);
    if (!fits || read !== slots.length || !after || after.version !== copy.version) return null;
    // Stamped with the sign-ins counted before the read: one that landed during it makes the next request read again.
    copy.orders.set(column, { signInVersion: versions.sign_in_version, slots, readAt });
    return slots;
  }
}

function keyOf(tab: Tab): string {
  return `${tab.companyId}:${tab.status}`;
}

/** Packs users one at a time into a copy of at most `capacity` users (the tab's count when the read began). */
class Packer {
  private readonly ids: Int32Array;
  private readonly starts: Int32Array;
  private readonly fieldLengths: Uint16Array;
  private readonly chunks: string[] = [];
  private readonly chunkStarts: number[] = [];
  /** The records not yet in a chunk: one chunk per batch, not one per user. */
  private pending: string[] = [];
  private slots = 0;
  private size = 0;

  constructor(private readonly capacity: number) {
    this.ids = new Int32Array(capacity);
    this.starts = new Int32Array(capacity + 1);
    this.fieldLengths = new Uint16Array(capacity * 3);
  }

  /**
   * Adds a user's text (the four fields joined by line feeds; `apart`: the fields themselves, when one holds a line
   * feed). False when the copy cannot hold the user: more users than counted, or a field longer than 65 535 bytes.
   */
  add(id: number, text: string, apart?: LoweredFields): boolean {
    if (this.slots === this.capacity) return false;
    const lengths = apart ? SEARCHED.slice(0, 3).map((field) => Buffer.byteLength(apart[field])) : fieldLengths(text);
    if (!lengths || lengths.some((length) => length > 0xffff)) return false;
    for (const [n, length] of lengths.entries()) this.fieldLengths[this.slots * 3 + n] = length;
    const record = `${FIELD_SEPARATOR}${text}`;
    this.ids[this.slots] = id;
    this.starts[this.slots] = this.size;
    this.pending.push(record);
    this.size += Buffer.byteLength(record);
    this.slots++;
    return true;
  }

  endBatch(): void {
    const chunk = bytesOf(this.pending.join(''));
    this.chunkStarts.push(this.size - chunk.length);
    this.chunks.push(chunk);
    this.pending = [];
  }

  copy(version: number, now: number): Copy {
    this.endBatch();
    this.starts[this.slots] = this.size;
    return {
      version,
      ids: this.ids.slice(0, this.slots),
      chunks: this.chunks,
      chunkStarts: this.chunkStarts,
      starts: this.starts.slice(0, this.slots + 1),
      fieldLengths: this.fieldLengths.slice(0, this.slots * 3),
      orders: new Map(),
      matched: new Uint8Array(this.slots),
      byteCounts: countBytes(this.chunks),
      lastUsed: now,
    };
  }
}

/** A text's UTF-8 bytes, one per character of the string answered (see `Copy.chunks`). */
function bytesOf(text: string): string {
  return Buffer.from(text).toString('latin1');
}

function countBytes(chunks: string[]): Uint32Array {
  const counts = new Uint32Array(256);
  for (const chunk of chunks) for (let at = 0; at < chunk.length; at++) counts[chunk.charCodeAt(at)]!++;
  return counts;
}

/** Where a text's three line feeds are; null unless it has exactly three (four fields, none holding one). */
function separatorsOf(text: string): [number, number, number] | null {
  const first = text.indexOf(FIELD_SEPARATOR);
  const second = first < 0 ? -1 : text.indexOf(FIELD_SEPARATOR, first + 1);
  const third = second < 0 ? -1 : text.indexOf(FIELD_SEPARATOR, second + 1);
  if (third < 0 || text.includes(FIELD_SEPARATOR, third + 1)) return null;
  return [first, second, third];
}

// eslint-disable-next-line no-control-regex -- "beyond ASCII" is the point
const BEYOND_ASCII = /[^\u0000-\u007f]/;

/** The byte lengths of a text's first three fields (without making a string of each when it is all ASCII). */
function fieldLengths(text: string): number[] | null {
  const separators = separatorsOf(text);
  if (!separators) return null;
  const [first, second, third] = separators;
  if (!BEYOND_ASCII.test(text)) return [first, second - first - 1, third - second - 1];
  return [text.slice(0, first), text.slice(first + 1, second), text.slice(second + 1, third)].map((field) =>
    Buffer.byteLength(field),
  );
}

/** The slot of a user id (the slots are in id order), or -1. */
function slotOf(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (ids[middle]! < id) low = middle + 1;
    else if (ids[middle]! > id) high = middle - 1;
    else return middle;
  }
  return -1;
}

type Search = { needle: string; startOnly: boolean };

/** The slot `n`-th in the order: read forwards (ascending), or backwards (descending). */
function slotAt(slots: Int32Array, n: number, backwards: boolean): number {
  return slots[backwards ? slots.length - 1 - n : n]!;
}
type Walk = { slots: Int32Array; backwards: boolean; window: SqlWindow & { counted: number } };

/**
 * The search answered by walking the order and testing each user in turn, when the window and `counted` matches are
 * found within the first `budget` users (or the whole order is); null when they are not.
 */
function walkTested(copy: Copy, walk: Walk, search: Search, budget: number): CopiedSearch | null {
  const { slots, backwards, window } = walk;
  const wanted = window.offset + window.limit;
  const ids: number[] = [];
  let matches = 0;
  const walked = Math.min(budget, slots.length);
  for (let n = 0; n < walked; n++) {
    const slot = slotAt(slots, n, backwards);
    if (!slotMatches(copy, slot, chunkOf(copy, slot), search)) continue;
    if (matches >= window.offset && matches < wanted) ids.push(copy.ids[slot]!);
    matches++;
    if (matches >= wanted && matches >= window.counted) return { matches, ids };
  }
  return walked === slots.length ? { matches, ids } : null;
}

/** The search answered by marking every matching slot in one pass over the copy, then walking the order. */
function walkScanned(copy: Copy, walk: Walk, search: Search): CopiedSearch {
  const matched = copy.matched.fill(0);
  const matches = search.startOnly ? markFieldStarts(copy, search, matched) : markAnywhere(copy, search, matched);
  const { slots, backwards, window } = walk;
  const wanted = window.offset + window.limit;
  const ids: number[] = [];
  let seen = 0;
  for (let n = 0; n < slots.length && seen < wanted; n++) {
    const slot = slotAt(slots, n, backwards);
    if (!matched[slot]) continue;
    if (seen >= window.offset) ids.push(copy.ids[slot]!);
    seen++;
  }
  return { matches, ids };
}

/**
 * Marks the slots holding the term anywhere, by the search's own test on the database's folded fields (decision
 * 032); the term holds no line feed, so a match never spans two fields. The copy is searched for the term's end
 * from its rarest byte (`anchorOf`), each find checked for the whole term; a slot's other occurrences are skipped.
 */
function markAnywhere(copy: Copy, search: Search, matched: Uint8Array): number {
  const { needle } = search;
  const skip = anchorOf(copy, needle);
  const anchor = needle.slice(skip);
  let matches = 0;
  let slot = 0;
  for (const [n, chunk] of copy.chunks.entries()) {
    const base = copy.chunkStarts[n]!;
    let at = chunk.indexOf(anchor, skip);
    while (at !== -1) {
      const from = at - skip;
      if (!chunk.startsWith(needle, from)) {
        at = chunk.indexOf(anchor, at + 1);
        continue;
      }
      while (copy.starts[slot + 1]! <= base + from) slot++;
      matched[slot] = 1;
      matches++;
      at = chunk.indexOf(anchor, copy.starts[slot + 1]! - base + skip);
    }
  }
  return matches;
}

/**
 * Where in the needle the scan starts looking: at its byte that is rarest in the copy, with two bytes or more left
 * from it. The search for the rest stops at each occurrence of its first byte, so a rare one costs a few
 * milliseconds where a common one ('m' of "mia.diaz": one in every "example") costs several times that.
 */
function anchorOf(copy: Copy, needle: string): number {
  let best = 0;
  for (let at = 1; at <= needle.length - 2; at++) {
    if (copy.byteCounts[needle.charCodeAt(at)]! < copy.byteCounts[needle.charCodeAt(best)]!) best = at;
  }
  return best;
}

/**
 * Marks the slots with a field that starts with a short term, testing each field's first bytes: the term's
 * occurrences anywhere are many (an 'm' in every "example"), a slot's fields four.
 */
function markFieldStarts(copy: Copy, search: Search, matched: Uint8Array): number {
  let matches = 0;
  let n = 0;
  for (let slot = 0; slot < copy.ids.length; slot++) {
    while (n + 1 < copy.chunks.length && copy.starts[slot]! >= copy.chunkStarts[n + 1]!) n++;
    if (!slotMatches(copy, slot, n, search)) continue;
    matched[slot] = 1;
    matches++;
  }
  return matches;
}

/** The chunk holding the slot's record (the last one starting at or before it). */
function chunkOf(copy: Copy, slot: number): number {
  const at = copy.starts[slot]!;
  let low = 0;
  let high = copy.chunkStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (copy.chunkStarts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Whether the slot's record, in chunk `n`, matches: a field starts with the term (`startOnly`), or holds it. */
function slotMatches(copy: Copy, slot: number, n: number, search: Search): boolean {
  const { needle } = search;
  const chunk = copy.chunks[n]!;
  const base = copy.chunkStarts[n]!;
  const end = copy.starts[slot + 1]! - base;
  let start = copy.starts[slot]! - base + 1;
  if (!search.startOnly) return holds(chunk, start, end, needle);
  const first = needle.charCodeAt(0);
  for (let field = 0; field < 4; field++) {
    const length = field < 3 ? copy.fieldLengths[slot * 3 + field]! : end - start;
    if (length >= needle.length && chunk.charCodeAt(start) === first && chunk.startsWith(needle, start)) return true;
    start += length + 1;
  }
  return false;
}

/** Whether the bytes from `start` to `end` hold the needle. */
function holds(chunk: string, start: number, end: number, needle: string): boolean {
  const first = needle.charCodeAt(0);
  for (let at = start; at <= end - needle.length; at++) {
    if (chunk.charCodeAt(at) === first && chunk.startsWith(needle, at)) return true;
  }
  return false;
}
