import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useFieldTypeLabel } from './field-types';

describe('useFieldTypeLabel', () => {
  it('names each field type in the language, and shows one it does not know as the server sent it', async () => {
    const { result } = renderHook(() => useFieldTypeLabel());
    expect(['Attribute', 'Dimension', 'Key', 'Metric', 'Measure'].map(result.current)).toEqual([
      'Attribute',
      'Dimension',
      'Key',
      'Metric',
      'Measure',
    ]);
    try {
      await act(() => i18n.changeLanguage('es-MX'));
      expect(['Attribute', 'dimension', 'KEY', 'Metric', 'Measure'].map(result.current)).toEqual([
        'Atributo',
        'Dimensión',
        'Clave',
        'Métrica',
        'Measure',
      ]);
      await act(() => i18n.changeLanguage('fr-CA'));
      expect(['Attribute', 'Dimension', 'Key', 'Metric', 'Measure'].map(result.current)).toEqual([
        'Attribut',
        'Dimension',
        'Clé',
        'Mesure',
        'Measure',
      ]);
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});
