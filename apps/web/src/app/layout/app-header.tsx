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
import { NavigationGroupMenu } from './navigation-group-menu';
import type { Navigation, NavigationLink } from './use-navigation';
import { useNavigation } from './use-navigation';
import { UserMenu } from './user-menu';

/** Below 768 px (the spec's tablet width) the header is one menu button (ARCHITECTURE section 6). */
export const COMPACT_HEADER_QUERY = '(max-width:767.95px)';
/** From 1200 px the navigation sits in the header's one row; from 768 px it is the header's second row. */
const ONE_ROW_HEADER_QUERY = '(min-width:1200px)';

/** Read at the first render, so a phone never paints the wide header; wide where the browser cannot tell. */
const MEDIA_OPTIONS = { noSsr: true } as const;

/** The current entry's mark: bold and a bar under it, beside aria-current="page". */
const CURRENT_SX = { fontWeight: 700, borderBottomColor: 'primary.main' } as const;

/** The wide header's navigation: one link per entry, the current one marked; every link a 44 px touch target. */
function NavigationLinks({ links, oneRow }: { links: readonly NavigationLink[]; oneRow: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('header.navigation')}
      sx={{ order: oneRow ? 0 : 3, flexBasis: oneRow ? 'auto' : '100%', minWidth: 0 }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0, m: 0, p: 0, listStyle: 'none' }}
      >
        {links.map((link, index) => {
          // A group's entries sit behind one button, where its first entry would be.
          if (link.group) {
            if (links.findIndex((other) => other.group === link.group) !== index) return null;
            return (
              <li key={`group-${link.group}`}>
                <NavigationGroupMenu
                  id={`header-${link.group}`}
                  label={t(`header.nav.groups.${link.group}`)}
                  links={links.filter((other) => other.group === link.group)}
                  currentSx={CURRENT_SX}
                />
              </li>
            );
          }
          return (
            <li key={link.id}>
              <Link
                component={RouterLink}
                to={link.to}
                aria-current={link.current ? 'page' : undefined}
                underline="none"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 44,
                  fontWeight: 600,
                  borderBottom: 3,
                  borderBottomColor: 'transparent',
                  '&:hover, &:focus-visible': { textDecoration: 'underline' },
                  ...(link.current ? CURRENT_SX : {}),
                }}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The wide header: the navigation (its own row from 768 px, in the one row from 1200 px), the language switch and
 * the user's menu or 'Sign in'.
 */
function WideHeader({ navigation }: { navigation: Navigation }) {
  const { t } = useTranslation();
  const oneRow = useMediaQuery(ONE_ROW_HEADER_QUERY, MEDIA_OPTIONS);
  const { data: user, isPending } = useUserContext();
  return (
    <>
      <NavigationLinks links={navigation.header} oneRow={oneRow} />
      <LanguageSwitch />
      {isPending ? null : user ? (
        <UserMenu user={user} links={navigation.account} />
      ) : (
        <Button variant="contained" component={RouterLink} to={ROUTES.login}>
          {t('header.signIn')}
        </Button>
      )}
    </>
  );
}

/**
 * The banner: product name (home link), then on wide screens the navigation (navigation.ts: what the user may open,
 * the current page's entry marked), language switch and the user's menu or 'Sign in'; below 768 px all of that sits
 * behind one menu button.
 */
export function AppHeader() {
  const compact = useMediaQuery(COMPACT_HEADER_QUERY, MEDIA_OPTIONS);
  const { data: user, isPending } = useUserContext();
  const navigation = useNavigation();
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ columnGap: 2, rowGap: 0, flexWrap: compact ? 'nowrap' : 'wrap', py: 1 }}>
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
