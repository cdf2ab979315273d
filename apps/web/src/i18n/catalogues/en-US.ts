import { FOOTER_LABELS, HUMAN_CHECK_LABELS, INCIDENT_STATUS_NAMES, LANGUAGE_NAMES } from '@portal/contract/texts';
import { LANDING_TEXTS } from '@portal/contract/landing-texts/en-US';
import admin from '@/features/admin/i18n/en-US.json';
import announcements from '@/features/announcements/i18n/en-US.json';
import companies from '@/features/companies/i18n/en-US.json';
import documents from '@/features/documents/i18n/en-US.json';
import emailDomains from '@/features/email-domains/i18n/en-US.json';
import outbox from '@/features/outbox/i18n/en-US.json';
import profile from '@/features/profile/i18n/en-US.json';
import registration from '@/features/registration/i18n/en-US.json';
import support from '@/features/support/i18n/en-US.json';
import accessApprovals from '@/features/user-admin/i18n/access-approvals/en-US.json';
import userAdmin from '@/features/user-admin/i18n/en-US.json';
import shell from '../en-US.json';

/**
 * The en-US catalogue: the shell's strings plus each feature's own (kept beside the feature, under its name), and
 * the names the contract holds for both server and web.
 */
export const translation = {
  ...shell,
  errors: { ...shell.errors, announcement: announcements.serverErrors },
  languages: LANGUAGE_NAMES,
  landing: LANDING_TEXTS,
  footer: { ...shell.footer, ...FOOTER_LABELS['en-US'] },
  support: {
    ...support,
    humanCheck: { ...support.humanCheck, ...HUMAN_CHECK_LABELS['en-US'] },
    status: INCIDENT_STATUS_NAMES['en-US'],
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
