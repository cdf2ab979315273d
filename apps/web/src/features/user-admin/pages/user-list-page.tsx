import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@portal/contract/identity';
import { administeredCompanyId } from '@portal/contract/identity-core';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions-core';
import type { UserListTab } from '@portal/contract/user-admin-core';
import { USER_LIST_TABS, userListTab } from '@portal/contract/user-admin-core';
import { useId } from 'react';
import { TabBar } from '@/components/tab-bar';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router';
import { RequirePermission } from '@/components/require-permission';
import { ViewOnlyNotice } from '@/components/view-only-notice';
import { useUserContext } from '@/lib/get-user-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useViewOnly } from '@/lib/use-view-only';
import { AccessRequestList } from '../components/access-request-list';
import { BlockedTab } from '../components/blocked-tab';
import { PendingTab } from '../components/pending-tab';
import { UsersTab } from '../components/users-tab';

function TabContent({ tab, user, companyId }: { tab: UserListTab; user: UserDetails; companyId: number }) {
  const viewOnly = useViewOnly();
  const may = (permission: typeof PERMISSIONS.blockUsers) =>
    !viewOnly && hasPermission(user.authz.permissions, permission);
  switch (tab) {
    case 'users':
      return (
        <UsersTab
          companyId={companyId}
          tenantId={user.acting_tenant?.id ?? user.tenant.id}
          canBlock={may(PERMISSIONS.blockUsers)}
          canEdit={may(PERMISSIONS.updateUsers)}
          canDelete={may(PERMISSIONS.deleteUsers)}
          addUser={
            hasPermission(user.authz.permissions, PERMISSIONS.createUsers) || viewOnly
              ? { disabled: !may(PERMISSIONS.createUsers) }
              : null
          }
        />
      );
    case 'pending':
      return <PendingTab companyId={companyId} canResend={may(PERMISSIONS.createUsers)} />;
    case 'blocked':
      return <BlockedTab companyId={companyId} canUnblock={may(PERMISSIONS.blockUsers)} />;
    case 'accessRequests':
      return <AccessRequestList user={user} />;
  }
}

function UserLists({ user, companyId }: { user: UserDetails; companyId: number }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = userListTab(searchParams.get('tab'));
  // Another tab starts afresh: page, sort and search belong to the tab they were chosen in.
  const choose = (next: UserListTab) => setSearchParams(next === 'users' ? {} : { tab: next });
  const tabId = (value: UserListTab) => `${baseId}-tab-${value}`;
  const panelId = `${baseId}-panel`;

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <TabBar
          label={t('userAdmin.page.tabs')}
          value={tab}
          tabs={USER_LIST_TABS.map((value) => ({ value, id: tabId(value), label: t(`userAdmin.page.${value}`) }))}
          panelId={panelId}
          onChange={choose}
        />
      </Box>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        <TabContent key={tab} tab={tab} user={user} companyId={companyId} />
      </Box>
    </>
  );
}

/**
 * /admin/userList (LIST USER), 'User management': the company's users, pending (invited) users, blocked users and
 * access requests, one tab each, the tab in the URL. Its admins (or a super admin acting for the company) invite,
 * delete, change products, edit names, block and unblock; the spectator looks only.
 */
export function UserListPage() {
  const { t } = useTranslation();
  const { data: user } = useUserContext();
  const viewOnly = useViewOnly();
  const companyId = user ? administeredCompanyId(user) : null;
  useDocumentTitle(t('userAdmin.page.pageTitle'));
  return (
    <RequirePermission permission={PERMISSIONS.listUsers}>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('userAdmin.page.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(viewOnly ? 'userAdmin.page.introViewOnly' : 'userAdmin.page.intro')}
        </Typography>
        <ViewOnlyNotice sx={{ mb: 2 }} />
        {user && companyId ? <UserLists user={user} companyId={companyId} /> : null}
      </Container>
    </RequirePermission>
  );
}
