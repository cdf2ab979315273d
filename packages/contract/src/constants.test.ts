import { describe, expect, it } from 'vitest';
import {
  ACCESS_SETUP_DAYS,
  ACCOUNT_TYPE_IDS,
  ADMIN_PAGE_SIZES,
  ANALYTICS_SCRIPT_DELAY_MS,
  ATTACHMENT_MAX_BYTES,
  BOT_BLOCK_STATUS,
  BREAKPOINTS,
  CATEGORY_MANAGER_CODE,
  DATA_DICTIONARY,
  DATE_FORMATS,
  DATE_RANGE,
  DISPLAY_DATE_FORMATS,
  DROPDOWN_MAX_MENU_HEIGHT,
  DROPDOWN_MAX_MENU_HEIGHT_COMPACT,
  EMPTY_OVERLAY_MIN_HEIGHT,
  generatedUserId,
  GLOBAL_USER_COMPANY_LIST_QUERY,
  GROW_ANIMATION,
  INTERNAL_COMPANY_LIST_PAGE_SIZE,
  joinProductNames,
  LOGOUT_DELAY_MS,
  MULTILINE_ROWS,
  MX_CA_SUPPORT_TYPES,
  pageRank,
  PRODUCT_NAME_SEPARATOR,
  QUERY_CACHE,
  RELEASE_NOTES_FOLDER,
  RESPONSIVE_COLUMNS,
  SCRIPT_CHUNK_TIMEOUT_MS,
  SHOPPER_BEHAVIOR_CODE,
  SORT_CYCLE,
  SUPPORT_IDS,
  SUPPORT_ROUTING,
  TABLE_WIDTH_OFFSET,
  TEXT_INPUT_MAX_LENGTH,
  TIME_DURATION,
  TRUNCATE,
} from './constants.js';

describe('admin tables (spec section 9)', () => {
  it('offers page sizes 10, 25, 50, 75, 100', () => {
    expect([...ADMIN_PAGE_SIZES]).toEqual([10, 25, 50, 75, 100]);
  });

  it('asks global user management for page 0 of 500 companies sorted by companyName ascending, without products', () => {
    expect(GLOBAL_USER_COMPANY_LIST_QUERY).toEqual({
      page: 0,
      pageSize: 500,
      sortBy: 'companyName',
      sortOrder: 'asc',
      showProducts: false,
    });
  });

  it('pages the internal company list by 10', () => {
    expect(INTERNAL_COMPANY_LIST_PAGE_SIZE).toBe(10);
  });

  it('sorts descending first, then ascending', () => {
    expect([...SORT_CYCLE]).toEqual(['desc', 'asc']);
  });

  it('keeps two columns below 768 px and three from 768 to 1023 px (spec section 2)', () => {
    expect(RESPONSIVE_COLUMNS).toEqual({ below768: 2, below1024: 3 });
  });
});

describe('text truncation (spec section 9)', () => {
  it.each<[keyof typeof TRUNCATE, number]>([
    ['default', 50],
    ['appAccess', 40],
    ['requesterNote', 35],
    ['externalEmail', 17],
    ['externalAppAccess', 20],
  ])('%s truncates at %i characters', (key, value) => {
    expect(TRUNCATE[key]).toBe(value);
  });

  it('has no other truncation lengths', () => {
    expect(Object.keys(TRUNCATE).sort()).toEqual(
      ['appAccess', 'default', 'externalAppAccess', 'externalEmail', 'requesterNote'].sort(),
    );
  });

  it('limits text inputs to 50 characters and multiline inputs to 3 rows (spec section 5)', () => {
    expect(TEXT_INPUT_MAX_LENGTH).toBe(50);
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
  it('limits a range to 30 days and defaults to the last 29 days', () => {
    expect(DATE_RANGE.maxDays).toBe(30);
    expect(DATE_RANGE.defaultLastDays).toBe(29);
  });

  it('bounds the picker from 1900-01-01 to 2100-01-01', () => {
    expect(DATE_RANGE.minDate).toBe('1900-01-01');
    expect(DATE_RANGE.maxDate).toBe('2100-01-01');
  });

  it.each<[keyof typeof DATE_FORMATS, string]>([
    ['admin', 'DD-MM-YYYY'],
    ['long', 'MMM D, YYYY'],
    ['short', 'MM/D/YYYY'],
    ['dateTime', 'MM/DD/YYYY, hh:mm A'],
    ['picker', 'MMM DD'],
  ])('format %s is %s', (key, value) => {
    expect(DATE_FORMATS[key]).toBe(value);
  });

  it('shows the spec’s forms in English', () => {
    expect(DISPLAY_DATE_FORMATS.date['en-US']).toBe(DATE_FORMATS.long);
    expect(DISPLAY_DATE_FORMATS.dateTime['en-US']).toBe(DATE_FORMATS.dateTime);
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
    ['script chunk timeout (120 s)', SCRIPT_CHUNK_TIMEOUT_MS, 120_000],
    ['TIME_DURATION', TIME_DURATION, 1500],
  ])('%s is %i', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('codes, layout and identifiers (spec section 9)', () => {
  it.each<[string, number, number]>([
    ['bot-block status', BOT_BLOCK_STATUS, 412],
    ['category manager code', CATEGORY_MANAGER_CODE, 2000],
    ['table width offset', TABLE_WIDTH_OFFSET, 185],
    ['empty overlay minimum height', EMPTY_OVERLAY_MIN_HEIGHT, 512],
  ])('%s is %i', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('mobile is up to 425 px; breakpoints are 768 and 1024 px', () => {
    expect(BREAKPOINTS).toEqual({ mobileMax: 425, tablet: 768, desktop: 1024 });
  });

  it('dropdown menus are at most 20rem, 14rem in the compact dropdown', () => {
    expect(DROPDOWN_MAX_MENU_HEIGHT).toBe('20rem');
    expect(DROPDOWN_MAX_MENU_HEIGHT_COMPACT).toBe('14rem');
  });

  it('names the release notes folder and the Shopper Behavior code', () => {
    expect(RELEASE_NOTES_FOLDER).toBe('release-notes');
    expect(SHOPPER_BEHAVIOR_CODE).toBe('SHOPPER_BEHAVIOR');
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

describe('pageRank: (page - 1) * pageSize + index + 1', () => {
  it.each<[number, number, number, number]>([
    [1, 10, 0, 1],
    [1, 10, 9, 10],
    [2, 10, 0, 11],
    [2, 10, 9, 20],
    [3, 25, 4, 55],
    [5, 100, 99, 500],
    [4, 75, 0, 226],
    [10, 50, 49, 500],
    [1, 1, 0, 1],
    [7, 1, 0, 7],
  ])('page %i, size %i, index %i -> %i', (page, pageSize, index, expected) => {
    expect(pageRank(page, pageSize, index)).toBe(expected);
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

describe('generatedUserId', () => {
  it.each<[number, string]>([
    [0, 'user-0'],
    [0.5, 'user-500000000'],
    [0.123456789, 'user-123456789'],
    [0.9999999999, 'user-999999999'],
  ])('random %d -> %s', (random, expected) => {
    expect(generatedUserId(() => random)).toBe(expected);
  });

  it('is "user-" plus digits with the default random source', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(generatedUserId()).toMatch(/^user-\d+$/);
    }
  });

  it('differs between calls with different random values', () => {
    expect(generatedUserId(() => 0.1)).not.toBe(generatedUserId(() => 0.2));
  });
});
