import { useCallback } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** The routing codes the desk shows, each with a name in the catalogues; a code without one says it is unknown. */
export type RoutingKind = 'queues' | 'products' | 'callers' | 'entryTypes' | 'markets';

const CATALOGUE_PATH: Record<RoutingKind, string> = {
  queues: 'support.queues',
  products: 'support.desk.products',
  callers: 'support.desk.callers',
  entryTypes: 'support.desk.entryTypes',
  markets: 'support.desk.markets',
};

/** Names for the desk's routing codes (queue 198, product 132, market MX…), in the interface language. */
export function useRoutingNames(): (kind: RoutingKind, code: number | string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (kind, code) => {
      const key = `${CATALOGUE_PATH[kind]}.${code}`;
      return i18n.exists(key) ? t(key as never) : t('support.desk.unknownCode', { code: String(code) });
    },
    // `t` changes with the language, so the names follow it.
    [t, i18n],
  );
}
