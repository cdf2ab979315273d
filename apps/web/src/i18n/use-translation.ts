import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translate';

/**
 * The interface language's `t` and the translations themselves, as react-i18next's hook gave them: the component
 * renders again when the language changes (or its catalogue arrives), and `t` is then a new function, so effects
 * and memos that list it follow the language.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t);
  return useMemo(() => ({ t, i18n }), [t]);
}
