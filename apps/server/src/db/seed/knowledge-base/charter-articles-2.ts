import type { KbSeedArticle } from './types.js';

/** The charter workspace's articles, part 2: users and access (for administrators). */
export const CHARTER_ARTICLES_2: KbSeedArticle[] = [
  {
    slug: 'add-users',
    topic: 'users-and-access',
    top: true,
    publishedAt: '2025-03-24T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Add users to your company',
        summary:
          'Administrators invite colleagues to the portal, choose their role and products, and follow each invitation until the user is ready.',
        body: `## Before you start

You need to be an administrator of your company. If you see **You are not an administrator.**, ask one of your company's administrators. The e-mail address of each new user must belong to one of your company's [authorized domains](/admin/domainsList).

## Add one or more people

1. Go to [General and Access Settings](/admin) and open **User management**, or go straight to [User management](/admin/userList).
2. Choose **Add users**.
3. For **Person 1**, enter the **E-mail**, **First name** and **Last name**.
4. Choose the **Role**: **User**, or **Administrator** for people who will manage users too.
5. Select the **Products** the person needs. You can change them later.
6. Pick the **Language of the invitation**, or keep the company's language.
7. To invite more people at once, choose **Add another person**. Then choose **Add**.

You see **Addition of a user started successfully!** The portal creates the accounts in the background and sends the invitations.

## Follow the invitations

Open the **Pending users** tab. Each person moves through these stages:

- **Invitation sent**: the e-mail is on its way.
- **Completing registration**: the person signed in and is registering.
- **Granting access** and **Waiting for access**: their products are being set up, which can take up to 2 days.

If an invitation shows **Link expired**, or the person can't find it, use **Resend invitation** from the row's menu.

## Many people to add?

Use **Bulk upload** instead: it takes up to 10,000 people from a spreadsheet.`,
      },
      'es-MX': {
        title: 'Agregar usuarios a tu empresa',
        summary:
          'Los administradores invitan a sus colegas al portal, eligen su rol y sus productos y siguen cada invitación hasta que el usuario está listo.',
        body: `## Antes de empezar

Necesitas ser administrador de tu empresa. Si ves **No eres administrador.**, pídeselo a uno de los administradores de tu empresa. El correo de cada usuario nuevo debe pertenecer a uno de los [dominios autorizados](/admin/domainsList) de tu empresa.

## Agrega a una o varias personas

1. Ve a [Configuración general y de acceso](/admin) y abre **Administración de usuarios**, o ve directo a [Administración de usuarios](/admin/userList).
2. Elige **Agregar usuarios**.
3. Para **Persona 1**, escribe el **Correo electrónico**, el **Nombre** y los **Apellido**.
4. Elige el **Rol**: **Usuario**, o **Administrador** para quienes también administrarán usuarios.
5. Selecciona los **Productos** que la persona necesita. Puedes cambiarlos después.
6. Elige el **Idioma de la invitación** o conserva el idioma de la empresa.
7. Para invitar a más personas a la vez, elige **Agregar otra persona**. Después elige **Agregar**.

Verás **¡La incorporación del usuario se inició correctamente!** El portal crea las cuentas en segundo plano y envía las invitaciones.

## Da seguimiento a las invitaciones

Abre la pestaña **Usuarios pendientes**. Cada persona avanza por estas etapas:

- **Invitación enviada**: el correo va en camino.
- **Completando el registro**: la persona ya inició sesión y se está registrando.
- **Otorgando acceso** y **En espera de acceso**: se están configurando sus productos, lo que puede tardar hasta 2 días.

Si una invitación muestra **Enlace vencido**, o la persona no la encuentra, usa **Reenviar invitación** en el menú de la fila.

## ¿Tienes muchas personas que agregar?

Usa mejor la **Carga masiva**: acepta hasta 10,000 personas desde una hoja de cálculo.`,
      },
      'fr-CA': {
        title: 'Ajouter des utilisateurs à votre entreprise',
        summary:
          'Les administrateurs invitent leurs collègues au portail, choisissent leur rôle et leurs produits, puis suivent chaque invitation jusqu’à ce que l’utilisateur soit prêt.',
        body: `## Avant de commencer

Vous devez être administrateur de votre entreprise. Si vous voyez **Vous n’êtes pas administrateur.**, adressez-vous à l’un des administrateurs de votre entreprise. L’adresse courriel de chaque nouvel utilisateur doit appartenir à l’un des [domaines autorisés](/admin/domainsList) de votre entreprise.

## Ajouter une ou plusieurs personnes

1. Allez à [Paramètres généraux et d’accès](/admin) et ouvrez **Gestion des utilisateurs**, ou allez directement à [Gestion des utilisateurs](/admin/userList).
2. Choisissez **Ajouter des utilisateurs**.
3. Pour **Personne 1**, entrez le **Courriel**, le **Prénom** et le **Nom**.
4. Choisissez le **Rôle** : **Utilisateur**, ou **Administrateur** pour les personnes qui géreront aussi les utilisateurs.
5. Sélectionnez les **Produits** dont la personne a besoin. Vous pourrez les modifier plus tard.
6. Choisissez la **Langue de l’invitation** ou conservez celle de l’entreprise.
7. Pour inviter plusieurs personnes à la fois, choisissez **Ajouter une autre personne**. Choisissez ensuite **Ajouter**.

Le message **L’ajout d’un utilisateur a bien commencé !** s’affiche. Le portail crée les comptes en arrière-plan et envoie les invitations.

## Suivre les invitations

Ouvrez l’onglet **Utilisateurs en attente**. Chaque personne passe par ces étapes :

- **Invitation envoyée** : le courriel est en route.
- **Inscription en cours** : la personne s’est connectée et s’inscrit.
- **Attribution des accès** et **En attente d’accès** : ses produits sont en préparation, ce qui peut prendre jusqu’à 2 jours.

Si une invitation affiche **Lien expiré**, ou si la personne ne la trouve pas, utilisez **Renvoyer l’invitation** dans le menu de la ligne.

## Beaucoup de personnes à ajouter ?

Utilisez plutôt le **Téléversement en bloc** : il accepte jusqu’à 10 000 personnes à partir d’un chiffrier.`,
      },
    },
  },
  {
    slug: 'bulk-upload-users',
    topic: 'users-and-access',
    publishedAt: '2025-05-26T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Add many users at once with bulk upload',
        summary:
          'Fill in the template with one person per row, check the file and see what will happen to each row before anyone is created.',
        body: `## Get the template

1. In [User management](/admin/userList), choose **Bulk upload**.
2. Choose **Download the template**. The Excel file has a **Users** sheet and an **Instructions** sheet, with headers in your language.

## Fill it in

- One person per row: **E-mail**, **First name**, **Last name**, **Role** and **Language**.
- One column per product: put **Yes** in the column of each product the person needs.
- Row 2 is an example and is skipped; you can leave it.
- Lists in the cells help you pick valid roles, languages and products.

You can save the file as .xlsx or .csv. A file can hold up to **10,000 people** and be up to **5 MB**.

## Check before you create

1. Back in **Bulk upload**, choose the file and then **Check the file**.
2. The portal reads every row and tells you its outcome: **will be created**, **skipped** or **error**, with the reason.
3. **Rows that will not be created** lists the problems, such as an e-mail outside your authorized domains or a person who already exists. For long lists, choose **Download the report**.
4. Fix the file and check it again, or go ahead with the valid rows.
5. Choose **Create N user(s)**.

You see **Bulk upload of N user(s) started successfully!** The accounts are created in the background; when it is done you see how many new users were added. Each new user then appears in **Pending users** and receives an invitation.

## Tips

- Old .xls files, PDFs and images are refused: save as .xlsx or .csv.
- Don't rename the headers; the portal matches them in any of the three languages.`,
      },
      'es-MX': {
        title: 'Agregar muchos usuarios a la vez con la carga masiva',
        summary:
          'Llena la plantilla con una persona por fila, revisa el archivo y mira qué pasará con cada fila antes de crear a nadie.',
        body: `## Obtén la plantilla

1. En [Administración de usuarios](/admin/userList), elige **Carga masiva**.
2. Elige **Descargar la plantilla**. El archivo de Excel tiene una hoja **Usuarios** y una hoja **Instrucciones**, con encabezados en tu idioma.

## Llénala

- Una persona por fila: **Correo electrónico**, **Nombre**, **Apellido**, **Rol** e **Idioma**.
- Una columna por producto: escribe **Sí** en la columna de cada producto que la persona necesita.
- La fila 2 es un ejemplo y se omite; puedes dejarla.
- Las listas en las celdas te ayudan a elegir roles, idiomas y productos válidos.

Puedes guardar el archivo como .xlsx o .csv. Un archivo puede tener hasta **10,000 personas** y pesar hasta **5 MB**.

## Revisa antes de crear

1. De vuelta en **Carga masiva**, elige el archivo y luego **Revisar el archivo**.
2. El portal lee cada fila y te dice su resultado: **se creará**, **omitida** o **error**, con el motivo.
3. **Filas que no se crearán** enumera los problemas, como un correo fuera de tus dominios autorizados o una persona que ya existe. Si la lista es larga, elige **Descargar el informe**.
4. Corrige el archivo y vuelve a revisarlo, o continúa con las filas válidas.
5. Elige **Crear N usuario(s)**.

Verás **¡La carga masiva de N usuario(s) se inició correctamente!** Las cuentas se crean en segundo plano; al terminar verás cuántos usuarios nuevos se agregaron. Cada usuario nuevo aparece en **Usuarios pendientes** y recibe una invitación.

## Consejos

- Se rechazan archivos .xls antiguos, PDF e imágenes: guarda como .xlsx o .csv.
- No cambies el nombre de los encabezados; el portal los reconoce en cualquiera de los tres idiomas.`,
      },
      'fr-CA': {
        title: 'Ajouter de nombreux utilisateurs d’un coup par téléversement en bloc',
        summary:
          'Remplissez le modèle à raison d’une personne par ligne, vérifiez le fichier et voyez le sort de chaque ligne avant toute création.',
        body: `## Obtenir le modèle

1. Dans [Gestion des utilisateurs](/admin/userList), choisissez **Téléversement en bloc**.
2. Choisissez **Télécharger le modèle**. Le fichier Excel comporte une feuille **Utilisateurs** et une feuille **Instructions**, avec des en-têtes dans votre langue.

## Le remplir

- Une personne par ligne : **Courriel**, **Prénom**, **Nom**, **Rôle** et **Langue**.
- Une colonne par produit : inscrivez **Oui** dans la colonne de chaque produit dont la personne a besoin.
- La ligne 2 est un exemple et elle est ignorée ; vous pouvez la laisser.
- Des listes dans les cellules vous aident à choisir des rôles, des langues et des produits valides.

Vous pouvez enregistrer le fichier en .xlsx ou en .csv. Un fichier peut contenir jusqu’à **10 000 personnes** et peser jusqu’à **5 Mo**.

## Vérifier avant de créer

1. De retour dans **Téléversement en bloc**, choisissez le fichier, puis **Vérifier le fichier**.
2. Le portail lit chaque ligne et indique son résultat : **sera créé**, **ignorée** ou **erreur**, avec la raison.
3. **Lignes qui ne seront pas créées** énumère les problèmes, comme un courriel hors de vos domaines autorisés ou une personne qui existe déjà. Pour une longue liste, choisissez **Télécharger le rapport**.
4. Corrigez le fichier et vérifiez-le de nouveau, ou poursuivez avec les lignes valides.
5. Choisissez **Créer N utilisateur(s)**.

Le message **Le téléversement en bloc de N utilisateur(s) a bien été lancé !** s’affiche. Les comptes sont créés en arrière-plan ; à la fin, vous voyez combien de nouveaux utilisateurs ont été ajoutés. Chacun apparaît ensuite dans **Utilisateurs en attente** et reçoit une invitation.

## Conseils

- Les anciens fichiers .xls, les PDF et les images sont refusés : enregistrez en .xlsx ou en .csv.
- Ne renommez pas les en-têtes ; le portail les reconnaît dans chacune des trois langues.`,
      },
    },
  },
  {
    slug: 'bulk-edit-users',
    topic: 'users-and-access',
    publishedAt: '2025-06-23T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Change many users at once with bulk edit',
        summary:
          'Download your users into a spreadsheet, change their names, roles or products, and review every change field by field before it is applied.',
        body: `## When to use bulk edit

Bulk edit saves time when many users need the same kind of change: a new product for a whole team, a role change after a reorganization, or corrected names.

## Steps

1. In [User management](/admin/userList), choose **Bulk edit**.
2. Choose **Download the users**. You get your company's users in the template, one per row.
3. Change what you need in the **First name**, **Last name**, **Role** and product columns. Leave the other rows as they are: unchanged rows are left alone.
4. Save the file as .xlsx or .csv (up to 10,000 people and 5 MB).
5. Back in **Bulk edit**, choose the file. The portal compares it with your current users.
6. Review **Users that will change**: each change is shown field by field, before and after. **Rows with errors** explains anything that can't be applied.
7. Choose **Change N user(s)**.

You see **User edit started successfully!** The changes are applied in the background. When they are done, **Download the result** gives you a file with the outcome of each row.

## Good to know

- The e-mail address identifies each user and can't be changed with bulk edit.
- Removing a product takes the person's access to it away; adding one starts the usual set-up, which can take up to 2 days.
- Bulk edit doesn't add or delete users: use **Bulk upload** to add people and **Delete selected** to remove them.
- Every change is recorded in the [Activity log](/admin/activityLog).`,
      },
      'es-MX': {
        title: 'Cambiar muchos usuarios a la vez con la edición masiva',
        summary:
          'Descarga tus usuarios en una hoja de cálculo, cambia sus nombres, roles o productos y revisa cada cambio campo por campo antes de aplicarlo.',
        body: `## Cuándo usar la edición masiva

La edición masiva te ahorra tiempo cuando muchos usuarios necesitan el mismo tipo de cambio: un producto nuevo para todo un equipo, un cambio de rol después de una reorganización o nombres corregidos.

## Pasos

1. En [Administración de usuarios](/admin/userList), elige **Edición masiva**.
2. Elige **Descargar los usuarios**. Obtienes a los usuarios de tu empresa en la plantilla, uno por fila.
3. Cambia lo que necesites en las columnas **Nombre**, **Apellido**, **Rol** y de productos. Deja las demás filas como están: las que no cambian no se tocan.
4. Guarda el archivo como .xlsx o .csv (hasta 10,000 personas y 5 MB).
5. De vuelta en **Edición masiva**, elige el archivo. El portal lo compara con tus usuarios actuales.
6. Revisa **Usuarios que cambiarán**: cada cambio se muestra campo por campo, antes y después. **Filas con errores** explica lo que no se puede aplicar.
7. Elige **Cambiar N usuario(s)**.

Verás **¡La edición del usuario se inició correctamente!** Los cambios se aplican en segundo plano. Al terminar, **Descargar el resultado** te da un archivo con el resultado de cada fila.

## Ten en cuenta

- El correo electrónico identifica a cada usuario y no se puede cambiar con la edición masiva.
- Quitar un producto retira el acceso de la persona; agregar uno inicia la configuración habitual, que puede tardar hasta 2 días.
- La edición masiva no agrega ni elimina usuarios: usa **Carga masiva** para agregar personas y **Eliminar seleccionados** para quitarlas.
- Cada cambio queda en el [Registro de actividad](/admin/activityLog).`,
      },
      'fr-CA': {
        title: 'Modifier de nombreux utilisateurs d’un coup',
        summary:
          'Téléchargez vos utilisateurs dans un chiffrier, modifiez leur nom, leur rôle ou leurs produits, puis examinez chaque changement champ par champ avant de l’appliquer.',
        body: `## Quand utiliser la modification en bloc

La modification en bloc fait gagner du temps quand de nombreux utilisateurs ont besoin du même type de changement : un nouveau produit pour toute une équipe, un changement de rôle après une réorganisation ou des noms corrigés.

## Étapes

1. Dans [Gestion des utilisateurs](/admin/userList), choisissez **Modification en bloc**.
2. Choisissez **Télécharger les utilisateurs**. Vous obtenez les utilisateurs de votre entreprise dans le modèle, un par ligne.
3. Modifiez ce qu’il faut dans les colonnes **Prénom**, **Nom**, **Rôle** et dans celles des produits. Laissez les autres lignes telles quelles : les lignes inchangées ne sont pas touchées.
4. Enregistrez le fichier en .xlsx ou en .csv (jusqu’à 10 000 personnes et 5 Mo).
5. De retour dans **Modification en bloc**, choisissez le fichier. Le portail le compare à vos utilisateurs actuels.
6. Examinez **Utilisateurs qui seront modifiés** : chaque changement est présenté champ par champ, avant et après. **Lignes avec erreurs** explique ce qui ne peut pas être appliqué.
7. Choisissez **Modifier N utilisateur(s)**.

Le message **La modification de l’utilisateur a bien commencé !** s’affiche. Les changements sont appliqués en arrière-plan. Une fois terminés, **Télécharger le résultat** vous donne un fichier avec le résultat de chaque ligne.

## Bon à savoir

- L’adresse courriel identifie chaque utilisateur et ne peut pas être modifiée en bloc.
- Retirer un produit enlève l’accès de la personne ; en ajouter un lance la préparation habituelle, qui peut prendre jusqu’à 2 jours.
- La modification en bloc n’ajoute ni ne supprime d’utilisateurs : utilisez **Téléversement en bloc** pour en ajouter et **Supprimer la sélection** pour en retirer.
- Chaque changement est consigné dans le [Journal d’activité](/admin/activityLog).`,
      },
    },
  },
  {
    slug: 'authorised-email-domains',
    topic: 'users-and-access',
    publishedAt: '2025-08-19T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Authorized e-mail domains',
        summary:
          'Your company’s authorized domains decide which e-mail addresses can be invited. Learn how to add, edit and remove them, and why some are refused.',
        body: `## Why domains matter

Only people whose e-mail address belongs to one of your company's authorized domains can be added as users. This keeps your company's data with your own staff and the agencies you trust.

## Add a domain

1. Go to [General and Access Settings](/admin) and open **Authorized domains**, or go to [Authorized domains](/admin/domainsList).
2. Choose **Add domain**.
3. Enter the **Domain** only, for example acme.com, without https:// or @.
4. Check **Allow sub-domains** if addresses such as name@mail.acme.com should also be accepted.
5. Check **3P partner domain** if the domain belongs to an agency working for you.
6. Choose **Save**.

The table shows each **Domain**, whether it **Allows sub-domains** and its **Domain type**: Company or 3P partner. Use the row's menu to **Edit** or **Delete** a domain. Deleting a domain doesn't remove existing users, but no new users can be added with it.

## Domains that are refused

- Public e-mail providers, such as free webmail services.
- Public suffixes that aren't a company's domain, such as com.mx.
- The retailer's own domains.
- A domain another company has already authorized. If it is really yours, [create an incident](/support/ticketCreation) and our team will look into it.

## Good to know

Every change is recorded in the [Activity log](/admin/activityLog). If your company changes its e-mail domain, add the new one before inviting people with it.`,
      },
      'es-MX': {
        title: 'Dominios de correo autorizados',
        summary:
          'Los dominios autorizados de tu empresa deciden qué correos se pueden invitar. Conoce cómo agregarlos, editarlos y quitarlos, y por qué algunos se rechazan.',
        body: `## Por qué importan los dominios

Solo se pueden agregar como usuarios las personas cuyo correo pertenece a uno de los dominios autorizados de tu empresa. Así los datos de tu empresa se quedan con tu propio personal y con las agencias en las que confías.

## Agrega un dominio

1. Ve a [Configuración general y de acceso](/admin) y abre **Dominios autorizados**, o ve a [Dominios autorizados](/admin/domainsList).
2. Elige **Agregar dominio**.
3. Escribe solo el **Dominio**, por ejemplo acme.com, sin https:// ni @.
4. Marca **Permitir subdominios** si también deben aceptarse direcciones como nombre@mail.acme.com.
5. Marca **Dominio de socio 3P** si el dominio pertenece a una agencia que trabaja para ti.
6. Elige **Guardar**.

La tabla muestra cada **Dominio**, si **Permite subdominios** y su **Tipo de dominio**: Empresa o Socio 3P. Usa el menú de la fila para **Editar** o **Eliminar** un dominio. Eliminar un dominio no quita a los usuarios existentes, pero ya no podrás agregar usuarios nuevos con él.

## Dominios que se rechazan

- Proveedores públicos de correo, como los servicios gratuitos de correo web.
- Sufijos públicos que no son el dominio de una empresa, como com.mx.
- Los dominios del propio minorista.
- Un dominio que otra empresa ya autorizó. Si de verdad es tuyo, [crea un incidente](/support/ticketCreation) y nuestro equipo lo revisará.

## Ten en cuenta

Cada cambio queda en el [Registro de actividad](/admin/activityLog). Si tu empresa cambia de dominio de correo, agrega el nuevo antes de invitar a personas con él.`,
      },
      'fr-CA': {
        title: 'Domaines de courriel autorisés',
        summary:
          'Les domaines autorisés de votre entreprise déterminent quelles adresses peuvent être invitées. Voyez comment les ajouter, les modifier et les supprimer, et pourquoi certains sont refusés.',
        body: `## Pourquoi les domaines comptent

Seules les personnes dont l’adresse courriel appartient à l’un des domaines autorisés de votre entreprise peuvent être ajoutées comme utilisateurs. Les données de votre entreprise restent ainsi entre les mains de votre personnel et des agences de confiance.

## Ajouter un domaine

1. Allez à [Paramètres généraux et d’accès](/admin) et ouvrez **Domaines autorisés**, ou allez à [Domaines autorisés](/admin/domainsList).
2. Choisissez **Ajouter un domaine**.
3. Entrez seulement le **Domaine**, par exemple acme.com, sans https:// ni @.
4. Cochez **Autoriser les sous-domaines** si des adresses comme nom@mail.acme.com doivent aussi être acceptées.
5. Cochez **Domaine de partenaire 3P** si le domaine appartient à une agence qui travaille pour vous.
6. Choisissez **Enregistrer**.

Le tableau présente chaque **Domaine**, s’il **Autorise les sous-domaines** et son **Type de domaine** : Entreprise ou Partenaire 3P. Utilisez le menu de la ligne pour **Modifier** ou **Supprimer** un domaine. La suppression d’un domaine ne retire pas les utilisateurs existants, mais aucun nouvel utilisateur ne pourra être ajouté avec ce domaine.

## Domaines refusés

- Les fournisseurs publics de courriel, comme les services de messagerie Web gratuits.
- Les suffixes publics qui ne sont pas le domaine d’une entreprise, comme gc.ca.
- Les domaines du détaillant lui-même.
- Un domaine déjà autorisé par une autre entreprise. S’il vous appartient vraiment, [créez un incident](/support/ticketCreation) et notre équipe examinera la situation.

## Bon à savoir

Chaque changement est consigné dans le [Journal d’activité](/admin/activityLog). Si votre entreprise change de domaine de courriel, ajoutez le nouveau avant d’inviter des personnes avec celui-ci.`,
      },
    },
  },
  {
    slug: 'manage-3p-partners',
    topic: 'users-and-access',
    publishedAt: '2025-09-30T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Manage your 3P partners (agencies)',
        summary:
          'Let an agency work on your company’s behalf: add it with its business code, grant its users the products they need, and end the association when the work is done.',
        body: `## What a 3P partner is

A 3P partner is an external agency that works on your company's behalf, for example to analyze your category or prepare reports. Once you add an agency, its users can choose your company in **Working for** and open the products you grant them.

## Add a partner

1. Ask the agency for its **business code**, for example 3P-20017.
2. Go to [General and Access Settings](/admin) and open **3P partners**, or go to [3P partners](/admin/thirdParty).
3. Choose **Add partner** and enter the **Partner business code**.
4. Choose **Find partner** and check the **3P company name** shown. If it is not the agency you expect, choose **Change code**.
5. Choose **Add partner**.

Adding a partner grants nothing by itself. Give each of the agency's users the products they need for your account.

## Messages you may see

- **No 3P partner has this business code**: check the code with the agency. The agency must be set up in the same market as your company.
- **This partner works for your company already.**
- **Only a supplier company can add 3P partners.**

## End an association

Choose **End association** in the partner's row and confirm. The agency's users lose your company and its products at once. If you add the agency again later, it starts with no access.

## For agency administrators

Your own **3P partners** page lists **Suppliers you work for**, each with the products it granted your users. It is read only: suppliers manage the association.`,
      },
      'es-MX': {
        title: 'Administrar a tus socios 3P (agencias)',
        summary:
          'Permite que una agencia trabaje en nombre de tu empresa: agrégala con su código comercial, asigna a sus usuarios los productos que necesitan y termina la asociación cuando concluya el trabajo.',
        body: `## Qué es un socio 3P

Un socio 3P es una agencia externa que trabaja en nombre de tu empresa, por ejemplo para analizar tu categoría o preparar reportes. Una vez que agregas una agencia, sus usuarios pueden elegir tu empresa en **Trabajando para** y abrir los productos que les asignes.

## Agrega un socio

1. Pídele a la agencia su **código comercial**, por ejemplo 3P-20017.
2. Ve a [Configuración general y de acceso](/admin) y abre **Socios 3P**, o ve a [Socios 3P](/admin/thirdParty).
3. Elige **Agregar socio** y escribe el **Código comercial del socio**.
4. Elige **Buscar socio** y revisa el **Nombre de la empresa 3P** que aparece. Si no es la agencia que esperas, elige **Cambiar código**.
5. Elige **Agregar socio**.

Agregar un socio no otorga nada por sí solo. Asigna a cada usuario de la agencia los productos que necesita para tu cuenta.

## Mensajes que podrías ver

- **Ningún socio 3P tiene este código comercial**: verifica el código con la agencia. La agencia debe estar dada de alta en el mismo mercado que tu empresa.
- **Este socio ya trabaja para tu empresa.**
- **Solo una empresa proveedora puede agregar socios 3P.**

## Termina una asociación

Elige **Terminar asociación** en la fila del socio y confirma. Los usuarios de la agencia pierden de inmediato el acceso a tu empresa y a sus productos. Si vuelves a agregar a la agencia más adelante, empieza sin acceso.

## Para administradores de agencias

Tu propia página **Socios 3P** muestra **Proveedores para los que trabajas**, cada uno con los productos que asignó a tus usuarios. Es de solo lectura: los proveedores administran la asociación.`,
      },
      'fr-CA': {
        title: 'Gérer vos partenaires 3P (agences)',
        summary:
          'Permettez à une agence de travailler au nom de votre entreprise : ajoutez-la avec son code d’entreprise, attribuez à ses utilisateurs les produits nécessaires et mettez fin à l’association une fois le travail terminé.',
        body: `## Qu’est-ce qu’un partenaire 3P

Un partenaire 3P est une agence externe qui travaille au nom de votre entreprise, par exemple pour analyser votre catégorie ou préparer des rapports. Une fois l’agence ajoutée, ses utilisateurs peuvent choisir votre entreprise dans **Vous travaillez pour** et ouvrir les produits que vous leur attribuez.

## Ajouter un partenaire

1. Demandez à l’agence son **code d’entreprise**, par exemple 3P-20017.
2. Allez à [Paramètres généraux et d’accès](/admin) et ouvrez **Partenaires 3P**, ou allez à [Partenaires 3P](/admin/thirdParty).
3. Choisissez **Ajouter un partenaire** et entrez le **Code d’entreprise du partenaire**.
4. Choisissez **Trouver le partenaire** et vérifiez le **Nom de l’entreprise 3P** affiché. Si ce n’est pas l’agence attendue, choisissez **Changer de code**.
5. Choisissez **Ajouter le partenaire**.

L’ajout d’un partenaire n’accorde rien en soi. Attribuez à chaque utilisateur de l’agence les produits dont il a besoin pour votre compte.

## Messages possibles

- **Aucun partenaire 3P n’a ce code d’entreprise** : vérifiez le code auprès de l’agence. L’agence doit être inscrite dans le même marché que votre entreprise.
- **Ce partenaire travaille déjà pour votre entreprise.**
- **Seule une entreprise fournisseur peut ajouter des partenaires 3P.**

## Mettre fin à une association

Choisissez **Mettre fin à l’association** dans la ligne du partenaire et confirmez. Les utilisateurs de l’agence perdent aussitôt l’accès à votre entreprise et à ses produits. Si vous ajoutez l’agence de nouveau plus tard, elle repart sans aucun accès.

## Pour les administrateurs d’agences

Votre propre page **Partenaires 3P** présente les **Fournisseurs pour lesquels vous travaillez**, chacun avec les produits attribués à vos utilisateurs. Elle est en lecture seule : ce sont les fournisseurs qui gèrent l’association.`,
      },
    },
  },
  {
    slug: 'user-access-audit',
    topic: 'users-and-access',
    top: true,
    publishedAt: '2025-11-04T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'The yearly user access audit',
        summary:
          'Once a year, an administrator confirms who in your company should keep access. If the audit is not completed by its due date, all users lose access to their products.',
        body: `## Why there is an audit

Access to retail data must stay limited to the people who need it. Once a year, each company reviews its users and confirms the list. The portal reminds your administrators by e-mail 30, 7 and 1 days before the due date, and shows a banner from 30 days before.

## Complete the audit

1. Choose **Open the audit** in the banner, or open **User access audit** in [General and Access Settings](/admin).
2. Review **Users to review**. Each row shows the **Last sign-in** and a **Recommendation**: users with no sign-in in 90 days are recommended for removal.
3. Set a **Decision** for each user: **Keep** or **Remove**. Users you don't decide are kept. You can't remove yourself.
4. Choose **Preview** under **What happens next** to see who will be removed.
5. Check the three acknowledgements: **I have reviewed the user list**, **I have made the modifications** and **I have verified all users**.
6. Choose **Confirm audit**.

The users you marked **Remove** are deleted, and the next audit is due one year later. **Download evidence (Excel)** keeps a record for your own compliance files.

## If the due date passes

If nobody confirms the audit in time, every user of your company loses access to their products and is signed out. Administrators can still sign in: complete the audit and access comes back for everyone you keep.

## Tips

- Start early: review the list with your team leads before the last week.
- Any administrator can confirm; if two work at once, the second is told it is already done.
- Every decision is recorded in the [Activity log](/admin/activityLog).`,
      },
      'es-MX': {
        title: 'La auditoría anual de acceso de usuarios',
        summary:
          'Una vez al año, un administrador confirma quién de tu empresa debe conservar el acceso. Si la auditoría no se completa a tiempo, todos los usuarios pierden el acceso a sus productos.',
        body: `## Por qué hay una auditoría

El acceso a los datos del minorista debe limitarse a las personas que lo necesitan. Una vez al año, cada empresa revisa a sus usuarios y confirma la lista. El portal se lo recuerda a tus administradores por correo 30, 7 y 1 días antes de la fecha límite, y muestra un aviso desde 30 días antes.

## Completa la auditoría

1. Elige **Abrir la auditoría** en el aviso, o abre **Auditoría de acceso de usuarios** en [Configuración general y de acceso](/admin).
2. Revisa **Usuarios por revisar**. Cada fila muestra el **Último inicio de sesión** y una **Recomendación**: se recomienda quitar a los usuarios que no han iniciado sesión en 90 días.
3. Define una **Decisión** para cada usuario: **Conservar** o **Eliminar**. Los usuarios sin decisión se conservan. No puedes quitarte a ti mismo.
4. Elige **Vista previa** en **Qué sucede después** para ver a quién se quitará.
5. Marca los tres reconocimientos: **Revisé la lista de usuarios**, **Hice las modificaciones** y **Verifiqué a todos los usuarios**.
6. Elige **Confirmar auditoría**.

Los usuarios que marcaste con **Eliminar** se eliminan y la siguiente auditoría vence un año después. **Descargar evidencia (Excel)** guarda un registro para tus propios archivos de cumplimiento.

## Si pasa la fecha límite

Si nadie confirma la auditoría a tiempo, todos los usuarios de tu empresa pierden el acceso a sus productos y se cierra su sesión. Los administradores aún pueden iniciar sesión: completa la auditoría y el acceso regresa para todas las personas que conserves.

## Consejos

- Empieza con tiempo: revisa la lista con los líderes de tus equipos antes de la última semana.
- Cualquier administrador puede confirmar; si dos lo hacen al mismo tiempo, al segundo se le avisa que ya está hecho.
- Cada decisión queda en el [Registro de actividad](/admin/activityLog).`,
      },
      'fr-CA': {
        title: 'L’audit annuel des accès des utilisateurs',
        summary:
          'Une fois par année, un administrateur confirme qui, dans votre entreprise, doit conserver son accès. Si l’audit n’est pas terminé à l’échéance, tous les utilisateurs perdent l’accès à leurs produits.',
        body: `## Pourquoi un audit

L’accès aux données du détaillant doit être réservé aux personnes qui en ont besoin. Une fois par année, chaque entreprise examine ses utilisateurs et confirme la liste. Le portail le rappelle à vos administrateurs par courriel 30, 7 et 1 jours avant l’échéance, et affiche une bannière à partir de 30 jours avant.

## Effectuer l’audit

1. Choisissez **Ouvrir l’audit** dans la bannière, ou ouvrez **Audit des accès des utilisateurs** dans [Paramètres généraux et d’accès](/admin).
2. Examinez **Utilisateurs à examiner**. Chaque ligne indique la **Dernière connexion** et une **Recommandation** : le retrait est recommandé pour les utilisateurs qui ne se sont pas connectés depuis 90 jours.
3. Prenez une **Décision** pour chaque utilisateur : **Conserver** ou **Retirer**. Les utilisateurs sans décision sont conservés. Vous ne pouvez pas vous retirer vous-même.
4. Choisissez **Aperçu** sous **Ce qui se passe ensuite** pour voir qui sera retiré.
5. Cochez les trois confirmations : **J’ai examiné la liste des utilisateurs**, **J’ai apporté les modifications** et **J’ai vérifié tous les utilisateurs**.
6. Choisissez **Confirmer l’audit**.

Les utilisateurs marqués **Retirer** sont supprimés, et le prochain audit arrive à échéance un an plus tard. **Télécharger les preuves (Excel)** conserve une trace pour vos propres dossiers de conformité.

## Si l’échéance est dépassée

Si personne ne confirme l’audit à temps, tous les utilisateurs de votre entreprise perdent l’accès à leurs produits et sont déconnectés. Les administrateurs peuvent toujours se connecter : terminez l’audit et l’accès est rétabli pour toutes les personnes conservées.

## Conseils

- Commencez tôt : passez la liste en revue avec vos chefs d’équipe avant la dernière semaine.
- N’importe quel administrateur peut confirmer ; si deux le font en même temps, le second est avisé que c’est déjà fait.
- Chaque décision est consignée dans le [Journal d’activité](/admin/activityLog).`,
      },
    },
  },
  {
    slug: 'activity-log',
    topic: 'users-and-access',
    publishedAt: '2026-01-13T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Use the activity log',
        summary:
          'The activity log records what happens in your organization: users added or removed, products granted, domains and partners changed, audits confirmed.',
        body: `## What it shows

The activity log lists the changes made in your company, who made them and when. It helps you answer questions such as "who gave this person access?" or "when was this domain removed?".

Each entry has a **Date**, an **Actor** (the login id of the person or the system), an **Entity** (what changed), an **Event**, a **Description** and the **Source application**.

## Find an entry

1. Go to [General and Access Settings](/admin) and open **Activity log**, or go to [Activity log](/admin/activityLog).
2. Choose a **Date range**. The default is the last 29 days; a range can't be more than 30 days.
3. Type in **Search the descriptions**, for example a person's name.
4. Open **Filters** to narrow by **Events**, **Applications**, **Actor** or **Entity id** (a login id, a domain or a reference number), then choose **Apply filters**.
5. Choose **View** on a row to see the entry. **What changed** shows the values before and after.

The chart **Entries per day** shows how busy each day was; pick a day to see only its entries.

## Download

Choose **Download Excel** to save the entries of your range and filters, for example for an internal review.

## Good to know

- Dates and times follow the time zone of your [Profile](/profile).
- Long descriptions are shortened in the table; open the entry to read them in full.
- Entries can't be edited or deleted.`,
      },
      'es-MX': {
        title: 'Usar el registro de actividad',
        summary:
          'El registro de actividad guarda lo que pasa en tu organización: usuarios agregados o quitados, productos asignados, dominios y socios modificados, auditorías confirmadas.',
        body: `## Qué muestra

El registro de actividad enumera los cambios hechos en tu empresa, quién los hizo y cuándo. Te ayuda a responder preguntas como "¿quién le dio acceso a esta persona?" o "¿cuándo se quitó este dominio?".

Cada entrada tiene **Fecha**, **Autor** (el ID de usuario de la persona o del sistema), **Entidad** (lo que cambió), **Evento**, **Descripción** y **Aplicación de origen**.

## Encuentra una entrada

1. Ve a [Configuración general y de acceso](/admin) y abre **Registro de actividad**, o ve a [Registro de actividad](/admin/activityLog).
2. Elige un **Rango de fechas**. El predeterminado son los últimos 29 días; un rango no puede superar los 30 días.
3. Escribe en **Buscar en las descripciones**, por ejemplo el nombre de una persona.
4. Abre **Filtros** para acotar por **Eventos**, **Aplicaciones**, **Autor** o **ID de la entidad** (un ID de usuario, un dominio o un número de referencia) y elige **Aplicar filtros**.
5. Elige **Ver** en una fila para abrir la entrada. **Qué cambió** muestra los valores antes y después.

La gráfica **Entradas por día** muestra la actividad de cada día; elige un día para ver solo sus entradas.

## Descarga

Elige **Descargar Excel** para guardar las entradas de tu rango y tus filtros, por ejemplo para una revisión interna.

## Ten en cuenta

- Las fechas y horas siguen la zona horaria de tu [Perfil](/profile).
- Las descripciones largas se acortan en la tabla; abre la entrada para leerlas completas.
- Las entradas no se pueden editar ni eliminar.`,
      },
      'fr-CA': {
        title: 'Utiliser le journal d’activité',
        summary:
          'Le journal d’activité consigne ce qui se passe dans votre organisation : utilisateurs ajoutés ou retirés, produits attribués, domaines et partenaires modifiés, audits confirmés.',
        body: `## Ce qu’il présente

Le journal d’activité énumère les changements apportés dans votre entreprise, leur auteur et leur date. Il vous aide à répondre à des questions comme « qui a donné l’accès à cette personne ? » ou « quand ce domaine a-t-il été supprimé ? ».

Chaque entrée comporte une **Date**, un **Auteur** (l’identifiant de la personne ou le système), une **Entité** (ce qui a changé), un **Événement**, une **Description** et l’**Application source**.

## Trouver une entrée

1. Allez à [Paramètres généraux et d’accès](/admin) et ouvrez **Journal d’activité**, ou allez à [Journal d’activité](/admin/activityLog).
2. Choisissez une **Plage de dates**. Par défaut, ce sont les 29 derniers jours ; une période ne peut pas dépasser 30 jours.
3. Tapez dans **Rechercher dans les descriptions**, par exemple le nom d’une personne.
4. Ouvrez **Filtres** pour restreindre par **Événements**, **Applications**, **Auteur** ou **Identifiant de l’entité** (un identifiant, un domaine ou un numéro de référence), puis choisissez **Appliquer les filtres**.
5. Choisissez **Voir** dans une ligne pour ouvrir l’entrée. **Ce qui a changé** présente les valeurs avant et après.

Le graphique **Entrées par jour** montre l’activité de chaque jour ; choisissez un jour pour n’afficher que ses entrées.

## Téléchargement

Choisissez **Télécharger en Excel** pour enregistrer les entrées de votre période et de vos filtres, par exemple pour un examen interne.

## Bon à savoir

- Les dates et les heures suivent le fuseau horaire de votre [Profil](/profile).
- Les longues descriptions sont abrégées dans le tableau ; ouvrez l’entrée pour les lire au complet.
- Les entrées ne peuvent être ni modifiées ni supprimées.`,
      },
    },
  },
  {
    slug: 'approve-access-requests',
    topic: 'users-and-access',
    publishedAt: '2026-02-10T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Approve or reject access requests',
        summary:
          'People from outside your company can ask for access to your data. Administrators review each request, approve or reject it and can add a note.',
        body: `## Where requests come from

Users of other companies can ask for access to your company from their profile, choosing the products they need and adding a note. Your administrators decide; nobody gets access to your data without an approval.

## Review the requests

1. Open [User management](/admin/userList) and choose the **Access requests** tab.
2. Each row shows the **First name**, **Last name**, **E-mail**, the **Products** asked for, the **Requester note** and the **Request date**.
3. Use the search to find a person, an e-mail or a product. Long notes are shortened; choose **see more** to read them in full.

## Decide

1. Choose **Approve** or **Reject** in a row, or select several rows and choose **Approve selected** or **Reject selected**.
2. Optionally, write a **Note to the requester**. It is sent in the e-mail.
3. Confirm.

Each approved requester gets the products they asked for and is told by e-mail. A rejected requester is told too and may ask again later.

## Good to know

- If another administrator decided a request meanwhile, it is left as it was and the portal tells you how many.
- Approved people appear in your **Users** list, where you can change their products or remove them like any other user.
- Before approving, check that the person really needs your data; when in doubt, contact them first.
- Every decision is recorded in the [Activity log](/admin/activityLog).`,
      },
      'es-MX': {
        title: 'Aprobar o rechazar solicitudes de acceso',
        summary:
          'Personas de fuera de tu empresa pueden pedir acceso a tus datos. Los administradores revisan cada solicitud, la aprueban o rechazan y pueden agregar una nota.',
        body: `## De dónde vienen las solicitudes

Los usuarios de otras empresas pueden pedir acceso a tu empresa desde su perfil, eligiendo los productos que necesitan y agregando una nota. Tus administradores deciden; nadie obtiene acceso a tus datos sin una aprobación.

## Revisa las solicitudes

1. Abre [Administración de usuarios](/admin/userList) y elige la pestaña **Solicitudes de acceso**.
2. Cada fila muestra **Nombre**, **Apellido**, **Correo electrónico**, los **Productos** solicitados, la **Nota del solicitante** y la **Fecha de solicitud**.
3. Usa la búsqueda para encontrar a una persona, un correo o un producto. Las notas largas se acortan; elige **ver más** para leerlas completas.

## Decide

1. Elige **Aprobar** o **Rechazar** en una fila, o selecciona varias filas y elige **Aprobar seleccionadas** o **Rechazar seleccionadas**.
2. Si quieres, escribe una **Nota para el solicitante**. Se envía en el correo.
3. Confirma.

Cada solicitante aprobado recibe los productos que pidió y se le avisa por correo. A un solicitante rechazado también se le avisa, y puede volver a pedirlo más adelante.

## Ten en cuenta

- Si otro administrador ya decidió una solicitud, se deja como estaba y el portal te dice cuántas fueron.
- Las personas aprobadas aparecen en tu lista de **Usuarios**, donde puedes cambiar sus productos o quitarlas como a cualquier otro usuario.
- Antes de aprobar, confirma que la persona de verdad necesita tus datos; si tienes dudas, contáctala primero.
- Cada decisión queda en el [Registro de actividad](/admin/activityLog).`,
      },
      'fr-CA': {
        title: 'Approuver ou refuser des demandes d’accès',
        summary:
          'Des personnes d’autres entreprises peuvent demander l’accès à vos données. Les administrateurs examinent chaque demande, l’approuvent ou la refusent et peuvent ajouter une note.',
        body: `## D’où viennent les demandes

Les utilisateurs d’autres entreprises peuvent demander l’accès à votre entreprise à partir de leur profil, en choisissant les produits voulus et en ajoutant une note. Ce sont vos administrateurs qui décident ; personne n’accède à vos données sans approbation.

## Examiner les demandes

1. Ouvrez [Gestion des utilisateurs](/admin/userList) et choisissez l’onglet **Demandes d’accès**.
2. Chaque ligne présente le **Prénom**, le **Nom**, le **Courriel**, les **Produits** demandés, la **Note du demandeur** et la **Date de la demande**.
3. Utilisez la recherche pour trouver une personne, un courriel ou un produit. Les longues notes sont abrégées ; choisissez **voir plus** pour les lire au complet.

## Décider

1. Choisissez **Approuver** ou **Refuser** dans une ligne, ou sélectionnez plusieurs lignes et choisissez **Approuver la sélection** ou **Refuser la sélection**.
2. Au besoin, rédigez une **Note au demandeur**. Elle est envoyée dans le courriel.
3. Confirmez.

Chaque demandeur approuvé obtient les produits demandés et en est avisé par courriel. Un demandeur refusé est aussi avisé et peut refaire une demande plus tard.

## Bon à savoir

- Si un autre administrateur a déjà tranché une demande entre-temps, elle reste telle quelle et le portail vous indique combien de demandes sont concernées.
- Les personnes approuvées apparaissent dans votre liste **Utilisateurs**, où vous pouvez modifier leurs produits ou les retirer comme tout autre utilisateur.
- Avant d’approuver, vérifiez que la personne a réellement besoin de vos données ; en cas de doute, communiquez d’abord avec elle.
- Chaque décision est consignée dans le [Journal d’activité](/admin/activityLog).`,
      },
    },
  },
  {
    slug: 'block-unblock-and-delete-users',
    topic: 'users-and-access',
    publishedAt: '2026-03-17T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Block, unblock or delete users',
        summary:
          'When someone leaves or changes role, block their account at once or delete it. Here is the difference and how to do each.',
        body: `## Block or delete?

- **Block** stops a person from signing in, right away, but keeps the account. Use it when someone is on leave, when you are checking something, or when the person left and you want to act immediately.
- **Delete** removes the account and its product access. Use it when the person will not come back.

## Block users

1. In [User management](/admin/userList), select one or more users.
2. Choose **Block selected**, or **Block** in a row's menu.
3. Enter a **Reason**. It is kept with the block and in the activity log.
4. Choose **Block**.

Blocked users are signed out at once and can't sign in until they are unblocked. They move to the **Blocked users** tab, which shows the **Reason**, **Blocked by** and **Blocked on**.

## Unblock a user

Open **Blocked users**, choose **Unblock** in the person's row and confirm. The person can sign in again with the same products.

## Delete users

1. Select the users and choose **Delete selected**, or **Delete** in a row's menu.
2. Check the list in **Users to delete** and confirm.

You see **Deletion of User(s) started successfully!** Deletion runs in the background. The company's last administrator can't be deleted, so your company always keeps someone who can manage it.

## Good to know

Other changes are in each row's menu too: **Edit name** and **Change products**. Every block, unblock and deletion is recorded in the [Activity log](/admin/activityLog).`,
      },
      'es-MX': {
        title: 'Bloquear, desbloquear o eliminar usuarios',
        summary:
          'Cuando alguien se va o cambia de puesto, bloquea su cuenta de inmediato o elimínala. Aquí te explicamos la diferencia y cómo hacer cada cosa.',
        body: `## ¿Bloquear o eliminar?

- **Bloquear** impide que una persona inicie sesión, de inmediato, pero conserva la cuenta. Úsalo cuando alguien está de permiso, mientras revisas algo, o cuando la persona se fue y quieres actuar en el momento.
- **Eliminar** quita la cuenta y su acceso a los productos. Úsalo cuando la persona no regresará.

## Bloquea usuarios

1. En [Administración de usuarios](/admin/userList), selecciona uno o varios usuarios.
2. Elige **Bloquear seleccionados**, o **Bloquear** en el menú de una fila.
3. Escribe un **Motivo**. Se guarda con el bloqueo y en el registro de actividad.
4. Elige **Bloquear**.

Los usuarios bloqueados cierran sesión de inmediato y no pueden volver a entrar hasta que los desbloqueen. Pasan a la pestaña **Usuarios bloqueados**, que muestra el **Motivo**, **Bloqueado por** y **Bloqueado el**.

## Desbloquea a un usuario

Abre **Usuarios bloqueados**, elige **Desbloquear** en la fila de la persona y confirma. La persona puede volver a entrar con los mismos productos.

## Elimina usuarios

1. Selecciona a los usuarios y elige **Eliminar seleccionados**, o **Eliminar** en el menú de una fila.
2. Revisa la lista en **Usuarios que se eliminarán** y confirma.

Verás **¡La eliminación de los usuarios se inició correctamente!** La eliminación se hace en segundo plano. El último administrador de la empresa no se puede eliminar, así tu empresa siempre conserva a alguien que puede administrarla.

## Ten en cuenta

En el menú de cada fila también encuentras otros cambios: **Editar nombre** y **Cambiar productos**. Cada bloqueo, desbloqueo y eliminación queda en el [Registro de actividad](/admin/activityLog).`,
      },
      'fr-CA': {
        title: 'Bloquer, débloquer ou supprimer des utilisateurs',
        summary:
          'Lorsqu’une personne quitte l’entreprise ou change de poste, bloquez son compte aussitôt ou supprimez-le. Voici la différence et la marche à suivre.',
        body: `## Bloquer ou supprimer ?

- **Bloquer** empêche immédiatement une personne de se connecter, mais conserve le compte. Utilisez-le pendant un congé, une vérification, ou quand la personne est partie et que vous voulez agir sur-le-champ.
- **Supprimer** retire le compte et ses accès aux produits. Utilisez-le quand la personne ne reviendra pas.

## Bloquer des utilisateurs

1. Dans [Gestion des utilisateurs](/admin/userList), sélectionnez un ou plusieurs utilisateurs.
2. Choisissez **Bloquer la sélection**, ou **Bloquer** dans le menu d’une ligne.
3. Entrez un **Motif**. Elle est conservée avec le blocage et dans le journal d’activité.
4. Choisissez **Bloquer**.

Les utilisateurs bloqués sont déconnectés aussitôt et ne peuvent plus se connecter tant qu’ils ne sont pas débloqués. Ils passent à l’onglet **Utilisateurs bloqués**, qui indique le **Motif**, **Bloqué par** et **Bloqué le**.

## Débloquer un utilisateur

Ouvrez **Utilisateurs bloqués**, choisissez **Débloquer** dans la ligne de la personne et confirmez. La personne peut se reconnecter avec les mêmes produits.

## Supprimer des utilisateurs

1. Sélectionnez les utilisateurs et choisissez **Supprimer la sélection**, ou **Supprimer** dans le menu d’une ligne.
2. Vérifiez la liste dans **Utilisateurs à supprimer** et confirmez.

Le message **La suppression des utilisateurs a bien commencé !** s’affiche. La suppression se fait en arrière-plan. Le dernier administrateur de l’entreprise ne peut pas être supprimé : votre entreprise garde ainsi toujours quelqu’un pour la gérer.

## Bon à savoir

Le menu de chaque ligne offre aussi **Modifier le nom** et **Modifier les produits**. Chaque blocage, déblocage et suppression est consigné dans le [Journal d’activité](/admin/activityLog).`,
      },
    },
  },
];
