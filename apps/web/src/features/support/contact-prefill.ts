import type { UserDetails } from '@portal/contract/identity';
import { effectiveTenant } from '@portal/contract/user-type';
import type { ContactPrefill } from './components/incident-form';
import { EMPTY_CONTACT } from './components/incident-form';

/** The contact details a signed-in user's profile knows (nothing for a visitor). */
export function prefillOf(user: UserDetails | null): ContactPrefill {
  if (!user) return EMPTY_CONTACT;
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    primaryContactEmail: user.email_address,
    companyName: effectiveTenant(user).name,
  };
}
