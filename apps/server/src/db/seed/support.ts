import { ACCOUNT_TYPE_IDS, SUPPORT_IDS } from '@portal/contract/constants';
import type { Locale } from '@portal/contract/locale';
import { incidentRouting, incidentSubject, SUPPORT_TYPE_IDS, type IncidentStatus } from '@portal/contract/support';
import type { Db } from '../database.js';

/** Support reference data: account types, the dependent issue lists and contact reasons, in three languages. */

type Titles = Record<Locale, string>;
const t = (en: string, es: string, fr: string): Titles => ({ 'en-US': en, 'es-MX': es, 'fr-CA': fr });

type SubIssueType = { id: number; title: Titles };
type IssueType = { id: number; title: Titles; subIssueTypes?: SubIssueType[] };
type Issue = { id: number; title: Titles; issueTypes?: IssueType[] };
type SupportType = { id: number; title: Titles; issues: Issue[] };

const ACCOUNT_TYPES: { id: number; title: Titles }[] = [
  { id: ACCOUNT_TYPE_IDS.supplier, title: t('Supplier', 'Proveedor', 'Fournisseur') },
  { id: ACCOUNT_TYPE_IDS.associate, title: t('Associate', 'Asociado', 'Associé') },
];

const PRODUCT_ISSUE_TYPES = (base: number): IssueType[] => [
  {
    id: base,
    title: t('Shopper Behavior', 'Shopper Behavior', 'Shopper Behavior'),
    subIssueTypes: [
      { id: base + 100, title: t('First-time access', 'Acceso por primera vez', 'Premier accès') },
      {
        id: base + 101,
        title: t(
          'Access pending for more than 2 days',
          'Acceso pendiente por más de 2 días',
          'Accès en attente depuis plus de 2 jours',
        ),
      },
    ],
  },
  { id: base + 1, title: t('Report Builder', 'Report Builder', 'Report Builder') },
  { id: base + 2, title: t('Channel Insights', 'Channel Insights', 'Channel Insights') },
  { id: base + 3, title: t('Customer Perception', 'Customer Perception', 'Customer Perception') },
];

/** Every support type of every market (the market's active ones are in the contract's ACTIVE_SUPPORT_TYPES). */
const SUPPORT_TYPES: SupportType[] = [
  {
    id: SUPPORT_IDS.requestAccessSupport,
    title: t('Request access', 'Solicitar acceso', 'Demande d’accès'),
    issues: [
      {
        id: SUPPORT_IDS.requestAccessIssue,
        title: t('Access to a product', 'Acceso a un producto', 'Accès à un produit'),
        issueTypes: PRODUCT_ISSUE_TYPES(2101),
      },
      {
        id: 2048,
        title: t(
          'Access to another company’s data',
          'Acceso a datos de otra empresa',
          'Accès aux données d’une autre entreprise',
        ),
      },
      {
        id: 2049,
        title: t('Remove a user’s access', 'Quitar el acceso de un usuario', 'Retirer l’accès d’un utilisateur'),
      },
    ],
  },
  {
    id: SUPPORT_TYPE_IDS.accountManagement,
    title: t('Account management', 'Administración de la cuenta', 'Gestion du compte'),
    issues: [
      {
        id: 2050,
        title: t('Users and administrators', 'Usuarios y administradores', 'Utilisateurs et administrateurs'),
        issueTypes: [
          { id: 2111, title: t('Add a user', 'Agregar un usuario', 'Ajouter un utilisateur') },
          {
            id: 2112,
            title: t(
              'Change the company administrator',
              'Cambiar el administrador de la empresa',
              'Changer l’administrateur de l’entreprise',
            ),
          },
          { id: 2113, title: t('Unblock a user', 'Desbloquear un usuario', 'Débloquer un utilisateur') },
        ],
      },
      { id: 2051, title: t('Company details', 'Datos de la empresa', 'Coordonnées de l’entreprise') },
      { id: 2052, title: t('Sign-in problems', 'Problemas para iniciar sesión', 'Problèmes de connexion') },
    ],
  },
  {
    id: SUPPORT_IDS.basicVendorSupport,
    title: t('Basic vendor support', 'Soporte para proveedores básicos', 'Soutien aux fournisseurs de base'),
    issues: [
      {
        id: SUPPORT_IDS.basicVendorIssue,
        title: t('Basic vendor account', 'Cuenta de proveedor básico', 'Compte de fournisseur de base'),
      },
      {
        id: 1806,
        title: t('Upgrade to a charter account', 'Cambiar a una cuenta charter', 'Passer à un compte charter'),
      },
      {
        id: 1807,
        title: t(
          'Reports available to basic vendors',
          'Reportes disponibles para proveedores básicos',
          'Rapports offerts aux fournisseurs de base',
        ),
      },
    ],
  },
  {
    id: SUPPORT_TYPE_IDS.shopperBehavior,
    title: t('Shopper Behavior', 'Shopper Behavior', 'Shopper Behavior'),
    issues: [
      {
        id: 2060,
        title: t('Data looks wrong', 'Los datos parecen incorrectos', 'Les données semblent erronées'),
        issueTypes: [
          {
            id: 2121,
            title: t('Sales figures', 'Cifras de ventas', 'Chiffres de ventes'),
            subIssueTypes: [
              { id: 2221, title: t('Missing weeks', 'Faltan semanas', 'Semaines manquantes') },
              { id: 2222, title: t('Totals do not match', 'Los totales no coinciden', 'Les totaux ne concordent pas') },
            ],
          },
          { id: 2122, title: t('Shopper counts', 'Conteo de compradores', 'Nombre d’acheteurs') },
        ],
      },
      { id: 2061, title: t('Dashboard does not load', 'El tablero no carga', 'Le tableau de bord ne se charge pas') },
      { id: 2062, title: t('How to read a metric', 'Cómo interpretar una métrica', 'Comment lire un indicateur') },
    ],
  },
  {
    id: SUPPORT_TYPE_IDS.reportBuilder,
    title: t('Report Builder', 'Report Builder', 'Report Builder'),
    issues: [
      {
        id: 2070,
        title: t('Scheduled report not delivered', 'El reporte programado no llegó', 'Rapport planifié non reçu'),
      },
      {
        id: 2071,
        title: t('Building a report', 'Crear un reporte', 'Créer un rapport'),
        issueTypes: [
          { id: 2131, title: t('Filters and hierarchies', 'Filtros y jerarquías', 'Filtres et hiérarchies') },
          { id: 2132, title: t('Calculated measures', 'Medidas calculadas', 'Mesures calculées') },
        ],
      },
      { id: 2072, title: t('Export fails', 'La exportación falla', 'L’exportation échoue') },
      { id: 2073, title: t('Report runs slowly', 'El reporte tarda mucho', 'Le rapport est lent') },
    ],
  },
  {
    id: SUPPORT_TYPE_IDS.channelInsights,
    title: t('Channel Insights', 'Channel Insights', 'Channel Insights'),
    issues: [
      {
        id: 2080,
        title: t('Store and online split', 'Distribución entre tienda y en línea', 'Répartition magasin et en ligne'),
      },
      { id: 2081, title: t('Data feed or API', 'Fuente de datos o API', 'Flux de données ou API') },
    ],
  },
  {
    id: SUPPORT_TYPE_IDS.customerPerception,
    title: t('Customer Perception', 'Customer Perception', 'Customer Perception'),
    issues: [
      { id: 2085, title: t('Survey results', 'Resultados de encuestas', 'Résultats de sondages') },
      {
        id: 2086,
        title: t('Comparing with competitors', 'Comparación con competidores', 'Comparaison avec les concurrents'),
      },
    ],
  },
  {
    id: SUPPORT_TYPE_IDS.digitalLandscapes,
    title: t('Digital Landscapes', 'Digital Landscapes', 'Digital Landscapes'),
    issues: [
      {
        id: 2090,
        title: t('Search and traffic data', 'Datos de búsqueda y tráfico', 'Données de recherche et d’achalandage'),
      },
      { id: 2091, title: t('Access pending', 'Acceso pendiente', 'Accès en attente') },
    ],
  },
  {
    id: SUPPORT_TYPE_IDS.technicalIssue,
    title: t('Technical issue', 'Problema técnico', 'Problème technique'),
    issues: [
      {
        id: 2095,
        title: t('Error message', 'Mensaje de error', 'Message d’erreur'),
        issueTypes: [
          { id: 2141, title: t('After signing in', 'Después de iniciar sesión', 'Après la connexion') },
          { id: 2142, title: t('When launching a product', 'Al abrir un producto', 'Au lancement d’un produit') },
        ],
      },
      {
        id: 2096,
        title: t('Page is slow or blank', 'La página es lenta o aparece en blanco', 'La page est lente ou vide'),
      },
      { id: 2097, title: t('Browser compatibility', 'Compatibilidad del navegador', 'Compatibilité du navigateur') },
    ],
  },
  {
    id: SUPPORT_IDS.dataQuestions,
    title: t('Data questions', 'Preguntas sobre datos', 'Questions sur les données'),
    issues: [
      {
        id: 1859,
        title: t('Definition of a data element', 'Definición de un dato', 'Définition d’un élément de données'),
      },
      {
        id: 1860,
        title: t(
          'Data refresh schedule',
          'Calendario de actualización de datos',
          'Calendrier d’actualisation des données',
        ),
      },
      { id: 1861, title: t('Missing items or stores', 'Faltan artículos o tiendas', 'Articles ou magasins manquants') },
    ],
  },
  {
    id: SUPPORT_IDS.dssMapping,
    title: t('DSS mapping', 'Mapeo DSS', 'Correspondance DSS'),
    issues: [
      { id: 1811, title: t('Item not mapped to DSS', 'Artículo sin mapeo en DSS', 'Article non associé dans DSS') },
      { id: 1812, title: t('Wrong DSS mapping', 'Mapeo DSS incorrecto', 'Correspondance DSS erronée') },
    ],
  },
];

const CONTACT_REASONS: { id: number; title: Titles }[] = [
  { id: 9001, title: t('General question', 'Pregunta general', 'Question générale') },
  { id: 9002, title: t('Product information', 'Información de productos', 'Renseignements sur les produits') },
  { id: 9003, title: t('Access to the portal', 'Acceso al portal', 'Accès au portail') },
  { id: 9004, title: t('Become a supplier partner', 'Ser proveedor asociado', 'Devenir fournisseur partenaire') },
  { id: 9005, title: t('Feedback on the portal', 'Comentarios sobre el portal', 'Commentaires sur le portail') },
];

type CategoryRow = { id: number; kind: string; parent_id: number | null; sort_order: number; active: number };
type TextRow = { category_id: number; locale: string; title: string };

/** Flattens the lists into rows, parents before children. */
export function supportCategoryRows(): { categories: CategoryRow[]; texts: TextRow[] } {
  const categories: CategoryRow[] = [];
  const texts: TextRow[] = [];
  const add = (id: number, kind: string, parentId: number | null, sortOrder: number, title: Titles) => {
    categories.push({ id, kind, parent_id: parentId, sort_order: sortOrder, active: 1 });
    for (const [locale, text] of Object.entries(title)) texts.push({ category_id: id, locale, title: text });
  };
  ACCOUNT_TYPES.forEach((a, i) => add(a.id, 'ACCOUNT_TYPE', null, i, a.title));
  CONTACT_REASONS.forEach((r, i) => add(r.id, 'CONTACT_REASON', null, i, r.title));
  SUPPORT_TYPES.forEach((s, i) => {
    add(s.id, 'SUPPORT_TYPE', null, i, s.title);
    s.issues.forEach((issue, j) => {
      add(issue.id, 'ISSUE', s.id, j, issue.title);
      issue.issueTypes?.forEach((type, k) => {
        add(type.id, 'ISSUE_TYPE', issue.id, k, type.title);
        type.subIssueTypes?.forEach((sub, l) => add(sub.id, 'SUB_ISSUE_TYPE', type.id, l, sub.title));
      });
    });
  });
  return { categories, texts };
}

/** Inserts the categories and their titles where missing; the support team's later edits stay. */
export async function seedSupportReference(trx: Db): Promise<void> {
  const { categories, texts } = supportCategoryRows();
  await trx
    .insertInto('support_categories')
    .values(categories)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('support_category_texts')
    .values(texts)
    .onConflict((oc) => oc.columns(['category_id', 'locale']).doNothing())
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Demo incidents, so the track page and the desk are not empty in the demo
// ---------------------------------------------------------------------------------------------

type DemoThread = { by: 'requester' | 'agent'; internal?: boolean; at: string; text: string };
type DemoIncident = {
  reference: string;
  loginId: string;
  supportType: number;
  issue: number | null;
  issueType?: number;
  subIssueType?: number;
  status: IncidentStatus;
  locale: Locale;
  createdAt: string;
  description: string;
  threads: DemoThread[];
};

const DEMO_INCIDENTS: DemoIncident[] = [
  {
    reference: '260928-000001',
    loginId: 'user',
    supportType: SUPPORT_IDS.requestAccessSupport,
    issue: SUPPORT_IDS.requestAccessIssue,
    status: 'CLOSED',
    locale: 'en-US',
    createdAt: '2026-09-28T14:12:00.000Z',
    description:
      'Access to Digital Landscapes\nOur category team needs Digital Landscapes for the holiday planning review.',
    threads: [
      {
        by: 'agent',
        at: '2026-09-29T10:05:00.000Z',
        text: 'Hi Jamie, we have started setting up your access. It can take up to 2 days.',
      },
      {
        by: 'requester',
        at: '2026-10-01T16:40:00.000Z',
        text: 'Thank you, I can see the pending tile now. Closing this.',
      },
    ],
  },
  {
    reference: '261015-000002',
    loginId: 'user',
    supportType: SUPPORT_IDS.dataQuestions,
    issue: 1859,
    status: 'SOLVED',
    locale: 'en-US',
    createdAt: '2026-10-15T09:30:00.000Z',
    description:
      'What does "Store sales amount" include?\nDoes it include returns and online orders picked up in store?',
    threads: [
      {
        by: 'agent',
        at: '2026-10-15T15:20:00.000Z',
        text: 'Store sales amount is net of returns and includes online orders picked up in store. The data dictionary entry has the full definition.',
      },
    ],
  },
  {
    reference: '261102-000001',
    loginId: 'user',
    supportType: SUPPORT_TYPE_IDS.shopperBehavior,
    issue: 2060,
    issueType: 2121,
    subIssueType: 2221,
    status: 'WAITING_ON_CUSTOMER',
    locale: 'en-US',
    createdAt: '2026-11-02T13:45:00.000Z',
    description:
      'Weekly sales dashboard shows no data for store 1042\nThe last two weeks are empty for this store only; other stores look fine.',
    threads: [
      {
        by: 'agent',
        internal: true,
        at: '2026-11-03T08:10:00.000Z',
        text: 'Store 1042 was remodelled in October; check the store mapping before answering.',
      },
      {
        by: 'agent',
        at: '2026-11-03T08:25:00.000Z',
        text: 'Hi Jamie, could you tell us which department filter you used? A screenshot would help.',
      },
    ],
  },
  {
    reference: '261109-000003',
    loginId: 'user',
    supportType: SUPPORT_TYPE_IDS.reportBuilder,
    issue: 2070,
    status: 'IN_PROGRESS',
    locale: 'en-US',
    createdAt: '2026-11-09T11:02:00.000Z',
    description:
      'Scheduled report not delivered on Monday\nThe "Weekly item performance" report usually arrives at 7 a.m.',
    threads: [
      {
        by: 'agent',
        at: '2026-11-09T14:30:00.000Z',
        text: 'Thanks for letting us know. We are checking the scheduler logs.',
      },
      { by: 'requester', at: '2026-11-10T07:15:00.000Z', text: 'It did not arrive this morning either.' },
    ],
  },
  {
    reference: '261110-000001',
    loginId: 'admin',
    supportType: SUPPORT_TYPE_IDS.accountManagement,
    issue: 2050,
    issueType: 2112,
    status: 'NEW',
    locale: 'en-US',
    createdAt: '2026-11-10T18:20:00.000Z',
    description: 'Please make Jamie Cooper a second company administrator\nI will be on leave in December.',
    threads: [],
  },
  {
    reference: '261112-000001',
    loginId: 'user.mx',
    supportType: SUPPORT_IDS.requestAccessSupport,
    issue: SUPPORT_IDS.requestAccessIssue,
    issueType: 2101,
    subIssueType: 2202,
    status: 'NEW',
    locale: 'es-MX',
    createdAt: '2026-11-12T16:00:00.000Z',
    description: 'Mi acceso a Shopper Behavior sigue pendiente\nLo solicité hace más de una semana.',
    threads: [],
  },
  {
    reference: '261113-000001',
    loginId: 'user.ca',
    supportType: SUPPORT_TYPE_IDS.accountManagement,
    issue: 2051,
    status: 'WAITING_ON_CUSTOMER',
    locale: 'fr-CA',
    createdAt: '2026-11-13T14:05:00.000Z',
    description:
      'Adresse de l’entreprise à mettre à jour\nNotre siège a déménagé à Saint-Jérôme; les factures portent encore l’ancienne adresse.',
    threads: [
      {
        by: 'agent',
        at: '2026-11-13T19:40:00.000Z',
        text: 'Bonjour Étienne, pouvez-vous nous envoyer la nouvelle adresse complète avec le code postal? Nous mettrons la fiche à jour dès réception.',
      },
    ],
  },
];

/** Seeds the demo incidents with their conversations, and the reference sequences they used. */
export async function seedSupportDemo(trx: Db): Promise<void> {
  const logins = [...new Set([...DEMO_INCIDENTS.map((i) => i.loginId), 'agent'])];
  const users = await trx
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.login_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.company_id',
      'companies.name as company_name',
      'companies.type as company_type',
      'companies.market',
    ])
    .where('users.login_id', 'in', logins)
    .execute();
  const byLogin = new Map(users.map((u) => [u.login_id, u]));
  const agent = byLogin.get('agent')!;
  for (const demo of DEMO_INCIDENTS) {
    const user = byLogin.get(demo.loginId)!;
    const routing = incidentRouting(demo.supportType, user.company_type);
    const lastAt = demo.threads.at(-1)?.at ?? demo.createdAt;
    const incident = await trx
      .insertInto('support_incidents')
      .values({
        reference: demo.reference,
        osc_type: demo.supportType === SUPPORT_IDS.requestAccessSupport ? 'REQUEST_ACCESS' : 'GENERAL',
        account_type: ACCOUNT_TYPE_IDS.supplier,
        support_type: demo.supportType,
        issue: demo.issue,
        issue_type: demo.issueType ?? null,
        sub_issue_type: demo.subIssueType ?? null,
        first_name: user.first_name,
        last_name: user.last_name,
        primary_contact_email: user.email,
        company_name: user.company_name ?? '',
        call_back_number: null,
        situation_description: demo.description,
        subject: incidentSubject(demo.description),
        on_behalf_of_another: 0,
        market: user.market ?? 'US',
        locale: demo.locale,
        status: demo.status,
        queue_id: routing.queueId,
        product_id: routing.productId,
        caller_id: routing.callerId,
        entry_type: routing.entryType,
        requester_user_id: user.id,
        company_id: user.company_id,
        created_at: demo.createdAt,
        updated_at: lastAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (demo.threads.length > 0) {
      await trx
        .insertInto('support_threads')
        .values(
          demo.threads.map((thread) => {
            const author = thread.by === 'agent' ? agent : user;
            return {
              incident_id: incident.id,
              author_kind: thread.by,
              author_user_id: author.id,
              author_name: `${author.first_name} ${author.last_name}`,
              text: thread.text,
              internal: thread.internal ? 1 : 0,
              created_at: thread.at,
            };
          }),
        )
        .execute();
    }
  }
  const lastOfDay = new Map<string, number>();
  for (const { reference } of DEMO_INCIDENTS) {
    const [day = '', sequence = ''] = reference.split('-');
    lastOfDay.set(day, Math.max(lastOfDay.get(day) ?? 0, Number(sequence)));
  }
  await trx
    .insertInto('support_incident_sequences')
    .values([...lastOfDay].map(([day, last]) => ({ day, last_value: last })))
    .execute();
}
