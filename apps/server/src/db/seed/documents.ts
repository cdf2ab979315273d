import type { CompanyType } from '@portal/contract/identity';
import { ALLOWED_LOCALES, type Locale } from '@portal/contract/locale';
import {
  DATA_SHARING_ADDENDUM_3P_ASSET,
  DATA_SHARING_ADDENDUM_ASSET,
  PRIVACY_POLICY_ASSET,
  termsAssetPath,
} from '@portal/contract/registration';
import type { Db } from '../database.js';

type Section = { heading: string; body: string };
type DocumentText = { title: string; sections: Section[] };
type Localized<T> = Record<Locale, T>;

/** One version of a document in every language. */
export type SeedDocument = {
  assetPath: string;
  version: string;
  effectiveDate: string;
  texts: Localized<DocumentText>;
};

// ---------------------------------------------------------------------------------------------
// Terms and conditions: sections every company type shares, around one section of its own
// ---------------------------------------------------------------------------------------------

const TERMS_OPENING: Localized<Section[]> = {
  'en-US': [
    {
      heading: '1. Acceptance of these terms',
      body: 'These terms govern your use of the Supplier Insights Portal and of every analytics product you open from it. By selecting “I accept” you agree to them for yourself and confirm that your company has authorized you to use the portal. If you do not agree, do not complete your registration.',
    },
    {
      heading: '2. Your account',
      body: 'Your sign-in is personal. Do not share your password or let anyone else use your session. Tell your company administrator at once if you believe someone else has used your account, and keep your name, e-mail address and time zone up to date in your profile.',
    },
    {
      heading: '3. Permitted use of the data',
      body: 'Sales, inventory, shopper and store data shown in the portal may be used only to plan and manage your business with the retailer. You may not resell it, publish it, combine it with data of other retailers for resale, or use it to identify individual shoppers.',
    },
    {
      heading: '4. Confidentiality',
      body: 'All data, reports and documentation in the portal are the retailer’s confidential information. Share them inside your company only with people who need them for the permitted use, and protect them at least as carefully as your own confidential information.',
    },
  ],
  'es-MX': [
    {
      heading: '1. Aceptación de estos términos',
      body: 'Estos términos rigen tu uso del Portal de Información para Proveedores y de cada producto de analítica que abras desde él. Al seleccionar “Acepto”, los aceptas a título personal y confirmas que tu empresa te autorizó a usar el portal. Si no estás de acuerdo, no completes tu registro.',
    },
    {
      heading: '2. Tu cuenta',
      body: 'Tu acceso es personal. No compartas tu contraseña ni permitas que otra persona use tu sesión. Avisa de inmediato al administrador de tu empresa si crees que alguien más usó tu cuenta, y mantén actualizados tu nombre, correo electrónico y zona horaria en tu perfil.',
    },
    {
      heading: '3. Uso permitido de los datos',
      body: 'Los datos de ventas, inventario, compradores y tiendas que ves en el portal solo pueden usarse para planear y administrar tu negocio con el minorista. No puedes revenderlos, publicarlos, combinarlos con datos de otros minoristas para revenderlos ni usarlos para identificar a compradores individuales.',
    },
    {
      heading: '4. Confidencialidad',
      body: 'Todos los datos, reportes y documentos del portal son información confidencial del minorista. Compártelos dentro de tu empresa solo con quienes los necesiten para el uso permitido y protégelos al menos con el mismo cuidado que tu propia información confidencial.',
    },
  ],
  'fr-CA': [
    {
      heading: '1. Acceptation des présentes conditions',
      body: 'Les présentes conditions régissent votre utilisation du Portail d’information fournisseurs et de chaque produit d’analyse que vous ouvrez à partir de celui-ci. En sélectionnant « J’accepte », vous les acceptez en votre nom et confirmez que votre entreprise vous a autorisé à utiliser le portail. Si vous n’êtes pas d’accord, ne terminez pas votre inscription.',
    },
    {
      heading: '2. Votre compte',
      body: 'Votre accès est personnel. Ne communiquez pas votre mot de passe et ne laissez personne utiliser votre session. Avisez sans délai l’administrateur de votre entreprise si vous croyez que quelqu’un d’autre a utilisé votre compte, et tenez à jour votre nom, votre adresse courriel et votre fuseau horaire dans votre profil.',
    },
    {
      heading: '3. Utilisation permise des données',
      body: 'Les données de ventes, de stocks, de clientèle et de magasins présentées dans le portail ne peuvent servir qu’à planifier et à gérer vos affaires avec le détaillant. Il est interdit de les revendre, de les publier, de les combiner aux données d’autres détaillants en vue de les revendre ou de s’en servir pour identifier des clients.',
    },
    {
      heading: '4. Confidentialité',
      body: 'Les données, rapports et documents du portail sont des renseignements confidentiels du détaillant. Ne les communiquez au sein de votre entreprise qu’aux personnes qui en ont besoin pour l’utilisation permise, et protégez-les avec au moins autant de soin que vos propres renseignements confidentiels.',
    },
  ],
};

const TERMS_CLOSING: Localized<Section[]> = {
  'en-US': [
    {
      heading: '6. Changes to the portal and to these terms',
      body: 'Products and features may change, be added or be withdrawn. When these terms change, the new version is shown to you and you are asked to accept it; the version you accepted and the time you accepted it are recorded and can be shown on request.',
    },
    {
      heading: '7. Suspension and ending of access',
      body: 'The retailer may suspend or end access that breaks these terms or that your company no longer authorizes. Your company administrator confirms the list of users periodically; users who are not confirmed in time lose access.',
    },
    {
      heading: '8. Relationship to your agreements',
      body: 'These terms add to the agreements between your company and the retailer. Where they conflict, the signed agreement prevails. Questions about these terms can be sent through Contact us.',
    },
  ],
  'es-MX': [
    {
      heading: '6. Cambios en el portal y en estos términos',
      body: 'Los productos y funciones pueden cambiar, agregarse o retirarse. Cuando estos términos cambien, te mostraremos la nueva versión y te pediremos que la aceptes; la versión que aceptaste y el momento en que lo hiciste quedan registrados y pueden mostrarse si los solicitas.',
    },
    {
      heading: '7. Suspensión y fin del acceso',
      body: 'El minorista puede suspender o terminar un acceso que incumpla estos términos o que tu empresa ya no autorice. El administrador de tu empresa confirma periódicamente la lista de usuarios; quienes no sean confirmados a tiempo pierden el acceso.',
    },
    {
      heading: '8. Relación con tus contratos',
      body: 'Estos términos complementan los contratos entre tu empresa y el minorista. Si hay alguna contradicción, prevalece el contrato firmado. Puedes enviar tus preguntas sobre estos términos desde Contáctanos.',
    },
  ],
  'fr-CA': [
    {
      heading: '6. Modifications du portail et des présentes conditions',
      body: 'Des produits et des fonctions peuvent être modifiés, ajoutés ou retirés. Lorsque les présentes conditions changent, la nouvelle version vous est présentée et vous devez l’accepter; la version acceptée et le moment de l’acceptation sont consignés et peuvent vous être présentés sur demande.',
    },
    {
      heading: '7. Suspension et fin de l’accès',
      body: 'Le détaillant peut suspendre ou retirer un accès qui contrevient aux présentes conditions ou que votre entreprise n’autorise plus. L’administrateur de votre entreprise confirme périodiquement la liste des utilisateurs; ceux qui ne sont pas confirmés à temps perdent leur accès.',
    },
    {
      heading: '8. Lien avec vos ententes',
      body: 'Les présentes conditions s’ajoutent aux ententes conclues entre votre entreprise et le détaillant. En cas de divergence, l’entente signée prévaut. Vous pouvez poser vos questions sur ces conditions au moyen de la page Nous joindre.',
    },
  ],
};

const TERMS_TITLES: Record<CompanyType, Localized<string>> = {
  SUPPLIER: {
    'en-US': 'Terms and conditions for suppliers',
    'es-MX': 'Términos y condiciones para proveedores',
    'fr-CA': 'Conditions d’utilisation pour les fournisseurs',
  },
  THIRD_PARTY_AGENCY: {
    'en-US': 'Terms and conditions for third-party agencies',
    'es-MX': 'Términos y condiciones para agencias externas',
    'fr-CA': 'Conditions d’utilisation pour les agences tierces',
  },
  BASIC_VENDOR: {
    'en-US': 'Terms and conditions for basic vendors',
    'es-MX': 'Términos y condiciones para proveedores básicos',
    'fr-CA': 'Conditions d’utilisation pour les fournisseurs de base',
  },
  BASIC_THIRD_PARTY_AGENCY: {
    'en-US': 'Terms and conditions for basic third-party agencies',
    'es-MX': 'Términos y condiciones para agencias externas básicas',
    'fr-CA': 'Conditions d’utilisation pour les agences tierces de base',
  },
};

/** Section 5 of each company type's terms. */
const TERMS_OWN_SECTION: Record<CompanyType, Localized<Section>> = {
  SUPPLIER: {
    'en-US': {
      heading: '5. Charter supplier access',
      body: 'Your company administrators add, change and remove your company’s users and decide which products each one may use. A third-party agency your company authorizes acts on your behalf, and your company remains responsible for the access it grants to that agency.',
    },
    'es-MX': {
      heading: '5. Acceso de proveedor chárter',
      body: 'Los administradores de tu empresa agregan, cambian y eliminan a los usuarios de tu empresa y deciden qué productos puede usar cada uno. Una agencia externa que tu empresa autorice actúa en su nombre, y tu empresa sigue siendo responsable del acceso que le otorgue.',
    },
    'fr-CA': {
      heading: '5. Accès des fournisseurs à charte',
      body: 'Les administrateurs de votre entreprise ajoutent, modifient et retirent les utilisateurs de l’entreprise et décident des produits que chacun peut utiliser. Une agence tierce autorisée par votre entreprise agit en son nom, et votre entreprise demeure responsable de l’accès qu’elle lui accorde.',
    },
  },
  THIRD_PARTY_AGENCY: {
    'en-US': {
      heading: '5. Acting for the suppliers you serve',
      body: 'You may see a supplier’s data only while that supplier authorizes your agency, and only for the work it has asked you to do. Keep each supplier’s data apart from every other client’s. The data sharing addendum for third-party users forms part of these terms.',
    },
    'es-MX': {
      heading: '5. Trabajo para los proveedores que atiendes',
      body: 'Solo puedes ver los datos de un proveedor mientras ese proveedor autorice a tu agencia, y solo para el trabajo que te pidió. Mantén los datos de cada proveedor separados de los de tus demás clientes. El anexo de intercambio de datos para usuarios externos forma parte de estos términos.',
    },
    'fr-CA': {
      heading: '5. Travail pour les fournisseurs que vous servez',
      body: 'Vous ne pouvez consulter les données d’un fournisseur que tant qu’il autorise votre agence, et uniquement pour le travail qu’il vous a confié. Gardez les données de chaque fournisseur séparées de celles de vos autres clients. L’addenda sur le partage des données pour les utilisateurs tiers fait partie des présentes conditions.',
    },
  },
  BASIC_VENDOR: {
    'en-US': {
      heading: '5. Basic access',
      body: 'A basic vendor account includes the basic reports, the data elements available to all users and the basic knowledge base. Charter products are not included; your administrator can ask the retailer about moving to a charter account.',
    },
    'es-MX': {
      heading: '5. Acceso básico',
      body: 'Una cuenta de proveedor básico incluye los reportes básicos, los elementos de datos disponibles para todos los usuarios y la base de conocimiento básica. Los productos chárter no están incluidos; tu administrador puede consultar con el minorista el cambio a una cuenta chárter.',
    },
    'fr-CA': {
      heading: '5. Accès de base',
      body: 'Un compte de fournisseur de base comprend les rapports de base, les éléments de données offerts à tous les utilisateurs et la base de connaissances de base. Les produits à charte n’en font pas partie; votre administrateur peut demander au détaillant de passer à un compte à charte.',
    },
  },
  BASIC_THIRD_PARTY_AGENCY: {
    'en-US': {
      heading: '5. Basic agency access',
      body: 'A basic agency account includes the basic reports of the suppliers that authorize your agency, and only while they do. Keep each supplier’s data apart from every other client’s. The data sharing addendum for third-party users forms part of these terms.',
    },
    'es-MX': {
      heading: '5. Acceso básico de agencia',
      body: 'Una cuenta básica de agencia incluye los reportes básicos de los proveedores que autorizan a tu agencia, y solo mientras lo hagan. Mantén los datos de cada proveedor separados de los de tus demás clientes. El anexo de intercambio de datos para usuarios externos forma parte de estos términos.',
    },
    'fr-CA': {
      heading: '5. Accès de base pour les agences',
      body: 'Un compte d’agence de base comprend les rapports de base des fournisseurs qui autorisent votre agence, et seulement tant qu’ils le font. Gardez les données de chaque fournisseur séparées de celles de vos autres clients. L’addenda sur le partage des données pour les utilisateurs tiers fait partie des présentes conditions.',
    },
  },
};

/** Added in version 2.0 of the suppliers' terms. */
const SUPPLIER_TERMS_V2_SECTION: Localized<Section> = {
  'en-US': {
    heading: '5a. Audiences and activation',
    body: 'Audiences built with Insights Activation are made of aggregated, de-identified shopper groups. You may use them only in the retailer’s media channels and may not try to re-identify any shopper in them.',
  },
  'es-MX': {
    heading: '5a. Audiencias y activación',
    body: 'Las audiencias creadas con Insights Activation se forman con grupos de compradores agregados y sin datos de identificación. Solo puedes usarlas en los canales de medios del minorista y no debes intentar volver a identificar a ningún comprador.',
  },
  'fr-CA': {
    heading: '5a. Auditoires et activation',
    body: 'Les auditoires créés avec Insights Activation sont composés de groupes de clients agrégés et dépersonnalisés. Vous ne pouvez les utiliser que dans les canaux médias du détaillant et ne devez tenter de réidentifier aucun client.',
  },
};

function termsText(companyType: CompanyType, extra: Localized<Section> | null): Localized<DocumentText> {
  return Object.fromEntries(
    ALLOWED_LOCALES.map((locale) => [
      locale,
      {
        title: TERMS_TITLES[companyType][locale],
        sections: [
          ...TERMS_OPENING[locale],
          TERMS_OWN_SECTION[companyType][locale],
          ...(extra ? [extra[locale]] : []),
          ...TERMS_CLOSING[locale],
        ],
      },
    ]),
  ) as Localized<DocumentText>;
}

// ---------------------------------------------------------------------------------------------
// Data sharing addendum (suppliers) and its variant for third-party users
// ---------------------------------------------------------------------------------------------

const DATA_SHARING_ADDENDUM: Localized<DocumentText> = {
  'en-US': {
    title: 'Data sharing addendum',
    sections: [
      {
        heading: '1. Purpose',
        body: 'This addendum describes how the retailer shares sales, inventory and shopper data with your company through the portal, and how your company may pass it on to the third-party agencies that work for it.',
      },
      {
        heading: '2. Data shared',
        body: 'Item, store and day level sales and inventory for your own products, and aggregated shopper measures. Data about individual shoppers is never shared.',
      },
      {
        heading: '3. Sharing with your agencies',
        body: 'Your company may authorize third-party agencies in the portal. An authorized agency sees only the products and data your administrators grant it, and loses access as soon as the authorization is removed.',
      },
      {
        heading: '4. Security',
        body: 'Keep exported files on systems with access control and encryption, and delete them when they are no longer needed. Report any unauthorized access to the retailer within 72 hours of learning of it.',
      },
      {
        heading: '5. Retention',
        body: 'Exports and copies may be kept for as long as your agreement with the retailer requires, and no longer than 24 months.',
      },
    ],
  },
  'es-MX': {
    title: 'Anexo de intercambio de datos',
    sections: [
      {
        heading: '1. Propósito',
        body: 'Este anexo describe cómo el minorista comparte con tu empresa datos de ventas, inventario y compradores a través del portal, y cómo tu empresa puede transmitirlos a las agencias externas que trabajan para ella.',
      },
      {
        heading: '2. Datos compartidos',
        body: 'Ventas e inventario por artículo, tienda y día de tus propios productos, y medidas agregadas de compradores. Nunca se comparten datos de compradores individuales.',
      },
      {
        heading: '3. Intercambio con tus agencias',
        body: 'Tu empresa puede autorizar agencias externas en el portal. Una agencia autorizada solo ve los productos y datos que tus administradores le otorguen, y pierde el acceso en cuanto se retira la autorización.',
      },
      {
        heading: '4. Seguridad',
        body: 'Guarda los archivos exportados en sistemas con control de acceso y cifrado, y elimínalos cuando ya no los necesites. Informa al minorista de cualquier acceso no autorizado dentro de las 72 horas siguientes a que lo detectes.',
      },
      {
        heading: '5. Conservación',
        body: 'Las exportaciones y copias pueden conservarse el tiempo que exija tu contrato con el minorista, y nunca más de 24 meses.',
      },
    ],
  },
  'fr-CA': {
    title: 'Addenda sur le partage des données',
    sections: [
      {
        heading: '1. Objet',
        body: 'Le présent addenda décrit comment le détaillant communique à votre entreprise, au moyen du portail, des données de ventes, de stocks et de clientèle, et comment votre entreprise peut les transmettre aux agences tierces qui travaillent pour elle.',
      },
      {
        heading: '2. Données communiquées',
        body: 'Les ventes et les stocks par article, magasin et jour de vos propres produits, ainsi que des mesures agrégées sur la clientèle. Aucune donnée sur un client en particulier n’est communiquée.',
      },
      {
        heading: '3. Partage avec vos agences',
        body: 'Votre entreprise peut autoriser des agences tierces dans le portail. Une agence autorisée ne voit que les produits et données que vos administrateurs lui accordent, et perd son accès dès que l’autorisation est retirée.',
      },
      {
        heading: '4. Sécurité',
        body: 'Conservez les fichiers exportés dans des systèmes protégés par un contrôle d’accès et le chiffrement, et supprimez-les lorsqu’ils ne sont plus nécessaires. Signalez au détaillant tout accès non autorisé dans les 72 heures suivant sa découverte.',
      },
      {
        heading: '5. Conservation',
        body: 'Les exportations et les copies peuvent être conservées aussi longtemps que l’exige votre entente avec le détaillant, sans dépasser 24 mois.',
      },
    ],
  },
};

const DATA_SHARING_ADDENDUM_3P: Localized<DocumentText> = {
  'en-US': {
    title: 'Data sharing addendum for third-party users',
    sections: [
      {
        heading: '1. Purpose',
        body: 'Your agency receives data of the suppliers that authorize it in the portal. This addendum sets the conditions under which you, as a user of that agency, may see and use that data.',
      },
      {
        heading: '2. Scope of use',
        body: 'Use a supplier’s data only for the services that supplier has engaged your agency to provide, and only while the authorization lasts. Do not use it for any other client or for your agency’s own products.',
      },
      {
        heading: '3. Separation between clients',
        body: 'Keep each supplier’s data, exports and reports apart. Do not combine data of two suppliers in one analysis, deliverable or data store, even in aggregated form.',
      },
      {
        heading: '4. Security and incidents',
        body: 'Protect data with access control and encryption. Report any loss or unauthorized access to the supplier concerned and to the retailer within 72 hours of learning of it.',
      },
      {
        heading: '5. End of an authorization',
        body: 'When a supplier removes your agency’s authorization, your access to its data ends at once. Delete its exports and copies within 30 days and confirm the deletion if the supplier asks.',
      },
    ],
  },
  'es-MX': {
    title: 'Anexo de intercambio de datos para usuarios externos',
    sections: [
      {
        heading: '1. Propósito',
        body: 'Tu agencia recibe datos de los proveedores que la autorizan en el portal. Este anexo fija las condiciones con las que tú, como usuario de esa agencia, puedes ver y usar esos datos.',
      },
      {
        heading: '2. Alcance del uso',
        body: 'Usa los datos de un proveedor solo para los servicios que ese proveedor contrató con tu agencia y solo mientras dure la autorización. No los uses para ningún otro cliente ni para productos propios de tu agencia.',
      },
      {
        heading: '3. Separación entre clientes',
        body: 'Mantén separados los datos, exportaciones y reportes de cada proveedor. No combines datos de dos proveedores en un mismo análisis, entregable o repositorio, ni siquiera de forma agregada.',
      },
      {
        heading: '4. Seguridad e incidentes',
        body: 'Protege los datos con control de acceso y cifrado. Informa al proveedor afectado y al minorista de cualquier pérdida o acceso no autorizado dentro de las 72 horas siguientes a que lo detectes.',
      },
      {
        heading: '5. Fin de una autorización',
        body: 'Cuando un proveedor retira la autorización de tu agencia, tu acceso a sus datos termina de inmediato. Elimina sus exportaciones y copias en un plazo de 30 días y confirma la eliminación si el proveedor lo pide.',
      },
    ],
  },
  'fr-CA': {
    title: 'Addenda sur le partage des données pour les utilisateurs tiers',
    sections: [
      {
        heading: '1. Objet',
        body: 'Votre agence reçoit les données des fournisseurs qui l’autorisent dans le portail. Le présent addenda fixe les conditions auxquelles vous, à titre d’utilisateur de cette agence, pouvez consulter et utiliser ces données.',
      },
      {
        heading: '2. Portée de l’utilisation',
        body: 'N’utilisez les données d’un fournisseur que pour les services qu’il a confiés à votre agence, et seulement pendant la durée de l’autorisation. Ne les utilisez pour aucun autre client ni pour les produits de votre agence.',
      },
      {
        heading: '3. Séparation entre les clients',
        body: 'Gardez séparés les données, exportations et rapports de chaque fournisseur. Ne combinez pas les données de deux fournisseurs dans une même analyse, un même livrable ou un même entrepôt de données, même sous forme agrégée.',
      },
      {
        heading: '4. Sécurité et incidents',
        body: 'Protégez les données par un contrôle d’accès et le chiffrement. Signalez toute perte ou tout accès non autorisé au fournisseur concerné et au détaillant dans les 72 heures suivant sa découverte.',
      },
      {
        heading: '5. Fin d’une autorisation',
        body: 'Lorsqu’un fournisseur retire l’autorisation de votre agence, votre accès à ses données prend fin immédiatement. Supprimez ses exportations et copies dans les 30 jours et confirmez la suppression si le fournisseur le demande.',
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Privacy policy
// ---------------------------------------------------------------------------------------------

const PRIVACY_POLICY: Localized<DocumentText> = {
  'en-US': {
    title: 'Privacy policy',
    sections: [
      {
        heading: 'What we collect',
        body: 'Your name, business e-mail address, company, time zone and language; the products you are granted; and a record of sign-ins, product launches and changes you make, kept for security and support.',
      },
      {
        heading: 'How we use it',
        body: 'To run your account, give you the access your company grants, show dates in your time zone and the interface in your language, answer your support requests, and improve the portal from aggregated usage.',
      },
      {
        heading: 'Cookies',
        body: 'The portal sets one cookie that keeps you signed in and one that remembers your language. Neither is used for advertising.',
      },
      {
        heading: 'Who sees it',
        body: 'Your company’s administrators, the retailer’s support and administration staff, and service providers bound by confidentiality who host the portal for the retailer.',
      },
      {
        heading: 'How long we keep it',
        body: 'While your account exists, and up to 24 months after it is removed, unless the law requires longer.',
      },
      {
        heading: 'Your choices',
        body: 'You can correct your name, time zone and language in your profile at any time. To ask for a copy of your data or its deletion, write to us through Contact us.',
      },
    ],
  },
  'es-MX': {
    title: 'Aviso de privacidad',
    sections: [
      {
        heading: 'Qué datos recopilamos',
        body: 'Tu nombre, correo electrónico de trabajo, empresa, zona horaria e idioma; los productos a los que tienes acceso; y un registro de inicios de sesión, aperturas de productos y cambios que haces, que guardamos por seguridad y para darte soporte.',
      },
      {
        heading: 'Cómo los usamos',
        body: 'Para administrar tu cuenta, darte el acceso que tu empresa te otorga, mostrar las fechas en tu zona horaria y la interfaz en tu idioma, responder tus solicitudes de soporte y mejorar el portal con datos de uso agregados.',
      },
      {
        heading: 'Cookies',
        body: 'El portal usa una cookie para mantener tu sesión iniciada y otra para recordar tu idioma. Ninguna se usa con fines publicitarios.',
      },
      {
        heading: 'Quién los ve',
        body: 'Los administradores de tu empresa, el personal de soporte y administración del minorista, y los proveedores de servicios que alojan el portal para el minorista bajo obligaciones de confidencialidad.',
      },
      {
        heading: 'Cuánto tiempo los conservamos',
        body: 'Mientras exista tu cuenta y hasta 24 meses después de que se elimine, salvo que la ley exija un plazo mayor.',
      },
      {
        heading: 'Tus opciones',
        body: 'Puedes corregir tu nombre, zona horaria e idioma en tu perfil en cualquier momento. Para pedir una copia de tus datos o su eliminación, escríbenos desde Contáctanos.',
      },
    ],
  },
  'fr-CA': {
    title: 'Politique de confidentialité',
    sections: [
      {
        heading: 'Renseignements recueillis',
        body: 'Votre nom, votre adresse courriel professionnelle, votre entreprise, votre fuseau horaire et votre langue; les produits auxquels vous avez accès; ainsi qu’un registre des connexions, des lancements de produits et des modifications que vous effectuez, conservé à des fins de sécurité et de soutien.',
      },
      {
        heading: 'Utilisation',
        body: 'Gérer votre compte, vous donner l’accès que votre entreprise vous accorde, afficher les dates dans votre fuseau horaire et l’interface dans votre langue, répondre à vos demandes de soutien et améliorer le portail à partir de données d’utilisation agrégées.',
      },
      {
        heading: 'Témoins',
        body: 'Le portail utilise un témoin qui maintient votre session ouverte et un autre qui retient votre langue. Aucun n’est utilisé à des fins publicitaires.',
      },
      {
        heading: 'Qui y a accès',
        body: 'Les administrateurs de votre entreprise, le personnel de soutien et d’administration du détaillant, ainsi que les fournisseurs de services liés par une obligation de confidentialité qui hébergent le portail pour le détaillant.',
      },
      {
        heading: 'Durée de conservation',
        body: 'Tant que votre compte existe, et jusqu’à 24 mois après sa suppression, à moins que la loi n’exige une durée plus longue.',
      },
      {
        heading: 'Vos choix',
        body: 'Vous pouvez corriger votre nom, votre fuseau horaire et votre langue dans votre profil en tout temps. Pour obtenir une copie de vos renseignements ou en demander la suppression, écrivez-nous au moyen de la page Nous joindre.',
      },
    ],
  },
};

/** Every document version the portal starts with. The suppliers' terms have two, so versioning shows. */
export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  {
    assetPath: termsAssetPath('SUPPLIER'),
    version: '1.0',
    effectiveDate: '2025-02-01',
    texts: termsText('SUPPLIER', null),
  },
  {
    assetPath: termsAssetPath('SUPPLIER'),
    version: '2.0',
    effectiveDate: '2026-06-01',
    texts: termsText('SUPPLIER', SUPPLIER_TERMS_V2_SECTION),
  },
  {
    assetPath: termsAssetPath('THIRD_PARTY_AGENCY'),
    version: '1.0',
    effectiveDate: '2025-02-01',
    texts: termsText('THIRD_PARTY_AGENCY', null),
  },
  {
    assetPath: termsAssetPath('BASIC_VENDOR'),
    version: '1.0',
    effectiveDate: '2025-02-01',
    texts: termsText('BASIC_VENDOR', null),
  },
  {
    assetPath: termsAssetPath('BASIC_THIRD_PARTY_AGENCY'),
    version: '1.0',
    effectiveDate: '2025-02-01',
    texts: termsText('BASIC_THIRD_PARTY_AGENCY', null),
  },
  { assetPath: DATA_SHARING_ADDENDUM_ASSET, version: '1.0', effectiveDate: '2025-02-01', texts: DATA_SHARING_ADDENDUM },
  {
    assetPath: DATA_SHARING_ADDENDUM_3P_ASSET,
    version: '1.0',
    effectiveDate: '2025-02-01',
    texts: DATA_SHARING_ADDENDUM_3P,
  },
  { assetPath: PRIVACY_POLICY_ASSET, version: '1.0', effectiveDate: '2025-01-15', texts: PRIVACY_POLICY },
];

/** Inserts the document versions that are missing; versions already there (and later ones) are the owners'. */
export async function seedDocuments(trx: Db, now: string): Promise<void> {
  const rows = SEED_DOCUMENTS.flatMap((document) =>
    ALLOWED_LOCALES.map((locale) => ({
      asset_path: document.assetPath,
      version: document.version,
      locale,
      effective_date: document.effectiveDate,
      title: document.texts[locale].title,
      sections: JSON.stringify(document.texts[locale].sections),
      created_at: now,
    })),
  );
  await trx
    .insertInto('documents')
    .values(rows)
    .onConflict((oc) => oc.columns(['asset_path', 'version', 'locale']).doNothing())
    .execute();
}
