import type { UserDetails } from '@portal/contract/identity';
import { effectiveTenant } from '@portal/contract/user-type';

/** What a signed-in user's profile knows of the contact fields of the support forms. */
export type ContactPrefill = { firstName: string; lastName: string; primaryContactEmail: string; companyName: string };
export const EMPTY_CONTACT: ContactPrefill = { firstName: '', lastName: '', primaryContactEmail: '', companyName: '' };

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
