import type { KbSeedArticle } from './types.js';

/** The basic knowledge base's 'data-dictionary' articles. */
export const BASIC_DATA_DICTIONARY: KbSeedArticle[] = [
  {
    slug: 'data-dictionary-basic-fields',
    topic: 'data-dictionary',
    top: true,
    publishedAt: '2025-04-22T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'The basic fields of the data dictionary',
        summary:
          'Which data elements a basic account can use, how to find them and how to read each entry in the data dictionary.',
        body: `## What the data dictionary is

The [Data dictionary](/dataDictionary) explains every data element in the portal: what it means, how it is calculated and which products carry it. As a basic supplier, you use the **Basic** tab.

## Find the basic fields

1. Open the [Data dictionary](/dataDictionary).
2. Select the **Basic** tab.
3. In **Products**, choose **Report Builder**, or keep **All Products**.
4. Type at least 3 characters in the search box, for example **sales**.

## Read an entry

- **Name**: the business name, such as **Sales Amount** or **Units Sold**.
- **Description**: what the element means, for example retail sales dollars scanned at the register, net of returns.
- **Data type / Field type**: a **Metric** you add up, a **Key** that identifies something, or an **Attribute** that describes it.
- **Available to**: **All users** means your basic account can use it.
- **Technical name** and **DSS name**: other names you may see in older reports, such as **POS Sales** or **Store Nbr**.

## The fields basic suppliers use most

- **Sales Amount** and **Units Sold**, by item and store, for the current period and last year
- **Store Number**, **Item Number** and item descriptions
- Store location fields such as state and city

Select a name to open **What is:** with the full details.`,
      },
      'es-MX': {
        title: 'Los campos básicos del diccionario de datos',
        summary:
          'Qué elementos de datos puede usar una cuenta básica, cómo encontrarlos y cómo leer cada entrada del diccionario de datos.',
        body: `## Qué es el diccionario de datos

El [Diccionario de datos](/dataDictionary) explica cada elemento de datos del portal: qué significa, cómo se calcula y qué productos lo incluyen. Como proveedor básico, usas la pestaña **Básico**.

## Encuentra los campos básicos

1. Abre el [Diccionario de datos](/dataDictionary).
2. Selecciona la pestaña **Básico**.
3. En **Productos**, elige **Report Builder** o deja **Todos los productos**.
4. Escribe al menos 3 caracteres en el cuadro de búsqueda, por ejemplo **ventas**.

## Lee una entrada

- **Nombre**: el nombre de negocio, como **Importe de ventas** o **Unidades vendidas**.
- **Descripción**: lo que significa el elemento, por ejemplo el importe de ventas escaneado en caja, neto de devoluciones.
- **Tipo de dato / Tipo de campo**: una **Métrica** que se suma, una **Clave** que identifica algo o un **Atributo** que lo describe.
- **Disponible para**: **Todos los usuarios** significa que tu cuenta básica puede usarlo.
- **Nombre técnico** y **Nombre DSS**: otros nombres que puedes ver en reportes anteriores, como **POS Sales** o **Store Nbr**.

## Los campos que más usan los proveedores básicos

- **Importe de ventas** y **Unidades vendidas**, por artículo y tienda, del periodo actual y del año pasado
- **Número de tienda**, **Número de artículo** y las descripciones de artículos
- Campos de ubicación de la tienda, como el estado y la ciudad

Selecciona un nombre para abrir **¿Qué es...?** con todos los detalles.`,
      },
      'fr-CA': {
        title: 'Les champs de base du dictionnaire de données',
        summary:
          'Les éléments de données qu’un compte de base peut utiliser, comment les trouver et comment lire chaque entrée du dictionnaire.',
        body: `## Qu’est-ce que le dictionnaire de données

Le [Dictionnaire de données](/dataDictionary) explique chaque élément de données du portail : ce qu’il signifie, comment il est calculé et quels produits le contiennent. En tant que fournisseur de base, vous utilisez l’onglet **De base**.

## Trouvez les champs de base

1. Ouvrez le [Dictionnaire de données](/dataDictionary).
2. Sélectionnez l’onglet **De base**.
3. Dans **Produits**, choisissez **Report Builder** ou gardez **Tous les produits**.
4. Tapez au moins 3 caractères dans la zone de recherche, par exemple **ventes**.

## Lisez une entrée

- **Nom** : le nom d’affaires, comme **Montant des ventes** ou **Unités vendues**.
- **Description** : ce que signifie l’élément, par exemple les ventes en dollars enregistrées à la caisse, déduction faite des retours.
- **Type de données / Type de champ** : une **Mesure** qui s’additionne, une **Clé** qui identifie quelque chose ou un **Attribut** qui le décrit.
- **Offert à** : **Tous les utilisateurs** signifie que votre compte de base peut l’utiliser.
- **Nom technique** et **Nom DSS** : d’autres noms que vous pourriez voir dans d’anciens rapports, comme **POS Sales** ou **Store Nbr**.

## Les champs que les fournisseurs de base utilisent le plus

- **Montant des ventes** et **Unités vendues**, par article et par magasin, pour la période en cours et l’an dernier
- **Numéro du magasin**, **Numéro d’article** et descriptions des articles
- Les champs d’emplacement des magasins, comme l’État et la ville

Sélectionnez un nom pour ouvrir **Qu’est-ce que...?** avec tous les détails.`,
      },
    },
  },
  {
    slug: 'data-dictionary-search-tips',
    topic: 'data-dictionary',
    publishedAt: '2025-10-28T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Search the data dictionary like a pro',
        summary: 'Find the right data element by name, synonym, technical name or DSS name, even with a typo.',
        body: `## How search works

The search box of the [Data dictionary](/dataDictionary) looks in names, synonyms, technical names and DSS names. Descriptions are searched too; their matches are listed after name matches.

## Search step by step

1. Type at least 3 characters. Until then you see **Enter at least 3 characters to start searching**.
2. Pause typing: results appear after half a second.
3. Check the **Results** count above the table.
4. Select a name to see its full details.

## Tips

- **Use your own words.** Names can be searched in English or in your language, so **ventas** and **sales** both work.
- **Try the old name.** If a colleague says **POS Qty**, search it: DSS names find the current element, **Units Sold**.
- **Typos are fine.** When there is no exact match, you see **Did you mean:** with close matches.
- **Narrow the list.** Use **Products** and the **Basic** tab to hide elements your account does not use.
- **Share a search.** The page address keeps your search, tab and product, so you can send it to a colleague.

## No results?

- Check the **Products** filter: select **Clear filters** to search all products.
- Try a shorter term, such as **store** instead of **store opening date**.
- Still nothing? [Create an incident](/support/ticketCreation) and tell us which element you expected to find.`,
      },
      'es-MX': {
        title: 'Busca en el diccionario de datos como experto',
        summary:
          'Encuentra el elemento de datos correcto por nombre, sinónimo, nombre técnico o nombre DSS, incluso con errores de escritura.',
        body: `## Cómo funciona la búsqueda

El cuadro de búsqueda del [Diccionario de datos](/dataDictionary) busca en nombres, sinónimos, nombres técnicos y nombres DSS. También busca en las descripciones; esas coincidencias aparecen después de las de nombres.

## Busca paso a paso

1. Escribe al menos 3 caracteres. Mientras tanto verás **Escribe al menos 3 caracteres para empezar a buscar**.
2. Deja de escribir: los resultados aparecen después de medio segundo.
3. Revisa el número de **Resultados** arriba de la tabla.
4. Selecciona un nombre para ver todos sus detalles.

## Consejos

- **Usa tus propias palabras.** Los nombres se pueden buscar en inglés o en tu idioma, así que **ventas** y **sales** funcionan.
- **Prueba el nombre anterior.** Si un compañero dice **POS Qty**, búscalo: los nombres DSS encuentran el elemento actual, **Unidades vendidas**.
- **Los errores de escritura no importan.** Cuando no hay una coincidencia exacta, verás **Quizás quisiste decir:** con coincidencias cercanas.
- **Acota la lista.** Usa **Productos** y la pestaña **Básico** para ocultar los elementos que tu cuenta no usa.
- **Comparte una búsqueda.** La dirección de la página conserva tu búsqueda, pestaña y producto, así que puedes enviársela a un compañero.

## ¿Sin resultados?

- Revisa el filtro **Productos**: selecciona **Borrar filtros** para buscar en todos los productos.
- Prueba un término más corto, como **tienda** en lugar de **fecha de apertura de tienda**.
- ¿Sigues sin encontrarlo? [Crea un incidente](/support/ticketCreation) y dinos qué elemento esperabas encontrar.`,
      },
      'fr-CA': {
        title: 'Cherchez dans le dictionnaire de données comme un pro',
        summary:
          'Trouvez le bon élément de données par nom, synonyme, nom technique ou nom DSS, même avec une faute de frappe.',
        body: `## Fonctionnement de la recherche

La zone de recherche du [Dictionnaire de données](/dataDictionary) consulte les noms, les synonymes, les noms techniques et les noms DSS. Les descriptions sont aussi consultées; leurs correspondances s’affichent après celles des noms.

## Cherchez étape par étape

1. Tapez au moins 3 caractères. D’ici là, le message **Entrez au moins 3 caractères pour lancer la recherche** s’affiche.
2. Arrêtez de taper : les résultats s’affichent après une demi-seconde.
3. Vérifiez le nombre de **Résultats** au-dessus du tableau.
4. Sélectionnez un nom pour voir tous ses détails.

## Conseils

- **Utilisez vos propres mots.** Les noms peuvent être cherchés en anglais ou dans votre langue : **ventes** et **sales** fonctionnent tous les deux.
- **Essayez l’ancien nom.** Si un collègue parle de **POS Qty**, cherchez-le : les noms DSS mènent à l’élément actuel, **Unités vendues**.
- **Les fautes de frappe sont tolérées.** S’il n’y a aucune correspondance exacte, **Vouliez-vous dire :** propose des correspondances proches.
- **Affinez la liste.** Utilisez **Produits** et l’onglet **De base** pour masquer les éléments que votre compte n’utilise pas.
- **Partagez une recherche.** L’adresse de la page conserve votre recherche, votre onglet et votre produit : vous pouvez l’envoyer à un collègue.

## Aucun résultat?

- Vérifiez le filtre **Produits** : sélectionnez **Effacer les filtres** pour chercher dans tous les produits.
- Essayez un terme plus court, comme **magasin** plutôt que **date d’ouverture du magasin**.
- Toujours rien? [Créez un incident](/support/ticketCreation) en indiquant l’élément que vous pensiez trouver.`,
      },
    },
  },
  {
    slug: 'data-dictionary-download-excel',
    topic: 'data-dictionary',
    publishedAt: '2026-02-10T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Download the data dictionary to Excel',
        summary: 'Keep a copy of the data elements you use, with their descriptions, in an Excel workbook.',
        body: `## Why download it

An Excel copy is handy when you build reports offline, train a new colleague or map the portal's fields to your own systems.

## Download the list

1. Open the [Data dictionary](/dataDictionary).
2. Select the **Basic** tab, so the file holds only the elements your account can use.
3. Optionally choose a product in **Products** or type a search term to narrow the list.
4. Select **Download Excel**.
5. Your browser saves a file whose name starts with **data_element_glossary_** followed by the date.

## What the file contains

Each row is one data element, with its name, description, technical name, DSS name, data type, field type, products and **Available to**. The file follows your current tab, product and search, so what you see is what you get.

## If the download fails

- You see **Download failed, please try again**. Select **Try again**.
- Check that your browser allows downloads from the portal.
- Very large lists take a few seconds; keep the page open until the file is saved.

## Keep it current

The data dictionary changes when new data elements are added. Download a fresh copy every quarter rather than relying on an old file.`,
      },
      'es-MX': {
        title: 'Descarga el diccionario de datos a Excel',
        summary: 'Guarda una copia de los elementos de datos que usas, con sus descripciones, en un libro de Excel.',
        body: `## Por qué descargarlo

Una copia en Excel es útil cuando preparas reportes sin conexión, capacitas a un compañero nuevo o relacionas los campos del portal con tus propios sistemas.

## Descarga la lista

1. Abre el [Diccionario de datos](/dataDictionary).
2. Selecciona la pestaña **Básico**, para que el archivo tenga solo los elementos que tu cuenta puede usar.
3. Si quieres, elige un producto en **Productos** o escribe un término de búsqueda para acotar la lista.
4. Selecciona **Descargar Excel**.
5. Tu navegador guarda un archivo cuyo nombre empieza con **data_element_glossary_** seguido de la fecha.

## Qué contiene el archivo

Cada fila es un elemento de datos, con su nombre, descripción, nombre técnico, nombre DSS, tipo de dato, tipo de campo, productos y **Disponible para**. El archivo respeta tu pestaña, producto y búsqueda actuales: lo que ves es lo que descargas.

## Si la descarga falla

- Verás un mensaje de error. Selecciona **Intentar de nuevo**.
- Revisa que tu navegador permita descargas del portal.
- Las listas muy grandes tardan unos segundos; deja la página abierta hasta que se guarde el archivo.

## Mantenlo al día

El diccionario de datos cambia cuando se agregan nuevos elementos. Descarga una copia nueva cada trimestre en lugar de depender de un archivo antiguo.`,
      },
      'fr-CA': {
        title: 'Téléchargez le dictionnaire de données en Excel',
        summary:
          'Gardez une copie des éléments de données que vous utilisez, avec leurs descriptions, dans un classeur Excel.',
        body: `## Pourquoi le télécharger

Une copie Excel est pratique pour préparer des rapports hors ligne, former un nouveau collègue ou faire correspondre les champs du portail à vos propres systèmes.

## Téléchargez la liste

1. Ouvrez le [Dictionnaire de données](/dataDictionary).
2. Sélectionnez l’onglet **De base**, pour que le fichier ne contienne que les éléments que votre compte peut utiliser.
3. Au besoin, choisissez un produit dans **Produits** ou tapez un terme de recherche pour affiner la liste.
4. Sélectionnez **Télécharger en Excel**.
5. Votre navigateur enregistre un fichier dont le nom commence par **data_element_glossary_**, suivi de la date.

## Contenu du fichier

Chaque ligne correspond à un élément de données, avec son nom, sa description, son nom technique, son nom DSS, son type de données, son type de champ, ses produits et la colonne **Offert à**. Le fichier suit votre onglet, votre produit et votre recherche : vous obtenez ce que vous voyez.

## Si le téléchargement échoue

- Un message d’erreur s’affiche. Sélectionnez **Réessayer**.
- Vérifiez que votre navigateur autorise les téléchargements du portail.
- Les très longues listes prennent quelques secondes; gardez la page ouverte jusqu’à l’enregistrement du fichier.

## Gardez-le à jour

Le dictionnaire de données change lorsque de nouveaux éléments sont ajoutés. Téléchargez une nouvelle copie chaque trimestre plutôt que de vous fier à un ancien fichier.`,
      },
    },
  },
  {
    slug: 'data-dictionary-charter-only-fields',
    topic: 'data-dictionary',
    publishedAt: '2026-06-16T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Why some fields say Charter users only',
        summary:
          'Some data elements belong to charter products. Here is how to recognize them and what to do if you need one.',
        body: `## Two kinds of data elements

In the [Data dictionary](/dataDictionary), the **Available to** column shows one of two values:

- **All users**: basic and charter accounts can use the element. These are the fields you find in Report Builder.
- **Charter users only**: the element comes from a charter product or a charter view of the data. A basic account cannot report on it.

## Examples of charter-only elements

- Shopper measures, such as repeat rates and shopper counts
- Customer perception scores and digital measures
- Last 52 weeks totals and percent-change measures computed for you

Basic accounts can still build a year-over-year view in Report Builder by turning on **Compare to last year**, and compute their own changes in Excel.

## Browse what charter accounts get

Select the **Charter** tab to see all charter-only elements and read their descriptions. This is a good way to decide whether a charter account would help your business.

## If you need a charter-only element

1. Check whether a basic element answers the same question, for example **Units Sold** by store instead of shopper counts.
2. If not, read [Basic and charter accounts](/knowledgeBase/basic/article?contentId=basic-vs-charter) to learn how to ask about a charter account.`,
      },
      'es-MX': {
        title: 'Por qué algunos campos dicen Solo usuarios con contrato',
        summary:
          'Algunos elementos de datos pertenecen a productos con contrato. Así puedes reconocerlos y esto puedes hacer si necesitas uno.',
        body: `## Dos tipos de elementos de datos

En el [Diccionario de datos](/dataDictionary), la columna **Disponible para** muestra uno de dos valores:

- **Todos los usuarios**: las cuentas básicas y con contrato pueden usar el elemento. Son los campos que encuentras en Report Builder.
- **Solo usuarios con contrato**: el elemento viene de un producto con contrato o de una vista de los datos para cuentas con contrato. Una cuenta básica no puede hacer reportes con él.

## Ejemplos de elementos solo para cuentas con contrato

- Métricas de compradores, como tasas de recompra y conteo de compradores
- Calificaciones de percepción del cliente y métricas digitales
- Totales de las últimas 52 semanas y métricas de porcentaje de cambio ya calculadas

Las cuentas básicas pueden comparar con el año anterior en Report Builder activando **Comparar con el año pasado**, y calcular sus propios cambios en Excel.

## Explora lo que reciben las cuentas con contrato

Selecciona la pestaña **Con contrato** para ver todos los elementos exclusivos y leer sus descripciones. Es una buena forma de decidir si una cuenta con contrato le ayudaría a tu negocio.

## Si necesitas un elemento exclusivo

1. Revisa si un elemento básico responde la misma pregunta, por ejemplo **Unidades vendidas** por tienda en lugar del conteo de compradores.
2. Si no es así, lee [Cuentas básicas y con contrato](/knowledgeBase/basic/article?contentId=basic-vs-charter) para saber cómo pedir información sobre una cuenta con contrato.`,
      },
      'fr-CA': {
        title: 'Pourquoi certains champs indiquent Utilisateurs sous contrat seulement',
        summary:
          'Certains éléments de données appartiennent aux produits sous contrat. Voici comment les reconnaître et quoi faire si vous en avez besoin.',
        body: `## Deux sortes d’éléments de données

Dans le [Dictionnaire de données](/dataDictionary), la colonne **Offert à** affiche l’une de deux valeurs :

- **Tous les utilisateurs** : les comptes de base et sous contrat peuvent utiliser l’élément. Ce sont les champs que vous trouvez dans Report Builder.
- **Utilisateurs sous contrat seulement** : l’élément provient d’un produit sous contrat ou d’une vue des données réservée à ces comptes. Un compte de base ne peut pas produire de rapport avec cet élément.

## Exemples d’éléments réservés

- Les mesures sur les acheteurs, comme les taux de rachat et le nombre d’acheteurs
- Les notes de perception des clients et les mesures numériques
- Les totaux des 52 dernières semaines et les mesures de variation en pourcentage déjà calculées

Les comptes de base peuvent tout de même comparer avec l’année précédente dans Report Builder en activant **Comparer avec l’an dernier**, et calculer leurs propres variations dans Excel.

## Découvrez ce qu’obtiennent les comptes sous contrat

Sélectionnez l’onglet **Sous contrat** pour voir tous les éléments réservés et lire leurs descriptions. C’est une bonne façon de juger si un compte sous contrat aiderait votre entreprise.

## Si vous avez besoin d’un élément réservé

1. Vérifiez si un élément de base répond à la même question, par exemple **Unités vendues** par magasin plutôt que le nombre d’acheteurs.
2. Sinon, lisez [Comptes de base et comptes sous contrat](/knowledgeBase/basic/article?contentId=basic-vs-charter) pour savoir comment vous renseigner sur un compte sous contrat.`,
      },
    },
  },
];
