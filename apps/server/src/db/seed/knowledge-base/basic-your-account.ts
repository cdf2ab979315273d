import type { KbSeedArticle } from './types.js';

/** The basic knowledge base's 'your-account' articles. */
export const BASIC_YOUR_ACCOUNT: KbSeedArticle[] = [
  {
    slug: 'reset-your-password',
    topic: 'your-account',
    top: true,
    publishedAt: '2025-03-25T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Reset your password',
        summary: 'Forgot your password or want to change it? Reset it from the sign-in page in a few minutes.',
        body: `## Reset a forgotten password

1. On the sign-in page, select **Forgot your password?**
2. Enter your **Login ID**.
3. Complete the **Press & Hold** check: hold the button until it shows **Done**.
4. Select **Send reset link**.
5. Open the email we send to the address on your account and select the link. It works once, for 60 minutes.
6. Enter a **New password**, then type it again in **Confirm the new password**.
7. Select **Change password**, then sign in with your new password.

## Password rules

- Use at least 12 characters.
- A short sentence you can remember is stronger than a short word with symbols.
- Do not reuse a password from another website.

## If the email does not arrive

- Wait five minutes and check your junk or spam folder.
- Check that you entered your Login ID, not your email address.
- Ask your company administrator to check your email address in [Admin](/admin/userList).
- If the link has expired or was already used, ask for a new one.

## Locked out?

After several failed attempts, sign-in is paused for a few minutes; the message tells you how long. If you see **Your account is blocked**, contact your administrator. Never share your password: ask your administrator to add colleagues as users instead.`,
      },
      'es-MX': {
        title: 'Restablece tu contraseña',
        summary:
          '¿Olvidaste tu contraseña o quieres cambiarla? Restablécela desde la página de inicio de sesión en unos minutos.',
        body: `## Restablece una contraseña olvidada

1. En la página de inicio de sesión, selecciona **¿Olvidaste tu contraseña?**
2. Escribe tu **ID de usuario**.
3. Completa la verificación **Mantén presionado**: mantén presionado el botón hasta que muestre **Listo**.
4. Selecciona **Enviar enlace**.
5. Abre el correo que enviamos a la dirección de tu cuenta y selecciona el enlace. Funciona una sola vez, durante 60 minutos.
6. Escribe una **Nueva contraseña** y vuelve a escribirla en **Confirma la nueva contraseña**.
7. Selecciona **Cambiar contraseña** e inicia sesión con tu nueva contraseña.

## Reglas de la contraseña

- Usa al menos 12 caracteres.
- Una frase corta que puedas recordar es más segura que una palabra corta con símbolos.
- No reutilices una contraseña de otro sitio web.

## Si no te llega el correo

- Espera cinco minutos y revisa tu carpeta de correo no deseado.
- Verifica que escribiste tu ID de usuario y no tu correo electrónico.
- Pídele al administrador de tu empresa que revise tu correo en [Administración](/admin/userList).
- Si el enlace expiró o ya se usó, solicita uno nuevo.

## ¿No puedes entrar?

Después de varios intentos fallidos, el inicio de sesión se pausa unos minutos; el mensaje te indica cuánto tiempo. Si ves **Tu cuenta está bloqueada**, comunícate con tu administrador. Nunca compartas tu contraseña: pídele a tu administrador que agregue a tus compañeros como usuarios.`,
      },
      'fr-CA': {
        title: 'Réinitialisez votre mot de passe',
        summary:
          'Vous avez oublié votre mot de passe ou voulez le changer? Réinitialisez-le à partir de la page de connexion en quelques minutes.',
        body: `## Réinitialisez un mot de passe oublié

1. À la page de connexion, sélectionnez **Mot de passe oublié?**
2. Entrez votre **Identifiant**.
3. Effectuez la vérification **Maintenir enfoncé** : maintenez le bouton enfoncé jusqu’à ce qu’il affiche **Terminé**.
4. Sélectionnez **Envoyer le lien**.
5. Ouvrez le courriel envoyé à l’adresse de votre compte et sélectionnez le lien. Il fonctionne une seule fois, pendant 60 minutes.
6. Entrez un **Nouveau mot de passe**, puis tapez-le de nouveau dans **Confirmer le nouveau mot de passe**.
7. Sélectionnez **Changer le mot de passe**, puis connectez-vous avec votre nouveau mot de passe.

## Règles du mot de passe

- Utilisez au moins 12 caractères.
- Une courte phrase facile à retenir est plus sûre qu’un mot court avec des symboles.
- Ne réutilisez pas le mot de passe d’un autre site Web.

## Si le courriel n’arrive pas

- Attendez cinq minutes et vérifiez votre dossier de courrier indésirable.
- Vérifiez que vous avez entré votre identifiant et non votre adresse courriel.
- Demandez à l’administrateur de votre entreprise de vérifier votre courriel dans [Administration](/admin/userList).
- Si le lien a expiré ou a déjà servi, demandez-en un nouveau.

## Accès bloqué?

Après plusieurs tentatives infructueuses, la connexion est suspendue quelques minutes; le message indique pendant combien de temps. Si vous voyez **Votre compte est bloqué**, communiquez avec votre administrateur. Ne communiquez jamais votre mot de passe : demandez plutôt à votre administrateur d’ajouter vos collègues comme utilisateurs.`,
      },
    },
  },
  {
    slug: 'sign-in-problems',
    topic: 'your-account',
    publishedAt: '2025-04-15T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Solve sign-in problems',
        summary:
          'What to check when you cannot sign in, are signed out unexpectedly or land on a page you cannot open.',
        body: `## I cannot sign in

1. Check that you are entering your **Login ID**, not your email address.
2. Check that **Caps Lock** is off.
3. If you forgot your password, follow [Reset your password](/knowledgeBase/basic/article?contentId=reset-your-password).
4. If you see the **Press & Hold** check, hold the button until it shows **Done**.

## I am signed out again and again

- Allow cookies for the portal in your browser settings.
- Do not open the portal in more than one browser at the same time.
- After a period of inactivity, you see **Your session has timed out due to inactivity**. Sign in again to continue, and save your work in Report Builder before a long break.

## I see a no-access page after signing in

- If you were just added, your administrator may still need to finish your access. Ask them to check [Admin](/admin/userList).
- Basic accounts cannot open charter pages. Use the links in the menu, or start from [Apps](/apps).
- If your company's yearly [user access audit](/knowledgeBase/basic/article?contentId=yearly-user-access-review) was not confirmed in time, users lose access to their products until it is done. Contact your administrator.

## Still stuck?

[File a support incident](/support/ticketCreation) with your Login ID, the time you tried and the exact message you saw.`,
      },
      'es-MX': {
        title: 'Resuelve problemas para iniciar sesión',
        summary:
          'Qué revisar si no puedes iniciar sesión, si se cierra tu sesión sin aviso o si llegas a una página que no puedes abrir.',
        body: `## No puedo iniciar sesión

1. Revisa que escribas tu **ID de usuario** y no tu correo electrónico.
2. Revisa que **Bloq Mayús** esté desactivado.
3. Si olvidaste tu contraseña, sigue [Restablece tu contraseña](/knowledgeBase/basic/article?contentId=reset-your-password).
4. Si ves la verificación **Mantén presionado**, mantén presionado el botón hasta que muestre **Listo**.

## Mi sesión se cierra una y otra vez

- Permite las cookies del portal en la configuración de tu navegador.
- No abras el portal en más de un navegador al mismo tiempo.
- Después de un tiempo sin actividad, verás **Tu sesión expiró por inactividad**. Vuelve a iniciar sesión para continuar y guarda tu trabajo en Report Builder antes de una pausa larga.

## Veo una página sin acceso después de iniciar sesión

- Si te agregaron hace poco, tal vez tu administrador todavía tenga que terminar de darte acceso. Pídele que lo revise en [Administración](/admin/userList).
- Las cuentas básicas no pueden abrir páginas de cuentas con contrato. Usa los enlaces del menú o empieza desde [Aplicaciones](/apps).
- Si la [auditoría anual de acceso de usuarios](/knowledgeBase/basic/article?contentId=yearly-user-access-review) de tu empresa no se confirmó a tiempo, los usuarios pierden el acceso a sus productos hasta que se complete. Comunícate con tu administrador.

## ¿Sigues sin poder entrar?

[Levanta un incidente de soporte](/support/ticketCreation) con tu ID de usuario, la hora en que lo intentaste y el mensaje exacto que viste.`,
      },
      'fr-CA': {
        title: 'Réglez les problèmes de connexion',
        summary:
          'Quoi vérifier si vous ne pouvez pas vous connecter, si vous êtes déconnecté sans raison ou si une page vous est refusée.',
        body: `## Je ne peux pas me connecter

1. Vérifiez que vous entrez votre **Identifiant** et non votre adresse courriel.
2. Vérifiez que la touche **Verr. Maj** est désactivée.
3. Si vous avez oublié votre mot de passe, suivez [Réinitialisez votre mot de passe](/knowledgeBase/basic/article?contentId=reset-your-password).
4. Si la vérification **Maintenir enfoncé** s’affiche, maintenez le bouton enfoncé jusqu’à ce qu’il affiche **Terminé**.

## Je suis déconnecté sans arrêt

- Acceptez les témoins du portail dans les paramètres de votre navigateur.
- N’ouvrez pas le portail dans plus d’un navigateur à la fois.
- Après une période d’inactivité, le message **Votre session a expiré en raison d’inactivité** s’affiche. Reconnectez-vous pour continuer et enregistrez votre travail dans Report Builder avant une longue pause.

## Une page sans accès s’affiche après la connexion

- Si vous venez d’être ajouté, votre administrateur doit peut-être encore terminer votre accès. Demandez-lui de vérifier dans [Administration](/admin/userList).
- Les comptes de base ne peuvent pas ouvrir les pages réservées aux comptes sous contrat. Utilisez les liens du menu ou commencez par les [Applications](/apps).
- Si l’[audit annuel des accès des utilisateurs](/knowledgeBase/basic/article?contentId=yearly-user-access-review) de votre entreprise n’a pas été confirmé à temps, les utilisateurs perdent l’accès à leurs produits jusqu’à ce qu’il soit terminé. Communiquez avec votre administrateur.

## Toujours bloqué?

[Soumettez un incident de soutien](/support/ticketCreation) en indiquant votre identifiant, l’heure de votre tentative et le message exact affiché.`,
      },
    },
  },
  {
    slug: 'set-your-time-zone-and-language',
    topic: 'your-account',
    publishedAt: '2025-05-20T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Set your time zone and language',
        summary: 'Choose the time zone and language the portal uses for dates, times and screens.',
        body: `## Why it matters

Your time zone decides how dates and times appear across the portal: when a ticket was updated, when a scheduled report runs and when data was last refreshed. The default is **America/Chicago** (Central Time).

## Change your time zone

1. Open your [Profile](/profile).
2. In **Language and time zone**, open the **Time zone** list.
3. Choose the zone where you work, for example **UTC-05:00 Eastern Time**.
4. The portal saves your choice at once and shows **Your time zone was saved.**

## Change your language

1. Open your [Profile](/profile).
2. In **Language and time zone**, choose a **Language**.
3. The portal switches to that language and shows **Your language was saved.**

Knowledge base articles follow your language. When an article has no translation yet, you see the English version with a notice.

## Good to know

- Scheduled reports in Report Builder keep the time you picked when you created them. Check them after you change your time zone.
- Your browser language does not change the portal language; only your profile does.
- Each user sets their own preferences. Your administrator cannot change them for you.`,
      },
      'es-MX': {
        title: 'Configura tu zona horaria y tu idioma',
        summary: 'Elige la zona horaria y el idioma que usa el portal para fechas, horas y pantallas.',
        body: `## Por qué es importante

Tu zona horaria define cómo se muestran las fechas y horas en todo el portal: cuándo se actualizó un ticket, cuándo se ejecuta un reporte programado y cuándo se actualizaron los datos por última vez. La zona predeterminada es **America/Chicago** (hora del centro).

## Cambia tu zona horaria

1. Abre tu [Perfil](/profile).
2. En **Idioma y zona horaria**, abre la lista **Zona horaria**.
3. Elige la zona donde trabajas, por ejemplo **UTC-06:00 Hora del centro**.
4. El portal guarda tu elección de inmediato y muestra **Se guardó tu zona horaria.**

## Cambia tu idioma

1. Abre tu [Perfil](/profile).
2. En **Idioma y zona horaria**, elige un **Idioma**.
3. El portal cambia a ese idioma y muestra **Se guardó tu idioma.**

Los artículos de la base de conocimientos siguen tu idioma. Cuando un artículo todavía no tiene traducción, verás la versión en inglés con un aviso.

## Es bueno saberlo

- Los reportes programados en Report Builder conservan la hora que elegiste al crearlos. Revísalos después de cambiar tu zona horaria.
- El idioma de tu navegador no cambia el idioma del portal; solo lo cambia tu perfil.
- Cada usuario configura sus propias preferencias. Tu administrador no puede cambiarlas por ti.`,
      },
      'fr-CA': {
        title: 'Réglez votre fuseau horaire et votre langue',
        summary:
          'Choisissez le fuseau horaire et la langue que le portail utilise pour les dates, les heures et les écrans.',
        body: `## Pourquoi c’est important

Votre fuseau horaire détermine l’affichage des dates et des heures dans tout le portail : la mise à jour d’un billet, l’exécution d’un rapport planifié et la dernière actualisation des données. Le fuseau par défaut est **America/Chicago** (heure du Centre).

## Changez votre fuseau horaire

1. Ouvrez votre [Profil](/profile).
2. Dans **Langue et fuseau horaire**, ouvrez la liste **Fuseau horaire**.
3. Choisissez le fuseau où vous travaillez, par exemple **UTC-05:00 Heure de l’Est**.
4. Le portail enregistre votre choix aussitôt et affiche **Votre fuseau horaire a été enregistré.**

## Changez votre langue

1. Ouvrez votre [Profil](/profile).
2. Dans **Langue et fuseau horaire**, choisissez une **Langue**.
3. Le portail passe à cette langue et affiche **Votre langue a été enregistrée.**

Les articles de la base de connaissances suivent votre langue. Lorsqu’un article n’est pas encore traduit, vous voyez la version anglaise avec un avis.

## Bon à savoir

- Les rapports planifiés dans Report Builder gardent l’heure choisie à leur création. Vérifiez-les après avoir changé de fuseau horaire.
- La langue de votre navigateur ne change pas celle du portail; seul votre profil la détermine.
- Chaque utilisateur règle ses propres préférences. Votre administrateur ne peut pas les modifier pour vous.`,
      },
    },
  },
  {
    slug: 'update-your-profile',
    topic: 'your-account',
    publishedAt: '2025-06-17T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Update your profile details',
        summary: 'See what the portal knows about you, correct your name and change your password from your profile.',
        body: `## What your profile shows

Open your [Profile](/profile). The **Your details** section shows:

- **First name** and **Last name**
- **Login ID**, which you use to sign in
- **E-mail**, where portal messages are sent
- **Company** and **User type** (for you, **Basic Vendor**)

## Correct your name

1. In **Your details**, change your **First name** or **Last name**.
2. Select **Save name**.

## Change your password

1. In **Password**, enter your **Current password**.
2. Select **Reset password**.
3. Open the password reset page from the link that appears, and choose a new password.

## Details you cannot change here

Your e-mail address and company cannot be changed in your profile. Ask your company administrator, or [create an incident](/support/ticketCreation) if your company has no active administrator.

## Documents you accepted

The **Documents you accepted** section lists the terms and conditions, the data sharing addendum and the privacy policy, with the version and date you accepted each one.

To change your time zone and language, see [Set your time zone and language](/knowledgeBase/basic/article?contentId=set-your-time-zone-and-language).`,
      },
      'es-MX': {
        title: 'Actualiza los datos de tu perfil',
        summary: 'Consulta lo que el portal sabe de ti, corrige tu nombre y cambia tu contraseña desde tu perfil.',
        body: `## Lo que muestra tu perfil

Abre tu [Perfil](/profile). La sección **Tus datos** muestra:

- **Nombre** y **Apellido**
- **ID de usuario**, con el que inicias sesión
- **Correo electrónico**, adonde llegan los mensajes del portal
- **Empresa** y **Tipo de usuario** (en tu caso, **Proveedor básico**)

## Corrige tu nombre

1. En **Tus datos**, cambia tu **Nombre** o tu **Apellido**.
2. Selecciona **Guardar nombre**.

## Cambia tu contraseña

1. En **Contraseña**, escribe tu **Contraseña actual**.
2. Selecciona **Restablecer contraseña**.
3. Abre la página para restablecer la contraseña desde el enlace que aparece y elige una nueva contraseña.

## Datos que no puedes cambiar aquí

Tu correo electrónico y tu empresa no se pueden cambiar en tu perfil. Pídeselo al administrador de tu empresa, o [crea un incidente](/support/ticketCreation) si tu empresa no tiene un administrador activo.

## Documentos que aceptaste

La sección **Documentos que aceptaste** muestra los términos y condiciones, el anexo de intercambio de datos y el aviso de privacidad, con la versión y la fecha en que aceptaste cada uno.

Para cambiar tu zona horaria y tu idioma, consulta [Configura tu zona horaria y tu idioma](/knowledgeBase/basic/article?contentId=set-your-time-zone-and-language).`,
      },
      'fr-CA': {
        title: 'Mettez à jour votre profil',
        summary:
          'Consultez ce que le portail sait de vous, corrigez votre nom et changez votre mot de passe à partir de votre profil.',
        body: `## Ce qu’affiche votre profil

Ouvrez votre [Profil](/profile). La section **Vos renseignements** affiche :

- **Prénom** et **Nom de famille**
- **Identifiant**, avec lequel vous vous connectez
- **Courriel**, où les messages du portail sont envoyés
- **Entreprise** et **Type d’utilisateur** (pour vous, **Fournisseur de base**)

## Corrigez votre nom

1. Dans **Vos renseignements**, modifiez votre **Prénom** ou votre **Nom de famille**.
2. Sélectionnez **Enregistrer le nom**.

## Changez votre mot de passe

1. Dans **Mot de passe**, entrez votre **Mot de passe actuel**.
2. Sélectionnez **Réinitialiser le mot de passe**.
3. Ouvrez la page de réinitialisation à partir du lien affiché et choisissez un nouveau mot de passe.

## Renseignements que vous ne pouvez pas modifier ici

Votre adresse courriel et votre entreprise ne peuvent pas être modifiées dans votre profil. Adressez-vous à l’administrateur de votre entreprise, ou [créez un incident](/support/ticketCreation) si votre entreprise n’a pas d’administrateur actif.

## Documents que vous avez acceptés

La section **Documents que vous avez acceptés** présente les conditions générales, l’avenant sur le partage de données et la politique de confidentialité, avec la version et la date d’acceptation de chacun.

Pour changer votre fuseau horaire et votre langue, consultez [Réglez votre fuseau horaire et votre langue](/knowledgeBase/basic/article?contentId=set-your-time-zone-and-language).`,
      },
    },
  },
  {
    slug: 'manage-your-company-users',
    topic: 'your-account',
    publishedAt: '2025-08-12T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Manage the users of a basic company',
        summary:
          'Company administrators can see, edit, block and delete the users of their basic company in User management.',
        body: `## Who can manage users

Each basic company has at least one **Administrator**. Administrators open **User management** from [Admin](/admin/userList). Other users can see the list, but only administrators can change it.

## The user lists

- **Users**: everyone with an active account, their products and their **Last sign-in**.
- **Blocked users**: people who can no longer sign in, with the reason.
- **Pending users**: people invited who have not finished registering, with their **Stage**, such as **Invitation sent** or **Completing registration**.

## Common tasks

- **Edit name**: correct a colleague's first or last name.
- **Change products**: tick exactly the products the user should have, such as **Report Builder**, then **Save**.
- **Block**: stop someone from signing in at once, for example on their last day. Their sessions end immediately. Use **Unblock** to let them back.
- **Delete**: remove the account and all its products for good. This cannot be undone.

The company's last administrator cannot be deleted.

## Good practice

- Keep at least two administrators, so someone can help when one is away.
- Block or delete users as soon as they leave your company.
- Review the lists every quarter, not only during the yearly user access audit.`,
      },
      'es-MX': {
        title: 'Administra los usuarios de una empresa básica',
        summary:
          'Los administradores pueden ver, editar, bloquear y eliminar a los usuarios de su empresa básica en Administración de usuarios.',
        body: `## Quién puede administrar usuarios

Cada empresa básica tiene al menos un **Administrador**. Los administradores abren **Administración de usuarios** desde [Administración](/admin/userList). Los demás usuarios pueden ver la lista, pero solo los administradores pueden cambiarla.

## Las listas de usuarios

- **Usuarios**: todas las personas con una cuenta activa, sus productos y su último inicio de sesión.
- **Usuarios bloqueados**: personas que ya no pueden iniciar sesión, con el motivo.
- **Usuarios pendientes**: personas invitadas que no han terminado su registro, con su etapa, como **Invitación enviada** o **Completando el registro**.

## Tareas comunes

- **Editar nombre**: corrige el nombre o el apellido de un compañero.
- **Cambiar productos**: marca exactamente los productos que debe tener el usuario, como **Report Builder**, y selecciona **Guardar**.
- **Bloquear**: impide que alguien inicie sesión de inmediato, por ejemplo en su último día. Sus sesiones terminan en ese momento. Usa **Desbloquear** para devolverle el acceso.
- **Eliminar**: quita la cuenta y todos sus productos de forma definitiva. No se puede deshacer.

No se puede eliminar al último administrador de la empresa.

## Buenas prácticas

- Ten al menos dos administradores, para que alguien pueda ayudar cuando uno no esté.
- Bloquea o elimina a los usuarios en cuanto dejen tu empresa.
- Revisa las listas cada trimestre, no solo durante la auditoría anual de acceso de usuarios.`,
      },
      'fr-CA': {
        title: 'Gérez les utilisateurs d’une entreprise de base',
        summary:
          'Les administrateurs peuvent consulter, modifier, bloquer et supprimer les utilisateurs de leur entreprise de base dans Gestion des utilisateurs.',
        body: `## Qui peut gérer les utilisateurs

Chaque entreprise de base compte au moins un **Administrateur**. Les administrateurs ouvrent **Gestion des utilisateurs** à partir d’[Administration](/admin/userList). Les autres utilisateurs peuvent consulter la liste, mais seuls les administrateurs peuvent la modifier.

## Les listes d’utilisateurs

- **Utilisateurs** : toutes les personnes ayant un compte actif, leurs produits et leur dernière connexion.
- **Utilisateurs bloqués** : les personnes qui ne peuvent plus se connecter, avec la raison.
- **Utilisateurs en attente** : les personnes invitées qui n’ont pas terminé leur inscription, avec leur étape, comme **Invitation envoyée** ou **Inscription en cours**.

## Tâches courantes

- **Modifier le nom** : corrigez le prénom ou le nom d’un collègue.
- **Modifier les produits** : cochez exactement les produits que l’utilisateur doit avoir, comme **Report Builder**, puis sélectionnez **Enregistrer**.
- **Bloquer** : empêchez immédiatement une personne de se connecter, par exemple à sa dernière journée. Ses sessions prennent fin aussitôt. Utilisez **Débloquer** pour lui redonner accès.
- **Supprimer** : retirez définitivement le compte et tous ses produits. Cette action est irréversible.

Le dernier administrateur de l’entreprise ne peut pas être supprimé.

## Bonnes pratiques

- Gardez au moins deux administrateurs, pour que quelqu’un puisse aider en l’absence de l’autre.
- Bloquez ou supprimez les utilisateurs dès qu’ils quittent votre entreprise.
- Examinez les listes chaque trimestre, pas seulement lors de l’audit annuel des accès des utilisateurs.`,
      },
    },
  },
  {
    slug: 'add-a-user',
    topic: 'your-account',
    publishedAt: '2025-09-09T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Add colleagues as users',
        summary: 'Administrators can invite colleagues to the portal and give them Report Builder access in one step.',
        body: `## Before you add someone

Only company administrators can add users. Each person needs their own account: never share a sign-in. Their e-mail address must belong to one of your company's authorized e-mail domains.

## Add users

1. Open [Admin](/admin/userList) and select **Add users**.
2. For each person, enter the **E-mail**, **First name** and **Last name**.
3. Choose the **Role**: **User** or **Administrator**.
4. Under **Products**, tick **Report Builder**.
5. Choose the **Language of the invitation**, or keep the company's language.
6. Select **Add another person** to invite more people at once.
7. Select **Add**.

## What happens next

- Each person receives an e-mail inviting them to set a password and [complete their registration](/knowledgeBase/basic/article?contentId=complete-your-registration).
- Until they finish, they appear in **Pending users** with their stage, for example **Invitation sent**.
- If the invitation shows **Link expired**, select **Resend invitation**.

## Many users at once

Use **Bulk upload**: select **Download the template**, fill in one row per person, choose the file and select **Check the file**. Rows with problems are listed before anything is created.

## If a user cannot be added

Check the e-mail domain and spelling. If the person already has a portal account with another company, [create an incident](/support/ticketCreation).`,
      },
      'es-MX': {
        title: 'Agrega a tus compañeros como usuarios',
        summary:
          'Los administradores pueden invitar a sus compañeros al portal y darles acceso a Report Builder en un solo paso.',
        body: `## Antes de agregar a alguien

Solo los administradores de la empresa pueden agregar usuarios. Cada persona necesita su propia cuenta: nunca compartas un inicio de sesión. Su correo debe pertenecer a uno de los dominios de correo autorizados de tu empresa.

## Agrega usuarios

1. Abre [Administración](/admin/userList) y selecciona **Agregar usuarios**.
2. Para cada persona, escribe el **Correo electrónico**, el **Nombre** y el **Apellido**.
3. Elige el **Rol**: **Usuario** o **Administrador**.
4. En **Productos**, marca **Report Builder**.
5. Elige el **Idioma de la invitación** o deja el idioma de la empresa.
6. Selecciona **Agregar otra persona** para invitar a varias personas a la vez.
7. Selecciona **Agregar**.

## Qué pasa después

- Cada persona recibe un correo que la invita a definir una contraseña y a [completar su registro](/knowledgeBase/basic/article?contentId=complete-your-registration).
- Mientras no termine, aparece en **Usuarios pendientes** con su etapa, por ejemplo **Invitación enviada**.
- Si la invitación muestra **Enlace vencido**, selecciona **Reenviar invitación**.

## Muchos usuarios a la vez

Usa **Carga masiva**: selecciona **Descargar la plantilla**, llena una fila por persona, elige el archivo y selecciona **Revisar el archivo**. Las filas con problemas se muestran antes de crear cualquier usuario.

## Si no se puede agregar a un usuario

Revisa el dominio y la ortografía del correo. Si la persona ya tiene una cuenta en el portal con otra empresa, [crea un incidente](/support/ticketCreation).`,
      },
      'fr-CA': {
        title: 'Ajoutez vos collègues comme utilisateurs',
        summary:
          'Les administrateurs peuvent inviter leurs collègues dans le portail et leur donner accès à Report Builder en une seule étape.',
        body: `## Avant d’ajouter quelqu’un

Seuls les administrateurs de l’entreprise peuvent ajouter des utilisateurs. Chaque personne a besoin de son propre compte : ne partagez jamais un identifiant. Son courriel doit appartenir à l’un des domaines autorisés de votre entreprise.

## Ajoutez des utilisateurs

1. Ouvrez [Administration](/admin/userList) et sélectionnez **Ajouter des utilisateurs**.
2. Pour chaque personne, entrez le **Courriel**, le **Prénom** et le **Nom**.
3. Choisissez le **Rôle** : **Utilisateur** ou **Administrateur**.
4. Sous **Produits**, cochez **Report Builder**.
5. Choisissez la **Langue de l’invitation** ou gardez la langue de l’entreprise.
6. Sélectionnez **Ajouter une autre personne** pour inviter plusieurs personnes à la fois.
7. Sélectionnez **Ajouter**.

## Et ensuite

- Chaque personne reçoit un courriel l’invitant à définir un mot de passe et à [terminer son inscription](/knowledgeBase/basic/article?contentId=complete-your-registration).
- D’ici là, elle figure dans **Utilisateurs en attente** avec son étape, par exemple **Invitation envoyée**.
- Si l’invitation indique **Lien expiré**, sélectionnez **Renvoyer l’invitation**.

## Plusieurs utilisateurs à la fois

Utilisez **Téléversement en bloc** : sélectionnez **Télécharger le modèle**, remplissez une ligne par personne, choisissez le fichier et sélectionnez **Vérifier le fichier**. Les lignes problématiques sont affichées avant toute création.

## Si un utilisateur ne peut pas être ajouté

Vérifiez le domaine et l’orthographe du courriel. Si la personne a déjà un compte dans le portail avec une autre entreprise, [créez un incident](/support/ticketCreation).`,
      },
    },
  },
  {
    slug: 'access-denied-messages',
    topic: 'your-account',
    publishedAt: '2025-10-14T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Understand access denied messages',
        summary: 'Why you may see an access denied or no-access page, and what to do about each one.',
        body: `## Why you see these pages

The portal shows each user only what their account includes. A basic account reaches Report Builder, the data dictionary, your profile, support tickets, the basic knowledge base and, for administrators, the user list. Other pages belong to charter accounts.

## The messages you may see

- **Access Denied/Forbidden**: you opened a page or an action your role does not allow, for example an administrator task when you are not an administrator.
- **You don’t have access to this page**: the page belongs to charter accounts, for example a charter product or a partner page. Basic accounts cannot open it.
- **Access pending** on a tile in [Apps](/apps): your access was requested and is not complete yet.
- **Speak to your administrator to get access**: your company administrator needs to turn on access for you.

## What to do

1. Go back to [Apps](/apps) and use the menu to reach your pages.
2. If you need a page that your account should include, ask your administrator to check your access in [Admin](/admin/userList).
3. If you followed a link from an email or a colleague, it may point to a charter page. Read [Basic and charter accounts](/knowledgeBase/basic/article?contentId=basic-vs-charter).
4. If none of this helps, [file a support incident](/support/ticketCreation) with the page address you tried to open.`,
      },
      'es-MX': {
        title: 'Entiende los mensajes de acceso denegado',
        summary: 'Por qué puedes ver una página de acceso denegado o sin acceso, y qué hacer en cada caso.',
        body: `## Por qué ves estas páginas

El portal le muestra a cada usuario solo lo que incluye su cuenta. Una cuenta básica llega a Report Builder, al diccionario de datos, a tu perfil, a los tickets de soporte, a la base de conocimientos básica y, para los administradores, a la lista de usuarios. Las demás páginas pertenecen a las cuentas con contrato.

## Los mensajes que puedes ver

- **Acceso denegado/prohibido**: abriste una página o una acción que tu rol no permite, por ejemplo una tarea de administrador cuando no eres administrador.
- **No tienes acceso a esta página**: la página pertenece a las cuentas con contrato, por ejemplo un producto con contrato o una página de socios. Las cuentas básicas no pueden abrirla.
- **Acceso pendiente** en un mosaico de [Aplicaciones](/apps): se pidió tu acceso y todavía no está completo.
- **Habla con tu administrador para obtener acceso**: el administrador de tu empresa tiene que activar tu acceso.

## Qué hacer

1. Regresa a [Aplicaciones](/apps) y usa el menú para llegar a tus páginas.
2. Si necesitas una página que tu cuenta debería incluir, pídele a tu administrador que revise tu acceso en [Administración](/admin/userList).
3. Si seguiste un enlace de un correo o de un compañero, puede llevar a una página de una cuenta con contrato. Lee [Cuentas básicas y con contrato](/knowledgeBase/basic/article?contentId=basic-vs-charter).
4. Si nada de esto funciona, [levanta un incidente de soporte](/support/ticketCreation) con la dirección de la página que intentaste abrir.`,
      },
      'fr-CA': {
        title: 'Comprenez les messages d’accès refusé',
        summary: 'Pourquoi une page d’accès refusé ou sans accès peut s’afficher, et quoi faire dans chaque cas.',
        body: `## Pourquoi ces pages s’affichent

Le portail montre à chaque utilisateur uniquement ce que comprend son compte. Un compte de base donne accès à Report Builder, au dictionnaire de données, à votre profil, aux billets de soutien, à la base de connaissances de base et, pour les administrateurs, à la liste des utilisateurs. Les autres pages appartiennent aux comptes sous contrat.

## Les messages possibles

- **Accès refusé/interdit** : vous avez ouvert une page ou une action que votre rôle ne permet pas, par exemple une tâche d’administrateur alors que vous n’êtes pas administrateur.
- **Vous n’avez pas accès à cette page** : la page appartient aux comptes sous contrat, par exemple un produit sous contrat ou une page de partenaires. Les comptes de base ne peuvent pas l’ouvrir.
- **Accès en attente** sur une tuile des [Applications](/apps) : votre accès a été demandé, mais il n’est pas encore accordé.
- **Adressez-vous à votre administrateur pour obtenir l’accès** : l’administrateur de votre entreprise doit activer votre accès.

## Quoi faire

1. Retournez aux [Applications](/apps) et utilisez le menu pour atteindre vos pages.
2. Si vous avez besoin d’une page que votre compte devrait comprendre, demandez à votre administrateur de vérifier votre accès dans [Administration](/admin/userList).
3. Si vous avez suivi un lien reçu par courriel ou d’un collègue, il mène peut-être à une page réservée aux comptes sous contrat. Lisez [Comptes de base et comptes sous contrat](/knowledgeBase/basic/article?contentId=basic-vs-charter).
4. Si rien de cela n’aide, [soumettez un incident de soutien](/support/ticketCreation) en indiquant l’adresse de la page que vous avez tenté d’ouvrir.`,
      },
    },
  },
  {
    slug: 'yearly-user-access-review',
    topic: 'your-account',
    publishedAt: '2026-10-06T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Complete the yearly user access audit',
        summary:
          'Once a year, administrators confirm who in their company still needs access. If the audit is late, users lose access to their products.',
        body: `## What the audit is

Once a year, each company administrator reviews every user of the company and confirms who should keep access. From 30 days before the due date, a banner on [Admin](/admin) shows the date, and administrators receive reminder emails.

## Complete the audit

1. On [Admin](/admin), select the banner's link to open the **User access audit**.
2. Go through **Users to review**. Each row shows the **Last sign-in** and a **Recommendation**, such as **Remove (no sign-in in 90 days)**.
3. For each user, choose **Keep** or **Remove**. Users you do not decide are kept.
4. Select **Preview** to see what happens next.
5. Under **Acknowledge and confirm**, tick all three:
   - I have reviewed the user list
   - I have made the modifications
   - I have verified all users
6. Select **Confirm audit**. The page shows the due date of the next audit.

Select **Download evidence (Excel)** to keep a record of your decisions.

## If the due date passes

Your company's users lose access to their products until the audit is confirmed. Administrators can still sign in and complete it; access comes back to everyone kept as soon as it is confirmed.

## Tips

- Start early, especially if you have many users.
- If you are the only administrator, add a second one before you go on leave.`,
      },
      'es-MX': {
        title: 'Completa la auditoría anual de acceso de usuarios',
        summary:
          'Una vez al año, los administradores confirman quién de su empresa todavía necesita acceso. Si la auditoría se retrasa, los usuarios pierden el acceso a sus productos.',
        body: `## Qué es la auditoría

Una vez al año, cada administrador revisa a todos los usuarios de la empresa y confirma quién debe conservar el acceso. Desde 30 días antes de la fecha límite, un aviso en [Administración](/admin) muestra la fecha y los administradores reciben correos de recordatorio.

## Completa la auditoría

1. En [Administración](/admin), selecciona el enlace del aviso para abrir la **Auditoría de acceso de usuarios**.
2. Revisa la lista de usuarios. Cada fila muestra el último inicio de sesión y una recomendación, como **Eliminar (sin inicio de sesión en 90 días)**.
3. Para cada usuario, elige **Conservar** o **Eliminar**. Los usuarios sin decisión se conservan.
4. Selecciona la vista previa para ver qué pasará después.
5. En **Reconocer y confirmar**, marca las tres casillas:
   - Revisé la lista de usuarios
   - Hice las modificaciones
   - Verifiqué a todos los usuarios
6. Selecciona **Confirmar auditoría**. La página muestra la fecha límite de la próxima auditoría.

Selecciona **Descargar evidencia (Excel)** para conservar un registro de tus decisiones.

## Si pasa la fecha límite

Los usuarios de tu empresa pierden el acceso a sus productos hasta que se confirme la auditoría. Los administradores todavía pueden iniciar sesión y completarla; el acceso vuelve para todos los usuarios conservados en cuanto se confirma.

## Consejos

- Empieza con tiempo, sobre todo si tienes muchos usuarios.
- Si eres el único administrador, agrega a un segundo antes de salir de vacaciones.`,
      },
      'fr-CA': {
        title: 'Effectuez l’audit annuel des accès des utilisateurs',
        summary:
          'Une fois par année, les administrateurs confirment qui, dans leur entreprise, a encore besoin d’accès. Si l’audit est en retard, les utilisateurs perdent l’accès à leurs produits.',
        body: `## En quoi consiste l’audit

Une fois par année, chaque administrateur examine tous les utilisateurs de l’entreprise et confirme qui doit conserver son accès. À partir de 30 jours avant l’échéance, une bannière dans [Administration](/admin) indique la date, et les administrateurs reçoivent des courriels de rappel.

## Effectuez l’audit

1. Dans [Administration](/admin), sélectionnez le lien de la bannière pour ouvrir l’**Audit des accès des utilisateurs**.
2. Parcourez la liste des utilisateurs. Chaque ligne indique la dernière connexion et une recommandation, comme **Retirer (aucune connexion depuis 90 jours)**.
3. Pour chaque utilisateur, choisissez **Conserver** ou **Retirer**. Les utilisateurs sans décision sont conservés.
4. Sélectionnez l’aperçu pour voir ce qui se passera ensuite.
5. Sous **Reconnaître et confirmer**, cochez les trois cases :
   - J’ai examiné la liste des utilisateurs
   - J’ai apporté les modifications
   - J’ai vérifié tous les utilisateurs
6. Sélectionnez **Confirmer l’audit**. La page indique l’échéance du prochain audit.

Sélectionnez **Télécharger les preuves (Excel)** pour garder une trace de vos décisions.

## Si l’échéance est dépassée

Les utilisateurs de votre entreprise perdent l’accès à leurs produits jusqu’à la confirmation de l’audit. Les administrateurs peuvent quand même se connecter et le terminer; l’accès revient pour tous les utilisateurs conservés dès la confirmation.

## Conseils

- Commencez tôt, surtout si vous avez beaucoup d’utilisateurs.
- Si vous êtes le seul administrateur, ajoutez-en un deuxième avant de partir en congé.`,
      },
    },
  },
];
