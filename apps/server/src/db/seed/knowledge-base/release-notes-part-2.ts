import type { KbSeedArticle } from './types.js';

/** Release notes of the releases 2026.05 to 2026.11, one product each. */
export const RELEASE_NOTES_PART_2: KbSeedArticle[] = [
  {
    slug: 'channel-insights-2026-05',
    topic: 'product-updates',
    products: ['CHANNEL_INSIGHTS'],
    release: '2026.05',
    publishedAt: '2026-05-19T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Channel Insights 2026.05: delivery speed and online availability by store',
        summary: 'See how delivery speed affects your online sales and where your items are unavailable online.',
        body: `## What's new

- **Delivery speed view**: split delivery sales into same-day, next-day and standard delivery and see how each grows.
- **Online availability by store**: a map shows the stores where your items were most often unavailable for pickup or delivery.

## Improvements

- The channel mix chart compares your items with the category average.
- Weekly channel data is ready on Monday morning instead of Tuesday.
- Saved views can be set as your default landing page.

## Fixes

- Substitution rates no longer count customer-requested swaps as substitutions.
- Sales for items sold in multipacks are converted to the same unit in every channel.
- The export of the business review view keeps the date range you selected.`,
      },
      'es-MX': {
        title: 'Channel Insights 2026.05: rapidez de entrega y disponibilidad en línea por tienda',
        summary:
          'Ve cómo la rapidez de entrega influye en tus ventas en línea y dónde tus artículos no están disponibles en línea.',
        body: `## Novedades

- **Vista de rapidez de entrega**: divide las ventas con entrega en mismo día, día siguiente y entrega estándar, y ve cómo crece cada una.
- **Disponibilidad en línea por tienda**: un mapa muestra las tiendas donde tus artículos estuvieron más veces sin disponibilidad para recolección o entrega.

## Mejoras

- La gráfica de mezcla de canales compara tus artículos con el promedio de la categoría.
- Los datos semanales por canal están listos el lunes por la mañana en lugar del martes.
- Puedes definir una vista guardada como tu página de inicio predeterminada.

## Correcciones

- Las tasas de sustitución ya no cuentan como sustituciones los cambios pedidos por el cliente.
- Las ventas de artículos en paquetes múltiples se convierten a la misma unidad en todos los canales.
- La exportación de la vista de revisión de negocio conserva el rango de fechas que elegiste.`,
      },
      'fr-CA': {
        title: 'Channel Insights 2026.05 : rapidité de livraison et disponibilité en ligne par magasin',
        summary:
          'Voyez l’effet de la rapidité de livraison sur vos ventes en ligne et les magasins où vos articles sont indisponibles en ligne.',
        body: `## Nouveautés

- **Vue de la rapidité de livraison** : répartissez les ventes livrées entre la livraison le jour même, le lendemain et standard, et voyez la croissance de chacune.
- **Disponibilité en ligne par magasin** : une carte présente les magasins où vos articles ont le plus souvent été indisponibles pour la cueillette ou la livraison.

## Améliorations

- Le graphique de la répartition par canal compare vos articles à la moyenne de la catégorie.
- Les données hebdomadaires par canal sont prêtes le lundi matin plutôt que le mardi.
- Vous pouvez définir une vue enregistrée comme page d’accueil par défaut.

## Corrections

- Les taux de substitution ne comptent plus les échanges demandés par le client comme des substitutions.
- Les ventes d’articles en emballages multiples sont converties dans la même unité pour tous les canaux.
- L’exportation de la vue de revue d’affaires conserve la période choisie.`,
      },
    },
  },
  {
    slug: 'shopper-behavior-2026-06',
    topic: 'product-updates',
    products: ['SHOPPER_BEHAVIOR'],
    release: '2026.06',
    publishedAt: '2026-06-09T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Shopper Behavior 2026.06: new-to-brand shoppers',
        summary: 'Find out how many of your buyers are new to your brand and where they came from.',
        body: `## What's new

- **New-to-brand shoppers**: see how many of this period's buyers had not bought your brand in the previous 52 weeks.
- **Source of new buyers**: find out whether new buyers came from a competitor, from another category or were new to the category.

## Improvements

- History now reaches 104 weeks for every measure.
- Segment filters, such as household size and shopping frequency, can be combined.
- Charts can be copied as images for presentations.

## Fixes

- Households that changed loyalty cards are matched correctly across the year.
- Repeat rate for items launched mid-period now starts counting from the launch week.
- The switching table sorts by net switching as expected.`,
      },
      'es-MX': {
        title: 'Shopper Behavior 2026.06: compradores nuevos para la marca',
        summary: 'Descubre cuántos de tus compradores son nuevos para tu marca y de dónde vinieron.',
        body: `## Novedades

- **Compradores nuevos para la marca**: ve cuántos compradores del periodo no habían comprado tu marca en las 52 semanas anteriores.
- **Origen de los compradores nuevos**: descubre si los compradores nuevos vinieron de un competidor, de otra categoría o si eran nuevos en la categoría.

## Mejoras

- El historial ahora llega a 104 semanas para todas las métricas.
- Los filtros de segmento, como el tamaño del hogar y la frecuencia de compra, se pueden combinar.
- Las gráficas se pueden copiar como imágenes para tus presentaciones.

## Correcciones

- Los hogares que cambiaron de tarjeta de lealtad se relacionan correctamente a lo largo del año.
- La tasa de recompra de los artículos lanzados a mitad del periodo ahora empieza a contarse desde la semana del lanzamiento.
- La tabla de cambio de marca se ordena por cambio neto, como se esperaba.`,
      },
      'fr-CA': {
        title: 'Shopper Behavior 2026.06 : nouveaux acheteurs de la marque',
        summary: 'Découvrez combien de vos acheteurs sont nouveaux pour votre marque et d’où ils viennent.',
        body: `## Nouveautés

- **Nouveaux acheteurs de la marque** : voyez combien d’acheteurs de la période n’avaient pas acheté votre marque au cours des 52 semaines précédentes.
- **Provenance des nouveaux acheteurs** : découvrez si ces acheteurs viennent d’un concurrent, d’une autre catégorie ou s’ils sont nouveaux dans la catégorie.

## Améliorations

- L’historique atteint maintenant 104 semaines pour toutes les mesures.
- Les filtres de segment, comme la taille du ménage et la fréquence d’achat, peuvent être combinés.
- Les graphiques peuvent être copiés en images pour vos présentations.

## Corrections

- Les ménages qui ont changé de carte de fidélité sont correctement jumelés sur toute l’année.
- Le taux de rachat des articles lancés en cours de période est maintenant calculé à partir de la semaine du lancement.
- Le tableau des transferts se trie par transfert net, comme prévu.`,
      },
    },
  },
  {
    slug: 'digital-landscapes-2026-07',
    topic: 'product-updates',
    products: ['DIGITAL_LANDSCAPES'],
    release: '2026.07',
    publishedAt: '2026-07-14T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Digital Landscapes 2026.07: daily rank alerts',
        summary: 'Get an alert when one of your items drops out of the first page of search results.',
        body: `## What's new

- **Daily rank alerts**: choose keywords and get an email when one of your items leaves the first page of results or gains five positions or more.
- **Back-to-school keyword pack**: a ready-made list of seasonal search terms you can add to tracking in one step.

## Improvements

- Share of search can now be shown by brand or by item.
- Content scores update within a day of a product page change.
- The keyword list can be sorted by search volume.

## Fixes

- Ranks for searches on mobile and desktop are no longer mixed in the same chart.
- Ratings for items with no reviews show as empty instead of zero stars.
- Removing a keyword from tracking no longer deletes its history.`,
      },
      'es-MX': {
        title: 'Digital Landscapes 2026.07: alertas diarias de posición',
        summary: 'Recibe una alerta cuando uno de tus artículos salga de la primera página de resultados de búsqueda.',
        body: `## Novedades

- **Alertas diarias de posición**: elige palabras clave y recibe un correo cuando uno de tus artículos salga de la primera página de resultados o suba cinco posiciones o más.
- **Paquete de palabras clave de regreso a clases**: una lista lista para usar de términos de búsqueda de temporada que puedes agregar al monitoreo en un solo paso.

## Mejoras

- La participación en búsquedas ahora se puede mostrar por marca o por artículo.
- Las calificaciones de contenido se actualizan en menos de un día después de un cambio en la página de producto.
- La lista de palabras clave se puede ordenar por volumen de búsqueda.

## Correcciones

- Las posiciones de búsquedas en celular y en computadora ya no se mezclan en la misma gráfica.
- Las calificaciones de artículos sin reseñas se muestran vacías en lugar de cero estrellas.
- Quitar una palabra clave del monitoreo ya no borra su historial.`,
      },
      'fr-CA': {
        title: 'Digital Landscapes 2026.07 : alertes quotidiennes de rang',
        summary: 'Recevez une alerte lorsqu’un de vos articles quitte la première page des résultats de recherche.',
        body: `## Nouveautés

- **Alertes quotidiennes de rang** : choisissez des mots clés et recevez un courriel lorsqu’un de vos articles quitte la première page des résultats ou gagne au moins cinq positions.
- **Ensemble de mots clés de la rentrée** : une liste prête à utiliser de termes de recherche saisonniers à ajouter au suivi en une seule étape.

## Améliorations

- La part de recherche peut maintenant être affichée par marque ou par article.
- Les notes de contenu sont mises à jour moins d’une journée après une modification de la page de produit.
- La liste des mots clés peut être triée par volume de recherche.

## Corrections

- Les rangs des recherches sur mobile et sur ordinateur ne sont plus mélangés dans le même graphique.
- Les notes des articles sans avis s’affichent vides plutôt qu’à zéro étoile.
- Retirer un mot clé du suivi ne supprime plus son historique.`,
      },
    },
  },
  {
    slug: 'customer-perception-2026-08',
    topic: 'product-updates',
    products: ['CUSTOMER_PERCEPTION'],
    release: '2026.08',
    publishedAt: '2026-08-18T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Customer Perception 2026.08: review themes over time',
        summary: 'Follow how review themes change month by month and compare your items with up to three competitors.',
        body: `## What's new

- **Themes over time**: see how often each review theme, such as packaging or taste, comes up month by month.
- **Competitor comparison**: compare ratings and themes for your items with up to three competing items.

## Improvements

- Sentiment alerts can be sent to several colleagues at once.
- Survey questions on value now separate price from pack size.
- Review excerpts highlight the words that placed them in a theme.

## Fixes

- Duplicate reviews posted on several item variants are counted once.
- The rating trend no longer drops to zero in months without reviews.
- Filters by region are kept when you open an item's detail page.`,
      },
      'es-MX': {
        title: 'Customer Perception 2026.08: temas de reseñas a lo largo del tiempo',
        summary:
          'Sigue cómo cambian los temas de las reseñas mes a mes y compara tus artículos con hasta tres competidores.',
        body: `## Novedades

- **Temas a lo largo del tiempo**: ve con qué frecuencia aparece cada tema de reseñas, como el empaque o el sabor, mes a mes.
- **Comparación con competidores**: compara las calificaciones y los temas de tus artículos con hasta tres artículos de la competencia.

## Mejoras

- Las alertas de opinión se pueden enviar a varios compañeros a la vez.
- Las preguntas de encuesta sobre valor ahora separan el precio del tamaño del empaque.
- Los fragmentos de reseñas resaltan las palabras que los ubicaron en un tema.

## Correcciones

- Las reseñas duplicadas publicadas en varias variantes de un artículo se cuentan una sola vez.
- La tendencia de calificación ya no cae a cero en los meses sin reseñas.
- Los filtros por región se conservan cuando abres la página de detalle de un artículo.`,
      },
      'fr-CA': {
        title: 'Customer Perception 2026.08 : évolution des thèmes des avis',
        summary:
          'Suivez l’évolution mensuelle des thèmes des avis et comparez vos articles avec jusqu’à trois concurrents.',
        body: `## Nouveautés

- **Évolution des thèmes** : voyez à quelle fréquence chaque thème des avis, comme l’emballage ou le goût, revient d’un mois à l’autre.
- **Comparaison avec les concurrents** : comparez les notes et les thèmes de vos articles avec ceux d’au plus trois articles concurrents.

## Améliorations

- Les alertes de sentiment peuvent être envoyées à plusieurs collègues à la fois.
- Les questions de sondage sur la valeur distinguent maintenant le prix du format.
- Les extraits d’avis mettent en évidence les mots qui les ont classés dans un thème.

## Corrections

- Les avis en double publiés sur plusieurs variantes d’un article sont comptés une seule fois.
- La tendance des notes ne tombe plus à zéro les mois sans avis.
- Les filtres par région sont conservés lorsque vous ouvrez la page de détail d’un article.`,
      },
    },
  },
  {
    slug: 'insights-activation-2026-09',
    topic: 'product-updates',
    products: ['INSIGHTS_ACTIVATION'],
    release: '2026.09',
    publishedAt: '2026-09-22T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Insights Activation 2026.09: holiday audience templates',
        summary: 'Start your holiday campaigns faster with ready-made audiences and compare campaigns side by side.',
        body: `## What's new

- **Holiday audience templates**: start from ready-made audiences such as lapsed holiday buyers or new-to-category gift shoppers.
- **Campaign comparison**: compare incremental sales, reach and return on ad spend for up to four campaigns.

## Improvements

- Audiences refresh automatically every week while a campaign runs.
- Campaign reports include a breakdown by store and online sales.
- The audience builder explains each segment in plain language.

## Fixes

- Audiences sent to the media network now keep their names in the campaign report.
- Return on ad spend uses the campaign's full cost, including fees.
- Campaigns ending on a Sunday show their last week of results.

Insights Activation is in beta. Tell us what you think with the feedback button.`,
      },
      'es-MX': {
        title: 'Insights Activation 2026.09: plantillas de audiencias para la temporada navideña',
        summary:
          'Arranca más rápido tus campañas navideñas con audiencias listas para usar y compara campañas lado a lado.',
        body: `## Novedades

- **Plantillas de audiencias navideñas**: empieza con audiencias listas para usar, como compradores navideños que dejaron de comprar o compradores de regalos nuevos en la categoría.
- **Comparación de campañas**: compara las ventas incrementales, el alcance y el retorno de la inversión publicitaria de hasta cuatro campañas.

## Mejoras

- Las audiencias se actualizan solas cada semana mientras la campaña está activa.
- Los reportes de campaña incluyen un desglose de ventas en tienda y en línea.
- El generador de audiencias explica cada segmento en lenguaje sencillo.

## Correcciones

- Las audiencias enviadas a la red de medios ahora conservan su nombre en el reporte de campaña.
- El retorno de la inversión publicitaria usa el costo total de la campaña, incluidas las comisiones.
- Las campañas que terminan en domingo muestran su última semana de resultados.

Insights Activation está en versión beta. Cuéntanos qué opinas con el botón de comentarios.`,
      },
      'fr-CA': {
        title: 'Insights Activation 2026.09 : modèles d’auditoires pour les Fêtes',
        summary:
          'Lancez plus vite vos campagnes des Fêtes avec des auditoires prêts à utiliser et comparez vos campagnes côte à côte.',
        body: `## Nouveautés

- **Modèles d’auditoires pour les Fêtes** : partez d’auditoires prêts à utiliser, comme les acheteurs des Fêtes inactifs ou les acheteurs de cadeaux nouveaux dans la catégorie.
- **Comparaison de campagnes** : comparez les ventes supplémentaires, la portée et le rendement des dépenses publicitaires d’au plus quatre campagnes.

## Améliorations

- Les auditoires se mettent à jour automatiquement chaque semaine pendant la campagne.
- Les rapports de campagne comprennent une répartition des ventes en magasin et en ligne.
- Le générateur d’auditoires explique chaque segment en langage simple.

## Corrections

- Les auditoires envoyés au réseau média conservent maintenant leur nom dans le rapport de campagne.
- Le rendement des dépenses publicitaires tient compte du coût total de la campagne, frais compris.
- Les campagnes qui se terminent un dimanche affichent leur dernière semaine de résultats.

Insights Activation est en version bêta. Faites-nous part de vos commentaires avec le bouton prévu à cet effet.`,
      },
    },
  },
  {
    slug: 'report-builder-2026-10',
    topic: 'product-updates',
    products: ['REPORT_BUILDER'],
    release: '2026.10',
    publishedAt: '2026-10-13T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Report Builder 2026.10: shared reports and schedule pausing',
        summary:
          'Share saved reports with colleagues, pause schedules over the holidays and organize reports in folders.',
        body: `## What's new

- **Share reports**: share a saved report with colleagues in your company as **Can view** or **Can edit**. Shared reports appear in **Shared with me**.
- **Pause and resume schedules**: stop a scheduled report during the holidays without losing its settings.
- **Folders** in **My reports** to group related reports.

## Improvements

- Paste up to 1,000 item numbers into an **Item number is** filter.
- Scheduled deliveries follow the time zone in your profile.
- Reports that time out suggest filters to make them smaller.

## Fixes

- Exported Excel files keep UPCs as text, with their leading zeros.
- The preview total now matches the exported total when filters use **between**.
- Renaming a report no longer removes it from its schedule.`,
      },
      'es-MX': {
        title: 'Report Builder 2026.10: reportes compartidos y pausa de programaciones',
        summary:
          'Comparte reportes guardados con tus compañeros, pausa programaciones en días festivos y organiza tus reportes en carpetas.',
        body: `## Novedades

- **Comparte reportes**: comparte un reporte guardado con compañeros de tu empresa con el permiso **Puede ver** o **Puede editar**. Los reportes compartidos aparecen en **Compartidos conmigo**.
- **Pausa y reanuda programaciones**: detén un reporte programado durante los días festivos sin perder su configuración.
- **Carpetas** en **Mis reportes** para agrupar reportes relacionados.

## Mejoras

- Pega hasta 1,000 números de artículo en un filtro **Número de artículo es**.
- Los envíos programados siguen la zona horaria de tu perfil.
- Los reportes que agotan el tiempo de espera sugieren filtros para hacerlos más pequeños.

## Correcciones

- Los archivos de Excel exportados conservan los UPC como texto, con sus ceros iniciales.
- El total de la vista previa ahora coincide con el total exportado cuando los filtros usan **entre**.
- Cambiar el nombre de un reporte ya no lo quita de su programación.`,
      },
      'fr-CA': {
        title: 'Report Builder 2026.10 : rapports partagés et suspension des planifications',
        summary:
          'Partagez vos rapports enregistrés avec vos collègues, suspendez les planifications pendant les Fêtes et classez vos rapports dans des dossiers.',
        body: `## Nouveautés

- **Partage de rapports** : partagez un rapport enregistré avec des collègues de votre entreprise avec la permission **Peut consulter** ou **Peut modifier**. Les rapports partagés s’affichent dans **Partagés avec moi**.
- **Suspension et reprise des planifications** : arrêtez un rapport planifié pendant les Fêtes sans perdre ses paramètres.
- **Dossiers** dans **Mes rapports** pour regrouper des rapports liés.

## Améliorations

- Collez jusqu’à 1 000 numéros d’article dans un filtre **Numéro d’article est**.
- Les envois planifiés suivent le fuseau horaire de votre profil.
- Les rapports qui dépassent le délai d’attente suggèrent des filtres pour réduire leur taille.

## Corrections

- Les fichiers Excel exportés conservent les CUP en texte, avec leurs zéros de tête.
- Le total de l’aperçu correspond maintenant au total exporté lorsque les filtres utilisent **entre**.
- Renommer un rapport ne le retire plus de sa planification.`,
      },
    },
  },
  {
    slug: 'modular-intelligence-2026-11',
    topic: 'product-updates',
    products: ['MODULAR_INTELLIGENCE'],
    release: '2026.11',
    publishedAt: '2026-11-10T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Modular Intelligence 2026.11: shelf position impact',
        summary:
          'Estimate what moving an item to another shelf would do to its sales, and plan resets with a checklist.',
        body: `## What's new

- **Shelf position impact**: see the average sales lift of eye-level, top and bottom shelves for items like yours, and estimate the effect of a move.
- **Reset planning checklist**: list the changes you want to propose for the next reset and export them for your buyer.

## Improvements

- Sales per linear foot can be compared across three store clusters at once.
- The planogram view loads twice as fast for large modulars.
- Before-and-after reports exclude holiday weeks by default.

## Fixes

- Items with zero facings after a reset are shown as removed instead of missing.
- Store cluster names match those used in Channel Insights.
- The heat map legend shows the right currency format.

Modular Intelligence is in beta. Features may change as we learn from you.`,
      },
      'es-MX': {
        title: 'Modular Intelligence 2026.11: efecto de la posición en anaquel',
        summary:
          'Estima qué pasaría con las ventas de un artículo si lo mueves a otro nivel del anaquel y planea los cambios con una lista de verificación.',
        body: `## Novedades

- **Efecto de la posición en anaquel**: ve el aumento promedio de ventas de los niveles a la altura de los ojos, superior e inferior para artículos como los tuyos, y estima el efecto de un cambio.
- **Lista de verificación para cambios de planograma**: anota los cambios que quieres proponer para el próximo cambio y expórtalos para tu comprador.

## Mejoras

- Las ventas por pie lineal se pueden comparar entre tres grupos de tiendas a la vez.
- La vista del planograma carga el doble de rápido en módulos grandes.
- Los reportes de antes y después excluyen de forma predeterminada las semanas de días festivos.

## Correcciones

- Los artículos sin frentes después de un cambio de planograma se muestran como retirados en lugar de faltantes.
- Los nombres de los grupos de tiendas coinciden con los de Channel Insights.
- La leyenda del mapa de calor muestra el formato de moneda correcto.

Modular Intelligence está en versión beta. Las funciones pueden cambiar a medida que aprendemos de ti.`,
      },
      'fr-CA': {
        title: 'Modular Intelligence 2026.11 : effet de la position en tablette',
        summary:
          'Estimez l’effet d’un déplacement sur une autre tablette sur les ventes d’un article et planifiez les remises à niveau avec une liste de contrôle.',
        body: `## Nouveautés

- **Effet de la position en tablette** : voyez la hausse moyenne des ventes des tablettes à hauteur des yeux, du haut et du bas pour des articles comme les vôtres, et estimez l’effet d’un déplacement.
- **Liste de contrôle des remises à niveau** : notez les changements à proposer pour la prochaine remise à niveau et exportez-les pour votre acheteur.

## Améliorations

- Les ventes par pied linéaire peuvent être comparées entre trois groupes de magasins à la fois.
- La vue du planogramme se charge deux fois plus vite pour les grands modules.
- Les rapports avant-après excluent par défaut les semaines de congés.

## Corrections

- Les articles sans face après une remise à niveau sont présentés comme retirés plutôt que manquants.
- Les noms des groupes de magasins correspondent à ceux de Channel Insights.
- La légende de la carte thermique affiche le bon format monétaire.

Modular Intelligence est en version bêta. Les fonctions peuvent changer au fil de vos commentaires.`,
      },
    },
  },
  {
    slug: 'customer-pulse-2026-11',
    topic: 'product-updates',
    products: ['CUSTOMER_PULSE'],
    release: '2026.11',
    publishedAt: '2026-11-17T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Customer Pulse 2026.11: holiday sentiment tracker',
        summary: 'Follow how shoppers feel about holiday prices and availability, week by week, by shopper segment.',
        body: `## What's new

- **Holiday sentiment tracker**: weekly questions on holiday budgets, gift plans and stock availability from November to January.
- **Results by shopper segment**: compare sentiment for families, young adults and seniors.

## Improvements

- Week-over-week changes are labeled when they are large enough to matter.
- Custom questions can now be scheduled to run for a set number of weeks.
- The dashboard can be exported as a PDF summary.

## Fixes

- Answers from the same shopper in one week are counted once.
- Regional filters include Alaska and Hawaii.
- Convenience scores no longer show a dip in weeks with a public holiday on Monday.

Customer Pulse is in alpha and open to a small group of suppliers.`,
      },
      'es-MX': {
        title: 'Customer Pulse 2026.11: seguimiento de la opinión en temporada navideña',
        summary:
          'Sigue semana a semana lo que opinan los compradores sobre los precios y la disponibilidad en temporada navideña, por segmento.',
        body: `## Novedades

- **Seguimiento de la opinión navideña**: preguntas semanales de noviembre a enero sobre presupuestos navideños, planes de regalos y disponibilidad de productos.
- **Resultados por segmento de compradores**: compara la opinión de familias, adultos jóvenes y adultos mayores.

## Mejoras

- Los cambios de una semana a otra se marcan cuando son lo bastante grandes para importar.
- Las preguntas personalizadas ahora se pueden programar durante un número fijo de semanas.
- El tablero se puede exportar como resumen en PDF.

## Correcciones

- Las respuestas del mismo comprador en una semana se cuentan una sola vez.
- Los filtros regionales incluyen Alaska y Hawái.
- Las calificaciones de conveniencia ya no muestran una baja en las semanas con un día festivo en lunes.

Customer Pulse está en versión alfa y abierto a un grupo pequeño de proveedores.`,
      },
      'fr-CA': {
        title: 'Customer Pulse 2026.11 : suivi du sentiment pendant les Fêtes',
        summary:
          'Suivez chaque semaine ce que pensent les acheteurs des prix et de la disponibilité pendant les Fêtes, par segment d’acheteurs.',
        body: `## Nouveautés

- **Suivi du sentiment pendant les Fêtes** : des questions hebdomadaires de novembre à janvier sur le budget des Fêtes, les projets de cadeaux et la disponibilité des produits.
- **Résultats par segment d’acheteurs** : comparez le sentiment des familles, des jeunes adultes et des aînés.

## Améliorations

- Les variations d’une semaine à l’autre sont signalées lorsqu’elles sont assez importantes pour compter.
- Les questions personnalisées peuvent maintenant être planifiées pour un nombre fixe de semaines.
- Le tableau de bord peut être exporté en sommaire PDF.

## Corrections

- Les réponses d’un même acheteur au cours d’une semaine sont comptées une seule fois.
- Les filtres régionaux comprennent l’Alaska et Hawaï.
- Les notes de commodité ne baissent plus les semaines où un jour férié tombe un lundi.

Customer Pulse est en version alpha et offert à un petit groupe de fournisseurs.`,
      },
    },
  },
];
