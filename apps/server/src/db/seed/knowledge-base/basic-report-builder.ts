import type { KbSeedArticle } from './types.js';

/** The basic knowledge base's 'report-builder' articles. */
export const BASIC_REPORT_BUILDER: KbSeedArticle[] = [
  {
    slug: 'report-builder-first-report',
    topic: 'report-builder',
    top: true,
    products: ['REPORT_BUILDER'],
    publishedAt: '2025-04-01T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Build your first report in Report Builder',
        summary: 'Create a weekly sales report for your items in five steps, then save it to run again any time.',
        body: `## Open Report Builder

1. Go to [Apps](/apps).
2. On the **Report Builder** tile, select **Launch App**. Report Builder opens on its home page.

## Create the report

1. Select **New report**.
2. In **Columns**, add **Item number**, **Item description**, **Store number**, **POS sales** and **POS quantity**.
3. In **Date range**, choose **Last 4 weeks**.
4. Select **Run**. The first 100 rows appear in the preview.
5. Check the numbers, then select **Save**, give the report a clear name such as **Weekly sales by store** and select **Save** again.

## Read your results

- Each row is one item in one store for the period you chose.
- **POS sales** are in US dollars; **POS quantity** is in selling units.
- Totals appear at the bottom of the preview.

## Next steps

- Narrow the report with [filters](/knowledgeBase/basic/article?contentId=report-builder-filters).
- [Export](/knowledgeBase/basic/article?contentId=report-builder-exporting) the full result to Excel or CSV.
- [Schedule](/knowledgeBase/basic/article?contentId=report-builder-scheduling) it to arrive by email every Monday.

Not sure what a column means? Look it up in the [Data dictionary](/dataDictionary).`,
      },
      'es-MX': {
        title: 'Crea tu primer reporte en Report Builder',
        summary:
          'Crea un reporte semanal de ventas de tus artículos en cinco pasos y guárdalo para volver a ejecutarlo cuando quieras.',
        body: `## Abre Report Builder

1. Ve a [Aplicaciones](/apps).
2. En el mosaico de **Report Builder**, selecciona **Abrir aplicación**. Report Builder se abre en su página de inicio.

## Crea el reporte

1. Selecciona **Nuevo reporte**.
2. En **Columnas**, agrega **Número de artículo**, **Descripción del artículo**, **Número de tienda**, **Ventas POS** y **Cantidad POS**.
3. En **Rango de fechas**, elige **Últimas 4 semanas**.
4. Selecciona **Ejecutar**. Las primeras 100 filas aparecen en la vista previa.
5. Revisa las cifras, selecciona **Guardar**, ponle al reporte un nombre claro como **Ventas semanales por tienda** y selecciona **Guardar** otra vez.

## Lee tus resultados

- Cada fila es un artículo en una tienda durante el periodo que elegiste.
- Las **Ventas POS** están en dólares estadounidenses; la **Cantidad POS** está en unidades de venta.
- Los totales aparecen al final de la vista previa.

## Siguientes pasos

- Reduce el reporte con [filtros](/knowledgeBase/basic/article?contentId=report-builder-filters).
- [Exporta](/knowledgeBase/basic/article?contentId=report-builder-exporting) el resultado completo a Excel o CSV.
- [Prográmalo](/knowledgeBase/basic/article?contentId=report-builder-scheduling) para recibirlo por correo cada lunes.

¿No sabes qué significa una columna? Búscala en el [Diccionario de datos](/dataDictionary).`,
      },
      'fr-CA': {
        title: 'Créez votre premier rapport dans Report Builder',
        summary:
          'Créez un rapport hebdomadaire des ventes de vos articles en cinq étapes, puis enregistrez-le pour l’exécuter de nouveau au besoin.',
        body: `## Ouvrez Report Builder

1. Allez aux [Applications](/apps).
2. Sur la tuile **Report Builder**, sélectionnez **Lancer l’application**. Report Builder s’ouvre à sa page d’accueil.

## Créez le rapport

1. Sélectionnez **Nouveau rapport**.
2. Dans **Colonnes**, ajoutez **Numéro d’article**, **Description de l’article**, **Numéro de magasin**, **Ventes PDV** et **Quantité PDV**.
3. Dans **Période**, choisissez **4 dernières semaines**.
4. Sélectionnez **Exécuter**. Les 100 premières lignes s’affichent dans l’aperçu.
5. Vérifiez les chiffres, sélectionnez **Enregistrer**, donnez au rapport un nom clair comme **Ventes hebdomadaires par magasin**, puis sélectionnez de nouveau **Enregistrer**.

## Lisez vos résultats

- Chaque ligne correspond à un article dans un magasin pour la période choisie.
- Les **Ventes PDV** sont en dollars américains; la **Quantité PDV** est en unités de vente.
- Les totaux s’affichent au bas de l’aperçu.

## Prochaines étapes

- Précisez le rapport à l’aide de [filtres](/knowledgeBase/basic/article?contentId=report-builder-filters).
- [Exportez](/knowledgeBase/basic/article?contentId=report-builder-exporting) le résultat complet vers Excel ou CSV.
- [Planifiez-le](/knowledgeBase/basic/article?contentId=report-builder-scheduling) pour le recevoir par courriel chaque lundi.

Vous ne savez pas ce que signifie une colonne? Consultez le [Dictionnaire de données](/dataDictionary).`,
      },
    },
  },
  {
    slug: 'report-builder-filters',
    topic: 'report-builder',
    products: ['REPORT_BUILDER'],
    publishedAt: '2025-07-08T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Narrow a report with filters',
        summary: 'Use filters to focus a report on the items, stores and states that matter, and to keep it fast.',
        body: `## Add a filter

1. Open your report in Report Builder.
2. In the **Filters** panel, select **Add filter**.
3. Choose a field, for example **State**.
4. Choose an operator: **is**, **is not**, **contains** or **between**.
5. Enter or pick the values, then select **Apply**.
6. Select **Run** to refresh the preview.

## Useful filters for basic suppliers

- **Item number is** a list of items: paste up to 1,000 item numbers, one per line.
- **State is** one or more states, to compare regions.
- **Store number between** two values, for a block of stores.
- **POS quantity greater than 0**, to hide stores with no sales.

## Combine filters

- Filters on different fields are combined with **AND**: every condition must be true.
- Values inside one filter are combined with **OR**: any of them can match.

## Tips

- Filters make reports smaller and faster. Add them before you export.
- A filter on a column you removed still applies. Check the **Filters** panel if numbers look too low.
- Select **Clear all** to start over.`,
      },
      'es-MX': {
        title: 'Reduce un reporte con filtros',
        summary:
          'Usa filtros para enfocar un reporte en los artículos, tiendas y estados que te importan, y para que sea más rápido.',
        body: `## Agrega un filtro

1. Abre tu reporte en Report Builder.
2. En el panel **Filtros**, selecciona **Agregar filtro**.
3. Elige un campo, por ejemplo **Estado**.
4. Elige un operador: **es**, **no es**, **contiene** o **entre**.
5. Escribe o elige los valores y selecciona **Aplicar**.
6. Selecciona **Ejecutar** para actualizar la vista previa.

## Filtros útiles para proveedores básicos

- **Número de artículo es** una lista de artículos: pega hasta 1,000 números de artículo, uno por línea.
- **Estado es** uno o varios estados, para comparar regiones.
- **Número de tienda entre** dos valores, para un bloque de tiendas.
- **Cantidad POS mayor que 0**, para ocultar las tiendas sin ventas.

## Combina filtros

- Los filtros sobre campos distintos se combinan con **Y**: todas las condiciones deben cumplirse.
- Los valores dentro de un mismo filtro se combinan con **O**: basta con que coincida uno.

## Consejos

- Los filtros hacen los reportes más pequeños y rápidos. Agrégalos antes de exportar.
- Un filtro sobre una columna que quitaste sigue aplicándose. Revisa el panel **Filtros** si las cifras se ven muy bajas.
- Selecciona **Borrar todo** para empezar de nuevo.`,
      },
      'fr-CA': {
        title: 'Précisez un rapport avec des filtres',
        summary:
          'Utilisez des filtres pour concentrer un rapport sur les articles, les magasins et les États qui comptent, et pour l’accélérer.',
        body: `## Ajoutez un filtre

1. Ouvrez votre rapport dans Report Builder.
2. Dans le panneau **Filtres**, sélectionnez **Ajouter un filtre**.
3. Choisissez un champ, par exemple **État**.
4. Choisissez un opérateur : **est**, **n’est pas**, **contient** ou **entre**.
5. Entrez ou choisissez les valeurs, puis sélectionnez **Appliquer**.
6. Sélectionnez **Exécuter** pour actualiser l’aperçu.

## Filtres utiles pour les fournisseurs de base

- **Numéro d’article est** une liste d’articles : collez jusqu’à 1 000 numéros d’article, un par ligne.
- **État est** un ou plusieurs États, pour comparer des régions.
- **Numéro de magasin entre** deux valeurs, pour un bloc de magasins.
- **Quantité PDV supérieure à 0**, pour masquer les magasins sans ventes.

## Combinez des filtres

- Les filtres sur des champs différents se combinent avec **ET** : toutes les conditions doivent être vraies.
- Les valeurs d’un même filtre se combinent avec **OU** : une seule suffit.

## Conseils

- Les filtres rendent les rapports plus petits et plus rapides. Ajoutez-les avant d’exporter.
- Un filtre sur une colonne retirée s’applique toujours. Vérifiez le panneau **Filtres** si les chiffres semblent trop bas.
- Sélectionnez **Tout effacer** pour recommencer.`,
      },
    },
  },
  {
    slug: 'report-builder-scheduling',
    topic: 'report-builder',
    products: ['REPORT_BUILDER'],
    publishedAt: '2025-08-26T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Schedule a report to run automatically',
        summary: 'Have Report Builder run a saved report daily, weekly or monthly and email you a link to the results.',
        body: `## Schedule a saved report

1. Open Report Builder and go to **My reports**.
2. Select the report, then select **Schedule**.
3. Choose how often: **Daily**, **Weekly** (pick the day) or **Monthly** (pick the date).
4. Choose the **Time**. It uses the time zone in your [Profile](/profile).
5. Choose the format: **Excel** or **CSV**.
6. Add **Recipients**: users of your company only.
7. Select **Save schedule**.

## What recipients receive

An email with a link to the file. The link opens Report Builder, so each recipient must sign in. Files are kept for 30 days.

## Choose a good time

Data for the previous day is usually ready by 8:00 a.m. Central Time. Schedule daily reports after that, for example 9:00 a.m. See [When is data refreshed?](/knowledgeBase/basic/article?contentId=data-refresh-timing).

## Manage schedules

- **Pause** a schedule during a holiday and **Resume** it later.
- **Edit** to change the day, time or recipients.
- **Delete** to stop it for good.

A basic account can keep up to 10 active schedules. If a scheduled run fails, you receive an email explaining why.`,
      },
      'es-MX': {
        title: 'Programa un reporte para que se ejecute solo',
        summary:
          'Haz que Report Builder ejecute un reporte guardado cada día, semana o mes y te envíe por correo un enlace a los resultados.',
        body: `## Programa un reporte guardado

1. Abre Report Builder y ve a **Mis reportes**.
2. Selecciona el reporte y luego **Programar**.
3. Elige la frecuencia: **Diario**, **Semanal** (elige el día) o **Mensual** (elige la fecha).
4. Elige la **Hora**. Usa la zona horaria de tu [Perfil](/profile).
5. Elige el formato: **Excel** o **CSV**.
6. Agrega a los **Destinatarios**: solo usuarios de tu empresa.
7. Selecciona **Guardar programación**.

## Lo que reciben los destinatarios

Un correo con un enlace al archivo. El enlace abre Report Builder, así que cada destinatario debe iniciar sesión. Los archivos se conservan durante 30 días.

## Elige una buena hora

Los datos del día anterior suelen estar listos a las 8:00 a. m., hora del centro. Programa los reportes diarios después de esa hora, por ejemplo a las 9:00 a. m. Consulta [¿Cuándo se actualizan los datos?](/knowledgeBase/basic/article?contentId=data-refresh-timing).

## Administra tus programaciones

- **Pausa** una programación durante un día festivo y **Reanúdala** después.
- **Edita** para cambiar el día, la hora o los destinatarios.
- **Elimina** para detenerla definitivamente.

Una cuenta básica puede tener hasta 10 programaciones activas. Si una ejecución programada falla, recibes un correo que explica el motivo.`,
      },
      'fr-CA': {
        title: 'Planifiez l’exécution automatique d’un rapport',
        summary:
          'Faites exécuter un rapport enregistré chaque jour, chaque semaine ou chaque mois et recevez par courriel un lien vers les résultats.',
        body: `## Planifiez un rapport enregistré

1. Ouvrez Report Builder et allez à **Mes rapports**.
2. Sélectionnez le rapport, puis **Planifier**.
3. Choisissez la fréquence : **Quotidienne**, **Hebdomadaire** (choisissez le jour) ou **Mensuelle** (choisissez la date).
4. Choisissez l’**Heure**. Elle suit le fuseau horaire de votre [Profil](/profile).
5. Choisissez le format : **Excel** ou **CSV**.
6. Ajoutez des **Destinataires** : uniquement des utilisateurs de votre entreprise.
7. Sélectionnez **Enregistrer la planification**.

## Ce que reçoivent les destinataires

Un courriel contenant un lien vers le fichier. Le lien ouvre Report Builder; chaque destinataire doit donc se connecter. Les fichiers sont conservés 30 jours.

## Choisissez une bonne heure

Les données de la veille sont habituellement prêtes à 8 h, heure du Centre. Planifiez les rapports quotidiens après cette heure, par exemple à 9 h. Consultez [Quand les données sont-elles actualisées?](/knowledgeBase/basic/article?contentId=data-refresh-timing).

## Gérez vos planifications

- **Suspendez** une planification pendant un congé et **Reprenez-la** ensuite.
- **Modifiez-la** pour changer le jour, l’heure ou les destinataires.
- **Supprimez-la** pour l’arrêter définitivement.

Un compte de base peut avoir jusqu’à 10 planifications actives. Si une exécution planifiée échoue, vous recevez un courriel qui en explique la raison.`,
      },
    },
  },
  {
    slug: 'report-builder-exporting',
    topic: 'report-builder',
    products: ['REPORT_BUILDER'],
    publishedAt: '2025-09-23T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Export a report to Excel or CSV',
        summary: 'Download the full result of a report to work with it in a spreadsheet, and know the size limits.',
        body: `## Export a report

1. Open the report in Report Builder and select **Run**.
2. Select **Export**.
3. Choose **Excel (.xlsx)** or **CSV**.
4. Select **Download**. Small files download at once; larger ones are prepared in the background.
5. When a large export is ready, you see it under **Downloads** and receive an email.

## Which format to choose

- **Excel**: best for up to about one million rows. Numbers keep their formats and totals.
- **CSV**: best for larger results or for loading into another tool. Up to 5 million rows.

## If the export is too large

- Add [filters](/knowledgeBase/basic/article?contentId=report-builder-filters) to limit items, stores or states.
- Shorten the **Date range**, or export one month at a time.
- Remove columns you do not need.

## Opening CSV files

If Excel shows item numbers in scientific notation or drops leading zeros from UPCs, import the file with **Data** > **From Text/CSV** and set those columns to **Text**.

Remember that exported data is covered by the [Data sharing addendum](/dataSharingAddendum). Store files safely and delete them when you no longer need them.`,
      },
      'es-MX': {
        title: 'Exporta un reporte a Excel o CSV',
        summary:
          'Descarga el resultado completo de un reporte para trabajarlo en una hoja de cálculo, y conoce los límites de tamaño.',
        body: `## Exporta un reporte

1. Abre el reporte en Report Builder y selecciona **Ejecutar**.
2. Selecciona **Exportar**.
3. Elige **Excel (.xlsx)** o **CSV**.
4. Selecciona **Descargar**. Los archivos pequeños se descargan de inmediato; los más grandes se preparan en segundo plano.
5. Cuando una exportación grande está lista, la ves en **Descargas** y recibes un correo.

## Qué formato elegir

- **Excel**: ideal para hasta cerca de un millón de filas. Los números conservan su formato y sus totales.
- **CSV**: ideal para resultados más grandes o para cargarlos en otra herramienta. Hasta 5 millones de filas.

## Si la exportación es demasiado grande

- Agrega [filtros](/knowledgeBase/basic/article?contentId=report-builder-filters) para limitar artículos, tiendas o estados.
- Acorta el **Rango de fechas** o exporta un mes a la vez.
- Quita las columnas que no necesites.

## Cómo abrir archivos CSV

Si Excel muestra los números de artículo en notación científica o quita los ceros iniciales de los UPC, importa el archivo con **Datos** > **Desde texto/CSV** y define esas columnas como **Texto**.

Recuerda que los datos exportados están cubiertos por el [Anexo de intercambio de datos](/dataSharingAddendum). Guarda los archivos en un lugar seguro y bórralos cuando ya no los necesites.`,
      },
      'fr-CA': {
        title: 'Exportez un rapport vers Excel ou CSV',
        summary:
          'Téléchargez le résultat complet d’un rapport pour le travailler dans un tableur, et connaissez les limites de taille.',
        body: `## Exportez un rapport

1. Ouvrez le rapport dans Report Builder et sélectionnez **Exécuter**.
2. Sélectionnez **Exporter**.
3. Choisissez **Excel (.xlsx)** ou **CSV**.
4. Sélectionnez **Télécharger**. Les petits fichiers se téléchargent aussitôt; les plus gros sont préparés en arrière-plan.
5. Lorsqu’une exportation volumineuse est prête, elle s’affiche dans **Téléchargements** et vous recevez un courriel.

## Quel format choisir

- **Excel** : idéal jusqu’à environ un million de lignes. Les nombres gardent leur format et leurs totaux.
- **CSV** : idéal pour les résultats plus volumineux ou pour les charger dans un autre outil. Jusqu’à 5 millions de lignes.

## Si l’exportation est trop volumineuse

- Ajoutez des [filtres](/knowledgeBase/basic/article?contentId=report-builder-filters) pour limiter les articles, les magasins ou les États.
- Raccourcissez la **Période** ou exportez un mois à la fois.
- Retirez les colonnes inutiles.

## Ouvrir les fichiers CSV

Si Excel affiche les numéros d’article en notation scientifique ou supprime les zéros de tête des CUP, importez le fichier avec **Données** > **À partir d’un fichier texte/CSV** et définissez ces colonnes en **Texte**.

N’oubliez pas que les données exportées sont visées par l’[Avenant sur le partage de données](/dataSharingAddendum). Conservez les fichiers en lieu sûr et supprimez-les lorsque vous n’en avez plus besoin.`,
      },
    },
  },
  {
    slug: 'report-builder-saved-reports',
    topic: 'report-builder',
    products: ['REPORT_BUILDER'],
    publishedAt: '2025-11-04T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Organize your saved reports',
        summary: 'Find, rename, copy and delete saved reports in My reports, and keep the list tidy.',
        body: `## Where saved reports live

Every report you save appears in **My reports** in Report Builder. Reports your colleagues share with you appear in **Shared with me**.

## Work with a saved report

1. Open Report Builder and go to **My reports**.
2. Select the **More** menu beside a report.
3. Choose an action:
   - **Open** to run it with the latest data.
   - **Rename** to give it a clearer name.
   - **Duplicate** to make a copy you can change without touching the original.
   - **Move to folder** to group related reports.
   - **Delete** to remove it. Schedules on the report stop too.

## Use folders

Select **New folder** and name it by purpose, for example **Weekly reviews** or **Holiday season**. Drag reports into it.

## Naming tips

- Start with what the report shows: **Sales by store, last 4 weeks**.
- Add the audience or use: **for buyer meeting**.
- Avoid dates in names of reports with relative date ranges, since the dates change each time they run.

## Good to know

Saved reports keep their columns, filters and date range, not the data. Each time you open one, it runs against the latest data.`,
      },
      'es-MX': {
        title: 'Organiza tus reportes guardados',
        summary:
          'Encuentra, cambia el nombre, copia y elimina reportes guardados en Mis reportes, y mantén la lista en orden.',
        body: `## Dónde están los reportes guardados

Cada reporte que guardas aparece en **Mis reportes** de Report Builder. Los reportes que tus compañeros comparten contigo aparecen en **Compartidos conmigo**.

## Trabaja con un reporte guardado

1. Abre Report Builder y ve a **Mis reportes**.
2. Selecciona el menú **Más** junto a un reporte.
3. Elige una acción:
   - **Abrir** para ejecutarlo con los datos más recientes.
   - **Cambiar nombre** para darle un nombre más claro.
   - **Duplicar** para hacer una copia que puedas cambiar sin tocar el original.
   - **Mover a carpeta** para agrupar reportes relacionados.
   - **Eliminar** para quitarlo. Sus programaciones también se detienen.

## Usa carpetas

Selecciona **Nueva carpeta** y nómbrala según su propósito, por ejemplo **Revisiones semanales** o **Temporada navideña**. Arrastra los reportes a ella.

## Consejos para los nombres

- Empieza con lo que muestra el reporte: **Ventas por tienda, últimas 4 semanas**.
- Agrega el público o el uso: **para junta con el comprador**.
- Evita fechas en los nombres de reportes con rangos de fechas relativos, porque las fechas cambian cada vez que se ejecutan.

## Es bueno saberlo

Los reportes guardados conservan sus columnas, filtros y rango de fechas, no los datos. Cada vez que abres uno, se ejecuta con los datos más recientes.`,
      },
      'fr-CA': {
        title: 'Organisez vos rapports enregistrés',
        summary:
          'Trouvez, renommez, copiez et supprimez vos rapports enregistrés dans Mes rapports, et gardez la liste en ordre.',
        body: `## Où se trouvent les rapports enregistrés

Chaque rapport que vous enregistrez s’affiche dans **Mes rapports** de Report Builder. Les rapports que vos collègues partagent avec vous s’affichent dans **Partagés avec moi**.

## Travaillez avec un rapport enregistré

1. Ouvrez Report Builder et allez à **Mes rapports**.
2. Sélectionnez le menu **Plus** à côté d’un rapport.
3. Choisissez une action :
   - **Ouvrir** pour l’exécuter avec les données les plus récentes.
   - **Renommer** pour lui donner un nom plus clair.
   - **Dupliquer** pour créer une copie modifiable sans toucher à l’original.
   - **Déplacer vers un dossier** pour regrouper des rapports liés.
   - **Supprimer** pour le retirer. Ses planifications s’arrêtent aussi.

## Utilisez des dossiers

Sélectionnez **Nouveau dossier** et nommez-le selon son usage, par exemple **Revues hebdomadaires** ou **Période des Fêtes**. Faites-y glisser vos rapports.

## Conseils pour les noms

- Commencez par ce que montre le rapport : **Ventes par magasin, 4 dernières semaines**.
- Ajoutez le public ou l’usage : **pour la rencontre avec l’acheteur**.
- Évitez les dates dans le nom des rapports à période relative, puisque les dates changent à chaque exécution.

## Bon à savoir

Les rapports enregistrés conservent leurs colonnes, leurs filtres et leur période, pas les données. Chaque fois que vous en ouvrez un, il s’exécute avec les données les plus récentes.`,
      },
    },
  },
  {
    slug: 'data-refresh-timing',
    topic: 'report-builder',
    products: ['REPORT_BUILDER'],
    publishedAt: '2025-12-02T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'When is data refreshed?',
        summary: 'Know when yesterday’s sales appear in Report Builder and why recent numbers can change slightly.',
        body: `## Daily refresh

Report Builder loads the previous day's point-of-sale data every night. It is usually available by **8:00 a.m. Central Time**. Times in the portal follow the time zone in your [Profile](/profile).

## Weekly and monthly data

- The retail week runs **Saturday to Friday**. A complete week is available on Saturday morning.
- Monthly totals follow the retail calendar, not calendar months. They are final on the first business day after the retail month closes.

## Why recent numbers can change

- Returns and price corrections are applied for up to **7 days** after a sale.
- Stores that report late are added in the next refresh.
- Holiday periods can delay the refresh by a few hours.

## Check the last refresh

In Report Builder, the **Data as of** date appears above the preview. If it shows an older date than expected after 10:00 a.m. Central Time, the refresh may be delayed.

## If data looks late

1. Wait one hour and select **Run** again.
2. Check the banner at the top of the portal for announced delays.
3. If there is no announcement, [file a support incident](/support/ticketCreation) with the report name and the **Data as of** date you see.`,
      },
      'es-MX': {
        title: '¿Cuándo se actualizan los datos?',
        summary:
          'Conoce cuándo aparecen las ventas de ayer en Report Builder y por qué las cifras recientes pueden cambiar un poco.',
        body: `## Actualización diaria

Report Builder carga cada noche los datos de punto de venta del día anterior. Suelen estar disponibles a las **8:00 a. m., hora del centro**. Las horas en el portal siguen la zona horaria de tu [Perfil](/profile).

## Datos semanales y mensuales

- La semana comercial va de **sábado a viernes**. Una semana completa está disponible el sábado por la mañana.
- Los totales mensuales siguen el calendario comercial, no los meses del calendario. Son definitivos el primer día hábil después del cierre del mes comercial.

## Por qué pueden cambiar las cifras recientes

- Las devoluciones y las correcciones de precio se aplican hasta **7 días** después de una venta.
- Las tiendas que reportan tarde se agregan en la siguiente actualización.
- En temporadas de días festivos, la actualización puede retrasarse unas horas.

## Revisa la última actualización

En Report Builder, la fecha **Datos al** aparece arriba de la vista previa. Si después de las 10:00 a. m., hora del centro, muestra una fecha más antigua de lo esperado, la actualización puede estar retrasada.

## Si los datos se ven atrasados

1. Espera una hora y vuelve a seleccionar **Ejecutar**.
2. Revisa el aviso en la parte superior del portal por si se anunció un retraso.
3. Si no hay aviso, [levanta un incidente de soporte](/support/ticketCreation) con el nombre del reporte y la fecha **Datos al** que ves.`,
      },
      'fr-CA': {
        title: 'Quand les données sont-elles actualisées?',
        summary:
          'Sachez quand les ventes de la veille apparaissent dans Report Builder et pourquoi les chiffres récents peuvent changer légèrement.',
        body: `## Actualisation quotidienne

Report Builder charge chaque nuit les données aux points de vente de la veille. Elles sont habituellement disponibles à **8 h, heure du Centre**. Les heures du portail suivent le fuseau horaire de votre [Profil](/profile).

## Données hebdomadaires et mensuelles

- La semaine commerciale va du **samedi au vendredi**. Une semaine complète est disponible le samedi matin.
- Les totaux mensuels suivent le calendrier commercial, et non les mois civils. Ils sont définitifs le premier jour ouvrable suivant la clôture du mois commercial.

## Pourquoi les chiffres récents peuvent changer

- Les retours et les corrections de prix sont appliqués jusqu’à **7 jours** après une vente.
- Les magasins qui transmettent leurs données en retard sont ajoutés à l’actualisation suivante.
- Pendant les Fêtes, l’actualisation peut être retardée de quelques heures.

## Vérifiez la dernière actualisation

Dans Report Builder, la date **Données au** s’affiche au-dessus de l’aperçu. Si, après 10 h, heure du Centre, elle indique une date plus ancienne que prévu, l’actualisation est peut-être retardée.

## Si les données semblent en retard

1. Attendez une heure et sélectionnez de nouveau **Exécuter**.
2. Consultez la bannière en haut du portail pour tout retard annoncé.
3. S’il n’y a aucune annonce, [soumettez un incident de soutien](/support/ticketCreation) en indiquant le nom du rapport et la date **Données au** affichée.`,
      },
    },
  },
  {
    slug: 'report-builder-date-ranges',
    topic: 'report-builder',
    products: ['REPORT_BUILDER'],
    publishedAt: '2026-01-13T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Choose the right date range',
        summary: 'Relative, fixed and comparison date ranges in Report Builder, and when to use each one.',
        body: `## Relative ranges

Relative ranges move forward each time the report runs. They are the best choice for saved and scheduled reports.

- **Yesterday**
- **Last week** (the last complete retail week, Saturday to Friday)
- **Last 4 weeks**, **Last 13 weeks** and **Last 52 weeks**
- **Year to date** (retail year)

## Fixed ranges

Select **Custom** and pick a start and end date. Use fixed ranges for a one-time question, such as sales during a promotion. Basic accounts can look back up to **two years**.

## Compare with last year

1. In **Date range**, choose a range.
2. Turn on **Compare to last year**.
3. Select **Run**.

Report Builder adds columns for the same retail weeks last year and a **% change** column.

## Tips

- Compare complete weeks only. A partial week makes sales look lower than they are.
- For long ranges, add **Retail week** as a column so you can see trends.
- If a scheduled report looks empty on a Monday, check that it does not use **This week**, which may have only two days of data.`,
      },
      'es-MX': {
        title: 'Elige el rango de fechas correcto',
        summary: 'Rangos de fechas relativos, fijos y de comparación en Report Builder, y cuándo usar cada uno.',
        body: `## Rangos relativos

Los rangos relativos avanzan cada vez que se ejecuta el reporte. Son la mejor opción para reportes guardados y programados.

- **Ayer**
- **Semana pasada** (la última semana comercial completa, de sábado a viernes)
- **Últimas 4 semanas**, **Últimas 13 semanas** y **Últimas 52 semanas**
- **Año a la fecha** (año comercial)

## Rangos fijos

Selecciona **Personalizado** y elige una fecha de inicio y una de fin. Usa rangos fijos para una pregunta puntual, como las ventas durante una promoción. Las cuentas básicas pueden consultar hasta **dos años** atrás.

## Compara con el año pasado

1. En **Rango de fechas**, elige un rango.
2. Activa **Comparar con el año pasado**.
3. Selecciona **Ejecutar**.

Report Builder agrega columnas con las mismas semanas comerciales del año pasado y una columna de **% de cambio**.

## Consejos

- Compara solo semanas completas. Una semana parcial hace que las ventas se vean más bajas de lo que son.
- En rangos largos, agrega **Semana comercial** como columna para ver las tendencias.
- Si un reporte programado se ve vacío un lunes, revisa que no use **Esta semana**, que quizá solo tenga dos días de datos.`,
      },
      'fr-CA': {
        title: 'Choisissez la bonne période',
        summary: 'Les périodes relatives, fixes et de comparaison dans Report Builder, et quand utiliser chacune.',
        body: `## Périodes relatives

Les périodes relatives avancent à chaque exécution du rapport. C’est le meilleur choix pour les rapports enregistrés et planifiés.

- **Hier**
- **Semaine dernière** (la dernière semaine commerciale complète, du samedi au vendredi)
- **4 dernières semaines**, **13 dernières semaines** et **52 dernières semaines**
- **Depuis le début de l’année** (année commerciale)

## Périodes fixes

Sélectionnez **Personnalisée** et choisissez une date de début et une date de fin. Utilisez une période fixe pour une question ponctuelle, comme les ventes pendant une promotion. Les comptes de base peuvent remonter jusqu’à **deux ans**.

## Comparez avec l’an dernier

1. Dans **Période**, choisissez une période.
2. Activez **Comparer avec l’an dernier**.
3. Sélectionnez **Exécuter**.

Report Builder ajoute des colonnes pour les mêmes semaines commerciales de l’an dernier et une colonne **% de variation**.

## Conseils

- Ne comparez que des semaines complètes. Une semaine partielle donne l’impression que les ventes sont plus faibles qu’en réalité.
- Pour les longues périodes, ajoutez la colonne **Semaine commerciale** afin de voir les tendances.
- Si un rapport planifié semble vide un lundi, vérifiez qu’il n’utilise pas **Cette semaine**, qui ne compte peut-être que deux jours de données.`,
      },
    },
  },
  {
    slug: 'report-builder-share-reports',
    topic: 'report-builder',
    products: ['REPORT_BUILDER'],
    publishedAt: '2026-03-10T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Share a report with your colleagues',
        summary: 'Share a saved report with other users of your company so everyone works from the same numbers.',
        body: `## Who you can share with

You can share a saved report with any active user of your own company who has Report Builder access. You cannot share reports with other companies or with people outside the portal.

## Share a report

1. Open Report Builder and go to **My reports**.
2. Select the **More** menu beside the report, then **Share**.
3. Start typing a colleague's name and select them.
4. Choose their permission:
   - **Can view**: they can run and export the report.
   - **Can edit**: they can also change columns, filters and the date range.
5. Select **Share**.

Your colleague finds the report in **Shared with me**.

## Stop sharing

Open **Share** again and select **Remove** beside the person's name.

## Good practice

- Share the report, not an exported file. Everyone then sees the latest data.
- Give **Can edit** only to people who maintain the report.
- If a colleague cannot find the report, check that their user has Report Builder access in [Admin](/admin/userList).

When a user is removed from your company, reports they owned move to the company administrator.`,
      },
      'es-MX': {
        title: 'Comparte un reporte con tus compañeros',
        summary:
          'Comparte un reporte guardado con otros usuarios de tu empresa para que todos trabajen con las mismas cifras.',
        body: `## Con quién puedes compartir

Puedes compartir un reporte guardado con cualquier usuario activo de tu propia empresa que tenga acceso a Report Builder. No puedes compartir reportes con otras empresas ni con personas fuera del portal.

## Comparte un reporte

1. Abre Report Builder y ve a **Mis reportes**.
2. Selecciona el menú **Más** junto al reporte y luego **Compartir**.
3. Empieza a escribir el nombre de tu compañero y selecciónalo.
4. Elige su permiso:
   - **Puede ver**: puede ejecutar y exportar el reporte.
   - **Puede editar**: también puede cambiar columnas, filtros y el rango de fechas.
5. Selecciona **Compartir**.

Tu compañero encuentra el reporte en **Compartidos conmigo**.

## Deja de compartir

Vuelve a abrir **Compartir** y selecciona **Quitar** junto al nombre de la persona.

## Buenas prácticas

- Comparte el reporte, no un archivo exportado. Así todos ven los datos más recientes.
- Da el permiso **Puede editar** solo a quienes mantienen el reporte.
- Si un compañero no encuentra el reporte, revisa que su usuario tenga acceso a Report Builder en [Administración](/admin/userList).

Cuando se elimina a un usuario de tu empresa, los reportes que eran suyos pasan al administrador de la empresa.`,
      },
      'fr-CA': {
        title: 'Partagez un rapport avec vos collègues',
        summary:
          'Partagez un rapport enregistré avec d’autres utilisateurs de votre entreprise pour que tous travaillent avec les mêmes chiffres.',
        body: `## Avec qui partager

Vous pouvez partager un rapport enregistré avec tout utilisateur actif de votre entreprise qui a accès à Report Builder. Vous ne pouvez pas partager de rapports avec d’autres entreprises ni avec des personnes extérieures au portail.

## Partagez un rapport

1. Ouvrez Report Builder et allez à **Mes rapports**.
2. Sélectionnez le menu **Plus** à côté du rapport, puis **Partager**.
3. Commencez à taper le nom d’un collègue et sélectionnez-le.
4. Choisissez sa permission :
   - **Peut consulter** : il peut exécuter et exporter le rapport.
   - **Peut modifier** : il peut aussi changer les colonnes, les filtres et la période.
5. Sélectionnez **Partager**.

Votre collègue trouve le rapport dans **Partagés avec moi**.

## Cessez le partage

Ouvrez de nouveau **Partager** et sélectionnez **Retirer** à côté du nom de la personne.

## Bonnes pratiques

- Partagez le rapport plutôt qu’un fichier exporté. Tout le monde voit ainsi les données les plus récentes.
- N’accordez **Peut modifier** qu’aux personnes qui tiennent le rapport à jour.
- Si un collègue ne trouve pas le rapport, vérifiez que son utilisateur a accès à Report Builder dans [Administration](/admin/userList).

Lorsqu’un utilisateur est retiré de votre entreprise, les rapports qui lui appartenaient sont transférés à l’administrateur de l’entreprise.`,
      },
    },
  },
  {
    slug: 'report-builder-slow-reports',
    topic: 'report-builder',
    products: ['REPORT_BUILDER'],
    publishedAt: '2026-05-12T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Fix slow or failing reports',
        summary: 'What to do when a report takes too long, times out or shows an error instead of results.',
        body: `## Why reports slow down

Report Builder works through every row that matches your report. Reports with many stores, many items and a long date range can contain millions of rows.

## Make a report faster

1. Shorten the **Date range**. Thirteen weeks is usually enough to spot a trend.
2. Add [filters](/knowledgeBase/basic/article?contentId=report-builder-filters) on items, stores or states.
3. Remove columns you do not need, especially **Store number** if you only need totals by state.
4. Select **Run** again.

## Common messages

- **This report is taking longer than usual**: keep the tab open; the result usually appears within five minutes.
- **The report timed out**: the query ran for more than 15 minutes. Reduce its size and try again.
- **Too many rows to preview**: the report ran, but use **Export** to see the full result.
- **Something went wrong**: select **Run** once more. If the error returns, note the time.

## Busy times

Mondays between 8:00 and 11:00 a.m. Central Time are the busiest. Schedule large reports outside those hours.

## Still failing?

[File a support incident](/support/ticketCreation). Include the report name, the time of the error and the message you saw.`,
      },
      'es-MX': {
        title: 'Soluciona reportes lentos o con errores',
        summary:
          'Qué hacer cuando un reporte tarda demasiado, se agota el tiempo de espera o muestra un error en lugar de resultados.',
        body: `## Por qué los reportes se vuelven lentos

Report Builder procesa todas las filas que coinciden con tu reporte. Los reportes con muchas tiendas, muchos artículos y un rango de fechas largo pueden tener millones de filas.

## Haz que un reporte sea más rápido

1. Acorta el **Rango de fechas**. Trece semanas suelen bastar para ver una tendencia.
2. Agrega [filtros](/knowledgeBase/basic/article?contentId=report-builder-filters) de artículos, tiendas o estados.
3. Quita las columnas que no necesites, sobre todo **Número de tienda** si solo necesitas totales por estado.
4. Vuelve a seleccionar **Ejecutar**.

## Mensajes comunes

- **Este reporte está tardando más de lo normal**: deja la pestaña abierta; el resultado suele aparecer en menos de cinco minutos.
- **Se agotó el tiempo de espera del reporte**: la consulta duró más de 15 minutos. Reduce su tamaño y vuelve a intentarlo.
- **Demasiadas filas para la vista previa**: el reporte se ejecutó bien, pero usa **Exportar** para ver el resultado completo.
- **Algo salió mal**: selecciona **Ejecutar** una vez más. Si el error vuelve, anota la hora.

## Horas de mayor uso

Los lunes de 8:00 a 11:00 a. m., hora del centro, son las horas de mayor uso. Programa los reportes grandes fuera de ese horario.

## ¿Sigue fallando?

[Levanta un incidente de soporte](/support/ticketCreation). Incluye el nombre del reporte, la hora del error y el mensaje que viste.`,
      },
      'fr-CA': {
        title: 'Réglez les rapports lents ou en échec',
        summary:
          'Quoi faire lorsqu’un rapport est trop long, dépasse le délai d’attente ou affiche une erreur au lieu des résultats.',
        body: `## Pourquoi les rapports ralentissent

Report Builder traite toutes les lignes qui correspondent à votre rapport. Un rapport portant sur de nombreux magasins, de nombreux articles et une longue période peut compter des millions de lignes.

## Accélérez un rapport

1. Raccourcissez la **Période**. Treize semaines suffisent généralement pour repérer une tendance.
2. Ajoutez des [filtres](/knowledgeBase/basic/article?contentId=report-builder-filters) sur les articles, les magasins ou les États.
3. Retirez les colonnes inutiles, surtout **Numéro de magasin** si vous n’avez besoin que des totaux par État.
4. Sélectionnez de nouveau **Exécuter**.

## Messages fréquents

- **Ce rapport prend plus de temps que d’habitude** : gardez l’onglet ouvert; le résultat s’affiche habituellement en moins de cinq minutes.
- **Le délai d’attente du rapport est dépassé** : la requête a duré plus de 15 minutes. Réduisez sa taille et réessayez.
- **Trop de lignes pour l’aperçu** : l’exécution a réussi, mais utilisez **Exporter** pour voir le résultat complet.
- **Une erreur s’est produite** : sélectionnez **Exécuter** une autre fois. Si l’erreur revient, notez l’heure.

## Heures de pointe

Le lundi, de 8 h à 11 h, heure du Centre, est la période la plus achalandée. Planifiez les gros rapports en dehors de ces heures.

## Toujours en échec?

[Soumettez un incident de soutien](/support/ticketCreation) en indiquant le nom du rapport, l’heure de l’erreur et le message affiché.`,
      },
    },
  },
];
