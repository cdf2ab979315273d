import type { UserDetails } from '@portal/contract/identity';
import { hasPermission, PERMISSIONS } from '@portal/contract/permissions';
import { isViewOnlyGroup } from '@portal/contract/user-type';

/**
 * Whether the page offers changes: UPDATE COMPANY_PARTNER_ASSOCIATION, and not the view-only spectator (who sees the
 * controls disabled). The server refuses the calls all the same.
 */
export function canChangePartners(user: Pick<UserDetails, 'authz'>): boolean {
  return hasPermission(user.authz.permissions, PERMISSIONS.updatePartners) && !isViewOnlyGroup(user.authz.group);
}
