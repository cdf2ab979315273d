import {
  BULK_EDIT_OUTCOMES,
  BULK_EDIT_REASONS,
  BULK_ROW_OUTCOMES,
  BULK_ROW_REASONS,
} from '@portal/contract/bulk-users';
import { ALLOWED_LOCALES } from '@portal/contract/locale';
import { describe, expect, it } from 'vitest';
import { bulkText, outcomeText, reasonText, resultText } from './bulk-users.texts.js';

describe('the bulk upload report’s texts', () => {
  it('names every reason and outcome in each language, each its own', () => {
    for (const locale of ALLOWED_LOCALES) {
      const reasons = Object.values(BULK_ROW_REASONS).map((reason) => reasonText(locale, reason));
      const outcomes = BULK_ROW_OUTCOMES.map((outcome) => outcomeText(locale, outcome));
      for (const text of [...reasons, ...outcomes]) expect(text, locale).toMatch(/\S/);
      expect(new Set(reasons).size, locale).toBe(reasons.length);
      expect(new Set(outcomes).size, locale).toBe(outcomes.length);
    }
    expect(reasonText('fr-CA', BULK_ROW_REASONS.unknownRole)).not.toBe(
      reasonText('en-US', BULK_ROW_REASONS.unknownRole),
    );
    expect(bulkText('es-MX', 'sheetUsers')).toBe('Usuarios');
  });

  it('names every reason and outcome of a bulk edit, and what a bulk job did, in each language, each its own', () => {
    for (const locale of ALLOWED_LOCALES) {
      const reasons = Object.values(BULK_EDIT_REASONS).map((reason) => reasonText(locale, reason));
      const outcomes = BULK_EDIT_OUTCOMES.map((outcome) => outcomeText(locale, outcome));
      const results = (['CREATED', 'UPDATED', 'UNCHANGED', 'FAILED'] as const).map((r) => resultText(locale, r));
      for (const text of [...reasons, ...outcomes, ...results]) expect(text, locale).toMatch(/\S/);
      for (const texts of [reasons, outcomes, results]) expect(new Set(texts).size, locale).toBe(texts.length);
    }
    expect(reasonText('es-MX', BULK_EDIT_REASONS.lastAdmin)).not.toBe(reasonText('en-US', BULK_EDIT_REASONS.lastAdmin));
  });
});
