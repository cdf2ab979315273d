import type { Permission } from '@portal/contract/permissions';
import { hasPermission } from '@portal/contract/permissions-core';
import { ROUTES } from '@portal/contract/routes';
import type { ReactNode } from 'react';
import { Navigate } from '@/lib/router/router';
import { PageLoader } from '@/components/page-loader';
import { useUserContext } from '@/lib/get-user-context';

/**
 * A page for holders of one permission: the others go to /accessDenied. Only what the page shows depends on it;
 * the server checks the permission again on every call.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { data: user } = useUserContext();
  if (!user) return <PageLoader />;
  if (!hasPermission(user.authz.permissions, permission)) return <Navigate to={ROUTES.accessDenied} replace />;
  return children;
}
