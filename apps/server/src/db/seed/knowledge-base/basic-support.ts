import type { KbSeedArticle } from './types.js';

/** The basic knowledge base's 'support' articles. */
export const BASIC_SUPPORT: KbSeedArticle[] = [
  {
    slug: 'file-a-support-incident',
    topic: 'support',
    top: true,
    publishedAt: '2025-04-29T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'File a support incident',
        summary:
          'Tell the support team what is wrong with the Create an incident form and get a reference number to follow up.',
        body: `## Before you start

Check the knowledge base first: many answers are only a search away. Each incident should cover a single concern. If you have two questions, create two incidents.

## Create an incident

1. Open [Create an incident](/support/ticketCreation).
2. Your **Account type** is set from the account you are signed in with.
3. Choose a **Support type**, for example **Basic vendor support**, then an **Issue**.
4. Check your **First name**, **Last name**, **Primary contact e-mail** and **Company name**. They are filled in from your profile.
5. Add a **Call-back number (optional)** if you prefer a phone call.
6. In **Describe the situation**, explain what happened, where, and what you expected instead. As you type, up to three related articles may appear: one may already solve your problem.
7. Add an **Attachment (optional)**, such as a screenshot, up to 10 MB.
8. Select **Submit**.

## After you submit

A dialog shows **Thank you for your request** and your **Incident reference number**. Write it down, or select **Track this incident** to open it right away.

All fields are required unless marked optional. If a field is missing, a message under it tells you what to fix.

Follow your incident in [Track your incidents](/support/trackTicket).`,
      },
      'es-MX': {
        title: 'Levanta un incidente de soporte',
        summary:
          'Cuéntale al equipo de soporte qué pasa con el formulario Crear un incidente y obtén un número de referencia para darle seguimiento.',
        body: `## Antes de empezar

Revisa primero la base de conocimientos: muchas respuestas están a una búsqueda de distancia. Cada incidente debe tratar un solo asunto. Si tienes dos preguntas, crea dos incidentes.

## Crea un incidente

1. Abre [Crear un incidente](/support/ticketCreation).
2. Tu **Tipo de cuenta** se define según la cuenta con la que iniciaste sesión.
3. Elige un **Tipo de soporte**, por ejemplo **Soporte para proveedores básicos**, y luego un **Problema**.
4. Revisa tu **Nombre**, **Apellido**, **Correo electrónico de contacto principal** y **Nombre de la empresa**. Se llenan con los datos de tu perfil.
5. Agrega un **Número para devolverte la llamada (opcional)** si prefieres que te llamen.
6. En **Describe la situación**, explica qué pasó, dónde y qué esperabas que pasara. Mientras escribes, pueden aparecer hasta tres artículos relacionados: quizá uno ya resuelva tu problema.
7. Agrega un **Archivo adjunto (opcional)**, como una captura de pantalla, de hasta 10 MB.
8. Selecciona **Enviar**.

## Después de enviarlo

Un cuadro de diálogo muestra **Gracias por tu solicitud** y tu **Número de referencia del incidente**. Anótalo o selecciona **Seguir este incidente** para abrirlo de inmediato.

Todos los campos son obligatorios salvo los marcados como opcionales. Si falta un campo, un mensaje debajo te indica qué corregir.

Da seguimiento a tu incidente en [Sigue tus incidentes](/support/trackTicket).`,
      },
      'fr-CA': {
        title: 'Soumettez un incident de soutien',
        summary:
          'Expliquez le problème à l’équipe de soutien avec le formulaire Créer un incident et obtenez un numéro de référence pour le suivi.',
        body: `## Avant de commencer

Consultez d’abord la base de connaissances : bien des réponses ne sont qu’à une recherche près. Chaque incident doit porter sur une seule préoccupation. Si vous avez deux questions, créez deux incidents.

## Créez un incident

1. Ouvrez [Créer un incident](/support/ticketCreation).
2. Votre **Type de compte** est défini selon le compte avec lequel vous êtes connecté.
3. Choisissez un **Type de soutien**, par exemple **Soutien aux fournisseurs de base**, puis un **Problème**.
4. Vérifiez votre **Prénom**, votre **Nom**, le **Courriel de la personne-ressource principale** et le **Nom de l’entreprise**. Ils sont remplis à partir de votre profil.
5. Ajoutez un **Numéro de rappel (facultatif)** si vous préférez un appel.
6. Dans **Décrivez la situation**, expliquez ce qui s’est passé, où, et ce à quoi vous vous attendiez. Pendant que vous tapez, jusqu’à trois articles connexes peuvent s’afficher : l’un d’eux règle peut-être déjà votre problème.
7. Ajoutez une **Pièce jointe (facultatif)**, comme une capture d’écran, d’au plus 10 Mo.
8. Sélectionnez **Soumettre**.

## Après l’envoi

Une boîte de dialogue affiche **Merci de votre demande** et votre **Numéro de référence de l’incident**. Notez-le, ou sélectionnez **Suivre cet incident** pour l’ouvrir tout de suite.

Tous les champs sont obligatoires, sauf ceux indiqués comme facultatifs. S’il manque un champ, un message sous celui-ci indique quoi corriger.

Suivez votre incident dans [Suivre vos incidents](/support/trackTicket).`,
      },
    },
  },
  {
    slug: 'track-your-tickets',
    topic: 'support',
    publishedAt: '2025-05-13T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Track your support tickets',
        summary: 'See the status of every incident you filed, read the support team’s replies and add comments.',
        body: `## Open your incidents

1. Open [Track your incidents](/support/trackTicket).
2. The list shows each incident's **Reference number**, **Subject**, **Status**, **Sent on** and **Last updated** date.
3. Choose **My incidents** to see only yours, or **Company incidents** when it is offered to see your colleagues' incidents too.
4. Select a reference number to open the incident.

## Inside an incident

- The top of the page shows the **Category**, the **Contact** and any **Attachment**.
- The **Conversation** lists every message from you, the **Support team** and the **System**, oldest first.

## Reply to the support team

1. Scroll to **Add a comment**.
2. Type your answer in **Comment**.
3. Select **Add comment**.

If the incident was **Waiting on customer** or **Solved**, your comment moves it back to **In progress**, and the team is notified.

## Close or reopen

- Select **Close incident** when your problem is solved and you need nothing more.
- Select **Reopen incident** if a solved or closed problem comes back. A closed incident must be reopened before you can comment.

Dates and times follow the time zone in your [Profile](/profile).`,
      },
      'es-MX': {
        title: 'Da seguimiento a tus tickets de soporte',
        summary:
          'Consulta el estado de cada incidente que levantaste, lee las respuestas del equipo de soporte y agrega comentarios.',
        body: `## Abre tus incidentes

1. Abre [Sigue tus incidentes](/support/trackTicket).
2. La lista muestra el **Número de referencia**, el **Asunto**, el **Estado**, la fecha de **Enviado el** y la **Última actualización** de cada incidente.
3. Elige **Mis incidentes** para ver solo los tuyos, o **Incidentes de la empresa**, cuando esté disponible, para ver también los de tus compañeros.
4. Selecciona un número de referencia para abrir el incidente.

## Dentro de un incidente

- La parte superior muestra la **Categoría**, el **Contacto** y cualquier **Archivo adjunto**.
- La **Conversación** muestra cada mensaje tuyo, del **Equipo de soporte** y del **Sistema**, del más antiguo al más reciente.

## Responde al equipo de soporte

1. Baja hasta **Agregar un comentario**.
2. Escribe tu respuesta en **Comentario**.
3. Selecciona **Agregar comentario**.

Si el incidente estaba **En espera de tu respuesta** o **Resuelto**, tu comentario lo regresa a **En curso** y se avisa al equipo.

## Cierra o reabre

- Selecciona **Cerrar incidente** cuando tu problema esté resuelto y no necesites nada más.
- Selecciona **Reabrir incidente** si un problema resuelto o cerrado vuelve a aparecer. Un incidente cerrado debe reabrirse antes de que puedas comentar.

Las fechas y horas siguen la zona horaria de tu [Perfil](/profile).`,
      },
      'fr-CA': {
        title: 'Suivez vos billets de soutien',
        summary:
          'Consultez l’état de chaque incident soumis, lisez les réponses de l’équipe de soutien et ajoutez des commentaires.',
        body: `## Ouvrez vos incidents

1. Ouvrez [Suivre vos incidents](/support/trackTicket).
2. La liste affiche le **Numéro de référence**, l’**Objet**, l’**État**, la date **Envoyé le** et la **Dernière mise à jour** de chaque incident.
3. Choisissez **Mes incidents** pour ne voir que les vôtres, ou **Incidents de l’entreprise**, lorsque ce choix est offert, pour voir aussi ceux de vos collègues.
4. Sélectionnez un numéro de référence pour ouvrir l’incident.

## Dans un incident

- Le haut de la page affiche la **Catégorie**, la **Personne-ressource** et toute **Pièce jointe**.
- La **Conversation** présente chaque message de vous, de l’**Équipe de soutien** et du **Système**, du plus ancien au plus récent.

## Répondez à l’équipe de soutien

1. Descendez jusqu’à **Ajouter un commentaire**.
2. Tapez votre réponse dans **Commentaire**.
3. Sélectionnez **Ajouter le commentaire**.

Si l’incident était **En attente de votre réponse** ou **Résolu**, votre commentaire le ramène à **En cours** et l’équipe en est avisée.

## Fermez ou rouvrez

- Sélectionnez **Fermer l’incident** lorsque votre problème est réglé et que vous n’avez besoin de rien d’autre.
- Sélectionnez **Rouvrir l’incident** si un problème résolu ou fermé revient. Un incident fermé doit être rouvert avant que vous puissiez le commenter.

Les dates et les heures suivent le fuseau horaire de votre [Profil](/profile).`,
      },
    },
  },
  {
    slug: 'incident-statuses',
    topic: 'support',
    publishedAt: '2026-09-15T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'What each incident status means',
        summary: 'New, In progress, Waiting on customer, Solved and Closed: what they mean and what you should do.',
        body: `## The five statuses

- **New**: your incident has arrived and is waiting for a member of the support team. Nothing to do yet.
- **In progress**: someone is working on it. They may contact you at your **Primary contact e-mail** or call-back number.
- **Waiting on customer**: the team needs something from you, such as a screenshot or a report name. Reply in the conversation as soon as you can.
- **Solved**: the team believes the problem is fixed. Check that it works for you.
- **Closed**: the incident is finished. You can still read it.

## What moves an incident

- When you add a comment to an incident that is **Waiting on customer** or **Solved**, it returns to **In progress**.
- You can close an incident yourself at any time with **Close incident**.
- You can reopen a **Solved** or **Closed** incident with **Reopen incident**.

## Tips

- Incidents that stay **Waiting on customer** for a long time without a reply may be solved by the team. Reply promptly to keep them open.
- Do not create a new incident for the same problem. Reopen the old one so the whole history stays together.

See your incidents and their statuses in [Track your incidents](/support/trackTicket).`,
      },
      'es-MX': {
        title: 'Qué significa cada estado de un incidente',
        summary:
          'Nuevo, En curso, En espera de tu respuesta, Resuelto y Cerrado: qué significan y qué debes hacer en cada caso.',
        body: `## Los cinco estados

- **Nuevo**: tu incidente llegó y espera a una persona del equipo de soporte. Por ahora no tienes que hacer nada.
- **En curso**: alguien está trabajando en él. Pueden contactarte en tu **Correo electrónico de contacto principal** o en tu número para devolverte la llamada.
- **En espera de tu respuesta**: el equipo necesita algo de ti, como una captura de pantalla o el nombre de un reporte. Responde en la conversación lo antes posible.
- **Resuelto**: el equipo considera que el problema quedó solucionado. Revisa que funcione para ti.
- **Cerrado**: el incidente terminó. Todavía puedes consultarlo.

## Qué cambia el estado de un incidente

- Cuando agregas un comentario a un incidente **En espera de tu respuesta** o **Resuelto**, vuelve a **En curso**.
- Puedes cerrar un incidente tú mismo en cualquier momento con **Cerrar incidente**.
- Puedes reabrir un incidente **Resuelto** o **Cerrado** con **Reabrir incidente**.

## Consejos

- Los incidentes que pasan mucho tiempo **En espera de tu respuesta** sin contestación pueden marcarse como resueltos. Responde pronto para mantenerlos abiertos.
- No crees un incidente nuevo para el mismo problema. Reabre el anterior para que todo el historial quede junto.

Consulta tus incidentes y sus estados en [Sigue tus incidentes](/support/trackTicket).`,
      },
      'fr-CA': {
        title: 'Ce que signifie chaque état d’un incident',
        summary:
          'Nouveau, En cours, En attente de votre réponse, Résolu et Fermé : leur signification et ce que vous devez faire.',
        body: `## Les cinq états

- **Nouveau** : votre incident est arrivé et attend un membre de l’équipe de soutien. Vous n’avez rien à faire pour l’instant.
- **En cours** : quelqu’un s’en occupe. On pourrait vous joindre au **Courriel de la personne-ressource principale** ou au numéro de rappel.
- **En attente de votre réponse** : l’équipe a besoin de quelque chose de votre part, comme une capture d’écran ou le nom d’un rapport. Répondez dans la conversation dès que possible.
- **Résolu** : l’équipe estime que le problème est réglé. Vérifiez que tout fonctionne de votre côté.
- **Fermé** : l’incident est terminé. Vous pouvez toujours le consulter.

## Ce qui change l’état d’un incident

- Lorsque vous commentez un incident **En attente de votre réponse** ou **Résolu**, il revient à **En cours**.
- Vous pouvez fermer vous-même un incident en tout temps avec **Fermer l’incident**.
- Vous pouvez rouvrir un incident **Résolu** ou **Fermé** avec **Rouvrir l’incident**.

## Conseils

- Un incident qui reste longtemps **En attente de votre réponse** sans réponse peut être marqué comme résolu. Répondez rapidement pour le garder ouvert.
- Ne créez pas un nouvel incident pour le même problème. Rouvrez l’ancien pour garder tout l’historique au même endroit.

Consultez vos incidents et leur état dans [Suivre vos incidents](/support/trackTicket).`,
      },
    },
  },
  {
    slug: 'write-a-helpful-incident',
    topic: 'support',
    publishedAt: '2026-07-21T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Write an incident the team can solve quickly',
        summary: 'A few details in the description save days of back-and-forth with the support team.',
        body: `## One concern per incident

Each incident goes to one person in the support team. If you mix a sign-in problem with a question about a report, one of them waits. Create one incident per concern.

## What to include in Describe the situation

- **What you were doing**: for example, running the saved report **Weekly sales by store**.
- **What happened**: the exact message, such as **The report timed out**.
- **When**: the date and time, with your time zone.
- **What you expected**: for example, sales for all 120 stores in Texas.
- **What you already tried**: signing out and in, another browser, a shorter date range.

## A good example

> Since Monday, the saved report Weekly sales by store shows no data for the week ending last Friday. Data as of shows last Thursday's date. I tried Run again at 10:30 a.m. Central Time. I expected last week's sales for my 45 items.

## Add evidence

- A screenshot of the message, with the page address visible.
- For numbers that look wrong, a small export of the rows in question.

Attachments can be up to 10 MB. See [Add attachments to an incident](/knowledgeBase/basic/article?contentId=support-attachments).

Never include passwords in an incident. The support team will never ask for yours.`,
      },
      'es-MX': {
        title: 'Escribe un incidente que el equipo pueda resolver rápido',
        summary: 'Unos cuantos detalles en la descripción te ahorran días de ida y vuelta con el equipo de soporte.',
        body: `## Un solo asunto por incidente

Cada incidente llega a una persona del equipo de soporte. Si mezclas un problema para iniciar sesión con una pregunta sobre un reporte, uno de los dos tendrá que esperar. Crea un incidente por asunto.

## Qué incluir en Describe la situación

- **Qué estabas haciendo**: por ejemplo, ejecutar el reporte guardado **Ventas semanales por tienda**.
- **Qué pasó**: el mensaje exacto, como **Se agotó el tiempo de espera del reporte**.
- **Cuándo**: la fecha y la hora, con tu zona horaria.
- **Qué esperabas**: por ejemplo, las ventas de las 120 tiendas de Texas.
- **Qué ya intentaste**: cerrar e iniciar sesión, otro navegador, un rango de fechas más corto.

## Un buen ejemplo

> Desde el lunes, el reporte guardado Ventas semanales por tienda no muestra datos de la semana que terminó el viernes pasado. Datos al muestra la fecha del jueves pasado. Volví a ejecutarlo a las 10:30 a. m., hora del centro. Esperaba las ventas de la semana pasada de mis 45 artículos.

## Agrega evidencia

- Una captura de pantalla del mensaje, con la dirección de la página visible.
- Si las cifras se ven mal, una exportación pequeña con las filas en cuestión.

Los archivos adjuntos pueden ser de hasta 10 MB. Consulta [Adjunta archivos a un incidente](/knowledgeBase/basic/article?contentId=support-attachments).

Nunca incluyas contraseñas en un incidente. El equipo de soporte nunca te pedirá la tuya.`,
      },
      'fr-CA': {
        title: 'Rédigez un incident que l’équipe peut régler rapidement',
        summary: 'Quelques détails dans la description vous épargnent des jours d’échanges avec l’équipe de soutien.',
        body: `## Une seule préoccupation par incident

Chaque incident est confié à une personne de l’équipe de soutien. Si vous combinez un problème de connexion et une question sur un rapport, l’un des deux devra attendre. Créez un incident par préoccupation.

## Quoi inclure dans Décrivez la situation

- **Ce que vous faisiez** : par exemple, exécuter le rapport enregistré **Ventes hebdomadaires par magasin**.
- **Ce qui s’est passé** : le message exact, comme **Le délai d’attente du rapport est dépassé**.
- **Quand** : la date et l’heure, avec votre fuseau horaire.
- **Ce que vous attendiez** : par exemple, les ventes des 120 magasins du Texas.
- **Ce que vous avez déjà essayé** : vous déconnecter et vous reconnecter, un autre navigateur, une période plus courte.

## Un bon exemple

> Depuis lundi, le rapport enregistré Ventes hebdomadaires par magasin n’affiche aucune donnée pour la semaine terminée vendredi dernier. Données au indique la date de jeudi dernier. J’ai relancé l’exécution à 10 h 30, heure du Centre. Je m’attendais aux ventes de la semaine dernière pour mes 45 articles.

## Ajoutez des preuves

- Une capture d’écran du message, avec l’adresse de la page visible.
- Pour des chiffres qui semblent erronés, une petite exportation des lignes en cause.

Les pièces jointes peuvent atteindre 10 Mo. Consultez [Joignez des fichiers à un incident](/knowledgeBase/basic/article?contentId=support-attachments).

N’incluez jamais de mot de passe dans un incident. L’équipe de soutien ne vous demandera jamais le vôtre.`,
      },
    },
  },
  {
    slug: 'support-attachments',
    topic: 'support',
    publishedAt: '2026-04-14T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Add attachments to an incident',
        summary:
          'Which files you can attach to an incident, how large they can be and how to keep sensitive data safe.',
        body: `## Attach a file

1. In [Create an incident](/support/ticketCreation), go to **Attachment (optional)**.
2. Select **Attach a file** and choose the file.
3. To change it, select **Choose another file**; to drop it, select **Remove**.
4. Finish the form and select **Submit**.

## Limits

- **One file** per incident.
- Up to **10 MB**. A larger file shows **The file is larger than the maximum size of 10 MB.**
- Accepted types: PDF, image, text, spreadsheet, document, presentation or zip file.

## Need to send more than one file?

Put the files in a single zip file, or add screenshots to a document. Keep the total under 10 MB.

## Make screenshots useful

- Capture the whole browser window, including the page address.
- Crop out other windows and personal information.
- Save as PNG for sharp text.

## Protect your data

- Send only the rows needed to show the problem, not a full export.
- Never attach files that contain passwords.
- Remember that exported data is covered by the [Data sharing addendum](/dataSharingAddendum).

After you submit, the file appears under **Attachment** in the incident's detail page in [Track your incidents](/support/trackTicket).`,
      },
      'es-MX': {
        title: 'Adjunta archivos a un incidente',
        summary:
          'Qué archivos puedes adjuntar a un incidente, de qué tamaño pueden ser y cómo proteger los datos sensibles.',
        body: `## Adjunta un archivo

1. En [Crear un incidente](/support/ticketCreation), ve a **Archivo adjunto (opcional)**.
2. Selecciona **Adjuntar un archivo** y elige el archivo.
3. Para cambiarlo, selecciona **Elegir otro archivo**; para quitarlo, selecciona **Quitar**.
4. Termina el formulario y selecciona **Enviar**.

## Límites

- **Un archivo** por incidente.
- Hasta **10 MB**. Con un archivo más grande verás **El archivo supera el tamaño máximo de 10 MB.**
- Tipos aceptados: PDF, imagen, texto, hoja de cálculo, documento, presentación o archivo zip.

## ¿Necesitas enviar más de un archivo?

Junta los archivos en un solo archivo zip o pega las capturas en un documento. Mantén el total por debajo de 10 MB.

## Haz que tus capturas sean útiles

- Captura toda la ventana del navegador, incluida la dirección de la página.
- Recorta otras ventanas y la información personal.
- Guarda en PNG para que el texto se vea nítido.

## Protege tus datos

- Envía solo las filas necesarias para mostrar el problema, no una exportación completa.
- Nunca adjuntes archivos que contengan contraseñas.
- Recuerda que los datos exportados están cubiertos por el [Anexo de intercambio de datos](/dataSharingAddendum).

Después de enviarlo, el archivo aparece en **Archivo adjunto** en el detalle del incidente, en [Sigue tus incidentes](/support/trackTicket).`,
      },
      'fr-CA': {
        title: 'Joignez des fichiers à un incident',
        summary:
          'Les fichiers que vous pouvez joindre à un incident, leur taille maximale et comment protéger les données sensibles.',
        body: `## Joignez un fichier

1. Dans [Créer un incident](/support/ticketCreation), allez à **Pièce jointe (facultatif)**.
2. Sélectionnez **Joindre un fichier** et choisissez le fichier.
3. Pour le changer, sélectionnez **Choisir un autre fichier**; pour le retirer, sélectionnez **Retirer**.
4. Terminez le formulaire et sélectionnez **Soumettre**.

## Limites

- **Un fichier** par incident.
- Jusqu’à **10 Mo**. Un fichier plus gros affiche **Le fichier dépasse la taille maximale de 10 Mo.**
- Types acceptés : PDF, image, texte, classeur, document, présentation ou fichier zip.

## Besoin d’envoyer plus d’un fichier?

Regroupez les fichiers dans un seul fichier zip, ou collez vos captures dans un document. Gardez le total sous 10 Mo.

## Des captures d’écran utiles

- Capturez toute la fenêtre du navigateur, y compris l’adresse de la page.
- Rognez les autres fenêtres et les renseignements personnels.
- Enregistrez en PNG pour un texte net.

## Protégez vos données

- N’envoyez que les lignes nécessaires pour montrer le problème, pas une exportation complète.
- Ne joignez jamais de fichiers contenant des mots de passe.
- N’oubliez pas que les données exportées sont visées par l’[Avenant sur le partage de données](/dataSharingAddendum).

Après l’envoi, le fichier s’affiche sous **Pièce jointe** dans le détail de l’incident, dans [Suivre vos incidents](/support/trackTicket).`,
      },
    },
  },
  {
    slug: 'submit-for-a-colleague',
    topic: 'support',
    publishedAt: '2026-11-17T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Submit an incident on behalf of a colleague',
        summary: 'Create an incident for someone who cannot sign in, so the support team contacts the right person.',
        body: `## When to do it

Submit on someone's behalf when a colleague cannot create the incident themselves, for example:

- they are locked out and cannot sign in;
- their invitation link has expired;
- they do not have a portal account yet and need one.

## Submit for someone else

1. Open [Create an incident](/support/ticketCreation).
2. Choose the **Support type** and **Issue**, for example **Basic vendor support** and **Basic vendor account**.
3. Tick **I am submitting on behalf of another person**.
4. Enter your colleague's **First name**, **Last name** and **Primary contact e-mail**, so the team contacts them directly.
5. In **Describe the situation**, explain their problem and add their Login ID if they have one.
6. Select **Submit**.

## What happens next

- The incident shows **Submitted on behalf of another person** on its detail page.
- You can follow it in [Track your incidents](/support/trackTicket).
- Replies go to the primary contact e-mail you entered.

## Before you submit

If your colleague only needs access, a password link or a new invitation, your company administrator can usually help faster from [Admin](/admin/userList), for example with **Resend invitation** or **Unblock**.`,
      },
      'es-MX': {
        title: 'Envía un incidente en nombre de un compañero',
        summary:
          'Crea un incidente para alguien que no puede iniciar sesión, para que el equipo de soporte contacte a la persona correcta.',
        body: `## Cuándo hacerlo

Envía un incidente en nombre de alguien cuando un compañero no pueda crearlo por su cuenta, por ejemplo:

- su cuenta está bloqueada y no puede iniciar sesión;
- su enlace de invitación venció;
- todavía no tiene una cuenta en el portal y la necesita.

## Envíalo en nombre de otra persona

1. Abre [Crear un incidente](/support/ticketCreation).
2. Elige el **Tipo de soporte** y el **Problema**, por ejemplo **Soporte para proveedores básicos** y **Cuenta de proveedor básico**.
3. Marca **Lo envío en nombre de otra persona**.
4. Escribe el **Nombre**, el **Apellido** y el **Correo electrónico de contacto principal** de tu compañero, para que el equipo lo contacte directamente.
5. En **Describe la situación**, explica su problema y agrega su ID de usuario si tiene uno.
6. Selecciona **Enviar**.

## Qué pasa después

- El incidente muestra **Enviado en nombre de otra persona** en su página de detalle.
- Puedes darle seguimiento en [Sigue tus incidentes](/support/trackTicket).
- Las respuestas llegan al correo de contacto principal que escribiste.

## Antes de enviarlo

Si tu compañero solo necesita acceso, un enlace para su contraseña o una nueva invitación, el administrador de tu empresa normalmente puede ayudar más rápido desde [Administración](/admin/userList), por ejemplo con **Reenviar invitación** o **Desbloquear**.`,
      },
      'fr-CA': {
        title: 'Soumettez un incident au nom d’un collègue',
        summary:
          'Créez un incident pour une personne qui ne peut pas se connecter, afin que l’équipe de soutien joigne la bonne personne.',
        body: `## Quand le faire

Soumettez un incident au nom d’un collègue lorsqu’il ne peut pas le créer lui-même, par exemple :

- son accès est bloqué et il ne peut pas se connecter;
- son lien d’invitation a expiré;
- il n’a pas encore de compte dans le portail et en a besoin.

## Soumettez au nom d’une autre personne

1. Ouvrez [Créer un incident](/support/ticketCreation).
2. Choisissez le **Type de soutien** et le **Problème**, par exemple **Soutien aux fournisseurs de base** et **Compte de fournisseur de base**.
3. Cochez **Je soumets cette demande au nom d’une autre personne**.
4. Entrez le **Prénom**, le **Nom** et le **Courriel de la personne-ressource principale** de votre collègue, pour que l’équipe communique directement avec lui.
5. Dans **Décrivez la situation**, expliquez son problème et ajoutez son identifiant s’il en a un.
6. Sélectionnez **Soumettre**.

## Et ensuite

- L’incident affiche **Soumis au nom d’une autre personne** dans sa page de détail.
- Vous pouvez le suivre dans [Suivre vos incidents](/support/trackTicket).
- Les réponses sont envoyées au courriel de la personne-ressource principale que vous avez entré.

## Avant de soumettre

Si votre collègue a seulement besoin d’un accès, d’un lien de mot de passe ou d’une nouvelle invitation, l’administrateur de votre entreprise peut généralement l’aider plus vite dans [Administration](/admin/userList), par exemple avec **Renvoyer l’invitation** ou **Débloquer**.`,
      },
    },
  },
];
