import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { PRODUCT_NAME } from '@portal/contract/constants';
import { ROUTES } from '@portal/contract/routes';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUserContext } from '@/lib/get-user-context';
import { LanguageSwitch } from './language-switch';

// Signed-in users' menu (MUI's Menu, Popover and Modal): a chunk of its own, so the public pages do not load it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** Signed-in users' way to the data dictionary. */
function DataDictionaryLink() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  if (!user) return null;
  return (
    <Link component={RouterLink} to={ROUTES.dataDictionary} underline="hover" sx={{ fontWeight: 600 }}>
      {t('header.dataDictionary')}
    </Link>
  );
}

/** Everyone's way to the support pages (filing, tracking, contact). */
function SupportLink() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={ROUTES.supportHome} underline="hover" sx={{ fontWeight: 600 }}>
      {t('support.nav.support')}
    </Link>
  );
}

function UserArea() {
  const { t } = useTranslation();
  const { data: user, isPending } = useUserContext();
  if (isPending) return null;
  if (user) {
    return (
      <Suspense fallback={null}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <Button variant="contained" component={RouterLink} to={ROUTES.login}>
      {t('header.signIn')}
    </Button>
  );
}

/** The banner: product name (home link), the data dictionary for signed-in users, language switch and the user's menu or 'Sign in'. */
export function AppHeader() {
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        <Link
          component={RouterLink}
          to={ROUTES.landing}
          underline="hover"
          sx={{ fontWeight: 700, fontSize: '1.125rem', color: 'primary.dark', mr: 'auto' }}
        >
          {PRODUCT_NAME}
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, minWidth: 0 }}>
          <DataDictionaryLink />
          <SupportLink />
          <LanguageSwitch />
          <UserArea />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
