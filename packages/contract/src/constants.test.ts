import { describe, expect, it } from 'vitest';
import {
  ACCESS_SETUP_DAYS,
  ACCOUNT_TYPE_IDS,
  ADMIN_PAGE_SIZES,
  ANALYTICS_SCRIPT_DELAY_MS,
  ATTACHMENT_MAX_BYTES,
  BOT_BLOCK_STATUS,
  DATA_DICTIONARY,
  DATE_FORMATS,
  DISPLAY_DATE_FORMATS,
  GROW_ANIMATION,
  joinProductNames,
  LOGOUT_DELAY_MS,
  MULTILINE_ROWS,
  MX_CA_SUPPORT_TYPES,
  PRODUCT_NAME_SEPARATOR,
  QUERY_CACHE,
  SORT_CYCLE,
  SUPPORT_IDS,
  SUPPORT_ROUTING,
  TIME_DURATION,
  TRUNCATE,
} from './constants.js';

describe('admin tables (spec section 9)', () => {
  it('offers page sizes 10, 25, 50, 75, 100', () => {
    expect([...ADMIN_PAGE_SIZES]).toEqual([10, 25, 50, 75, 100]);
  });

  it('sorts descending first, then ascending', () => {
    expect([...SORT_CYCLE]).toEqual(['desc', 'asc']);
  });
});

describe('text truncation (spec section 9)', () => {
  // The global users' lengths (17, 20) have no reader until that page is built; nothing pins them before.
  it.each<[keyof typeof TRUNCATE, number]>([
    ['default', 50],
    ['appAccess', 40],
    ['requesterNote', 35],
  ])('%s truncates at %i characters', (key, value) => {
    expect(TRUNCATE[key]).toBe(value);
  });

  it('limits multiline inputs to 3 rows (spec section 5)', () => {
    expect(MULTILINE_ROWS).toBe(3);
  });
});

describe('data dictionary (spec section 9)', () => {
  it('has the spec values', () => {
    expect(DATA_DICTIONARY).toEqual({
      pageSize: 20,
      debounceMs: 500,
      cacheStaleMs: 86_400_000,
      skeletonRows: 7,
      columnWidths: [240, 200, 950, 200],
      exportFilePrefix: 'data_element_glossary_',
      minSearchLength: 3,
    });
  });

  it('caches for 24 hours', () => {
    expect(DATA_DICTIONARY.cacheStaleMs).toBe(24 * 60 * 60 * 1000);
  });
});

describe('dates (spec sections 5 and 9)', () => {
  // 'short' and 'picker' wait for the activity log's filters; nothing pins them before a page reads them.
  it.each<[keyof typeof DATE_FORMATS, string]>([
    ['admin', 'DD-MM-YYYY'],
    ['long', 'MMM D, YYYY'],
    ['dateTime', 'MM/DD/YYYY, hh:mm A'],
  ])('format %s is %s', (key, value) => {
    expect(DATE_FORMATS[key]).toBe(value);
  });

  it('shows the spec’s forms in English', () => {
    expect(DISPLAY_DATE_FORMATS.date['en-US']).toBe(DATE_FORMATS.long);
    expect(DISPLAY_DATE_FORMATS.dateTime['en-US']).toBe(DATE_FORMATS.dateTime);
  });

  it('starts admin moments with the admin day in every language', () => {
    for (const format of Object.values(DISPLAY_DATE_FORMATS.adminMoment))
      expect(format.startsWith(DATE_FORMATS.admin)).toBe(true);
  });

  it('shows admin dates as DD-MM-YYYY in every language', () => {
    expect(Object.values(DISPLAY_DATE_FORMATS.admin)).toEqual([
      DATE_FORMATS.admin,
      DATE_FORMATS.admin,
      DATE_FORMATS.admin,
    ]);
  });
});

describe('attachments and access (spec sections 5 and 9)', () => {
  it('accepts attachments up to 10 MB; 10485761 bytes is the first size refused', () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(ATTACHMENT_MAX_BYTES + 1).toBe(10_485_761);
  });

  it('says access setup takes up to 2 days', () => {
    expect(ACCESS_SETUP_DAYS).toBe(2);
  });
});

describe('timing (spec section 9)', () => {
  it('query cache: stale 300000 ms, retained 600000 ms, no refetch on focus', () => {
    expect(QUERY_CACHE).toEqual({ staleTimeMs: 300_000, gcTimeMs: 600_000, refetchOnWindowFocus: false });
  });

  it.each<[string, number, number]>([
    ['analytics script delay', ANALYTICS_SCRIPT_DELAY_MS, 3000],
    ['logout delay', LOGOUT_DELAY_MS, 1500],
    ['TIME_DURATION', TIME_DURATION, 1500],
  ])('%s is %i', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('codes, layout and identifiers (spec section 9)', () => {
  it('bot-block status is 412', () => {
    expect(BOT_BLOCK_STATUS).toBe(412);
  });

  it('grows from 0.75 x 0.5625 with 270 ms opacity and 180 ms transform', () => {
    expect(GROW_ANIMATION).toEqual({ fromScaleX: 0.75, fromScaleY: 0.5625, opacityMs: 270, transformMs: 180 });
  });
});

describe('support ids (spec sections 3 and 9)', () => {
  it.each<[keyof typeof SUPPORT_IDS, number]>([
    ['requestAccessSupport', 1463],
    ['requestAccessIssue', 2047],
    ['basicVendorSupport', 1465],
    ['basicVendorIssue', 1805],
    ['dataQuestions', 1858],
    ['dssMapping', 1810],
  ])('%s is %i', (key, value) => {
    expect(SUPPORT_IDS[key]).toBe(value);
  });

  it('MX and CA offer support types 1463, 1464 and 1465', () => {
    expect([...MX_CA_SUPPORT_TYPES]).toEqual([1463, 1464, 1465]);
  });

  it.each<[keyof typeof SUPPORT_ROUTING, number]>([
    ['shopperBehaviorQueue', 201],
    ['dataventuresQueue', 198],
    ['basicVendorQueue', 369],
    ['supplier', 132],
    ['charteredSupplier', 133],
    ['caller', 23],
    ['entryType', 3],
  ])('routing %s is %i', (key, value) => {
    expect(SUPPORT_ROUTING[key]).toBe(value);
  });

  it('account types: supplier 25, associate 23', () => {
    expect(ACCOUNT_TYPE_IDS).toEqual({ supplier: 25, associate: 23 });
  });
});

describe('joinProductNames', () => {
  it('separates with " | "', () => {
    expect(PRODUCT_NAME_SEPARATOR).toBe(' | ');
  });

  it.each<[string[], string]>([
    [[], ''],
    [['Shopper Behavior'], 'Shopper Behavior'],
    [['Shopper Behavior', 'Report Builder'], 'Shopper Behavior | Report Builder'],
    [
      ['Shopper Behavior', 'Report Builder', 'Customer Perception'],
      'Shopper Behavior | Report Builder | Customer Perception',
    ],
    [['a', '', 'b'], 'a |  | b'],
  ])('%j -> %j', (names, expected) => {
    expect(joinProductNames(names)).toBe(expected);
  });
});
