import { defineTexts } from '../../platform/texts.js';

/** The invitation e-mail, in the invitee's language. */
const enUS = {
  inviteSubject: 'You are invited to {companyName} in the Supplier Insights Portal',
  inviteBody:
    'Hello {inviteeName},\n\n{inviterName} invited you to join {companyName} in the Supplier Insights Portal.\n\nSet your password and complete your registration here (the link works once, until {expiresAt} UTC):\n{link}\n\nIf you did not expect this invitation, you can ignore this e-mail.',
};

export type InvitationTextKey = keyof typeof enUS;

export const { text: invitationText } = defineTexts<InvitationTextKey>({
  'en-US': enUS,
  'es-MX': {
    inviteSubject: 'Te invitaron a {companyName} en el Portal de Información para Proveedores',
    inviteBody:
      'Hola, {inviteeName}:\n\n{inviterName} te invitó a unirte a {companyName} en el Portal de Información para Proveedores.\n\nDefine tu contraseña y completa tu registro aquí (el enlace funciona una vez, hasta el {expiresAt} UTC):\n{link}\n\nSi no esperabas esta invitación, puedes ignorar este correo.',
  },
  'fr-CA': {
    inviteSubject: 'Vous êtes invité à rejoindre {companyName} dans le Portail d’information fournisseurs',
    inviteBody:
      'Bonjour {inviteeName},\n\n{inviterName} vous a invité à rejoindre {companyName} dans le Portail d’information fournisseurs.\n\nDéfinissez votre mot de passe et terminez votre inscription ici (le lien fonctionne une fois, jusqu’au {expiresAt} UTC) :\n{link}\n\nSi vous n’attendiez pas cette invitation, vous pouvez ignorer ce courriel.',
  },
});
