import type { UserDetails } from '@portal/contract/identity';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import { isViewOnlyGroup } from '@portal/contract/user-type';

/**
 * Whether the page offers changes: UPDATE EMAIL_DOMAIN, and not the view-only spectator (who sees the controls
 * disabled). The one place the page decides it; the server refuses the calls all the same.
 */
export function canChangeDomains(user: Pick<UserDetails, 'authz'>): boolean {
  return hasPermission(user.authz.permissions, PERMISSIONS.updateEmailDomains) && !isViewOnlyGroup(user.authz.group);
}
