import type { LandingTexts } from '../landing.js';

/** The landing page in fr-CA: the web catalogue and the server-rendered page read it (see ../landing.ts). */
export const LANDING_TEXTS: LandingTexts = {
  pageTitle: 'Bienvenue',
  heading: 'Les données de vente au détail pour les fournisseurs, réunies en un seul endroit',
  intro:
    'Le Supplier Insights Portal offre aux fournisseurs, aux agences partenaires et aux équipes internes un seul endroit sécurisé pour ouvrir les produits de données qui les aident à comprendre leur clientèle, leurs magasins et leurs ventes.',
  signInPrompt: 'Connectez-vous avec votre compte du portail pour ouvrir vos applications.',
  welcomeBack: 'Bon retour parmi nous, {{name}}.',
  signIn: 'Se connecter',
  goToApps: 'Accéder à vos applications',
  productsHeading: 'Ce que le portail vous offre',
  groups: {
    customer: {
      title: 'Connaître votre clientèle',
      description: 'Découvrez qui achète vos produits, comment ces personnes magasinent et ce qu’elles en pensent.',
    },
    store: {
      title: 'Connaître votre magasin',
      description: 'Suivez le rendement de vos produits en magasin, sur les tablettes et dans chaque canal de vente.',
    },
  },
  products: {
    shopperBehavior: {
      name: 'Shopper Behavior',
      description: 'Voyez qui achète vos produits, à quelle fréquence et ce qui se trouve aussi dans leur panier.',
    },
    customerPerception: {
      name: 'Customer Perception',
      description: 'Découvrez ce que la clientèle pense de vos produits grâce aux sondages et aux avis.',
    },
    insightsActivation: {
      name: 'Insights Activation',
      description: 'Transformez ce que vous savez de votre auditoire en campagnes et mesurez leurs résultats.',
    },
    digitalLandscapes: {
      name: 'Digital Landscapes',
      description: 'Comprenez comment la clientèle cherche, trouve et compare vos produits en ligne.',
    },
    customerPulse: {
      name: 'Customer Pulse',
      description: 'Suivez, semaine après semaine, l’évolution des besoins et de l’opinion de la clientèle.',
    },
    reportBuilder: {
      name: 'Report Builder',
      description: 'Créez vos propres rapports sur les ventes, les stocks et le rendement des magasins.',
    },
    channelInsights: {
      name: 'Channel Insights',
      description: 'Comparez le rendement des magasins, des commandes en ligne, de la cueillette et de la livraison.',
    },
    modularIntelligence: {
      name: 'Modular Intelligence',
      description:
        'Voyez comment l’espace tablette et l’emplacement dans les modules de présentation font grimper vos ventes.',
    },
  },
  more: {
    heading: 'Aussi dans le portail',
    admin: 'Gérez qui, dans votre entreprise, peut utiliser chaque produit.',
    support: 'Ouvrez des billets de soutien et suivez-les avec notre équipe.',
    dataDictionary: 'Consultez la définition de chaque élément de données.',
  },
  insightsLink: 'Lire nos plus récentes analyses',
};
