import { describe, expect, it } from 'vitest';
import { ALLOWED_LOCALES } from './locale.js';
import { INCIDENT_STATUSES } from './support.js';
import { INCIDENT_STATUS_NAMES } from './texts.js';

describe('incident status names', () => {
  it.each(ALLOWED_LOCALES)('names every status differently in %s, so a list of them reads unambiguously', (locale) => {
    const names = INCIDENT_STATUSES.map((status) => INCIDENT_STATUS_NAMES[locale][status]);
    expect(new Set(names).size).toBe(INCIDENT_STATUSES.length);
  });
});
