import type { Locale } from './locale.js';
import type { IncidentStatus } from './support.js';

/**
 * User-visible text that both the server (e-mails, its own pages) and the web show: held here once, read by the
 * server's module catalogues and merged into the web's translation catalogues (apps/web/src/i18n/catalogues).
 */

/** Each language named in itself, whatever the interface language: the language switches and the sign-in page. */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'en-US': 'English', 'es-MX': 'Español', 'fr-CA': 'Français' };

/** The incident statuses as people read them: the web's badges and lists and the server's e-mails. */
export const INCIDENT_STATUS_NAMES: Record<Locale, Record<IncidentStatus, string>> = {
  'en-US': {
    NEW: 'New',
    IN_PROGRESS: 'In progress',
    WAITING_ON_CUSTOMER: 'Waiting on customer',
    SOLVED: 'Solved',
    CLOSED: 'Closed',
  },
  'es-MX': {
    NEW: 'Nuevo',
    IN_PROGRESS: 'En curso',
    WAITING_ON_CUSTOMER: 'En espera de tu respuesta',
    SOLVED: 'Resuelto',
    CLOSED: 'Cerrado',
  },
  'fr-CA': {
    NEW: 'Nouveau',
    IN_PROGRESS: 'En cours',
    WAITING_ON_CUSTOMER: 'En attente de votre réponse',
    SOLVED: 'Résolu',
    CLOSED: 'Fermé',
  },
};

/** The press-and-hold check's labels: the web's dialog and the server's password-reset page. */
export const HUMAN_CHECK_LABELS: Record<
  Locale,
  { instructions: string; button: string; done: string; tryAgain: string }
> = {
  'en-US': {
    instructions: 'Press & Hold to confirm you are a human (not a bot).',
    button: 'Press & Hold',
    done: 'Done',
    tryAgain: 'Please try again',
  },
  'es-MX': {
    instructions: 'Mantén presionado para confirmar que eres una persona (no un bot).',
    button: 'Mantén presionado',
    done: 'Listo',
    tryAgain: 'Inténtalo de nuevo',
  },
  'fr-CA': {
    instructions: 'Maintenez le bouton enfoncé pour confirmer que vous êtes une personne (et non un robot).',
    button: 'Maintenir enfoncé',
    done: 'Terminé',
    tryAgain: 'Veuillez réessayer',
  },
};

/** The footer's labels: the web's footer and the server-rendered sign-in and password pages show the same. */
export const FOOTER_LABELS: Record<Locale, { navigation: string; terms: string; privacy: string; contact: string }> = {
  'en-US': {
    navigation: 'Legal and contact',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    contact: 'Contact us',
  },
  'es-MX': {
    navigation: 'Avisos legales y contacto',
    terms: 'Términos y condiciones',
    privacy: 'Aviso de privacidad',
    contact: 'Contáctanos',
  },
  'fr-CA': {
    navigation: 'Mentions légales et contact',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    contact: 'Nous joindre',
  },
};
