import { defineTexts } from '../../platform/texts.js';

/** The printed documents' line under the title and page footer, in the document's language. */
const enUS = {
  versionLine: 'Version {version} — effective {date}',
  pageFooter: 'Page {page} of {pages}',
};

export type RegistrationTextKey = keyof typeof enUS;

export const { text: registrationText } = defineTexts<RegistrationTextKey>({
  'en-US': enUS,
  'es-MX': { versionLine: 'Versión {version} — vigente desde el {date}', pageFooter: 'Página {page} de {pages}' },
  'fr-CA': { versionLine: 'Version {version} — en vigueur depuis le {date}', pageFooter: 'Page {page} de {pages}' },
});
