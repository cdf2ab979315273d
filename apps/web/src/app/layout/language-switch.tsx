import type { Locale } from '@portal/contract/locale';
import { resolveLocale } from '@portal/contract/locale';
import { isSuperAdminGroup } from '@portal/contract/user-type';
import { useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { NativeSelectField } from '@/components/native-select-field';
import { useUserContext } from '@/lib/get-user-context';
import { useUpdatePreferences } from '@/lib/update-preferences';
import { useViewOnly } from '@/lib/use-view-only';
import { useMarket } from '@/lib/get-market';
import { tenantProductsQueryKeyRoot } from '@/lib/query-keys';
import { saveLocale } from '@/i18n/locale-preference';

/**
 * The market's languages and a way to change to one: the interface changes at once, the choice is remembered in
 * this browser and, for a signed-in user, saved as their preference: not for a view-only user, who changes
 * nothing, nor before registration, which saves the language chosen on its page.
 */
export function useLanguageChoice(): { current: Locale; options: readonly Locale[]; change: (value: string) => void } {
  const { i18n } = useTranslation();
  const { data: market } = useMarket();
  const { data: user } = useUserContext();
  const updatePreferences = useUpdatePreferences();
  const viewOnly = useViewOnly();
  const queryClient = useQueryClient();

  const current = resolveLocale(i18n.language);
  const offered: readonly Locale[] = market?.locales ?? [];
  // One language is no choice.
  const options = offered.length < 2 ? [] : offered.includes(current) ? offered : [...offered, current];

  const change = (value: string) => {
    const locale = resolveLocale(value);
    saveLocale(locale);
    void i18n.changeLanguage(locale);
    const group = user?.authz.group ?? '';
    const savesPreference = user && !viewOnly && (user.registration_completed || isSuperAdminGroup(group));
    if (savesPreference) {
      updatePreferences.mutate(
        { loginId: user.login_id, data: { language_code: locale } },
        // The tiles' texts follow the saved language: ask again once it is saved.
        { onSuccess: () => void queryClient.invalidateQueries({ queryKey: tenantProductsQueryKeyRoot }) },
      );
    }
  };
  return { current, options, change };
}

/** The header's language switch (in the header menu on narrow screens), offering the market's languages. */
export function LanguageSwitch({ id = 'language-switch', fullWidth = false }: { id?: string; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { current, options, change } = useLanguageChoice();
  if (options.length === 0) return null;

  return (
    <NativeSelectField
      size="small"
      id={id}
      label={t('header.language')}
      value={current}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => change(event.target.value)}
      fullWidth={fullWidth}
      sx={{ minWidth: 140 }}
    >
      {options.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {t(`languages.${locale}`)}
        </option>
      ))}
    </NativeSelectField>
  );
}
