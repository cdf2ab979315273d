import { CHARTER_ARTICLES_1 } from './charter-articles-1.js';
import { CHARTER_ARTICLES_2 } from './charter-articles-2.js';
import { CHARTER_ARTICLES_3 } from './charter-articles-3.js';
import { CHARTER_ARTICLES_4 } from './charter-articles-4.js';
import type { KbSeedFolder, KbSeedTopic } from './types.js';

/** The charter workspace's topics, in the order the knowledge base landing shows them. */
const CHARTER_TOPICS: KbSeedTopic[] = [
  {
    slug: 'getting-started',
    titles: { 'en-US': 'Getting started', 'es-MX': 'Primeros pasos', 'fr-CA': 'Premiers pas' },
    descriptions: {
      'en-US': 'Sign in for the first time, complete your registration and find your way around the portal.',
      'es-MX': 'Inicia sesión por primera vez, completa tu registro y ubícate en el portal.',
      'fr-CA': 'Connectez-vous pour la première fois, terminez votre inscription et repérez-vous dans le portail.',
    },
  },
  {
    slug: 'account-and-profile',
    titles: { 'en-US': 'Account and profile', 'es-MX': 'Cuenta y perfil', 'fr-CA': 'Compte et profil' },
    descriptions: {
      'en-US': 'Your password, language, time zone, accepted documents and access to other companies.',
      'es-MX': 'Tu contraseña, idioma, zona horaria, documentos aceptados y acceso a otras empresas.',
      'fr-CA':
        'Votre mot de passe, votre langue, votre fuseau horaire, vos documents acceptés et l’accès à d’autres entreprises.',
    },
  },
  {
    slug: 'users-and-access',
    titles: { 'en-US': 'Users and access', 'es-MX': 'Usuarios y acceso', 'fr-CA': 'Utilisateurs et accès' },
    descriptions: {
      'en-US':
        'For administrators: add and manage users, authorized domains, 3P partners, the activity log and the yearly audit.',
      'es-MX':
        'Para administradores: agrega y administra usuarios, dominios autorizados, socios 3P, el registro de actividad y la auditoría anual.',
      'fr-CA':
        'Pour les administrateurs : ajoutez et gérez les utilisateurs, les domaines autorisés, les partenaires 3P, le journal d’activité et l’audit annuel.',
    },
  },
  {
    slug: 'products',
    titles: { 'en-US': 'Products', 'es-MX': 'Productos', 'fr-CA': 'Produits' },
    descriptions: {
      'en-US': 'What each data product does, who it is for and how to get access to it.',
      'es-MX': 'Qué hace cada producto de datos, para quién es y cómo obtener acceso.',
      'fr-CA': 'Ce que fait chaque produit de données, à qui il s’adresse et comment y accéder.',
    },
  },
  {
    slug: 'data-dictionary',
    titles: { 'en-US': 'Data dictionary', 'es-MX': 'Diccionario de datos', 'fr-CA': 'Dictionnaire de données' },
    descriptions: {
      'en-US': 'Find how every data element is defined, which products carry it and who can see it.',
      'es-MX': 'Consulta cómo se define cada elemento de datos, qué productos lo incluyen y quién puede verlo.',
      'fr-CA': 'Trouvez la définition de chaque élément de données, les produits qui l’incluent et qui peut le voir.',
    },
  },
  {
    slug: 'support',
    titles: { 'en-US': 'Support', 'es-MX': 'Soporte', 'fr-CA': 'Soutien' },
    descriptions: {
      'en-US': 'Create an incident, attach files, follow your tickets and reach our support team.',
      'es-MX': 'Crea un incidente, adjunta archivos, sigue tus tickets y comunícate con nuestro equipo de soporte.',
      'fr-CA': 'Créez un incident, joignez des fichiers, suivez vos billets et joignez notre équipe de soutien.',
    },
  },
];

/** The charter workspace: what charter suppliers and their agency partners read (issue 29, decision 058). */
export const CHARTER_KB: KbSeedFolder = {
  folder: 'charter',
  topics: CHARTER_TOPICS,
  articles: [...CHARTER_ARTICLES_1, ...CHARTER_ARTICLES_2, ...CHARTER_ARTICLES_3, ...CHARTER_ARTICLES_4],
};
