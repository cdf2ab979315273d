import type { KbSeedArticle } from './types.js';

/** Release notes of the releases 2025.09 to 2026.04, one product each. */
export const RELEASE_NOTES_PART_1: KbSeedArticle[] = [
  {
    slug: 'report-builder-2025-09',
    topic: 'product-updates',
    products: ['REPORT_BUILDER'],
    release: '2025.09',
    publishedAt: '2025-09-16T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Report Builder 2025.09: compare with last year',
        summary: 'Year-over-year columns in one click, faster previews and clearer export messages.',
        body: `## What's new

- **Compare to last year**: turn it on in **Date range** to add last year's values for the same retail weeks and a **% change** column.
- **Duplicate** a saved report from the **More** menu in **My reports**.

## Improvements

- Previews of reports with up to 100,000 rows load about 40 percent faster.
- Large exports now continue in the background, and you receive an email when the file is ready.
- The **Data as of** date appears above every preview.

## Fixes

- Item numbers with leading zeros are kept as text in CSV exports.
- Scheduled reports no longer run twice on the day daylight saving time ends.
- Filters on a removed column are now listed in the **Filters** panel instead of applying silently.`,
      },
      'es-MX': {
        title: 'Report Builder 2025.09: compara con el año pasado',
        summary:
          'Columnas de comparación anual en un clic, vistas previas más rápidas y mensajes de exportación más claros.',
        body: `## Novedades

- **Comparar con el año pasado**: actívalo en **Rango de fechas** para agregar los valores del año pasado de las mismas semanas comerciales y una columna de **% de cambio**.
- **Duplica** un reporte guardado desde el menú **Más** en **Mis reportes**.

## Mejoras

- Las vistas previas de reportes con hasta 100,000 filas cargan cerca de 40 por ciento más rápido.
- Las exportaciones grandes ahora continúan en segundo plano y recibes un correo cuando el archivo está listo.
- La fecha **Datos al** aparece arriba de cada vista previa.

## Correcciones

- Los números de artículo con ceros iniciales se conservan como texto en las exportaciones CSV.
- Los reportes programados ya no se ejecutan dos veces el día en que termina el horario de verano.
- Los filtros sobre una columna eliminada ahora aparecen en el panel **Filtros** en lugar de aplicarse sin aviso.`,
      },
      'fr-CA': {
        title: 'Report Builder 2025.09 : comparez avec l’an dernier',
        summary:
          'Des colonnes de comparaison annuelle en un clic, des aperçus plus rapides et des messages d’exportation plus clairs.',
        body: `## Nouveautés

- **Comparer avec l’an dernier** : activez cette option dans **Période** pour ajouter les valeurs de l’an dernier pour les mêmes semaines commerciales et une colonne **% de variation**.
- **Dupliquez** un rapport enregistré à partir du menu **Plus** de **Mes rapports**.

## Améliorations

- Les aperçus des rapports comptant jusqu’à 100 000 lignes se chargent environ 40 % plus vite.
- Les exportations volumineuses se poursuivent maintenant en arrière-plan, et vous recevez un courriel lorsque le fichier est prêt.
- La date **Données au** s’affiche au-dessus de chaque aperçu.

## Corrections

- Les numéros d’article commençant par des zéros sont conservés en texte dans les exportations CSV.
- Les rapports planifiés ne s’exécutent plus deux fois le jour où l’heure avancée prend fin.
- Les filtres sur une colonne retirée figurent maintenant dans le panneau **Filtres** au lieu de s’appliquer sans avertissement.`,
      },
    },
  },
  {
    slug: 'shopper-behavior-2025-10',
    topic: 'product-updates',
    products: ['SHOPPER_BEHAVIOR'],
    release: '2025.10',
    publishedAt: '2025-10-14T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Shopper Behavior 2025.10: basket affinity by store cluster',
        summary:
          'See which products go in the basket with yours, now split by store cluster, plus faster switching reports.',
        body: `## What's new

- **Basket affinity by store cluster**: compare the products most often bought with yours in urban, suburban and rural stores.
- **Competitor sets**: save up to five sets of competing brands and reuse them in every switching analysis.

## Improvements

- Switching reports for 52 weeks now load in under ten seconds.
- Penetration and repeat-rate charts show the category average as a dotted line.
- Exports to Excel keep the chart titles and the filters you applied.

## Fixes

- Spend per trip no longer double-counts transactions split across two payment cards.
- The week selector shows the correct retail week number around the new year.
- Shared links to a saved view open with the same competitor set.`,
      },
      'es-MX': {
        title: 'Shopper Behavior 2025.10: afinidad de canasta por grupo de tiendas',
        summary:
          'Ve qué productos van en la canasta junto con los tuyos, ahora por grupo de tiendas, y reportes de cambio de marca más rápidos.',
        body: `## Novedades

- **Afinidad de canasta por grupo de tiendas**: compara los productos que más se compran junto con los tuyos en tiendas urbanas, suburbanas y rurales.
- **Conjuntos de competidores**: guarda hasta cinco conjuntos de marcas competidoras y reutilízalos en cada análisis de cambio de marca.

## Mejoras

- Los reportes de cambio de marca de 52 semanas ahora cargan en menos de diez segundos.
- Las gráficas de penetración y tasa de recompra muestran el promedio de la categoría como una línea punteada.
- Las exportaciones a Excel conservan los títulos de las gráficas y los filtros que aplicaste.

## Correcciones

- El gasto por visita ya no cuenta dos veces las transacciones pagadas con dos tarjetas.
- El selector de semanas muestra el número de semana comercial correcto en el cambio de año.
- Los enlaces compartidos a una vista guardada se abren con el mismo conjunto de competidores.`,
      },
      'fr-CA': {
        title: 'Shopper Behavior 2025.10 : affinité de panier par groupe de magasins',
        summary:
          'Voyez quels produits se retrouvent dans le panier avec les vôtres, maintenant par groupe de magasins, et des rapports de transfert plus rapides.',
        body: `## Nouveautés

- **Affinité de panier par groupe de magasins** : comparez les produits le plus souvent achetés avec les vôtres dans les magasins urbains, de banlieue et ruraux.
- **Ensembles de concurrents** : enregistrez jusqu’à cinq ensembles de marques concurrentes et réutilisez-les dans chaque analyse de transfert.

## Améliorations

- Les rapports de transfert sur 52 semaines se chargent maintenant en moins de dix secondes.
- Les graphiques de pénétration et de taux de rachat affichent la moyenne de la catégorie en pointillé.
- Les exportations vers Excel conservent les titres des graphiques et les filtres appliqués.

## Corrections

- La dépense par visite ne compte plus en double les transactions payées avec deux cartes.
- Le sélecteur de semaines affiche le bon numéro de semaine commerciale au changement d’année.
- Les liens partagés vers une vue enregistrée s’ouvrent avec le même ensemble de concurrents.`,
      },
    },
  },
  {
    slug: 'channel-insights-2025-11',
    topic: 'product-updates',
    products: ['CHANNEL_INSIGHTS'],
    release: '2025.11',
    publishedAt: '2025-11-11T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Channel Insights 2025.11: holiday channel tracker',
        summary:
          'A daily view of store, pickup and delivery sales for the holiday season, and clearer substitution data.',
        body: `## What's new

- **Holiday channel tracker**: follow daily sales by channel from November 1 to January 15, compared with the same days last year.
- **Substitution reasons**: see why an online order line was substituted, such as out of stock or damaged.

## Improvements

- The channel shift chart can now show units as well as sales dollars.
- Business review views include a one-page summary you can export to PowerPoint.
- Ship-to-home sales appear two days earlier than before.

## Fixes

- Pickup orders canceled before pickup are no longer counted as sales.
- Online availability now excludes stores that were temporarily closed.
- The channel filter keeps its selection when you switch between items and categories.`,
      },
      'es-MX': {
        title: 'Channel Insights 2025.11: seguimiento de canales en temporada navideña',
        summary:
          'Una vista diaria de las ventas en tienda, recolección y entrega durante la temporada navideña, y datos de sustitución más claros.',
        body: `## Novedades

- **Seguimiento de canales en temporada navideña**: sigue las ventas diarias por canal del 1 de noviembre al 15 de enero, comparadas con los mismos días del año pasado.
- **Motivos de sustitución**: ve por qué se sustituyó una línea de un pedido en línea, por ejemplo por falta de existencias o por daño.

## Mejoras

- La gráfica de cambio entre canales ahora puede mostrar unidades además de ventas en dólares.
- Las vistas para revisiones de negocio incluyen un resumen de una página que puedes exportar a PowerPoint.
- Las ventas con envío a domicilio aparecen dos días antes que antes.

## Correcciones

- Los pedidos para recoger cancelados antes de la recolección ya no se cuentan como ventas.
- La disponibilidad en línea ahora excluye las tiendas cerradas temporalmente.
- El filtro de canal conserva tu selección cuando cambias entre artículos y categorías.`,
      },
      'fr-CA': {
        title: 'Channel Insights 2025.11 : suivi des canaux pendant les Fêtes',
        summary:
          'Une vue quotidienne des ventes en magasin, en cueillette et en livraison pendant les Fêtes, et des données de substitution plus claires.',
        body: `## Nouveautés

- **Suivi des canaux pendant les Fêtes** : suivez les ventes quotidiennes par canal du 1er novembre au 15 janvier, comparées aux mêmes jours l’an dernier.
- **Motifs de substitution** : voyez pourquoi une ligne de commande en ligne a été substituée, par exemple en raison d’une rupture de stock ou d’un bris.

## Améliorations

- Le graphique de transfert entre canaux peut maintenant afficher les unités en plus des ventes en dollars.
- Les vues pour les revues d’affaires comprennent un sommaire d’une page exportable vers PowerPoint.
- Les ventes expédiées à domicile s’affichent deux jours plus tôt qu’avant.

## Corrections

- Les commandes de cueillette annulées avant la cueillette ne sont plus comptées comme des ventes.
- La disponibilité en ligne exclut maintenant les magasins temporairement fermés.
- Le filtre de canal garde votre sélection lorsque vous passez des articles aux catégories.`,
      },
    },
  },
  {
    slug: 'customer-perception-2025-12',
    topic: 'product-updates',
    products: ['CUSTOMER_PERCEPTION'],
    release: '2025.12',
    publishedAt: '2025-12-09T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Customer Perception 2025.12: sentiment alerts by email',
        summary:
          'Get an email when ratings for one of your items change sharply, and read review themes in Spanish too.',
        body: `## What's new

- **Sentiment alerts by email**: choose items to watch and get an email when their average rating moves by more than half a star in a week.
- **Spanish-language reviews**: review themes now include reviews written in Spanish, translated into English.

## Improvements

- Review themes are grouped into quality, value, packaging and availability.
- The rating distribution chart shows the category benchmark beside your items.
- Survey results can be filtered by region.

## Fixes

- Reviews of discontinued items no longer appear in current-period totals.
- Survey answers with no rating are excluded from averages instead of counted as zero.
- The theme word cloud displays accented characters correctly.`,
      },
      'es-MX': {
        title: 'Customer Perception 2025.12: alertas de opinión por correo',
        summary:
          'Recibe un correo cuando las calificaciones de uno de tus artículos cambien mucho, y consulta también temas de reseñas en español.',
        body: `## Novedades

- **Alertas de opinión por correo**: elige los artículos que quieres vigilar y recibe un correo cuando su calificación promedio cambie más de media estrella en una semana.
- **Reseñas en español**: los temas de reseñas ahora incluyen las reseñas escritas en español, traducidas al inglés.

## Mejoras

- Los temas de reseñas se agrupan en calidad, valor, empaque y disponibilidad.
- La gráfica de distribución de calificaciones muestra el punto de referencia de la categoría junto a tus artículos.
- Los resultados de encuestas se pueden filtrar por región.

## Correcciones

- Las reseñas de artículos descontinuados ya no aparecen en los totales del periodo actual.
- Las respuestas de encuesta sin calificación se excluyen de los promedios en lugar de contarse como cero.
- La nube de palabras de temas muestra correctamente los caracteres acentuados.`,
      },
      'fr-CA': {
        title: 'Customer Perception 2025.12 : alertes de sentiment par courriel',
        summary:
          'Recevez un courriel lorsque les notes d’un de vos articles changent fortement, et consultez aussi les thèmes des avis en espagnol.',
        body: `## Nouveautés

- **Alertes de sentiment par courriel** : choisissez les articles à surveiller et recevez un courriel lorsque leur note moyenne varie de plus d’une demi-étoile en une semaine.
- **Avis en espagnol** : les thèmes des avis comprennent maintenant les avis rédigés en espagnol, traduits en anglais.

## Améliorations

- Les thèmes des avis sont regroupés en qualité, valeur, emballage et disponibilité.
- Le graphique de répartition des notes affiche la référence de la catégorie à côté de vos articles.
- Les résultats des sondages peuvent être filtrés par région.

## Corrections

- Les avis sur des articles abandonnés n’apparaissent plus dans les totaux de la période en cours.
- Les réponses de sondage sans note sont exclues des moyennes au lieu d’être comptées comme zéro.
- Le nuage de mots des thèmes affiche correctement les caractères accentués.`,
      },
    },
  },
  {
    slug: 'insights-activation-2026-01',
    topic: 'product-updates',
    products: ['INSIGHTS_ACTIVATION'],
    release: '2026.01',
    publishedAt: '2026-01-20T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Insights Activation 2026.01: audience size estimates',
        summary:
          'See how many shoppers an audience reaches before you send it, and follow campaign results week by week.',
        body: `## What's new

- **Audience size estimates**: the audience builder shows the expected reach as you add or remove segments.
- **Weekly campaign results**: closed-loop sales measurement now updates every week while a campaign runs, not only at the end.

## Improvements

- Audiences built from Shopper Behavior segments keep the segment name, so they are easier to find.
- You can copy an audience and change one segment instead of starting over.
- The beta feedback button now lets you attach a screenshot.

## Fixes

- Audiences smaller than the minimum size now show a clear message instead of failing when sent.
- Incremental sales no longer include items outside the campaign.
- Campaign dates display in the time zone set in your profile.`,
      },
      'es-MX': {
        title: 'Insights Activation 2026.01: estimación del tamaño de audiencias',
        summary:
          'Ve a cuántos compradores llega una audiencia antes de enviarla y sigue los resultados de la campaña semana a semana.',
        body: `## Novedades

- **Estimación del tamaño de audiencias**: el generador de audiencias muestra el alcance esperado mientras agregas o quitas segmentos.
- **Resultados semanales de campaña**: la medición de ventas de circuito cerrado ahora se actualiza cada semana mientras la campaña está activa, no solo al final.

## Mejoras

- Las audiencias creadas con segmentos de Shopper Behavior conservan el nombre del segmento, así que son más fáciles de encontrar.
- Puedes copiar una audiencia y cambiar un segmento en lugar de empezar de cero.
- El botón de comentarios de la versión beta ahora te permite adjuntar una captura de pantalla.

## Correcciones

- Las audiencias más pequeñas que el tamaño mínimo ahora muestran un mensaje claro en lugar de fallar al enviarse.
- Las ventas incrementales ya no incluyen artículos fuera de la campaña.
- Las fechas de las campañas se muestran en la zona horaria de tu perfil.`,
      },
      'fr-CA': {
        title: 'Insights Activation 2026.01 : estimation de la taille des auditoires',
        summary:
          'Voyez combien d’acheteurs un auditoire rejoint avant de l’envoyer, et suivez les résultats de la campagne semaine après semaine.',
        body: `## Nouveautés

- **Estimation de la taille des auditoires** : le générateur d’auditoires affiche la portée prévue à mesure que vous ajoutez ou retirez des segments.
- **Résultats hebdomadaires des campagnes** : la mesure des ventes en boucle fermée est maintenant mise à jour chaque semaine pendant la campagne, et pas seulement à la fin.

## Améliorations

- Les auditoires créés à partir de segments Shopper Behavior gardent le nom du segment, ce qui les rend plus faciles à trouver.
- Vous pouvez copier un auditoire et changer un segment au lieu de recommencer.
- Le bouton de commentaires de la version bêta permet maintenant de joindre une capture d’écran.

## Corrections

- Les auditoires sous la taille minimale affichent maintenant un message clair au lieu d’échouer à l’envoi.
- Les ventes supplémentaires n’incluent plus les articles hors campagne.
- Les dates des campagnes s’affichent dans le fuseau horaire de votre profil.`,
      },
    },
  },
  {
    slug: 'digital-landscapes-2026-02',
    topic: 'product-updates',
    products: ['DIGITAL_LANDSCAPES'],
    release: '2026.02',
    publishedAt: '2026-02-17T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Digital Landscapes 2026.02: content score recommendations',
        summary: 'Clear, item-by-item suggestions to raise your content scores, and share of search by keyword group.',
        body: `## What's new

- **Content score recommendations**: each product page now lists what would raise its score, such as adding a fourth image or a longer description.
- **Keyword groups**: group search terms, for example all the ways shoppers search for paper towels, and see share of search for the whole group.

## Improvements

- Search rank history now covers 13 months for every tracked keyword.
- The competitor comparison highlights the top three items for each keyword.
- Exports include the content score breakdown by title, images and description.

## Fixes

- Sponsored results are no longer counted as organic search rank.
- Items with several variants, such as sizes, show one combined rating.
- Keywords with special characters can be added to tracking again.`,
      },
      'es-MX': {
        title: 'Digital Landscapes 2026.02: recomendaciones para la calificación de contenido',
        summary:
          'Sugerencias claras, artículo por artículo, para subir tus calificaciones de contenido, y participación en búsquedas por grupo de palabras clave.',
        body: `## Novedades

- **Recomendaciones de contenido**: cada página de producto ahora muestra qué subiría su calificación, como agregar una cuarta imagen o una descripción más larga.
- **Grupos de palabras clave**: agrupa términos de búsqueda, por ejemplo todas las formas en que los compradores buscan toallas de papel, y ve la participación en búsquedas de todo el grupo.

## Mejoras

- El historial de posición en búsquedas ahora abarca 13 meses para cada palabra clave monitoreada.
- La comparación con competidores resalta los tres primeros artículos de cada palabra clave.
- Las exportaciones incluyen el desglose de la calificación de contenido por título, imágenes y descripción.

## Correcciones

- Los resultados patrocinados ya no se cuentan en la posición orgánica de búsqueda.
- Los artículos con varias variantes, como tamaños, muestran una sola calificación combinada.
- Las palabras clave con caracteres especiales se pueden volver a agregar al monitoreo.`,
      },
      'fr-CA': {
        title: 'Digital Landscapes 2026.02 : recommandations pour les notes de contenu',
        summary:
          'Des suggestions claires, article par article, pour améliorer vos notes de contenu, et la part de recherche par groupe de mots clés.',
        body: `## Nouveautés

- **Recommandations de contenu** : chaque page de produit indique maintenant ce qui ferait monter sa note, comme l’ajout d’une quatrième image ou d’une description plus longue.
- **Groupes de mots clés** : regroupez des termes de recherche, par exemple toutes les façons dont les acheteurs cherchent des essuie-tout, et voyez la part de recherche de tout le groupe.

## Améliorations

- L’historique du rang de recherche couvre maintenant 13 mois pour chaque mot clé suivi.
- La comparaison avec les concurrents met en évidence les trois premiers articles pour chaque mot clé.
- Les exportations comprennent le détail de la note de contenu par titre, images et description.

## Corrections

- Les résultats commandités ne sont plus comptés dans le rang de recherche organique.
- Les articles offerts en plusieurs variantes, comme des formats, affichent une seule note combinée.
- Les mots clés contenant des caractères spéciaux peuvent de nouveau être ajoutés au suivi.`,
      },
    },
  },
  {
    slug: 'modular-intelligence-2026-03',
    topic: 'product-updates',
    products: ['MODULAR_INTELLIGENCE'],
    release: '2026.03',
    publishedAt: '2026-03-17T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Modular Intelligence 2026.03: before-and-after reset reports',
        summary: 'Measure how a modular reset changed your sales, and compare store clusters side by side.',
        body: `## What's new

- **Before-and-after reset reports**: pick a reset date and compare sales per linear foot for the eight weeks before and after.
- **Cluster comparison**: place two store clusters side by side to see how the same modular performs in each.

## Improvements

- The planogram heat map now shows units as well as sales.
- Facing counts are updated weekly instead of monthly.
- Hovering over a shelf position shows the item, its facings and its sales rank.

## Fixes

- Items moved between modulars during a reset are no longer counted twice.
- Stores without a current planogram are listed separately instead of lowering cluster averages.
- The linear-foot total matches the modular width for end caps.`,
      },
      'es-MX': {
        title: 'Modular Intelligence 2026.03: reportes de antes y después del cambio de planograma',
        summary: 'Mide cómo cambió tus ventas un cambio de planograma y compara grupos de tiendas lado a lado.',
        body: `## Novedades

- **Reportes de antes y después**: elige la fecha de un cambio de planograma y compara las ventas por pie lineal de las ocho semanas anteriores y posteriores.
- **Comparación de grupos**: coloca dos grupos de tiendas lado a lado para ver cómo funciona el mismo módulo en cada uno.

## Mejoras

- El mapa de calor del planograma ahora muestra unidades además de ventas.
- Los frentes se actualizan cada semana en lugar de cada mes.
- Al pasar el puntero sobre una posición del anaquel, ves el artículo, sus frentes y su lugar en ventas.

## Correcciones

- Los artículos que cambian de módulo durante un cambio de planograma ya no se cuentan dos veces.
- Las tiendas sin planograma vigente se muestran por separado en lugar de bajar los promedios del grupo.
- El total de pies lineales coincide con el ancho del módulo en las cabeceras.`,
      },
      'fr-CA': {
        title: 'Modular Intelligence 2026.03 : rapports avant-après les remises à niveau',
        summary:
          'Mesurez l’effet d’une remise à niveau de planogramme sur vos ventes et comparez des groupes de magasins côte à côte.',
        body: `## Nouveautés

- **Rapports avant-après** : choisissez la date d’une remise à niveau et comparez les ventes par pied linéaire des huit semaines précédentes et suivantes.
- **Comparaison de groupes** : placez deux groupes de magasins côte à côte pour voir le rendement du même module dans chacun.

## Améliorations

- La carte thermique du planogramme affiche maintenant les unités en plus des ventes.
- Le nombre de faces est mis à jour chaque semaine plutôt que chaque mois.
- En survolant une position de la tablette, vous voyez l’article, ses faces et son rang de ventes.

## Corrections

- Les articles déplacés d’un module à l’autre pendant une remise à niveau ne sont plus comptés deux fois.
- Les magasins sans planogramme en vigueur sont présentés à part au lieu de faire baisser les moyennes du groupe.
- Le total en pieds linéaires correspond à la largeur du module pour les bouts d’allée.`,
      },
    },
  },
  {
    slug: 'customer-pulse-2026-04',
    topic: 'product-updates',
    products: ['CUSTOMER_PULSE'],
    release: '2026.04',
    publishedAt: '2026-04-21T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Customer Pulse 2026.04: custom questions for your category',
        summary:
          'Alpha suppliers can now add their own questions to the weekly pulse survey and see results by region.',
        body: `## What's new

- **Custom questions**: add up to two questions of your own to the weekly survey for your category. The retailer's research team reviews each question before it goes live.
- **Results by region**: filter weekly sentiment by the five US regions.

## Improvements

- Sentiment trend lines now show a confidence band, so small weekly changes are easier to judge.
- Open-text answers can be downloaded as a CSV file.
- The dashboard loads the latest week first.

## Fixes

- Weeks with fewer than 200 answers are flagged instead of hidden.
- The price, quality and convenience scores now use the same 1 to 5 scale.

Customer Pulse is in alpha and open to a small group of suppliers. Features may change as we learn from you.`,
      },
      'es-MX': {
        title: 'Customer Pulse 2026.04: preguntas personalizadas para tu categoría',
        summary:
          'Los proveedores de la versión alfa ya pueden agregar sus propias preguntas a la encuesta semanal y ver resultados por región.',
        body: `## Novedades

- **Preguntas personalizadas**: agrega hasta dos preguntas propias a la encuesta semanal de tu categoría. El equipo de investigación del minorista revisa cada pregunta antes de publicarla.
- **Resultados por región**: filtra la opinión semanal por las cinco regiones de Estados Unidos.

## Mejoras

- Las líneas de tendencia de opinión ahora muestran una banda de confianza, para juzgar mejor los cambios semanales pequeños.
- Las respuestas abiertas se pueden descargar en un archivo CSV.
- El tablero carga primero la semana más reciente.

## Correcciones

- Las semanas con menos de 200 respuestas se marcan en lugar de ocultarse.
- Las calificaciones de precio, calidad y conveniencia ahora usan la misma escala del 1 al 5.

Customer Pulse está en versión alfa y abierto a un grupo pequeño de proveedores. Las funciones pueden cambiar a medida que aprendemos de ti.`,
      },
      'fr-CA': {
        title: 'Customer Pulse 2026.04 : questions personnalisées pour votre catégorie',
        summary:
          'Les fournisseurs de la version alpha peuvent maintenant ajouter leurs propres questions au sondage hebdomadaire et voir les résultats par région.',
        body: `## Nouveautés

- **Questions personnalisées** : ajoutez jusqu’à deux questions au sondage hebdomadaire de votre catégorie. L’équipe de recherche du détaillant examine chaque question avant sa mise en ligne.
- **Résultats par région** : filtrez le sentiment hebdomadaire selon les cinq régions des États-Unis.

## Améliorations

- Les courbes de tendance du sentiment affichent maintenant une bande de confiance, pour mieux juger les petites variations hebdomadaires.
- Les réponses ouvertes peuvent être téléchargées dans un fichier CSV.
- Le tableau de bord affiche d’abord la semaine la plus récente.

## Corrections

- Les semaines de moins de 200 réponses sont signalées au lieu d’être masquées.
- Les notes de prix, de qualité et de commodité utilisent maintenant la même échelle de 1 à 5.

Customer Pulse est en version alpha et offert à un petit groupe de fournisseurs. Les fonctions peuvent changer au fil de vos commentaires.`,
      },
    },
  },
];
