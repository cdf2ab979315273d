import { FOOTER_LABELS, HUMAN_CHECK_LABELS, INCIDENT_STATUS_NAMES, LANGUAGE_NAMES } from '@portal/contract/texts';
import { LANDING_TEXTS } from '@portal/contract/landing-texts/es-MX';
import admin from '@/features/admin/i18n/es-MX.json';
import announcements from '@/features/announcements/i18n/es-MX.json';
import companies from '@/features/companies/i18n/es-MX.json';
import documents from '@/features/documents/i18n/es-MX.json';
import emailDomains from '@/features/email-domains/i18n/es-MX.json';
import outbox from '@/features/outbox/i18n/es-MX.json';
import profile from '@/features/profile/i18n/es-MX.json';
import registration from '@/features/registration/i18n/es-MX.json';
import support from '@/features/support/i18n/es-MX.json';
import accessApprovals from '@/features/user-admin/i18n/access-approvals/es-MX.json';
import userAdmin from '@/features/user-admin/i18n/es-MX.json';
import shell from '../es-MX.json';

/**
 * The es-MX catalogue: the shell's strings plus each feature's own (kept beside the feature, under its name), and
 * the names the contract holds for both server and web.
 */
export const translation = {
  ...shell,
  errors: { ...shell.errors, announcement: announcements.serverErrors },
  languages: LANGUAGE_NAMES,
  landing: LANDING_TEXTS,
  footer: { ...shell.footer, ...FOOTER_LABELS['es-MX'] },
  support: {
    ...support,
    humanCheck: { ...support.humanCheck, ...HUMAN_CHECK_LABELS['es-MX'] },
    status: INCIDENT_STATUS_NAMES['es-MX'],
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
