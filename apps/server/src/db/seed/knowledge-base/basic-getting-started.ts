import type { KbSeedArticle } from './types.js';

/** The basic knowledge base's 'getting-started' articles. */
export const BASIC_GETTING_STARTED: KbSeedArticle[] = [
  {
    slug: 'welcome-to-the-portal',
    topic: 'getting-started',
    publishedAt: '2025-03-04T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Welcome to the supplier portal',
        summary: 'A quick tour of what you can do with a basic account, and where to find each tool.',
        body: `## What the portal gives you

As a basic supplier, the portal is your single place to see how your items sell, look up what the data means and get help when something does not look right.

## Your tools

- **Report Builder**: build reports on your item sales, units and store data. Open it from [Apps](/apps) and select **Launch App**.
- **Data dictionary**: look up the meaning of every basic field in the [Data dictionary](/dataDictionary).
- **Profile**: set your time zone and language in your [Profile](/profile).
- **Support**: file a ticket from [Support](/support/ticketCreation) and follow it in [Track tickets](/support/trackTicket).
- **Knowledge base**: read how-to articles like this one in the [Knowledge base](/knowledgeBase/basic).

## Your first steps

1. Complete your registration and accept the terms.
2. Check that your time zone is correct, so report dates match your business day.
3. Build your first report in Report Builder.
4. Bookmark this knowledge base for later.

If your company administrator has not given you access yet, you will see **Access pending** on the Report Builder tile. Ask your administrator to finish setting up your account.`,
      },
      'es-MX': {
        title: 'Bienvenido al portal de proveedores',
        summary:
          'Un recorrido rápido por lo que puedes hacer con una cuenta básica y dónde encontrar cada herramienta.',
        body: `## Lo que te ofrece el portal

Como proveedor básico, el portal es tu lugar único para ver cómo se venden tus artículos, consultar qué significan los datos y pedir ayuda cuando algo no se ve bien.

## Tus herramientas

- **Report Builder**: crea reportes sobre las ventas, unidades y datos de tienda de tus artículos. Ábrelo desde [Aplicaciones](/apps) y selecciona **Abrir aplicación**.
- **Diccionario de datos**: consulta el significado de cada campo básico en el [Diccionario de datos](/dataDictionary).
- **Perfil**: configura tu zona horaria y tu idioma en tu [Perfil](/profile).
- **Soporte**: levanta un ticket desde [Soporte](/support/ticketCreation) y dale seguimiento en [Seguimiento de tickets](/support/trackTicket).
- **Base de conocimientos**: lee artículos prácticos como este en la [Base de conocimientos](/knowledgeBase/basic).

## Tus primeros pasos

1. Completa tu registro y acepta los términos.
2. Revisa que tu zona horaria sea la correcta, para que las fechas de los reportes coincidan con tu día de trabajo.
3. Crea tu primer reporte en Report Builder.
4. Guarda esta base de conocimientos en tus favoritos.

Si el administrador de tu empresa todavía no te da acceso, verás **Acceso pendiente** en el mosaico de Report Builder. Pídele que termine de configurar tu cuenta.`,
      },
      'fr-CA': {
        title: 'Bienvenue dans le portail des fournisseurs',
        summary:
          'Un survol de ce que vous pouvez faire avec un compte de base et de l’endroit où trouver chaque outil.',
        body: `## Ce que le portail vous offre

En tant que fournisseur de base, le portail est l’endroit unique où voir comment se vendent vos articles, vérifier ce que signifient les données et obtenir de l’aide lorsque quelque chose ne semble pas correct.

## Vos outils

- **Report Builder** : créez des rapports sur les ventes, les unités et les données des magasins de vos articles. Ouvrez-le à partir des [Applications](/apps) et sélectionnez **Lancer l’application**.
- **Dictionnaire de données** : consultez la signification de chaque champ de base dans le [Dictionnaire de données](/dataDictionary).
- **Profil** : réglez votre fuseau horaire et votre langue dans votre [Profil](/profile).
- **Soutien** : soumettez un billet à partir du [Soutien](/support/ticketCreation) et suivez-le dans [Suivi des billets](/support/trackTicket).
- **Base de connaissances** : lisez des articles pratiques comme celui-ci dans la [Base de connaissances](/knowledgeBase/basic).

## Vos premières étapes

1. Terminez votre inscription et acceptez les conditions.
2. Vérifiez que votre fuseau horaire est exact, afin que les dates des rapports correspondent à votre journée d’affaires.
3. Créez votre premier rapport dans Report Builder.
4. Ajoutez cette base de connaissances à vos favoris.

Si l’administrateur de votre entreprise ne vous a pas encore donné accès, la tuile Report Builder affiche **Accès en attente**. Demandez-lui de terminer la configuration de votre compte.`,
      },
    },
  },
  {
    slug: 'basic-vs-charter',
    topic: 'getting-started',
    top: true,
    publishedAt: '2025-03-11T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Basic and charter accounts: what is the difference?',
        summary:
          'What a basic account includes, what the charter products add, and how to ask about moving to a charter account.',
        body: `## What a basic account includes

A basic account gives a small supplier the essentials at no extra cost:

- **Report Builder**, with item-level sales, units and store data for your own items.
- The **basic fields** of the [Data dictionary](/dataDictionary), marked **All users** in the **Available to** column.
- Your [Profile](/profile), with time zone and language preferences.
- User management for your company in [Admin](/admin/userList).
- Support tickets and this basic knowledge base.

## What a charter account adds

Charter suppliers subscribe to the full suite of data products, such as Shopper Behavior, Channel Insights and Customer Perception. They also see the fields marked **Charter users only** in the data dictionary, and they can work with third-party (3P) partners who analyze data on their behalf.

## How to ask about a charter account

1. Open [Create an incident](/support/ticketCreation).
2. Choose the support type **Basic vendor support** and the issue **Upgrade to a charter account**.
3. In **Describe the situation**, write that you would like information about a charter account, and include your company name and supplier number.
4. Select **Submit**.

A member of the supplier team will contact you to explain the options. Your basic access stays the same while your request is reviewed.`,
      },
      'es-MX': {
        title: 'Cuentas básicas y con contrato: ¿cuál es la diferencia?',
        summary:
          'Lo que incluye una cuenta básica, lo que agregan los productos con contrato y cómo pedir información para cambiar a una cuenta con contrato.',
        body: `## Lo que incluye una cuenta básica

Una cuenta básica le da a un proveedor pequeño lo esencial sin costo adicional:

- **Report Builder**, con ventas, unidades y datos de tienda a nivel artículo para tus propios artículos.
- Los **campos básicos** del [Diccionario de datos](/dataDictionary), marcados como **Todos los usuarios** en la columna **Disponible para**.
- Tu [Perfil](/profile), con tus preferencias de zona horaria e idioma.
- La administración de los usuarios de tu empresa en [Administración](/admin/userList).
- Tickets de soporte y esta base de conocimientos básica.

## Lo que agrega una cuenta con contrato

Los proveedores con contrato se suscriben a todo el conjunto de productos de datos, como Shopper Behavior, Channel Insights y Customer Perception. También ven los campos marcados como **Solo usuarios con contrato** en el diccionario de datos y pueden trabajar con socios externos (3P) que analizan los datos en su nombre.

## Cómo pedir información sobre una cuenta con contrato

1. Abre [Crear un incidente](/support/ticketCreation).
2. Elige el tipo de soporte **Soporte para proveedores básicos** y el problema **Cambiar a una cuenta charter**.
3. En **Describe la situación**, escribe que te interesa una cuenta con contrato e incluye el nombre de tu empresa y tu número de proveedor.
4. Selecciona **Enviar**.

Una persona del equipo de proveedores se pondrá en contacto contigo para explicarte las opciones. Tu acceso básico no cambia mientras se revisa tu solicitud.`,
      },
      'fr-CA': {
        title: 'Comptes de base et comptes sous contrat : quelle est la différence?',
        summary:
          'Ce que comprend un compte de base, ce qu’ajoutent les produits sous contrat et comment vous renseigner sur un compte sous contrat.',
        body: `## Ce que comprend un compte de base

Un compte de base donne à un petit fournisseur l’essentiel, sans frais supplémentaires :

- **Report Builder**, avec les ventes, les unités et les données des magasins au niveau de l’article pour vos propres articles.
- Les **champs de base** du [Dictionnaire de données](/dataDictionary), marqués **Tous les utilisateurs** dans la colonne **Offert à**.
- Votre [Profil](/profile), avec vos préférences de fuseau horaire et de langue.
- La gestion des utilisateurs de votre entreprise dans [Administration](/admin/userList).
- Les billets de soutien et cette base de connaissances de base.

## Ce qu’ajoute un compte sous contrat

Les fournisseurs sous contrat s’abonnent à l’ensemble des produits de données, comme Shopper Behavior, Channel Insights et Customer Perception. Ils voient aussi les champs marqués **Utilisateurs sous contrat seulement** dans le dictionnaire de données et peuvent travailler avec des partenaires tiers (3P) qui analysent les données en leur nom.

## Comment vous renseigner sur un compte sous contrat

1. Ouvrez [Créer un incident](/support/ticketCreation).
2. Choisissez le type de soutien **Soutien aux fournisseurs de base** et le problème **Passer à un compte charter**.
3. Dans **Décrivez la situation**, indiquez que vous souhaitez de l’information sur un compte sous contrat et précisez le nom de votre entreprise et votre numéro de fournisseur.
4. Sélectionnez **Soumettre**.

Un membre de l’équipe des fournisseurs communiquera avec vous pour vous expliquer les options. Votre accès de base reste le même pendant l’examen de votre demande.`,
      },
    },
  },
  {
    slug: 'complete-your-registration',
    topic: 'getting-started',
    top: true,
    publishedAt: '2025-03-18T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Complete your registration',
        summary:
          'The first time you sign in, confirm your details and accept the documents so you can start using the portal.',
        body: `## Before you start

Your company administrator adds you as a user. You then receive an invitation email with a link to set your password. The link expires, so register within a few days.

## Register step by step

1. Select the link in your invitation, choose a password and sign in.
2. The portal opens [Complete your registration](/userRegistration). Each step shows **Step 1 of 4**, **Step 2 of 4** and so on.
3. **Confirm your details**: check your first name, last name and email, then select **Next**.
4. **Terms and conditions**: read them, select **I have read and accept**, then **Next**.
5. **Data sharing addendum**: read how you may use and share portal data, accept it, then **Next**.
6. **Privacy policy**: read it and accept it.
7. Select **Finish registration**.

## After you register

- You land on [Apps](/apps). The Report Builder tile shows **Launch App** once your access is active, or **Access pending** while it is being set up.
- Set your time zone and language in your [Profile](/profile).
- Your [Profile](/profile) lists the documents you accepted and their versions.

## If something goes wrong

- **The link has expired**: ask your administrator to select **Resend invitation**.
- **You still cannot continue**: [create an incident](/support/ticketCreation) and mention the step where you stopped.`,
      },
      'es-MX': {
        title: 'Completa tu registro',
        summary:
          'La primera vez que inicias sesión, confirma tus datos y acepta los documentos para empezar a usar el portal.',
        body: `## Antes de empezar

El administrador de tu empresa te agrega como usuario. Después recibes un correo de invitación con un enlace para definir tu contraseña. El enlace vence, así que regístrate en los próximos días.

## Regístrate paso a paso

1. Selecciona el enlace de tu invitación, elige una contraseña e inicia sesión.
2. El portal abre [Completa tu registro](/userRegistration). Cada paso muestra **Paso 1 de 4**, **Paso 2 de 4**, y así sucesivamente.
3. **Confirma tus datos**: revisa tu nombre, tu apellido y tu correo, y selecciona **Siguiente**.
4. **Términos y condiciones**: léelos, selecciona **Leí y acepto** y luego **Siguiente**.
5. **Anexo de intercambio de datos**: lee cómo puedes usar y compartir los datos del portal, acéptalo y selecciona **Siguiente**.
6. **Aviso de privacidad**: léelo y acéptalo.
7. Selecciona **Terminar registro**.

## Después de registrarte

- Llegas a [Aplicaciones](/apps). El mosaico de Report Builder muestra **Abrir aplicación** cuando tu acceso está activo, o **Acceso pendiente** mientras se configura.
- Configura tu zona horaria y tu idioma en tu [Perfil](/profile).
- Tu [Perfil](/profile) muestra los documentos que aceptaste y sus versiones.

## Si algo sale mal

- **El enlace venció**: pídele a tu administrador que seleccione **Reenviar invitación**.
- **Sigues sin poder continuar**: [crea un incidente](/support/ticketCreation) e indica en qué paso te detuviste.`,
      },
      'fr-CA': {
        title: 'Terminez votre inscription',
        summary:
          'À votre première connexion, confirmez vos renseignements et acceptez les documents pour commencer à utiliser le portail.',
        body: `## Avant de commencer

L’administrateur de votre entreprise vous ajoute comme utilisateur. Vous recevez ensuite une invitation par courriel avec un lien pour définir votre mot de passe. Le lien expire : inscrivez-vous dans les jours qui suivent.

## Inscrivez-vous étape par étape

1. Sélectionnez le lien de votre invitation, choisissez un mot de passe et connectez-vous.
2. Le portail ouvre [Terminez votre inscription](/userRegistration). Chaque étape affiche **Étape 1 de 4**, **Étape 2 de 4**, et ainsi de suite.
3. **Confirmez vos renseignements** : vérifiez votre prénom, votre nom et votre courriel, puis sélectionnez **Suivant**.
4. **Conditions générales** : lisez-les, sélectionnez **J’ai lu et j’accepte**, puis **Suivant**.
5. **Avenant sur le partage de données** : lisez comment vous pouvez utiliser et partager les données du portail, acceptez-le, puis sélectionnez **Suivant**.
6. **Politique de confidentialité** : lisez-la et acceptez-la.
7. Sélectionnez **Terminer l’inscription**.

## Après votre inscription

- Vous arrivez aux [Applications](/apps). La tuile Report Builder affiche **Lancer l’application** dès que votre accès est actif, ou **Accès en attente** pendant sa configuration.
- Réglez votre fuseau horaire et votre langue dans votre [Profil](/profile).
- Votre [Profil](/profile) présente les documents que vous avez acceptés et leurs versions.

## En cas de problème

- **Le lien a expiré** : demandez à votre administrateur de sélectionner **Renvoyer l’invitation**.
- **Vous ne pouvez toujours pas continuer** : [créez un incident](/support/ticketCreation) en précisant l’étape où vous vous êtes arrêté.`,
      },
    },
  },
  {
    slug: 'data-sharing-addendum',
    topic: 'getting-started',
    publishedAt: '2025-04-08T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Review the data sharing addendum',
        summary: 'The data sharing addendum explains how you may use and share the data you see in the portal.',
        body: `## What the addendum covers

The data sharing addendum is part of your agreement with the retailer. It explains:

- which data you may download from the portal, and for what purpose;
- who inside your company may see it;
- how long you may keep exported files;
- that you may not share the data with other companies without written permission.

## Read the addendum

1. Open the [Data sharing addendum](/dataSharingAddendum) at any time to read it again.
2. Read each section. Use your browser's print option if you want a paper copy.
3. You accept the addendum when you [complete your registration](/knowledgeBase/basic/article?contentId=complete-your-registration). When a new version is published, you are asked to accept it the next time you sign in.
4. Your [Profile](/profile) shows the version you accepted under **Documents you accepted**.

## Good habits for basic suppliers

- Store exported reports in a shared folder that only your team can open.
- Delete old exports you no longer need.
- Do not paste item-level store data into public documents or presentations for other retailers.
- When a colleague leaves your company, ask your administrator to remove their user in [Admin](/admin/userList).

## Questions

If you are unsure whether a use of the data is allowed, [file a support incident](/support/ticketCreation) before you share anything. Describe what you would like to share and with whom.`,
      },
      'es-MX': {
        title: 'Revisa el anexo de intercambio de datos',
        summary:
          'El anexo de intercambio de datos explica cómo puedes usar y compartir los datos que ves en el portal.',
        body: `## Qué cubre el anexo

El anexo de intercambio de datos forma parte de tu acuerdo con el minorista. Explica:

- qué datos puedes descargar del portal y con qué propósito;
- quién dentro de tu empresa puede verlos;
- cuánto tiempo puedes conservar los archivos exportados;
- que no puedes compartir los datos con otras empresas sin permiso por escrito.

## Lee el anexo

1. Abre el [Anexo de intercambio de datos](/dataSharingAddendum) cuando quieras volver a leerlo.
2. Lee cada sección. Usa la opción de imprimir de tu navegador si quieres una copia en papel.
3. Aceptas el anexo cuando [completas tu registro](/knowledgeBase/basic/article?contentId=complete-your-registration). Cuando se publica una nueva versión, se te pide aceptarla la próxima vez que inicies sesión.
4. Tu [Perfil](/profile) muestra la versión que aceptaste en **Documentos que aceptaste**.

## Buenas prácticas para proveedores básicos

- Guarda los reportes exportados en una carpeta compartida que solo tu equipo pueda abrir.
- Borra las exportaciones antiguas que ya no necesites.
- No pegues datos de tienda a nivel artículo en documentos públicos ni en presentaciones para otros minoristas.
- Cuando un compañero deje tu empresa, pídele a tu administrador que elimine su usuario en [Administración](/admin/userList).

## Preguntas

Si no estás seguro de si un uso de los datos está permitido, [levanta un incidente de soporte](/support/ticketCreation) antes de compartir algo. Describe qué quieres compartir y con quién.`,
      },
      'fr-CA': {
        title: 'Consultez l’avenant sur le partage de données',
        summary:
          'L’avenant sur le partage de données explique comment vous pouvez utiliser et partager les données du portail.',
        body: `## Ce que couvre l’avenant

L’avenant sur le partage de données fait partie de votre entente avec le détaillant. Il précise :

- quelles données vous pouvez télécharger du portail, et à quelles fins;
- qui, dans votre entreprise, peut les consulter;
- combien de temps vous pouvez conserver les fichiers exportés;
- que vous ne pouvez pas partager les données avec d’autres entreprises sans autorisation écrite.

## Lisez l’avenant

1. Ouvrez l’[Avenant sur le partage de données](/dataSharingAddendum) en tout temps pour le relire.
2. Lisez chaque section. Utilisez la fonction d’impression de votre navigateur si vous voulez une copie papier.
3. Vous acceptez l’avenant lorsque vous [terminez votre inscription](/knowledgeBase/basic/article?contentId=complete-your-registration). Lorsqu’une nouvelle version est publiée, on vous demande de l’accepter à votre prochaine connexion.
4. Votre [Profil](/profile) indique la version acceptée sous **Documents que vous avez acceptés**.

## Bonnes pratiques pour les fournisseurs de base

- Enregistrez les rapports exportés dans un dossier partagé que seule votre équipe peut ouvrir.
- Supprimez les anciennes exportations dont vous n’avez plus besoin.
- Ne collez pas de données des magasins au niveau de l’article dans des documents publics ou des présentations destinées à d’autres détaillants.
- Lorsqu’un collègue quitte votre entreprise, demandez à votre administrateur de retirer son utilisateur dans [Administration](/admin/userList).

## Questions

Si vous ne savez pas si une utilisation des données est permise, [soumettez un incident de soutien](/support/ticketCreation) avant de partager quoi que ce soit. Décrivez ce que vous voulez partager et avec qui.`,
      },
    },
  },
  {
    slug: 'navigating-the-apps-page',
    topic: 'getting-started',
    publishedAt: '2025-05-06T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Find your way around the Apps page',
        summary: 'The Apps page lists the products of the portal and shows which ones you can open today.',
        body: `## What you see on Apps

[Apps](/apps) shows a tile for each data product. As a basic supplier, **Report Builder** is the product you use. The other tiles belong to charter products.

## Tile states

- **Launch App**: your access is active. Select it to open the product. Some products open in a new tab.
- **Access pending**: your administrator has requested access for you, and it is not yet complete.
- **Learn more**: you do not have access. Select it to read a short description of the product.
- **Coming soon**: the product is not offered in your market yet. In Mexico, this is the case for Report Builder.
- A greyed-out tile without a button is not part of your account.

## Open Report Builder

1. Go to [Apps](/apps).
2. Point to the **Report Builder** tile.
3. Select **Launch App**.

## If Report Builder is not available

- Check with your company administrator that you were given Report Builder access.
- If you were recently added, sign out and sign in again so the portal loads your new access.
- If the tile still shows **Access pending** after two business days, [file a support incident](/support/ticketCreation).

To learn about the charter products, read [Basic and charter accounts](/knowledgeBase/basic/article?contentId=basic-vs-charter).`,
      },
      'es-MX': {
        title: 'Conoce la página de Aplicaciones',
        summary: 'La página de Aplicaciones muestra los productos del portal y cuáles puedes abrir hoy.',
        body: `## Lo que ves en Aplicaciones

[Aplicaciones](/apps) muestra un mosaico por cada producto de datos. Como proveedor básico, **Report Builder** es el producto que usas. Los demás mosaicos pertenecen a los productos con contrato.

## Estados del mosaico

- **Abrir aplicación**: tu acceso está activo. Selecciónalo para abrir el producto. Algunos productos se abren en una pestaña nueva.
- **Acceso pendiente**: tu administrador pidió acceso para ti y todavía no está completo.
- **Más información**: no tienes acceso. Selecciónalo para leer una breve descripción del producto.
- **Próximamente**: el producto todavía no se ofrece en tu mercado. En México, es el caso de Report Builder.
- Un mosaico en gris y sin botón no forma parte de tu cuenta.

## Abre Report Builder

1. Ve a [Aplicaciones](/apps).
2. Coloca el puntero sobre el mosaico de **Report Builder**.
3. Selecciona **Abrir aplicación**.

## Si Report Builder no está disponible

- Confirma con el administrador de tu empresa que te haya dado acceso a Report Builder.
- Si te agregaron hace poco, cierra sesión y vuelve a iniciarla para que el portal cargue tu nuevo acceso.
- Si el mosaico sigue mostrando **Acceso pendiente** después de dos días hábiles, [levanta un incidente de soporte](/support/ticketCreation).

Para conocer los productos con contrato, lee [Cuentas básicas y con contrato](/knowledgeBase/basic/article?contentId=basic-vs-charter).`,
      },
      'fr-CA': {
        title: 'Repérez-vous dans la page Applications',
        summary:
          'La page Applications présente les produits du portail et indique ceux que vous pouvez ouvrir aujourd’hui.',
        body: `## Ce que vous voyez dans Applications

[Applications](/apps) affiche une tuile pour chaque produit de données. En tant que fournisseur de base, vous utilisez **Report Builder**. Les autres tuiles appartiennent aux produits sous contrat.

## États des tuiles

- **Lancer l’application** : votre accès est actif. Sélectionnez ce bouton pour ouvrir le produit. Certains produits s’ouvrent dans un nouvel onglet.
- **Accès en attente** : votre administrateur a demandé l’accès pour vous, mais il n’est pas encore accordé.
- **En savoir plus** : vous n’avez pas accès. Sélectionnez ce bouton pour lire une courte description du produit.
- **Bientôt offert** : le produit n’est pas encore offert dans votre marché. Au Mexique, c’est le cas de Report Builder.
- Une tuile grisée sans bouton ne fait pas partie de votre compte.

## Ouvrez Report Builder

1. Allez aux [Applications](/apps).
2. Placez le pointeur sur la tuile **Report Builder**.
3. Sélectionnez **Lancer l’application**.

## Si Report Builder n’est pas offert

- Vérifiez auprès de l’administrateur de votre entreprise qu’il vous a donné accès à Report Builder.
- Si vous avez été ajouté récemment, déconnectez-vous puis reconnectez-vous pour que le portail charge votre nouvel accès.
- Si la tuile affiche toujours **Accès en attente** après deux jours ouvrables, [soumettez un incident de soutien](/support/ticketCreation).

Pour en savoir plus sur les produits sous contrat, lisez [Comptes de base et comptes sous contrat](/knowledgeBase/basic/article?contentId=basic-vs-charter).`,
      },
    },
  },
  {
    slug: 'knowledge-base-search-tips',
    topic: 'getting-started',
    publishedAt: '2025-06-10T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Search the knowledge base',
        summary:
          'Find the right article quickly with a few search habits, or browse by topic when you are not sure what to type.',
        body: `## Search from the knowledge base home

1. Open the [Knowledge base](/knowledgeBase/basic).
2. Type two or more words in the search box, for example **export report**.
3. Press **Enter** and select an article in the results.

## Tips for better results

- Use the words you see on the screen, such as **Schedule**, **Download Excel** or **Access pending**.
- Keep it short. Two or three words work better than a full sentence.
- Try a synonym if you get no results: **password** instead of **sign in**, **ticket** instead of **case**.
- Articles appear in your profile language. If an article is not translated yet, you see the English version with a short notice.

## Browse by topic

When you are not sure what to search for, select a topic on the knowledge base home:

- **Getting started**
- **Your account**
- **Report Builder**
- **Data dictionary**
- **Support**

## When nothing helps

If the search shows an error, select **Refresh page**. If you still cannot find an answer, [file a support incident](/support/ticketCreation) and tell us what you searched for, so we can improve our articles.`,
      },
      'es-MX': {
        title: 'Busca en la base de conocimientos',
        summary:
          'Encuentra rápido el artículo correcto con algunos hábitos de búsqueda, o navega por tema cuando no sepas qué escribir.',
        body: `## Busca desde el inicio de la base de conocimientos

1. Abre la [Base de conocimientos](/knowledgeBase/basic).
2. Escribe dos o más palabras en el cuadro de búsqueda, por ejemplo **exportar reporte**.
3. Presiona **Enter** y selecciona un artículo de los resultados.

## Consejos para obtener mejores resultados

- Usa las palabras que ves en la pantalla, como **Programar**, **Descargar Excel** o **Acceso pendiente**.
- Sé breve. Dos o tres palabras funcionan mejor que una oración completa.
- Prueba un sinónimo si no obtienes resultados: **contraseña** en lugar de **iniciar sesión**, **ticket** en lugar de **caso**.
- Los artículos aparecen en el idioma de tu perfil. Si un artículo todavía no está traducido, verás la versión en inglés con un aviso breve.

## Navega por tema

Cuando no sepas qué buscar, selecciona un tema en el inicio de la base de conocimientos:

- **Primeros pasos**
- **Tu cuenta**
- **Report Builder**
- **Diccionario de datos**
- **Soporte**

## Cuando nada funciona

Si la búsqueda muestra un error, selecciona **Actualizar página**. Si aun así no encuentras una respuesta, [levanta un incidente de soporte](/support/ticketCreation) y cuéntanos qué buscaste, para que podamos mejorar nuestros artículos.`,
      },
      'fr-CA': {
        title: 'Faites une recherche dans la base de connaissances',
        summary:
          'Trouvez rapidement le bon article grâce à quelques bonnes habitudes, ou parcourez les sujets si vous ne savez pas quoi taper.',
        body: `## Cherchez à partir de l’accueil de la base de connaissances

1. Ouvrez la [Base de connaissances](/knowledgeBase/basic).
2. Tapez au moins deux mots dans la zone de recherche, par exemple **exporter rapport**.
3. Appuyez sur **Entrée** et sélectionnez un article dans les résultats.

## Conseils pour de meilleurs résultats

- Utilisez les mots que vous voyez à l’écran, comme **Planifier**, **Télécharger en Excel** ou **Accès en attente**.
- Soyez bref. Deux ou trois mots donnent de meilleurs résultats qu’une phrase complète.
- Essayez un synonyme si vous n’obtenez aucun résultat : **mot de passe** plutôt que **connexion**, **billet** plutôt que **dossier**.
- Les articles s’affichent dans la langue de votre profil. Si un article n’est pas encore traduit, vous voyez la version anglaise avec un court avis.

## Parcourez les sujets

Si vous ne savez pas quoi chercher, sélectionnez un sujet à l’accueil de la base de connaissances :

- **Premiers pas**
- **Votre compte**
- **Report Builder**
- **Dictionnaire de données**
- **Soutien**

## Quand rien ne fonctionne

Si la recherche affiche une erreur, sélectionnez **Actualiser la page**. Si vous ne trouvez toujours pas de réponse, [soumettez un incident de soutien](/support/ticketCreation) en indiquant ce que vous avez cherché, afin que nous puissions améliorer nos articles.`,
      },
    },
  },
  {
    slug: 'supported-browsers',
    topic: 'getting-started',
    publishedAt: '2025-07-15T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Supported browsers and settings',
        summary: 'Use a current browser with cookies and pop-ups allowed for the portal to get the best experience.',
        body: `## Supported browsers

The portal works best on the two latest versions of:

- Google Chrome
- Microsoft Edge
- Mozilla Firefox
- Safari on macOS

Mobile browsers can open the knowledge base and your tickets, but Report Builder is designed for a computer screen.

## Recommended settings

- **Cookies**: allow cookies for the portal, or you will be signed out on every page.
- **Pop-ups**: allow pop-ups for the portal, so exports and links that open in a new tab are not blocked.
- **Downloads**: allow downloads, so exported reports and the **Download Excel** file from the data dictionary can be saved.
- **Zoom**: keep the page zoom at 100 percent for tables to display correctly.

## Clear your cache

If pages look broken after an update:

1. Open your browser settings.
2. Clear cached images and files for the last 24 hours.
3. Close the browser, open it again and sign in.

## Still having trouble?

Try a private window to rule out browser extensions. If the problem continues, [file a support incident](/support/ticketCreation) and include your browser name and version.`,
      },
      'es-MX': {
        title: 'Navegadores compatibles y configuración',
        summary:
          'Usa un navegador actualizado y permite cookies y ventanas emergentes del portal para tener la mejor experiencia.',
        body: `## Navegadores compatibles

El portal funciona mejor en las dos versiones más recientes de:

- Google Chrome
- Microsoft Edge
- Mozilla Firefox
- Safari en macOS

Los navegadores móviles pueden abrir la base de conocimientos y tus tickets, pero Report Builder está diseñado para la pantalla de una computadora.

## Configuración recomendada

- **Cookies**: permite las cookies del portal; de lo contrario, se cerrará tu sesión en cada página.
- **Ventanas emergentes**: permite las ventanas emergentes del portal, para que no se bloqueen las exportaciones ni los enlaces que se abren en una pestaña nueva.
- **Descargas**: permite las descargas para poder guardar los reportes exportados y el archivo de **Descargar Excel** del diccionario de datos.
- **Zoom**: deja el zoom de la página en 100 por ciento para que las tablas se vean bien.

## Borra la caché

Si las páginas se ven mal después de una actualización:

1. Abre la configuración de tu navegador.
2. Borra las imágenes y archivos en caché de las últimas 24 horas.
3. Cierra el navegador, ábrelo de nuevo e inicia sesión.

## ¿Sigues con problemas?

Prueba una ventana privada para descartar las extensiones del navegador. Si el problema continúa, [levanta un incidente de soporte](/support/ticketCreation) e incluye el nombre y la versión de tu navegador.`,
      },
      'fr-CA': {
        title: 'Navigateurs pris en charge et paramètres',
        summary:
          'Utilisez un navigateur à jour qui accepte les témoins et les fenêtres contextuelles du portail pour une expérience optimale.',
        body: `## Navigateurs pris en charge

Le portail fonctionne mieux avec les deux dernières versions de :

- Google Chrome
- Microsoft Edge
- Mozilla Firefox
- Safari sur macOS

Les navigateurs mobiles peuvent ouvrir la base de connaissances et vos billets, mais Report Builder est conçu pour un écran d’ordinateur.

## Paramètres recommandés

- **Témoins** : acceptez les témoins du portail, sinon vous serez déconnecté à chaque page.
- **Fenêtres contextuelles** : autorisez les fenêtres contextuelles du portail, pour que les exportations et les liens qui s’ouvrent dans un nouvel onglet ne soient pas bloqués.
- **Téléchargements** : autorisez les téléchargements pour enregistrer les rapports exportés et le fichier **Télécharger en Excel** du dictionnaire de données.
- **Zoom** : gardez le zoom de la page à 100 % pour que les tableaux s’affichent correctement.

## Videz votre cache

Si les pages s’affichent mal après une mise à jour :

1. Ouvrez les paramètres de votre navigateur.
2. Videz les images et les fichiers en cache des dernières 24 heures.
3. Fermez le navigateur, rouvrez-le et connectez-vous.

## Toujours un problème?

Essayez une fenêtre de navigation privée pour écarter les extensions. Si le problème persiste, [soumettez un incident de soutien](/support/ticketCreation) en indiquant le nom et la version de votre navigateur.`,
      },
    },
  },
];
