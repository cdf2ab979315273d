import type { KbSeedArticle } from './types.js';

/** The charter workspace's articles, part 3: support and the data dictionary. */
export const CHARTER_ARTICLES_3: KbSeedArticle[] = [
  {
    slug: 'file-a-support-incident',
    topic: 'support',
    top: true,
    publishedAt: '2025-04-14T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Create a support incident',
        summary:
          'Report a problem or ask a question with the incident form. Here is how to fill it in so our team can help you quickly.',
        body: `## Before you start

Check the knowledge base first: many questions about sign-in, users and products are answered here. As you describe your situation, the form may also suggest articles that match it.

## Fill in the form

1. Go to [Support](/support) and choose **Create an incident**, or go to [Create an incident](/support/ticketCreation).
2. **Account type**: Supplier or Associate. When you are signed in, it is set from your account.
3. Choose the **Support type** and, if they are offered, the **Issue**, **Issue type** and **Sub-issue type** that best describe your problem.
4. Enter your **First name**, **Last name**, **Primary contact e-mail** and **Company name**.
5. Add a **Call-back number** if you would like a call (optional).
6. In **Describe the situation**, say what happened, where, and what you expected instead. The first line becomes the incident's subject.
7. Attach a screenshot or file if it helps (optional, one file up to 10 MB).
8. If you are writing for a colleague, check **I am submitting on behalf of another person** and enter their details.
9. Choose **Submit**.

## After you submit

You see **Thank you for your request** with your **Incident reference number**. Keep it: a representative will reach out and you will need it to follow up. Choose **Track this incident** to see it.

## Tips for a quick answer

- Describe **one concern per incident**. Open a second incident for a second problem.
- Include the product, the page and the time it happened, with your time zone.
- Copy the exact error message, for example **Something went wrong**.
- You can create an incident without signing in, but you need to sign in to track it.`,
      },
      'es-MX': {
        title: 'Crear un incidente de soporte',
        summary:
          'Reporta un problema o haz una pregunta con el formulario de incidentes. Así puedes llenarlo para que nuestro equipo te ayude rápido.',
        body: `## Antes de empezar

Revisa primero la base de conocimientos: aquí se responden muchas preguntas sobre inicio de sesión, usuarios y productos. Mientras describes tu situación, el formulario también puede sugerirte artículos relacionados.

## Llena el formulario

1. Ve a [Soporte](/support) y elige **Crear un incidente**, o ve a [Crear un incidente](/support/ticketCreation).
2. **Tipo de cuenta**: Proveedor o Asociado. Si iniciaste sesión, se define a partir de tu cuenta.
3. Elige el **Tipo de soporte** y, si aparecen, el **Problema**, el **Tipo de problema** y el **Subtipo de problema** que mejor describan tu caso.
4. Escribe tu **Nombre**, **Apellido**, **Correo electrónico de contacto principal** y **Nombre de la empresa**.
5. Agrega un **Número para devolverte la llamada** si quieres que te llamemos (opcional).
6. En **Describe la situación**, cuenta qué pasó, dónde y qué esperabas que pasara. La primera línea se convierte en el asunto del incidente.
7. Adjunta una captura de pantalla o un archivo si ayuda (opcional, un archivo de hasta 10 MB).
8. Si escribes por un colega, marca **Lo envío en nombre de otra persona** y escribe sus datos.
9. Elige **Enviar**.

## Después de enviarlo

Verás **Gracias por tu solicitud** con tu **Número de referencia del incidente**. Guárdalo: un representante se pondrá en contacto contigo y lo necesitarás para dar seguimiento. Elige **Seguir este incidente** para verlo.

## Consejos para una respuesta rápida

- Describe **un solo asunto por incidente**. Abre otro incidente para un segundo problema.
- Incluye el producto, la página y la hora en que pasó, con tu zona horaria.
- Copia el mensaje de error exacto, por ejemplo **Algo salió mal**.
- Puedes crear un incidente sin iniciar sesión, pero necesitas iniciarla para darle seguimiento.`,
      },
      'fr-CA': {
        title: 'Créer un incident de soutien',
        summary:
          'Signalez un problème ou posez une question à l’aide du formulaire d’incident. Voici comment le remplir pour que notre équipe vous aide rapidement.',
        body: `## Avant de commencer

Consultez d’abord la base de connaissances : on y répond à de nombreuses questions sur la connexion, les utilisateurs et les produits. Pendant que vous décrivez la situation, le formulaire peut aussi vous suggérer des articles pertinents.

## Remplir le formulaire

1. Allez au [Soutien](/support) et choisissez **Créer un incident**, ou allez à [Créer un incident](/support/ticketCreation).
2. **Type de compte** : Fournisseur ou Associé. Si vous êtes connecté, il est déterminé par votre compte.
3. Choisissez le **Type de soutien** et, s’ils sont proposés, le **Problème**, le **Type de problème** et le **Sous-type de problème** qui décrivent le mieux votre situation.
4. Entrez votre **Prénom**, votre **Nom**, votre **Courriel de la personne-ressource principale** et le **Nom de l’entreprise**.
5. Ajoutez un **Numéro de rappel** si vous souhaitez un appel (facultatif).
6. Dans **Décrivez la situation**, expliquez ce qui s’est passé, à quel endroit et ce que vous attendiez. La première ligne devient l’objet de l’incident.
7. Joignez une capture d’écran ou un fichier si cela aide (facultatif, un fichier d’au plus 10 Mo).
8. Si vous écrivez pour un collègue, cochez **Je soumets cette demande au nom d’une autre personne** et entrez ses coordonnées.
9. Choisissez **Soumettre**.

## Après l’envoi

Le message **Merci de votre demande** s’affiche avec votre **Numéro de référence de l’incident**. Conservez-le : un représentant communiquera avec vous et vous en aurez besoin pour le suivi. Choisissez **Suivre cet incident** pour le consulter.

## Conseils pour une réponse rapide

- Décrivez **une seule préoccupation par incident**. Ouvrez un deuxième incident pour un deuxième problème.
- Précisez le produit, la page et l’heure du problème, avec votre fuseau horaire.
- Copiez le message d’erreur exact, par exemple **Un problème est survenu**.
- Vous pouvez créer un incident sans être connecté, mais vous devez vous connecter pour le suivre.`,
      },
    },
  },
  {
    slug: 'track-your-tickets',
    topic: 'support',
    publishedAt: '2025-06-09T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Track your incidents and reply to our team',
        summary:
          'Follow the status of your incidents, read our team’s answers, add comments, and close or reopen an incident.',
        body: `## See your incidents

1. Sign in and go to [Track your incidents](/support/trackTicket), or choose **Track incidents** on the [Support](/support) page.
2. The list shows each incident's **Reference number**, **Subject**, **Status**, **Sent on** and **Last updated** date.
3. Choose a reference number to open the incident.

Administrators can switch **Whose incidents** between **My incidents** and **Company incidents** to see every incident filed by their company.

## What the statuses mean

- **New**: we received it and will pick it up shortly.
- **In progress**: a representative is working on it.
- **Waiting on customer**: we need something from you. Read the latest message and reply.
- **Solved**: we believe the problem is fixed. If it isn't, reply or reopen it.
- **Closed**: the incident is finished.

## Reply and add information

1. Open the incident and read the **Conversation**.
2. Type in **Add a comment** and choose **Add comment**.

When you reply to an incident that was waiting on you or solved, it goes back to **In progress**. Your company's administrators can also comment on your incidents.

## Close or reopen

- Choose **Close incident** when you no longer need help.
- Choose **Reopen incident** if a solved or closed problem comes back. A closed incident must be reopened before you can comment.

## Can't find an incident?

If you filed it without signing in, it isn't linked to your account. Keep the reference number from the confirmation e-mail and mention it in a new incident or when you [contact us](/contactUs).`,
      },
      'es-MX': {
        title: 'Dar seguimiento a tus incidentes y responder a nuestro equipo',
        summary:
          'Sigue el estado de tus incidentes, lee las respuestas de nuestro equipo, agrega comentarios y cierra o vuelve a abrir un incidente.',
        body: `## Consulta tus incidentes

1. Inicia sesión y ve a [Sigue tus incidentes](/support/trackTicket), o elige **Seguir incidentes** en la página de [Soporte](/support).
2. La lista muestra de cada incidente el **Número de referencia**, el **Asunto**, el **Estado**, la fecha de **Enviado el** y la de **Última actualización**.
3. Elige un número de referencia para abrir el incidente.

Los administradores pueden cambiar **Incidentes de quién** entre **Mis incidentes** e **Incidentes de la empresa** para ver todos los que creó su empresa.

## Qué significan los estados

- **Nuevo**: lo recibimos y lo tomaremos en breve.
- **En proceso**: un representante está trabajando en él.
- **En espera del cliente**: necesitamos algo de ti. Lee el último mensaje y responde.
- **Resuelto**: creemos que el problema está corregido. Si no es así, responde o vuelve a abrirlo.
- **Cerrado**: el incidente terminó.

## Responde y agrega información

1. Abre el incidente y lee la **Conversación**.
2. Escribe en **Agregar un comentario** y elige **Agregar comentario**.

Cuando respondes a un incidente que esperaba tu respuesta o que estaba resuelto, regresa a **En proceso**. Los administradores de tu empresa también pueden comentar en tus incidentes.

## Cierra o vuelve a abrir

- Elige **Cerrar incidente** cuando ya no necesites ayuda.
- Elige **Reabrir incidente** si un problema resuelto o cerrado vuelve a aparecer. Un incidente cerrado debe volver a abrirse antes de comentar.

## ¿No encuentras un incidente?

Si lo creaste sin iniciar sesión, no está ligado a tu cuenta. Guarda el número de referencia del correo de confirmación y menciónalo en un incidente nuevo o cuando [nos contactes](/contactUs).`,
      },
      'fr-CA': {
        title: 'Suivre vos incidents et répondre à notre équipe',
        summary:
          'Suivez l’état de vos incidents, lisez les réponses de notre équipe, ajoutez des commentaires, puis fermez ou rouvrez un incident.',
        body: `## Consulter vos incidents

1. Connectez-vous et allez à [Suivre vos incidents](/support/trackTicket), ou choisissez **Suivre les incidents** dans la page [Soutien](/support).
2. La liste présente pour chaque incident le **Numéro de référence**, l’**Objet**, l’**État**, la date d’**Envoi** et la date de **Dernière mise à jour**.
3. Choisissez un numéro de référence pour ouvrir l’incident.

Les administrateurs peuvent basculer **Incidents de qui** entre **Mes incidents** et **Incidents de l’entreprise** pour voir tous ceux créés par leur entreprise.

## Signification des états

- **Nouveau** : nous l’avons reçu et nous le prendrons en charge sous peu.
- **En cours** : un représentant s’en occupe.
- **En attente du client** : nous avons besoin de quelque chose de votre part. Lisez le dernier message et répondez.
- **Résolu** : nous croyons que le problème est réglé. Sinon, répondez ou rouvrez l’incident.
- **Fermé** : l’incident est terminé.

## Répondre et ajouter des renseignements

1. Ouvrez l’incident et lisez la **Conversation**.
2. Écrivez dans **Ajouter un commentaire** et choisissez **Ajouter le commentaire**.

Lorsque vous répondez à un incident qui était en attente de votre part ou résolu, il revient à **En cours**. Les administrateurs de votre entreprise peuvent aussi commenter vos incidents.

## Fermer ou rouvrir

- Choisissez **Fermer l’incident** quand vous n’avez plus besoin d’aide.
- Choisissez **Rouvrir l’incident** si un problème résolu ou fermé réapparaît. Un incident fermé doit être rouvert avant qu’on puisse le commenter.

## Un incident introuvable ?

Si vous l’avez créé sans être connecté, il n’est pas lié à votre compte. Conservez le numéro de référence du courriel de confirmation et mentionnez-le dans un nouvel incident ou lorsque vous [nous joignez](/contactUs).`,
      },
    },
  },
  {
    slug: 'attachments-and-file-limits',
    topic: 'support',
    publishedAt: '2025-07-28T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Attachments: file types and size limits',
        summary:
          'You can attach one file of up to 10 MB to an incident. See which file types are accepted and what to do with larger files.',
        body: `## The limits

- **One file** per incident, attached when you create it.
- Up to **10 MB**. A larger file is refused with **The file is larger than the maximum size of 10 MB.**
- Accepted types: **PDF**, images (**PNG**, **JPG**, **JPEG**, **GIF**), text (**TXT**, **LOG**, **CSV**), Office documents (**XLSX**, **DOCX**, **PPTX**) and **ZIP** archives.

Other types, such as programs or scripts, are refused for everyone's safety.

## Attach a file

1. On [Create an incident](/support/ticketCreation), find **Attachment (optional)**.
2. Choose **Attach a file** and pick the file.
3. To change it, choose **Choose another file**; to drop it, choose **Remove**.

When you open the incident later, the detail page shows the attachment under **Attachment**. If the file name had unusual characters, it shows the name it was saved as.

## Files that are too large

- Crop screenshots to the part that matters, or save them as JPG.
- Compress several files into one ZIP archive.
- For large exports, send a sample of a few rows rather than the whole file, and describe the rest.

## What not to attach

- Passwords or reset links.
- Personal information that our team does not need to solve your problem.
- Full data extracts from the products; a few rows and the filters you used are enough.

If our team needs more files later, they will tell you in the incident's conversation how to send them.`,
      },
      'es-MX': {
        title: 'Archivos adjuntos: tipos y límites de tamaño',
        summary:
          'Puedes adjuntar un archivo de hasta 10 MB a un incidente. Consulta qué tipos de archivo se aceptan y qué hacer con archivos más grandes.',
        body: `## Los límites

- **Un archivo** por incidente, que adjuntas al crearlo.
- Hasta **10 MB**. Un archivo más grande se rechaza con **El archivo supera el tamaño máximo de 10 MB.**
- Tipos aceptados: **PDF**, imágenes (**PNG**, **JPG**, **JPEG**, **GIF**), texto (**TXT**, **LOG**, **CSV**), documentos de Office (**XLSX**, **DOCX**, **PPTX**) y archivos comprimidos **ZIP**.

Otros tipos, como programas o scripts, se rechazan por la seguridad de todos.

## Adjunta un archivo

1. En [Crear un incidente](/support/ticketCreation), busca **Archivo adjunto (opcional)**.
2. Elige **Adjuntar un archivo** y selecciona el archivo.
3. Para cambiarlo, elige **Elegir otro archivo**; para quitarlo, elige **Quitar**.

Cuando abras el incidente más tarde, la página de detalle muestra el archivo en **Archivo adjunto**. Si el nombre tenía caracteres poco comunes, verás el nombre con el que se guardó.

## Archivos demasiado grandes

- Recorta las capturas de pantalla a la parte importante o guárdalas como JPG.
- Comprime varios archivos en un solo ZIP.
- Para exportaciones grandes, envía una muestra de algunas filas en lugar del archivo completo y describe el resto.

## Qué no adjuntar

- Contraseñas o enlaces para restablecerlas.
- Información personal que nuestro equipo no necesita para resolver tu problema.
- Extracciones completas de datos de los productos; bastan algunas filas y los filtros que usaste.

Si nuestro equipo necesita más archivos después, te dirá en la conversación del incidente cómo enviarlos.`,
      },
      'fr-CA': {
        title: 'Pièces jointes : types de fichiers et limites de taille',
        summary:
          'Vous pouvez joindre un fichier d’au plus 10 Mo à un incident. Voyez quels types de fichiers sont acceptés et quoi faire avec les fichiers plus volumineux.',
        body: `## Les limites

- **Un fichier** par incident, joint au moment de la création.
- Au plus **10 Mo**. Un fichier plus volumineux est refusé avec le message **Le fichier dépasse la taille maximale de 10 Mo.**
- Types acceptés : **PDF**, images (**PNG**, **JPG**, **JPEG**, **GIF**), texte (**TXT**, **LOG**, **CSV**), documents Office (**XLSX**, **DOCX**, **PPTX**) et archives **ZIP**.

Les autres types, comme les programmes ou les scripts, sont refusés pour la sécurité de tous.

## Joindre un fichier

1. Dans [Créer un incident](/support/ticketCreation), repérez **Pièce jointe (facultatif)**.
2. Choisissez **Joindre un fichier** et sélectionnez le fichier.
3. Pour le changer, choisissez **Choisir un autre fichier** ; pour l’enlever, choisissez **Retirer**.

Lorsque vous ouvrez l’incident plus tard, la page de détail affiche le fichier sous **Pièce jointe**. Si le nom contenait des caractères inhabituels, vous voyez le nom sous lequel il a été enregistré.

## Fichiers trop volumineux

- Recadrez les captures d’écran sur la partie utile ou enregistrez-les en JPG.
- Compressez plusieurs fichiers dans une seule archive ZIP.
- Pour les grosses exportations, envoyez un échantillon de quelques lignes plutôt que le fichier complet, et décrivez le reste.

## À ne pas joindre

- Des mots de passe ou des liens de réinitialisation.
- Des renseignements personnels dont notre équipe n’a pas besoin pour régler votre problème.
- Des extractions complètes de données des produits ; quelques lignes et les filtres utilisés suffisent.

Si notre équipe a besoin d’autres fichiers plus tard, elle vous indiquera dans la conversation de l’incident comment les envoyer.`,
      },
    },
  },
  {
    slug: 'contact-us',
    topic: 'support',
    publishedAt: '2026-04-21T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Contact us or create an incident: which to choose',
        summary:
          'The portal offers two ways to reach our team. Use an incident for a problem you want tracked, and Contact us for a general question.',
        body: `## Two ways to reach us

The [Support](/support) page, titled **How can we help?**, offers both:

- **Create an incident**: for a problem or a request that needs follow-up, such as an error in a product, a sign-in issue or a data question. You get a reference number and can track the conversation.
- **Contact us**: for a general question, feedback or when you are not sure where to start. It also lists our phone number, e-mail address and hours.

## When to create an incident

- Something doesn't work as expected and you want it fixed.
- You need to attach a screenshot or a file.
- You want to follow progress and reply to our team in one place.
- You are asking about a specific data element or report.

See **Create a support incident** for a step-by-step guide.

## When to use Contact us

1. Go to [Contact us](/contactUs).
2. Pick the **Reason for contacting us** and write your message.
3. Send it. You see a confirmation once the e-mail is sent.

## Access questions

Product access for suppliers and agencies is decided by your company's administrators, not by our team. Ask them first; if you don't know who they are, the **Learn more** or **Access pending** dialog on [Apps](/apps) names some of them. If they can't help, [create an incident](/support/ticketCreation?request=access).

## Before you write

Have your Login ID, company name and, for an existing problem, your incident reference number ready.`,
      },
      'es-MX': {
        title: 'Contáctanos o crea un incidente: cuál elegir',
        summary:
          'El portal ofrece dos formas de comunicarte con nuestro equipo. Usa un incidente para un problema al que quieras dar seguimiento y Contáctanos para una pregunta general.',
        body: `## Dos formas de comunicarte

La página de [Soporte](/support), titulada **¿Cómo podemos ayudarte?**, ofrece ambas:

- **Crear un incidente**: para un problema o una solicitud que requiere seguimiento, como un error en un producto, un problema para iniciar sesión o una duda sobre datos. Recibes un número de referencia y puedes seguir la conversación.
- **Contáctanos**: para una pregunta general, comentarios o cuando no sabes por dónde empezar. También muestra nuestro teléfono, correo y horario.

## Cuándo crear un incidente

- Algo no funciona como esperabas y quieres que se corrija.
- Necesitas adjuntar una captura de pantalla o un archivo.
- Quieres seguir el avance y responder a nuestro equipo en un solo lugar.
- Preguntas por un elemento de datos o un reporte específico.

Consulta **Crear un incidente de soporte** para una guía paso a paso.

## Cuándo usar Contáctanos

1. Ve a [Contáctanos](/contactUs).
2. Elige el **Motivo de contacto** y escribe tu mensaje.
3. Envíalo. Verás una confirmación cuando se envíe el correo.

## Preguntas sobre acceso

El acceso a los productos para proveedores y agencias lo deciden los administradores de tu empresa, no nuestro equipo. Pregúntales primero; si no sabes quiénes son, el cuadro **Más información** o **Acceso pendiente** en [Aplicaciones](/apps) menciona a algunos. Si no pueden ayudarte, [crea un incidente](/support/ticketCreation?request=access).

## Antes de escribir

Ten a la mano tu ID de usuario, el nombre de tu empresa y, si es un problema existente, el número de referencia de tu incidente.`,
      },
      'fr-CA': {
        title: 'Nous joindre ou créer un incident : que choisir',
        summary:
          'Le portail offre deux façons de joindre notre équipe. Créez un incident pour un problème à suivre, et utilisez Nous joindre pour une question générale.',
        body: `## Deux façons de nous joindre

La page [Soutien](/support), intitulée **Comment pouvons-nous vous aider ?**, offre les deux :

- **Créer un incident** : pour un problème ou une demande qui exige un suivi, comme une erreur dans un produit, un problème de connexion ou une question sur les données. Vous obtenez un numéro de référence et pouvez suivre la conversation.
- **Nous joindre** : pour une question générale, des commentaires ou si vous ne savez pas par où commencer. La page indique aussi notre numéro de téléphone, notre adresse courriel et nos heures d’ouverture.

## Quand créer un incident

- Quelque chose ne fonctionne pas comme prévu et vous voulez que ce soit corrigé.
- Vous devez joindre une capture d’écran ou un fichier.
- Vous voulez suivre l’avancement et répondre à notre équipe au même endroit.
- Votre question porte sur un élément de données ou un rapport précis.

Consultez **Créer un incident de soutien** pour un guide étape par étape.

## Quand utiliser Nous joindre

1. Allez à [Nous joindre](/contactUs).
2. Choisissez la **Raison de votre demande** et rédigez votre message.
3. Envoyez-le. Une confirmation s’affiche une fois le courriel envoyé.

## Questions d’accès

L’accès aux produits des fournisseurs et des agences est décidé par les administrateurs de votre entreprise, et non par notre équipe. Adressez-vous d’abord à eux ; si vous ne savez pas qui ils sont, la fenêtre **En savoir plus** ou **Accès en attente** dans [Applications](/apps) en nomme quelques-uns. S’ils ne peuvent pas vous aider, [créez un incident](/support/ticketCreation?request=access).

## Avant d’écrire

Ayez sous la main votre identifiant, le nom de votre entreprise et, pour un problème existant, le numéro de référence de votre incident.`,
      },
    },
  },
  {
    slug: 'press-and-hold-check',
    topic: 'support',
    publishedAt: '2026-05-19T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'The "Press & Hold" check: confirming you are a human',
        summary:
          'Sometimes the portal asks you to press and hold a button before it sends a form. Here is why, and what to do if it doesn’t work.',
        body: `## Why it appears

Public forms, such as **Create an incident** and **Contact us**, are protected against automated abuse. When our protection is unsure about a request, it pauses and shows **Before we continue...** with a **Press & Hold** button. It can also appear at sign-in.

## What to do

1. Read **Press & Hold to confirm you are a human (not a bot).**
2. Press the button and keep holding it until it fills and shows **Done**.
3. The portal continues with what you were doing. Your form is not lost.

With a keyboard, move the focus to the button and hold down the Space or Enter key.

## If it doesn't work

- If you see **Please try again**, you probably let go too early. Hold the button a little longer.
- Turn off browser extensions that block scripts for the portal, then reload the page.
- Use an up-to-date version of a supported browser.
- If you use a VPN or a shared office connection, the check may appear more often; that's expected.

## Still blocked?

If the check keeps failing, call us using the phone number on [Contact us](/contactUs) and tell us what you were trying to do. We can create the incident for you.

## Good to know

The check never asks for your password or personal details. If a page claiming to be the portal asks for them in a pop-up, close it and report it to your IT team.`,
      },
      'es-MX': {
        title: 'La verificación "Mantén presionado": confirmar que eres una persona',
        summary:
          'A veces el portal te pide mantener presionado un botón antes de enviar un formulario. Te explicamos por qué y qué hacer si no funciona.',
        body: `## Por qué aparece

Los formularios públicos, como **Crear un incidente** y **Contáctanos**, están protegidos contra el abuso automatizado. Cuando nuestra protección tiene dudas sobre una solicitud, se detiene y muestra **Antes de continuar...** con un botón **Mantén presionado**. También puede aparecer al iniciar sesión.

## Qué hacer

1. Lee **Mantén presionado para confirmar que eres una persona (no un bot).**
2. Presiona el botón y mantenlo presionado hasta que se llene y muestre **Listo**.
3. El portal continúa con lo que estabas haciendo. Tu formulario no se pierde.

Con el teclado, lleva el foco al botón y mantén presionada la tecla Espacio o Enter.

## Si no funciona

- Si ves **Inténtalo de nuevo**, probablemente soltaste demasiado pronto. Mantén el botón un poco más.
- Desactiva para el portal las extensiones del navegador que bloquean scripts y vuelve a cargar la página.
- Usa una versión actualizada de un navegador compatible.
- Si usas una VPN o una conexión compartida de oficina, la verificación puede aparecer más seguido; es normal.

## ¿Sigues bloqueado?

Si la verificación sigue fallando, llámanos al teléfono que aparece en [Contáctanos](/contactUs) y cuéntanos qué intentabas hacer. Podemos crear el incidente por ti.

## Ten en cuenta

La verificación nunca te pide tu contraseña ni datos personales. Si una página que dice ser el portal te los pide en una ventana emergente, ciérrala y repórtala a tu equipo de TI.`,
      },
      'fr-CA': {
        title: 'La vérification « Maintenir enfoncé » : confirmer que vous êtes une personne',
        summary:
          'Le portail vous demande parfois de maintenir un bouton enfoncé avant d’envoyer un formulaire. Voici pourquoi et quoi faire si cela ne fonctionne pas.',
        body: `## Pourquoi elle apparaît

Les formulaires publics, comme **Créer un incident** et **Nous joindre**, sont protégés contre les abus automatisés. Lorsque notre protection a un doute sur une demande, elle s’interrompt et affiche **Avant de continuer...** avec un bouton **Maintenir enfoncé**. Elle peut aussi apparaître à la connexion.

## Quoi faire

1. Lisez **Maintenez enfoncé pour confirmer que vous êtes une personne (et non un robot).**
2. Appuyez sur le bouton et maintenez-le jusqu’à ce qu’il se remplisse et affiche **Terminé**.
3. Le portail poursuit ce que vous étiez en train de faire. Votre formulaire n’est pas perdu.

Au clavier, placez le focus sur le bouton et maintenez la touche Espace ou Entrée enfoncée.

## Si cela ne fonctionne pas

- Si vous voyez **Veuillez réessayer**, vous avez probablement relâché trop tôt. Maintenez le bouton un peu plus longtemps.
- Désactivez pour le portail les extensions de navigateur qui bloquent les scripts, puis rechargez la page.
- Utilisez une version à jour d’un navigateur pris en charge.
- Si vous utilisez un RPV ou une connexion de bureau partagée, la vérification peut apparaître plus souvent ; c’est normal.

## Toujours bloqué ?

Si la vérification échoue encore, appelez-nous au numéro indiqué dans [Nous joindre](/contactUs) et dites-nous ce que vous tentiez de faire. Nous pouvons créer l’incident pour vous.

## Bon à savoir

La vérification ne demande jamais votre mot de passe ni vos renseignements personnels. Si une page se présentant comme le portail vous les demande dans une fenêtre contextuelle, fermez-la et signalez-la à votre équipe informatique.`,
      },
    },
  },
  {
    slug: 'data-dictionary',
    topic: 'data-dictionary',
    top: true,
    publishedAt: '2025-05-05T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'The data dictionary: find what every data element means',
        summary:
          'The data dictionary defines every data element the products show. Search it, filter by product, switch between the Basic and Charter tabs and download it to Excel.',
        body: `## What it is

The [Data dictionary](/dataDictionary) is the reference for the data in our products. For each data element, such as a sales measure, a store attribute or a shopper metric, it gives the business name, a **Description**, the **Data type**, the **Field type** (attribute, dimension, key or metric) and who it is **Available to**.

## Search it

1. Open the [Data dictionary](/dataDictionary).
2. Type at least **3 characters** in **Search data elements**. You can search by name, synonym, technical name or DSS name.
3. Results appear as you type. Close matches are found too: if you make a typo, the dictionary suggests **Did you mean:**.
4. Choose a result to open **What is:** with its full definition, the products that carry it and its technical and DSS names, which you can copy.

## Filter

- **Products**: keep **All Products** or choose one, such as Report Builder or Shopper Behavior.
- **Basic** and **Charter** tabs: **Basic** shows the elements every user sees; **Charter** adds the elements reserved for charter suppliers, marked **Charter users only**.

If nothing matches, try another term, another product or tab, or choose **Clear filters**.

## Download Excel

Choose **Download Excel** to save the elements of your current search, product and tab. The file name starts with data_element_glossary_ and is handy for sharing definitions with your analysts.

## Searching tips

- Search for the business term first; use the technical name when you have it from a report or an extract.
- The page's address keeps your search, so you can bookmark it or send it to a colleague.`,
      },
      'es-MX': {
        title: 'El diccionario de datos: qué significa cada elemento de datos',
        summary:
          'El diccionario de datos define cada elemento de datos que muestran los productos. Búscalo, fíltralo por producto, cambia entre las pestañas Básico y Con contrato y descárgalo a Excel.',
        body: `## Qué es

El [Diccionario de datos](/dataDictionary) es la referencia de los datos de nuestros productos. Para cada elemento de datos, como una medida de ventas, un atributo de tienda o una métrica de compradores, muestra el nombre de negocio, una **Descripción**, el **Tipo de dato**, el **Tipo de campo** (atributo, dimensión, llave o métrica) y la columna **Disponible para**.

## Búscalo

1. Abre el [Diccionario de datos](/dataDictionary).
2. Escribe al menos **3 caracteres** en **Buscar elementos de datos**. Puedes buscar por nombre, sinónimo, nombre técnico o nombre DSS.
3. Los resultados aparecen mientras escribes. También se encuentran coincidencias cercanas: si te equivocas al escribir, el diccionario sugiere **Quizás quisiste decir:**.
4. Elige un resultado para abrir la ficha **¿Qué es…?** con su definición completa, los productos que lo incluyen y sus nombres técnico y DSS, que puedes copiar.

## Filtra

- **Productos**: deja **Todos los productos** o elige uno, como Report Builder o Shopper Behavior.
- Pestañas **Básico** y **Con contrato**: **Básico** muestra los elementos que ve cualquier usuario; **Con contrato** agrega los elementos reservados para proveedores con contrato, marcados como **Solo usuarios con contrato**.

Si no hay coincidencias, prueba otro término, otro producto u otra pestaña, o elige **Borrar filtros**.

## Descargar Excel

Elige **Descargar Excel** para guardar los elementos de tu búsqueda, producto y pestaña actuales. El nombre del archivo empieza con data_element_glossary_ y es práctico para compartir definiciones con tus analistas.

## Consejos de búsqueda

- Busca primero el término de negocio; usa el nombre técnico cuando lo tengas de un reporte o una extracción.
- La dirección de la página conserva tu búsqueda, así que puedes guardarla en favoritos o enviarla a un colega.`,
      },
      'fr-CA': {
        title: 'Le dictionnaire de données : le sens de chaque élément de données',
        summary:
          'Le dictionnaire de données définit chaque élément de données affiché par les produits. Cherchez-y, filtrez par produit, passez des onglets De base à Sous contrat et téléchargez-le en Excel.',
        body: `## De quoi il s’agit

Le [Dictionnaire de données](/dataDictionary) est la référence pour les données de nos produits. Pour chaque élément de données, comme une mesure de ventes, un attribut de magasin ou un indicateur sur les acheteurs, il donne le nom d’affaires, une **Description**, le **Type de données**, le **Type de champ** (attribut, dimension, clé ou mesure) et la colonne **Offert à**.

## Y chercher

1. Ouvrez le [Dictionnaire de données](/dataDictionary).
2. Tapez au moins **3 caractères** dans **Rechercher des éléments de données**. Vous pouvez chercher par nom, synonyme, nom technique ou nom DSS.
3. Les résultats s’affichent au fil de la saisie. Les correspondances proches sont aussi trouvées : en cas de faute de frappe, le dictionnaire suggère **Vouliez-vous dire :**.
4. Choisissez un résultat pour ouvrir la fiche **Qu’est-ce que… ?** avec sa définition complète, les produits qui l’incluent et ses noms technique et DSS, que vous pouvez copier.

## Filtrer

- **Produits** : conservez **Tous les produits** ou choisissez-en un, comme Report Builder ou Shopper Behavior.
- Onglets **De base** et **Sous contrat** : **De base** présente les éléments que voit tout utilisateur ; **Sous contrat** ajoute les éléments réservés aux fournisseurs sous contrat, marqués **Utilisateurs sous contrat seulement**.

Si rien ne correspond, essayez un autre terme, un autre produit ou un autre onglet, ou choisissez **Effacer les filtres**.

## Télécharger en Excel

Choisissez **Télécharger en Excel** pour enregistrer les éléments de votre recherche, de votre produit et de votre onglet. Le nom du fichier commence par data_element_glossary_ ; c’est pratique pour transmettre des définitions à vos analystes.

## Conseils de recherche

- Cherchez d’abord le terme d’affaires ; utilisez le nom technique quand vous l’avez tiré d’un rapport ou d’une extraction.
- L’adresse de la page conserve votre recherche : vous pouvez la mettre en favori ou l’envoyer à un collègue.`,
      },
    },
  },
  {
    slug: 'data-dictionary-search-tips',
    topic: 'data-dictionary',
    publishedAt: '2025-12-02T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Data dictionary search tips',
        summary:
          'Get better results from the data dictionary: which names to search, how close matches work and what to do when nothing is found.',
        body: `## Which name to search

A data element has several names, and the [Data dictionary](/dataDictionary) searches all of them:

- The **business name**, as you see it in the products, for example "Total sales amount".
- **Synonyms**, the other words people use for the same thing, shown as **Also known as**.
- The **technical name**, as it appears in extracts, feeds and the API.
- The **DSS name**, used in older reports.

Start with the business term. If you copied a column name from a file, search for it as it is.

## How matching works

- Type at least **3 characters**; the search starts a moment after you stop typing.
- Small typos are tolerated. When there is no exact match you see **No exact matches** and the closest results instead.
- **Did you mean:** suggests a better term; choose it to search again.

## When nothing is found

1. Check the **Products** filter: the element may belong to another product. The page tells you how many results exist in other products.
2. Check the tab: elements reserved for charter suppliers appear on **Charter**.
3. Try a shorter or more general word, such as "margin" instead of "gross margin percent".
4. Choose **Clear filters** and search again.

## Still missing?

If a measure you see in a product isn't in the dictionary, or its description seems wrong, [create an incident](/support/ticketCreation) with the product, the report and the exact name. Our data team reviews definitions regularly.`,
      },
      'es-MX': {
        title: 'Consejos para buscar en el diccionario de datos',
        summary:
          'Obtén mejores resultados del diccionario de datos: qué nombres buscar, cómo funcionan las coincidencias cercanas y qué hacer si no encuentras nada.',
        body: `## Qué nombre buscar

Un elemento de datos tiene varios nombres, y el [Diccionario de datos](/dataDictionary) busca en todos:

- El **nombre de negocio**, tal como lo ves en los productos, por ejemplo "Monto total de ventas".
- Los **sinónimos**, otras palabras que se usan para lo mismo, que aparecen como **También conocido como**.
- El **nombre técnico**, como aparece en extracciones, feeds y en la API.
- El **nombre DSS**, que se usa en reportes anteriores.

Empieza por el término de negocio. Si copiaste el nombre de una columna de un archivo, búscalo tal cual.

## Cómo funcionan las coincidencias

- Escribe al menos **3 caracteres**; la búsqueda empieza un momento después de que dejas de escribir.
- Se toleran errores pequeños. Si no hay una coincidencia exacta, verás **No hay coincidencias exactas** y, en su lugar, los resultados más cercanos.
- **Quizás quisiste decir:** sugiere un término mejor; elígelo para buscar de nuevo.

## Si no encuentras nada

1. Revisa el filtro **Productos**: el elemento puede pertenecer a otro producto. La página te dice cuántos resultados hay en otros productos.
2. Revisa la pestaña: los elementos reservados para proveedores con contrato aparecen en **Con contrato**.
3. Prueba una palabra más corta o más general, como "margen" en lugar de "porcentaje de margen bruto".
4. Elige **Borrar filtros** y busca de nuevo.

## ¿Sigue sin aparecer?

Si una medida que ves en un producto no está en el diccionario, o su descripción parece incorrecta, [crea un incidente](/support/ticketCreation) con el producto, el reporte y el nombre exacto. Nuestro equipo de datos revisa las definiciones con regularidad.`,
      },
      'fr-CA': {
        title: 'Conseils de recherche dans le dictionnaire de données',
        summary:
          'Obtenez de meilleurs résultats dans le dictionnaire de données : quels noms chercher, comment fonctionnent les correspondances proches et quoi faire quand rien n’est trouvé.',
        body: `## Quel nom chercher

Un élément de données porte plusieurs noms, et le [Dictionnaire de données](/dataDictionary) les cherche tous :

- Le **nom d’affaires**, tel qu’il apparaît dans les produits, par exemple « Montant total des ventes ».
- Les **synonymes**, les autres mots employés pour la même chose, présentés sous **Aussi appelé**.
- Le **nom technique**, tel qu’il figure dans les extractions, les flux et l’API.
- Le **nom DSS**, utilisé dans les anciens rapports.

Commencez par le terme d’affaires. Si vous avez copié un nom de colonne d’un fichier, cherchez-le tel quel.

## Fonctionnement des correspondances

- Tapez au moins **3 caractères** ; la recherche démarre un instant après la fin de la saisie.
- Les petites fautes de frappe sont tolérées. S’il n’y a aucune correspondance exacte, le message **Aucune correspondance exacte** s’affiche avec les résultats les plus proches.
- **Vouliez-vous dire :** suggère un meilleur terme ; choisissez-le pour relancer la recherche.

## Quand rien n’est trouvé

1. Vérifiez le filtre **Produits** : l’élément appartient peut-être à un autre produit. La page indique combien de résultats existent dans les autres produits.
2. Vérifiez l’onglet : les éléments réservés aux fournisseurs sous contrat figurent dans **Sous contrat**.
3. Essayez un mot plus court ou plus général, comme « marge » au lieu de « pourcentage de marge brute ».
4. Choisissez **Effacer les filtres** et cherchez de nouveau.

## Toujours introuvable ?

Si une mesure affichée dans un produit ne figure pas dans le dictionnaire, ou si sa description semble erronée, [créez un incident](/support/ticketCreation) en précisant le produit, le rapport et le nom exact. Notre équipe des données révise régulièrement les définitions.`,
      },
    },
  },
  {
    slug: 'charter-only-data-elements',
    topic: 'data-dictionary',
    publishedAt: '2026-06-16T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Basic or Charter: who can see each data element',
        summary:
          'Some data elements are available to all users, others to charter users only. Learn how the Available to column and the two tabs work.',
        body: `## Two kinds of companies

Suppliers work with the retailer under one of two account types:

- **Charter** suppliers, and the agencies working for them, use the full set of products and data.
- **Basic** vendors and basic agencies use a smaller set.

The [Data dictionary](/dataDictionary) reflects this difference, so you know what each kind of user can see.

## The Available to column

Every data element shows who it is **Available to**:

- **All users**: the element appears in the products for charter and basic users alike.
- **Charter users only**: the element is reserved for charter suppliers and their agencies.

## The Basic and Charter tabs

- **Basic** lists the elements available to all users.
- **Charter** lists everything a charter user can see, including the elements marked **Charter users only**.

As a charter user you can use both tabs. The **Basic** tab is useful when you work with a basic vendor or want to know what a partner without a charter account will see.

## Why it matters

- When you share a report with a partner, check that the measures in it are available to them.
- When a colleague at a basic vendor can't find a measure you mention, it is probably charter only.
- **Download Excel** exports the tab you are on, so pick **Charter** to get the complete list.

## Questions about your account type

Your account type is set by the retailer for your company. Your [Profile](/profile) shows your user type. For questions about changing it, speak to your retail contact.`,
      },
      'es-MX': {
        title: 'Básico o Con contrato: quién puede ver cada elemento de datos',
        summary:
          'Algunos elementos de datos están disponibles para todos los usuarios y otros solo para usuarios con contrato. Conoce cómo funcionan la columna Disponible para y las dos pestañas.',
        body: `## Dos tipos de empresas

Los proveedores trabajan con el minorista bajo uno de dos tipos de cuenta:

- Los proveedores **con contrato**, y las agencias que trabajan para ellos, usan el conjunto completo de productos y datos.
- Los proveedores **básicos** y las agencias básicas usan un conjunto más reducido.

El [Diccionario de datos](/dataDictionary) refleja esta diferencia, para que sepas qué puede ver cada tipo de usuario.

## La columna Disponible para

La columna **Disponible para** de cada elemento de datos indica quién puede verlo:

- **Todos los usuarios**: el elemento aparece en los productos tanto para usuarios con contrato como básicos.
- **Solo usuarios con contrato**: el elemento está reservado para los proveedores con contrato y sus agencias.

## Las pestañas Básico y Con contrato

- **Básico** enumera los elementos disponibles para todos los usuarios.
- **Con contrato** enumera todo lo que puede ver un usuario con contrato, incluidos los elementos marcados como **Solo usuarios con contrato**.

Como usuario con contrato puedes usar ambas pestañas. La pestaña **Básico** te sirve cuando trabajas con un proveedor básico o quieres saber qué verá un socio sin cuenta con contrato.

## Por qué importa

- Cuando compartas un reporte con un socio, verifica que las medidas que incluye estén disponibles para él.
- Si un colega de un proveedor básico no encuentra una medida que mencionas, probablemente es solo para usuarios con contrato.
- **Descargar Excel** exporta la pestaña en la que estás; elige **Con contrato** para obtener la lista completa.

## Preguntas sobre tu tipo de cuenta

El minorista define el tipo de cuenta de tu empresa. Tu [Perfil](/profile) muestra tu tipo de usuario. Si tienes preguntas sobre cómo cambiarlo, habla con tu contacto del minorista.`,
      },
      'fr-CA': {
        title: 'De base ou Sous contrat : qui peut voir chaque élément de données',
        summary:
          'Certains éléments de données sont offerts à tous les utilisateurs, d’autres aux utilisateurs sous contrat seulement. Voyez comment fonctionnent la colonne Offert à et les deux onglets.',
        body: `## Deux types d’entreprises

Les fournisseurs travaillent avec le détaillant selon l’un de deux types de compte :

- Les fournisseurs **sous contrat**, et les agences qui travaillent pour eux, utilisent l’ensemble complet des produits et des données.
- Les fournisseurs **de base** et les agences de base utilisent un ensemble plus restreint.

Le [Dictionnaire de données](/dataDictionary) tient compte de cette différence, pour que vous sachiez ce que chaque type d’utilisateur peut voir.

## La colonne Offert à

La colonne **Offert à** de chaque élément de données indique qui peut le voir :

- **Tous les utilisateurs** : l’élément apparaît dans les produits pour les utilisateurs sous contrat comme pour les utilisateurs de base.
- **Utilisateurs sous contrat seulement** : l’élément est réservé aux fournisseurs sous contrat et à leurs agences.

## Les onglets De base et Sous contrat

- **De base** énumère les éléments offerts à tous les utilisateurs.
- **Sous contrat** énumère tout ce qu’un utilisateur sous contrat peut voir, y compris les éléments marqués **Utilisateurs sous contrat seulement**.

En tant qu’utilisateur sous contrat, vous pouvez utiliser les deux onglets. L’onglet **De base** est utile si vous travaillez avec un fournisseur de base ou voulez savoir ce que verra un partenaire sans compte sous contrat.

## Pourquoi c’est important

- Avant de transmettre un rapport à un partenaire, vérifiez que les mesures qu’il contient lui sont offertes.
- Si un collègue d’un fournisseur de base ne trouve pas une mesure dont vous parlez, elle est probablement réservée aux comptes sous contrat.
- **Télécharger en Excel** exporte l’onglet affiché ; choisissez **Sous contrat** pour obtenir la liste complète.

## Questions sur votre type de compte

Le type de compte de votre entreprise est établi par le détaillant. Votre [Profil](/profile) indique votre type d’utilisateur. Pour toute question sur un changement, adressez-vous à votre contact chez le détaillant.`,
      },
    },
  },
];
