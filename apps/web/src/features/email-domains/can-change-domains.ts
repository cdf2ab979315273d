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

/**
 * Whether the dialog offers a super admin's exception to a claim rule (decision 055): APPROVE EMAIL_DOMAIN, which
 * only the Super Admin group holds, and not view-only.
 */
export function canApproveDomainExceptions(user: Pick<UserDetails, 'authz'>): boolean {
  return (
    hasPermission(user.authz.permissions, PERMISSIONS.approveEmailDomainExceptions) &&
    !isViewOnlyGroup(user.authz.group)
  );
}
