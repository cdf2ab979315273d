import type { LandingTexts } from '../landing.js';

/** The landing page in es-MX: the web catalogue and the server-rendered page read it (see ../landing.ts). */
export const LANDING_TEXTS: LandingTexts = {
  pageTitle: 'Bienvenida',
  heading: 'Información de venta minorista para proveedores, en un solo lugar',
  intro:
    'El Supplier Insights Portal ofrece a proveedores, agencias asociadas y equipos internos un solo lugar seguro para abrir los productos de datos que usan para entender a sus clientes, sus tiendas y sus ventas.',
  signInPrompt: 'Inicia sesión con tu cuenta del portal para abrir tus aplicaciones.',
  welcomeBack: 'Hola de nuevo, {{name}}.',
  signIn: 'Iniciar sesión',
  goToApps: 'Ir a tus aplicaciones',
  productsHeading: 'Lo que ofrece el portal',
  groups: {
    customer: {
      title: 'Conoce a tu cliente',
      description: 'Entiende quién compra tus productos, cómo compra y qué opina de ellos.',
    },
    store: {
      title: 'Conoce tu tienda',
      description: 'Sigue el desempeño de tus productos en tiendas, anaqueles y canales de venta.',
    },
  },
  products: {
    shopperBehavior: {
      name: 'Shopper Behavior',
      description: 'Descubre quién compra tus productos, con qué frecuencia y qué más lleva en su carrito.',
    },
    customerPerception: {
      name: 'Customer Perception',
      description: 'Conoce la opinión de los clientes sobre tus productos a partir de encuestas y reseñas.',
    },
    insightsActivation: {
      name: 'Insights Activation',
      description: 'Convierte lo que sabes de tu audiencia en campañas y mide sus resultados.',
    },
    digitalLandscapes: {
      name: 'Digital Landscapes',
      description: 'Entiende cómo los clientes buscan, encuentran y comparan tus productos en línea.',
    },
    customerPulse: {
      name: 'Customer Pulse',
      description: 'Sigue semana a semana cómo cambian las necesidades y la opinión de los clientes.',
    },
    reportBuilder: {
      name: 'Report Builder',
      description: 'Crea tus propios reportes de ventas, inventario y desempeño por tienda.',
    },
    channelInsights: {
      name: 'Channel Insights',
      description: 'Compara el desempeño entre tiendas, pedidos en línea, recolección y entrega a domicilio.',
    },
    modularIntelligence: {
      name: 'Modular Intelligence',
      description: 'Descubre cómo el espacio en anaquel y la ubicación en los modulares impulsan tus ventas.',
    },
  },
  more: {
    heading: 'También en el portal',
    admin: 'Administra quién de tu empresa puede usar cada producto.',
    support: 'Abre tickets de soporte y dales seguimiento con nuestro equipo.',
    dataDictionary: 'Consulta qué significa cada elemento de datos.',
  },
  insightsLink: 'Lee nuestros análisis más recientes',
};
