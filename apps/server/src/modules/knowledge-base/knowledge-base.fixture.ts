import type { KbSeedArticle, KbSeedFolder, KbSeedTopic } from '../../db/seed/knowledge-base/types.js';

/** A small knowledge base of the tests' own (issue 29): its paths start with kbtest-, apart from the demo's. */
const topic = (slug: string, title: string): KbSeedTopic => ({
  slug,
  titles: { 'en-US': title, 'es-MX': `${title} (es)`, 'fr-CA': `${title} (fr)` },
  descriptions: { 'en-US': `About ${title}`, 'es-MX': `Sobre ${title}`, 'fr-CA': `À propos de ${title}` },
});

const text = (title: string, body: string) => ({ title, summary: `${title}: in short`, body });

export const FIXTURE_CHARTER: KbSeedFolder = {
  folder: 'charter',
  topics: [topic('kbtest-signing-in', 'Signing in (test)')],
  articles: [
    {
      slug: 'kbtest-reset-password',
      topic: 'kbtest-signing-in',
      top: true,
      publishedAt: '2026-03-02T10:00:00.000Z',
      translations: {
        'en-US': text('Reset your password quickly', 'Open **Sign in** and choose *Forgot password*.'),
        'es-MX': text('Restablecer su contraseña', 'Abra **Iniciar sesión** y elija *Olvidé mi contraseña*.'),
        'fr-CA': text('Réinitialiser votre mot de passe', 'Ouvrez **Connexion** et choisissez *Mot de passe oublié*.'),
      },
    },
    {
      slug: 'kbtest-security-checklist',
      topic: 'kbtest-signing-in',
      publishedAt: '2026-06-02T10:00:00.000Z',
      translations: {
        'en-US': text('Quokka security checklist', 'Change your password every quarter and keep your quokka safe.'),
        'es-MX': text('Lista de seguridad quokka', 'Cambie su contraseña cada trimestre.'),
        'fr-CA': text('Liste de sécurité quokka', 'Changez votre mot de passe chaque trimestre.'),
      },
    },
    {
      slug: 'kbtest-english-only',
      topic: 'kbtest-signing-in',
      publishedAt: '2026-04-02T10:00:00.000Z',
      translations: {
        'en-US': text('Zebrafinch quarterly export', 'The zebrafinch export runs each quarter.'),
      } as KbSeedArticle['translations'],
    },
  ],
};

export const FIXTURE_BASIC: KbSeedFolder = {
  folder: 'basic',
  topics: [topic('kbtest-basics', 'Basics (test)')],
  articles: [
    {
      slug: 'kbtest-basic-welcome',
      topic: 'kbtest-basics',
      publishedAt: '2026-02-02T10:00:00.000Z',
      translations: {
        'en-US': text('Welcome to the basic wombat portal', 'The wombat portal for basic vendors.'),
        'es-MX': text('Bienvenido al portal wombat básico', 'El portal wombat.'),
        'fr-CA': text('Bienvenue sur le portail wombat de base', 'Le portail wombat.'),
      },
    },
  ],
};

export const FIXTURE_RELEASE_NOTES: KbSeedFolder = {
  folder: 'release-notes',
  topics: [topic('kbtest-releases', 'Releases (test)')],
  articles: [
    {
      slug: 'kbtest-report-builder-2019-07',
      topic: 'kbtest-releases',
      products: ['REPORT_BUILDER'],
      release: '2019.07',
      publishedAt: '2026-10-15T10:00:00.000Z',
      translations: {
        'en-US': text('Report Builder: scheduled exports', 'Exports can now be **scheduled**.'),
        'es-MX': text('Report Builder: exportaciones programadas', 'Ahora se pueden programar.'),
        'fr-CA': text('Report Builder : exportations planifiées', 'Elles peuvent être planifiées.'),
      },
    },
  ],
};
