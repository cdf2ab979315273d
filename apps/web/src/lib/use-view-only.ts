import { isViewOnlyGroup } from '@portal/contract/user-type';
import { useUserContext } from '@/lib/get-user-context';

/**
 * Whether the signed-in user only looks (the Super Admin Spectator): the server refuses them every change
 * (`auth.view_only`), so the pages show them what a user sees with every control that would change something
 * turned off. False while the user is unknown or signed out.
 */
export function useViewOnly(): boolean {
  const { data: user } = useUserContext();
  return user ? isViewOnlyGroup(user.authz.group) : false;
}
