import type { KbSeedArticle } from './types.js';

/** The charter workspace's articles, part 4: the products. */
export const CHARTER_ARTICLES_4: KbSeedArticle[] = [
  {
    slug: 'product-shopper-behavior',
    topic: 'products',
    products: ['SHOPPER_BEHAVIOR'],
    publishedAt: '2025-03-31T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Shopper Behavior: know the shoppers behind your sales',
        summary:
          'Shopper Behavior shows who buys your products, how often they come back and what else goes in their basket. Here is what it offers and how to get it.',
        body: `## What it does

Shopper Behavior turns anonymized loyalty and transaction data into a clear picture of your buyers: who they are, how they shop your category and where they go when they don't choose you.

## Key features

- **Penetration, purchase frequency and spend per trip** for your brands and your category.
- **Switching and loyalty** analysis against the competitors you choose.
- **Basket affinity**: the products most often bought together with yours.
- Up to **104 weeks** of history, refreshed every Monday with the previous week's transactions.

## Where it is offered

Shopper Behavior is part of **Know your customer** and is offered in the United States, Mexico and Canada. It opens in a new browser tab.

## Get access

1. Ask your company's administrator to give you **Shopper Behavior** in user management.
2. Your tile on [Apps](/apps) shows **Access pending** while your account is set up. For this product, allow **up to 2 business days**; you get an e-mail when it is ready.
3. Choose **Launch App**.

## Understand the measures

Open the [Data dictionary](/dataDictionary), choose **Shopper Behavior** in **Products** and search for a measure, for example "penetration" or "repeat rate", to read how it is calculated.

## Tips

- Compare your brand with the category, not only with last year, to see whether you are gaining shoppers or just following the market.
- Agencies working for you see Shopper Behavior only if you grant it to their users.`,
      },
      'es-MX': {
        title: 'Shopper Behavior: conoce a los compradores detrás de tus ventas',
        summary:
          'Shopper Behavior muestra quién compra tus productos, con qué frecuencia regresa y qué más lleva en su canasta. Aquí te contamos qué ofrece y cómo obtenerlo.',
        body: `## Qué hace

Shopper Behavior convierte datos anónimos de lealtad y de transacciones en una imagen clara de tus compradores: quiénes son, cómo compran tu categoría y a dónde van cuando no te eligen.

## Funciones principales

- **Penetración, frecuencia de compra y gasto por visita** para tus marcas y tu categoría.
- Análisis de **cambio de marca y lealtad** frente a los competidores que elijas.
- **Afinidad de canasta**: los productos que más se compran junto con los tuyos.
- Hasta **104 semanas** de historial, actualizado cada lunes con las transacciones de la semana anterior.

## Dónde se ofrece

Shopper Behavior forma parte de **Conoce a tu cliente** y se ofrece en Estados Unidos, México y Canadá. Se abre en una pestaña nueva del navegador.

## Obtén acceso

1. Pídele al administrador de tu empresa que te asigne **Shopper Behavior** en la administración de usuarios.
2. Tu mosaico en [Aplicaciones](/apps) muestra **Acceso pendiente** mientras se configura tu cuenta. Para este producto, considera **hasta 2 días hábiles**; recibirás un correo cuando esté listo.
3. Elige **Abrir aplicación**.

## Entiende las medidas

Abre el [Diccionario de datos](/dataDictionary), elige **Shopper Behavior** en **Productos** y busca una medida, por ejemplo "penetración" o "tasa de recompra", para leer cómo se calcula.

## Consejos

- Compara tu marca con la categoría, no solo con el año anterior, para saber si ganas compradores o solo sigues al mercado.
- Las agencias que trabajan para ti ven Shopper Behavior solo si se lo asignas a sus usuarios.`,
      },
      'fr-CA': {
        title: 'Shopper Behavior : connaître les acheteurs derrière vos ventes',
        summary:
          'Shopper Behavior montre qui achète vos produits, à quelle fréquence ils reviennent et ce qu’ils mettent d’autre dans leur panier. Voici ce qu’il offre et comment l’obtenir.',
        body: `## Ce qu’il fait

Shopper Behavior transforme des données anonymisées de fidélité et de transactions en un portrait clair de vos acheteurs : qui ils sont, comment ils achètent dans votre catégorie et où ils vont quand ils ne vous choisissent pas.

## Fonctions principales

- **Pénétration, fréquence d’achat et dépense par visite** pour vos marques et votre catégorie.
- Analyse du **changement de marque et de la fidélité** par rapport aux concurrents de votre choix.
- **Affinité de panier** : les produits le plus souvent achetés avec les vôtres.
- Jusqu’à **104 semaines** d’historique, mis à jour chaque lundi avec les transactions de la semaine précédente.

## Où il est offert

Shopper Behavior fait partie de **Connaître votre clientèle** et est offert aux États-Unis, au Mexique et au Canada. Il s’ouvre dans un nouvel onglet du navigateur.

## Obtenir l’accès

1. Demandez à l’administrateur de votre entreprise de vous attribuer **Shopper Behavior** dans la gestion des utilisateurs.
2. Votre tuile dans [Applications](/apps) affiche **Accès en attente** pendant la préparation de votre compte. Pour ce produit, prévoyez **jusqu’à 2 jours ouvrables** ; vous recevrez un courriel dès qu’il sera prêt.
3. Choisissez **Lancer l’application**.

## Comprendre les mesures

Ouvrez le [Dictionnaire de données](/dataDictionary), choisissez **Shopper Behavior** dans **Produits** et cherchez une mesure, par exemple « pénétration » ou « taux de réachat », pour lire comment elle est calculée.

## Conseils

- Comparez votre marque à la catégorie, et pas seulement à l’an dernier, pour savoir si vous gagnez des acheteurs ou suivez simplement le marché.
- Les agences qui travaillent pour vous ne voient Shopper Behavior que si vous l’attribuez à leurs utilisateurs.`,
      },
    },
  },
  {
    slug: 'product-report-builder',
    topic: 'products',
    products: ['REPORT_BUILDER'],
    publishedAt: '2025-04-28T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Report Builder: sales and inventory reports your way',
        summary:
          'Report Builder lets you build your own sales, inventory and item reports, save them as templates and schedule them. Learn what it does and how to get started.',
        body: `## What it does

Report Builder lets you pick the measures, time periods, items and stores you care about, save the result as a template and share it with your team.

## Key features

- **Point-of-sale, inventory and on-hand** measures by item, store and week.
- **Saved templates** your whole team can reuse.
- **Scheduled deliveries** straight to your inbox.
- **Exports** to Excel and CSV for your own analysis.

## Where it is offered

Report Builder is part of **Know your store**. It is offered in the United States, Mexico and Canada. In Mexico the tile may show **Coming soon** while the product is being rolled out; it becomes available without any action from you.

## Get access

1. Ask your company's administrator to give you **Report Builder** in user management.
2. While it is set up, the tile on [Apps](/apps) shows **Access pending**. This can take up to 2 days.
3. Choose **Launch App**.

## Build your first report

1. Start from a template or a blank report.
2. Pick your measures, such as sales amount and units, and the weeks you want.
3. Filter to your items and the stores or regions you need.
4. Run the report, then save it as a template if you will use it again.

## Understand the measures

In the [Data dictionary](/dataDictionary), choose **Report Builder** in **Products** to see every measure and attribute the product offers, with its definition.

## Tips

- Narrow the stores and weeks first: smaller reports run faster.
- Schedule weekly reports to arrive after the data refresh, not before.`,
      },
      'es-MX': {
        title: 'Report Builder: reportes de ventas e inventario a tu manera',
        summary:
          'Report Builder te permite crear tus propios reportes de ventas, inventario y artículos, guardarlos como plantillas y programarlos. Conoce qué hace y cómo empezar.',
        body: `## Qué hace

Report Builder te permite elegir las medidas, periodos, artículos y tiendas que te interesan, guardar el resultado como plantilla y compartirlo con tu equipo.

## Funciones principales

- Medidas de **punto de venta, inventario y existencias** por artículo, tienda y semana.
- **Plantillas guardadas** que todo tu equipo puede reutilizar.
- **Envíos programados** directo a tu bandeja de entrada.
- **Exportaciones** a Excel y CSV para tus propios análisis.

## Dónde se ofrece

Report Builder forma parte de **Conoce tu tienda**. Se ofrece en Estados Unidos, México y Canadá. En México el mosaico puede mostrar **Próximamente** mientras se lanza el producto; estará disponible sin que tengas que hacer nada.

## Obtén acceso

1. Pídele al administrador de tu empresa que te asigne **Report Builder** en la administración de usuarios.
2. Mientras se configura, el mosaico en [Aplicaciones](/apps) muestra **Acceso pendiente**. Esto puede tardar hasta 2 días.
3. Elige **Abrir aplicación**.

## Crea tu primer reporte

1. Parte de una plantilla o de un reporte en blanco.
2. Elige tus medidas, como monto de ventas y unidades, y las semanas que quieres.
3. Filtra tus artículos y las tiendas o regiones que necesitas.
4. Ejecuta el reporte y guárdalo como plantilla si lo volverás a usar.

## Entiende las medidas

En el [Diccionario de datos](/dataDictionary), elige **Report Builder** en **Productos** para ver cada medida y atributo del producto, con su definición.

## Consejos

- Acota primero las tiendas y las semanas: los reportes más pequeños se ejecutan más rápido.
- Programa los reportes semanales para que lleguen después de la actualización de datos, no antes.`,
      },
      'fr-CA': {
        title: 'Report Builder : des rapports de ventes et de stocks à votre façon',
        summary:
          'Report Builder vous permet de créer vos propres rapports de ventes, de stocks et d’articles, de les enregistrer comme modèles et de les planifier. Voyez ce qu’il fait et comment commencer.',
        body: `## Ce qu’il fait

Report Builder vous permet de choisir les mesures, les périodes, les articles et les magasins qui vous intéressent, d’enregistrer le résultat comme modèle et de le partager avec votre équipe.

## Fonctions principales

- Mesures de **point de vente, de stocks et de quantités en main** par article, par magasin et par semaine.
- **Modèles enregistrés** que toute votre équipe peut réutiliser.
- **Envois planifiés** directement dans votre boîte de réception.
- **Exportations** vers Excel et CSV pour vos propres analyses.

## Où il est offert

Report Builder fait partie de **Connaître votre magasin**. Il est offert aux États-Unis, au Mexique et au Canada. Au Mexique, la tuile peut afficher **Bientôt offert** pendant le déploiement du produit ; il deviendra accessible sans que vous ayez à intervenir.

## Obtenir l’accès

1. Demandez à l’administrateur de votre entreprise de vous attribuer **Report Builder** dans la gestion des utilisateurs.
2. Pendant la préparation, la tuile dans [Applications](/apps) affiche **Accès en attente**. Cela peut prendre jusqu’à 2 jours.
3. Choisissez **Lancer l’application**.

## Créer votre premier rapport

1. Partez d’un modèle ou d’un rapport vierge.
2. Choisissez vos mesures, comme le montant des ventes et les unités, ainsi que les semaines voulues.
3. Filtrez vos articles et les magasins ou régions dont vous avez besoin.
4. Exécutez le rapport, puis enregistrez-le comme modèle si vous comptez le réutiliser.

## Comprendre les mesures

Dans le [Dictionnaire de données](/dataDictionary), choisissez **Report Builder** dans **Produits** pour voir chaque mesure et chaque attribut du produit, avec sa définition.

## Conseils

- Restreignez d’abord les magasins et les semaines : les petits rapports s’exécutent plus vite.
- Planifiez vos rapports hebdomadaires pour qu’ils arrivent après la mise à jour des données, et non avant.`,
      },
    },
  },
  {
    slug: 'product-channel-insights',
    topic: 'products',
    products: ['CHANNEL_INSIGHTS'],
    publishedAt: '2025-06-16T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Channel Insights: every sales channel in one view',
        summary:
          'Channel Insights compares how your items perform in stores, online, and through pickup and delivery. See what it offers and how to get access.',
        body: `## What it does

Channel Insights, also known as Channel Performance, brings store and e-commerce performance together, so you can see where growth comes from and which channel each of your items depends on.

## Key features

- **Sales and units by channel**: store, pickup, delivery and ship-to-home.
- **Channel shift** over time for your items and your category.
- **Online availability** and substitution rates.
- **Ready-made views** for business reviews with your buyer.

## Where it is offered

Channel Insights is part of **Know your store** and is offered in the United States.

## Get access

1. Ask your company's administrator to give you **Channel Insights** in user management.
2. The tile on [Apps](/apps) shows **Access pending** while your access is set up, which can take up to 2 days.
3. Choose **Launch App**.

## Understand the measures

The Channel Performance family has several ways to get the data, each with its own entry in the [Data dictionary](/dataDictionary) **Products** filter: **Channel Insights** for the dashboards, and **BI Link**, **Cloud Feeds** and **API Glossary** for the data feeds. Choose the one you use to see its fields.

## Tips

- Look at substitution rates together with online availability: a high substitution rate often points to an availability problem in a few stores.
- Use the ready-made views as a starting point for your next business review, then add your own commentary.
- If a channel's figures look different from your own records, check the definitions in the data dictionary before you [create an incident](/support/ticketCreation).`,
      },
      'es-MX': {
        title: 'Channel Insights: todos los canales de venta en una sola vista',
        summary:
          'Channel Insights compara el desempeño de tus artículos en tiendas, en línea y en recolección y entrega a domicilio. Conoce qué ofrece y cómo obtener acceso.',
        body: `## Qué hace

Channel Insights, también llamado Channel Performance, reúne el desempeño de las tiendas y del comercio electrónico para que veas de dónde viene el crecimiento y de qué canal depende cada uno de tus artículos.

## Funciones principales

- **Ventas y unidades por canal**: tienda, recolección, entrega a domicilio y envío a casa.
- **Cambio entre canales** a lo largo del tiempo para tus artículos y tu categoría.
- **Disponibilidad en línea** y tasas de sustitución.
- **Vistas listas para usar** en las revisiones de negocio con tu comprador.

## Dónde se ofrece

Channel Insights forma parte de **Conoce tu tienda** y se ofrece en Estados Unidos.

## Obtén acceso

1. Pídele al administrador de tu empresa que te asigne **Channel Insights** en la administración de usuarios.
2. El mosaico en [Aplicaciones](/apps) muestra **Acceso pendiente** mientras se configura tu acceso, lo que puede tardar hasta 2 días.
3. Elige **Abrir aplicación**.

## Entiende las medidas

La familia Channel Performance tiene varias formas de obtener los datos, cada una con su propia opción en el filtro **Productos** del [Diccionario de datos](/dataDictionary): **Channel Insights** para los tableros, y **BI Link**, **Cloud Feeds** y **API Glossary** para los feeds de datos. Elige la que usas para ver sus campos.

## Consejos

- Revisa las tasas de sustitución junto con la disponibilidad en línea: una tasa alta suele indicar un problema de disponibilidad en algunas tiendas.
- Usa las vistas listas como punto de partida para tu próxima revisión de negocio y agrega tus propios comentarios.
- Si las cifras de un canal no coinciden con tus registros, revisa las definiciones en el diccionario de datos antes de [crear un incidente](/support/ticketCreation).`,
      },
      'fr-CA': {
        title: 'Channel Insights : tous les canaux de vente en une seule vue',
        summary:
          'Channel Insights compare la performance de vos articles en magasin, en ligne, en cueillette et en livraison. Voyez ce qu’il offre et comment y accéder.',
        body: `## Ce qu’il fait

Channel Insights, aussi appelé Channel Performance, réunit la performance des magasins et du commerce en ligne, pour que vous voyiez d’où vient la croissance et de quel canal dépend chacun de vos articles.

## Fonctions principales

- **Ventes et unités par canal** : magasin, cueillette, livraison et expédition à domicile.
- **Déplacement entre les canaux** au fil du temps pour vos articles et votre catégorie.
- **Disponibilité en ligne** et taux de substitution.
- **Vues prêtes à l’emploi** pour vos revues d’affaires avec votre acheteur.

## Où il est offert

Channel Insights fait partie de **Connaître votre magasin** et est offert aux États-Unis.

## Obtenir l’accès

1. Demandez à l’administrateur de votre entreprise de vous attribuer **Channel Insights** dans la gestion des utilisateurs.
2. La tuile dans [Applications](/apps) affiche **Accès en attente** pendant la préparation de votre accès, ce qui peut prendre jusqu’à 2 jours.
3. Choisissez **Lancer l’application**.

## Comprendre les mesures

La famille Channel Performance offre plusieurs façons d’obtenir les données, chacune avec sa propre entrée dans le filtre **Produits** du [Dictionnaire de données](/dataDictionary) : **Channel Insights** pour les tableaux de bord, et **BI Link**, **Cloud Feeds** et **API Glossary** pour les flux de données. Choisissez celle que vous utilisez pour voir ses champs.

## Conseils

- Examinez les taux de substitution avec la disponibilité en ligne : un taux élevé signale souvent un problème de disponibilité dans quelques magasins.
- Servez-vous des vues prêtes à l’emploi comme point de départ pour votre prochaine revue d’affaires, puis ajoutez vos propres commentaires.
- Si les chiffres d’un canal diffèrent de vos propres données, vérifiez les définitions dans le dictionnaire avant de [créer un incident](/support/ticketCreation).`,
      },
    },
  },
  {
    slug: 'product-customer-perception',
    topic: 'products',
    products: ['CUSTOMER_PERCEPTION'],
    publishedAt: '2025-08-26T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Customer Perception: how shoppers feel about your brand',
        summary:
          'Customer Perception gathers ratings, review themes and survey answers about your products. Learn what it shows and how to get access.',
        body: `## What it does

Customer Perception gathers survey answers, product ratings and review themes, so you can act on what shoppers value and on what disappoints them.

## Key features

- **Ratings and review themes** for your items, compared with the category.
- **Post-purchase survey results** on quality, value and availability.
- **Alerts** when sentiment about one of your items changes.

## Where it is offered

Customer Perception is part of **Know your customer** and is offered in the United States.

## Get access

1. Ask your company's administrator to give you **Customer Perception** in user management.
2. The tile on [Apps](/apps) shows **Access pending** for up to 2 days while your access is set up.
3. Choose **Launch App**.

If you don't have the product, choose **Learn more** on its tile to read about it, then speak to your administrator.

## Using it well

- Start with the items whose rating moved the most: the review themes usually explain why.
- Compare your scores with the category average before drawing conclusions; some categories are rated more harshly than others.
- Share recurring themes, such as packaging or sizing, with your product teams.

## Understand the measures

Choose **Customer Perception** in the **Products** filter of the [Data dictionary](/dataDictionary) to read how each score and theme is defined.

## Good to know

Shopper comments are anonymized. Customer Perception shows what shoppers said, not who said it.`,
      },
      'es-MX': {
        title: 'Customer Perception: lo que sienten los compradores por tu marca',
        summary:
          'Customer Perception reúne calificaciones, temas de reseñas y respuestas de encuestas sobre tus productos. Conoce qué muestra y cómo obtener acceso.',
        body: `## Qué hace

Customer Perception reúne respuestas de encuestas, calificaciones de productos y temas de reseñas, para que actúes sobre lo que los compradores valoran y lo que los decepciona.

## Funciones principales

- **Calificaciones y temas de reseñas** de tus artículos, comparados con la categoría.
- **Resultados de encuestas posteriores a la compra** sobre calidad, valor y disponibilidad.
- **Alertas** cuando cambia la opinión sobre alguno de tus artículos.

## Dónde se ofrece

Customer Perception forma parte de **Conoce a tu cliente** y se ofrece en Estados Unidos.

## Obtén acceso

1. Pídele al administrador de tu empresa que te asigne **Customer Perception** en la administración de usuarios.
2. El mosaico en [Aplicaciones](/apps) muestra **Acceso pendiente** hasta por 2 días mientras se configura tu acceso.
3. Elige **Abrir aplicación**.

Si no tienes el producto, elige **Más información** en su mosaico para conocerlo y luego habla con tu administrador.

## Aprovéchalo

- Empieza por los artículos cuya calificación cambió más: los temas de las reseñas suelen explicar por qué.
- Compara tus resultados con el promedio de la categoría antes de sacar conclusiones; algunas categorías se califican con más dureza que otras.
- Comparte los temas recurrentes, como el empaque o las tallas, con tus equipos de producto.

## Entiende las medidas

Elige **Customer Perception** en el filtro **Productos** del [Diccionario de datos](/dataDictionary) para leer cómo se define cada puntuación y cada tema.

## Ten en cuenta

Los comentarios de los compradores son anónimos. Customer Perception muestra lo que dijeron, no quién lo dijo.`,
      },
      'fr-CA': {
        title: 'Customer Perception : ce que les clients pensent de votre marque',
        summary:
          'Customer Perception rassemble les notes, les thèmes des avis et les réponses aux sondages sur vos produits. Voyez ce qu’il présente et comment y accéder.',
        body: `## Ce qu’il fait

Customer Perception rassemble les réponses aux sondages, les notes des produits et les thèmes des avis, pour que vous puissiez agir sur ce que les clients apprécient et sur ce qui les déçoit.

## Fonctions principales

- **Notes et thèmes des avis** pour vos articles, comparés à la catégorie.
- **Résultats des sondages après achat** sur la qualité, la valeur et la disponibilité.
- **Alertes** lorsque le sentiment envers l’un de vos articles change.

## Où il est offert

Customer Perception fait partie de **Connaître votre clientèle** et est offert aux États-Unis.

## Obtenir l’accès

1. Demandez à l’administrateur de votre entreprise de vous attribuer **Customer Perception** dans la gestion des utilisateurs.
2. La tuile dans [Applications](/apps) affiche **Accès en attente** jusqu’à 2 jours pendant la préparation de votre accès.
3. Choisissez **Lancer l’application**.

Si vous n’avez pas le produit, choisissez **En savoir plus** sur sa tuile pour le découvrir, puis adressez-vous à votre administrateur.

## Bien l’utiliser

- Commencez par les articles dont la note a le plus bougé : les thèmes des avis expliquent souvent pourquoi.
- Comparez vos résultats à la moyenne de la catégorie avant de conclure ; certaines catégories sont notées plus sévèrement que d’autres.
- Transmettez les thèmes récurrents, comme l’emballage ou les tailles, à vos équipes de produits.

## Comprendre les mesures

Choisissez **Customer Perception** dans le filtre **Produits** du [Dictionnaire de données](/dataDictionary) pour lire la définition de chaque note et de chaque thème.

## Bon à savoir

Les commentaires des clients sont anonymisés. Customer Perception montre ce que les clients ont dit, et non qui l’a dit.`,
      },
    },
  },
  {
    slug: 'product-insights-activation',
    topic: 'products',
    products: ['INSIGHTS_ACTIVATION'],
    publishedAt: '2025-10-07T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Insights Activation: from shopper insight to campaign',
        summary:
          'Insights Activation turns shopper insights into audiences for your media campaigns and measures what they sold. It is in beta; here is what to expect.',
        body: `## What it does

Insights Activation lets you build shopper audiences from the segments you find in our analytics, send them to the retailer's media network and see how each campaign changed sales.

## Key features

- **Audiences** built from real purchase behavior, not guesswork.
- **Direct hand-off** to the retailer's media network.
- **Closed-loop sales measurement** after every campaign.

## A product in beta

The tile shows a **Beta** badge. Features may change as we learn from you, and new capabilities are announced in the release notes. Your feedback is welcome: [create an incident](/support/ticketCreation) or use [Contact us](/contactUs) to tell us what works and what is missing.

## Where it is offered

Insights Activation is part of **Know your customer** and is offered in the United States. It is being rolled out gradually, so not every supplier sees it at the same time.

## Get access

1. Ask your company's administrator to give you **Insights Activation** in user management.
2. The tile on [Apps](/apps) shows **Access pending** for up to 2 days while your access is set up.
3. Choose **Launch App**.

## Working with your agency

Many suppliers plan campaigns with an agency. If your agency is a 3P partner, your administrator can grant Insights Activation to the agency's users for your company; they then choose your company in **Working for** on [Apps](/apps).

## Tips

- Start from a segment you already know well in Shopper Behavior.
- Agree on the success measure before the campaign starts, so the sales results answer a clear question.`,
      },
      'es-MX': {
        title: 'Insights Activation: del conocimiento del comprador a la campaña',
        summary:
          'Insights Activation convierte el conocimiento de los compradores en audiencias para tus campañas de medios y mide lo que vendieron. Está en beta; esto es lo que puedes esperar.',
        body: `## Qué hace

Insights Activation te permite crear audiencias de compradores a partir de los segmentos que encuentras en nuestra analítica, enviarlas a la red de medios del minorista y ver cómo cada campaña cambió las ventas.

## Funciones principales

- **Audiencias** basadas en el comportamiento real de compra, no en suposiciones.
- **Entrega directa** a la red de medios del minorista.
- **Medición de ventas de ciclo cerrado** después de cada campaña.

## Un producto en beta

El mosaico muestra una insignia **Beta**. Las funciones pueden cambiar a medida que aprendemos de ti, y las novedades se anuncian en las notas de la versión. Tus comentarios son bienvenidos: [crea un incidente](/support/ticketCreation) o usa [Contáctanos](/contactUs) para decirnos qué funciona y qué falta.

## Dónde se ofrece

Insights Activation forma parte de **Conoce a tu cliente** y se ofrece en Estados Unidos. Se está lanzando poco a poco, así que no todos los proveedores lo ven al mismo tiempo.

## Obtén acceso

1. Pídele al administrador de tu empresa que te asigne **Insights Activation** en la administración de usuarios.
2. El mosaico en [Aplicaciones](/apps) muestra **Acceso pendiente** hasta por 2 días mientras se configura tu acceso.
3. Elige **Abrir aplicación**.

## Trabajar con tu agencia

Muchos proveedores planean sus campañas con una agencia. Si tu agencia es socio 3P, tu administrador puede asignar Insights Activation a los usuarios de la agencia para tu empresa; ellos eligen tu empresa en **Trabajando para** en [Aplicaciones](/apps).

## Consejos

- Empieza con un segmento que ya conozcas bien en Shopper Behavior.
- Acuerda la medida de éxito antes de que empiece la campaña, para que los resultados de ventas respondan una pregunta clara.`,
      },
      'fr-CA': {
        title: 'Insights Activation : de la connaissance client à la campagne',
        summary:
          'Insights Activation transforme la connaissance des acheteurs en auditoires pour vos campagnes médias et mesure leurs ventes. Le produit est en version bêta ; voici à quoi vous attendre.',
        body: `## Ce qu’il fait

Insights Activation vous permet de créer des auditoires d’acheteurs à partir des segments repérés dans nos analyses, de les transmettre au réseau média du détaillant et de voir comment chaque campagne a modifié les ventes.

## Fonctions principales

- **Auditoires** fondés sur le comportement d’achat réel, et non sur des suppositions.
- **Transmission directe** au réseau média du détaillant.
- **Mesure des ventes en boucle fermée** après chaque campagne.

## Un produit en version bêta

La tuile affiche un badge **Bêta**. Les fonctions peuvent changer à mesure que nous apprenons de vous, et les nouveautés sont annoncées dans les notes de version. Vos commentaires sont les bienvenus : [créez un incident](/support/ticketCreation) ou utilisez [Nous joindre](/contactUs) pour nous dire ce qui fonctionne et ce qui manque.

## Où il est offert

Insights Activation fait partie de **Connaître votre clientèle** et est offert aux États-Unis. Son déploiement est graduel : tous les fournisseurs ne le voient pas en même temps.

## Obtenir l’accès

1. Demandez à l’administrateur de votre entreprise de vous attribuer **Insights Activation** dans la gestion des utilisateurs.
2. La tuile dans [Applications](/apps) affiche **Accès en attente** jusqu’à 2 jours pendant la préparation de votre accès.
3. Choisissez **Lancer l’application**.

## Travailler avec votre agence

Beaucoup de fournisseurs planifient leurs campagnes avec une agence. Si votre agence est un partenaire 3P, votre administrateur peut attribuer Insights Activation aux utilisateurs de l’agence pour votre entreprise ; ils choisissent alors votre entreprise dans **Vous travaillez pour**, dans [Applications](/apps).

## Conseils

- Partez d’un segment que vous connaissez déjà bien dans Shopper Behavior.
- Convenez de la mesure de succès avant le début de la campagne, pour que les résultats de ventes répondent à une question claire.`,
      },
    },
  },
  {
    slug: 'product-digital-landscapes',
    topic: 'products',
    products: ['DIGITAL_LANDSCAPES'],
    publishedAt: '2025-12-09T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Digital Landscapes: win the digital shelf',
        summary:
          'Digital Landscapes tracks how your products show up online: search ranking, product page quality and ratings. See what it measures and how to get access.',
        body: `## What it does

Digital Landscapes shows where your items rank for the searches that matter, how complete their product pages are and how they compare with competitors online.

## Key features

- **Search rank** for the terms shoppers actually use.
- **Content scores** for titles, images and descriptions.
- **Share of search** against your competitors.
- **Daily tracking** with 13 months of trends.

## Where it is offered

Digital Landscapes is part of **Know your customer** and is offered in the United States. It covers search results, product pages and online reviews.

## Get access

1. Ask your company's administrator to give you **Digital Landscapes** in user management.
2. The tile on [Apps](/apps) shows **Access pending** for up to 2 days while your access is set up.
3. Choose **Launch App**.

## Using it well

1. Start with your most important search terms and check where your items rank.
2. Open the content scores of items that rank low: missing images or short descriptions are common causes.
3. Improve the product pages with your content team, then follow the daily trend to see the effect.
4. Compare your share of search with your main competitors month by month.

## Understand the measures

Choose **Digital Landscapes** in the **Products** filter of the [Data dictionary](/dataDictionary) to read how rank, content scores and share of search are calculated.

## Good to know

Search results change every day. Look at trends over a few weeks rather than reacting to a single day.`,
      },
      'es-MX': {
        title: 'Digital Landscapes: gana en el anaquel digital',
        summary:
          'Digital Landscapes sigue cómo aparecen tus productos en línea: posición en búsquedas, calidad de las páginas de producto y calificaciones. Conoce qué mide y cómo obtener acceso.',
        body: `## Qué hace

Digital Landscapes muestra en qué posición aparecen tus artículos en las búsquedas importantes, qué tan completas están sus páginas de producto y cómo se comparan en línea con la competencia.

## Funciones principales

- **Posición en búsquedas** para los términos que los compradores realmente usan.
- **Puntuaciones de contenido** para títulos, imágenes y descripciones.
- **Participación en búsquedas** frente a tus competidores.
- **Seguimiento diario** con 13 meses de tendencias.

## Dónde se ofrece

Digital Landscapes forma parte de **Conoce a tu cliente** y se ofrece en Estados Unidos. Cubre resultados de búsqueda, páginas de producto y reseñas en línea.

## Obtén acceso

1. Pídele al administrador de tu empresa que te asigne **Digital Landscapes** en la administración de usuarios.
2. El mosaico en [Aplicaciones](/apps) muestra **Acceso pendiente** hasta por 2 días mientras se configura tu acceso.
3. Elige **Abrir aplicación**.

## Aprovéchalo

1. Empieza con tus términos de búsqueda más importantes y revisa la posición de tus artículos.
2. Abre las puntuaciones de contenido de los artículos con posición baja: la falta de imágenes o las descripciones cortas son causas frecuentes.
3. Mejora las páginas de producto con tu equipo de contenido y sigue la tendencia diaria para ver el efecto.
4. Compara tu participación en búsquedas con la de tus principales competidores mes a mes.

## Entiende las medidas

Elige **Digital Landscapes** en el filtro **Productos** del [Diccionario de datos](/dataDictionary) para leer cómo se calculan la posición, las puntuaciones de contenido y la participación en búsquedas.

## Ten en cuenta

Los resultados de búsqueda cambian todos los días. Observa las tendencias de varias semanas en lugar de reaccionar a un solo día.`,
      },
      'fr-CA': {
        title: 'Digital Landscapes : gagner la tablette numérique',
        summary:
          'Digital Landscapes suit la présence en ligne de vos produits : rang dans les recherches, qualité des pages de produits et notes. Voyez ce qu’il mesure et comment y accéder.',
        body: `## Ce qu’il fait

Digital Landscapes montre le rang de vos articles dans les recherches qui comptent, le degré d’exhaustivité de leurs pages de produits et leur position en ligne par rapport à la concurrence.

## Fonctions principales

- **Rang dans les recherches** pour les termes que les clients utilisent réellement.
- **Notes de contenu** pour les titres, les images et les descriptions.
- **Part de recherche** par rapport à vos concurrents.
- **Suivi quotidien** avec 13 mois de tendances.

## Où il est offert

Digital Landscapes fait partie de **Connaître votre clientèle** et est offert aux États-Unis. Il couvre les résultats de recherche, les pages de produits et les avis en ligne.

## Obtenir l’accès

1. Demandez à l’administrateur de votre entreprise de vous attribuer **Digital Landscapes** dans la gestion des utilisateurs.
2. La tuile dans [Applications](/apps) affiche **Accès en attente** jusqu’à 2 jours pendant la préparation de votre accès.
3. Choisissez **Lancer l’application**.

## Bien l’utiliser

1. Commencez par vos termes de recherche les plus importants et vérifiez le rang de vos articles.
2. Ouvrez les notes de contenu des articles mal classés : des images manquantes ou des descriptions trop courtes en sont des causes fréquentes.
3. Améliorez les pages de produits avec votre équipe de contenu, puis suivez la tendance quotidienne pour en mesurer l’effet.
4. Comparez votre part de recherche avec celle de vos principaux concurrents, mois après mois.

## Comprendre les mesures

Choisissez **Digital Landscapes** dans le filtre **Produits** du [Dictionnaire de données](/dataDictionary) pour lire comment sont calculés le rang, les notes de contenu et la part de recherche.

## Bon à savoir

Les résultats de recherche changent tous les jours. Observez les tendances sur quelques semaines plutôt que de réagir à une seule journée.`,
      },
    },
  },
  {
    slug: 'product-modular-intelligence',
    topic: 'products',
    products: ['MODULAR_INTELLIGENCE'],
    publishedAt: '2026-07-21T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Modular Intelligence: make every foot of shelf count',
        summary:
          'Modular Intelligence links planograms to sales, so you can see which layouts, facings and positions work best. Learn what it offers and how to get access.',
        body: `## What it does

Modular Intelligence links planograms to sales, so you can see which layouts, facings and positions work best and plan your next reset with evidence.

## Key features

- **Sales per linear foot** by modular and store cluster.
- The effect of **facings and shelf position** on your items.
- **Reset planning** with before-and-after comparisons.

## Where it is offered

Modular Intelligence is part of **Know your store** and is offered in the United States. If your company doesn't have it, the tile may not appear on [Apps](/apps) at all.

## Get access

1. Ask your company's administrator whether your company subscribes to **Modular Intelligence** and, if so, to give it to you in user management.
2. The tile shows **Access pending** for up to 2 days while your access is set up.
3. Choose **Launch App**.

## Using it well

1. Pick a modular and a store cluster where your category matters most.
2. Compare sales per linear foot across layouts to find the strongest one.
3. Check how facings and shelf position relate to your items' sales.
4. After a reset, use the before-and-after view to confirm the change worked.

## Understand the measures

Choose **Modular Intelligence** in the **Products** filter of the [Data dictionary](/dataDictionary) to read how space and productivity measures are defined.

## Good to know

Planograms change at resets. Compare periods with the same layout, or use the before-and-after comparisons, so that a layout change doesn't hide a seasonal effect.`,
      },
      'es-MX': {
        title: 'Modular Intelligence: que cada metro de anaquel cuente',
        summary:
          'Modular Intelligence relaciona los planogramas con las ventas, para que veas qué distribuciones, frentes y posiciones funcionan mejor. Conoce qué ofrece y cómo obtener acceso.',
        body: `## Qué hace

Modular Intelligence relaciona los planogramas con las ventas, para que veas qué distribuciones, frentes y posiciones funcionan mejor y planees tu próximo cambio de anaquel con evidencia.

## Funciones principales

- **Ventas por pie lineal** por módulo y grupo de tiendas.
- El efecto de los **frentes y la posición en el anaquel** sobre tus artículos.
- **Planeación de cambios** con comparaciones de antes y después.

## Dónde se ofrece

Modular Intelligence forma parte de **Conoce tu tienda** y se ofrece en Estados Unidos. Si tu empresa no lo tiene, es posible que el mosaico ni siquiera aparezca en [Aplicaciones](/apps).

## Obtén acceso

1. Pregúntale al administrador de tu empresa si tu empresa tiene contratado **Modular Intelligence** y, de ser así, que te lo asigne en la administración de usuarios.
2. El mosaico muestra **Acceso pendiente** hasta por 2 días mientras se configura tu acceso.
3. Elige **Abrir aplicación**.

## Aprovéchalo

1. Elige un módulo y un grupo de tiendas donde tu categoría sea más importante.
2. Compara las ventas por pie lineal entre distribuciones para encontrar la más fuerte.
3. Revisa cómo se relacionan los frentes y la posición en el anaquel con las ventas de tus artículos.
4. Después de un cambio, usa la vista de antes y después para confirmar que funcionó.

## Entiende las medidas

Elige **Modular Intelligence** en el filtro **Productos** del [Diccionario de datos](/dataDictionary) para leer cómo se definen las medidas de espacio y productividad.

## Ten en cuenta

Los planogramas cambian con cada reacomodo. Compara periodos con la misma distribución, o usa las comparaciones de antes y después, para que un cambio de distribución no oculte un efecto de temporada.`,
      },
      'fr-CA': {
        title: 'Modular Intelligence : rentabiliser chaque pied de tablette',
        summary:
          'Modular Intelligence relie les planogrammes aux ventes pour que vous voyiez quels aménagements, faces et positions fonctionnent le mieux. Voyez ce qu’il offre et comment y accéder.',
        body: `## Ce qu’il fait

Modular Intelligence relie les planogrammes aux ventes, pour que vous voyiez quels aménagements, quelles faces et quelles positions fonctionnent le mieux, et que vous planifiiez votre prochain réaménagement sur des bases solides.

## Fonctions principales

- **Ventes par pied linéaire** par module et par groupe de magasins.
- L’effet des **faces et de la position en tablette** sur vos articles.
- **Planification des réaménagements** avec comparaisons avant et après.

## Où il est offert

Modular Intelligence fait partie de **Connaître votre magasin** et est offert aux États-Unis. Si votre entreprise ne l’a pas, il se peut que la tuile n’apparaisse pas du tout dans [Applications](/apps).

## Obtenir l’accès

1. Demandez à l’administrateur de votre entreprise si celle-ci est abonnée à **Modular Intelligence** et, le cas échéant, de vous l’attribuer dans la gestion des utilisateurs.
2. La tuile affiche **Accès en attente** jusqu’à 2 jours pendant la préparation de votre accès.
3. Choisissez **Lancer l’application**.

## Bien l’utiliser

1. Choisissez un module et un groupe de magasins où votre catégorie compte le plus.
2. Comparez les ventes par pied linéaire entre les aménagements pour trouver le plus performant.
3. Vérifiez comment les faces et la position en tablette se reflètent dans les ventes de vos articles.
4. Après un réaménagement, utilisez la vue avant-après pour confirmer que le changement a porté ses fruits.

## Comprendre les mesures

Choisissez **Modular Intelligence** dans le filtre **Produits** du [Dictionnaire de données](/dataDictionary) pour lire la définition des mesures d’espace et de productivité.

## Bon à savoir

Les planogrammes changent à chaque réaménagement. Comparez des périodes ayant le même aménagement, ou utilisez les comparaisons avant-après, pour qu’un changement d’aménagement ne masque pas un effet saisonnier.`,
      },
    },
  },
  {
    slug: 'product-customer-pulse',
    topic: 'products',
    products: ['CUSTOMER_PULSE'],
    publishedAt: '2026-09-08T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Customer Pulse: follow shopper sentiment week by week',
        summary:
          'Customer Pulse runs short, frequent surveys with the retailer’s shoppers. It is in alpha and open to a small group of suppliers.',
        body: `## What it does

Customer Pulse runs short, frequent surveys with the retailer's shoppers, so you can spot changes in their needs and mood before they show up in sales.

## Key features

- **Weekly sentiment** on price, quality and convenience.
- **Custom questions** for your category.
- Results by **region** and **shopper segment**.

## An alpha product

The tile shows an **Alpha** badge. Customer Pulse is open to a small group of suppliers while we shape it with them. Features, measures and screens can change from one release to the next. If your company doesn't take part, the tile doesn't appear on [Apps](/apps).

## Where it is offered

Customer Pulse is part of **Know your customer** and is offered in the United States, to the suppliers taking part in the alpha.

## Get access

1. If your company takes part, ask your company's administrator to give you **Customer Pulse** in user management.
2. The tile shows **Access pending** for up to 2 days while your access is set up.
3. Choose **Launch App**.

Interested in joining? Tell your retail contact or write to us through [Contact us](/contactUs).

## Using it well

- Read the weekly results as an early signal and confirm them with sales in Report Builder or Shopper Behavior.
- Keep custom questions short and neutral, so the answers are comparable over time.
- Share what you learn with us: alpha feedback directly shapes the product.

## Good to know

Survey answers are anonymous and reported only for groups large enough to protect shoppers' privacy.`,
      },
      'es-MX': {
        title: 'Customer Pulse: sigue la opinión de los compradores semana a semana',
        summary:
          'Customer Pulse hace encuestas breves y frecuentes a los compradores del minorista. Está en fase alfa y abierto a un grupo reducido de proveedores.',
        body: `## Qué hace

Customer Pulse hace encuestas breves y frecuentes a los compradores del minorista, para que detectes cambios en sus necesidades y su ánimo antes de que se reflejen en las ventas.

## Funciones principales

- **Opinión semanal** sobre precio, calidad y conveniencia.
- **Preguntas personalizadas** para tu categoría.
- Resultados por **región** y **segmento de compradores**.

## Un producto en fase alfa

El mosaico muestra una insignia **Alfa**. Customer Pulse está abierto a un grupo reducido de proveedores mientras lo desarrollamos con ellos. Las funciones, las medidas y las pantallas pueden cambiar de una versión a otra. Si tu empresa no participa, el mosaico no aparece en [Aplicaciones](/apps).

## Dónde se ofrece

Customer Pulse forma parte de **Conoce a tu cliente** y se ofrece en Estados Unidos, a los proveedores que participan en la fase alfa.

## Obtén acceso

1. Si tu empresa participa, pídele a su administrador que te asigne **Customer Pulse** en la administración de usuarios.
2. El mosaico muestra **Acceso pendiente** hasta por 2 días mientras se configura tu acceso.
3. Elige **Abrir aplicación**.

¿Te interesa participar? Coméntalo con tu contacto del minorista o escríbenos desde [Contáctanos](/contactUs).

## Aprovéchalo

- Lee los resultados semanales como una señal temprana y confírmalos con las ventas en Report Builder o Shopper Behavior.
- Mantén las preguntas personalizadas breves y neutrales, para que las respuestas sean comparables en el tiempo.
- Comparte con nosotros lo que aprendas: los comentarios de la fase alfa dan forma al producto.

## Ten en cuenta

Las respuestas de las encuestas son anónimas y solo se reportan para grupos lo bastante grandes para proteger la privacidad de los compradores.`,
      },
      'fr-CA': {
        title: 'Customer Pulse : suivre le sentiment des clients semaine après semaine',
        summary:
          'Customer Pulse mène de courts sondages fréquents auprès des clients du détaillant. Le produit est en version alpha et offert à un petit groupe de fournisseurs.',
        body: `## Ce qu’il fait

Customer Pulse mène de courts sondages fréquents auprès des clients du détaillant, pour que vous repériez les changements dans leurs besoins et leur humeur avant qu’ils se reflètent dans les ventes.

## Fonctions principales

- **Sentiment hebdomadaire** sur le prix, la qualité et la commodité.
- **Questions personnalisées** pour votre catégorie.
- Résultats par **région** et par **segment de clientèle**.

## Un produit en version alpha

La tuile affiche un badge **Alpha**. Customer Pulse est offert à un petit groupe de fournisseurs pendant que nous le façonnons avec eux. Les fonctions, les mesures et les écrans peuvent changer d’une version à l’autre. Si votre entreprise n’y participe pas, la tuile n’apparaît pas dans [Applications](/apps).

## Où il est offert

Customer Pulse fait partie de **Connaître votre clientèle** et est offert aux États-Unis, aux fournisseurs qui participent à la version alpha.

## Obtenir l’accès

1. Si votre entreprise y participe, demandez à son administrateur de vous attribuer **Customer Pulse** dans la gestion des utilisateurs.
2. La tuile affiche **Accès en attente** jusqu’à 2 jours pendant la préparation de votre accès.
3. Choisissez **Lancer l’application**.

Vous souhaitez y participer ? Parlez-en à votre contact chez le détaillant ou écrivez-nous au moyen de [Nous joindre](/contactUs).

## Bien l’utiliser

- Lisez les résultats hebdomadaires comme un signal précoce et confirmez-les avec les ventes dans Report Builder ou Shopper Behavior.
- Gardez les questions personnalisées courtes et neutres, pour que les réponses restent comparables dans le temps.
- Faites-nous part de vos constats : les commentaires de la version alpha façonnent directement le produit.

## Bon à savoir

Les réponses aux sondages sont anonymes et ne sont présentées que pour des groupes assez grands pour protéger la vie privée des clients.`,
      },
    },
  },
  {
    slug: 'data-refresh-schedules',
    topic: 'products',
    publishedAt: '2026-10-13T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'When is the data refreshed?',
        summary:
          'Each product refreshes its data on its own schedule. Learn how to tell how recent your data is and what to do if it looks out of date.',
        body: `## Each product has its own rhythm

The products draw on different sources, so they are not all refreshed at the same time:

- **Shopper Behavior** is refreshed every **Monday** with the previous week's transactions.
- **Digital Landscapes** tracks search results and product pages **daily**.
- **Customer Pulse** publishes new survey results **weekly**.
- **Report Builder**, **Channel Insights**, **Customer Perception**, **Insights Activation** and **Modular Intelligence** follow their own schedules, shown inside each product.

The tile footer on [Apps](/apps) sometimes reminds you of the schedule. Inside a product, look for the date the data runs to, usually near the top of a report or dashboard.

## Plan around the refresh

- Schedule recurring reports to arrive **after** the refresh, so they contain the latest week.
- Before a business review, check the data date so everyone compares the same period.
- Remember that your retail week may not match the calendar week.

## If the data looks out of date

1. Check the data date in the product and compare it with the schedule above.
2. Sign out and sign in again, then reload the product.
3. Check the release notes and any announcement at the top of the portal: planned maintenance or a delayed refresh is announced there.
4. If the data is still late by more than a day, [create an incident](/support/ticketCreation). Include the product, the report and the data date you see.

## Good to know

Definitions of the measures, including how each period is calculated, are in the [Data dictionary](/dataDictionary).`,
      },
      'es-MX': {
        title: '¿Cuándo se actualizan los datos?',
        summary:
          'Cada producto actualiza sus datos con su propio calendario. Aprende a saber qué tan recientes son tus datos y qué hacer si parecen desactualizados.',
        body: `## Cada producto tiene su propio ritmo

Los productos usan fuentes distintas, así que no todos se actualizan al mismo tiempo:

- **Shopper Behavior** se actualiza cada **lunes** con las transacciones de la semana anterior.
- **Digital Landscapes** sigue los resultados de búsqueda y las páginas de producto **a diario**.
- **Customer Pulse** publica nuevos resultados de encuestas **cada semana**.
- **Report Builder**, **Channel Insights**, **Customer Perception**, **Insights Activation** y **Modular Intelligence** siguen sus propios calendarios, que se muestran dentro de cada producto.

El pie del mosaico en [Aplicaciones](/apps) a veces te recuerda el calendario. Dentro de un producto, busca la fecha hasta la que llegan los datos, normalmente en la parte superior de un reporte o tablero.

## Planea en torno a la actualización

- Programa los reportes recurrentes para que lleguen **después** de la actualización y contengan la semana más reciente.
- Antes de una revisión de negocio, revisa la fecha de los datos para que todos comparen el mismo periodo.
- Recuerda que la semana comercial del minorista puede no coincidir con la semana del calendario.

## Si los datos parecen desactualizados

1. Revisa la fecha de los datos en el producto y compárala con el calendario anterior.
2. Cierra sesión, vuelve a entrar y recarga el producto.
3. Consulta las notas de la versión y cualquier aviso en la parte superior del portal: ahí se anuncian el mantenimiento programado o una actualización retrasada.
4. Si los datos siguen con más de un día de retraso, [crea un incidente](/support/ticketCreation). Incluye el producto, el reporte y la fecha de los datos que ves.

## Ten en cuenta

Las definiciones de las medidas, incluido cómo se calcula cada periodo, están en el [Diccionario de datos](/dataDictionary).`,
      },
      'fr-CA': {
        title: 'Quand les données sont-elles mises à jour ?',
        summary:
          'Chaque produit met ses données à jour selon son propre horaire. Voyez comment savoir si vos données sont récentes et quoi faire si elles semblent périmées.',
        body: `## Chaque produit a son rythme

Les produits puisent à des sources différentes ; ils ne sont donc pas tous mis à jour en même temps :

- **Shopper Behavior** est mis à jour chaque **lundi** avec les transactions de la semaine précédente.
- **Digital Landscapes** suit les résultats de recherche et les pages de produits **chaque jour**.
- **Customer Pulse** publie de nouveaux résultats de sondage **chaque semaine**.
- **Report Builder**, **Channel Insights**, **Customer Perception**, **Insights Activation** et **Modular Intelligence** suivent leur propre horaire, indiqué dans chaque produit.

Le pied de la tuile dans [Applications](/apps) rappelle parfois l’horaire. Dans un produit, repérez la date jusqu’à laquelle vont les données, habituellement en haut d’un rapport ou d’un tableau de bord.

## Planifier en fonction des mises à jour

- Planifiez vos rapports récurrents pour qu’ils arrivent **après** la mise à jour et contiennent la semaine la plus récente.
- Avant une revue d’affaires, vérifiez la date des données pour que tout le monde compare la même période.
- N’oubliez pas que la semaine commerciale du détaillant peut différer de la semaine civile.

## Si les données semblent périmées

1. Vérifiez la date des données dans le produit et comparez-la à l’horaire ci-dessus.
2. Déconnectez-vous, reconnectez-vous, puis rechargez le produit.
3. Consultez les notes de version et les annonces en haut du portail : l’entretien planifié ou une mise à jour retardée y sont annoncés.
4. Si les données ont encore plus d’un jour de retard, [créez un incident](/support/ticketCreation). Précisez le produit, le rapport et la date des données affichée.

## Bon à savoir

Les définitions des mesures, y compris la façon dont chaque période est calculée, se trouvent dans le [Dictionnaire de données](/dataDictionary).`,
      },
    },
  },
];
