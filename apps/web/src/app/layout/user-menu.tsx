import AccountCircle from '@mui/icons-material/AccountCircle';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
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

/** The signed-in user's menu: their profile and signing out. */
export function UserMenu({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.login_id;

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
      >
        {name}
      </Button>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': BUTTON_ID } }}
      >
        <MenuItem component={RouterLink} to={ROUTES.profile} onClick={() => setAnchor(null)}>
          {t('profile.menuLink')}
        </MenuItem>
        {hasPermission(user.authz.permissions, PERMISSIONS.workSupportIncidents) ? (
          <MenuItem component={RouterLink} to={ROUTES.supportDesk} onClick={() => setAnchor(null)}>
            {t('support.nav.desk')}
          </MenuItem>
        ) : null}
        {hasPermission(user.authz.permissions, PERMISSIONS.listAnnouncements) ? (
          <MenuItem component={RouterLink} to={ROUTES.announcements} onClick={() => setAnchor(null)}>
            {t('announcements.menuLink')}
          </MenuItem>
        ) : null}
        {hasPermission(user.authz.permissions, PERMISSIONS.readOutbox) ? (
          <MenuItem component={RouterLink} to={ROUTES.outbox} onClick={() => setAnchor(null)}>
            {t('outbox.menuLink')}
          </MenuItem>
        ) : null}
        <MenuItem component={RouterLink} to={ROUTES.logout} onClick={() => setAnchor(null)}>
          {t('header.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
