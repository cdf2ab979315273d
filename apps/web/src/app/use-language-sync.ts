import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserContext } from '@/features/identity/api/get-user-context';
import { useMarket } from '@/features/markets/api/get-market';
import { getSavedLocale, resolveInterfaceLocale, saveLocale } from '@/i18n/locale-preference';

/**
 * Keeps the interface language on the resolved locale: the signed-in user's preference, else the choice saved
 * in this browser, else the market's default. Waits until both are known so the page does not flip twice.
 */
export function useLanguageSync(): void {
  const { i18n } = useTranslation();
  const market = useMarket();
  const userContext = useUserContext();
  const settled = !market.isPending && !userContext.isPending;
  const userLanguage = userContext.data?.user_preferences.language_code;
  const marketDefault = market.data?.default_locale;

  useEffect(() => {
    if (!settled) return;
    // Remember the user's language so the sign-in page and signed-out pages speak it too.
    if (userLanguage) saveLocale(userLanguage);
    const locale = resolveInterfaceLocale({ userLanguage, saved: getSavedLocale(), marketDefault });
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, settled, userLanguage, marketDefault]);
}
