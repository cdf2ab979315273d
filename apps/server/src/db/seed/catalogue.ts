import type { Locale } from '@portal/contract/locale';
import type { Market } from '@portal/contract/markets';
import { PRODUCT_NAMES, type Environment, type ProductCode, type ProductGroupKey } from '@portal/contract/products';

/**
 * The product catalogue of the app launcher (spec sections 1-4): reference data, seeded once and then
 * the product owners' to change in the database.
 */

type CatalogueText = {
  description: string;
  footer: string | null;
  learnMoreTitle: string;
  learnMoreDescription: string;
  keyNotes: string[];
  imageAlt: string;
  accessPendingDescription: string;
};

export type CatalogueEntry = {
  code: ProductCode;
  group: ProductGroupKey;
  sortOrder: number;
  newTab: boolean;
  restrictedLaunch: 'alpha' | 'beta' | null;
  /** Markets on whose hosts the tile is hidden when the user has no access. */
  hideWhenNoAccess: Market[];
  texts: Record<Locale, CatalogueText>;
};

export const CONTACT_US_PATH = '/contactUs';

function kebabCode(code: ProductCode): string {
  return code.toLowerCase().replace(/_/g, '-');
}

export function learnMoreImagePath(code: ProductCode): string {
  return `/products/${kebabCode(code)}.svg`;
}

export function learnMoreAnalyticsId(code: ProductCode): string {
  return `learn_more_${code.toLowerCase()}`;
}

const pendingEn = (code: ProductCode) =>
  `We are working on your access to ${PRODUCT_NAMES[code]}. It can take up to 2 days; we will email you as soon as your access is ready.`;
const pendingEs = (code: ProductCode) =>
  `Estamos trabajando en tu acceso a ${PRODUCT_NAMES[code]}. Puede tardar hasta 2 días; te enviaremos un correo electrónico en cuanto tu acceso esté listo.`;
const pendingFr = (code: ProductCode) =>
  `Nous travaillons à votre accès à ${PRODUCT_NAMES[code]}. Cela peut prendre jusqu’à 2 jours; nous vous enverrons un courriel dès que votre accès sera prêt.`;

export const CATALOGUE: CatalogueEntry[] = [
  {
    code: 'SHOPPER_BEHAVIOR',
    group: 'knowYourCustomer',
    sortOrder: 10,
    newTab: true,
    restrictedLaunch: null,
    hideWhenNoAccess: [],
    texts: {
      'en-US': {
        description: 'See who buys your products, how often they come back and what else goes in their basket.',
        footer: 'Refreshed every Monday with the previous week’s transactions.',
        learnMoreTitle: 'Know the shoppers behind your sales',
        learnMoreDescription:
          'Shopper Behavior turns anonymized loyalty and transaction data into a clear picture of your buyers: who they are, how they shop your category and where they go when they do not choose you.',
        keyNotes: [
          'Penetration, purchase frequency and spend per trip for your brands and your category',
          'Switching and loyalty analysis against the competitors you choose',
          'Basket affinity: the products most often bought together with yours',
          'Up to 104 weeks of history, refreshed weekly',
        ],
        imageAlt: 'Shopper Behavior dashboard with household penetration and repeat-rate charts',
        accessPendingDescription:
          'We are working on your access to Shopper Behavior. Setting up your account can take up to 2 business days; we will email you as soon as it is ready.',
      },
      'es-MX': {
        description: 'Descubre quién compra tus productos, con qué frecuencia regresa y qué más lleva en su canasta.',
        footer: 'Se actualiza cada lunes con las transacciones de la semana anterior.',
        learnMoreTitle: 'Conoce a los compradores detrás de tus ventas',
        learnMoreDescription:
          'Shopper Behavior convierte datos anónimos de lealtad y transacciones en una imagen clara de tus compradores: quiénes son, cómo compran tu categoría y a dónde van cuando no te eligen.',
        keyNotes: [
          'Penetración, frecuencia de compra y gasto por visita para tus marcas y tu categoría',
          'Análisis de cambio de marca y lealtad frente a los competidores que elijas',
          'Afinidad de canasta: los productos que más se compran junto con los tuyos',
          'Hasta 104 semanas de historial, actualizado cada semana',
        ],
        imageAlt: 'Tablero de Shopper Behavior con gráficas de penetración en hogares y tasa de recompra',
        accessPendingDescription:
          'Estamos trabajando en tu acceso a Shopper Behavior. La configuración de tu cuenta puede tardar hasta 2 días hábiles; te enviaremos un correo electrónico en cuanto esté lista.',
      },
      'fr-CA': {
        description:
          'Découvrez qui achète vos produits, à quelle fréquence ces clients reviennent et ce qu’ils mettent d’autre dans leur panier.',
        footer: 'Actualisé chaque lundi avec les transactions de la semaine précédente.',
        learnMoreTitle: 'Connaissez les clients derrière vos ventes',
        learnMoreDescription:
          'Shopper Behavior transforme les données anonymisées de fidélité et de transactions en un portrait clair de vos acheteurs : qui ils sont, comment ils achètent dans votre catégorie et où ils vont lorsqu’ils ne vous choisissent pas.',
        keyNotes: [
          'Pénétration, fréquence d’achat et dépense par visite pour vos marques et votre catégorie',
          'Analyse de la fidélité et des changements de marque par rapport aux concurrents de votre choix',
          'Affinité de panier : les produits le plus souvent achetés avec les vôtres',
          'Jusqu’à 104 semaines d’historique, actualisé chaque semaine',
        ],
        imageAlt: 'Tableau de bord de Shopper Behavior avec des graphiques de pénétration et de taux de réachat',
        accessPendingDescription:
          'Nous travaillons à votre accès à Shopper Behavior. La configuration de votre compte peut prendre jusqu’à 2 jours ouvrables; nous vous enverrons un courriel dès qu’elle sera prête.',
      },
    },
  },
  {
    code: 'REPORT_BUILDER',
    group: 'knowYourStore',
    sortOrder: 20,
    newTab: false,
    restrictedLaunch: null,
    hideWhenNoAccess: [],
    texts: {
      'en-US': {
        description:
          'Build your own sales, inventory and item reports, and schedule them to arrive when you need them.',
        footer: 'Export to Excel or CSV, or schedule a recurring delivery.',
        learnMoreTitle: 'Reports the way you want them',
        learnMoreDescription:
          'Report Builder lets you pick the measures, time periods, items and stores you care about, save the result as a template and share it with your team.',
        keyNotes: [
          'Point-of-sale, inventory and on-hand measures by item, store and week',
          'Saved templates your whole team can reuse',
          'Scheduled deliveries straight to your inbox',
          'Exports to Excel and CSV for your own analysis',
        ],
        imageAlt: 'Report Builder screen with a table of weekly sales by store',
        accessPendingDescription: pendingEn('REPORT_BUILDER'),
      },
      'es-MX': {
        description:
          'Crea tus propios reportes de ventas, inventario y artículos, y prográmalos para recibirlos cuando los necesites.',
        footer: 'Exporta a Excel o CSV, o programa envíos periódicos.',
        learnMoreTitle: 'Reportes a tu medida',
        learnMoreDescription:
          'Report Builder te permite elegir las métricas, los periodos, los artículos y las tiendas que te interesan, guardar el resultado como plantilla y compartirlo con tu equipo.',
        keyNotes: [
          'Métricas de punto de venta, inventario y existencias por artículo, tienda y semana',
          'Plantillas guardadas que todo tu equipo puede reutilizar',
          'Envíos programados directamente a tu bandeja de entrada',
          'Exportaciones a Excel y CSV para tus propios análisis',
        ],
        imageAlt: 'Pantalla de Report Builder con una tabla de ventas semanales por tienda',
        accessPendingDescription: pendingEs('REPORT_BUILDER'),
      },
      'fr-CA': {
        description:
          'Créez vos propres rapports de ventes, de stocks et d’articles, et programmez-les pour les recevoir au bon moment.',
        footer: 'Exportez vers Excel ou CSV, ou programmez un envoi récurrent.',
        learnMoreTitle: 'Des rapports comme vous les voulez',
        learnMoreDescription:
          'Report Builder vous permet de choisir les mesures, les périodes, les articles et les magasins qui vous intéressent, d’enregistrer le résultat comme modèle et de le partager avec votre équipe.',
        keyNotes: [
          'Mesures de point de vente, de stocks et d’inventaire par article, magasin et semaine',
          'Modèles enregistrés que toute votre équipe peut réutiliser',
          'Envois programmés directement dans votre boîte de réception',
          'Exportations vers Excel et CSV pour vos propres analyses',
        ],
        imageAlt: 'Écran de Report Builder avec un tableau des ventes hebdomadaires par magasin',
        accessPendingDescription: pendingFr('REPORT_BUILDER'),
      },
    },
  },
  {
    code: 'CHANNEL_INSIGHTS',
    group: 'knowYourStore',
    sortOrder: 30,
    newTab: false,
    restrictedLaunch: null,
    hideWhenNoAccess: [],
    texts: {
      'en-US': {
        description: 'Compare how your items perform in stores, online, and through pickup and delivery.',
        footer: 'Store, online, pickup and delivery in one view.',
        learnMoreTitle: 'Every channel in one view',
        learnMoreDescription:
          'Channel Insights brings store and e-commerce performance together, so you can see where growth comes from and which channel each of your items depends on.',
        keyNotes: [
          'Sales and units by channel: store, pickup, delivery and ship-to-home',
          'Channel shift over time for your items and your category',
          'Online availability and substitution rates',
          'Ready-made views for business reviews with your buyer',
        ],
        imageAlt: 'Channel Insights chart comparing weekly store and online sales',
        accessPendingDescription: pendingEn('CHANNEL_INSIGHTS'),
      },
      'es-MX': {
        description:
          'Compara el desempeño de tus artículos en tienda, en línea y en recolección y entrega a domicilio.',
        footer: 'Tienda, en línea, recolección y entrega en una sola vista.',
        learnMoreTitle: 'Todos los canales en una sola vista',
        learnMoreDescription:
          'Channel Insights reúne el desempeño en tienda y en comercio electrónico para que veas de dónde viene el crecimiento y de qué canal depende cada uno de tus artículos.',
        keyNotes: [
          'Ventas y unidades por canal: tienda, recolección, entrega a domicilio y envío a casa',
          'Cambio entre canales a lo largo del tiempo para tus artículos y tu categoría',
          'Disponibilidad en línea y tasas de sustitución',
          'Vistas listas para tus revisiones de negocio con el comprador',
        ],
        imageAlt: 'Gráfica de Channel Insights que compara las ventas semanales en tienda y en línea',
        accessPendingDescription: pendingEs('CHANNEL_INSIGHTS'),
      },
      'fr-CA': {
        description: 'Comparez la performance de vos articles en magasin, en ligne, en cueillette et en livraison.',
        footer: 'Magasin, en ligne, cueillette et livraison dans une seule vue.',
        learnMoreTitle: 'Tous les canaux dans une seule vue',
        learnMoreDescription:
          'Channel Insights réunit la performance en magasin et en commerce électronique pour que vous voyiez d’où vient la croissance et de quel canal dépend chacun de vos articles.',
        keyNotes: [
          'Ventes et unités par canal : magasin, cueillette, livraison et expédition à domicile',
          'Évolution de la répartition entre les canaux pour vos articles et votre catégorie',
          'Disponibilité en ligne et taux de substitution',
          'Des vues prêtes pour vos revues d’affaires avec l’acheteur',
        ],
        imageAlt: 'Graphique de Channel Insights comparant les ventes hebdomadaires en magasin et en ligne',
        accessPendingDescription: pendingFr('CHANNEL_INSIGHTS'),
      },
    },
  },
  {
    code: 'CUSTOMER_PERCEPTION',
    group: 'knowYourCustomer',
    sortOrder: 40,
    newTab: false,
    restrictedLaunch: null,
    hideWhenNoAccess: [],
    texts: {
      'en-US': {
        description: 'Hear what shoppers say about your products through ratings, reviews and surveys.',
        footer: null,
        learnMoreTitle: 'Understand how shoppers feel about your brand',
        learnMoreDescription:
          'Customer Perception gathers survey answers, product ratings and review themes, so you can act on what shoppers value and on what disappoints them.',
        keyNotes: [
          'Ratings and review themes for your items, compared with the category',
          'Post-purchase survey results on quality, value and availability',
          'Alerts when sentiment about one of your items changes',
        ],
        imageAlt: 'Customer Perception summary with a rating distribution and the main review themes',
        accessPendingDescription: pendingEn('CUSTOMER_PERCEPTION'),
      },
      'es-MX': {
        description: 'Escucha lo que los compradores dicen de tus productos en calificaciones, reseñas y encuestas.',
        footer: null,
        learnMoreTitle: 'Entiende lo que los compradores piensan de tu marca',
        learnMoreDescription:
          'Customer Perception reúne respuestas de encuestas, calificaciones de productos y temas de reseñas para que actúes sobre lo que los compradores valoran y lo que los decepciona.',
        keyNotes: [
          'Calificaciones y temas de reseñas de tus artículos, comparados con la categoría',
          'Resultados de encuestas posteriores a la compra sobre calidad, precio y disponibilidad',
          'Alertas cuando cambia la opinión sobre alguno de tus artículos',
        ],
        imageAlt:
          'Resumen de Customer Perception con la distribución de calificaciones y los principales temas de reseñas',
        accessPendingDescription: pendingEs('CUSTOMER_PERCEPTION'),
      },
      'fr-CA': {
        description: 'Écoutez ce que les clients disent de vos produits dans leurs notes, leurs avis et les sondages.',
        footer: null,
        learnMoreTitle: 'Comprenez ce que les clients pensent de votre marque',
        learnMoreDescription:
          'Customer Perception rassemble les réponses aux sondages, les notes des produits et les thèmes des avis pour que vous agissiez sur ce que les clients apprécient et sur ce qui les déçoit.',
        keyNotes: [
          'Notes et thèmes des avis sur vos articles, comparés à la catégorie',
          'Résultats des sondages après achat sur la qualité, le rapport qualité-prix et la disponibilité',
          'Alertes lorsque l’opinion sur l’un de vos articles change',
        ],
        imageAlt: 'Sommaire de Customer Perception avec la répartition des notes et les principaux thèmes des avis',
        accessPendingDescription: pendingFr('CUSTOMER_PERCEPTION'),
      },
    },
  },
  {
    code: 'INSIGHTS_ACTIVATION',
    group: 'knowYourCustomer',
    sortOrder: 50,
    newTab: false,
    restrictedLaunch: 'beta',
    hideWhenNoAccess: [],
    texts: {
      'en-US': {
        description: 'Turn shopper insights into audiences for your media campaigns, then measure what they sold.',
        footer: 'Beta: features may change as we learn from you.',
        learnMoreTitle: 'From insight to action',
        learnMoreDescription:
          'Insights Activation lets you build shopper audiences from the segments you find in our analytics, send them to the retailer’s media network and see how each campaign changed sales.',
        keyNotes: [
          'Audiences built from real purchase behavior, not guesswork',
          'Direct hand-off to the retailer’s media network',
          'Closed-loop sales measurement after every campaign',
          'In beta: your feedback shapes what comes next',
        ],
        imageAlt: 'Insights Activation audience builder showing segment sizes',
        accessPendingDescription: pendingEn('INSIGHTS_ACTIVATION'),
      },
      'es-MX': {
        description:
          'Convierte el conocimiento del comprador en audiencias para tus campañas de medios y mide lo que vendieron.',
        footer: 'Beta: las funciones pueden cambiar mientras aprendemos de ti.',
        learnMoreTitle: 'Del conocimiento a la acción',
        learnMoreDescription:
          'Insights Activation te permite crear audiencias a partir de los segmentos que encuentras en nuestros análisis, enviarlas a la red de medios del minorista y ver cómo cada campaña cambió las ventas.',
        keyNotes: [
          'Audiencias basadas en el comportamiento de compra real, no en suposiciones',
          'Envío directo a la red de medios del minorista',
          'Medición de ventas de ciclo cerrado después de cada campaña',
          'En beta: tus comentarios definen lo que sigue',
        ],
        imageAlt: 'Generador de audiencias de Insights Activation con el tamaño de cada segmento',
        accessPendingDescription: pendingEs('INSIGHTS_ACTIVATION'),
      },
      'fr-CA': {
        description:
          'Transformez la connaissance des clients en auditoires pour vos campagnes médias, puis mesurez leurs ventes.',
        footer: 'Bêta : les fonctionnalités peuvent changer à mesure que nous apprenons de vous.',
        learnMoreTitle: 'De la connaissance à l’action',
        learnMoreDescription:
          'Insights Activation vous permet de créer des auditoires à partir des segments repérés dans nos analyses, de les transmettre au réseau médias du détaillant et de voir comment chaque campagne a fait évoluer les ventes.',
        keyNotes: [
          'Des auditoires fondés sur les achats réels, pas sur des suppositions',
          'Transmission directe au réseau médias du détaillant',
          'Mesure des ventes en boucle fermée après chaque campagne',
          'En bêta : vos commentaires orientent la suite',
        ],
        imageAlt: 'Générateur d’auditoires d’Insights Activation montrant la taille des segments',
        accessPendingDescription: pendingFr('INSIGHTS_ACTIVATION'),
      },
    },
  },
  {
    code: 'DIGITAL_LANDSCAPES',
    group: 'knowYourCustomer',
    sortOrder: 60,
    newTab: false,
    restrictedLaunch: null,
    hideWhenNoAccess: [],
    texts: {
      'en-US': {
        description: 'Track how your products show up online: search ranking, product page quality and ratings.',
        footer: 'Covers search results, product pages and online reviews.',
        learnMoreTitle: 'Win the digital shelf',
        learnMoreDescription:
          'Digital Landscapes shows where your items rank for the searches that matter, how complete their product pages are and how they compare with competitors online.',
        keyNotes: [
          'Search rank for the terms shoppers actually use',
          'Content scores for titles, images and descriptions',
          'Share of search against your competitors',
          'Daily tracking with 13 months of trends',
        ],
        imageAlt: 'Digital Landscapes chart of search ranking for a list of keywords',
        accessPendingDescription: pendingEn('DIGITAL_LANDSCAPES'),
      },
      'es-MX': {
        description:
          'Sigue cómo aparecen tus productos en línea: posición en búsquedas, calidad de la página y calificaciones.',
        footer: 'Incluye resultados de búsqueda, páginas de producto y reseñas en línea.',
        learnMoreTitle: 'Gana en el anaquel digital',
        learnMoreDescription:
          'Digital Landscapes muestra en qué posición aparecen tus artículos en las búsquedas que importan, qué tan completas están sus páginas de producto y cómo se comparan con la competencia en línea.',
        keyNotes: [
          'Posición en búsquedas para los términos que los compradores realmente usan',
          'Puntuación del contenido de títulos, imágenes y descripciones',
          'Participación en búsquedas frente a tus competidores',
          'Seguimiento diario con 13 meses de tendencias',
        ],
        imageAlt: 'Gráfica de Digital Landscapes con la posición en búsquedas de una lista de palabras clave',
        accessPendingDescription: pendingEs('DIGITAL_LANDSCAPES'),
      },
      'fr-CA': {
        description:
          'Suivez la présence de vos produits en ligne : rang dans les recherches, qualité des fiches et notes.',
        footer: 'Couvre les résultats de recherche, les fiches produits et les avis en ligne.',
        learnMoreTitle: 'Remportez la tablette numérique',
        learnMoreDescription:
          'Digital Landscapes montre le rang de vos articles pour les recherches qui comptent, le degré d’exhaustivité de leurs fiches produits et leur position face à la concurrence en ligne.',
        keyNotes: [
          'Rang dans les recherches pour les termes que les clients utilisent vraiment',
          'Notes de contenu pour les titres, les images et les descriptions',
          'Part de recherche par rapport à vos concurrents',
          'Suivi quotidien avec 13 mois de tendances',
        ],
        imageAlt: 'Graphique de Digital Landscapes montrant le rang dans les recherches pour une liste de mots clés',
        accessPendingDescription: pendingFr('DIGITAL_LANDSCAPES'),
      },
    },
  },
  {
    code: 'MODULAR_INTELLIGENCE',
    group: 'knowYourStore',
    sortOrder: 70,
    newTab: false,
    restrictedLaunch: 'beta',
    hideWhenNoAccess: ['US'],
    texts: {
      'en-US': {
        description: 'See how shelf layouts and space affect your sales, store by store.',
        footer: null,
        learnMoreTitle: 'Make every foot of shelf count',
        learnMoreDescription:
          'Modular Intelligence links planograms to sales, so you can see which layouts, facings and positions work best and plan your next reset with evidence.',
        keyNotes: [
          'Sales per linear foot by modular and store cluster',
          'The effect of facings and shelf position on your items',
          'Reset planning with before-and-after comparisons',
        ],
        imageAlt: 'Modular Intelligence planogram with a sales heat map',
        accessPendingDescription: pendingEn('MODULAR_INTELLIGENCE'),
      },
      'es-MX': {
        description: 'Ve cómo la distribución y el espacio en anaquel afectan tus ventas, tienda por tienda.',
        footer: null,
        learnMoreTitle: 'Que cada metro de anaquel cuente',
        learnMoreDescription:
          'Modular Intelligence relaciona los planogramas con las ventas para que veas qué distribuciones, frentes y posiciones funcionan mejor y planees tu próximo cambio de anaquel con evidencia.',
        keyNotes: [
          'Ventas por metro lineal por módulo y grupo de tiendas',
          'El efecto de los frentes y la posición en anaquel en tus artículos',
          'Planeación de cambios con comparaciones de antes y después',
        ],
        imageAlt: 'Planograma de Modular Intelligence con un mapa de calor de ventas',
        accessPendingDescription: pendingEs('MODULAR_INTELLIGENCE'),
      },
      'fr-CA': {
        description: 'Voyez comment l’aménagement et l’espace en tablette influencent vos ventes, magasin par magasin.',
        footer: null,
        learnMoreTitle: 'Faites compter chaque pied de tablette',
        learnMoreDescription:
          'Modular Intelligence relie les planogrammes aux ventes pour que vous voyiez quels aménagements, facings et positions fonctionnent le mieux, et planifiez votre prochain réaménagement preuves à l’appui.',
        keyNotes: [
          'Ventes par pied linéaire par module et groupe de magasins',
          'L’effet du nombre de facings et de la position en tablette sur vos articles',
          'Planification des réaménagements avec comparaisons avant et après',
        ],
        imageAlt: 'Planogramme de Modular Intelligence avec une carte thermique des ventes',
        accessPendingDescription: pendingFr('MODULAR_INTELLIGENCE'),
      },
    },
  },
  {
    code: 'CUSTOMER_PULSE',
    group: 'knowYourCustomer',
    sortOrder: 80,
    newTab: false,
    restrictedLaunch: 'alpha',
    hideWhenNoAccess: ['US'],
    texts: {
      'en-US': {
        description: 'Follow shopper sentiment week by week with short pulse surveys.',
        footer: 'Alpha: open to a small group of suppliers.',
        learnMoreTitle: 'Take the pulse of your shoppers',
        learnMoreDescription:
          'Customer Pulse runs short, frequent surveys with the retailer’s shoppers, so you can spot changes in their needs and mood before they show up in sales.',
        keyNotes: [
          'Weekly sentiment on price, quality and convenience',
          'Custom questions for your category',
          'Results by region and shopper segment',
          'In alpha: open to a small group of suppliers',
        ],
        imageAlt: 'Customer Pulse trend line of weekly shopper sentiment',
        accessPendingDescription: pendingEn('CUSTOMER_PULSE'),
      },
      'es-MX': {
        description: 'Sigue semana a semana la opinión de los compradores con encuestas breves.',
        footer: 'Alfa: disponible para un grupo reducido de proveedores.',
        learnMoreTitle: 'Toma el pulso de tus compradores',
        learnMoreDescription:
          'Customer Pulse realiza encuestas breves y frecuentes a los compradores del minorista para que detectes cambios en sus necesidades y su ánimo antes de que se reflejen en las ventas.',
        keyNotes: [
          'Opinión semanal sobre precio, calidad y conveniencia',
          'Preguntas personalizadas para tu categoría',
          'Resultados por región y segmento de compradores',
          'En alfa: disponible para un grupo reducido de proveedores',
        ],
        imageAlt: 'Línea de tendencia de Customer Pulse con la opinión semanal de los compradores',
        accessPendingDescription: pendingEs('CUSTOMER_PULSE'),
      },
      'fr-CA': {
        description: 'Suivez le sentiment des clients semaine après semaine grâce à de courts sondages.',
        footer: 'Alpha : offert à un petit groupe de fournisseurs.',
        learnMoreTitle: 'Prenez le pouls de vos clients',
        learnMoreDescription:
          'Customer Pulse mène des sondages courts et fréquents auprès des clients du détaillant pour que vous repériez l’évolution de leurs besoins et de leur humeur avant qu’elle ne se reflète dans les ventes.',
        keyNotes: [
          'Sentiment hebdomadaire sur le prix, la qualité et la commodité',
          'Questions personnalisées pour votre catégorie',
          'Résultats par région et par segment de clients',
          'En alpha : offert à un petit groupe de fournisseurs',
        ],
        imageAlt: 'Courbe de tendance de Customer Pulse montrant le sentiment hebdomadaire des clients',
        accessPendingDescription: pendingFr('CUSTOMER_PULSE'),
      },
    },
  },
];

/** Which products have an address in each market: every product in the US, the two MX and CA offer there. */
const URL_PRODUCTS: Record<Market, readonly ProductCode[]> = {
  US: CATALOGUE.map((p) => p.code),
  MX: ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'],
  CA: ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'],
};

/** The demo's redirect addresses: example hosts per product, a path per market, a `qa` host outside production. */
export function productUrls(): { product_code: ProductCode; market: Market; environment: Environment; url: string }[] {
  return (Object.entries(URL_PRODUCTS) as [Market, readonly ProductCode[]][]).flatMap(([market, codes]) =>
    codes.flatMap((code) => [
      {
        product_code: code,
        market,
        environment: 'production' as const,
        url: `https://${kebabCode(code)}.example.com/${market.toLowerCase()}`,
      },
      {
        product_code: code,
        market,
        environment: 'non-production' as const,
        url: `https://${kebabCode(code)}.qa.example.com/${market.toLowerCase()}`,
      },
    ]),
  );
}
