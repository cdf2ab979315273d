import { resolveInterfaceLocale } from '@portal/contract/locale';
import { useEffect } from 'react';
import { useUserContext } from '@/lib/get-user-context';
import { useMarket } from '@/lib/get-market';
import { i18n } from '@/i18n/i18n';
import { getSavedLocale, saveLocale } from '@/i18n/locale-preference';

/**
 * Keeps the interface language on the resolved locale: the signed-in user's preference, else the choice saved
 * in this browser, else the market's default. Waits until both are known so the page does not flip twice.
 */
export function useLanguageSync(): void {
  const market = useMarket();
  const userContext = useUserContext();
  const settled = !market.isPending && !userContext.isPending;
  const userLanguage = userContext.data?.user_preferences.language_code;
  const marketDefault = market.data?.default_locale;

  // Uses the i18n instance itself, not useTranslation()'s: that one is a new object after every language change,
  // which would re-run this effect and undo a choice made on a page (registration) before it is saved.
  useEffect(() => {
    if (!settled) return;
    // Remember the user's language so the sign-in page and signed-out pages speak it too.
    if (userLanguage) saveLocale(userLanguage);
    const locale = resolveInterfaceLocale({ userLanguage, saved: getSavedLocale(), marketDefault });
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [settled, userLanguage, marketDefault]);
}
