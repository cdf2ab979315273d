import { FOOTER_LABELS, HUMAN_CHECK_LABELS, INCIDENT_STATUS_NAMES, LANGUAGE_NAMES } from '@portal/contract/texts';
import { LANDING_TEXTS } from '@portal/contract/landing-texts/fr-CA';
import admin from '@/features/admin/i18n/fr-CA.json';
import announcements from '@/features/announcements/i18n/fr-CA.json';
import companies from '@/features/companies/i18n/fr-CA.json';
import documents from '@/features/documents/i18n/fr-CA.json';
import emailDomains from '@/features/email-domains/i18n/fr-CA.json';
import outbox from '@/features/outbox/i18n/fr-CA.json';
import profile from '@/features/profile/i18n/fr-CA.json';
import registration from '@/features/registration/i18n/fr-CA.json';
import support from '@/features/support/i18n/fr-CA.json';
import accessApprovals from '@/features/user-admin/i18n/access-approvals/fr-CA.json';
import userAdmin from '@/features/user-admin/i18n/fr-CA.json';
import shell from '../fr-CA.json';

/**
 * The fr-CA catalogue: the shell's strings plus each feature's own (kept beside the feature, under its name), and
 * the names the contract holds for both server and web.
 */
export const translation = {
  ...shell,
  errors: { ...shell.errors, announcement: announcements.serverErrors },
  languages: LANGUAGE_NAMES,
  landing: LANDING_TEXTS,
  footer: { ...shell.footer, ...FOOTER_LABELS['fr-CA'] },
  support: {
    ...support,
    humanCheck: { ...support.humanCheck, ...HUMAN_CHECK_LABELS['fr-CA'] },
    status: INCIDENT_STATUS_NAMES['fr-CA'],
  },
  profile,
  registration,
  documents,
  outbox,
  companies,
  announcements,
  accessApprovals,
  admin,
  emailDomains,
  userAdmin,
};
