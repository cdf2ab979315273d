import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { GlobalUserType } from '@portal/contract/global-users';
import { GLOBAL_USER_TYPES } from '@portal/contract/global-users';
import type { UserDetails } from '@portal/contract/identity';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import { useId } from 'react';
import { TabBar } from '@/components/tab-bar';
import { useTranslation } from '@/i18n/use-translation';
import { RequirePermission } from '@/components/require-permission';
import { ViewOnlyNotice } from '@/components/view-only-notice';
import { useUserContext } from '@/lib/get-user-context';
import { useSearchParams } from '@/lib/router/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useViewOnly } from '@/lib/use-view-only';
import { GlobalUserTab } from '../components/global-user-tab';
import { TAB_PARAMS, tabOf, tabQuery } from '../components/table-state';

function GlobalUserTabs({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const baseId = useId();
  const viewOnly = useViewOnly();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = tabOf(searchParams.get('tab'));
  const choose = (next: GlobalUserType) => setSearchParams((previous) => tabQuery(previous, next));
  const tabId = (value: GlobalUserType) => `${baseId}-tab-${TAB_PARAMS[value]}`;
  const panelId = `${baseId}-panel`;
  const may = (permission: typeof PERMISSIONS.blockGlobalUsers) =>
    !viewOnly && hasPermission(user.authz.permissions, permission);

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <TabBar
          label={t('globalUsers.page.tabs')}
          value={type}
          tabs={GLOBAL_USER_TYPES.map((value) => ({ value, id: tabId(value), label: t(`globalUsers.tabs.${value}`) }))}
          panelId={panelId}
          onChange={choose}
        />
      </Box>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(type)}>
        <GlobalUserTab
          key={type}
          type={type}
          canBlock={may(PERMISSIONS.blockGlobalUsers)}
          canExport={hasPermission(user.authz.permissions, PERMISSIONS.exportGlobalUsers)}
        />
      </Box>
    </>
  );
}

/**
 * /globalUserManagement (LIST GLOBAL_USER): every user of the portal across companies and markets, in four tabs
 * (external, internal, internal merchant, internal asset protection), searched, filtered, sorted and exported; holders
 * of BLOCK GLOBAL_USER block and unblock from each row; the spectator only looks.
 */
export function GlobalUsersPage() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  const viewOnly = useViewOnly();
  useDocumentTitle(t('globalUsers.page.pageTitle'));
  return (
    <RequirePermission permission={PERMISSIONS.listGlobalUsers}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('globalUsers.page.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(viewOnly ? 'globalUsers.page.introViewOnly' : 'globalUsers.page.intro')}
        </Typography>
        <ViewOnlyNotice sx={{ mb: 2 }} />
        {user ? <GlobalUserTabs user={user} /> : null}
      </Container>
    </RequirePermission>
  );
}
