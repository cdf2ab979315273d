import type { AccessClass, AccessStatus, CompanyType, UserKind } from '@portal/contract/identity';
import type { Market } from '@portal/contract/markets';
import type { GroupName } from '@portal/contract/permissions';
import { GROUPS } from '@portal/contract/permissions';
import type { ProductCode } from '@portal/contract/products';
import { PERSONA_CODES } from '@portal/contract/products';

export type DemoCompany = {
  key: string;
  market: Market;
  name: string;
  type: CompanyType;
  primaryContact: string;
  siteId: number;
  businessCode: string;
};

export type DemoUser = {
  loginId: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: UserKind;
  thirdParty?: boolean;
  company: string | null;
  group: GroupName;
  personaCodes?: number[];
  accessClass?: AccessClass;
  registrationCompleted?: boolean;
  products?: Partial<Record<ProductCode, AccessStatus>>;
  /** A third-party user's grants per associated supplier (by company key). */
  partnerProducts?: Record<string, Partial<Record<ProductCode, AccessStatus>>>;
  /** An internal merchant's strategic business unit (SBU_CODES), asset protection's BUO area (decision 051). */
  sbu?: string;
  buoAreaNumber?: string;
};

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'acme',
    market: 'US',
    name: 'Acme Fresh Foods',
    type: 'SUPPLIER',
    primaryContact: 'dana.whitfield@acmefresh.example',
    siteId: 1001,
    businessCode: 'SUP-10045',
  },
  {
    key: 'brightside',
    market: 'US',
    name: 'Brightside Media Partners',
    type: 'THIRD_PARTY_AGENCY',
    primaryContact: 'owen.price@brightside.example',
    siteId: 1001,
    businessCode: '3P-20017',
  },
  {
    key: 'harvest',
    market: 'US',
    name: 'Harvest Valley Farms',
    type: 'BASIC_VENDOR',
    primaryContact: 'rosa.delgado@harvestvalley.example',
    siteId: 1001,
    businessCode: 'BV-30088',
  },
  {
    key: 'northwind',
    market: 'US',
    name: 'Northwind Retail Analytics',
    type: 'BASIC_THIRD_PARTY_AGENCY',
    primaryContact: 'li.chen@northwindra.example',
    siteId: 1001,
    businessCode: 'B3P-40012',
  },
  {
    key: 'summit',
    market: 'US',
    name: 'Summit Household Goods',
    type: 'SUPPLIER',
    primaryContact: 'grace.holloway@summithg.example',
    siteId: 1001,
    businessCode: 'SUP-10112',
  },
  {
    key: 'blueridge',
    market: 'US',
    name: 'Blue Ridge Beverage Co.',
    type: 'SUPPLIER',
    primaryContact: 'marcus.bell@blueridgebev.example',
    siteId: 1001,
    businessCode: 'SUP-10233',
  },
  {
    key: 'cedarcreek',
    market: 'US',
    name: 'Cedar Creek Pet Supply',
    type: 'SUPPLIER',
    primaryContact: 'hannah.ortiz@cedarcreekpet.example',
    siteId: 1001,
    businessCode: 'SUP-10377',
  },
  {
    key: 'goldengrain',
    market: 'US',
    name: 'Golden Grain Bakery Co.',
    type: 'SUPPLIER',
    primaryContact: 'samuel.reyes@goldengrain.example',
    siteId: 1001,
    businessCode: 'SUP-10418',
  },
  {
    key: 'lakeshore',
    market: 'US',
    name: 'Lakeshore Personal Care',
    type: 'SUPPLIER',
    primaryContact: 'nora.fitzgerald@lakeshorepc.example',
    siteId: 1001,
    businessCode: 'SUP-10529',
  },
  {
    key: 'pioneer',
    market: 'US',
    name: 'Pioneer Outdoor Gear',
    type: 'SUPPLIER',
    primaryContact: 'eli.sanders@pioneeroutdoor.example',
    siteId: 1001,
    businessCode: 'SUP-10640',
  },
  {
    key: 'tidewater',
    market: 'US',
    name: 'Tidewater Shopper Insights',
    type: 'THIRD_PARTY_AGENCY',
    primaryContact: 'ava.morgan@tidewater.example',
    siteId: 1001,
    businessCode: '3P-20094',
  },
  {
    key: 'prairie',
    market: 'US',
    name: 'Prairie Sun Honey',
    type: 'BASIC_VENDOR',
    primaryContact: 'walt.jensen@prairiesun.example',
    siteId: 1001,
    businessCode: 'BV-30141',
  },
  {
    key: 'delvalle',
    market: 'MX',
    name: 'Alimentos del Valle S.A. de C.V.',
    type: 'SUPPLIER',
    primaryContact: 'mariana.lopez@alimentosdelvalle.example',
    siteId: 2001,
    businessCode: 'SUP-MX-5012',
  },
  {
    key: 'lasierra',
    market: 'MX',
    name: 'Bebidas La Sierra',
    type: 'SUPPLIER',
    primaryContact: 'jorge.ramirez@bebidaslasierra.example',
    siteId: 2001,
    businessCode: 'SUP-MX-5088',
  },
  {
    key: 'horizonte',
    market: 'MX',
    name: 'Agencia Horizonte Digital',
    type: 'THIRD_PARTY_AGENCY',
    primaryContact: 'lucia.mendoza@horizontedigital.example',
    siteId: 2001,
    businessCode: '3P-MX-6021',
  },
  {
    key: 'oaxaca',
    market: 'MX',
    name: 'Artesanías Oaxaqueñas',
    type: 'BASIC_VENDOR',
    primaryContact: 'pedro.santiago@artesaniasoax.example',
    siteId: 2001,
    businessCode: 'BV-MX-7003',
  },
  {
    key: 'laurentienne',
    market: 'CA',
    name: 'Érablière Laurentienne Ltée',
    type: 'SUPPLIER',
    primaryContact: 'sophie.tremblay@erabliere-laurentienne.example',
    siteId: 3001,
    businessCode: 'SUP-CA-8034',
  },
  {
    key: 'northernlights',
    market: 'CA',
    name: 'Northern Lights Beverages',
    type: 'SUPPLIER',
    primaryContact: 'liam.macdonald@northernlightsbev.example',
    siteId: 3002,
    businessCode: 'SUP-CA-8077',
  },
  {
    key: 'boreale',
    market: 'CA',
    name: 'Agence Boréale Marketing',
    type: 'THIRD_PARTY_AGENCY',
    primaryContact: 'chloe.gagnon@agenceboreale.example',
    siteId: 3001,
    businessCode: '3P-CA-9015',
  },
  {
    key: 'fromagerie',
    market: 'CA',
    name: 'Fromagerie du Village',
    type: 'BASIC_VENDOR',
    primaryContact: 'luc.bouchard@fromagerieduvillage.example',
    siteId: 3001,
    businessCode: 'BV-CA-9902',
  },
];

/** Agencies and the suppliers they work for. */
export const DEMO_ASSOCIATIONS: [agency: string, supplier: string][] = [
  ['brightside', 'acme'],
  ['brightside', 'summit'],
  ['tidewater', 'blueridge'],
  ['horizonte', 'delvalle'],
  ['boreale', 'laurentienne'],
];

const COMPLETE = 'ACCESS_COMPLETE';
const PENDING = 'ACCESS_PENDING';

/** The named demo accounts of the foundation issue; all share the demo password. */
export const DEMO_PERSONAS: DemoUser[] = [
  {
    loginId: 'superadmin',
    firstName: 'Morgan',
    lastName: 'Ellis',
    email: 'morgan.ellis@retailer.example',
    userType: 'INTERNAL',
    company: null,
    group: GROUPS.superAdmin,
  },
  {
    loginId: 'spectator',
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya.natarajan@retailer.example',
    userType: 'INTERNAL',
    company: null,
    group: GROUPS.superAdminSpectator,
  },
  {
    loginId: 'admin',
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana.whitfield@acmefresh.example',
    userType: 'EXTERNAL',
    company: 'acme',
    group: GROUPS.admin,
    products: {
      SHOPPER_BEHAVIOR: COMPLETE,
      REPORT_BUILDER: COMPLETE,
      CHANNEL_INSIGHTS: COMPLETE,
      MODULAR_INTELLIGENCE: COMPLETE,
    },
  },
  {
    loginId: 'user',
    firstName: 'Jamie',
    lastName: 'Cooper',
    email: 'jamie.cooper@acmefresh.example',
    userType: 'EXTERNAL',
    company: 'acme',
    group: GROUPS.regularUser,
    products: {
      SHOPPER_BEHAVIOR: COMPLETE,
      REPORT_BUILDER: COMPLETE,
      CHANNEL_INSIGHTS: COMPLETE,
      CUSTOMER_PERCEPTION: COMPLETE,
      DIGITAL_LANDSCAPES: PENDING,
    },
  },
  {
    loginId: 'noaccess',
    firstName: 'Taylor',
    lastName: 'Brooks',
    email: 'taylor.brooks@acmefresh.example',
    userType: 'EXTERNAL',
    company: 'acme',
    group: GROUPS.regularUser,
  },
  {
    loginId: 'partner',
    firstName: 'Owen',
    lastName: 'Price',
    email: 'owen.price@brightside.example',
    userType: 'EXTERNAL',
    thirdParty: true,
    company: 'brightside',
    group: GROUPS.regularUser,
    accessClass: 'MULTIPLE_TENANTS',
    products: { SHOPPER_BEHAVIOR: COMPLETE, REPORT_BUILDER: COMPLETE },
    partnerProducts: {
      acme: { SHOPPER_BEHAVIOR: COMPLETE, CUSTOMER_PERCEPTION: COMPLETE },
      summit: { REPORT_BUILDER: COMPLETE, CHANNEL_INSIGHTS: PENDING },
    },
  },
  {
    loginId: 'basic',
    firstName: 'Rosa',
    lastName: 'Delgado',
    email: 'rosa.delgado@harvestvalley.example',
    userType: 'EXTERNAL',
    company: 'harvest',
    group: GROUPS.regularUser,
    products: { REPORT_BUILDER: COMPLETE },
  },
  {
    loginId: 'basic3p',
    firstName: 'Li',
    lastName: 'Chen',
    email: 'li.chen@northwindra.example',
    userType: 'EXTERNAL',
    thirdParty: true,
    company: 'northwind',
    group: GROUPS.regularUser,
    products: { REPORT_BUILDER: COMPLETE },
  },
  {
    loginId: 'associate',
    firstName: 'Chris',
    lastName: 'Alvarez',
    email: 'chris.alvarez@retailer.example',
    userType: 'INTERNAL',
    company: null,
    group: GROUPS.regularUser,
  },
  {
    loginId: 'merchant',
    firstName: 'Renee',
    lastName: 'Kowalski',
    email: 'renee.kowalski@retailer.example',
    userType: 'INTERNAL',
    company: null,
    group: GROUPS.merchant,
    personaCodes: [PERSONA_CODES.merchant],
    sbu: 'GROCERY',
  },
  {
    loginId: 'assetprotection',
    firstName: 'Victor',
    lastName: 'Nguyen',
    email: 'victor.nguyen@retailer.example',
    userType: 'INTERNAL',
    company: null,
    group: GROUPS.regularUser,
    personaCodes: [PERSONA_CODES.assetProtection],
    buoAreaNumber: 'BUO-1042',
  },
  {
    loginId: 'category',
    firstName: 'Alicia',
    lastName: 'Grant',
    email: 'alicia.grant@retailer.example',
    userType: 'INTERNAL',
    company: null,
    group: GROUPS.regularUser,
    personaCodes: [PERSONA_CODES.categoryManager],
    products: { SHOPPER_BEHAVIOR: COMPLETE, CHANNEL_INSIGHTS: COMPLETE },
  },
  {
    loginId: 'editor',
    firstName: 'Camille',
    lastName: 'Lefebvre',
    email: 'camille.lefebvre@retailer.example',
    userType: 'INTERNAL',
    company: null,
    group: GROUPS.contentEditor,
  },
  {
    loginId: 'agent',
    firstName: 'Sam',
    lastName: 'Okafor',
    email: 'sam.okafor@retailer.example',
    userType: 'INTERNAL',
    company: null,
    group: GROUPS.supportAgent,
  },
  {
    loginId: 'admin.mx',
    firstName: 'Mariana',
    lastName: 'López',
    email: 'mariana.lopez@alimentosdelvalle.example',
    userType: 'EXTERNAL',
    company: 'delvalle',
    group: GROUPS.admin,
    products: { SHOPPER_BEHAVIOR: COMPLETE, REPORT_BUILDER: COMPLETE },
  },
  {
    loginId: 'user.mx',
    firstName: 'Diego',
    lastName: 'Hernández',
    email: 'diego.hernandez@alimentosdelvalle.example',
    userType: 'EXTERNAL',
    company: 'delvalle',
    group: GROUPS.regularUser,
    products: { SHOPPER_BEHAVIOR: PENDING },
  },
  {
    loginId: 'admin.ca',
    firstName: 'Sophie',
    lastName: 'Tremblay',
    email: 'sophie.tremblay@erabliere-laurentienne.example',
    userType: 'EXTERNAL',
    company: 'laurentienne',
    group: GROUPS.admin,
    products: { SHOPPER_BEHAVIOR: COMPLETE, REPORT_BUILDER: COMPLETE },
  },
  {
    loginId: 'user.ca',
    firstName: 'Étienne',
    lastName: 'Roy',
    email: 'etienne.roy@erabliere-laurentienne.example',
    userType: 'EXTERNAL',
    company: 'laurentienne',
    group: GROUPS.regularUser,
    products: { SHOPPER_BEHAVIOR: COMPLETE },
  },
  {
    loginId: 'newuser',
    firstName: 'Casey',
    lastName: 'Morales',
    email: 'casey.morales@acmefresh.example',
    userType: 'EXTERNAL',
    company: 'acme',
    group: GROUPS.regularUser,
    registrationCompleted: false,
  },
  // The agency's admin administers Brightside's users only, not those of the suppliers it works for (decision 003).
  {
    loginId: 'agencyadmin',
    firstName: 'Nadia',
    lastName: 'Sorensen',
    email: 'nadia.sorensen@brightside.example',
    userType: 'EXTERNAL',
    thirdParty: true,
    company: 'brightside',
    group: GROUPS.admin,
    accessClass: 'MULTIPLE_TENANTS',
    products: { REPORT_BUILDER: COMPLETE },
  },
  // A sponsored third-party supplier in Canada, so the supplier picker is seen in French (decision record 017).
  {
    loginId: 'partner.ca',
    firstName: 'Gabrielle',
    lastName: 'Bouchard',
    email: 'gabrielle.bouchard@agenceboreale.example',
    userType: 'EXTERNAL',
    thirdParty: true,
    company: 'boreale',
    group: GROUPS.regularUser,
    accessClass: 'MULTIPLE_TENANTS',
    products: { SHOPPER_BEHAVIOR: COMPLETE },
    partnerProducts: { laurentienne: { REPORT_BUILDER: COMPLETE } },
  },
];

/** How many ordinary users each company gets, so tables have pages. */
export const ORDINARY_USERS_PER_COMPANY: Record<string, number> = {
  acme: 120,
  brightside: 24,
  summit: 30,
  blueridge: 30,
  delvalle: 40,
  laurentienne: 40,
  harvest: 8,
  northwind: 8,
  cedarcreek: 12,
  goldengrain: 12,
};

export const TIMEZONE_BY_MARKET: Record<Market, string> = {
  US: 'America/Chicago',
  MX: 'America/Mexico_City',
  CA: 'America/Toronto',
};

/**
 * The retailer's staff beyond the named personas, so each internal tab of global user management has people
 * (decision 051): merchants of several business units and asset protection of several areas, from the three markets.
 */
export const DEMO_STAFF: DemoUser[] = [
  ['jose.hernandez', 'José', 'Hernández', { merchant: 'GROCERY' }],
  ['genevieve.tremblay', 'Geneviève', 'Tremblay', { merchant: 'HOME' }],
  ['marcus.bell', 'Marcus', 'Bell', { merchant: 'APPAREL' }],
  ['lucia.ibanez', 'Lucía', 'Ibáñez', { merchant: 'HEALTH_AND_WELLNESS' }],
  ['francois.cote', 'François', 'Côté', { area: 'BUO-5103' }],
  ['maria.ruiz', 'María Fernanda', 'Ruiz', { area: 'BUO-2207' }],
  ['dana.okafor', 'Dana', 'Okafor', { area: 'BUO-1042' }],
  ['noemie.gagnon', 'Noémie', 'Gagnon', {}],
  ['raul.pena', 'Raúl', 'Peña', {}],
].map(([loginId, firstName, lastName, role]) => {
  const { merchant, area } = role as { merchant?: string; area?: string };
  return {
    loginId: `staff.${loginId as string}`,
    firstName: firstName as string,
    lastName: lastName as string,
    email: `${loginId as string}@retailer.example`,
    userType: 'INTERNAL',
    company: null,
    group: merchant ? GROUPS.merchant : GROUPS.regularUser,
    personaCodes: merchant ? [PERSONA_CODES.merchant] : area ? [PERSONA_CODES.assetProtection] : [],
    ...(merchant ? { sbu: merchant } : {}),
    ...(area ? { buoAreaNumber: area } : {}),
  };
});
