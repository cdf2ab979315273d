import AccountCircle from '@mui/icons-material/AccountCircle';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UserDetails } from '@portal/contract/identity';
import type { MouseEvent } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { NavigationLink } from './use-navigation';

const USER_MENU_BUTTON_ID = 'user-menu-button';
const MENU_ID = 'user-menu';

/** The menu itself (MUI's Menu, Popover and Modal) is loaded on the first click: no page shows it at first paint. */
const UserMenuList = lazy(() => import('./user-menu-list').then((m) => ({ default: m.UserMenuList })));

/** The name the header shows for a user: their full name, else their login id. */
export function displayName(user: UserDetails): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.login_id;
}

/**
 * The signed-in user's menu: the admin area and the staff pages they may open, their profile, and signing out last
 * (navigation.ts decides which). It opens under the button's right edge, so it stays on
 * the screen however far right the button sits; a long name is cut short with an ellipsis.
 */
export function UserMenu({ user, links }: { user: UserDetails; links: readonly NavigationLink[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing animates and gives focus back as before.
  const [opened, setOpened] = useState(false);
  const open = anchor !== null;
  const name = displayName(user);

  return (
    <>
      <Button
        id={USER_MENU_BUTTON_ID}
        color="inherit"
        startIcon={<AccountCircle aria-hidden="true" />}
        endIcon={<ArrowDropDown aria-hidden="true" />}
        aria-label={t('header.accountMenu', { name })}
        aria-haspopup="menu"
        aria-controls={open ? MENU_ID : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ maxWidth: '100%', minWidth: 0 }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 240 }}
        >
          {name}
        </Box>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <UserMenuList
            id={MENU_ID}
            labelledBy={USER_MENU_BUTTON_ID}
            anchor={anchor}
            links={links}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
