import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_FIELD_ERRORS,
  announcementBodySchema,
  announcementListQuerySchema,
  announcementStatus,
  bannerText,
  targetsCompanyType,
} from './announcements.js';

const BODY = {
  textEnUs: 'Maintenance tonight',
  startsAt: '2026-11-22T09:00:00.000Z',
  endsAt: '2026-11-23T09:00:00.000Z',
};

const messagesOf = (value: unknown) => {
  const parsed = announcementBodySchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('announcementBodySchema', () => {
  it('fills the defaults and turns blank translations into none', () => {
    expect(announcementBodySchema.parse({ ...BODY, textEsMx: '  ', textFrCa: ' Bonjour ' })).toEqual({
      ...BODY,
      severity: 'info',
      textEsMx: null,
      textFrCa: 'Bonjour',
      companyTypes: [],
    });
  });

  it('requires the English text, within 500 characters, and limits the translations alike', () => {
    expect(messagesOf({ ...BODY, textEnUs: ' ' })).toEqual([['textEnUs', ANNOUNCEMENT_FIELD_ERRORS.textRequired]]);
    expect(messagesOf({ ...BODY, textEnUs: 'x'.repeat(501) })).toEqual([
      ['textEnUs', ANNOUNCEMENT_FIELD_ERRORS.textTooLong],
    ]);
    expect(messagesOf({ ...BODY, textEnUs: 'x'.repeat(500) })).toEqual([]);
    expect(messagesOf({ ...BODY, textEsMx: 'x'.repeat(501) })).toEqual([
      ['textEsMx', ANNOUNCEMENT_FIELD_ERRORS.textTooLong],
    ]);
  });

  it('wants instants, the start strictly before the end', () => {
    expect(messagesOf({ ...BODY, startsAt: '2026-11-22' })).toContainEqual([
      'startsAt',
      ANNOUNCEMENT_FIELD_ERRORS.dateRequired,
    ]);
    expect(messagesOf({ ...BODY, endsAt: BODY.startsAt })).toEqual([
      ['endsAt', ANNOUNCEMENT_FIELD_ERRORS.endBeforeStart],
    ]);
    // Offsets count: 04:00-05:00 is 09:00 UTC, after 08:30 UTC.
    expect(messagesOf({ ...BODY, startsAt: '2026-11-22T08:30:00Z', endsAt: '2026-11-22T04:00:00-05:00' })).toEqual([]);
  });

  it('targets distinct company types of the contract only', () => {
    expect(messagesOf({ ...BODY, companyTypes: ['SUPPLIER', 'BASIC_VENDOR'] })).toEqual([]);
    expect(messagesOf({ ...BODY, companyTypes: ['ACCOUNT'] })).toEqual([]);
    for (const companyTypes of [['SUPPLIER', 'SUPPLIER'], ['UNKNOWN'], 'SUPPLIER'])
      expect(messagesOf({ ...BODY, companyTypes })).not.toEqual([]);
  });
});

describe('announcementListQuerySchema', () => {
  it('sorts by start, newest first, 10 a page unless told; admin page sizes only', () => {
    expect(announcementListQuerySchema.parse({})).toEqual({ page: 0, size: 10, sortBy: 'startsAt', sortOrder: 'desc' });
    expect(announcementListQuerySchema.safeParse({ size: '7' }).success).toBe(false);
    expect(announcementListQuerySchema.safeParse({ sortBy: 'textEnUs' }).success).toBe(false);
    expect(announcementListQuerySchema.parse({ status: 'retired', size: '25' })).toMatchObject({ status: 'retired' });
  });
});

describe('the domain rules', () => {
  const window = { startsAt: '2026-11-22T09:00:00.000Z', endsAt: '2026-11-22T10:00:00.000Z', retiredAt: null };

  it('place an announcement in its schedule: start inclusive, end exclusive; retired wins', () => {
    expect(announcementStatus(window, new Date('2026-11-22T08:59:59.999Z'))).toBe('scheduled');
    expect(announcementStatus(window, new Date('2026-11-22T09:00:00.000Z'))).toBe('active');
    expect(announcementStatus(window, new Date('2026-11-22T10:00:00.000Z'))).toBe('ended');
    expect(announcementStatus({ ...window, retiredAt: '2026-11-22T09:30:00.000Z' }, new Date(window.startsAt))).toBe(
      'retired',
    );
  });

  it('show an untargeted announcement to everyone, a targeted one to those types only', () => {
    expect(targetsCompanyType([], null)).toBe(true);
    expect(targetsCompanyType(['SUPPLIER'], 'SUPPLIER')).toBe(true);
    expect(targetsCompanyType(['SUPPLIER'], 'THIRD_PARTY_AGENCY')).toBe(false);
    expect(targetsCompanyType(['SUPPLIER'], null)).toBe(false);
  });

  it("answer the reader's language, else English marked as a fallback", () => {
    const texts = { textEnUs: 'Hello', textEsMx: 'Hola', textFrCa: null };
    expect(bannerText(texts, 'es-MX')).toEqual({ text: 'Hola', locale: 'es-MX', fallback: false });
    expect(bannerText(texts, 'fr-CA')).toEqual({ text: 'Hello', locale: 'en-US', fallback: true });
    expect(bannerText(texts, 'en-US')).toEqual({ text: 'Hello', locale: 'en-US', fallback: false });
  });
});
