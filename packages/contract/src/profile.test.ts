import { describe, expect, it } from 'vitest';
import { isTimeZone } from './identity.js';
import { MARKETS } from './markets.js';
import {
  DEFAULT_TIME_ZONE,
  isOfferedTimeZone,
  MARKET_TIME_ZONES,
  offeredTimeZoneSchema,
  PROFILE_FIELD_ERRORS,
  profileLanguages,
  TIME_ZONE_IDS,
  TIME_ZONE_OPTIONS,
  timeZoneOptionsFor,
  userInfoUpdateSchema,
  utcOffsetLabel,
} from './profile.js';

/** Minutes east of UTC that a zone is at on a day, according to the runtime's time-zone data. */
function offsetOn(zone: string, isoDay: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${isoDay}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name)!;
  if (!match[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The offset in a title '(UTC-06:00) Chicago', in minutes. */
function offsetOfTitle(title: string): number {
  const match = /^\(UTC(?:±00:00|([+-])(\d{2}):(\d{2}))\) /.exec(title);
  if (!match) throw new Error(`not an offset title: ${title}`);
  if (!match[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

describe('utcOffsetLabel', () => {
  it.each([
    [0, 'UTC±00:00'],
    [-360, 'UTC-06:00'],
    [-570, 'UTC-09:30'],
    [330, 'UTC+05:30'],
    [765, 'UTC+12:45'],
    [-720, 'UTC-12:00'],
    [840, 'UTC+14:00'],
  ])('%i minutes is %s', (minutes, label) => {
    expect(utcOffsetLabel(minutes)).toBe(label);
  });
});

describe('the time-zone options', () => {
  it('offer about 120 zones from UTC-12:00 to UTC+14:00, west to east, each once', () => {
    expect(TIME_ZONE_OPTIONS.length).toBeGreaterThanOrEqual(110);
    expect(TIME_ZONE_OPTIONS.length).toBeLessThanOrEqual(140);
    expect(new Set(TIME_ZONE_IDS).size).toBe(TIME_ZONE_IDS.length);
    const offsets = TIME_ZONE_OPTIONS.map((option) => offsetOfTitle(option.title));
    expect(offsets[0]).toBe(-720);
    expect(offsets.at(-1)).toBe(840);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(TIME_ZONE_OPTIONS[0]!.title).toBe('(UTC-12:00) International Date Line West');
    expect(TIME_ZONE_OPTIONS.find((o) => o.id === DEFAULT_TIME_ZONE)!.title).toBe('(UTC-06:00) Chicago');
  });

  it('name only IANA zones the runtime knows', () => {
    expect(TIME_ZONE_IDS.filter((id) => !isTimeZone(id))).toEqual([]);
  });

  it('label each zone with its standard offset (the smaller of winter and summer)', () => {
    const wrong = TIME_ZONE_OPTIONS.filter((option) => {
      const standard = Math.min(offsetOn(option.id, '2026-01-15'), offsetOn(option.id, '2026-07-15'));
      return standard !== offsetOfTitle(option.title);
    }).map((option) => option.title);
    expect(wrong).toEqual([]);
  });

  it('put each market’s zones first, then every other zone once', () => {
    for (const market of MARKETS) {
      const { suggested, others } = timeZoneOptionsFor(market);
      expect(suggested.map((o) => o.id)).toEqual(MARKET_TIME_ZONES[market]);
      expect([...suggested, ...others].map((o) => o.id).sort()).toEqual([...TIME_ZONE_IDS].sort());
    }
  });

  it('suggest the US the spec’s whole-hour zones from UTC-5 to UTC-10, the default among them', () => {
    const { suggested } = timeZoneOptionsFor('US');
    const offsets = suggested.map((o) => offsetOfTitle(o.title));
    expect(offsets.every((m) => m % 60 === 0 && m >= -600 && m <= -300)).toBe(true);
    expect(new Set(offsets)).toEqual(new Set([-300, -360, -420, -480, -540, -600]));
    expect(suggested.map((o) => o.id)).toContain(DEFAULT_TIME_ZONE);
  });

  it('suggest Mexico and Canada their own zones', () => {
    expect(timeZoneOptionsFor('MX').suggested[0]!.id).toBe('America/Mexico_City');
    expect(timeZoneOptionsFor('CA').suggested.map((o) => o.id)).toEqual(
      expect.arrayContaining(['America/Toronto', 'America/Vancouver', 'America/Halifax', 'America/St_Johns']),
    );
  });

  it('accept only offered zones', () => {
    expect(isOfferedTimeZone('America/Chicago')).toBe(true);
    expect(isOfferedTimeZone('Europe/Kaliningrad')).toBe(false);
    expect(offeredTimeZoneSchema.safeParse('Asia/Kolkata').success).toBe(true);
    expect(offeredTimeZoneSchema.safeParse('Europe/Kaliningrad').success).toBe(false);
    expect(offeredTimeZoneSchema.safeParse('Mars/Olympus_Mons').success).toBe(false);
  });
});

describe('profile languages', () => {
  it('offer English and Español everywhere and Français in Canada', () => {
    expect(profileLanguages('US')).toEqual(['en-US', 'es-MX']);
    expect(profileLanguages('MX')).toEqual(['en-US', 'es-MX']);
    expect(profileLanguages('CA')).toEqual(['en-US', 'es-MX', 'fr-CA']);
  });
});

describe('userInfoUpdateSchema', () => {
  const messages = (value: unknown) => userInfoUpdateSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it('trims the names', () => {
    expect(userInfoUpdateSchema.parse({ first_name: ' Étienne ', last_name: 'Roy ' })).toEqual({
      first_name: 'Étienne',
      last_name: 'Roy',
    });
  });

  it('answers the field codes the form translates', () => {
    expect(messages({ first_name: '   ', last_name: 'Roy' })).toEqual([PROFILE_FIELD_ERRORS.firstNameRequired]);
    expect(messages({ first_name: 'Étienne' })).toEqual([PROFILE_FIELD_ERRORS.lastNameRequired]);
    expect(messages({ first_name: 'x'.repeat(51), last_name: 'Roy' })).toEqual([PROFILE_FIELD_ERRORS.tooLong]);
    expect(messages({ first_name: 'x'.repeat(50), last_name: 'Roy' })).toEqual([]);
  });
});
