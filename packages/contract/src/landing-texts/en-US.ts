import type { LandingTexts } from '../landing.js';

/** The landing page in en-US: the web catalogue and the server-rendered page read it (see ../landing.ts). */
export const LANDING_TEXTS: LandingTexts = {
  pageTitle: 'Welcome',
  heading: 'Retail insights for suppliers, all in one place',
  intro:
    'The Supplier Insights Portal gives suppliers, agency partners and internal teams one secure place to open the data products they use to understand their customers, stores and sales.',
  signInPrompt: 'Sign in with your portal account to open your apps.',
  welcomeBack: 'Welcome back, {{name}}.',
  signIn: 'Sign in',
  goToApps: 'Go to your apps',
  productsHeading: 'What the portal offers',
  groups: {
    customer: {
      title: 'Know your customer',
      description: 'Understand who buys your products, how they shop and what they think.',
    },
    store: {
      title: 'Know your store',
      description: 'Follow how your products perform across stores, shelves and channels.',
    },
  },
  products: {
    shopperBehavior: {
      name: 'Shopper Behavior',
      description: 'See who buys your products, how often, and what else goes in their basket.',
    },
    customerPerception: {
      name: 'Customer Perception',
      description: 'Learn what customers think of your products from surveys and reviews.',
    },
    insightsActivation: {
      name: 'Insights Activation',
      description: 'Turn audience insights into campaigns and measure what they deliver.',
    },
    digitalLandscapes: {
      name: 'Digital Landscapes',
      description: 'Understand how customers search for, find and compare your products online.',
    },
    customerPulse: {
      name: 'Customer Pulse',
      description: 'Track how customer needs and sentiment shift from week to week.',
    },
    reportBuilder: {
      name: 'Report Builder',
      description: 'Build your own reports on sales, inventory and store performance.',
    },
    channelInsights: {
      name: 'Channel Insights',
      description: 'Compare performance across stores, online orders, pickup and delivery.',
    },
    modularIntelligence: {
      name: 'Modular Intelligence',
      description: 'See how shelf space and placement in store modulars drive your sales.',
    },
  },
  more: {
    heading: 'Also in the portal',
    admin: 'Manage who in your company can use each product.',
    support: 'Open support tickets and follow them with our team.',
    dataDictionary: 'Look up what every data element means.',
  },
  insightsLink: 'Read our latest insights',
};
