import Grid from '@mui/material/Grid';
import type { UserDetails } from '@portal/contract/identity';
import type { Locale } from '@portal/contract/locale';
import { resolveLocale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from '@/i18n/translate';
import { useTranslation } from '@/i18n/use-translation';
import { useUpdatePreferences } from '@/lib/update-preferences';
import { tenantProductsQueryKeyRoot } from '@/lib/query-keys';
import { saveLocale } from '@/i18n/locale-preference';
import { errorText } from '@/lib/form-errors';
import { useViewOnly } from '@/lib/use-view-only';
import { LanguageSelect } from '@/components/language-select';
import type { Notice } from './notice-snackbar';
import { ProfileSection } from './profile-section';
import { offeredZoneOrDefault, TimeZoneSelect } from '@/components/time-zone-select';

/**
 * Language and time zone, each saved as soon as it is chosen (POST preferences), so they hold on every device.
 * The interface switches language at once; a failed save says so and keeps the choice on screen.
 */
export function PreferencesSection({
  user,
  market,
  onNotice,
}: {
  user: UserDetails;
  market: Market;
  onNotice: (notice: Notice) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const saving = useUpdatePreferences();
  const viewOnly = useViewOnly();
  const [zone, setZone] = useState(() => offeredZoneOrDefault(user.user_preferences.locale.timezone));
  const language = resolveLocale(i18n.language);

  const changeLanguage = (locale: Locale) => {
    saveLocale(locale);
    // The answer speaks the language just chosen, whose catalogue may still be on its way: it waits for it (and
    // speaks the language still shown if that catalogue cannot be fetched).
    const switched = i18n.changeLanguage(locale);
    const tell = (say: (inNewLanguage: TFunction) => Notice) => void switched.then((fixed) => onNotice(say(fixed)));
    saving.mutate(
      { loginId: user.login_id, data: { language_code: locale } },
      {
        onSuccess: () => {
          // Product texts follow the saved language: ask for them again.
          void queryClient.invalidateQueries({ queryKey: tenantProductsQueryKeyRoot });
          tell((tl) => ({ severity: 'success', message: tl('profile.preferences.languageSaved') }));
        },
        onError: (error) => tell((tl) => ({ severity: 'error', message: errorText(tl, error) })),
      },
    );
  };

  const changeZone = (timezone: string) => {
    setZone(timezone);
    saving.mutate(
      { loginId: user.login_id, data: { locale: { timezone } } },
      {
        onSuccess: () => onNotice({ severity: 'success', message: t('profile.preferences.timeZoneSaved') }),
        onError: (error) => onNotice({ severity: 'error', message: errorText(t, error) }),
      },
    );
  };

  return (
    <ProfileSection id="profile-preferences" title={t('profile.preferences.heading')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LanguageSelect
            id="profile-language"
            market={market}
            value={language}
            onChange={changeLanguage}
            disabled={viewOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TimeZoneSelect
            id="profile-time-zone"
            market={market}
            value={zone}
            onChange={changeZone}
            disabled={viewOnly}
            helperText={t('profile.preferences.timeZoneHelp')}
          />
        </Grid>
      </Grid>
    </ProfileSection>
  );
}
