import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import type { UserDetails } from '@portal/contract/identity';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Navigation } from './use-navigation';

export const HEADER_MENU_BUTTON_ID = 'header-menu-button';
export const HEADER_MENU_ID = 'header-menu';

/** The panel (MUI's Drawer, Modal, List) is loaded on the first press: no page shows it at first paint. */
const HeaderMenuPanel = lazy(() => import('./header-menu-panel').then((m) => ({ default: m.HeaderMenuPanel })));

/**
 * The header on narrow screens (below 768 px): one button opening a panel from the right edge that holds what the
 * wide header shows side by side: the navigation, the language switch and the account's entries (or 'Sign in').
 * It is a modal panel: focus moves into it and stays there, Escape or the close button closes it and focus
 * returns to the menu button.
 */
export function HeaderMenu({
  user,
  navigation,
}: {
  /** 'pending' while the session is being read: the button is there (nothing moves), the account part is not yet. */
  user: UserDetails | null | undefined | 'pending';
  navigation: Navigation;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing animates and gives focus back as before.
  const [opened, setOpened] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        id={HEADER_MENU_BUTTON_ID}
        aria-label={t('header.menu')}
        aria-controls={open ? HEADER_MENU_ID : undefined}
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        sx={{ color: 'text.primary' }}
      >
        <MenuIcon />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <HeaderMenuPanel id={HEADER_MENU_ID} open={open} onClose={close} user={user} navigation={navigation} />
        </Suspense>
      ) : null}
    </>
  );
}
