import type { Locale } from '@portal/contract/locale';
import type { ProductCode } from '@portal/contract/products';

/** The insights articles of /articles/insights: reference data, seeded once, then edited in the database. */

type ArticleText = { title: string; summary: string; body: string[]; imageAlt: string };

export type ArticleSeed = {
  id: string;
  product: ProductCode;
  publishedOn: string;
  readMinutes: number;
  sortOrder: number;
  /** A file the web serves under /articles/. */
  image: string;
  texts: Record<Locale, ArticleText>;
};

export const ARTICLES: ArticleSeed[] = [
  {
    id: 'holiday-planning-2026',
    product: 'REPORT_BUILDER',
    publishedOn: '2026-11-10',
    readMinutes: 8,
    sortOrder: 10,
    image: '/articles/holiday-planning-2026.svg',
    texts: {
      'en-US': {
        title: 'Holiday planning: five lessons from last season’s data',
        summary:
          'Last year’s peak weeks started earlier and ended later than most plans assumed. Here is what the data says about timing, inventory and promotions for this season.',
        body: [
          'Holiday demand no longer peaks in a single week. Last season’s sales curve was flatter and longer: early shoppers started in the first week of November, and a second wave arrived in the days after Christmas, as gift cards were redeemed.',
          'Suppliers who planned inventory around one peak ran short twice. Stores that were out of stock on a top-50 holiday item in early December lost more than a third of that week’s sales of the item, and few of those shoppers bought a substitute from the same brand.',
          'Promotions worked best when they were spread out. Deals that ran for two weeks in mid-November lifted units about as much as a single Black Friday deal, with less pressure on distribution centers and fewer empty shelves afterward.',
          'Online orders for pickup grew fastest in the last five days before the holiday, when delivery slots filled up. Make sure your best sellers have complete product pages and accurate availability: that is when shoppers decide at the last minute.',
          'In Report Builder, save a weekly report of last season’s sales and on-hand units for your holiday items by store, and schedule it to arrive every Monday until January. It is the quickest way to spot a store that is running low before the shelf is empty.',
        ],
        imageAlt: 'Line chart of weekly holiday sales with two peaks, in November and after Christmas',
      },
      'es-MX': {
        title: 'Planeación de temporada navideña: cinco lecciones de los datos del año pasado',
        summary:
          'Las semanas de mayor venta del año pasado empezaron antes y terminaron después de lo que suponían la mayoría de los planes. Esto es lo que dicen los datos sobre tiempos, inventario y promociones para esta temporada.',
        body: [
          'La demanda navideña ya no se concentra en una sola semana. La curva de ventas de la temporada pasada fue más plana y más larga: los compradores anticipados empezaron la primera semana de noviembre y llegó una segunda ola después de Navidad, cuando se canjearon las tarjetas de regalo.',
          'Los proveedores que planearon su inventario para un solo pico se quedaron sin producto dos veces. Las tiendas agotadas en uno de los 50 artículos navideños más vendidos a principios de diciembre perdieron más de un tercio de las ventas de ese artículo en la semana, y pocos compradores eligieron un sustituto de la misma marca.',
          'Las promociones funcionaron mejor cuando se distribuyeron en el tiempo. Las ofertas de dos semanas a mediados de noviembre aumentaron las unidades casi tanto como una sola oferta de Buen Fin, con menos presión sobre los centros de distribución y menos anaqueles vacíos después.',
          'Los pedidos en línea para recoger en tienda crecieron más en los cinco días previos a las fiestas, cuando se agotaron los horarios de entrega. Asegúrate de que tus artículos más vendidos tengan páginas de producto completas y disponibilidad precisa: es cuando los compradores deciden a última hora.',
          'En Report Builder, guarda un reporte semanal con las ventas y existencias de la temporada pasada de tus artículos navideños por tienda, y prográmalo para recibirlo cada lunes hasta enero. Es la forma más rápida de detectar una tienda con poco inventario antes de que el anaquel quede vacío.',
        ],
        imageAlt:
          'Gráfica de líneas de las ventas semanales de temporada con dos picos, en noviembre y después de Navidad',
      },
      'fr-CA': {
        title: 'Planifier les Fêtes : cinq leçons tirées des données de l’an dernier',
        summary:
          'Les semaines de pointe de l’an dernier ont commencé plus tôt et fini plus tard que ce que prévoyaient la plupart des plans. Voici ce que disent les données sur le calendrier, les stocks et les promotions pour cette saison.',
        body: [
          'La demande des Fêtes ne culmine plus en une seule semaine. La courbe des ventes de la saison dernière était plus plate et plus longue : les clients hâtifs ont commencé dès la première semaine de novembre, et une deuxième vague est arrivée après Noël, au moment où les cartes-cadeaux ont été utilisées.',
          'Les fournisseurs qui avaient planifié leurs stocks autour d’une seule pointe ont manqué de produits deux fois. Les magasins en rupture sur l’un des 50 articles des Fêtes les plus vendus au début de décembre ont perdu plus du tiers des ventes de cet article pour la semaine, et peu de clients ont choisi un substitut de la même marque.',
          'Les promotions ont mieux fonctionné lorsqu’elles étaient étalées. Les offres de deux semaines à la mi-novembre ont fait progresser les unités presque autant qu’une seule offre du Vendredi fou, avec moins de pression sur les centres de distribution et moins de tablettes vides par la suite.',
          'Les commandes en ligne pour la cueillette ont le plus augmenté dans les cinq jours précédant les Fêtes, lorsque les plages de livraison étaient complètes. Assurez-vous que vos meilleurs vendeurs ont des fiches produits complètes et une disponibilité exacte : c’est à ce moment que les clients décident à la dernière minute.',
          'Dans Report Builder, enregistrez un rapport hebdomadaire des ventes et des stocks de la saison dernière pour vos articles des Fêtes par magasin, et programmez-le pour le recevoir chaque lundi jusqu’en janvier. C’est le moyen le plus rapide de repérer un magasin qui manque de stock avant que la tablette soit vide.',
        ],
        imageAlt: 'Graphique linéaire des ventes hebdomadaires des Fêtes avec deux pointes, en novembre et après Noël',
      },
    },
  },
  {
    id: 'basket-trends-2026',
    product: 'SHOPPER_BEHAVIOR',
    publishedOn: '2026-10-20',
    readMinutes: 6,
    sortOrder: 20,
    image: '/articles/shopper-trends.svg',
    texts: {
      'en-US': {
        title: 'What is in the basket: four shopping trends of 2026',
        summary:
          'Smaller, more frequent trips, more fresh food and a steady move to value are reshaping the average basket. Here is what it means for your category.',
        body: [
          'Shoppers are making more trips and buying less each time. Over the past twelve months the average household visited about 6% more often, while the number of items per basket fell slightly, a pattern we see in every region.',
          'Fresh categories anchor those trips. Baskets that contain produce, bakery or dairy now make up more than 70% of all baskets, and the items bought alongside them are increasingly chosen in the aisle rather than planned at home.',
          'Value is the third trend. Private-label share kept growing, but not evenly: shoppers trade down on staples while keeping their favorite brands in categories where they see a clear difference in quality.',
          'Finally, baskets are becoming more personal. Families with children, single-person households and retirees shop the same store very differently, so a category average can hide the segment that drives your growth. Shopper Behavior splits every measure by household segment to help you find it.',
        ],
        imageAlt: 'Shopping basket with fresh produce, bread and dairy next to a bar chart of trip frequency',
      },
      'es-MX': {
        title: 'Qué hay en la canasta: cuatro tendencias de compra de 2026',
        summary:
          'Visitas más frecuentes y más pequeñas, más alimentos frescos y un giro constante hacia el valor están cambiando la canasta promedio. Esto es lo que significa para tu categoría.',
        body: [
          'Los compradores hacen más visitas y compran menos en cada una. En los últimos doce meses, el hogar promedio visitó la tienda alrededor de 6% más veces, mientras que el número de artículos por canasta bajó ligeramente, un patrón que vemos en todas las regiones.',
          'Las categorías de frescos son el ancla de esas visitas. Las canastas con frutas y verduras, panadería o lácteos ya representan más del 70% del total, y los artículos que se compran junto con ellos se eligen cada vez más en el pasillo y no desde casa.',
          'El valor es la tercera tendencia. La participación de las marcas propias siguió creciendo, pero no de manera uniforme: los compradores eligen opciones más económicas en básicos y conservan sus marcas favoritas en las categorías donde perciben una diferencia clara de calidad.',
          'Por último, las canastas son cada vez más personales. Las familias con hijos, los hogares de una sola persona y los jubilados compran de forma muy distinta en la misma tienda, así que un promedio de categoría puede ocultar el segmento que impulsa tu crecimiento. Shopper Behavior divide cada métrica por segmento de hogar para ayudarte a encontrarlo.',
        ],
        imageAlt:
          'Canasta de compras con frutas, pan y lácteos junto a una gráfica de barras de la frecuencia de visita',
      },
      'fr-CA': {
        title: 'Ce qu’il y a dans le panier : quatre tendances d’achat en 2026',
        summary:
          'Des visites plus fréquentes et plus petites, plus de produits frais et un virage constant vers la valeur transforment le panier moyen. Voici ce que cela signifie pour votre catégorie.',
        body: [
          'Les clients font plus de visites et achètent moins chaque fois. Au cours des douze derniers mois, le ménage moyen est venu environ 6 % plus souvent, tandis que le nombre d’articles par panier a légèrement diminué, une tendance observée dans toutes les régions.',
          'Les produits frais sont au cœur de ces visites. Les paniers contenant des fruits et légumes, de la boulangerie ou des produits laitiers représentent maintenant plus de 70 % de tous les paniers, et les articles achetés avec eux sont de plus en plus choisis dans l’allée plutôt que planifiés à la maison.',
          'La valeur est la troisième tendance. La part des marques maison a continué de croître, mais pas partout : les clients se tournent vers des options moins chères pour les produits de base, tout en gardant leurs marques préférées dans les catégories où ils perçoivent une nette différence de qualité.',
          'Enfin, les paniers deviennent plus personnels. Les familles avec enfants, les personnes seules et les retraités magasinent très différemment dans le même magasin; une moyenne de catégorie peut donc cacher le segment qui porte votre croissance. Shopper Behavior ventile chaque mesure par segment de ménage pour vous aider à le trouver.',
        ],
        imageAlt:
          'Panier d’épicerie avec fruits, pain et produits laitiers à côté d’un graphique à barres de la fréquence des visites',
      },
    },
  },
  {
    id: 'private-label-switching',
    product: 'CUSTOMER_PERCEPTION',
    publishedOn: '2026-09-15',
    readMinutes: 7,
    sortOrder: 30,
    image: '/articles/private-label-switching.svg',
    texts: {
      'en-US': {
        title: 'Why shoppers switch to private label, and what brings them back',
        summary:
          'Price starts the switch, but quality decides whether it lasts. Survey and purchase data show where national brands win shoppers back.',
        body: [
          'When prices rise, private label is the first place many shoppers look. In our surveys, nine in ten shoppers who tried a store brand for the first time this year said they did so because of price.',
          'Whether they stay depends on the category. In staples such as paper goods, canned vegetables and baking supplies, most switchers were still buying the store brand six months later. In coffee, snacks and personal care, more than half had gone back to a national brand.',
          'Shoppers who came back give the same reasons in their reviews: taste, consistency and a product that simply works better. Promotions helped bring them back, but rarely kept them on their own.',
          'For brands this points to two priorities: protect the quality gap in the categories where shoppers notice it, and make that difference visible on the shelf and online. Customer Perception shows the review themes and survey scores behind switching for each of your items.',
        ],
        imageAlt: 'Two similar cereal boxes, a national brand and a store brand, side by side on a shelf',
      },
      'es-MX': {
        title: 'Por qué los compradores cambian a marcas propias y qué los hace regresar',
        summary:
          'El precio inicia el cambio, pero la calidad decide si dura. Los datos de encuestas y compras muestran dónde las marcas nacionales recuperan a sus compradores.',
        body: [
          'Cuando suben los precios, las marcas propias son el primer lugar donde buscan muchos compradores. En nuestras encuestas, nueve de cada diez compradores que probaron una marca de la tienda por primera vez este año dijeron que lo hicieron por el precio.',
          'Que se queden depende de la categoría. En básicos como papel, verduras enlatadas y productos para hornear, la mayoría seguía comprando la marca de la tienda seis meses después. En café, botanas y cuidado personal, más de la mitad había regresado a una marca nacional.',
          'Los compradores que regresaron dan las mismas razones en sus reseñas: sabor, consistencia y un producto que simplemente funciona mejor. Las promociones ayudaron a recuperarlos, pero rara vez los retuvieron por sí solas.',
          'Para las marcas, esto apunta a dos prioridades: proteger la diferencia de calidad en las categorías donde los compradores la notan y hacer visible esa diferencia en el anaquel y en línea. Customer Perception muestra los temas de reseñas y los resultados de encuestas detrás del cambio para cada uno de tus artículos.',
        ],
        imageAlt:
          'Dos cajas de cereal parecidas, una de marca nacional y otra de marca propia, lado a lado en un anaquel',
      },
      'fr-CA': {
        title: 'Pourquoi les clients passent aux marques maison, et ce qui les fait revenir',
        summary:
          'Le prix déclenche le changement, mais la qualité décide s’il dure. Les données de sondages et d’achats montrent où les marques nationales regagnent leurs clients.',
        body: [
          'Quand les prix augmentent, les marques maison sont le premier endroit où regardent de nombreux clients. Dans nos sondages, neuf clients sur dix qui ont essayé une marque maison pour la première fois cette année disent l’avoir fait à cause du prix.',
          'Qu’ils restent ou non dépend de la catégorie. Pour les produits de base comme les produits de papier, les légumes en conserve et les ingrédients de pâtisserie, la plupart achetaient encore la marque maison six mois plus tard. Pour le café, les grignotines et les soins personnels, plus de la moitié étaient revenus à une marque nationale.',
          'Les clients revenus donnent les mêmes raisons dans leurs avis : le goût, la constance et un produit qui fonctionne tout simplement mieux. Les promotions ont aidé à les ramener, mais les ont rarement retenus à elles seules.',
          'Pour les marques, cela indique deux priorités : protéger l’écart de qualité dans les catégories où les clients le remarquent, et rendre cette différence visible en tablette et en ligne. Customer Perception présente les thèmes des avis et les résultats des sondages derrière les changements de marque pour chacun de vos articles.',
        ],
        imageAlt:
          'Deux boîtes de céréales semblables, une marque nationale et une marque maison, côte à côte sur une tablette',
      },
    },
  },
  {
    id: 'pickup-delivery-growth',
    product: 'CHANNEL_INSIGHTS',
    publishedOn: '2026-08-25',
    readMinutes: 5,
    sortOrder: 40,
    image: '/articles/online-orders.svg',
    texts: {
      'en-US': {
        title: 'Pickup and delivery: where online grocery growth is coming from',
        summary:
          'Online orders keep growing, but the mix is changing: delivery is catching up with pickup, and larger baskets are moving online.',
        body: [
          'Online grocery sales grew again this year, and for the first time delivery grew faster than pickup. Shorter delivery windows and memberships that include free delivery made the difference for many households.',
          'Online baskets are larger than in-store baskets, and they are built differently. Shoppers plan them, reuse previous orders and rely on search, which gives a strong advantage to the items that appear in their “buy again” lists.',
          'Substitutions are the weak point. When an ordered item is unavailable, about one shopper in five rejects the substitute, and a rejected substitution is a lost sale for both the brand and the store.',
          'Channel Insights shows your sales by channel, your online availability and your substitution rate item by item, so you can see which products depend on online orders and where out-of-stocks cost you the most.',
        ],
        imageAlt: 'Store associate loading grocery bags into a car at a pickup point',
      },
      'es-MX': {
        title: 'Recolección y entrega a domicilio: de dónde viene el crecimiento del súper en línea',
        summary:
          'Los pedidos en línea siguen creciendo, pero la mezcla cambia: la entrega a domicilio alcanza a la recolección y las canastas grandes se mueven al canal digital.',
        body: [
          'Las ventas de súper en línea volvieron a crecer este año y, por primera vez, la entrega a domicilio creció más rápido que la recolección en tienda. Los horarios de entrega más cortos y las membresías con envío gratis marcaron la diferencia para muchos hogares.',
          'Las canastas en línea son más grandes que las de la tienda y se arman de otra manera. Los compradores las planean, repiten pedidos anteriores y usan el buscador, lo que da una gran ventaja a los artículos que aparecen en sus listas de “volver a comprar”.',
          'Las sustituciones son el punto débil. Cuando un artículo pedido no está disponible, cerca de uno de cada cinco compradores rechaza el sustituto, y una sustitución rechazada es una venta perdida para la marca y para la tienda.',
          'Channel Insights muestra tus ventas por canal, tu disponibilidad en línea y tu tasa de sustitución artículo por artículo, para que veas qué productos dependen de los pedidos en línea y dónde los agotados te cuestan más.',
        ],
        imageAlt: 'Asociado de tienda cargando bolsas del súper en un auto en el punto de recolección',
      },
      'fr-CA': {
        title: 'Cueillette et livraison : d’où vient la croissance de l’épicerie en ligne',
        summary:
          'Les commandes en ligne continuent d’augmenter, mais la répartition change : la livraison rattrape la cueillette et les gros paniers passent en ligne.',
        body: [
          'Les ventes d’épicerie en ligne ont encore augmenté cette année et, pour la première fois, la livraison a progressé plus vite que la cueillette. Des plages de livraison plus courtes et des abonnements incluant la livraison gratuite ont fait la différence pour de nombreux ménages.',
          'Les paniers en ligne sont plus gros que les paniers en magasin, et ils se construisent autrement. Les clients les planifient, réutilisent leurs commandes précédentes et se fient à la recherche, ce qui avantage nettement les articles présents dans leurs listes « acheter de nouveau ».',
          'Les substitutions sont le point faible. Lorsqu’un article commandé n’est pas disponible, environ un client sur cinq refuse le substitut, et une substitution refusée est une vente perdue pour la marque comme pour le magasin.',
          'Channel Insights présente vos ventes par canal, votre disponibilité en ligne et votre taux de substitution article par article, pour que vous voyiez quels produits dépendent des commandes en ligne et où les ruptures vous coûtent le plus.',
        ],
        imageAlt: 'Employé du magasin déposant des sacs d’épicerie dans une voiture au point de cueillette',
      },
    },
  },
  {
    id: 'shelf-placement',
    product: 'MODULAR_INTELLIGENCE',
    publishedOn: '2026-07-30',
    readMinutes: 6,
    sortOrder: 50,
    image: '/articles/shelf-placement.svg',
    texts: {
      'en-US': {
        title: 'Shelf placement: what eye level is really worth',
        summary:
          'Moving an item to eye level helps, but less than many expect. Facings, neighbors on the shelf and the store cluster often matter more.',
        body: [
          'Eye level is the most requested position in any planogram, and for good reason: items moved there usually sell more. Across the resets we analyzed, the average lift was real but modest, and it varied widely by category.',
          'The number of facings often mattered more than the shelf. Adding a second facing to a fast-moving item reduced out-of-stocks and lifted sales more than moving it up a shelf, especially in high-traffic stores.',
          'Neighbors matter too. Items placed next to the category leader benefited from its traffic, while items at the end of a long run of similar products were easily overlooked.',
          'Because stores differ, the same layout can work in one cluster and fail in another. Modular Intelligence compares sales per linear foot before and after each reset, by store cluster, so your next request to the buyer is backed by evidence.',
        ],
        imageAlt: 'Grocery shelf with products at different heights and a highlighted eye-level row',
      },
      'es-MX': {
        title: 'Ubicación en anaquel: cuánto vale realmente el nivel de los ojos',
        summary:
          'Mover un artículo al nivel de los ojos ayuda, pero menos de lo que muchos esperan. Los frentes, los vecinos en el anaquel y el grupo de tiendas suelen importar más.',
        body: [
          'El nivel de los ojos es la posición más solicitada en cualquier planograma, y con razón: los artículos que se mueven ahí suelen venderse más. En los cambios de anaquel que analizamos, el aumento promedio fue real pero moderado, y varió mucho según la categoría.',
          'El número de frentes a menudo importó más que la repisa. Agregar un segundo frente a un artículo de alta rotación redujo los agotados y aumentó las ventas más que subirlo una repisa, sobre todo en tiendas de mucho tráfico.',
          'Los vecinos también importan. Los artículos colocados junto al líder de la categoría se beneficiaron de su tráfico, mientras que los que quedaron al final de una larga fila de productos similares pasaron desapercibidos.',
          'Como cada tienda es distinta, la misma distribución puede funcionar en un grupo de tiendas y fallar en otro. Modular Intelligence compara las ventas por metro lineal antes y después de cada cambio, por grupo de tiendas, para que tu próxima solicitud al comprador esté respaldada con evidencia.',
        ],
        imageAlt:
          'Anaquel de supermercado con productos a distintas alturas y la repisa al nivel de los ojos resaltada',
      },
      'fr-CA': {
        title: 'Emplacement en tablette : ce que vaut vraiment la hauteur des yeux',
        summary:
          'Placer un article à la hauteur des yeux aide, mais moins qu’on le croit. Le nombre de facings, les voisins en tablette et le groupe de magasins comptent souvent davantage.',
        body: [
          'La hauteur des yeux est la position la plus demandée dans tout planogramme, et avec raison : les articles qui y sont déplacés se vendent généralement mieux. Dans les réaménagements analysés, la hausse moyenne était réelle mais modeste, et elle variait beaucoup selon la catégorie.',
          'Le nombre de facings a souvent compté davantage que la tablette. Ajouter un deuxième facing à un article à forte rotation a réduit les ruptures et fait progresser les ventes plus que de le monter d’une tablette, surtout dans les magasins très achalandés.',
          'Les voisins comptent aussi. Les articles placés à côté du chef de catégorie ont profité de son achalandage, tandis que ceux placés au bout d’une longue rangée de produits semblables passaient facilement inaperçus.',
          'Comme les magasins diffèrent, le même aménagement peut réussir dans un groupe de magasins et échouer dans un autre. Modular Intelligence compare les ventes par pied linéaire avant et après chaque réaménagement, par groupe de magasins, pour que votre prochaine demande à l’acheteur s’appuie sur des preuves.',
        ],
        imageAlt:
          'Tablette d’épicerie avec des produits à différentes hauteurs et la rangée à la hauteur des yeux mise en évidence',
      },
    },
  },
  {
    id: 'search-visibility',
    product: 'DIGITAL_LANDSCAPES',
    publishedOn: '2026-06-18',
    readMinutes: 5,
    sortOrder: 60,
    image: '/articles/search-visibility.svg',
    texts: {
      'en-US': {
        title: 'The digital shelf: how search ranking shapes online sales',
        summary:
          'Most online shoppers never scroll past the first results. Here is what moves an item up, and how to measure it.',
        body: [
          'Online, the search results page is the shelf. Most shoppers add an item from the first row of results, and very few scroll past the second page.',
          'Ranking depends on more than sales. Complete titles that use the words shoppers search for, good images, accurate availability and a healthy number of ratings all help an item appear higher.',
          'Small fixes can have a large effect. In our analysis, items whose titles were rewritten to include the product type and size moved up several positions within weeks, with a matching rise in online sales.',
          'Digital Landscapes tracks your search rank for the terms that matter, scores your product pages and shows your share of search against competitors, so you know which pages to fix first.',
        ],
        imageAlt: 'Phone screen showing grocery search results for the word “yogurt”',
      },
      'es-MX': {
        title: 'El anaquel digital: cómo la posición en búsquedas define las ventas en línea',
        summary:
          'La mayoría de los compradores en línea nunca pasa de los primeros resultados. Esto es lo que hace subir a un artículo y cómo medirlo.',
        body: [
          'En línea, la página de resultados de búsqueda es el anaquel. La mayoría de los compradores agrega un artículo de la primera fila de resultados y muy pocos pasan de la segunda página.',
          'La posición no depende solo de las ventas. Títulos completos con las palabras que buscan los compradores, buenas imágenes, disponibilidad precisa y una buena cantidad de calificaciones ayudan a que un artículo aparezca más arriba.',
          'Pequeños ajustes pueden tener un gran efecto. En nuestro análisis, los artículos cuyos títulos se reescribieron para incluir el tipo de producto y el tamaño subieron varias posiciones en pocas semanas, con un aumento similar en las ventas en línea.',
          'Digital Landscapes sigue tu posición en las búsquedas que importan, califica tus páginas de producto y muestra tu participación en búsquedas frente a la competencia, para que sepas qué páginas corregir primero.',
        ],
        imageAlt: 'Pantalla de teléfono con resultados de búsqueda del súper para la palabra “yogur”',
      },
      'fr-CA': {
        title: 'La tablette numérique : comment le rang dans les recherches façonne les ventes en ligne',
        summary:
          'La plupart des clients en ligne ne dépassent jamais les premiers résultats. Voici ce qui fait monter un article, et comment le mesurer.',
        body: [
          'En ligne, la page de résultats de recherche est la tablette. La plupart des clients ajoutent un article de la première rangée de résultats, et très peu vont au-delà de la deuxième page.',
          'Le rang ne dépend pas que des ventes. Des titres complets qui reprennent les mots que les clients recherchent, de bonnes images, une disponibilité exacte et un bon nombre de notes aident tous un article à apparaître plus haut.',
          'De petites corrections peuvent avoir un grand effet. Dans notre analyse, les articles dont le titre a été réécrit pour inclure le type de produit et le format ont gagné plusieurs rangs en quelques semaines, avec une hausse comparable des ventes en ligne.',
          'Digital Landscapes suit votre rang pour les recherches qui comptent, note vos fiches produits et présente votre part de recherche face à la concurrence, pour que vous sachiez quelles fiches corriger en premier.',
        ],
        imageAlt: 'Écran de téléphone affichant des résultats de recherche d’épicerie pour le mot « yogourt »',
      },
    },
  },
  {
    id: 'audience-activation',
    product: 'INSIGHTS_ACTIVATION',
    publishedOn: '2026-05-12',
    readMinutes: 4,
    sortOrder: 70,
    image: '/articles/audience-activation.svg',
    texts: {
      'en-US': {
        title: 'From insight to audience: putting shopper segments to work',
        summary:
          'Segments found in purchase data make better media audiences than demographics alone. A look at how suppliers are putting them to work.',
        body: [
          'Most suppliers already know which shoppers matter most: lapsed buyers, buyers of a competing brand or households new to the category. Until recently, turning that knowledge into a media audience took weeks and several vendors.',
          'Audiences built from purchase behavior outperform audiences built from demographics. In the campaigns we measured this spring, behavior-based audiences delivered a clearly higher sales lift per impression.',
          'Insights Activation, now in beta, lets you build an audience from a Shopper Behavior segment, send it to the retailer’s media network and read the sales result in the same place. Tell us what you need next: the beta is shaped by supplier feedback.',
        ],
        imageAlt: 'Diagram of a shopper segment flowing into a media campaign and back into a sales report',
      },
      'es-MX': {
        title: 'Del conocimiento a la audiencia: cómo aprovechar los segmentos de compradores',
        summary:
          'Los segmentos que surgen de los datos de compra forman mejores audiencias de medios que los datos demográficos por sí solos. Así los están usando los proveedores.',
        body: [
          'La mayoría de los proveedores ya sabe qué compradores importan más: los que dejaron de comprar, los de una marca competidora o los hogares nuevos en la categoría. Hasta hace poco, convertir ese conocimiento en una audiencia de medios tomaba semanas y varios proveedores.',
          'Las audiencias basadas en el comportamiento de compra superan a las basadas en datos demográficos. En las campañas que medimos esta primavera, las audiencias por comportamiento lograron un aumento de ventas por impresión claramente mayor.',
          'Insights Activation, ahora en beta, te permite crear una audiencia a partir de un segmento de Shopper Behavior, enviarla a la red de medios del minorista y ver el resultado en ventas en el mismo lugar. Dinos qué necesitas: la beta se construye con los comentarios de los proveedores.',
        ],
        imageAlt:
          'Diagrama de un segmento de compradores que pasa a una campaña de medios y regresa a un reporte de ventas',
      },
      'fr-CA': {
        title: 'De la connaissance à l’auditoire : mettre les segments de clients au travail',
        summary:
          'Les segments tirés des données d’achat font de meilleurs auditoires médias que les seules données démographiques. Voici comment les fournisseurs les utilisent.',
        body: [
          'La plupart des fournisseurs savent déjà quels clients comptent le plus : les acheteurs perdus, ceux d’une marque concurrente ou les ménages nouveaux dans la catégorie. Jusqu’à récemment, transformer cette connaissance en auditoire média prenait des semaines et plusieurs fournisseurs de services.',
          'Les auditoires fondés sur le comportement d’achat font mieux que ceux fondés sur la démographie. Dans les campagnes mesurées ce printemps, les auditoires comportementaux ont généré une hausse des ventes par impression nettement supérieure.',
          'Insights Activation, maintenant en bêta, vous permet de créer un auditoire à partir d’un segment de Shopper Behavior, de le transmettre au réseau médias du détaillant et de lire le résultat des ventes au même endroit. Dites-nous ce dont vous avez besoin : la bêta évolue selon les commentaires des fournisseurs.',
        ],
        imageAlt:
          'Schéma d’un segment de clients qui alimente une campagne média puis revient dans un rapport de ventes',
      },
    },
  },
  {
    id: 'weekly-sentiment',
    product: 'CUSTOMER_PULSE',
    publishedOn: '2026-04-02',
    readMinutes: 4,
    sortOrder: 80,
    image: '/articles/weekly-sentiment.svg',
    texts: {
      'en-US': {
        title: 'Reading the pulse: what weekly sentiment tells you early',
        summary: 'Shopper mood changes before sales do. Short weekly surveys give brands a few weeks’ warning.',
        body: [
          'Sales data tells you what happened; sentiment tells you what is about to happen. When shoppers start to worry about prices or feel that a product has changed, they say so before they change what they buy.',
          'A weekly survey of a few questions is enough to follow that mood. This winter, concern about prices of household essentials rose for three weeks before the category’s unit sales began to slip.',
          'Customer Pulse, in alpha with a small group of suppliers, runs those surveys with the retailer’s shoppers and reports the results by region and shopper segment, with room for questions about your own category.',
        ],
        imageAlt: 'Weekly sentiment line rising ahead of a falling sales line',
      },
      'es-MX': {
        title: 'Tomar el pulso: lo que la opinión semanal te dice antes',
        summary:
          'El ánimo de los compradores cambia antes que las ventas. Encuestas semanales breves dan a las marcas unas semanas de anticipación.',
        body: [
          'Los datos de ventas te dicen lo que pasó; la opinión te dice lo que está por pasar. Cuando los compradores empiezan a preocuparse por los precios o sienten que un producto cambió, lo dicen antes de cambiar lo que compran.',
          'Una encuesta semanal de pocas preguntas basta para seguir ese ánimo. Este invierno, la preocupación por los precios de los básicos del hogar aumentó durante tres semanas antes de que las unidades vendidas de la categoría empezaran a bajar.',
          'Customer Pulse, en alfa con un grupo reducido de proveedores, realiza esas encuestas a los compradores del minorista y presenta los resultados por región y segmento, con espacio para preguntas sobre tu propia categoría.',
        ],
        imageAlt: 'Línea de opinión semanal que sube antes de que baje la línea de ventas',
      },
      'fr-CA': {
        title: 'Prendre le pouls : ce que le sentiment hebdomadaire vous apprend plus tôt',
        summary:
          'L’humeur des clients change avant les ventes. De courts sondages hebdomadaires donnent aux marques quelques semaines d’avance.',
        body: [
          'Les données de ventes vous disent ce qui s’est passé; le sentiment vous dit ce qui s’en vient. Lorsque les clients commencent à s’inquiéter des prix ou ont l’impression qu’un produit a changé, ils le disent avant de modifier leurs achats.',
          'Un sondage hebdomadaire de quelques questions suffit pour suivre cette humeur. Cet hiver, l’inquiétude au sujet du prix des produits ménagers essentiels a augmenté pendant trois semaines avant que les ventes en unités de la catégorie commencent à fléchir.',
          'Customer Pulse, en alpha auprès d’un petit groupe de fournisseurs, mène ces sondages auprès des clients du détaillant et présente les résultats par région et par segment, avec de la place pour des questions sur votre propre catégorie.',
        ],
        imageAlt: 'Courbe du sentiment hebdomadaire qui monte avant une courbe des ventes qui descend',
      },
    },
  },
];
