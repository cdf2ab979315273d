import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@portal/contract/identity';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { LanguageSwitch } from './language-switch';
import { displayName, useAccountLinks } from './user-menu';

const TITLE_ID = 'header-menu-title';

type Link = { to: string; label: string };

function LinkList({ links, label, onFollow }: { links: readonly Link[]; label: string; onFollow: () => void }) {
  return (
    <List component="nav" aria-label={label} dense={false} disablePadding>
      {links.map((link) => (
        <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onFollow} sx={{ minHeight: 48 }}>
          <ListItemText primary={link.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

function AccountSection({ user, onFollow }: { user: UserDetails; onFollow: () => void }) {
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <>
      <Typography variant="subtitle2" component="p" sx={{ px: 2, pt: 2, pb: 0.5, color: 'text.secondary' }}>
        {name}
      </Typography>
      <LinkList links={useAccountLinks(user)} label={t('header.accountMenu', { name })} onFollow={onFollow} />
    </>
  );
}

type HeaderMenuPanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** 'pending' while the session is being read: the account part is not shown yet. */
  user: UserDetails | null | undefined | 'pending';
  navigation: readonly Link[];
};

/**
 * The narrow header's panel, from the right edge: the navigation, the language switch and the account's entries
 * (or 'Sign in'). A modal panel: focus moves into it and stays there, Escape or the close button closes it and focus
 * returns to the menu button. A chunk of its own (header-menu.tsx loads it on the first press of the button).
 */
export function HeaderMenuPanel({ id, open, onClose: close, user, navigation }: HeaderMenuPanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': TITLE_ID,
          sx: { width: 320, maxWidth: '100%' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, py: 1 }}>
        <Typography id={TITLE_ID} variant="h6" component="h2">
          {t('header.menu')}
        </Typography>
        <IconButton aria-label={t('header.closeMenu')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <LinkList links={navigation} label={t('header.navigation')} onFollow={close} />
      <Box sx={{ px: 2, py: 2 }}>
        <LanguageSwitch id="header-menu-language" fullWidth />
      </Box>
      <Divider />
      {user === 'pending' ? null : user ? (
        <AccountSection user={user} onFollow={close} />
      ) : (
        <Box sx={{ p: 2 }}>
          <Button variant="contained" fullWidth component={RouterLink} to={ROUTES.login} onClick={close}>
            {t('header.signIn')}
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
