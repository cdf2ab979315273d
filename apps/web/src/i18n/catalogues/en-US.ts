import { FOOTER_LABELS, HUMAN_CHECK_LABELS, LANGUAGE_NAMES } from '@portal/contract/texts';
import { LANDING_TEXTS } from '@portal/contract/landing-texts/en-US';
import shell from '../en-US.json';

/**
 * The en-US shell catalogue: the texts of the layout and of the shared components, and the names the contract holds
 * for both server and web. Each feature's texts load with its pages (features/<feature>/i18n/catalogue.ts).
 */
export const translation = {
  ...shell,
  languages: LANGUAGE_NAMES,
  landing: LANDING_TEXTS,
  footer: { ...shell.footer, ...FOOTER_LABELS['en-US'] },
  support: {
    ...shell.support,
    humanCheck: { ...shell.support.humanCheck, ...HUMAN_CHECK_LABELS['en-US'] },
  },
};
