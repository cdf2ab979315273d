import type { SqlWindow } from '../../platform/paging.js';
import type { Db } from '../../db/database.js';
import type { SortOrder } from '@portal/contract/paging';

/**
 * A copy of a large tab's searched fields and orders in the server's memory (decision 039), made for the pages of a
 * capped search that the order's walk does not reach (a deep page, or matches that sit late in the order): the
 * page's ids come from the copy in a few milliseconds, where the database would find and sort every match. Once
 * made, the copy answers the tab's searches (count and page) while it is the tab's current version.
 *
 * The copy is the tab's state at one `version` of its kept count (migration 024): every request reads the version
 * first, and a copy of another version is read again, so a page is never from an older tab than the request. The
 * order by last sign-in is kept apart, at its own `sign_in_version`, since sign-ins change nothing else.
 */

/** The tab: a company's users of one status (the repository's `UserFilter` without its search). */
export type Tab = { companyId: number; status: 'ACTIVE' | 'BLOCKED' };

/** A user's searched fields as `user_search` keeps them (migration 019): lower-cased, joined by line feeds. */
export type SearchText = { user_id: number; search_text: string };
/** A user's searched fields, each lower-cased by the database. */
export type LoweredFields = { id: number; first_name: string; last_name: string; email: string; login_id: string };

/** A search's term, and whether it matches the start of a field only (one or two characters, decision 032). */
export type SearchTerm = { text: string; startOnly: boolean };

/** How the copy reads the tab from the database (the repository's queries). */
export type CopyOptions = {
  /** The least users a tab must have to be copied: a smaller tab's matches are read and sorted quickly enough. */
  from: number;
  /** How many users one query reads (`READ_BATCH`; smaller in tests). */
  batch?: number;
  /** How long after making a tab's copy a change to the tab is answered by the database (`REREAD_AFTER_MS`). */
  rereadAfterMs?: number;
  /** The tab's kept count and versions; undefined for a tab that never had a user. */
  readTabVersions: () => Promise<TabVersions | undefined>;
  /** Reads the tab's user ids in the column's ascending order (nulls first, then by id), each given to `each`. */
  readOrder: (column: string, each: (id: number) => void) => Promise<void>;
  /** The tab's search texts of the users after this id, in id order, at most `limit`. */
  readTexts: (afterId: number, limit: number) => Promise<SearchText[]>;
  /** These users' fields apart: for a text with more than four parts (a field holds a line feed). */
  readFields: (ids: number[]) => Promise<LoweredFields[]>;
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
/** How many users' texts one query reads while a copy is made: the rows in memory at once stay few. */
const READ_BATCH = 5_000;
/** The order by last sign-in: the only one sign-ins change. */
const SIGN_IN_COLUMN = 'last_login_at';

/** A tab's kept count and versions (migration 024: `company_user_counts`). */
export type TabVersions = { users: number; version: number; sign_in_version: number };
type Order = { signInVersion: number; slots: Int32Array; readAt: number };
type Copy = {
  version: number;
  /** A slot per user, in id order: the user's id. */
  ids: Int32Array;
  /**
   * Each user's four fields, lower-cased by the database, each after a line feed, in UTF-8: the records, in slot
   * order, one buffer per batch read (no record spans two), so making the copy never holds them twice.
   */
  chunks: Buffer[];
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
  lastUsed: number;
};

const SEARCHED = ['first_name', 'last_name', 'email', 'login_id'] as const;
const FIELD_SEPARATOR = '\n';

const databases = new WeakMap<Db, number>();
let databasesSeen = 0;
/** Kept copies by database and tab, least recently used first. */
const kept = new Map<string, Copy>();
const reading = new Map<string, Promise<Copy | null>>();
/** When each tab's copy was last read (or tried): a changed tab's is read again `REREAD_AFTER_MS` after at the soonest. */
const lastRead = new Map<string, number>();
let sweeper: NodeJS.Timeout | null = null;

/** A search answered from the tab's copy: how many users it matches in all, and the window's ids in the order. */
export type CopiedSearch = { matches: number; ids: number[] };

/**
 * A search of the tab answered from its copy: every match counted, and the ids of the window's matches in the
 * order. `keptOnly`: only from a copy already kept and of the tab's current version (no query when none is kept);
 * else the copy is made, or read again when the tab changed. Null when the tab is too small or too large to copy,
 * the term holds a line feed (tested field by field in the database), or the tab changed while it was being read.
 */
export async function searchCopy(
  db: Db,
  tab: Tab,
  term: SearchTerm,
  order: { column: string; direction: SortOrder },
  window: SqlWindow,
  options: CopyOptions & { keptOnly?: boolean },
): Promise<CopiedSearch | null> {
  if (term.text.includes(FIELD_SEPARATOR)) return null;
  const key = `${databaseNumber(db)}:${tab.companyId}:${tab.status}`;
  if (options.keptOnly && !kept.has(key)) return null;
  const versions = await options.readTabVersions();
  if (!versions || versions.users < options.from || versions.users > KEPT_USERS) return null;
  const copy = options.keptOnly ? keptCopy(key, versions) : await currentCopy(key, versions, options);
  if (!copy) return null;
  const slots = await orderSlots(copy, order.column, versions, options);
  if (!slots) return null;
  const { matched, matches } = matchedSlots(copy, term.text.toLowerCase(), term.startOnly);
  return { matches, ids: windowIds(copy, slots, matched, order.direction === 'desc', window) };
}

/** What is kept of the tab: its copy's users and the columns whose order it holds whole (tests, diagnostics). */
export function keptOf(db: Db, tab: Tab): { users: number; orders: string[] } | null {
  const copy = kept.get(`${databaseNumber(db)}:${tab.companyId}:${tab.status}`);
  if (!copy) return null;
  const whole = [...copy.orders].filter(([, order]) => order.slots.length === copy.ids.length);
  return { users: copy.ids.length, orders: whole.map(([column]) => column).sort() };
}

function databaseNumber(db: Db): number {
  let number = databases.get(db);
  if (number === undefined) databases.set(db, (number = ++databasesSeen));
  return number;
}

/** The kept copy when it is of the tab's current version, else a new one (one read at a time per tab). */
async function currentCopy(key: string, versions: TabVersions, options: CopyOptions): Promise<Copy | null> {
  const copy = keptCopy(key, versions);
  if (copy) return copy;
  let pending = reading.get(key);
  if (!pending) {
    const last = lastRead.get(key);
    if (last !== undefined && Date.now() - last < (options.rereadAfterMs ?? REREAD_AFTER_MS)) return null;
    lastRead.set(key, Date.now());
    // The older copy goes before the next is read, so the two are never held at once.
    kept.delete(key);
    pending = readCopy(options).finally(() => reading.delete(key));
    reading.set(key, pending);
  }
  const read = await pending;
  if (!read || read.version !== versions.version) return null;
  keep(key, read);
  return read;
}

/** The kept copy, now the most recently used, when it is of the tab's current version. */
function keptCopy(key: string, versions: TabVersions): Copy | null {
  const copy = kept.get(key);
  if (!copy || copy.version !== versions.version) return null;
  kept.delete(key);
  kept.set(key, copy);
  copy.lastUsed = Date.now();
  return copy;
}

/**
 * Reads the tab's users' texts in batches, packing each batch as it comes; null when the tab changed meanwhile
 * (another version before and after) or a field is too long to note.
 */
async function readCopy(options: CopyOptions): Promise<Copy | null> {
  const before = await options.readTabVersions();
  if (!before) return null;
  const packer = new Packer(before.users);
  const batch = options.batch ?? READ_BATCH;
  for (let afterId = 0; ;) {
    const texts = await options.readTexts(afterId, batch);
    const odd = texts.filter((text) => separatorsOf(text.search_text) === null);
    const fields = new Map(
      (odd.length > 0 ? await options.readFields(odd.map((t) => t.user_id)) : []).map((f) => [f.id, f]),
    );
    for (const text of texts) {
      const apart = fields.get(text.user_id);
      const added = apart
        ? packer.add(text.user_id, SEARCHED.map((field) => apart[field]).join(FIELD_SEPARATOR), apart)
        : packer.add(text.user_id, text.search_text);
      if (!added) return null;
    }
    packer.endBatch();
    if (texts.length < batch) break;
    afterId = texts[texts.length - 1]!.user_id;
  }
  const after = await options.readTabVersions();
  if (!after || before.version !== after.version) return null;
  return packer.copy(before.version);
}

/** Packs users one at a time into a copy of at most `capacity` users (the tab's count when the read began). */
class Packer {
  private readonly ids: Int32Array;
  private readonly starts: Int32Array;
  private readonly fieldLengths: Uint16Array;
  private readonly chunks: Buffer[] = [];
  private readonly chunkStarts: number[] = [];
  /** The records not yet in a chunk: one buffer per batch, not one per user. */
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
    const chunk = Buffer.from(this.pending.join(''));
    this.chunkStarts.push(this.size - chunk.length);
    this.chunks.push(chunk);
    this.pending = [];
  }

  copy(version: number): Copy {
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
      lastUsed: Date.now(),
    };
  }
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

/** Keeps the copy, dropping the least recently used ones beyond `KEPT_USERS`. */
function keep(key: string, copy: Copy): void {
  kept.delete(key);
  kept.set(key, copy);
  let users = 0;
  for (const each of kept.values()) users += each.ids.length;
  for (const [oldest, each] of kept) {
    if (users <= KEPT_USERS) break;
    kept.delete(oldest);
    users -= each.ids.length;
  }
  sweeper ??= setInterval(dropIdle, IDLE_MS / 2).unref();
}

function dropIdle(): void {
  const idleSince = Date.now() - IDLE_MS;
  for (const [key, copy] of kept) if (copy.lastUsed < idleSince) kept.delete(key);
  for (const [key, at] of lastRead) if (at < idleSince && !kept.has(key)) lastRead.delete(key);
  if (kept.size === 0 && sweeper) {
    clearInterval(sweeper);
    sweeper = null;
  }
}

/**
 * The copy's slots in the column's ascending order (its descending order is the same read backwards), read from
 * the database when the copy has none yet, or has an older order by last sign-in (at most every `rereadAfterMs`).
 * Null when the tab changed while the order was read, or an older order is too young to read again.
 */
async function orderSlots(
  copy: Copy,
  column: string,
  versions: TabVersions,
  options: CopyOptions,
): Promise<Int32Array | null> {
  const known = copy.orders.get(column);
  if (known && (column !== SIGN_IN_COLUMN || known.signInVersion === versions.sign_in_version)) return known.slots;
  if (known && Date.now() - known.readAt < (options.rereadAfterMs ?? REREAD_AFTER_MS)) return null;
  const readAt = Date.now();
  const slots = new Int32Array(copy.ids.length);
  let read = 0;
  let fits = true;
  await options.readOrder(column, (id) => {
    const slot = slotOf(copy.ids, id);
    if (slot < 0 || read === slots.length) fits = false;
    else slots[read++] = slot;
  });
  const after = await options.readTabVersions();
  if (!fits || read !== slots.length || !after || after.version !== copy.version) return null;
  // Stamped with the sign-ins counted before the read: one that landed during it makes the next request read again.
  copy.orders.set(column, { signInVersion: versions.sign_in_version, slots, readAt });
  return slots;
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

/**
 * Which slots the search matches, by the search's own test (decision 032) on the database's lower-cased fields: a
 * field contains the term, or, for a short one (`startOnly`), starts with it. The term holds no line feed, so a
 * match never spans two fields.
 */
function matchedSlots(copy: Copy, lowered: string, startOnly: boolean) {
  const matched = copy.matched.fill(0);
  let matches = 0;
  const needle = Buffer.from(lowered);
  let slot = 0;
  for (const [n, chunk] of copy.chunks.entries()) {
    const base = copy.chunkStarts[n]!;
    let at = chunk.indexOf(needle);
    while (at !== -1) {
      while (copy.starts[slot + 1]! <= base + at) slot++;
      // A short term counts at a field's start only (the term itself is looked for: the line feeds are many).
      if (startOnly && !isFieldStart(copy, slot, base + at)) {
        at = chunk.indexOf(needle, at + 1);
        continue;
      }
      matched[slot] = 1;
      matches++;
      at = chunk.indexOf(needle, copy.starts[slot + 1]! - base);
    }
  }
  return { matched, matches };
}

function isFieldStart(copy: Copy, slot: number, at: number): boolean {
  let start = copy.starts[slot]! + 1;
  for (let n = 0; n < 4; n++) {
    if (start === at) return true;
    if (n < 3) start += copy.fieldLengths[slot * 3 + n]! + 1;
  }
  return false;
}

/** The ids of the window's matches, walking the order forwards (ascending) or backwards (descending). */
function windowIds(copy: Copy, slots: Int32Array, matched: Uint8Array, backwards: boolean, window: SqlWindow) {
  const wanted = window.offset + window.limit;
  const ids: number[] = [];
  let seen = 0;
  for (let n = 0; n < slots.length && seen < wanted; n++) {
    const slot = slots[backwards ? slots.length - 1 - n : n]!;
    if (!matched[slot]) continue;
    if (seen >= window.offset) ids.push(copy.ids[slot]!);
    seen++;
  }
  return ids;
}
