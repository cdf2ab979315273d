import type { GlossaryProductTag } from '@portal/contract/glossary';

/**
 * The words the data dictionary is composed from (seed and generator, db/generate/glossary.ts): measures
 * that combine with levels and time windows, and the attributes, keys and dimensions around them.
 * Every text is written in en-US, es-MX (informal 'tú', as the interface) and fr-CA.
 */

export type Texts = { en: string; es: string; fr: string };

export type LevelKey = 'total' | 'store' | 'item' | 'dept' | 'cat';
export type WindowKey = 'cur' | 'ly' | 'wtd' | 'ytd' | 'l52w' | 'chg';
export type DomainKey = 'sales' | 'inventory' | 'shopper' | 'omni' | 'digital' | 'perception' | 'promo' | 'supply';
export type AttributeDomainKey = 'store' | 'item' | 'calendar' | 'shopper' | 'omni' | 'digital' | 'perception' | 'promo' | 'supply';

export type Level = { key: LevelKey; name: string; tech: string; dss: string; phrase: Texts };
export type Window = {
  key: WindowKey;
  name: string;
  tech: string;
  /** Suffix of a legacy DSS name; null: the legacy reports never had this window. */
  dss: string | null;
  phrase: Texts;
  /** The phrase for a stock (point-in-time) measure, where it differs. */
  stockPhrase?: Texts;
};

export type Measure = {
  name: string;
  tech: string;
  /** Legacy DSS name: {C} 'Curr ' for the current window, {L} the level's DSS prefix, {W} the window's suffix. */
  dss?: string;
  datatype: 'DECIMAL' | 'INTEGER';
  calculated?: boolean;
  stock?: boolean;
  charter?: boolean;
  domain: DomainKey;
  levels: LevelKey[];
  windows: WindowKey[];
  definition: Texts;
};

export type Attribute = {
  name: string;
  tech: string;
  dss?: string;
  datatype: 'STRING' | 'INTEGER' | 'BIGINT' | 'DECIMAL' | 'DATE' | 'TIMESTAMP' | 'BOOLEAN';
  fieldType: 'Key' | 'Attribute' | 'Dimension' | 'Metric';
  charter?: boolean;
  domain: AttributeDomainKey;
  definition: Texts;
};

export const LEVELS: Record<LevelKey, Level> = {
  total: { key: 'total', name: '', tech: '', dss: '', phrase: { en: 'across all stores and items', es: 'para el total de tiendas y artículos', fr: 'pour l’ensemble des magasins et des articles' } },
  store: { key: 'store', name: 'Store', tech: 'str', dss: 'Str ', phrase: { en: 'for each store', es: 'por tienda', fr: 'par magasin' } },
  item: { key: 'item', name: 'Item', tech: 'itm', dss: 'Item ', phrase: { en: 'for each item', es: 'por artículo', fr: 'par article' } },
  dept: { key: 'dept', name: 'Department', tech: 'dept', dss: 'Dept ', phrase: { en: 'for each merchandise department', es: 'por departamento de mercancía', fr: 'par rayon' } },
  cat: { key: 'cat', name: 'Category', tech: 'cat', dss: 'Cat ', phrase: { en: 'for each category', es: 'por categoría', fr: 'par catégorie' } },
};

export const WINDOWS: Record<WindowKey, Window> = {
  cur: {
    key: 'cur',
    name: '',
    tech: '',
    dss: '',
    phrase: { en: 'for the selected reporting period', es: 'en el periodo seleccionado', fr: 'pour la période sélectionnée' },
    stockPhrase: { en: 'as of the close of the last completed day', es: 'al cierre del último día completo', fr: 'à la fermeture de la dernière journée complète' },
  },
  ly: {
    key: 'ly',
    name: 'Last Year',
    tech: 'ly',
    dss: ' LY',
    phrase: { en: 'for the same period last year', es: 'en el mismo periodo del año pasado', fr: 'pour la même période l’an dernier' },
    stockPhrase: { en: 'as of the same day last year', es: 'al mismo día del año pasado', fr: 'au même jour l’an dernier' },
  },
  wtd: {
    key: 'wtd',
    name: 'Week to Date',
    tech: 'wtd',
    dss: ' WTD',
    phrase: { en: 'from the start of the current fiscal week through yesterday', es: 'desde el inicio de la semana fiscal actual hasta ayer', fr: 'du début de la semaine financière en cours jusqu’à hier' },
  },
  ytd: {
    key: 'ytd',
    name: 'Year to Date',
    tech: 'ytd',
    dss: ' YTD',
    phrase: { en: 'from the start of the fiscal year through the last completed week', es: 'desde el inicio del año fiscal hasta la última semana cerrada', fr: 'du début de l’exercice jusqu’à la dernière semaine terminée' },
  },
  l52w: {
    key: 'l52w',
    name: 'Last 52 Weeks',
    tech: 'l52w',
    dss: null,
    phrase: { en: 'over the last 52 completed fiscal weeks', es: 'en las últimas 52 semanas fiscales cerradas', fr: 'sur les 52 dernières semaines financières terminées' },
  },
  chg: {
    key: 'chg',
    name: 'Change vs Last Year',
    tech: 'chg_ly',
    dss: ' Chg LY',
    phrase: {
      en: 'as the percentage change against the same period last year',
      es: 'como variación porcentual frente al mismo periodo del año pasado',
      fr: 'en variation en pourcentage par rapport à la même période l’an dernier',
    },
  },
};

/** The sentence that follows a measure's definition: what a supplier uses it for. */
export const DOMAIN_USE: Record<DomainKey, Texts> = {
  sales: {
    en: 'Use it to follow how your items sell and to compare periods.',
    es: 'Úsalo para seguir cómo se venden tus artículos y comparar periodos.',
    fr: 'Utilisez-le pour suivre les ventes de vos articles et comparer les périodes.',
  },
  inventory: {
    en: 'Use it to spot stores and items at risk of running out.',
    es: 'Úsalo para detectar tiendas y artículos en riesgo de agotarse.',
    fr: 'Utilisez-le pour repérer les magasins et les articles à risque de rupture.',
  },
  shopper: {
    en: 'Use it to understand who buys your brands and how loyal they are.',
    es: 'Úsalo para entender quién compra tus marcas y qué tan leal es.',
    fr: 'Utilisez-le pour comprendre qui achète vos marques et leur degré de fidélité.',
  },
  omni: {
    en: 'Use it to see how online pickup and delivery contribute to your business.',
    es: 'Úsalo para ver cuánto aportan la recolección y la entrega de pedidos en línea a tu negocio.',
    fr: 'Utilisez-le pour voir ce que le ramassage et la livraison des commandes en ligne apportent à votre entreprise.',
  },
  digital: {
    en: 'Use it to judge how visible and convincing your items are online.',
    es: 'Úsalo para evaluar qué tan visibles y atractivos son tus artículos en línea.',
    fr: 'Utilisez-le pour évaluer la visibilité et l’attrait de vos articles en ligne.',
  },
  perception: {
    en: 'Use it to hear what shoppers think of the store and of your category.',
    es: 'Úsalo para conocer la opinión de los compradores sobre la tienda y tu categoría.',
    fr: 'Utilisez-le pour connaître l’opinion des clients sur le magasin et sur votre catégorie.',
  },
  promo: {
    en: 'Use it to measure what your promotions and price changes deliver.',
    es: 'Úsalo para medir los resultados de tus promociones y cambios de precio.',
    fr: 'Utilisez-le pour mesurer les résultats de vos promotions et de vos changements de prix.',
  },
  supply: {
    en: 'Use it to check how reliably your goods reach the distribution centers and stores.',
    es: 'Úsalo para revisar qué tan confiable es la llegada de tu mercancía a los centros de distribución y a las tiendas.',
    fr: 'Utilisez-le pour vérifier la fiabilité des livraisons de vos marchandises aux centres de distribution et aux magasins.',
  },
};

/** The products that may carry a measure of each domain (the generator narrows them by level and window). */
export const DOMAIN_PRODUCTS: Record<DomainKey, GlossaryProductTag[]> = {
  sales: ['chnl_perf_report_builder', 'chnl_perf_insights', 'chnl_perf_bi_link', 'chnl_perf_cloud_feeds', 'chnl_perf_data_feeds_api', 'mod_intel'],
  inventory: ['chnl_perf_report_builder', 'chnl_perf_bi_link', 'chnl_perf_cloud_feeds', 'chnl_perf_data_feeds_api', 'mod_intel'],
  shopper: ['shopper_behavior', 'mod_intel', 'customer_perception'],
  omni: ['chnl_perf_insights', 'chnl_perf_report_builder', 'digital_landscapes', 'chnl_perf_cloud_feeds'],
  digital: ['digital_landscapes', 'chnl_perf_insights'],
  perception: ['customer_perception', 'shopper_behavior'],
  promo: ['chnl_perf_report_builder', 'mod_intel', 'chnl_perf_insights', 'chnl_perf_bi_link'],
  supply: ['chnl_perf_data_feeds_api', 'chnl_perf_cloud_feeds', 'chnl_perf_report_builder', 'chnl_perf_bi_link'],
};

export const ATTRIBUTE_PRODUCTS: Record<AttributeDomainKey, GlossaryProductTag[]> = {
  store: ['chnl_perf_report_builder', 'chnl_perf_insights', 'chnl_perf_bi_link', 'chnl_perf_cloud_feeds', 'chnl_perf_data_feeds_api', 'mod_intel', 'shopper_behavior'],
  item: ['chnl_perf_report_builder', 'chnl_perf_insights', 'chnl_perf_bi_link', 'chnl_perf_cloud_feeds', 'chnl_perf_data_feeds_api', 'mod_intel', 'digital_landscapes', 'customer_perception'],
  calendar: ['chnl_perf_report_builder', 'shopper_behavior', 'customer_perception', 'digital_landscapes', 'chnl_perf_insights', 'chnl_perf_bi_link', 'chnl_perf_cloud_feeds', 'chnl_perf_data_feeds_api', 'mod_intel'],
  shopper: ['shopper_behavior', 'mod_intel', 'customer_perception'],
  omni: ['chnl_perf_insights', 'digital_landscapes', 'chnl_perf_report_builder'],
  digital: ['digital_landscapes', 'chnl_perf_insights'],
  perception: ['customer_perception', 'shopper_behavior'],
  promo: ['chnl_perf_report_builder', 'mod_intel', 'chnl_perf_insights'],
  supply: ['chnl_perf_data_feeds_api', 'chnl_perf_cloud_feeds', 'chnl_perf_report_builder'],
};

const ALL_LEVELS: LevelKey[] = ['total', 'store', 'item', 'dept', 'cat'];
const ALL_WINDOWS: WindowKey[] = ['cur', 'ly', 'wtd', 'ytd', 'l52w', 'chg'];

export const MEASURES: Measure[] = [
  // Sales
  {
    name: 'Sales Amount', tech: 'sls_amt', dss: '{L}POS Sales{W}', datatype: 'DECIMAL', domain: 'sales', levels: ALL_LEVELS, windows: ALL_WINDOWS,
    definition: {
      en: 'Retail sales dollars scanned at the register, net of returns and point-of-sale markdowns',
      es: 'Importe de ventas al detalle escaneado en caja, neto de devoluciones y rebajas en el punto de venta',
      fr: 'Ventes au détail en dollars enregistrées à la caisse, déduction faite des retours et des démarques au point de vente',
    },
  },
  {
    name: 'Units Sold', tech: 'unt_sld', dss: '{L}POS Qty{W}', datatype: 'INTEGER', domain: 'sales', levels: ALL_LEVELS, windows: ALL_WINDOWS,
    definition: {
      en: 'Number of sellable units scanned at the register, net of returned units',
      es: 'Número de unidades vendibles escaneadas en caja, neto de las unidades devueltas',
      fr: 'Nombre d’unités vendables enregistrées à la caisse, déduction faite des unités retournées',
    },
  },
  {
    name: 'Transaction Count', tech: 'txn_cnt', dss: '{L}Trans Cnt{W}', datatype: 'INTEGER', domain: 'sales', levels: ['total', 'store', 'dept', 'cat'], windows: ['cur', 'ly', 'wtd', 'ytd'],
    definition: {
      en: 'Number of distinct register transactions (baskets) that contained at least one qualifying item',
      es: 'Número de transacciones distintas en caja (tickets) que incluyeron al menos un artículo que califica',
      fr: 'Nombre de transactions distinctes à la caisse (paniers) comprenant au moins un article admissible',
    },
  },
  {
    name: 'Average Selling Price', tech: 'avg_sell_prc', dss: '{L}Avg Sell Price{W}', datatype: 'DECIMAL', calculated: true, domain: 'sales', levels: ['total', 'item', 'dept', 'cat'], windows: ['cur', 'ly', 'ytd', 'chg'],
    definition: {
      en: 'Sales amount divided by units sold: the average price shoppers actually paid per unit',
      es: 'Importe de ventas dividido entre unidades vendidas: el precio promedio que los compradores pagaron realmente por unidad',
      fr: 'Montant des ventes divisé par les unités vendues, soit le prix moyen réellement payé par unité',
    },
  },
  {
    name: 'Average Basket Amount', tech: 'avg_bskt_amt', datatype: 'DECIMAL', calculated: true, domain: 'sales', levels: ['total', 'store', 'cat'], windows: ['cur', 'ly', 'ytd'],
    definition: {
      en: 'Sales amount divided by transaction count: the average spend of a basket that contains the items',
      es: 'Importe de ventas dividido entre número de transacciones: el gasto promedio de un ticket que contiene los artículos',
      fr: 'Montant des ventes divisé par le nombre de transactions, soit la dépense moyenne d’un panier contenant les articles',
    },
  },
  {
    name: 'Gross Margin Amount', tech: 'grs_mrgn_amt', dss: '{L}Gross Margin{W}', datatype: 'DECIMAL', charter: true, domain: 'sales', levels: ['total', 'item', 'dept', 'cat'], windows: ['cur', 'ly', 'ytd', 'chg'],
    definition: {
      en: 'Sales amount minus the cost of the goods sold, before allowances and rebates',
      es: 'Importe de ventas menos el costo de la mercancía vendida, antes de bonificaciones y reembolsos',
      fr: 'Montant des ventes moins le coût des marchandises vendues, avant remises et ristournes',
    },
  },
  {
    name: 'Gross Margin Percent', tech: 'grs_mrgn_pct', datatype: 'DECIMAL', calculated: true, charter: true, domain: 'sales', levels: ['total', 'item', 'dept', 'cat'], windows: ['cur', 'ly', 'ytd'],
    definition: {
      en: 'Gross margin amount as a percentage of sales amount',
      es: 'Margen bruto como porcentaje del importe de ventas',
      fr: 'Marge brute en pourcentage du montant des ventes',
    },
  },
  {
    name: 'Returns Amount', tech: 'rtn_amt', dss: '{L}Return Amt{W}', datatype: 'DECIMAL', domain: 'sales', levels: ['total', 'store', 'item'], windows: ['cur', 'ly', 'ytd'],
    definition: {
      en: 'Retail dollars refunded to shoppers for returned merchandise',
      es: 'Importe reembolsado a los compradores por mercancía devuelta',
      fr: 'Montant remboursé aux clients pour la marchandise retournée',
    },
  },
  {
    name: 'Returned Units', tech: 'rtn_unt', dss: '{L}Return Qty{W}', datatype: 'INTEGER', domain: 'sales', levels: ['total', 'store', 'item'], windows: ['cur', 'ly', 'ytd'],
    definition: {
      en: 'Number of units brought back by shoppers and refunded',
      es: 'Número de unidades que los compradores devolvieron y que se les reembolsaron',
      fr: 'Nombre d’unités rapportées par les clients et remboursées',
    },
  },
  {
    name: 'Sales Share Percent', tech: 'sls_shr_pct', datatype: 'DECIMAL', calculated: true, domain: 'sales', levels: ['total', 'store', 'dept', 'cat'], windows: ['cur', 'ly', 'ytd', 'chg'],
    definition: {
      en: 'Your sales amount as a percentage of the total sales amount of the category',
      es: 'Tu importe de ventas como porcentaje del total de ventas de la categoría',
      fr: 'Votre montant des ventes en pourcentage du total des ventes de la catégorie',
    },
  },
  {
    name: 'Sales per Store', tech: 'sls_per_str', datatype: 'DECIMAL', calculated: true, domain: 'sales', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'ytd', 'l52w'],
    definition: {
      en: 'Sales amount divided by the number of stores that scanned the item, a measure of sales velocity',
      es: 'Importe de ventas dividido entre el número de tiendas que escanearon el artículo: una medida de la velocidad de venta',
      fr: 'Montant des ventes divisé par le nombre de magasins ayant enregistré l’article, une mesure de la vitesse de vente',
    },
  },
  {
    name: 'Units per Store per Week', tech: 'unt_per_str_wk', dss: '{L}UPSPW{W}', datatype: 'DECIMAL', calculated: true, domain: 'sales', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'l52w'],
    definition: {
      en: 'Units sold divided by the number of selling stores and by the number of weeks in the period',
      es: 'Unidades vendidas divididas entre el número de tiendas con venta y entre el número de semanas del periodo',
      fr: 'Unités vendues divisées par le nombre de magasins vendeurs et par le nombre de semaines de la période',
    },
  },
  {
    name: 'Selling Store Count', tech: 'sllng_str_cnt', datatype: 'INTEGER', domain: 'sales', levels: ['total', 'item', 'dept', 'cat'], windows: ['cur', 'ly', 'wtd'],
    definition: {
      en: 'Number of stores that scanned at least one unit',
      es: 'Número de tiendas que escanearon al menos una unidad',
      fr: 'Nombre de magasins ayant enregistré au moins une unité',
    },
  },
  // Inventory
  {
    name: 'On Hand Quantity', tech: 'oh_qty', dss: '{C}{L}On Hand Qty{W}', datatype: 'INTEGER', stock: true, domain: 'inventory', levels: ['total', 'store', 'item', 'dept'], windows: ['cur', 'ly'],
    definition: {
      en: 'Units physically available according to the store perpetual inventory record',
      es: 'Unidades disponibles físicamente según el registro de inventario perpetuo de la tienda',
      fr: 'Unités physiquement disponibles selon le registre d’inventaire permanent du magasin',
    },
  },
  {
    name: 'On Hand Retail Amount', tech: 'oh_rtl_amt', dss: '{C}{L}On Hand Retail{W}', datatype: 'DECIMAL', stock: true, domain: 'inventory', levels: ['total', 'store', 'item', 'dept'], windows: ['cur', 'ly'],
    definition: {
      en: 'Value of the units on hand at their current retail price',
      es: 'Valor de las unidades en existencia a su precio de venta actual',
      fr: 'Valeur des unités en stock à leur prix de détail actuel',
    },
  },
  {
    name: 'In Transit Quantity', tech: 'in_trnst_qty', dss: '{C}{L}In Transit Qty', datatype: 'INTEGER', stock: true, domain: 'inventory', levels: ['total', 'store', 'item'], windows: ['cur'],
    definition: {
      en: 'Units shipped from a distribution center or a supplier and not yet received by the store',
      es: 'Unidades enviadas desde un centro de distribución o un proveedor que la tienda aún no recibe',
      fr: 'Unités expédiées par un centre de distribution ou un fournisseur et pas encore reçues par le magasin',
    },
  },
  {
    name: 'On Order Quantity', tech: 'on_ord_qty', dss: '{C}{L}On Order Qty', datatype: 'INTEGER', stock: true, domain: 'inventory', levels: ['total', 'store', 'item'], windows: ['cur'],
    definition: {
      en: 'Units on open purchase orders that have not shipped yet',
      es: 'Unidades en órdenes de compra abiertas que todavía no se envían',
      fr: 'Unités sur des bons de commande ouverts qui n’ont pas encore été expédiées',
    },
  },
  {
    name: 'In Stock Percent', tech: 'in_stk_pct', dss: '{L}Instock %{W}', datatype: 'DECIMAL', calculated: true, domain: 'inventory', levels: ALL_LEVELS, windows: ['cur', 'ly', 'wtd', 'ytd', 'chg'],
    definition: {
      en: 'Share of the store and item combinations that should carry the item and had at least one unit on hand at the close of business',
      es: 'Porcentaje de combinaciones de tienda y artículo que deben surtir el artículo y tenían al menos una unidad en existencia al cierre del día',
      fr: 'Part des combinaisons magasin-article qui doivent tenir l’article et en avaient au moins une unité en stock à la fermeture',
    },
  },
  {
    name: 'Weeks of Supply', tech: 'wks_sply', dss: '{L}WOS{W}', datatype: 'DECIMAL', calculated: true, stock: true, domain: 'inventory', levels: ['total', 'store', 'item', 'dept'], windows: ['cur', 'ly'],
    definition: {
      en: 'Units on hand divided by the average weekly units sold over the last four weeks',
      es: 'Unidades en existencia divididas entre el promedio semanal de unidades vendidas de las últimas cuatro semanas',
      fr: 'Unités en stock divisées par la moyenne hebdomadaire des unités vendues des quatre dernières semaines',
    },
  },
  {
    name: 'Out of Stock Count', tech: 'oos_cnt', datatype: 'INTEGER', domain: 'inventory', levels: ['total', 'store', 'item', 'cat'], windows: ['cur', 'ly', 'wtd'],
    definition: {
      en: 'Number of store and item combinations with no unit on hand at the close of business while the item was expected on the shelf',
      es: 'Número de combinaciones de tienda y artículo sin existencias al cierre del día cuando el artículo debía estar en anaquel',
      fr: 'Nombre de combinaisons magasin-article sans stock à la fermeture alors que l’article devait être en tablette',
    },
  },
  {
    name: 'Shrink Amount', tech: 'shrnk_amt', datatype: 'DECIMAL', charter: true, domain: 'inventory', levels: ['total', 'store', 'dept'], windows: ['cur', 'ly', 'ytd'],
    definition: {
      en: 'Retail value of the inventory lost to damage, theft or recording errors, as found by counts and adjustments',
      es: 'Valor de venta del inventario perdido por daños, robo o errores de registro, según conteos y ajustes',
      fr: 'Valeur au détail des stocks perdus en raison de bris, de vols ou d’erreurs d’enregistrement, selon les dénombrements et les ajustements',
    },
  },
  {
    name: 'Inventory Turns', tech: 'invn_trns', datatype: 'DECIMAL', calculated: true, domain: 'inventory', levels: ['total', 'item', 'dept', 'cat'], windows: ['ytd', 'l52w'],
    definition: {
      en: 'Cost of goods sold divided by the average inventory at cost: how many times the inventory sold through',
      es: 'Costo de la mercancía vendida dividido entre el inventario promedio a costo: cuántas veces se vendió el inventario',
      fr: 'Coût des marchandises vendues divisé par le stock moyen au coût, soit le nombre de fois où le stock a été écoulé',
    },
  },
  // Shoppers
  {
    name: 'Buying Households', tech: 'byng_hh_cnt', datatype: 'INTEGER', domain: 'shopper', levels: ['total', 'store', 'item', 'cat'], windows: ['cur', 'ly', 'l52w', 'chg'],
    definition: {
      en: 'Number of distinct loyalty households that bought at least once',
      es: 'Número de hogares distintos del programa de lealtad que compraron al menos una vez',
      fr: 'Nombre de ménages distincts du programme de fidélité ayant acheté au moins une fois',
    },
  },
  {
    name: 'Household Penetration', tech: 'hh_pntrn_pct', datatype: 'DECIMAL', calculated: true, domain: 'shopper', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'l52w', 'chg'],
    definition: {
      en: 'Buying households as a percentage of all active loyalty households in the trade area',
      es: 'Hogares compradores como porcentaje de todos los hogares activos del programa de lealtad en el área comercial',
      fr: 'Ménages acheteurs en pourcentage de tous les ménages actifs du programme de fidélité de la zone commerciale',
    },
  },
  {
    name: 'Repeat Rate', tech: 'rpt_rt', datatype: 'DECIMAL', calculated: true, domain: 'shopper', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'l52w'],
    definition: {
      en: 'Share of the buying households that bought again within the period',
      es: 'Porcentaje de hogares compradores que volvieron a comprar dentro del periodo',
      fr: 'Part des ménages acheteurs qui ont racheté pendant la période',
    },
  },
  {
    name: 'Spend per Household', tech: 'spnd_per_hh', datatype: 'DECIMAL', calculated: true, domain: 'shopper', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'l52w', 'chg'],
    definition: {
      en: 'Sales amount from loyalty households divided by the number of buying households',
      es: 'Importe de ventas de los hogares del programa de lealtad dividido entre el número de hogares compradores',
      fr: 'Montant des ventes des ménages du programme de fidélité divisé par le nombre de ménages acheteurs',
    },
  },
  {
    name: 'Trips per Household', tech: 'trp_per_hh', datatype: 'DECIMAL', calculated: true, domain: 'shopper', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'l52w'],
    definition: {
      en: 'Average number of shopping trips with a purchase of the items per buying household',
      es: 'Número promedio de visitas con compra de los artículos por hogar comprador',
      fr: 'Nombre moyen de visites avec achat des articles par ménage acheteur',
    },
  },
  {
    name: 'New Buyer Count', tech: 'new_byr_cnt', datatype: 'INTEGER', domain: 'shopper', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'ytd'],
    definition: {
      en: 'Households that bought during the period and had not bought in the previous 52 weeks',
      es: 'Hogares que compraron durante el periodo y no habían comprado en las 52 semanas anteriores',
      fr: 'Ménages ayant acheté pendant la période sans avoir acheté au cours des 52 semaines précédentes',
    },
  },
  {
    name: 'Lapsed Buyer Count', tech: 'lpsd_byr_cnt', datatype: 'INTEGER', domain: 'shopper', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly'],
    definition: {
      en: 'Households that bought in the previous period but not during this one',
      es: 'Hogares que compraron en el periodo anterior pero no en este',
      fr: 'Ménages ayant acheté pendant la période précédente, mais pas pendant celle-ci',
    },
  },
  {
    name: 'Brand Switching Rate', tech: 'brnd_swtch_rt', datatype: 'DECIMAL', calculated: true, charter: true, domain: 'shopper', levels: ['total', 'item', 'cat'], windows: ['cur', 'l52w'],
    definition: {
      en: 'Share of your buyers who moved part of their spending to a competing brand of the category',
      es: 'Porcentaje de tus compradores que movieron parte de su gasto a una marca competidora de la categoría',
      fr: 'Part de vos acheteurs ayant transféré une partie de leurs dépenses vers une marque concurrente de la catégorie',
    },
  },
  {
    name: 'Share of Wallet', tech: 'shr_wlt_pct', datatype: 'DECIMAL', calculated: true, domain: 'shopper', levels: ['total', 'cat'], windows: ['cur', 'ly', 'l52w'],
    definition: {
      en: 'Your share of the category spending of your own buyers',
      es: 'Tu participación en el gasto de la categoría de tus propios compradores',
      fr: 'Votre part des dépenses de la catégorie de vos propres acheteurs',
    },
  },
  // Online, pickup and delivery
  {
    name: 'Online Sales Amount', tech: 'onln_sls_amt', dss: '{L}eCom Sales{W}', datatype: 'DECIMAL', domain: 'omni', levels: ['total', 'item', 'dept', 'cat'], windows: ['cur', 'ly', 'wtd', 'ytd', 'chg'],
    definition: {
      en: 'Sales amount of the orders placed on the website or the app, at the price the shopper paid',
      es: 'Importe de ventas de los pedidos hechos en el sitio web o la app, al precio que pagó el comprador',
      fr: 'Montant des ventes des commandes passées sur le site Web ou l’application, au prix payé par le client',
    },
  },
  {
    name: 'Online Units Sold', tech: 'onln_unt_sld', dss: '{L}eCom Qty{W}', datatype: 'INTEGER', domain: 'omni', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'wtd', 'ytd'],
    definition: {
      en: 'Units ordered online and fulfilled, net of cancellations and returns',
      es: 'Unidades pedidas en línea y surtidas, netas de cancelaciones y devoluciones',
      fr: 'Unités commandées en ligne et livrées, déduction faite des annulations et des retours',
    },
  },
  {
    name: 'Pickup Order Count', tech: 'pkup_ord_cnt', datatype: 'INTEGER', domain: 'omni', levels: ['total', 'store'], windows: ['cur', 'ly', 'wtd', 'ytd'],
    definition: {
      en: 'Number of online orders collected by shoppers in the store, at the curb or from a pickup tower',
      es: 'Número de pedidos en línea que los compradores recogieron en la tienda, en el estacionamiento o en una torre de recolección',
      fr: 'Nombre de commandes en ligne récupérées par les clients en magasin, à l’auto ou dans une tour de ramassage',
    },
  },
  {
    name: 'Delivery Order Count', tech: 'dlvr_ord_cnt', datatype: 'INTEGER', domain: 'omni', levels: ['total', 'store'], windows: ['cur', 'ly', 'wtd', 'ytd'],
    definition: {
      en: 'Number of online orders delivered to the shopper’s address by the store or a delivery partner',
      es: 'Número de pedidos en línea entregados en el domicilio del comprador por la tienda o un socio de entregas',
      fr: 'Nombre de commandes en ligne livrées à l’adresse du client par le magasin ou un partenaire de livraison',
    },
  },
  {
    name: 'On Time Pickup Percent', tech: 'ontm_pkup_pct', datatype: 'DECIMAL', calculated: true, domain: 'omni', levels: ['total', 'store'], windows: ['cur', 'ly', 'wtd'],
    definition: {
      en: 'Share of pickup orders that were ready by the promised time slot',
      es: 'Porcentaje de pedidos para recoger que estuvieron listos en el horario prometido',
      fr: 'Part des commandes à ramasser prêtes pour la plage horaire promise',
    },
  },
  {
    name: 'Substitution Rate', tech: 'sbst_rt', datatype: 'DECIMAL', calculated: true, domain: 'omni', levels: ['total', 'store', 'item'], windows: ['cur', 'ly', 'wtd'],
    definition: {
      en: 'Share of the ordered units replaced with a different item because the ordered one was not available at picking',
      es: 'Porcentaje de unidades pedidas que se sustituyeron por otro artículo porque el pedido no estaba disponible al surtir',
      fr: 'Part des unités commandées remplacées par un autre article parce que l’article commandé n’était pas disponible à la préparation',
    },
  },
  {
    name: 'Order Fill Rate', tech: 'ord_fill_rt', datatype: 'DECIMAL', calculated: true, domain: 'omni', levels: ['total', 'store', 'item'], windows: ['cur', 'ly', 'wtd'],
    definition: {
      en: 'Units picked as ordered, without substitution, as a share of the units ordered',
      es: 'Unidades surtidas tal como se pidieron, sin sustitución, como porcentaje de las unidades pedidas',
      fr: 'Unités préparées telles que commandées, sans substitution, en pourcentage des unités commandées',
    },
  },
  {
    name: 'Average Delivery Minutes', tech: 'avg_dlvr_min', datatype: 'DECIMAL', calculated: true, domain: 'omni', levels: ['total', 'store'], windows: ['cur', 'ly'],
    definition: {
      en: 'Average minutes between an order being placed and it reaching the shopper',
      es: 'Minutos promedio entre que se hace un pedido y que llega al comprador',
      fr: 'Nombre moyen de minutes entre la passation d’une commande et sa remise au client',
    },
  },
  // Digital
  {
    name: 'Product Page Views', tech: 'pdp_vw_cnt', datatype: 'INTEGER', domain: 'digital', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'wtd', 'l52w'],
    definition: {
      en: 'Number of times a product detail page was displayed on the website or the app',
      es: 'Número de veces que se mostró una página de detalle de producto en el sitio web o la app',
      fr: 'Nombre d’affichages d’une page de détail de produit sur le site Web ou l’application',
    },
  },
  {
    name: 'Add to Cart Count', tech: 'atc_cnt', datatype: 'INTEGER', domain: 'digital', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'wtd'],
    definition: {
      en: 'Number of times shoppers added the item to their online cart',
      es: 'Número de veces que los compradores agregaron el artículo a su carrito en línea',
      fr: 'Nombre de fois où les clients ont ajouté l’article à leur panier en ligne',
    },
  },
  {
    name: 'Conversion Rate', tech: 'cnvrsn_rt', datatype: 'DECIMAL', calculated: true, domain: 'digital', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'chg'],
    definition: {
      en: 'Orders that contain the item divided by the product page views of the item',
      es: 'Pedidos que contienen el artículo divididos entre las vistas de la página del artículo',
      fr: 'Commandes contenant l’article divisées par les affichages de la page de l’article',
    },
  },
  {
    name: 'Search Impressions', tech: 'srch_imprsn_cnt', datatype: 'INTEGER', domain: 'digital', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'wtd'],
    definition: {
      en: 'Number of times the item appeared in on-site search results',
      es: 'Número de veces que el artículo apareció en los resultados de búsqueda del sitio',
      fr: 'Nombre de fois où l’article est apparu dans les résultats de recherche du site',
    },
  },
  {
    name: 'Average Search Rank', tech: 'avg_srch_rnk', datatype: 'DECIMAL', calculated: true, domain: 'digital', levels: ['item'], windows: ['cur', 'ly', 'wtd'],
    definition: {
      en: 'Average position of the item in the on-site search results of the terms that showed it',
      es: 'Posición promedio del artículo en los resultados de búsqueda del sitio para los términos que lo mostraron',
      fr: 'Position moyenne de l’article dans les résultats de recherche du site pour les termes qui l’ont affiché',
    },
  },
  {
    name: 'Sponsored Ad Clicks', tech: 'spnsrd_ad_clk_cnt', datatype: 'INTEGER', charter: true, domain: 'digital', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'wtd'],
    definition: {
      en: 'Number of clicks on the sponsored product ads of the item',
      es: 'Número de clics en los anuncios patrocinados del artículo',
      fr: 'Nombre de clics sur les annonces commanditées de l’article',
    },
  },
  {
    name: 'Average Review Rating', tech: 'avg_rvw_rtng', datatype: 'DECIMAL', calculated: true, domain: 'digital', levels: ['item', 'cat'], windows: ['cur', 'l52w'],
    definition: {
      en: 'Average star rating, from 1 to 5, of the published reviews of the item',
      es: 'Calificación promedio en estrellas, de 1 a 5, de las reseñas publicadas del artículo',
      fr: 'Note moyenne en étoiles, de 1 à 5, des avis publiés sur l’article',
    },
  },
  // Customer perception
  {
    name: 'Customer Satisfaction Score', tech: 'csat_scr', datatype: 'DECIMAL', calculated: true, domain: 'perception', levels: ['total', 'store', 'cat'], windows: ['cur', 'ly', 'l52w', 'chg'],
    definition: {
      en: 'Average satisfaction, from 0 to 100, reported by surveyed shoppers',
      es: 'Satisfacción promedio, de 0 a 100, que reportan los compradores encuestados',
      fr: 'Satisfaction moyenne, de 0 à 100, déclarée par les clients sondés',
    },
  },
  {
    name: 'Net Promoter Score', tech: 'nps_scr', datatype: 'DECIMAL', calculated: true, domain: 'perception', levels: ['total', 'store', 'cat'], windows: ['cur', 'ly', 'l52w'],
    definition: {
      en: 'Percentage of promoters (9 or 10) minus percentage of detractors (0 to 6) among surveyed shoppers',
      es: 'Porcentaje de promotores (9 o 10) menos porcentaje de detractores (0 a 6) entre los compradores encuestados',
      fr: 'Pourcentage de promoteurs (9 ou 10) moins pourcentage de détracteurs (0 à 6) parmi les clients sondés',
    },
  },
  {
    name: 'Survey Response Count', tech: 'srvy_rspns_cnt', datatype: 'INTEGER', domain: 'perception', levels: ['total', 'store', 'cat'], windows: ['cur', 'ly'],
    definition: {
      en: 'Number of completed shopper surveys',
      es: 'Número de encuestas a compradores completadas',
      fr: 'Nombre de sondages auprès des clients remplis',
    },
  },
  {
    name: 'Price Perception Score', tech: 'prc_prcptn_scr', datatype: 'DECIMAL', calculated: true, domain: 'perception', levels: ['total', 'store', 'cat'], windows: ['cur', 'ly', 'l52w'],
    definition: {
      en: 'Share of surveyed shoppers who rate prices as good or very good value',
      es: 'Porcentaje de compradores encuestados que califican los precios como buenos o muy buenos',
      fr: 'Part des clients sondés qui jugent les prix avantageux ou très avantageux',
    },
  },
  {
    name: 'Quality Perception Score', tech: 'qlty_prcptn_scr', datatype: 'DECIMAL', calculated: true, domain: 'perception', levels: ['total', 'cat'], windows: ['cur', 'ly', 'l52w'],
    definition: {
      en: 'Share of surveyed shoppers who rate the quality of the products as good or excellent',
      es: 'Porcentaje de compradores encuestados que califican la calidad de los productos como buena o excelente',
      fr: 'Part des clients sondés qui jugent la qualité des produits bonne ou excellente',
    },
  },
  // Pricing and promotions
  {
    name: 'Promoted Sales Amount', tech: 'promo_sls_amt', dss: '{L}Promo Sales{W}', datatype: 'DECIMAL', domain: 'promo', levels: ['total', 'store', 'item', 'cat'], windows: ['cur', 'ly', 'wtd', 'ytd'],
    definition: {
      en: 'Sales amount of the units sold while a promotion, a rollback or a feature display was active',
      es: 'Importe de ventas de las unidades vendidas mientras había una promoción, una rebaja o una exhibición especial activa',
      fr: 'Montant des ventes des unités vendues pendant une promotion, une baisse de prix ou un étalage vedette',
    },
  },
  {
    name: 'Promoted Units Sold', tech: 'promo_unt_sld', dss: '{L}Promo Qty{W}', datatype: 'INTEGER', domain: 'promo', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly', 'ytd'],
    definition: {
      en: 'Units sold while a promotion, a rollback or a feature display was active',
      es: 'Unidades vendidas mientras había una promoción, una rebaja o una exhibición especial activa',
      fr: 'Unités vendues pendant une promotion, une baisse de prix ou un étalage vedette',
    },
  },
  {
    name: 'Promotion Lift Percent', tech: 'promo_lft_pct', datatype: 'DECIMAL', calculated: true, charter: true, domain: 'promo', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly'],
    definition: {
      en: 'Increase of the units sold during the promotion over the baseline expected without it',
      es: 'Aumento de las unidades vendidas durante la promoción sobre la base esperada sin ella',
      fr: 'Hausse des unités vendues pendant la promotion par rapport au niveau de référence attendu sans elle',
    },
  },
  {
    name: 'Markdown Amount', tech: 'mkdn_amt', dss: '{L}MD Amt{W}', datatype: 'DECIMAL', domain: 'promo', levels: ['total', 'store', 'item', 'dept'], windows: ['cur', 'ly', 'ytd'],
    definition: {
      en: 'Retail dollars given up through permanent and clearance price reductions',
      es: 'Importe de venta que se dejó de percibir por reducciones de precio permanentes y de liquidación',
      fr: 'Dollars au détail cédés par des réductions de prix permanentes et de liquidation',
    },
  },
  {
    name: 'Average Retail Price', tech: 'avg_rtl_prc', datatype: 'DECIMAL', calculated: true, domain: 'promo', levels: ['total', 'item', 'cat'], windows: ['cur', 'ly'],
    definition: {
      en: 'Average shelf price of the item across the selling stores, weighted by units sold',
      es: 'Precio promedio en anaquel del artículo en las tiendas con venta, ponderado por unidades vendidas',
      fr: 'Prix moyen en tablette de l’article dans les magasins vendeurs, pondéré par les unités vendues',
    },
  },
  {
    name: 'Coupon Redemption Count', tech: 'cpn_rdmptn_cnt', datatype: 'INTEGER', domain: 'promo', levels: ['total', 'item'], windows: ['cur', 'ly', 'ytd'],
    definition: {
      en: 'Number of manufacturer and store coupons redeemed against the items',
      es: 'Número de cupones del fabricante y de la tienda canjeados en los artículos',
      fr: 'Nombre de coupons du fabricant et du magasin échangés sur les articles',
    },
  },
  // Supply chain
  {
    name: 'Warehouse Shipped Units', tech: 'whse_shp_unt', dss: '{L}DC Ship Qty{W}', datatype: 'INTEGER', domain: 'supply', levels: ['total', 'store', 'item'], windows: ['cur', 'ly', 'wtd'],
    definition: {
      en: 'Units shipped from the distribution centers to the stores',
      es: 'Unidades enviadas de los centros de distribución a las tiendas',
      fr: 'Unités expédiées des centres de distribution vers les magasins',
    },
  },
  {
    name: 'Cases Received', tech: 'rcvd_cs_qty', dss: '{L}Rcvd Case Qty{W}', datatype: 'INTEGER', domain: 'supply', levels: ['total', 'item'], windows: ['cur', 'ly', 'wtd'],
    definition: {
      en: 'Supplier cases received at the distribution centers against purchase orders',
      es: 'Cajas del proveedor recibidas en los centros de distribución contra órdenes de compra',
      fr: 'Caisses du fournisseur reçues aux centres de distribution en regard des bons de commande',
    },
  },
  {
    name: 'On Time In Full Percent', tech: 'otif_pct', dss: '{L}OTIF %{W}', datatype: 'DECIMAL', calculated: true, domain: 'supply', levels: ['total', 'item'], windows: ['cur', 'ly', 'ytd', 'chg'],
    definition: {
      en: 'Share of purchase order lines delivered within the appointment window and with the full quantity ordered',
      es: 'Porcentaje de líneas de órdenes de compra entregadas dentro de la cita y con la cantidad completa pedida',
      fr: 'Part des lignes de bons de commande livrées dans la plage du rendez-vous et en quantité complète',
    },
  },
  {
    name: 'Vendor Fill Rate', tech: 'vndr_fill_rt', datatype: 'DECIMAL', calculated: true, domain: 'supply', levels: ['total', 'item'], windows: ['cur', 'ly', 'ytd'],
    definition: {
      en: 'Cases shipped by the supplier as a share of the cases ordered',
      es: 'Cajas enviadas por el proveedor como porcentaje de las cajas pedidas',
      fr: 'Caisses expédiées par le fournisseur en pourcentage des caisses commandées',
    },
  },
  {
    name: 'Average Lead Time Days', tech: 'avg_ld_tm_days', datatype: 'DECIMAL', calculated: true, domain: 'supply', levels: ['total', 'item'], windows: ['cur', 'ly'],
    definition: {
      en: 'Average days between a purchase order being sent and its receipt at the distribution center',
      es: 'Días promedio entre el envío de una orden de compra y su recepción en el centro de distribución',
      fr: 'Nombre moyen de jours entre l’envoi d’un bon de commande et sa réception au centre de distribution',
    },
  },
];

const t = (en: string, es: string, fr: string): Texts => ({ en, es, fr });

export const ATTRIBUTES: Attribute[] = [
  // Store
  { name: 'Store Number', tech: 'str_nbr', dss: 'Store Nbr', datatype: 'INTEGER', fieldType: 'Key', domain: 'store', definition: t('Number that identifies a store in every system of the retailer.', 'Número que identifica una tienda en todos los sistemas del minorista.', 'Numéro qui identifie un magasin dans tous les systèmes du détaillant.') },
  { name: 'Store Name', tech: 'str_nm', dss: 'Store Name', datatype: 'STRING', fieldType: 'Attribute', domain: 'store', definition: t('Name of the store as shown on signs and receipts, usually its city and street or area.', 'Nombre de la tienda como aparece en letreros y tickets, normalmente su ciudad y calle o zona.', 'Nom du magasin tel qu’il figure sur l’enseigne et les reçus, habituellement sa ville et sa rue ou son secteur.') },
  { name: 'Store Street Address', tech: 'str_addr_ln', datatype: 'STRING', fieldType: 'Attribute', domain: 'store', definition: t('Street address of the store.', 'Dirección de la tienda (calle y número).', 'Adresse municipale du magasin.') },
  { name: 'Store City', tech: 'str_city_nm', dss: 'City', datatype: 'STRING', fieldType: 'Attribute', domain: 'store', definition: t('City where the store is located.', 'Ciudad donde se ubica la tienda.', 'Ville où se trouve le magasin.') },
  { name: 'Store State or Province Code', tech: 'str_st_prov_cd', dss: 'State', datatype: 'STRING', fieldType: 'Attribute', domain: 'store', definition: t('Two-letter code of the state, province or Mexican state of the store.', 'Clave de dos letras del estado o provincia de la tienda.', 'Code à deux lettres de l’État ou de la province du magasin.') },
  { name: 'Store Postal Code', tech: 'str_pstl_cd', dss: 'Zip', datatype: 'STRING', fieldType: 'Attribute', domain: 'store', definition: t('ZIP or postal code of the store address.', 'Código postal del domicilio de la tienda.', 'Code postal de l’adresse du magasin.') },
  { name: 'Store Region Name', tech: 'str_rgn_nm', dss: 'Region', datatype: 'STRING', fieldType: 'Dimension', domain: 'store', definition: t('Operating region the store reports to.', 'Región operativa a la que reporta la tienda.', 'Région d’exploitation dont relève le magasin.') },
  { name: 'Store Market Number', tech: 'str_mkt_nbr', dss: 'Market', datatype: 'INTEGER', fieldType: 'Dimension', domain: 'store', definition: t('Number of the group of nearby stores that share a market manager.', 'Número del grupo de tiendas cercanas que comparten un gerente de mercado.', 'Numéro du groupe de magasins voisins qui relèvent d’un même directeur de marché.') },
  { name: 'Store Format', tech: 'str_fmt_cd', dss: 'Store Type', datatype: 'STRING', fieldType: 'Dimension', domain: 'store', definition: t('Format of the store: supercenter, discount store, neighborhood market or small format.', 'Formato de la tienda: supercentro, tienda de descuento, mercado de barrio o formato pequeño.', 'Format du magasin : supercentre, magasin à escompte, marché de quartier ou petit format.') },
  { name: 'Store Square Footage', tech: 'str_sq_ft', datatype: 'INTEGER', fieldType: 'Attribute', domain: 'store', definition: t('Selling area of the store in square feet.', 'Superficie de venta de la tienda en pies cuadrados.', 'Surface de vente du magasin en pieds carrés.') },
  { name: 'Store Open Date', tech: 'str_opn_dt', datatype: 'DATE', fieldType: 'Attribute', domain: 'store', definition: t('Date the store first opened to shoppers.', 'Fecha en que la tienda abrió por primera vez al público.', 'Date à laquelle le magasin a ouvert ses portes aux clients.') },
  { name: 'Store Status', tech: 'str_stat_cd', datatype: 'STRING', fieldType: 'Attribute', domain: 'store', definition: t('Whether the store is open, temporarily closed, relocated or permanently closed.', 'Indica si la tienda está abierta, cerrada temporalmente, reubicada o cerrada definitivamente.', 'Indique si le magasin est ouvert, fermé temporairement, déménagé ou fermé définitivement.') },
  { name: 'Store Latitude', tech: 'str_lat', datatype: 'DECIMAL', fieldType: 'Attribute', domain: 'store', definition: t('Latitude of the store entrance, in decimal degrees.', 'Latitud de la entrada de la tienda, en grados decimales.', 'Latitude de l’entrée du magasin, en degrés décimaux.') },
  { name: 'Store Longitude', tech: 'str_lon', datatype: 'DECIMAL', fieldType: 'Attribute', domain: 'store', definition: t('Longitude of the store entrance, in decimal degrees.', 'Longitud de la entrada de la tienda, en grados decimales.', 'Longitude de l’entrée du magasin, en degrés décimaux.') },
  { name: 'Store Time Zone', tech: 'str_tm_zn', datatype: 'STRING', fieldType: 'Attribute', domain: 'store', definition: t('Time zone of the store, which sets its business day.', 'Zona horaria de la tienda, que define su día comercial.', 'Fuseau horaire du magasin, qui détermine sa journée d’affaires.') },
  { name: 'Pickup Enabled Flag', tech: 'str_pkup_ind', datatype: 'BOOLEAN', fieldType: 'Attribute', domain: 'store', definition: t('True when the store offers pickup of online orders.', 'Verdadero cuando la tienda ofrece recolección de pedidos en línea.', 'Vrai lorsque le magasin offre le ramassage des commandes en ligne.') },
  { name: 'Delivery Enabled Flag', tech: 'str_dlvr_ind', datatype: 'BOOLEAN', fieldType: 'Attribute', domain: 'store', definition: t('True when the store delivers online orders to shoppers’ homes.', 'Verdadero cuando la tienda entrega pedidos en línea a domicilio.', 'Vrai lorsque le magasin livre les commandes en ligne à domicile.') },
  { name: 'Comparable Store Flag', tech: 'comp_str_ind', dss: 'Comp Flag', datatype: 'BOOLEAN', fieldType: 'Attribute', domain: 'store', definition: t('True when the store has been open for at least 12 full months without a major remodel, so it counts in comparable sales.', 'Verdadero cuando la tienda lleva al menos 12 meses completos abierta sin una remodelación mayor, por lo que cuenta en las ventas comparables.', 'Vrai lorsque le magasin est ouvert depuis au moins 12 mois complets sans rénovation majeure, et compte donc dans les ventes comparables.') },
  // Item
  { name: 'Item Number', tech: 'itm_nbr', dss: 'Item Nbr', datatype: 'INTEGER', fieldType: 'Key', domain: 'item', definition: t('Number the retailer gives an item; one item number can carry several UPCs.', 'Número que el minorista asigna a un artículo; un número de artículo puede tener varios UPC.', 'Numéro que le détaillant attribue à un article; un même numéro peut regrouper plusieurs CUP.') },
  { name: 'Universal Product Code', tech: 'upc_nbr', dss: 'UPC', datatype: 'STRING', fieldType: 'Key', domain: 'item', definition: t('The 12-digit barcode printed on the package, with its check digit.', 'Código de barras de 12 dígitos impreso en el empaque, con su dígito verificador.', 'Code à barres de 12 chiffres imprimé sur l’emballage, avec son chiffre de contrôle.') },
  { name: 'Item Description', tech: 'itm_desc', dss: 'Item Desc 1', datatype: 'STRING', fieldType: 'Attribute', domain: 'item', definition: t('Short description of the item as printed on the shelf label and the receipt.', 'Descripción corta del artículo como aparece en la etiqueta del anaquel y en el ticket.', 'Description courte de l’article telle qu’imprimée sur l’étiquette de tablette et le reçu.') },
  { name: 'Brand Name', tech: 'brnd_nm', dss: 'Brand', datatype: 'STRING', fieldType: 'Attribute', domain: 'item', definition: t('Brand under which the item is sold.', 'Marca con la que se vende el artículo.', 'Marque sous laquelle l’article est vendu.') },
  { name: 'Vendor Number', tech: 'vndr_nbr', dss: 'Vendor Nbr', datatype: 'INTEGER', fieldType: 'Key', domain: 'item', definition: t('Number of the supplier account that sells the item to the retailer.', 'Número de la cuenta del proveedor que vende el artículo al minorista.', 'Numéro du compte fournisseur qui vend l’article au détaillant.') },
  { name: 'Vendor Name', tech: 'vndr_nm', dss: 'Vendor Name', datatype: 'STRING', fieldType: 'Attribute', domain: 'item', definition: t('Name of the supplier account that sells the item.', 'Nombre de la cuenta del proveedor que vende el artículo.', 'Nom du compte fournisseur qui vend l’article.') },
  { name: 'Department Number', tech: 'dept_nbr', dss: 'Dept', datatype: 'INTEGER', fieldType: 'Dimension', domain: 'item', definition: t('Number of the merchandise department of the item, the top level of the merchandise hierarchy.', 'Número del departamento de mercancía del artículo, el nivel más alto de la jerarquía de mercancía.', 'Numéro du rayon de l’article, le niveau le plus élevé de la hiérarchie des marchandises.') },
  { name: 'Department Description', tech: 'dept_desc', datatype: 'STRING', fieldType: 'Attribute', domain: 'item', definition: t('Name of the merchandise department.', 'Nombre del departamento de mercancía.', 'Nom du rayon.') },
  { name: 'Category Number', tech: 'cat_nbr', datatype: 'INTEGER', fieldType: 'Dimension', domain: 'item', definition: t('Number of the category of the item within its department.', 'Número de la categoría del artículo dentro de su departamento.', 'Numéro de la catégorie de l’article dans son rayon.') },
  { name: 'Category Description', tech: 'cat_desc', datatype: 'STRING', fieldType: 'Attribute', domain: 'item', definition: t('Name of the category.', 'Nombre de la categoría.', 'Nom de la catégorie.') },
  { name: 'Subcategory Number', tech: 'subcat_nbr', datatype: 'INTEGER', fieldType: 'Dimension', domain: 'item', definition: t('Number of the subcategory of the item within its category.', 'Número de la subcategoría del artículo dentro de su categoría.', 'Numéro de la sous-catégorie de l’article dans sa catégorie.') },
  { name: 'Subcategory Description', tech: 'subcat_desc', datatype: 'STRING', fieldType: 'Attribute', domain: 'item', definition: t('Name of the subcategory.', 'Nombre de la subcategoría.', 'Nom de la sous-catégorie.') },
  { name: 'Fineline Number', tech: 'fnln_nbr', dss: 'Fineline', datatype: 'INTEGER', fieldType: 'Dimension', domain: 'item', definition: t('Finest level of the merchandise hierarchy: items a shopper sees as interchangeable.', 'Nivel más fino de la jerarquía de mercancía: artículos que el comprador considera intercambiables.', 'Niveau le plus fin de la hiérarchie des marchandises : des articles que le client juge interchangeables.') },
  { name: 'Item Size', tech: 'itm_sz', datatype: 'STRING', fieldType: 'Attribute', domain: 'item', definition: t('Size or content of one unit as printed on the package, such as 12 OZ.', 'Tamaño o contenido de una unidad como aparece en el empaque, por ejemplo 355 ML.', 'Format ou contenu d’une unité tel qu’imprimé sur l’emballage, par exemple 355 ML.') },
  { name: 'Unit of Measure', tech: 'uom_cd', datatype: 'STRING', fieldType: 'Attribute', domain: 'item', definition: t('Unit in which the item is sold: each, pound, kilogram or liter.', 'Unidad en la que se vende el artículo: pieza, libra, kilogramo o litro.', 'Unité de vente de l’article : unité, livre, kilogramme ou litre.') },
  { name: 'Vendor Pack Quantity', tech: 'vndr_pk_qty', dss: 'VNPK Qty', datatype: 'INTEGER', fieldType: 'Attribute', domain: 'item', definition: t('Number of sellable units in the case the supplier ships.', 'Número de unidades vendibles en la caja que envía el proveedor.', 'Nombre d’unités vendables dans la caisse expédiée par le fournisseur.') },
  { name: 'Warehouse Pack Quantity', tech: 'whse_pk_qty', dss: 'WHPK Qty', datatype: 'INTEGER', fieldType: 'Attribute', domain: 'item', definition: t('Number of sellable units in the pack the distribution center ships to stores.', 'Número de unidades vendibles en el paquete que el centro de distribución envía a las tiendas.', 'Nombre d’unités vendables dans l’emballage expédié aux magasins par le centre de distribution.') },
  { name: 'Item Status Code', tech: 'itm_stat_cd', dss: 'Item Status', datatype: 'STRING', fieldType: 'Attribute', domain: 'item', definition: t('Whether the item is active, pending, on deletion or deleted.', 'Indica si el artículo está activo, pendiente, en baja o dado de baja.', 'Indique si l’article est actif, en attente, en suppression ou supprimé.') },
  { name: 'Item Create Date', tech: 'itm_crt_dt', datatype: 'DATE', fieldType: 'Attribute', domain: 'item', definition: t('Date the item was set up in the retailer’s item file.', 'Fecha en que se dio de alta el artículo en el catálogo del minorista.', 'Date de création de l’article dans le fichier des articles du détaillant.') },
  { name: 'Private Brand Flag', tech: 'prvt_brnd_ind', datatype: 'BOOLEAN', fieldType: 'Attribute', domain: 'item', definition: t('True when the item belongs to one of the retailer’s own brands.', 'Verdadero cuando el artículo pertenece a una marca propia del minorista.', 'Vrai lorsque l’article appartient à l’une des marques maison du détaillant.') },
  { name: 'Seasonal Item Flag', tech: 'ssnl_itm_ind', datatype: 'BOOLEAN', fieldType: 'Attribute', domain: 'item', definition: t('True when the item is sold only for a season or a holiday.', 'Verdadero cuando el artículo solo se vende en una temporada o festividad.', 'Vrai lorsque l’article n’est vendu que pendant une saison ou une fête.') },
  { name: 'Unit Cost', tech: 'unt_cst_amt', dss: 'Unit Cost', datatype: 'DECIMAL', fieldType: 'Attribute', charter: true, domain: 'item', definition: t('Current cost of one unit paid to the supplier, before allowances.', 'Costo actual de una unidad pagado al proveedor, antes de bonificaciones.', 'Coût actuel d’une unité payé au fournisseur, avant remises.') },
  { name: 'Unit Retail Price', tech: 'unt_rtl_prc', dss: 'Unit Retail', datatype: 'DECIMAL', fieldType: 'Attribute', domain: 'item', definition: t('Current regular shelf price of one unit.', 'Precio regular actual de una unidad en anaquel.', 'Prix courant régulier d’une unité en tablette.') },
  // Calendar
  { name: 'Calendar Date', tech: 'cal_dt', datatype: 'DATE', fieldType: 'Key', domain: 'calendar', definition: t('Day the activity happened, in the store’s time zone.', 'Día en que ocurrió la actividad, en la zona horaria de la tienda.', 'Jour de l’activité, selon le fuseau horaire du magasin.') },
  { name: 'Fiscal Week Number', tech: 'fscl_wk_nbr', dss: 'WM Week', datatype: 'INTEGER', fieldType: 'Dimension', domain: 'calendar', definition: t('Week of the fiscal year, from 1 to 52 (53 in some years); weeks run Saturday to Friday.', 'Semana del año fiscal, de 1 a 52 (53 en algunos años); las semanas van de sábado a viernes.', 'Semaine de l’exercice, de 1 à 52 (53 certaines années); les semaines vont du samedi au vendredi.') },
  { name: 'Fiscal Month Number', tech: 'fscl_mth_nbr', datatype: 'INTEGER', fieldType: 'Dimension', domain: 'calendar', definition: t('Month of the fiscal year, from 1 (February) to 12 (January).', 'Mes del año fiscal, de 1 (febrero) a 12 (enero).', 'Mois de l’exercice, de 1 (février) à 12 (janvier).') },
  { name: 'Fiscal Quarter Number', tech: 'fscl_qtr_nbr', datatype: 'INTEGER', fieldType: 'Dimension', domain: 'calendar', definition: t('Quarter of the fiscal year, from 1 to 4.', 'Trimestre del año fiscal, de 1 a 4.', 'Trimestre de l’exercice, de 1 à 4.') },
  { name: 'Fiscal Year', tech: 'fscl_yr_nbr', dss: 'WM Year', datatype: 'INTEGER', fieldType: 'Dimension', domain: 'calendar', definition: t('Fiscal year, named after the calendar year in which it ends.', 'Año fiscal, nombrado por el año calendario en que termina.', 'Exercice, nommé d’après l’année civile où il se termine.') },
  { name: 'Day of Week Name', tech: 'day_of_wk_nm', datatype: 'STRING', fieldType: 'Attribute', domain: 'calendar', definition: t('Name of the weekday of the calendar date.', 'Nombre del día de la semana de la fecha.', 'Nom du jour de la semaine de la date.') },
  { name: 'Holiday Flag', tech: 'hldy_ind', datatype: 'BOOLEAN', fieldType: 'Attribute', domain: 'calendar', definition: t('True when the date is a public holiday or a major shopping event in the market.', 'Verdadero cuando la fecha es un día festivo o un evento de compras importante en el mercado.', 'Vrai lorsque la date est un jour férié ou un grand événement de magasinage dans le marché.') },
  { name: 'Week Start Date', tech: 'wk_strt_dt', datatype: 'DATE', fieldType: 'Attribute', domain: 'calendar', definition: t('Saturday that starts the fiscal week.', 'Sábado con el que inicia la semana fiscal.', 'Samedi qui commence la semaine financière.') },
  { name: 'Week End Date', tech: 'wk_end_dt', datatype: 'DATE', fieldType: 'Attribute', domain: 'calendar', definition: t('Friday that ends the fiscal week.', 'Viernes con el que termina la semana fiscal.', 'Vendredi qui termine la semaine financière.') },
  // Shoppers
  { name: 'Household Identifier', tech: 'hh_id', datatype: 'STRING', fieldType: 'Key', charter: true, domain: 'shopper', definition: t('Anonymous identifier of a loyalty household; it cannot be traced back to a person.', 'Identificador anónimo de un hogar del programa de lealtad; no permite identificar a una persona.', 'Identifiant anonyme d’un ménage du programme de fidélité; il ne permet pas de retrouver une personne.') },
  { name: 'Shopper Segment', tech: 'shpr_sgmt_nm', datatype: 'STRING', fieldType: 'Dimension', domain: 'shopper', definition: t('Segment of the household by what and how it buys, such as value seekers or fresh food lovers.', 'Segmento del hogar según qué y cómo compra, por ejemplo buscadores de precio o amantes de lo fresco.', 'Segment du ménage selon ce qu’il achète et sa façon d’acheter, par exemple chasseurs d’aubaines ou amateurs de produits frais.') },
  { name: 'Household Lifestage', tech: 'hh_lfstg_cd', datatype: 'STRING', fieldType: 'Dimension', charter: true, domain: 'shopper', definition: t('Stage of life of the household, such as young family or retired couple.', 'Etapa de vida del hogar, por ejemplo familia joven o pareja jubilada.', 'Étape de vie du ménage, par exemple jeune famille ou couple retraité.') },
  { name: 'Household Income Band', tech: 'hh_incm_bnd', datatype: 'STRING', fieldType: 'Dimension', charter: true, domain: 'shopper', definition: t('Estimated yearly income band of the household.', 'Rango estimado de ingreso anual del hogar.', 'Tranche estimée du revenu annuel du ménage.') },
  { name: 'Household Size', tech: 'hh_sz', datatype: 'INTEGER', fieldType: 'Attribute', charter: true, domain: 'shopper', definition: t('Number of people in the household, as declared when joining the loyalty program.', 'Número de personas en el hogar, según lo declarado al unirse al programa de lealtad.', 'Nombre de personnes du ménage, déclaré à l’adhésion au programme de fidélité.') },
  { name: 'Loyalty Tier', tech: 'lylty_tier_cd', datatype: 'STRING', fieldType: 'Dimension', domain: 'shopper', definition: t('Tier of the household in the loyalty program.', 'Nivel del hogar en el programa de lealtad.', 'Niveau du ménage dans le programme de fidélité.') },
  { name: 'Distance to Store Band', tech: 'dist_to_str_bnd', datatype: 'STRING', fieldType: 'Dimension', domain: 'shopper', definition: t('Driving distance band between the household and the store it visits most.', 'Rango de distancia en auto entre el hogar y la tienda que más visita.', 'Tranche de distance en voiture entre le ménage et le magasin qu’il fréquente le plus.') },
  { name: 'Preferred Channel', tech: 'prfrd_chnl_cd', datatype: 'STRING', fieldType: 'Dimension', domain: 'shopper', definition: t('Channel where the household spent the most over the last 52 weeks: in store, pickup or delivery.', 'Canal en el que el hogar gastó más en las últimas 52 semanas: tienda, recolección o entrega.', 'Canal où le ménage a le plus dépensé au cours des 52 dernières semaines : magasin, ramassage ou livraison.') },
  { name: 'First Purchase Date', tech: 'frst_prch_dt', datatype: 'DATE', fieldType: 'Attribute', domain: 'shopper', definition: t('Date of the household’s first purchase of the brand.', 'Fecha de la primera compra de la marca por el hogar.', 'Date du premier achat de la marque par le ménage.') },
  { name: 'Last Purchase Date', tech: 'lst_prch_dt', datatype: 'DATE', fieldType: 'Attribute', domain: 'shopper', definition: t('Date of the household’s most recent purchase of the brand.', 'Fecha de la compra más reciente de la marca por el hogar.', 'Date de l’achat le plus récent de la marque par le ménage.') },
  // Online, pickup and delivery
  { name: 'Sales Channel', tech: 'sls_chnl_cd', dss: 'Channel', datatype: 'STRING', fieldType: 'Dimension', domain: 'omni', definition: t('Where the sale happened: in store, online pickup, online delivery or ship to home.', 'Dónde ocurrió la venta: en tienda, recolección en línea, entrega en línea o envío a domicilio.', 'Où la vente a eu lieu : en magasin, ramassage en ligne, livraison en ligne ou expédition à domicile.') },
  { name: 'Order Number', tech: 'ord_nbr', datatype: 'STRING', fieldType: 'Key', domain: 'omni', definition: t('Number of an online order.', 'Número de un pedido en línea.', 'Numéro d’une commande en ligne.') },
  { name: 'Order Date', tech: 'ord_dt', datatype: 'DATE', fieldType: 'Attribute', domain: 'omni', definition: t('Date the shopper placed the online order.', 'Fecha en que el comprador hizo el pedido en línea.', 'Date à laquelle le client a passé la commande en ligne.') },
  { name: 'Fulfillment Type', tech: 'flfl_typ_cd', datatype: 'STRING', fieldType: 'Dimension', domain: 'omni', definition: t('How an online order reached the shopper: store pickup, curbside, delivery or shipping.', 'Cómo llegó un pedido en línea al comprador: recolección en tienda, en el estacionamiento, entrega o envío.', 'Comment une commande en ligne est parvenue au client : ramassage en magasin, à l’auto, livraison ou expédition.') },
  { name: 'Pickup Slot Start Time', tech: 'pkup_slot_strt_ts', datatype: 'TIMESTAMP', fieldType: 'Attribute', domain: 'omni', definition: t('Start of the time slot the shopper chose to collect the order.', 'Inicio del horario que eligió el comprador para recoger el pedido.', 'Début de la plage horaire choisie par le client pour récupérer la commande.') },
  { name: 'Delivery Partner Name', tech: 'dlvr_prtnr_nm', datatype: 'STRING', fieldType: 'Attribute', domain: 'omni', definition: t('Company that delivered the order, or the store itself.', 'Empresa que entregó el pedido, o la propia tienda.', 'Entreprise qui a livré la commande, ou le magasin lui-même.') },
  { name: 'Device Type', tech: 'dvc_typ_cd', datatype: 'STRING', fieldType: 'Dimension', domain: 'omni', definition: t('Device the order was placed from: desktop, mobile web or app.', 'Dispositivo desde el que se hizo el pedido: computadora, web móvil o app.', 'Appareil utilisé pour passer la commande : ordinateur, Web mobile ou application.') },
  { name: 'Traffic Source', tech: 'trfc_src_cd', datatype: 'STRING', fieldType: 'Dimension', domain: 'omni', definition: t('Where the visit came from: direct, search engine, e-mail, social media or advertising.', 'De dónde vino la visita: directa, buscador, correo electrónico, redes sociales o publicidad.', 'Provenance de la visite : directe, moteur de recherche, courriel, médias sociaux ou publicité.') },
  // Digital
  { name: 'Search Term', tech: 'srch_trm_txt', datatype: 'STRING', fieldType: 'Attribute', domain: 'digital', definition: t('Words a shopper typed in the on-site search box, in lower case.', 'Palabras que un comprador escribió en el buscador del sitio, en minúsculas.', 'Mots saisis par un client dans la boîte de recherche du site, en minuscules.') },
  { name: 'Page Type', tech: 'pg_typ_cd', datatype: 'STRING', fieldType: 'Dimension', domain: 'digital', definition: t('Kind of page viewed: home, search, browse, product or cart.', 'Tipo de página vista: inicio, búsqueda, navegación, producto o carrito.', 'Type de page consultée : accueil, recherche, navigation, produit ou panier.') },
  { name: 'Session Identifier', tech: 'sess_id', datatype: 'STRING', fieldType: 'Key', charter: true, domain: 'digital', definition: t('Anonymous identifier of one visit to the website or the app.', 'Identificador anónimo de una visita al sitio web o a la app.', 'Identifiant anonyme d’une visite du site Web ou de l’application.') },
  { name: 'Campaign Identifier', tech: 'cmpgn_id', datatype: 'STRING', fieldType: 'Key', domain: 'digital', definition: t('Identifier of the advertising campaign that brought the visit.', 'Identificador de la campaña publicitaria que generó la visita.', 'Identifiant de la campagne publicitaire à l’origine de la visite.') },
  { name: 'Ad Placement', tech: 'ad_plcmnt_cd', datatype: 'STRING', fieldType: 'Dimension', charter: true, domain: 'digital', definition: t('Where a sponsored ad was shown: search results, product page or home page.', 'Dónde se mostró un anuncio patrocinado: resultados de búsqueda, página de producto o página de inicio.', 'Emplacement d’une annonce commanditée : résultats de recherche, page de produit ou page d’accueil.') },
  // Customer perception
  { name: 'Survey Identifier', tech: 'srvy_id', datatype: 'STRING', fieldType: 'Key', domain: 'perception', definition: t('Identifier of a shopper survey.', 'Identificador de una encuesta a compradores.', 'Identifiant d’un sondage auprès des clients.') },
  { name: 'Survey Question Text', tech: 'srvy_qstn_txt', datatype: 'STRING', fieldType: 'Attribute', domain: 'perception', definition: t('Wording of the survey question as shoppers saw it.', 'Redacción de la pregunta de la encuesta tal como la vieron los compradores.', 'Libellé de la question du sondage tel que vu par les clients.') },
  { name: 'Survey Response Date', tech: 'srvy_rspns_dt', datatype: 'DATE', fieldType: 'Attribute', domain: 'perception', definition: t('Date the shopper answered the survey.', 'Fecha en que el comprador respondió la encuesta.', 'Date à laquelle le client a répondu au sondage.') },
  { name: 'Verbatim Comment', tech: 'vrbtm_cmnt_txt', datatype: 'STRING', fieldType: 'Attribute', charter: true, domain: 'perception', definition: t('Free-text comment the shopper wrote, with personal details removed.', 'Comentario libre que escribió el comprador, sin datos personales.', 'Commentaire libre rédigé par le client, sans renseignements personnels.') },
  { name: 'Response Score', tech: 'rspns_scr', datatype: 'INTEGER', fieldType: 'Metric', domain: 'perception', definition: t('Score the shopper gave to one survey question.', 'Calificación que dio el comprador a una pregunta de la encuesta.', 'Note donnée par le client à une question du sondage.') },
  // Pricing and promotions
  { name: 'Promotion Identifier', tech: 'promo_id', datatype: 'STRING', fieldType: 'Key', domain: 'promo', definition: t('Identifier of a promotion event.', 'Identificador de un evento promocional.', 'Identifiant d’un événement promotionnel.') },
  { name: 'Promotion Type', tech: 'promo_typ_cd', datatype: 'STRING', fieldType: 'Dimension', domain: 'promo', definition: t('Kind of promotion: rollback, clearance, feature display, coupon or price pack.', 'Tipo de promoción: rebaja, liquidación, exhibición especial, cupón o paquete con precio especial.', 'Type de promotion : baisse de prix, liquidation, étalage vedette, coupon ou emballage à prix spécial.') },
  { name: 'Promotion Start Date', tech: 'promo_strt_dt', datatype: 'DATE', fieldType: 'Attribute', domain: 'promo', definition: t('First day the promotion is active.', 'Primer día en que la promoción está activa.', 'Premier jour où la promotion est active.') },
  { name: 'Promotion End Date', tech: 'promo_end_dt', datatype: 'DATE', fieldType: 'Attribute', domain: 'promo', definition: t('Last day the promotion is active.', 'Último día en que la promoción está activa.', 'Dernier jour où la promotion est active.') },
  { name: 'Feature Display Flag', tech: 'ftr_dsply_ind', datatype: 'BOOLEAN', fieldType: 'Attribute', domain: 'promo', definition: t('True when the item had an end cap or other feature display in the store.', 'Verdadero cuando el artículo tuvo una cabecera u otra exhibición especial en la tienda.', 'Vrai lorsque l’article avait une tête de gondole ou un autre étalage vedette en magasin.') },
  { name: 'Rollback Flag', tech: 'rlbk_ind', dss: 'Rollback', datatype: 'BOOLEAN', fieldType: 'Attribute', domain: 'promo', definition: t('True when the item was on a temporary price reduction.', 'Verdadero cuando el artículo tenía una reducción de precio temporal.', 'Vrai lorsque l’article faisait l’objet d’une baisse de prix temporaire.') },
  { name: 'Price Type', tech: 'prc_typ_cd', datatype: 'STRING', fieldType: 'Dimension', domain: 'promo', definition: t('Type of the price in effect: regular, rollback, clearance or special buy.', 'Tipo de precio vigente: regular, rebaja, liquidación o compra especial.', 'Type de prix en vigueur : régulier, baisse de prix, liquidation ou achat spécial.') },
  // Supply chain
  { name: 'Distribution Center Number', tech: 'dc_nbr', dss: 'DC Nbr', datatype: 'INTEGER', fieldType: 'Key', domain: 'supply', definition: t('Number of the distribution center that serves the store.', 'Número del centro de distribución que abastece a la tienda.', 'Numéro du centre de distribution qui dessert le magasin.') },
  { name: 'Distribution Center Name', tech: 'dc_nm', datatype: 'STRING', fieldType: 'Attribute', domain: 'supply', definition: t('Name and city of the distribution center.', 'Nombre y ciudad del centro de distribución.', 'Nom et ville du centre de distribution.') },
  { name: 'Purchase Order Number', tech: 'po_nbr', dss: 'PO Nbr', datatype: 'STRING', fieldType: 'Key', domain: 'supply', definition: t('Number of the purchase order sent to the supplier.', 'Número de la orden de compra enviada al proveedor.', 'Numéro du bon de commande envoyé au fournisseur.') },
  { name: 'Replenishment Type', tech: 'rplnsh_typ_cd', datatype: 'STRING', fieldType: 'Dimension', domain: 'supply', definition: t('How the store is restocked: through a distribution center, direct store delivery or cross-dock.', 'Cómo se resurte la tienda: por centro de distribución, entrega directa a tienda o cross-dock.', 'Mode de réapprovisionnement du magasin : centre de distribution, livraison directe en magasin ou transbordement.') },
  { name: 'Order Cycle Days', tech: 'ord_cycl_days', datatype: 'INTEGER', fieldType: 'Attribute', domain: 'supply', definition: t('Days between two regular orders of the item.', 'Días entre dos pedidos regulares del artículo.', 'Nombre de jours entre deux commandes régulières de l’article.') },
  { name: 'Ship Point Number', tech: 'shp_pt_nbr', datatype: 'STRING', fieldType: 'Key', domain: 'supply', definition: t('Supplier location the goods ship from.', 'Ubicación del proveedor desde la que se envía la mercancía.', 'Emplacement du fournisseur d’où la marchandise est expédiée.') },
  { name: 'Appointment Date', tech: 'appt_dt', datatype: 'DATE', fieldType: 'Attribute', domain: 'supply', definition: t('Date of the delivery appointment at the distribution center.', 'Fecha de la cita de entrega en el centro de distribución.', 'Date du rendez-vous de livraison au centre de distribution.') },
];

/** Merchandise departments and channels the generator scopes measures to, beyond the seed. */
export const DEPARTMENTS: { name: string; tech: string; es: string; fr: string }[] = [
  { name: 'Grocery', tech: 'grcy', es: 'Abarrotes', fr: 'Épicerie' },
  { name: 'Dairy', tech: 'dairy', es: 'Lácteos', fr: 'Produits laitiers' },
  { name: 'Frozen', tech: 'frzn', es: 'Congelados', fr: 'Surgelés' },
  { name: 'Produce', tech: 'prdc', es: 'Frutas y verduras', fr: 'Fruits et légumes' },
  { name: 'Meat', tech: 'meat', es: 'Carnes', fr: 'Viandes' },
  { name: 'Seafood', tech: 'sfd', es: 'Pescados y mariscos', fr: 'Poissons et fruits de mer' },
  { name: 'Bakery', tech: 'bkry', es: 'Panadería', fr: 'Boulangerie' },
  { name: 'Deli', tech: 'deli', es: 'Salchichonería', fr: 'Charcuterie' },
  { name: 'Beverages', tech: 'bev', es: 'Bebidas', fr: 'Boissons' },
  { name: 'Snacks', tech: 'snck', es: 'Botanas', fr: 'Grignotines' },
  { name: 'Candy', tech: 'cndy', es: 'Dulces', fr: 'Confiseries' },
  { name: 'Coffee', tech: 'cof', es: 'Café', fr: 'Café' },
  { name: 'Cereal', tech: 'crl', es: 'Cereales', fr: 'Céréales' },
  { name: 'Canned Goods', tech: 'cnd_gds', es: 'Enlatados', fr: 'Conserves' },
  { name: 'Condiments', tech: 'cndmnt', es: 'Condimentos', fr: 'Condiments' },
  { name: 'Baking Supplies', tech: 'bkng', es: 'Repostería', fr: 'Produits de pâtisserie' },
  { name: 'International Foods', tech: 'intl_fd', es: 'Alimentos internacionales', fr: 'Aliments internationaux' },
  { name: 'Natural and Organic', tech: 'ntrl_org', es: 'Naturales y orgánicos', fr: 'Naturels et biologiques' },
  { name: 'Wine', tech: 'wine', es: 'Vinos', fr: 'Vins' },
  { name: 'Beer', tech: 'beer', es: 'Cervezas', fr: 'Bières' },
  { name: 'Spirits', tech: 'sprt', es: 'Licores', fr: 'Spiritueux' },
  { name: 'Pharmacy', tech: 'phrm', es: 'Farmacia', fr: 'Pharmacie' },
  { name: 'Health', tech: 'hlth', es: 'Salud', fr: 'Santé' },
  { name: 'Beauty', tech: 'bty', es: 'Belleza', fr: 'Beauté' },
  { name: 'Personal Care', tech: 'prsnl_cr', es: 'Cuidado personal', fr: 'Soins personnels' },
  { name: 'Baby', tech: 'baby', es: 'Bebés', fr: 'Bébés' },
  { name: 'Household Chemicals', tech: 'hh_chml', es: 'Limpieza del hogar', fr: 'Produits d’entretien' },
  { name: 'Paper Goods', tech: 'ppr', es: 'Papel', fr: 'Articles en papier' },
  { name: 'Pets', tech: 'pet', es: 'Mascotas', fr: 'Animaux de compagnie' },
  { name: 'Toys', tech: 'toys', es: 'Juguetes', fr: 'Jouets' },
  { name: 'Electronics', tech: 'elec', es: 'Electrónica', fr: 'Électronique' },
  { name: 'Video Games', tech: 'vdgm', es: 'Videojuegos', fr: 'Jeux vidéo' },
  { name: 'Apparel', tech: 'aprl', es: 'Ropa', fr: 'Vêtements' },
  { name: 'Shoes', tech: 'shoe', es: 'Calzado', fr: 'Chaussures' },
  { name: 'Jewelry', tech: 'jwlry', es: 'Joyería', fr: 'Bijouterie' },
  { name: 'Home Decor', tech: 'hm_dcr', es: 'Decoración', fr: 'Décoration' },
  { name: 'Kitchen', tech: 'ktchn', es: 'Cocina', fr: 'Cuisine' },
  { name: 'Bedding', tech: 'bdng', es: 'Blancos', fr: 'Literie' },
  { name: 'Furniture', tech: 'frntr', es: 'Muebles', fr: 'Meubles' },
  { name: 'Garden', tech: 'grdn', es: 'Jardín', fr: 'Jardin' },
  { name: 'Hardware', tech: 'hdwr', es: 'Ferretería', fr: 'Quincaillerie' },
  { name: 'Paint', tech: 'pnt', es: 'Pinturas', fr: 'Peinture' },
  { name: 'Automotive', tech: 'auto', es: 'Automotriz', fr: 'Automobile' },
  { name: 'Sporting Goods', tech: 'sprt_gds', es: 'Deportes', fr: 'Articles de sport' },
  { name: 'Outdoor Living', tech: 'outdr', es: 'Exteriores', fr: 'Vie extérieure' },
  { name: 'Office Supplies', tech: 'ofc', es: 'Papelería', fr: 'Fournitures de bureau' },
  { name: 'Books', tech: 'bks', es: 'Libros', fr: 'Livres' },
  { name: 'Crafts', tech: 'crft', es: 'Manualidades', fr: 'Artisanat' },
  { name: 'Party Supplies', tech: 'prty', es: 'Artículos para fiestas', fr: 'Articles de fête' },
  { name: 'Seasonal', tech: 'ssnl', es: 'Temporada', fr: 'Saisonnier' },
];

export const CHANNELS: { name: string; tech: string; phrase: Texts | null }[] = [
  { name: '', tech: '', phrase: null },
  { name: 'In Store', tech: 'instr', phrase: { en: 'for purchases made in the store only', es: 'solo compras en tienda', fr: 'pour les achats en magasin seulement' } },
  { name: 'Online', tech: 'onln', phrase: { en: 'for online orders only', es: 'solo pedidos en línea', fr: 'pour les commandes en ligne seulement' } },
  { name: 'Pickup', tech: 'pkup', phrase: { en: 'for online orders collected at the store only', es: 'solo pedidos en línea recogidos en tienda', fr: 'pour les commandes en ligne ramassées en magasin seulement' } },
  { name: 'Delivery', tech: 'dlvr', phrase: { en: 'for delivered online orders only', es: 'solo pedidos en línea entregados a domicilio', fr: 'pour les commandes en ligne livrées seulement' } },
];
