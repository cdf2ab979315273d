import AccountCircle from '@mui/icons-material/AccountCircle';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { UserDetails } from '@portal/contract/identity';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import { ROUTES } from '@portal/contract/routes';
import type { MouseEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const BUTTON_ID = 'user-menu-button';
const MENU_ID = 'user-menu';

/** The name the header shows for a user: their full name, else their login id. */
export function displayName(user: UserDetails): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.login_id;
}

/**
 * The signed-in user's own entries, in order: their profile, the staff pages their permissions open, and signing
 * out last. The account menu and the narrow screens' header menu both list them.
 */
export function useAccountLinks(user: UserDetails): { to: string; label: string }[] {
  const { t } = useTranslation();
  const permissions = user.authz.permissions;
  return [
    { to: ROUTES.profile, label: t('profile.menuLink') },
    ...(hasPermission(permissions, PERMISSIONS.workSupportIncidents)
      ? [{ to: ROUTES.supportDesk, label: t('support.nav.desk') }]
      : []),
    ...(hasPermission(permissions, PERMISSIONS.listAnnouncements)
      ? [{ to: ROUTES.announcements, label: t('announcements.menuLink') }]
      : []),
    ...(hasPermission(permissions, PERMISSIONS.readOutbox) ? [{ to: ROUTES.outbox, label: t('outbox.menuLink') }] : []),
    { to: ROUTES.logout, label: t('header.signOut') },
  ];
}

/**
 * The signed-in user's menu: their profile and signing out. It opens under the button's right edge, so it stays on
 * the screen however far right the button sits; a long name is cut short with an ellipsis.
 */
export function UserMenu({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const name = displayName(user);
  const links = useAccountLinks(user);

  return (
    <>
      <Button
        id={BUTTON_ID}
        color="inherit"
        startIcon={<AccountCircle aria-hidden="true" />}
        endIcon={<ArrowDropDown aria-hidden="true" />}
        aria-label={t('header.accountMenu', { name })}
        aria-haspopup="menu"
        aria-controls={open ? MENU_ID : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: '100%', minWidth: 0 }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 240 }}
        >
          {name}
        </Box>
      </Button>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': BUTTON_ID } }}
      >
        {links.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setAnchor(null)}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
