import { BASIC_DATA_DICTIONARY } from './basic-data-dictionary.js';
import { BASIC_GETTING_STARTED } from './basic-getting-started.js';
import { BASIC_REPORT_BUILDER } from './basic-report-builder.js';
import { BASIC_SUPPORT } from './basic-support.js';
import { BASIC_YOUR_ACCOUNT } from './basic-your-account.js';
import type { KbSeedFolder, KbSeedTopic } from './types.js';

/**
 * The basic knowledge base (issue 29): what a retailer publishes for basic vendors, small suppliers with a basic
 * account who use Report Builder and the data dictionary's basic fields, manage their profile and file support
 * tickets. Each article is written in en-US, es-MX (tú) and fr-CA (vous).
 */

const topics: KbSeedTopic[] = [
  {
    slug: 'getting-started',
    titles: { 'en-US': 'Getting started', 'es-MX': 'Primeros pasos', 'fr-CA': 'Premiers pas' },
    descriptions: {
      'en-US': 'Set up your basic account, learn what it includes and find your way around the portal.',
      'es-MX': 'Configura tu cuenta básica, conoce lo que incluye y aprende a moverte por el portal.',
      'fr-CA': 'Configurez votre compte de base, découvrez ce qu’il comprend et repérez-vous dans le portail.',
    },
  },
  {
    slug: 'your-account',
    titles: { 'en-US': 'Your account', 'es-MX': 'Tu cuenta', 'fr-CA': 'Votre compte' },
    descriptions: {
      'en-US': 'Sign in, reset your password, update your profile and manage the users of your company.',
      'es-MX': 'Inicia sesión, restablece tu contraseña, actualiza tu perfil y administra los usuarios de tu empresa.',
      'fr-CA':
        'Connectez-vous, réinitialisez votre mot de passe, mettez à jour votre profil et gérez les utilisateurs de votre entreprise.',
    },
  },
  {
    slug: 'report-builder',
    titles: { 'en-US': 'Report Builder', 'es-MX': 'Report Builder', 'fr-CA': 'Report Builder' },
    descriptions: {
      'en-US': 'Build, filter, schedule and export reports on your item sales and store data.',
      'es-MX': 'Crea, filtra, programa y exporta reportes sobre las ventas de tus artículos y los datos de tienda.',
      'fr-CA':
        'Créez, filtrez, planifiez et exportez des rapports sur les ventes de vos articles et les données des magasins.',
    },
  },
  {
    slug: 'data-dictionary',
    titles: { 'en-US': 'Data dictionary', 'es-MX': 'Diccionario de datos', 'fr-CA': 'Dictionnaire de données' },
    descriptions: {
      'en-US': 'Find what each basic field means, how it is calculated and where you can use it.',
      'es-MX': 'Descubre qué significa cada campo básico, cómo se calcula y dónde puedes usarlo.',
      'fr-CA': 'Découvrez ce que signifie chaque champ de base, comment il est calculé et où vous pouvez l’utiliser.',
    },
  },
  {
    slug: 'support',
    titles: { 'en-US': 'Support', 'es-MX': 'Soporte', 'fr-CA': 'Soutien' },
    descriptions: {
      'en-US': 'File a support incident, follow its progress and get answers faster.',
      'es-MX': 'Levanta un incidente de soporte, sigue su avance y obtén respuestas más rápido.',
      'fr-CA': 'Soumettez un incident de soutien, suivez son avancement et obtenez des réponses plus rapidement.',
    },
  },
];

export const BASIC_KB: KbSeedFolder = {
  folder: 'basic',
  topics,
  articles: [
    ...BASIC_GETTING_STARTED,
    ...BASIC_YOUR_ACCOUNT,
    ...BASIC_REPORT_BUILDER,
    ...BASIC_DATA_DICTIONARY,
    ...BASIC_SUPPORT,
  ],
};
