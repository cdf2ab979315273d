import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PRODUCT_NAME } from '@portal/contract/constants';
import { ROUTES } from '@portal/contract/routes';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router/router';
import { useUserContext } from '@/lib/get-user-context';
import { HeaderMenu } from './header-menu';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

/** Below 768 px (the spec's tablet width) the header is one menu button (ARCHITECTURE section 6). */
export const COMPACT_HEADER_QUERY = '(max-width:767.95px)';

/** Read at the first render, so a phone never paints the wide header; wide where the browser cannot tell. */
const MEDIA_OPTIONS = { noSsr: true } as const;

/** The header's navigation: the data dictionary for signed-in users, and everyone's support pages. */
function useNavigation(signedIn: boolean): { to: string; label: string }[] {
  const { t } = useTranslation();
  return [
    ...(signedIn ? [{ to: ROUTES.dataDictionary, label: t('header.dataDictionary') }] : []),
    { to: ROUTES.supportHome, label: t('support.nav.support') },
  ];
}

/** The wide header's right side: navigation links, language switch and the user's menu or 'Sign in'. */
function WideHeader({ navigation }: { navigation: readonly { to: string; label: string }[] }) {
  const { t } = useTranslation();
  const { data: user, isPending } = useUserContext();
  return (
    <Box
      component="nav"
      aria-label={t('header.navigation')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, minWidth: 0 }}
    >
      {navigation.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} underline="hover" sx={{ fontWeight: 600 }}>
          {link.label}
        </Link>
      ))}
      <LanguageSwitch />
      {isPending ? null : user ? (
        <UserMenu user={user} />
      ) : (
        <Button variant="contained" component={RouterLink} to={ROUTES.login}>
          {t('header.signIn')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The banner: product name (home link), then on wide screens the data dictionary for signed-in users, support,
 * language switch and the user's menu or 'Sign in'; below 768 px all of that sits behind one menu button.
 */
export function AppHeader() {
  const compact = useMediaQuery(COMPACT_HEADER_QUERY, MEDIA_OPTIONS);
  const { data: user, isPending } = useUserContext();
  const navigation = useNavigation(Boolean(user));
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2, flexWrap: compact ? 'nowrap' : 'wrap', py: 1 }}>
        <Link
          component={RouterLink}
          to={ROUTES.landing}
          underline="hover"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1rem', sm: '1.125rem' },
            color: 'primary.dark',
            mr: 'auto',
            minWidth: 0,
          }}
        >
          {PRODUCT_NAME}
        </Link>
        {compact ? (
          <HeaderMenu user={isPending ? 'pending' : user} navigation={navigation} />
        ) : (
          <WideHeader navigation={navigation} />
        )}
      </Toolbar>
    </AppBar>
  );
}
