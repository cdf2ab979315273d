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
import type { Navigation, NavigationLink } from './use-navigation';
import { displayName } from './user-menu';

const TITLE_ID = 'header-menu-title';

/** The current entry's mark: selected (tinted), bold, a bar at its start, beside aria-current="page". */
const CURRENT_SX = {
  borderLeft: 4,
  borderLeftColor: 'primary.main',
  '& .MuiListItemText-primary': { fontWeight: 700 },
} as const;

function LinkList({
  links,
  label,
  onFollow,
}: {
  links: readonly NavigationLink[];
  label: string;
  onFollow: () => void;
}) {
  return (
    <List component="nav" aria-label={label} dense={false} disablePadding>
      {links.map((link) => (
        <ListItemButton
          key={link.id}
          component={RouterLink}
          to={link.to}
          onClick={onFollow}
          selected={link.current}
          aria-current={link.current ? 'page' : undefined}
          sx={{ minHeight: 48, borderLeft: 4, borderLeftColor: 'transparent', ...(link.current ? CURRENT_SX : {}) }}
        >
          <ListItemText primary={link.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** The account's entries; those the navigation above lists already (the admin area, the desk) are not repeated. */
function AccountSection({
  user,
  navigation,
  onFollow,
}: {
  user: UserDetails;
  navigation: Navigation;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const name = displayName(user);
  const inNavigation = new Set(navigation.header.map((link) => link.id));
  const links = navigation.account.filter((link) => !inNavigation.has(link.id));
  return (
    <>
      <Typography variant="subtitle2" component="p" sx={{ px: 2, pt: 2, pb: 0.5, color: 'text.secondary' }}>
        {name}
      </Typography>
      <LinkList links={links} label={t('header.accountMenu', { name })} onFollow={onFollow} />
    </>
  );
}

type HeaderMenuPanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** 'pending' while the session is being read: the account part is not shown yet. */
  user: UserDetails | null | undefined | 'pending';
  navigation: Navigation;
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
      <LinkList links={navigation.header} label={t('header.navigation')} onFollow={close} />
      <Box sx={{ px: 2, py: 2 }}>
        <LanguageSwitch id="header-menu-language" fullWidth />
      </Box>
      <Divider />
      {user === 'pending' ? null : user ? (
        <AccountSection user={user} navigation={navigation} onFollow={close} />
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
