import type { NavigationEntry, NavigationEntryId, NavigationGroup } from '@portal/contract/navigation';
import { activeNavigationEntry, entriesIn, navigationEntries } from '@portal/contract/navigation';
import type { RoutePath } from '@portal/contract/routes';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from '@/lib/router/router';
import { useUserContext } from '@/lib/get-user-context';
import { useMarket } from '@/lib/get-market';
import { NAVIGABLE_PAGES } from './navigation-pages';

/** One link of the header, the phone menu or the account menu. */
export type NavigationLink = {
  id: NavigationEntryId | 'signOut';
  to: string;
  label: string;
  /** The page shown belongs to this entry: aria-current="page" and a visible mark. */
  current: boolean;
  /** The wide header lists the entries of a group behind one menu button. */
  group?: NavigationGroup;
};

export type Navigation = {
  /** The header's links (the phone menu's navigation). */
  header: NavigationLink[];
  /** The account menu's links, signing out last; empty without a session. */
  account: NavigationLink[];
};

const isBuilt = (route: RoutePath) => NAVIGABLE_PAGES.has(route);

/**
 * The ways in offered to whoever is signed in (the contract's navigationEntries, per the route guard), labelled in
 * the interface language, the current page's entry marked.
 */
export function useNavigation(): Navigation {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useUserContext();
  const market = useMarket();
  const entries: NavigationEntry[] = market.data
    ? navigationEntries({ user: user ?? null, market: market.data.market, isBuilt })
    : [];
  const active = activeNavigationEntry(pathname, entries);
  const link = (entry: NavigationEntry): NavigationLink => ({
    id: entry.id,
    to: entry.to,
    label: t(`header.nav.${entry.id}`),
    current: entry.id === active,
    ...(entry.group ? { group: entry.group } : {}),
  });
  return {
    header: entriesIn(entries, 'header').map(link),
    account: user
      ? [
          ...entriesIn(entries, 'account').map(link),
          { id: 'signOut', to: ROUTES.logout, label: t('header.signOut'), current: false },
        ]
      : [],
  };
}
