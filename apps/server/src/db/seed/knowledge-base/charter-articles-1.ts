import type { KbSeedArticle } from './types.js';

/** The charter workspace's articles, part 1: getting started, account and profile. */
export const CHARTER_ARTICLES_1: KbSeedArticle[] = [
  {
    slug: 'welcome-to-the-portal',
    topic: 'getting-started',
    top: true,
    publishedAt: '2025-03-03T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Getting started with the supplier portal',
        summary:
          'A first tour of the portal: signing in, opening your products and finding help. Start here if you are new.',
        body: `## What the portal is

The portal is your company's single entry point to the retailer's data products. From one sign-in you open the products your company subscribes to, look up how each measure is defined, manage your company's users and ask our support team for help.

## Your first visit

1. Open the invitation e-mail from your administrator and follow the link to sign in.
2. **Complete your registration**: confirm your details and accept the documents shown.
3. You land on **Get started with the product**, at [Apps](/apps). Products you can use show **Launch App**.
4. Visit your [Profile](/profile) to choose your language and time zone.

## Find your way around

- **Know your customer** groups the products about shoppers, such as Shopper Behavior and Customer Perception.
- **Know your store** groups the products about sales and stores, such as Report Builder and Channel Insights.
- The [Data dictionary](/dataDictionary) explains every data element the products show.
- [Support](/support) lets you create an incident and follow it until it is solved.
- Administrators also see **General and Access Settings** at [Admin](/admin).

## Need a product you don't see?

A tile without **Launch App** means you have no access yet. Speak to your company's administrator: they decide who uses each product.`,
      },
      'es-MX': {
        title: 'Primeros pasos en el portal de proveedores',
        summary:
          'Un primer recorrido por el portal: iniciar sesión, abrir tus productos y encontrar ayuda. Si eres nuevo, empieza aquí.',
        body: `## Qué es el portal

El portal es la puerta de entrada única de tu empresa a los productos de datos del minorista. Con un solo inicio de sesión abres los productos que tu empresa tiene contratados, consultas cómo se define cada medida, administras a los usuarios de tu empresa y pides ayuda a nuestro equipo de soporte.

## Tu primera visita

1. Abre el correo de invitación que te envió tu administrador y sigue el enlace para iniciar sesión.
2. **Completa tu registro**: confirma tus datos y acepta los documentos que se muestran.
3. Llegas a **Comienza a usar el producto**, en [Aplicaciones](/apps). Los productos que puedes usar muestran **Abrir aplicación**.
4. Entra a tu [Perfil](/profile) para elegir tu idioma y tu zona horaria.

## Ubícate en el portal

- **Conoce a tu cliente** reúne los productos sobre compradores, como Shopper Behavior y Customer Perception.
- **Conoce tu tienda** reúne los productos sobre ventas y tiendas, como Report Builder y Channel Insights.
- El [Diccionario de datos](/dataDictionary) explica cada elemento de datos que muestran los productos.
- En [Soporte](/support) puedes crear un incidente y darle seguimiento hasta que se resuelva.
- Los administradores también ven **Configuración general y de acceso** en [Administración](/admin).

## ¿No ves un producto que necesitas?

Si un mosaico no muestra **Abrir aplicación**, todavía no tienes acceso. Habla con el administrador de tu empresa: él decide quién usa cada producto.`,
      },
      'fr-CA': {
        title: 'Premiers pas dans le portail des fournisseurs',
        summary:
          'Une première visite du portail : se connecter, ouvrir vos produits et trouver de l’aide. Commencez ici si vous êtes nouveau.',
        body: `## À quoi sert le portail

Le portail est le point d’entrée unique de votre entreprise vers les produits de données du détaillant. Avec une seule connexion, vous ouvrez les produits auxquels votre entreprise est abonnée, vous consultez la définition de chaque mesure, vous gérez les utilisateurs de votre entreprise et vous demandez de l’aide à notre équipe de soutien.

## Votre première visite

1. Ouvrez le courriel d’invitation envoyé par votre administrateur et suivez le lien pour vous connecter.
2. **Terminez votre inscription** : confirmez vos renseignements et acceptez les documents présentés.
3. Vous arrivez sur **Commencez à utiliser le produit**, dans [Applications](/apps). Les produits que vous pouvez utiliser affichent **Lancer l’application**.
4. Rendez-vous dans votre [Profil](/profile) pour choisir votre langue et votre fuseau horaire.

## Pour vous orienter

- **Connaître votre clientèle** regroupe les produits portant sur les acheteurs, comme Shopper Behavior et Customer Perception.
- **Connaître votre magasin** regroupe les produits portant sur les ventes et les magasins, comme Report Builder et Channel Insights.
- Le [Dictionnaire de données](/dataDictionary) explique chaque élément de données affiché par les produits.
- Le [Soutien](/support) vous permet de créer un incident et de le suivre jusqu’à sa résolution.
- Les administrateurs voient aussi **Paramètres généraux et d’accès** dans [Administration](/admin).

## Il vous manque un produit ?

Une tuile sans **Lancer l’application** signifie que vous n’y avez pas encore accès. Adressez-vous à l’administrateur de votre entreprise : c’est lui qui décide qui utilise chaque produit.`,
      },
    },
  },
  {
    slug: 'sign-in-problems',
    topic: 'getting-started',
    publishedAt: '2025-03-18T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Trouble signing in',
        summary:
          'What to check when the portal does not let you in: your Login ID, your password, an expired session or a blocked account.',
        body: `## Check the basics first

1. Make sure you sign in with your **Login ID**, not a colleague's or an old address.
2. Check that Caps Lock is off and type your password again.
3. If the message says **The Login ID or password is not correct**, choose **Forgot your password?** and set a new one.

## Common situations

- **Your session has timed out due to inactivity.** For your security the portal signs you out after a period without activity. Sign in again and you return to where you were.
- **Something went wrong on our end.** Choose **Return to Login** and try again. If it keeps happening, choose **Support**.
- **Press & Hold check.** Sometimes the portal asks you to confirm you are a human. Press and hold the button until it completes, then continue.
- **You were blocked.** An administrator of your company can block an account, for example when someone leaves. Blocked users cannot sign in until they are unblocked; ask your administrator.
- **Your invitation link expired.** Ask your administrator to use **Resend invitation** in user management.

## Still stuck?

[Create an incident](/support/ticketCreation) and choose the support type that matches your problem. Describe what you tried and, if you can, attach a screenshot of the message you see. You don't need to be signed in to create an incident.`,
      },
      'es-MX': {
        title: 'Problemas para iniciar sesión',
        summary:
          'Qué revisar cuando el portal no te deja entrar: tu ID de usuario, tu contraseña, una sesión vencida o una cuenta bloqueada.',
        body: `## Revisa primero lo básico

1. Asegúrate de iniciar sesión con tu **ID de usuario**, no con el de un colega ni con una dirección anterior.
2. Verifica que las mayúsculas no estén activadas y vuelve a escribir tu contraseña.
3. Si el mensaje indica que **el ID de usuario o la contraseña no son correctos**, elige **¿Olvidaste tu contraseña?** y define una nueva.

## Situaciones frecuentes

- **Tu sesión expiró por inactividad.** Por seguridad, el portal cierra tu sesión después de un tiempo sin actividad. Vuelve a iniciar sesión y regresarás a donde estabas.
- **Algo salió mal de nuestro lado.** Elige **Volver a iniciar sesión** e inténtalo de nuevo. Si sigue pasando, elige **Soporte**.
- **Verificación de mantener presionado.** A veces el portal te pide confirmar que eres una persona. Mantén presionado el botón hasta que se complete y continúa.
- **Tu cuenta está bloqueada.** Un administrador de tu empresa puede bloquear una cuenta, por ejemplo cuando alguien deja la empresa. Los usuarios bloqueados no pueden entrar hasta que los desbloqueen; pregúntale a tu administrador.
- **Tu enlace de invitación venció.** Pídele a tu administrador que use **Reenviar invitación** en la administración de usuarios.

## ¿Sigues sin poder entrar?

[Crea un incidente](/support/ticketCreation) y elige el tipo de soporte que corresponda a tu problema. Describe lo que ya intentaste y, si puedes, adjunta una captura de pantalla del mensaje. No necesitas haber iniciado sesión para crear un incidente.`,
      },
      'fr-CA': {
        title: 'Problèmes de connexion',
        summary:
          'Quoi vérifier quand le portail refuse de vous laisser entrer : votre identifiant, votre mot de passe, une session expirée ou un compte bloqué.',
        body: `## Vérifiez d’abord l’essentiel

1. Assurez-vous de vous connecter avec votre **identifiant**, et non celui d’un collègue ou une ancienne adresse.
2. Vérifiez que le verrouillage des majuscules est désactivé, puis retapez votre mot de passe.
3. Si le message indique que **l’identifiant ou le mot de passe est incorrect**, choisissez **Mot de passe oublié ?** et créez-en un nouveau.

## Situations fréquentes

- **Votre session a expiré en raison d’inactivité.** Pour votre sécurité, le portail vous déconnecte après une période sans activité. Reconnectez-vous et vous reviendrez là où vous étiez.
- **Un problème est survenu de notre côté.** Choisissez **Retour à la connexion** et réessayez. Si le problème persiste, choisissez **Soutien**.
- **Vérification « Maintenir enfoncé ».** Le portail vous demande parfois de confirmer que vous êtes une personne. Maintenez le bouton enfoncé jusqu’à la fin, puis continuez.
- **Votre compte est bloqué.** Un administrateur de votre entreprise peut bloquer un compte, par exemple au départ d’un employé. Un utilisateur bloqué ne peut pas se connecter tant qu’il n’est pas débloqué ; communiquez avec votre administrateur.
- **Votre lien d’invitation a expiré.** Demandez à votre administrateur d’utiliser **Renvoyer l’invitation** dans la gestion des utilisateurs.

## Toujours bloqué ?

[Créez un incident](/support/ticketCreation) et choisissez le type de soutien qui correspond à votre problème. Décrivez ce que vous avez essayé et, si possible, joignez une capture d’écran du message affiché. Il n’est pas nécessaire d’être connecté pour créer un incident.`,
      },
    },
  },
  {
    slug: 'complete-your-registration',
    topic: 'getting-started',
    publishedAt: '2025-04-07T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Complete your registration',
        summary:
          'The first time you sign in, the portal asks you to confirm your details and accept your company’s documents. Here is what each step means.',
        body: `## Why registration is needed

Before you can open any product, the portal needs to know that your details are right and that you have accepted the documents that apply to your company. Registration takes a few minutes and you do it only once (and again if a document changes).

## The steps

1. Sign in from your invitation e-mail. The page **Welcome! Complete your registration** opens.
2. **Confirm your details**: check your first and last name. Your e-mail address comes from the invitation and can't be changed here.
3. **Terms and conditions**: read them and check **I have read and accept**. You can download a PDF copy.
4. **Data sharing addendum**: agency (3P partner) users see the version written for agencies.
5. **Privacy policy**, where it applies in your market.
6. Choose **Finish registration**.

Use **Back** and **Next** to move between the steps; the header shows **Step 1 of 4** and so on.

## After registration

You land on [Get started with the product](/apps). If your administrator already gave you products, they show **Launch App**. A tile marked **Access pending** is still being set up; this can take up to 2 days.

You can review the documents you accepted, with their versions and dates, at any time in your [Profile](/profile).`,
      },
      'es-MX': {
        title: 'Completa tu registro',
        summary:
          'La primera vez que inicias sesión, el portal te pide confirmar tus datos y aceptar los documentos de tu empresa. Aquí te explicamos cada paso.',
        body: `## Por qué es necesario el registro

Antes de abrir cualquier producto, el portal necesita saber que tus datos son correctos y que aceptaste los documentos que aplican a tu empresa. El registro toma unos minutos y solo lo haces una vez (y de nuevo si algún documento cambia).

## Los pasos

1. Inicia sesión desde tu correo de invitación. Se abre la página **¡Te damos la bienvenida! Completa tu registro**.
2. **Confirma tus datos**: revisa tu nombre y tus apellidos. Tu correo electrónico viene de la invitación y no se puede cambiar aquí.
3. **Términos y condiciones**: léelos y marca **Leí y acepto**. Puedes descargar una copia en PDF.
4. **Anexo de intercambio de datos**: los usuarios de agencias (socios 3P) ven la versión redactada para agencias.
5. **Aviso de privacidad**, cuando aplica en tu mercado.
6. Elige **Terminar registro**.

Usa **Atrás** y **Siguiente** para moverte entre los pasos; el encabezado muestra **Paso 1 de 4**, etcétera.

## Después del registro

Llegas a [Comienza a usar el producto](/apps). Si tu administrador ya te asignó productos, verás **Abrir aplicación**. Un mosaico con **Acceso pendiente** todavía se está configurando; esto puede tardar hasta 2 días.

Puedes consultar los documentos que aceptaste, con su versión y fecha, cuando quieras en tu [Perfil](/profile).`,
      },
      'fr-CA': {
        title: 'Terminer votre inscription',
        summary:
          'À votre première connexion, le portail vous demande de confirmer vos renseignements et d’accepter les documents de votre entreprise. Voici chaque étape.',
        body: `## Pourquoi s’inscrire

Avant d’ouvrir un produit, le portail doit s’assurer que vos renseignements sont exacts et que vous avez accepté les documents qui s’appliquent à votre entreprise. L’inscription prend quelques minutes et ne se fait qu’une fois (puis de nouveau si un document change).

## Les étapes

1. Connectez-vous à partir de votre courriel d’invitation. La page **Bienvenue ! Terminez votre inscription** s’ouvre.
2. **Confirmez vos renseignements** : vérifiez votre prénom et votre nom. Votre adresse courriel provient de l’invitation et ne peut pas être modifiée ici.
3. **Conditions générales** : lisez-les et cochez **J’ai lu et j’accepte**. Vous pouvez en télécharger une copie PDF.
4. **Avenant sur le partage de données** : les utilisateurs d’agences (partenaires 3P) voient la version rédigée pour les agences.
5. **Politique de confidentialité**, lorsqu’elle s’applique dans votre marché.
6. Choisissez **Terminer l’inscription**.

Utilisez **Retour** et **Suivant** pour passer d’une étape à l’autre ; l’en-tête indique **Étape 1 sur 4**, et ainsi de suite.

## Après l’inscription

Vous arrivez sur [Commencez à utiliser le produit](/apps). Si votre administrateur vous a déjà attribué des produits, ils affichent **Lancer l’application**. Une tuile marquée **Accès en attente** est encore en préparation ; cela peut prendre jusqu’à 2 jours.

Vous pouvez revoir en tout temps les documents acceptés, avec leur version et leur date, dans votre [Profil](/profile).`,
      },
    },
  },
  {
    slug: 'product-access-pending',
    topic: 'getting-started',
    publishedAt: '2025-05-12T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'What "Access pending" means on a product tile',
        summary:
          'A product tile marked Access pending is being set up for you. Learn how long it takes and what to do if it does not change.',
        body: `## What you see

On [Get started with the product](/apps), each product is a tile. Its state tells you where your access stands:

- **Launch App**: your access is complete. Open the product in the same tab or a new one.
- **Access pending**: your administrator gave you the product and it is being set up. The tile is disabled and shows a pending icon.
- **Learn more**: you don't have the product. The dialog describes it and tells you how to get it.
- **Coming soon**: the product is not offered in your market yet.

## How long it takes

Choose **Access pending** to open the dialog **We are working on your access**. Setting up access can take up to 2 days; for Shopper Behavior, allow up to 2 business days. You don't need to do anything in the meantime: the tile changes to **Launch App** on its own.

## If it takes longer

1. Sign out and sign in again, so the portal reads your latest access.
2. Check with your company's administrator that the product is still assigned to you in user management.
3. If the tile still says **Access pending** after 2 business days, [create an incident](/support/ticketCreation?request=access) with the product name and the date access was requested.

## No access at all?

The footer **Speak to your administrator to get access** applies: only your company's administrators can grant products.`,
      },
      'es-MX': {
        title: 'Qué significa "Acceso pendiente" en un mosaico de producto',
        summary:
          'Un mosaico con Acceso pendiente se está configurando para ti. Conoce cuánto tarda y qué hacer si no cambia.',
        body: `## Lo que ves

En [Comienza a usar el producto](/apps), cada producto es un mosaico. Su estado te indica cómo va tu acceso:

- **Abrir aplicación**: tu acceso está completo. Abre el producto en la misma pestaña o en una nueva.
- **Acceso pendiente**: tu administrador te asignó el producto y se está configurando. El mosaico está deshabilitado y muestra un ícono de pendiente.
- **Más información**: no tienes el producto. El cuadro de diálogo lo describe y te dice cómo obtenerlo.
- **Próximamente**: el producto todavía no se ofrece en tu mercado.

## Cuánto tarda

Elige **Acceso pendiente** para abrir el cuadro **Estamos trabajando en tu acceso**. Configurar el acceso puede tardar hasta 2 días; para Shopper Behavior, considera hasta 2 días hábiles. Mientras tanto no tienes que hacer nada: el mosaico cambia solo a **Abrir aplicación**.

## Si tarda más

1. Cierra sesión y vuelve a entrar para que el portal lea tu acceso más reciente.
2. Confirma con el administrador de tu empresa que el producto sigue asignado a ti en la administración de usuarios.
3. Si después de 2 días hábiles el mosaico sigue en **Acceso pendiente**, [crea un incidente](/support/ticketCreation?request=access) con el nombre del producto y la fecha en que se pidió el acceso.

## ¿No tienes ningún acceso?

Aplica el mensaje **Habla con tu administrador para obtener acceso**: solo los administradores de tu empresa pueden asignar productos.`,
      },
      'fr-CA': {
        title: 'Ce que signifie « Accès en attente » sur une tuile de produit',
        summary:
          'Une tuile marquée Accès en attente est en cours de préparation pour vous. Voyez combien de temps cela prend et quoi faire si rien ne change.',
        body: `## Ce que vous voyez

Dans [Commencez à utiliser le produit](/apps), chaque produit est une tuile. Son état indique où en est votre accès :

- **Lancer l’application** : votre accès est complet. Ouvrez le produit dans le même onglet ou dans un nouvel onglet.
- **Accès en attente** : votre administrateur vous a attribué le produit et il est en préparation. La tuile est désactivée et affiche une icône d’attente.
- **En savoir plus** : vous n’avez pas le produit. La fenêtre le décrit et vous explique comment l’obtenir.
- **Bientôt offert** : le produit n’est pas encore offert dans votre marché.

## Combien de temps

Choisissez **Accès en attente** pour ouvrir la fenêtre **Nous préparons votre accès**. La préparation peut prendre jusqu’à 2 jours ; pour Shopper Behavior, prévoyez jusqu’à 2 jours ouvrables. Vous n’avez rien à faire entre-temps : la tuile passe d’elle-même à **Lancer l’application**.

## Si c’est plus long

1. Déconnectez-vous, puis reconnectez-vous pour que le portail lise votre accès le plus récent.
2. Vérifiez auprès de l’administrateur de votre entreprise que le produit vous est toujours attribué dans la gestion des utilisateurs.
3. Si la tuile affiche encore **Accès en attente** après 2 jours ouvrables, [créez un incident](/support/ticketCreation?request=access) en précisant le produit et la date de la demande.

## Aucun accès ?

La mention **Adressez-vous à votre administrateur pour obtenir l’accès** s’applique : seuls les administrateurs de votre entreprise peuvent attribuer des produits.`,
      },
    },
  },
  {
    slug: 'markets-and-languages',
    topic: 'getting-started',
    publishedAt: '2025-06-02T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Markets and languages: US, Mexico and Canada',
        summary:
          'The portal runs separately for the United States, Mexico and Canada. See which products each market offers and which languages you can use.',
        body: `## One portal per market

The portal serves three markets: the **United States**, **Mexico** and **Canada**. Each market has its own address, its own companies and its own users. Your account belongs to the market where your company was set up; a supplier that works in two markets has a company in each.

## Products by market

- **United States**: Shopper Behavior, Report Builder, Channel Insights, Customer Perception, Insights Activation, Digital Landscapes and Modular Intelligence. Customer Pulse is offered to selected suppliers.
- **Mexico**: Shopper Behavior and Report Builder. Report Builder may show **Coming soon** while it is being rolled out.
- **Canada**: Shopper Behavior and Report Builder.

Release notes are published for the US market.

## Languages

The portal is available in English, Spanish (Mexico) and French (Canada). Your language is set in your [Profile](/profile) and follows you on every device. If an article or a data element is not translated yet, you see the English text with a notice.

## Time zones

Dates and times in the portal, such as in your tickets or the activity log, are shown in the time zone of your profile. The default is Central Time (America/Chicago).

## Documents by market

The terms and conditions, the privacy policy and the data sharing addendum can differ between markets. Registration always shows the versions that apply to yours.`,
      },
      'es-MX': {
        title: 'Mercados e idiomas: Estados Unidos, México y Canadá',
        summary:
          'El portal funciona por separado para Estados Unidos, México y Canadá. Consulta qué productos ofrece cada mercado y en qué idiomas puedes usarlo.',
        body: `## Un portal por mercado

El portal atiende tres mercados: **Estados Unidos**, **México** y **Canadá**. Cada mercado tiene su propia dirección, sus propias empresas y sus propios usuarios. Tu cuenta pertenece al mercado donde se dio de alta tu empresa; un proveedor que trabaja en dos mercados tiene una empresa en cada uno.

## Productos por mercado

- **Estados Unidos**: Shopper Behavior, Report Builder, Channel Insights, Customer Perception, Insights Activation, Digital Landscapes y Modular Intelligence. Customer Pulse se ofrece a proveedores seleccionados.
- **México**: Shopper Behavior y Report Builder. Report Builder puede mostrar **Próximamente** mientras se lanza.
- **Canadá**: Shopper Behavior y Report Builder.

Las notas de la versión se publican para el mercado de Estados Unidos.

## Idiomas

El portal está disponible en inglés, español (México) y francés (Canadá). Tu idioma se define en tu [Perfil](/profile) y te acompaña en cualquier dispositivo. Si un artículo o un elemento de datos todavía no está traducido, verás el texto en inglés con un aviso.

## Zonas horarias

Las fechas y horas del portal, como las de tus tickets o del registro de actividad, se muestran en la zona horaria de tu perfil. La predeterminada es la hora del Centro (America/Chicago).

## Documentos por mercado

Los términos y condiciones, el aviso de privacidad y el anexo de intercambio de datos pueden variar entre mercados. El registro siempre muestra las versiones que aplican al tuyo.`,
      },
      'fr-CA': {
        title: 'Marchés et langues : États-Unis, Mexique et Canada',
        summary:
          'Le portail fonctionne séparément pour les États-Unis, le Mexique et le Canada. Voyez quels produits chaque marché offre et dans quelles langues l’utiliser.',
        body: `## Un portail par marché

Le portail dessert trois marchés : les **États-Unis**, le **Mexique** et le **Canada**. Chaque marché a sa propre adresse, ses propres entreprises et ses propres utilisateurs. Votre compte appartient au marché où votre entreprise a été créée ; un fournisseur présent dans deux marchés a une entreprise dans chacun.

## Produits par marché

- **États-Unis** : Shopper Behavior, Report Builder, Channel Insights, Customer Perception, Insights Activation, Digital Landscapes et Modular Intelligence. Customer Pulse est offert à certains fournisseurs.
- **Mexique** : Shopper Behavior et Report Builder. Report Builder peut afficher **Bientôt offert** pendant son déploiement.
- **Canada** : Shopper Behavior et Report Builder.

Les notes de version sont publiées pour le marché américain.

## Langues

Le portail est offert en anglais, en espagnol (Mexique) et en français (Canada). Votre langue se choisit dans votre [Profil](/profile) et vous suit sur tous vos appareils. Si un article ou un élément de données n’est pas encore traduit, vous voyez le texte anglais accompagné d’un avis.

## Fuseaux horaires

Les dates et les heures du portail, comme celles de vos billets ou du journal d’activité, s’affichent dans le fuseau horaire de votre profil. Par défaut, c’est l’heure du Centre (America/Chicago).

## Documents par marché

Les conditions générales, la politique de confidentialité et l’avenant sur le partage de données peuvent varier d’un marché à l’autre. L’inscription présente toujours les versions qui s’appliquent au vôtre.`,
      },
    },
  },
  {
    slug: 'exporting-to-excel',
    topic: 'getting-started',
    publishedAt: '2025-07-14T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Exporting lists to Excel',
        summary:
          'Several pages of the portal let you download what you see as an Excel file. Here is where to find the download and what it contains.',
        body: `## Where you can download

- **Data dictionary**: **Download Excel** exports the data elements that match your search, product and tab. The file name starts with data_element_glossary_.
- **Activity log** (administrators): download the entries of the date range and filters you chose.
- **User management** (administrators): download a list of your company's users, for example to review it with your team.
- **Bulk edit** (administrators): **Download the users** gives you your users in the template, ready to change.
- **User access audit** (administrators): **Download evidence (Excel)** keeps a record of the decisions and the confirmation.

## How to export

1. Open the page and set the search, filters or date range you need.
2. Choose the download button.
3. Your browser saves the file in its usual download folder.

The file's headers are in your portal language. Dates follow the time zone of your [Profile](/profile).

## If the download fails

You see **Download failed, please try again** with a **Try again** button. Large exports can take a little longer; wait a moment before trying again. If it keeps failing, [create an incident](/support/ticketCreation) and mention the page and the filters you used.

## Keep data safe

Exports can contain names and e-mail addresses. Store them according to your company's data policies and the data sharing addendum you accepted.`,
      },
      'es-MX': {
        title: 'Exportar listas a Excel',
        summary:
          'Varias páginas del portal te permiten descargar lo que ves en un archivo de Excel. Aquí encuentras dónde está la descarga y qué contiene.',
        body: `## Dónde puedes descargar

- **Diccionario de datos**: **Descargar Excel** exporta los elementos de datos que coinciden con tu búsqueda, producto y pestaña. El nombre del archivo empieza con data_element_glossary_.
- **Registro de actividad** (administradores): descarga las entradas del rango de fechas y los filtros que elegiste.
- **Administración de usuarios** (administradores): descarga una lista de los usuarios de tu empresa, por ejemplo para revisarla con tu equipo.
- **Edición masiva** (administradores): **Descargar los usuarios** te entrega tus usuarios en la plantilla, listos para modificarse.
- **Auditoría de acceso de usuarios** (administradores): **Descargar evidencia (Excel)** guarda un registro de las decisiones y de la confirmación.

## Cómo exportar

1. Abre la página y define la búsqueda, los filtros o el rango de fechas que necesitas.
2. Elige el botón de descarga.
3. Tu navegador guarda el archivo en su carpeta de descargas habitual.

Los encabezados del archivo están en el idioma de tu portal. Las fechas siguen la zona horaria de tu [Perfil](/profile).

## Si la descarga falla

Verás **La descarga falló, inténtalo de nuevo** con un botón **Intentar de nuevo**. Las exportaciones grandes pueden tardar un poco más; espera un momento antes de reintentar. Si sigue fallando, [crea un incidente](/support/ticketCreation) e indica la página y los filtros que usaste.

## Cuida los datos

Las exportaciones pueden contener nombres y correos electrónicos. Guárdalas según las políticas de datos de tu empresa y el anexo de intercambio de datos que aceptaste.`,
      },
      'fr-CA': {
        title: 'Exporter des listes vers Excel',
        summary:
          'Plusieurs pages du portail permettent de télécharger ce que vous voyez dans un fichier Excel. Voici où trouver le téléchargement et ce qu’il contient.',
        body: `## Où télécharger

- **Dictionnaire de données** : **Télécharger en Excel** exporte les éléments de données correspondant à votre recherche, à votre produit et à votre onglet. Le nom du fichier commence par data_element_glossary_.
- **Journal d’activité** (administrateurs) : téléchargez les entrées de la période et des filtres choisis.
- **Gestion des utilisateurs** (administrateurs) : téléchargez la liste des utilisateurs de votre entreprise, par exemple pour la revoir avec votre équipe.
- **Modification en bloc** (administrateurs) : **Télécharger les utilisateurs** vous donne vos utilisateurs dans le modèle, prêts à être modifiés.
- **Audit des accès des utilisateurs** (administrateurs) : **Télécharger les preuves (Excel)** conserve une trace des décisions et de la confirmation.

## Comment exporter

1. Ouvrez la page et définissez la recherche, les filtres ou la période voulus.
2. Choisissez le bouton de téléchargement.
3. Votre navigateur enregistre le fichier dans son dossier de téléchargement habituel.

Les en-têtes du fichier sont dans la langue de votre portail. Les dates suivent le fuseau horaire de votre [Profil](/profile).

## Si le téléchargement échoue

Le message **Échec du téléchargement, veuillez réessayer** s’affiche avec un bouton **Réessayer**. Les exportations volumineuses peuvent prendre un peu plus de temps ; patientez un moment avant de réessayer. Si l’échec persiste, [créez un incident](/support/ticketCreation) en précisant la page et les filtres utilisés.

## Protégez les données

Les exportations peuvent contenir des noms et des adresses courriel. Conservez-les selon les politiques de votre entreprise et l’avenant sur le partage de données que vous avez accepté.`,
      },
    },
  },
  {
    slug: 'reset-your-password',
    topic: 'account-and-profile',
    top: true,
    publishedAt: '2025-03-10T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Reset your password',
        summary:
          'Forgot your password or want to change it? Ask for a reset link from the sign-in page or from your profile and choose a new password.',
        body: `## If you forgot your password

1. Go to the sign-in page and choose **Forgot your password?**
2. Enter your **Login ID** and choose **Send reset link**.
3. Open the e-mail we send to the address on your account. If you don't see it within a few minutes, check your junk folder.
4. Follow the link, enter your **New password**, type it again in **Confirm the new password** and choose **Change password**.
5. Sign in with your new password.

For your security the message is the same whether or not the Login ID exists, and the link works **once, for 60 minutes**. If it has expired, ask for a new one.

## If you know your password and want to change it

1. Open your [Profile](/profile) and find the **Password** section.
2. Enter your **Current password** and choose **Reset password**.
3. Open the password reset page from the link shown and choose your new password.

## Password rules

- At least **12 characters**.
- Longer passphrases are easier to remember and harder to guess.
- Don't reuse a password from another site.

## Still can't sign in?

If the reset e-mail never arrives, your e-mail address may be out of date. Ask your company's administrator to check your account, or [create an incident](/support/ticketCreation).`,
      },
      'es-MX': {
        title: 'Restablecer tu contraseña',
        summary:
          '¿Olvidaste tu contraseña o quieres cambiarla? Pide un enlace para restablecerla desde la página de inicio de sesión o desde tu perfil y elige una nueva.',
        body: `## Si olvidaste tu contraseña

1. Ve a la página de inicio de sesión y elige **¿Olvidaste tu contraseña?**
2. Escribe tu **ID de usuario** y elige **Enviar enlace**.
3. Abre el correo que enviamos a la dirección de tu cuenta. Si no lo ves en unos minutos, revisa tu carpeta de correo no deseado.
4. Sigue el enlace, escribe tu **Nueva contraseña**, repítela en **Confirma la nueva contraseña** y elige **Cambiar contraseña**.
5. Inicia sesión con tu nueva contraseña.

Por tu seguridad, el mensaje es el mismo exista o no el ID de usuario, y el enlace funciona **una sola vez, durante 60 minutos**. Si ya venció, pide uno nuevo.

## Si conoces tu contraseña y quieres cambiarla

1. Abre tu [Perfil](/profile) y busca la sección **Contraseña**.
2. Escribe tu **Contraseña actual** y elige **Restablecer contraseña**.
3. Abre la página para restablecerla desde el enlace que aparece y elige tu nueva contraseña.

## Reglas de la contraseña

- Al menos **12 caracteres**.
- Las frases largas son más fáciles de recordar y más difíciles de adivinar.
- No reutilices una contraseña de otro sitio.

## ¿Aún no puedes entrar?

Si el correo nunca llega, es posible que tu dirección de correo esté desactualizada. Pídele al administrador de tu empresa que revise tu cuenta o [crea un incidente](/support/ticketCreation).`,
      },
      'fr-CA': {
        title: 'Réinitialiser votre mot de passe',
        summary:
          'Vous avez oublié votre mot de passe ou voulez le changer ? Demandez un lien de réinitialisation à partir de la page de connexion ou de votre profil.',
        body: `## Si vous avez oublié votre mot de passe

1. Allez à la page de connexion et choisissez **Mot de passe oublié ?**
2. Entrez votre **identifiant** et choisissez **Envoyer le lien**.
3. Ouvrez le courriel envoyé à l’adresse de votre compte. S’il n’arrive pas après quelques minutes, vérifiez votre dossier de courrier indésirable.
4. Suivez le lien, entrez votre **Nouveau mot de passe**, retapez-le dans **Confirmer le nouveau mot de passe** et choisissez **Changer le mot de passe**.
5. Connectez-vous avec votre nouveau mot de passe.

Pour votre sécurité, le message est le même que l’identifiant existe ou non, et le lien ne fonctionne **qu’une fois, pendant 60 minutes**. S’il est expiré, demandez-en un nouveau.

## Si vous connaissez votre mot de passe et voulez le changer

1. Ouvrez votre [Profil](/profile) et repérez la section **Mot de passe**.
2. Entrez votre **Mot de passe actuel** et choisissez **Réinitialiser le mot de passe**.
3. Ouvrez la page de réinitialisation à partir du lien affiché et choisissez votre nouveau mot de passe.

## Règles du mot de passe

- Au moins **12 caractères**.
- Une longue phrase de passe est plus facile à retenir et plus difficile à deviner.
- Ne réutilisez pas un mot de passe d’un autre site.

## Toujours impossible de vous connecter ?

Si le courriel n’arrive jamais, votre adresse courriel n’est peut-être plus à jour. Demandez à l’administrateur de votre entreprise de vérifier votre compte, ou [créez un incident](/support/ticketCreation).`,
      },
    },
  },
  {
    slug: 'change-language-and-time-zone',
    topic: 'account-and-profile',
    publishedAt: '2025-04-22T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Change your language and time zone',
        summary:
          'Choose the language of the portal and the time zone its dates are shown in. Both are saved to your profile and follow you on every device.',
        body: `## Change your language

1. Open your [Profile](/profile).
2. In **Language and time zone**, pick your language. The portal offers English and Español, and Français in Canada.
3. The portal switches at once and confirms **Your language was saved.**

Your language also decides the language of the e-mails the portal sends you and of the knowledge base articles you read. When an article has no translation yet, you see it in English with a notice.

## Change your time zone

1. In the same section, open the time zone list. Zones are listed by their UTC offset, from UTC-12:00 to UTC+14:00.
2. Pick the zone you work in. You see **Your time zone was saved.**

Dates and times across the portal are then shown in that zone: your tickets, the activity log, the pending users list and the user access audit. The default is America/Chicago (Central Time).

## Good to know

- Changes are saved as soon as you choose them; there is no separate save button.
- If a save fails, the portal tells you and keeps your choice on screen. Try again in a moment.
- Product data inside each application follows that product's own settings, not your portal time zone.

## Your name and e-mail

In **Your details** you can correct your first and last name. Your e-mail address can't be changed in the profile; ask your company's administrator.`,
      },
      'es-MX': {
        title: 'Cambiar tu idioma y tu zona horaria',
        summary:
          'Elige el idioma del portal y la zona horaria en que se muestran sus fechas. Ambos se guardan en tu perfil y te acompañan en cualquier dispositivo.',
        body: `## Cambia tu idioma

1. Abre tu [Perfil](/profile).
2. En **Idioma y zona horaria**, elige tu idioma. El portal ofrece English y Español, y Français en Canadá.
3. El portal cambia de inmediato y confirma **Se guardó tu idioma.**

Tu idioma también define el idioma de los correos que te envía el portal y de los artículos de la base de conocimientos que lees. Si un artículo todavía no está traducido, lo verás en inglés con un aviso.

## Cambia tu zona horaria

1. En la misma sección, abre la lista de zonas horarias. Las zonas aparecen según su diferencia con UTC, de UTC-12:00 a UTC+14:00.
2. Elige la zona en la que trabajas. Verás **Se guardó tu zona horaria.**

A partir de ese momento, las fechas y horas del portal se muestran en esa zona: tus tickets, el registro de actividad, la lista de usuarios pendientes y la auditoría de acceso de usuarios. La predeterminada es America/Chicago (hora del Centro).

## Ten en cuenta

- Los cambios se guardan en cuanto los eliges; no hay un botón aparte para guardar.
- Si no se pudo guardar, el portal te avisa y conserva tu elección en pantalla. Vuelve a intentarlo en un momento.
- Los datos dentro de cada aplicación siguen la configuración de ese producto, no la zona horaria de tu portal.

## Tu nombre y tu correo

En **Tus datos** puedes corregir tu nombre y tus apellidos. Tu correo electrónico no se puede cambiar desde el perfil; pídeselo al administrador de tu empresa.`,
      },
      'fr-CA': {
        title: 'Changer votre langue et votre fuseau horaire',
        summary:
          'Choisissez la langue du portail et le fuseau horaire de ses dates. Les deux sont enregistrés dans votre profil et vous suivent sur tous vos appareils.',
        body: `## Changer votre langue

1. Ouvrez votre [Profil](/profile).
2. Dans **Langue et fuseau horaire**, choisissez votre langue. Le portail offre English et Español, ainsi que Français au Canada.
3. Le portail change aussitôt et confirme **Votre langue a été enregistrée.**

Votre langue détermine aussi celle des courriels envoyés par le portail et des articles de la base de connaissances. Si un article n’est pas encore traduit, vous le voyez en anglais avec un avis.

## Changer votre fuseau horaire

1. Dans la même section, ouvrez la liste des fuseaux horaires. Ils sont présentés selon leur décalage par rapport à UTC, de UTC-12:00 à UTC+14:00.
2. Choisissez le fuseau où vous travaillez. Le message **Votre fuseau horaire a été enregistré.** s’affiche.

Les dates et les heures du portail s’affichent alors dans ce fuseau : vos billets, le journal d’activité, la liste des utilisateurs en attente et l’audit des accès. Par défaut, c’est America/Chicago (heure du Centre).

## Bon à savoir

- Les changements sont enregistrés dès que vous les choisissez ; il n’y a pas de bouton d’enregistrement distinct.
- Si l’enregistrement échoue, le portail vous en avise et garde votre choix à l’écran. Réessayez dans un moment.
- Les données dans chaque application suivent les paramètres du produit, et non le fuseau horaire de votre portail.

## Votre nom et votre courriel

Dans **Vos renseignements**, vous pouvez corriger votre prénom et votre nom. Votre adresse courriel ne peut pas être modifiée dans le profil ; adressez-vous à l’administrateur de votre entreprise.`,
      },
    },
  },
  {
    slug: 'request-access-to-another-company',
    topic: 'account-and-profile',
    publishedAt: '2025-08-05T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Request access to another company',
        summary:
          'Need data from a company other than your own? Send its administrators a request from your profile and follow its status.',
        body: `## When to use it

Your account belongs to one company. If your work also needs another company's data, for example a sister company or a supplier your agency is starting to work with, you can ask that company's administrators for access. They decide; the portal only carries your request.

## Send a request

1. Open your [Profile](/profile) and, under **Access to other companies**, choose **Request access to another company**, or go straight to [Request access](/profile/requestAccess).
2. In **Search companies**, type part of the company name. Each result shows the company type and its market.
3. Select the company and choose the products you need.
4. Add a short note explaining why you need access. Administrators see it in their **Access requests** list, so be specific.
5. Send the request. The company now shows **Request pending**.

## What happens next

- The company's administrators approve or reject your request in user management.
- You receive an e-mail either way, sometimes with a note from the administrator.
- If it is rejected, you may ask again later with more detail.

## Good to know

- You can follow your requests on the same page.
- You can't have two open requests for the same company.
- Agencies working for a supplier usually get access through the supplier's **3P partners** page instead; ask the supplier's administrator which way they prefer.`,
      },
      'es-MX': {
        title: 'Solicitar acceso a otra empresa',
        summary:
          '¿Necesitas datos de una empresa distinta a la tuya? Envía una solicitud a sus administradores desde tu perfil y sigue su estado.',
        body: `## Cuándo usarlo

Tu cuenta pertenece a una empresa. Si tu trabajo también requiere datos de otra, por ejemplo una empresa hermana o un proveedor con el que tu agencia empieza a trabajar, puedes pedir acceso a los administradores de esa empresa. Ellos deciden; el portal solo hace llegar tu solicitud.

## Envía una solicitud

1. Abre tu [Perfil](/profile) y, en **Acceso a otras empresas**, elige **Solicitar acceso a otra empresa**, o ve directo a [Solicitar acceso](/profile/requestAccess).
2. En **Buscar empresas**, escribe parte del nombre. Cada resultado muestra el tipo de empresa y su mercado.
3. Selecciona la empresa y elige los productos que necesitas.
4. Agrega una nota breve que explique por qué necesitas el acceso. Los administradores la ven en su lista de **Solicitudes de acceso**, así que sé concreto.
5. Envía la solicitud. La empresa ahora muestra **Solicitud pendiente**.

## Qué sigue

- Los administradores de la empresa aprueban o rechazan tu solicitud en la administración de usuarios.
- En ambos casos recibes un correo, a veces con una nota del administrador.
- Si la rechazan, puedes volver a pedirla más adelante con más detalle.

## Ten en cuenta

- Puedes seguir tus solicitudes en la misma página.
- No puedes tener dos solicitudes abiertas para la misma empresa.
- Las agencias que trabajan para un proveedor normalmente obtienen acceso desde la página **Socios 3P** del proveedor; pregúntale a su administrador qué vía prefiere.`,
      },
      'fr-CA': {
        title: 'Demander l’accès à une autre entreprise',
        summary:
          'Vous avez besoin des données d’une autre entreprise que la vôtre ? Envoyez une demande à ses administrateurs à partir de votre profil et suivez-en l’état.',
        body: `## Quand l’utiliser

Votre compte appartient à une entreprise. Si votre travail exige aussi les données d’une autre entreprise, par exemple une société sœur ou un fournisseur avec lequel votre agence commence à travailler, vous pouvez demander l’accès aux administrateurs de cette entreprise. Ce sont eux qui décident ; le portail ne fait que transmettre votre demande.

## Envoyer une demande

1. Ouvrez votre [Profil](/profile) et, sous **Accès à d’autres entreprises**, choisissez **Demander l’accès à une autre entreprise**, ou allez directement à [Demander l’accès](/profile/requestAccess).
2. Dans **Rechercher des entreprises**, tapez une partie du nom. Chaque résultat indique le type d’entreprise et son marché.
3. Sélectionnez l’entreprise et choisissez les produits dont vous avez besoin.
4. Ajoutez une courte note expliquant pourquoi vous avez besoin de l’accès. Les administrateurs la voient dans leur liste **Demandes d’accès** : soyez précis.
5. Envoyez la demande. L’entreprise affiche maintenant **Demande en attente**.

## La suite

- Les administrateurs de l’entreprise approuvent ou refusent votre demande dans la gestion des utilisateurs.
- Vous recevez un courriel dans les deux cas, parfois accompagné d’une note de l’administrateur.
- En cas de refus, vous pouvez refaire une demande plus tard en donnant plus de détails.

## Bon à savoir

- Vous pouvez suivre vos demandes sur la même page.
- Vous ne pouvez pas avoir deux demandes ouvertes pour la même entreprise.
- Les agences qui travaillent pour un fournisseur obtiennent habituellement l’accès par la page **Partenaires 3P** du fournisseur ; demandez à son administrateur quelle voie il préfère.`,
      },
    },
  },
  {
    slug: 'agency-users-working-for-several-suppliers',
    topic: 'account-and-profile',
    publishedAt: '2025-09-16T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Agency users: working for several suppliers',
        summary:
          'If your agency is a 3P partner of more than one supplier, choose the supplier you are working for and see the products that supplier granted you.',
        body: `## How agency access works

An agency (3P partner) works on behalf of the suppliers that added it on their **3P partners** page. Each supplier decides which products the agency's users may open for it. Your access for Supplier A is therefore separate from your access for Supplier B.

## Choose the supplier you work for

1. Open [Get started with the product](/apps).
2. In **Working for**, open the **Supplier** list and pick the supplier.
3. The tiles now show the products that supplier has granted you. A banner reminds you which supplier you are acting for.

Switch again whenever you move to another client. If the list is empty, no supplier has added your agency yet; your own company's products are shown instead.

## What you can and can't do

- You see each supplier's data only in the products it granted you.
- You can't manage a supplier's users, domains or partners; only its own administrators can.
- Your agency's administrators can see, on their **3P partners** page, each supplier you work for and the products it granted.

## Missing a product for a client?

Ask the supplier's administrator to grant it to you. If your agency is not listed for a supplier at all, the supplier's administrator adds your agency with its **business code**; your agency's administrator can give it to them.

## When a client relationship ends

When a supplier ends the association, your access for that supplier stops at once.`,
      },
      'es-MX': {
        title: 'Usuarios de agencias: trabajar para varios proveedores',
        summary:
          'Si tu agencia es socio 3P de más de un proveedor, elige el proveedor para el que trabajas y verás los productos que ese proveedor te asignó.',
        body: `## Cómo funciona el acceso de una agencia

Una agencia (socio 3P) trabaja en nombre de los proveedores que la agregaron en su página **Socios 3P**. Cada proveedor decide qué productos pueden abrir para él los usuarios de la agencia. Por eso tu acceso para el Proveedor A es independiente de tu acceso para el Proveedor B.

## Elige el proveedor para el que trabajas

1. Abre [Comienza a usar el producto](/apps).
2. En **Trabajando para**, abre la lista **Proveedor** y elige al proveedor.
3. Los mosaicos ahora muestran los productos que ese proveedor te asignó. Un aviso te recuerda para qué proveedor estás trabajando.

Vuelve a cambiar cada vez que pases a otro cliente. Si la lista está vacía, ningún proveedor ha agregado todavía a tu agencia; en su lugar ves los productos de tu propia empresa.

## Qué puedes y qué no puedes hacer

- Ves los datos de cada proveedor solo en los productos que te asignó.
- No puedes administrar los usuarios, dominios ni socios de un proveedor; solo sus propios administradores pueden hacerlo.
- Los administradores de tu agencia pueden ver, en su página **Socios 3P**, cada proveedor para el que trabajas y los productos que asignó.

## ¿Te falta un producto para un cliente?

Pídele al administrador del proveedor que te lo asigne. Si tu agencia no aparece para ese proveedor, su administrador agrega a tu agencia con su **código comercial**; el administrador de tu agencia puede dárselo.

## Cuando termina la relación con un cliente

Cuando un proveedor termina la asociación, tu acceso para ese proveedor se detiene de inmediato.`,
      },
      'fr-CA': {
        title: 'Utilisateurs d’agence : travailler pour plusieurs fournisseurs',
        summary:
          'Si votre agence est partenaire 3P de plus d’un fournisseur, choisissez le fournisseur pour lequel vous travaillez et voyez les produits qu’il vous a attribués.',
        body: `## Fonctionnement de l’accès d’une agence

Une agence (partenaire 3P) travaille pour les fournisseurs qui l’ont ajoutée dans leur page **Partenaires 3P**. Chaque fournisseur décide quels produits les utilisateurs de l’agence peuvent ouvrir en son nom. Votre accès pour le fournisseur A est donc distinct de votre accès pour le fournisseur B.

## Choisir le fournisseur pour lequel vous travaillez

1. Ouvrez [Commencez à utiliser le produit](/apps).
2. Dans **Vous travaillez pour**, ouvrez la liste **Fournisseur** et choisissez le fournisseur.
3. Les tuiles affichent maintenant les produits que ce fournisseur vous a attribués. Une bannière vous rappelle pour quel fournisseur vous agissez.

Changez de nouveau dès que vous passez à un autre client. Si la liste est vide, aucun fournisseur n’a encore ajouté votre agence ; ce sont alors les produits de votre propre entreprise qui s’affichent.

## Ce que vous pouvez faire ou non

- Vous voyez les données de chaque fournisseur seulement dans les produits qu’il vous a attribués.
- Vous ne pouvez pas gérer les utilisateurs, les domaines ni les partenaires d’un fournisseur ; seuls ses administrateurs le peuvent.
- Les administrateurs de votre agence voient, dans leur page **Partenaires 3P**, chaque fournisseur pour lequel vous travaillez et les produits qu’il a attribués.

## Il vous manque un produit pour un client ?

Demandez à l’administrateur du fournisseur de vous l’attribuer. Si votre agence n’est pas du tout associée à ce fournisseur, son administrateur ajoute votre agence à l’aide de son **code d’entreprise** ; l’administrateur de votre agence peut le lui fournir.

## À la fin d’une relation client

Lorsqu’un fournisseur met fin à l’association, votre accès pour ce fournisseur cesse immédiatement.`,
      },
    },
  },
  {
    slug: 'review-accepted-documents',
    topic: 'account-and-profile',
    publishedAt: '2025-10-21T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Review the terms and documents you accepted',
        summary:
          'Your profile lists every document you accepted, with its version and date. Here is how to find them and what happens when a document changes.',
        body: `## The documents

Depending on your company type and market, the portal asks you to accept some of these documents:

- **Terms and conditions**, which govern your use of the portal and its products.
- **Data sharing addendum**, which sets how data from the products may be shared. Agency (3P partner) users accept a version written for agencies.
- **Privacy policy**, which explains how your personal information is handled.

## See what you accepted

1. Open your [Profile](/profile).
2. Scroll to **Documents you accepted**.
3. The table shows each **Document**, its **Version** and the date in **Accepted on**, in your time zone.

You can also read the current versions at any time: [Terms and conditions](/terms), [Privacy policy](/privacyPolicy) and [Data sharing addendum](/dataSharingAddendum). Some of these pages are not offered in every market.

## When a document changes

When the retailer publishes a new version that you must accept, the portal shows it the next time you sign in, before you can open your products. Read it, check **I have read and accept** and continue. The new version and date then appear in your profile.

## Questions about a document?

The knowledge base can't give legal advice. For questions about the content of a document, speak to your company's legal team or your retail contact. For a problem accepting a document, [create an incident](/support/ticketCreation).`,
      },
      'es-MX': {
        title: 'Consultar los términos y documentos que aceptaste',
        summary:
          'Tu perfil muestra cada documento que aceptaste, con su versión y fecha. Aquí te explicamos dónde encontrarlos y qué pasa cuando un documento cambia.',
        body: `## Los documentos

Según el tipo de tu empresa y tu mercado, el portal te pide aceptar algunos de estos documentos:

- **Términos y condiciones**, que rigen el uso del portal y de sus productos.
- **Anexo de intercambio de datos**, que establece cómo pueden compartirse los datos de los productos. Los usuarios de agencias (socios 3P) aceptan una versión redactada para agencias.
- **Aviso de privacidad**, que explica cómo se trata tu información personal.

## Consulta lo que aceptaste

1. Abre tu [Perfil](/profile).
2. Baja hasta **Documentos que aceptaste**.
3. La tabla muestra cada **Documento**, su **Versión** y la fecha en **Aceptado el**, en tu zona horaria.

También puedes leer las versiones vigentes cuando quieras: [Términos y condiciones](/terms), [Aviso de privacidad](/privacyPolicy) y [Anexo de intercambio de datos](/dataSharingAddendum). Algunas de estas páginas no se ofrecen en todos los mercados.

## Cuando un documento cambia

Cuando el minorista publica una versión nueva que debes aceptar, el portal te la muestra la próxima vez que inicias sesión, antes de que puedas abrir tus productos. Léela, marca **Leí y acepto** y continúa. La nueva versión y su fecha aparecen después en tu perfil.

## ¿Dudas sobre un documento?

La base de conocimientos no ofrece asesoría legal. Para preguntas sobre el contenido de un documento, consulta al equipo legal de tu empresa o a tu contacto con el minorista. Si tienes un problema para aceptarlo, [crea un incidente](/support/ticketCreation).`,
      },
      'fr-CA': {
        title: 'Consulter les conditions et documents acceptés',
        summary:
          'Votre profil présente chaque document que vous avez accepté, avec sa version et sa date. Voici où les trouver et ce qui se passe quand un document change.',
        body: `## Les documents

Selon le type de votre entreprise et votre marché, le portail vous demande d’accepter certains de ces documents :

- **Conditions générales**, qui encadrent votre utilisation du portail et de ses produits.
- **Avenant sur le partage de données**, qui précise comment les données des produits peuvent être partagées. Les utilisateurs d’agences (partenaires 3P) acceptent une version rédigée pour les agences.
- **Politique de confidentialité**, qui explique le traitement de vos renseignements personnels.

## Voir ce que vous avez accepté

1. Ouvrez votre [Profil](/profile).
2. Descendez jusqu’à **Documents que vous avez acceptés**.
3. Le tableau présente chaque **Document**, sa **Version** et la date dans **Accepté le**, selon votre fuseau horaire.

Vous pouvez aussi lire les versions en vigueur en tout temps : [Conditions générales](/terms), [Politique de confidentialité](/privacyPolicy) et [Avenant sur le partage de données](/dataSharingAddendum). Certaines de ces pages ne sont pas offertes dans tous les marchés.

## Quand un document change

Lorsque le détaillant publie une nouvelle version que vous devez accepter, le portail vous la présente à votre prochaine connexion, avant que vous puissiez ouvrir vos produits. Lisez-la, cochez **J’ai lu et j’accepte** et continuez. La nouvelle version et sa date apparaissent ensuite dans votre profil.

## Des questions sur un document ?

La base de connaissances ne donne pas d’avis juridique. Pour toute question sur le contenu d’un document, adressez-vous à l’équipe juridique de votre entreprise ou à votre contact chez le détaillant. En cas de problème pour accepter un document, [créez un incident](/support/ticketCreation).`,
      },
    },
  },
];
