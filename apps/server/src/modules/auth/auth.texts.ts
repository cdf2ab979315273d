import { PRODUCT_NAME } from '@portal/contract/constants';
import { HUMAN_CHECK_LABELS } from '@portal/contract/texts';
import { defineTexts } from '../../platform/texts.js';

/** The sign-in and password-reset pages and the reset e-mail. */
const enUS = {
  productName: PRODUCT_NAME,
  signInTitle: 'Sign in',
  signInIntro: 'Sign in to launch your analytics products, manage access and get support.',
  loginIdLabel: 'Login ID',
  passwordLabel: 'Password',
  submit: 'Sign in',
  forgotPassword: 'Forgot your password?',
  languageLabel: 'Language',
  invalidCredentials: 'The login ID or password is not correct. Check them and try again.',
  locked: 'Too many failed sign-in attempts. Try again in {minutes} minutes.',
  blocked: 'Your account is blocked. Contact your administrator.',
  demoPasswordRefused: 'The demo password cannot be used in production. Reset your password.',
  idle: 'Your session has timed out due to inactivity. Login to resume work.',
  sessionEnded: 'You are not authorized or session has been expired. Please try again.',
  resetDone: 'Your password has been changed. Sign in with your new password.',
  demoHint: 'Demo mode: every demo account uses the password {password}. The README lists the accounts.',
  requiredField: 'This field is required.',
  resetRequestTitle: 'Reset your password',
  resetRequestIntro: 'Enter your login ID. If it belongs to an account, we will e-mail a link to set a new password.',
  resetRequestSubmit: 'Send reset link',
  resetRequestSent:
    'If an account exists for that login ID, a reset link is on its way to its e-mail address. The link works once, for 60 minutes.',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm the new password',
  passwordRules: 'At least 12 characters.',
  resetSubmit: 'Change password',
  resetInvalid: 'This reset link is not valid any more. Links work once, for 60 minutes. Ask for a new one.',
  passwordTooShort: 'The password must have at least 12 characters.',
  passwordMismatch: 'The two passwords are not the same.',
  passwordIsDemo: 'Choose a password other than the demo password.',
  resetMailSubject: 'Reset your Supplier Insights Portal password',
  resetMailBody:
    'Hello {name},\n\nUse this link to choose a new password. It works once, for 60 minutes:\n{link}\n\nIf you did not ask for it, ignore this e-mail; your password stays the same.',
  rateLimited: 'Too many attempts from this device or network. Try again in {seconds} seconds.',
  holdInstructions: HUMAN_CHECK_LABELS['en-US'].instructions,
  holdButton: HUMAN_CHECK_LABELS['en-US'].button,
  holdDone: HUMAN_CHECK_LABELS['en-US'].done,
  holdTryAgain: HUMAN_CHECK_LABELS['en-US'].tryAgain,
  holdNeedsScript: 'This check needs JavaScript. Turn it on, or contact the support team.',
  holdRequired: 'Press & Hold the button to confirm you are a human, then send the form again.',
};

export type AuthTextKey = keyof typeof enUS;

const esMX: Record<AuthTextKey, string> = {
  productName: PRODUCT_NAME,
  signInTitle: 'Iniciar sesión',
  signInIntro: 'Inicia sesión para abrir tus productos de análisis, administrar accesos y obtener soporte.',
  loginIdLabel: 'ID de usuario',
  passwordLabel: 'Contraseña',
  submit: 'Iniciar sesión',
  forgotPassword: '¿Olvidaste tu contraseña?',
  languageLabel: 'Idioma',
  invalidCredentials: 'El ID de usuario o la contraseña no son correctos. Revísalos e inténtalo de nuevo.',
  locked: 'Demasiados intentos fallidos. Inténtalo de nuevo en {minutes} minutos.',
  blocked: 'Tu cuenta está bloqueada. Comunícate con tu administrador.',
  demoPasswordRefused: 'La contraseña de demostración no se puede usar en producción. Restablece tu contraseña.',
  idle: 'Tu sesión expiró por inactividad. Inicia sesión para continuar.',
  sessionEnded: 'No tienes autorización o la sesión expiró. Inténtalo de nuevo.',
  resetDone: 'Tu contraseña se cambió. Inicia sesión con tu nueva contraseña.',
  demoHint:
    'Modo de demostración: todas las cuentas de demostración usan la contraseña {password}. El README enumera las cuentas.',
  requiredField: 'Este campo es obligatorio.',
  resetRequestTitle: 'Restablece tu contraseña',
  resetRequestIntro:
    'Escribe tu ID de usuario. Si pertenece a una cuenta, enviaremos por correo un enlace para definir una nueva contraseña.',
  resetRequestSubmit: 'Enviar enlace',
  resetRequestSent:
    'Si existe una cuenta con ese ID de usuario, enviamos un enlace a su correo electrónico. El enlace funciona una sola vez, durante 60 minutos.',
  backToSignIn: 'Volver a iniciar sesión',
  resetTitle: 'Elige una nueva contraseña',
  newPasswordLabel: 'Nueva contraseña',
  confirmPasswordLabel: 'Confirma la nueva contraseña',
  passwordRules: 'Al menos 12 caracteres.',
  resetSubmit: 'Cambiar contraseña',
  resetInvalid:
    'Este enlace ya no es válido. Los enlaces funcionan una sola vez, durante 60 minutos. Solicita uno nuevo.',
  passwordTooShort: 'La contraseña debe tener al menos 12 caracteres.',
  passwordMismatch: 'Las dos contraseñas no coinciden.',
  passwordIsDemo: 'Elige una contraseña distinta de la contraseña de demostración.',
  resetMailSubject: 'Restablece tu contraseña del Supplier Insights Portal',
  resetMailBody:
    'Hola {name}:\n\nUsa este enlace para elegir una nueva contraseña. Funciona una sola vez, durante 60 minutos:\n{link}\n\nSi no lo solicitaste, ignora este correo; tu contraseña no cambia.',
  rateLimited: 'Demasiados intentos desde este dispositivo o red. Inténtalo de nuevo en {seconds} segundos.',
  holdInstructions: HUMAN_CHECK_LABELS['es-MX'].instructions,
  holdButton: HUMAN_CHECK_LABELS['es-MX'].button,
  holdDone: HUMAN_CHECK_LABELS['es-MX'].done,
  holdTryAgain: HUMAN_CHECK_LABELS['es-MX'].tryAgain,
  holdNeedsScript: 'Esta verificación necesita JavaScript. Actívalo o comunícate con el equipo de soporte.',
  holdRequired: 'Mantén presionado el botón para confirmar que eres una persona y vuelve a enviar el formulario.',
};

const frCA: Record<AuthTextKey, string> = {
  productName: PRODUCT_NAME,
  signInTitle: 'Connexion',
  signInIntro: 'Connectez-vous pour lancer vos produits d’analyse, gérer les accès et obtenir du soutien.',
  loginIdLabel: 'Identifiant',
  passwordLabel: 'Mot de passe',
  submit: 'Se connecter',
  forgotPassword: 'Mot de passe oublié?',
  languageLabel: 'Langue',
  invalidCredentials: 'L’identifiant ou le mot de passe est incorrect. Vérifiez-les et réessayez.',
  locked: 'Trop de tentatives de connexion échouées. Réessayez dans {minutes} minutes.',
  blocked: 'Votre compte est bloqué. Communiquez avec votre administrateur.',
  demoPasswordRefused:
    'Le mot de passe de démonstration ne peut pas être utilisé en production. Réinitialisez votre mot de passe.',
  idle: 'Votre session a expiré en raison d’inactivité. Connectez-vous pour reprendre votre travail.',
  sessionEnded: 'Vous n’êtes pas autorisé ou votre session a expiré. Veuillez réessayer.',
  resetDone: 'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
  demoHint:
    'Mode démonstration : tous les comptes de démonstration utilisent le mot de passe {password}. Le fichier README énumère les comptes.',
  requiredField: 'Ce champ est obligatoire.',
  resetRequestTitle: 'Réinitialiser votre mot de passe',
  resetRequestIntro:
    'Entrez votre identifiant. S’il correspond à un compte, nous enverrons par courriel un lien pour choisir un nouveau mot de passe.',
  resetRequestSubmit: 'Envoyer le lien',
  resetRequestSent:
    'Si un compte existe pour cet identifiant, un lien de réinitialisation a été envoyé à son adresse courriel. Le lien fonctionne une seule fois, pendant 60 minutes.',
  backToSignIn: 'Retour à la connexion',
  resetTitle: 'Choisir un nouveau mot de passe',
  newPasswordLabel: 'Nouveau mot de passe',
  confirmPasswordLabel: 'Confirmer le nouveau mot de passe',
  passwordRules: 'Au moins 12 caractères.',
  resetSubmit: 'Changer le mot de passe',
  resetInvalid:
    'Ce lien de réinitialisation n’est plus valide. Les liens fonctionnent une seule fois, pendant 60 minutes. Demandez-en un nouveau.',
  passwordTooShort: 'Le mot de passe doit comporter au moins 12 caractères.',
  passwordMismatch: 'Les deux mots de passe ne sont pas identiques.',
  passwordIsDemo: 'Choisissez un mot de passe différent du mot de passe de démonstration.',
  resetMailSubject: 'Réinitialisez votre mot de passe du Supplier Insights Portal',
  resetMailBody:
    'Bonjour {name},\n\nUtilisez ce lien pour choisir un nouveau mot de passe. Il fonctionne une seule fois, pendant 60 minutes :\n{link}\n\nSi vous n’avez rien demandé, ignorez ce courriel; votre mot de passe reste le même.',
  rateLimited: 'Trop de tentatives depuis cet appareil ou ce réseau. Réessayez dans {seconds} secondes.',
  holdInstructions: HUMAN_CHECK_LABELS['fr-CA'].instructions,
  holdButton: HUMAN_CHECK_LABELS['fr-CA'].button,
  holdDone: HUMAN_CHECK_LABELS['fr-CA'].done,
  holdTryAgain: HUMAN_CHECK_LABELS['fr-CA'].tryAgain,
  holdNeedsScript: 'Cette vérification nécessite JavaScript. Activez-le ou communiquez avec l’équipe de soutien.',
  holdRequired:
    'Maintenez le bouton enfoncé pour confirmer que vous êtes une personne, puis envoyez de nouveau le formulaire.',
};

export const { text: authText, html: authHtml } = defineTexts<AuthTextKey>({
  'en-US': enUS,
  'es-MX': esMX,
  'fr-CA': frCA,
});
