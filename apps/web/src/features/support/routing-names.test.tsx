import { renderHook } from '@testing-library/react';
import { SUPPORT_ROUTING } from '@portal/contract/constants';
import { MARKETS } from '@portal/contract/markets';
import { SUPPORT_QUEUES } from '@portal/contract/support';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useRoutingNames } from './routing-names';

const CODES = {
  queues: SUPPORT_QUEUES,
  products: [SUPPORT_ROUTING.supplier, SUPPORT_ROUTING.charteredSupplier],
  callers: [SUPPORT_ROUTING.caller],
  entryTypes: [SUPPORT_ROUTING.entryType],
  markets: MARKETS,
} as const;

describe('useRoutingNames', () => {
  it('names every routing code the desk shows, in each language, never as the bare code', async () => {
    const { result } = renderHook(() => useRoutingNames());
    for (const lng of ['en-US', 'es-MX', 'fr-CA']) {
      await act(() => i18n.changeLanguage(lng));
      for (const [kind, codes] of Object.entries(CODES)) {
        for (const code of codes) {
          const name = result.current(kind as keyof typeof CODES, code);
          expect(name, `${kind} ${code} in ${lng}`).not.toBe(String(code));
          expect(name, `${kind} ${code} in ${lng}`).not.toMatch(/Unknown|Desconocido|Inconnu/);
        }
      }
    }
    expect(result.current('markets', 'MX')).toBe('Mexique');
    await act(() => i18n.changeLanguage('es-MX'));
    expect(result.current('products', SUPPORT_ROUTING.charteredSupplier)).toBe('Proveedor con contrato');
  });

  it('says a code it does not know is unknown, showing it', async () => {
    const { result } = renderHook(() => useRoutingNames());
    await act(() => i18n.changeLanguage('en-US'));
    expect(result.current('queues', 999)).toBe('Unknown (999)');
  });
});
