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

1. Go to the sign-in page and select **Forgot password?**
2. Enter the **User ID** or **Email** you use for the portal.
3. Select **Send reset link**.
4. Open the email we send you and select **Reset password**. The link works for 30 minutes.
5. Enter your new password twice and select **Save**.
6. Sign in with your new password.

## Password rules

Your new password must:

- be at least 12 characters long;
- include an uppercase letter, a lowercase letter and a number;
- not be one of your last five passwords.

## If the email does not arrive

- Wait five minutes and check your junk or spam folder.
- Make sure you entered the email address your administrator registered for you.
- Ask your company administrator to check your email in [Admin](/admin/userList).

## Locked out?

After five wrong attempts, your account is locked for 30 minutes. Wait and try again, or [file a support incident](/support/ticketCreation) if you need access sooner. Never share your password with colleagues: ask your administrator to add them as users instead.`,
      },
      'es-MX': {
        title: 'Restablece tu contraseña',
        summary:
          '¿Olvidaste tu contraseña o quieres cambiarla? Restablécela desde la página de inicio de sesión en unos minutos.',
        body: `## Restablece una contraseña olvidada

1. Ve a la página de inicio de sesión y selecciona **¿Olvidaste tu contraseña?**
2. Escribe el **ID de usuario** o el **Correo electrónico** que usas en el portal.
3. Selecciona **Enviar enlace**.
4. Abre el correo que te enviamos y selecciona **Restablecer contraseña**. El enlace funciona durante 30 minutos.
5. Escribe tu nueva contraseña dos veces y selecciona **Guardar**.
6. Inicia sesión con tu nueva contraseña.

## Reglas de la contraseña

Tu nueva contraseña debe:

- tener al menos 12 caracteres;
- incluir una letra mayúscula, una minúscula y un número;
- ser distinta de tus últimas cinco contraseñas.

## Si no te llega el correo

- Espera cinco minutos y revisa tu carpeta de correo no deseado.
- Verifica que escribiste el correo que tu administrador registró para ti.
- Pídele al administrador de tu empresa que revise tu correo en [Administración](/admin/userList).

## ¿Tu cuenta está bloqueada?

Después de cinco intentos fallidos, tu cuenta se bloquea durante 30 minutos. Espera y vuelve a intentarlo, o [levanta un incidente de soporte](/support/ticketCreation) si necesitas acceso antes. Nunca compartas tu contraseña con tus compañeros: pídele a tu administrador que los agregue como usuarios.`,
      },
      'fr-CA': {
        title: 'Réinitialisez votre mot de passe',
        summary:
          'Vous avez oublié votre mot de passe ou voulez le changer? Réinitialisez-le à partir de la page de connexion en quelques minutes.',
        body: `## Réinitialisez un mot de passe oublié

1. Allez à la page de connexion et sélectionnez **Mot de passe oublié?**
2. Entrez l’**Identifiant** ou le **Courriel** que vous utilisez dans le portail.
3. Sélectionnez **Envoyer le lien**.
4. Ouvrez le courriel que nous vous envoyons et sélectionnez **Réinitialiser le mot de passe**. Le lien est valide pendant 30 minutes.
5. Entrez votre nouveau mot de passe deux fois et sélectionnez **Enregistrer**.
6. Connectez-vous avec votre nouveau mot de passe.

## Règles du mot de passe

Votre nouveau mot de passe doit :

- compter au moins 12 caractères;
- comprendre une majuscule, une minuscule et un chiffre;
- être différent de vos cinq derniers mots de passe.

## Si le courriel n’arrive pas

- Attendez cinq minutes et vérifiez votre dossier de courrier indésirable.
- Assurez-vous d’avoir entré le courriel que votre administrateur a enregistré pour vous.
- Demandez à l’administrateur de votre entreprise de vérifier votre courriel dans [Administration](/admin/userList).

## Compte verrouillé?

Après cinq tentatives infructueuses, votre compte est verrouillé pendant 30 minutes. Attendez et réessayez, ou [soumettez un incident de soutien](/support/ticketCreation) si vous avez besoin d’accès plus tôt. Ne communiquez jamais votre mot de passe à vos collègues : demandez plutôt à votre administrateur de les ajouter comme utilisateurs.`,
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

1. Check that you are using your portal **User ID**, not your email, unless your invitation said otherwise.
2. Check that **Caps Lock** is off.
3. If you forgot your password, follow [Reset your password](/knowledgeBase/basic/article?contentId=reset-your-password).
4. If you see the **Press and hold** check, hold the button until the check mark appears.

## I am signed out again and again

- Allow cookies for the portal in your browser settings.
- Do not open the portal in more than one browser at the same time.
- Sessions end after a period of inactivity. Save your work in Report Builder before a long break.

## I see a no-access page after signing in

- If you were just added, your administrator may still need to finish your access. Ask them to check [Admin](/admin/userList).
- Basic accounts cannot open charter pages. Use the links in the menu, or start from [Apps](/apps).
- If your company's yearly user review was not completed in time, every user loses access until it is done. Contact your administrator.

## Still stuck?

[File a support incident](/support/ticketCreation) with your User ID, the time you tried and the exact message you saw.`,
      },
      'es-MX': {
        title: 'Resuelve problemas para iniciar sesión',
        summary:
          'Qué revisar si no puedes iniciar sesión, si se cierra tu sesión sin aviso o si llegas a una página que no puedes abrir.',
        body: `## No puedo iniciar sesión

1. Revisa que uses tu **ID de usuario** del portal y no tu correo, salvo que tu invitación diga otra cosa.
2. Revisa que **Bloq Mayús** esté desactivado.
3. Si olvidaste tu contraseña, sigue [Restablece tu contraseña](/knowledgeBase/basic/article?contentId=reset-your-password).
4. Si ves la verificación **Mantén presionado**, mantén presionado el botón hasta que aparezca la palomita.

## Mi sesión se cierra una y otra vez

- Permite las cookies del portal en la configuración de tu navegador.
- No abras el portal en más de un navegador al mismo tiempo.
- Las sesiones terminan después de un tiempo sin actividad. Guarda tu trabajo en Report Builder antes de una pausa larga.

## Veo una página sin acceso después de iniciar sesión

- Si te agregaron hace poco, tal vez tu administrador todavía tenga que terminar de darte acceso. Pídele que lo revise en [Administración](/admin/userList).
- Las cuentas básicas no pueden abrir páginas chárter. Usa los enlaces del menú o empieza desde [Aplicaciones](/apps).
- Si la revisión anual de usuarios de tu empresa no se completó a tiempo, todos los usuarios pierden el acceso hasta que se termine. Comunícate con tu administrador.

## ¿Sigues sin poder entrar?

[Levanta un incidente de soporte](/support/ticketCreation) con tu ID de usuario, la hora en que lo intentaste y el mensaje exacto que viste.`,
      },
      'fr-CA': {
        title: 'Réglez les problèmes de connexion',
        summary:
          'Quoi vérifier si vous ne pouvez pas vous connecter, si vous êtes déconnecté sans raison ou si une page vous est refusée.',
        body: `## Je ne peux pas me connecter

1. Vérifiez que vous utilisez votre **Identifiant** du portail et non votre courriel, sauf indication contraire dans votre invitation.
2. Vérifiez que la touche **Verr. Maj** est désactivée.
3. Si vous avez oublié votre mot de passe, suivez [Réinitialisez votre mot de passe](/knowledgeBase/basic/article?contentId=reset-your-password).
4. Si la vérification **Maintenir enfoncé** s’affiche, maintenez le bouton enfoncé jusqu’à ce que le crochet apparaisse.

## Je suis déconnecté sans arrêt

- Acceptez les témoins du portail dans les paramètres de votre navigateur.
- N’ouvrez pas le portail dans plus d’un navigateur à la fois.
- Les sessions prennent fin après une période d’inactivité. Enregistrez votre travail dans Report Builder avant une longue pause.

## Une page sans accès s’affiche après la connexion

- Si vous venez d’être ajouté, votre administrateur doit peut-être encore terminer votre accès. Demandez-lui de vérifier dans [Administration](/admin/userList).
- Les comptes de base ne peuvent pas ouvrir les pages charte. Utilisez les liens du menu ou commencez par les [Applications](/apps).
- Si l’examen annuel des utilisateurs de votre entreprise n’a pas été fait à temps, tous les utilisateurs perdent leur accès jusqu’à ce qu’il soit terminé. Communiquez avec votre administrateur.

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
2. In **Preferences**, open the **Time zone** list.
3. Choose the zone where you work, for example **UTC-05:00 Eastern Time**.
4. Select **Save**.

## Change your language

1. Open your [Profile](/profile).
2. In **Preferences**, choose a **Language**.
3. Select **Save**. The portal reloads in the language you chose.

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
2. En **Preferencias**, abre la lista **Zona horaria**.
3. Elige la zona donde trabajas, por ejemplo **UTC-06:00 Hora del centro**.
4. Selecciona **Guardar**.

## Cambia tu idioma

1. Abre tu [Perfil](/profile).
2. En **Preferencias**, elige un **Idioma**.
3. Selecciona **Guardar**. El portal se vuelve a cargar en el idioma que elegiste.

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
2. Dans **Préférences**, ouvrez la liste **Fuseau horaire**.
3. Choisissez le fuseau où vous travaillez, par exemple **UTC-05:00 Heure de l’Est**.
4. Sélectionnez **Enregistrer**.

## Changez votre langue

1. Ouvrez votre [Profil](/profile).
2. Dans **Préférences**, choisissez une **Langue**.
3. Sélectionnez **Enregistrer**. Le portail se recharge dans la langue choisie.

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
        summary: 'Keep your name, email and phone number current so support and your administrator can reach you.',
        body: `## What your profile shows

Your [Profile](/profile) shows the details the portal holds about you:

- **Name**, **User ID** and **Email**
- **Company** and your **User type** (for you, **Basic Vendor**)
- **Preferences**: time zone and language

## Change what you can

1. Open your [Profile](/profile).
2. Select **Edit**.
3. Update your **Phone number** or preferences.
4. Select **Save**.

## Details only your administrator can change

Your name, email and company are managed by your company administrator. To change them:

1. Find your administrator's name in [Admin](/admin/userList).
2. Ask them to update your user record.

If your company no longer has an active administrator, [file a support incident](/support/ticketCreation) and choose the **Supplier** account type.

## Why keep it current

- Support replies are sent to your email on file.
- Ticket forms are pre-filled from your profile, which saves you time.
- Your administrator uses these details in the yearly user review.`,
      },
      'es-MX': {
        title: 'Actualiza los datos de tu perfil',
        summary: 'Mantén al día tu nombre, correo y teléfono para que soporte y tu administrador puedan localizarte.',
        body: `## Lo que muestra tu perfil

Tu [Perfil](/profile) muestra los datos que el portal tiene sobre ti:

- **Nombre**, **ID de usuario** y **Correo electrónico**
- **Empresa** y tu **Tipo de usuario** (en tu caso, **Proveedor básico**)
- **Preferencias**: zona horaria e idioma

## Cambia lo que puedes

1. Abre tu [Perfil](/profile).
2. Selecciona **Editar**.
3. Actualiza tu **Número de teléfono** o tus preferencias.
4. Selecciona **Guardar**.

## Datos que solo tu administrador puede cambiar

Tu nombre, tu correo y tu empresa los administra el administrador de tu empresa. Para cambiarlos:

1. Busca el nombre de tu administrador en [Administración](/admin/userList).
2. Pídele que actualice tu registro de usuario.

Si tu empresa ya no tiene un administrador activo, [levanta un incidente de soporte](/support/ticketCreation) y elige el tipo de cuenta **Proveedor**.

## Por qué mantenerlo al día

- Las respuestas de soporte se envían al correo registrado.
- Los formularios de tickets se llenan con los datos de tu perfil, lo que te ahorra tiempo.
- Tu administrador usa estos datos en la revisión anual de usuarios.`,
      },
      'fr-CA': {
        title: 'Mettez à jour votre profil',
        summary:
          'Gardez votre nom, votre courriel et votre numéro de téléphone à jour pour que le soutien et votre administrateur puissent vous joindre.',
        body: `## Ce qu’affiche votre profil

Votre [Profil](/profile) affiche les renseignements que le portail détient sur vous :

- **Nom**, **Identifiant** et **Courriel**
- **Entreprise** et votre **Type d’utilisateur** (pour vous, **Fournisseur de base**)
- **Préférences** : fuseau horaire et langue

## Modifiez ce que vous pouvez

1. Ouvrez votre [Profil](/profile).
2. Sélectionnez **Modifier**.
3. Mettez à jour votre **Numéro de téléphone** ou vos préférences.
4. Sélectionnez **Enregistrer**.

## Renseignements que seul votre administrateur peut modifier

Votre nom, votre courriel et votre entreprise sont gérés par l’administrateur de votre entreprise. Pour les modifier :

1. Trouvez le nom de votre administrateur dans [Administration](/admin/userList).
2. Demandez-lui de mettre à jour votre fiche d’utilisateur.

Si votre entreprise n’a plus d’administrateur actif, [soumettez un incident de soutien](/support/ticketCreation) et choisissez le type de compte **Fournisseur**.

## Pourquoi le garder à jour

- Les réponses du soutien sont envoyées au courriel inscrit à votre dossier.
- Les formulaires de billet sont préremplis à partir de votre profil, ce qui vous fait gagner du temps.
- Votre administrateur utilise ces renseignements lors de l’examen annuel des utilisateurs.`,
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
        summary: 'Company administrators can see, edit and remove the users of their basic company from the user list.',
        body: `## Who can manage users

Each basic company has at least one **administrator**. Administrators see the **User list** in [Admin](/admin/userList). Other users can see who their administrators are, but cannot change anything.

## Review your user list

1. Open [Admin](/admin/userList).
2. Use the search box to find a user by name, User ID or email.
3. Check each user's **Status** and **Report Builder** access.

## Change a user's access

1. Select the user's name.
2. Turn **Report Builder** access on or off.
3. Select **Save**. The change applies the next time the user signs in.

## Remove a user

1. Select the checkbox beside the user.
2. Select **Remove**, then confirm.

Remove users as soon as they leave your company. Their exported files are still covered by the data sharing addendum.

## Good practice

- Keep at least two administrators, so someone can help when one is away.
- Give administrator rights only to people who need them.
- Review the list every quarter, not only during the yearly user review.`,
      },
      'es-MX': {
        title: 'Administra los usuarios de una empresa básica',
        summary:
          'Los administradores pueden ver, editar y eliminar a los usuarios de su empresa básica desde la lista de usuarios.',
        body: `## Quién puede administrar usuarios

Cada empresa básica tiene al menos un **administrador**. Los administradores ven la **Lista de usuarios** en [Administración](/admin/userList). Los demás usuarios pueden ver quiénes son sus administradores, pero no pueden cambiar nada.

## Revisa tu lista de usuarios

1. Abre [Administración](/admin/userList).
2. Usa el cuadro de búsqueda para encontrar a un usuario por nombre, ID de usuario o correo.
3. Revisa el **Estado** de cada usuario y su acceso a **Report Builder**.

## Cambia el acceso de un usuario

1. Selecciona el nombre del usuario.
2. Activa o desactiva el acceso a **Report Builder**.
3. Selecciona **Guardar**. El cambio se aplica la próxima vez que el usuario inicie sesión.

## Elimina a un usuario

1. Marca la casilla junto al usuario.
2. Selecciona **Eliminar** y confirma.

Elimina a los usuarios en cuanto dejen tu empresa. Sus archivos exportados siguen cubiertos por el anexo de intercambio de datos.

## Buenas prácticas

- Ten al menos dos administradores, para que alguien pueda ayudar cuando uno no esté.
- Da permisos de administrador solo a quien los necesite.
- Revisa la lista cada trimestre, no solo durante la revisión anual de usuarios.`,
      },
      'fr-CA': {
        title: 'Gérez les utilisateurs d’une entreprise de base',
        summary:
          'Les administrateurs peuvent consulter, modifier et retirer les utilisateurs de leur entreprise de base à partir de la liste des utilisateurs.',
        body: `## Qui peut gérer les utilisateurs

Chaque entreprise de base compte au moins un **administrateur**. Les administrateurs voient la **Liste des utilisateurs** dans [Administration](/admin/userList). Les autres utilisateurs peuvent voir qui sont leurs administrateurs, mais ne peuvent rien modifier.

## Examinez votre liste d’utilisateurs

1. Ouvrez [Administration](/admin/userList).
2. Utilisez la zone de recherche pour trouver un utilisateur par nom, identifiant ou courriel.
3. Vérifiez le **Statut** de chaque utilisateur et son accès à **Report Builder**.

## Modifiez l’accès d’un utilisateur

1. Sélectionnez le nom de l’utilisateur.
2. Activez ou désactivez l’accès à **Report Builder**.
3. Sélectionnez **Enregistrer**. La modification s’applique à la prochaine connexion de l’utilisateur.

## Retirez un utilisateur

1. Cochez la case à côté de l’utilisateur.
2. Sélectionnez **Retirer**, puis confirmez.

Retirez les utilisateurs dès qu’ils quittent votre entreprise. Leurs fichiers exportés demeurent visés par l’addenda sur le partage des données.

## Bonnes pratiques

- Gardez au moins deux administrateurs, pour que quelqu’un puisse aider en l’absence de l’autre.
- N’accordez les droits d’administrateur qu’aux personnes qui en ont besoin.
- Examinez la liste chaque trimestre, pas seulement lors de l’examen annuel des utilisateurs.`,
      },
    },
  },
  {
    slug: 'add-a-user',
    topic: 'your-account',
    publishedAt: '2025-09-09T10:00:00.000Z',
    translations: {
      'en-US': {
        title: 'Add a colleague as a user',
        summary: 'Administrators can invite a colleague to the portal and give them Report Builder access.',
        body: `## Before you add someone

Only company administrators can add users. Each person needs their own user: never share a sign-in. The new user's email must use one of your company's registered email domains.

## Add a user

1. Open [Admin](/admin/userList).
2. Select **Add user**.
3. Enter the **First name**, **Last name** and **Email**.
4. Choose the **Role**: **User** or **Administrator**.
5. Turn on **Report Builder** access if they need reports.
6. Select **Add**. The portal checks the details before saving.

## What happens next

- The new user receives an invitation email.
- They sign in and [complete their registration](/knowledgeBase/basic/article?contentId=complete-your-registration).
- Until they do, their status in the user list is **Invited**.

## If the portal will not add the user

- **Email domain not allowed**: the address must belong to your company. Use their work email.
- **User already exists**: the person may already have a portal user, perhaps with another company. [File a support incident](/support/ticketCreation) so we can help.
- **Invitation not received**: check the email address, then select **Resend invitation** beside their name.`,
      },
      'es-MX': {
        title: 'Agrega a un compañero como usuario',
        summary: 'Los administradores pueden invitar a un compañero al portal y darle acceso a Report Builder.',
        body: `## Antes de agregar a alguien

Solo los administradores de la empresa pueden agregar usuarios. Cada persona necesita su propio usuario: nunca compartas un inicio de sesión. El correo del nuevo usuario debe usar uno de los dominios de correo registrados de tu empresa.

## Agrega un usuario

1. Abre [Administración](/admin/userList).
2. Selecciona **Agregar usuario**.
3. Escribe el **Nombre**, el **Apellido** y el **Correo electrónico**.
4. Elige el **Rol**: **Usuario** o **Administrador**.
5. Activa el acceso a **Report Builder** si necesita reportes.
6. Selecciona **Agregar**. El portal revisa los datos antes de guardarlos.

## Qué pasa después

- El nuevo usuario recibe un correo de invitación.
- Inicia sesión y [completa su registro](/knowledgeBase/basic/article?contentId=complete-your-registration).
- Mientras tanto, su estado en la lista de usuarios es **Invitado**.

## Si el portal no agrega al usuario

- **Dominio de correo no permitido**: la dirección debe pertenecer a tu empresa. Usa su correo de trabajo.
- **El usuario ya existe**: es posible que la persona ya tenga un usuario en el portal, tal vez con otra empresa. [Levanta un incidente de soporte](/support/ticketCreation) para que te ayudemos.
- **No llegó la invitación**: revisa la dirección de correo y selecciona **Reenviar invitación** junto a su nombre.`,
      },
      'fr-CA': {
        title: 'Ajoutez un collègue comme utilisateur',
        summary:
          'Les administrateurs peuvent inviter un collègue dans le portail et lui donner accès à Report Builder.',
        body: `## Avant d’ajouter quelqu’un

Seuls les administrateurs de l’entreprise peuvent ajouter des utilisateurs. Chaque personne a besoin de son propre utilisateur : ne partagez jamais un identifiant. Le courriel du nouvel utilisateur doit appartenir à l’un des domaines de courriel enregistrés de votre entreprise.

## Ajoutez un utilisateur

1. Ouvrez [Administration](/admin/userList).
2. Sélectionnez **Ajouter un utilisateur**.
3. Entrez le **Prénom**, le **Nom** et le **Courriel**.
4. Choisissez le **Rôle** : **Utilisateur** ou **Administrateur**.
5. Activez l’accès à **Report Builder** si la personne a besoin de rapports.
6. Sélectionnez **Ajouter**. Le portail vérifie les renseignements avant de les enregistrer.

## Et ensuite

- Le nouvel utilisateur reçoit une invitation par courriel.
- Il se connecte et [termine son inscription](/knowledgeBase/basic/article?contentId=complete-your-registration).
- D’ici là, son statut dans la liste des utilisateurs est **Invité**.

## Si le portail n’ajoute pas l’utilisateur

- **Domaine de courriel non autorisé** : l’adresse doit appartenir à votre entreprise. Utilisez son courriel professionnel.
- **L’utilisateur existe déjà** : la personne a peut-être déjà un utilisateur dans le portail, peut-être avec une autre entreprise. [Soumettez un incident de soutien](/support/ticketCreation) pour que nous puissions vous aider.
- **Invitation non reçue** : vérifiez l’adresse, puis sélectionnez **Renvoyer l’invitation** à côté de son nom.`,
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

- **Access denied**: you opened a page your role does not allow, for example the user list when you are not an administrator.
- **You do not have access to this page**: the page is part of a charter product. Basic accounts cannot open it.
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

El portal le muestra a cada usuario solo lo que incluye su cuenta. Una cuenta básica llega a Report Builder, al diccionario de datos, a tu perfil, a los tickets de soporte, a la base de conocimientos básica y, para los administradores, a la lista de usuarios. Las demás páginas pertenecen a las cuentas chárter.

## Los mensajes que puedes ver

- **Acceso denegado**: abriste una página que tu rol no permite, por ejemplo la lista de usuarios cuando no eres administrador.
- **No tienes acceso a esta página**: la página forma parte de un producto chárter. Las cuentas básicas no pueden abrirla.
- **Acceso pendiente** en un mosaico de [Aplicaciones](/apps): se pidió tu acceso y todavía no está completo.
- **Habla con tu administrador para obtener acceso**: el administrador de tu empresa tiene que activar tu acceso.

## Qué hacer

1. Regresa a [Aplicaciones](/apps) y usa el menú para llegar a tus páginas.
2. Si necesitas una página que tu cuenta debería incluir, pídele a tu administrador que revise tu acceso en [Administración](/admin/userList).
3. Si seguiste un enlace de un correo o de un compañero, puede llevar a una página chárter. Lee [Cuentas básicas y chárter](/knowledgeBase/basic/article?contentId=basic-vs-charter).
4. Si nada de esto funciona, [levanta un incidente de soporte](/support/ticketCreation) con la dirección de la página que intentaste abrir.`,
      },
      'fr-CA': {
        title: 'Comprenez les messages d’accès refusé',
        summary: 'Pourquoi une page d’accès refusé ou sans accès peut s’afficher, et quoi faire dans chaque cas.',
        body: `## Pourquoi ces pages s’affichent

Le portail montre à chaque utilisateur uniquement ce que comprend son compte. Un compte de base donne accès à Report Builder, au dictionnaire de données, à votre profil, aux billets de soutien, à la base de connaissances de base et, pour les administrateurs, à la liste des utilisateurs. Les autres pages appartiennent aux comptes charte.

## Les messages possibles

- **Accès refusé** : vous avez ouvert une page que votre rôle ne permet pas, par exemple la liste des utilisateurs alors que vous n’êtes pas administrateur.
- **Vous n’avez pas accès à cette page** : la page fait partie d’un produit charte. Les comptes de base ne peuvent pas l’ouvrir.
- **Accès en attente** sur une tuile des [Applications](/apps) : votre accès a été demandé, mais il n’est pas encore accordé.
- **Adressez-vous à votre administrateur pour obtenir l’accès** : l’administrateur de votre entreprise doit activer votre accès.

## Quoi faire

1. Retournez aux [Applications](/apps) et utilisez le menu pour atteindre vos pages.
2. Si vous avez besoin d’une page que votre compte devrait comprendre, demandez à votre administrateur de vérifier votre accès dans [Administration](/admin/userList).
3. Si vous avez suivi un lien reçu par courriel ou d’un collègue, il mène peut-être à une page charte. Lisez [Comptes de base et comptes charte](/knowledgeBase/basic/article?contentId=basic-vs-charter).
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
        title: 'Complete the yearly user access review',
        summary:
          'Once a year, administrators must confirm who in their company still needs access. If the review is late, every user loses access.',
        body: `## What the review is

Once a year, the retailer asks each company administrator to confirm that every user in the company still needs portal access. The review has a **due date**, shown on a banner when you sign in.

## Complete the review

1. Open [Admin](/admin/userList). The review banner shows the due date.
2. Go through the user list. Remove people who have left and turn off access people no longer need.
3. Select **Confirm review**.
4. Tick the three acknowledgements:
   - I have reviewed the user list.
   - I have made the necessary modifications.
   - I have verified all users.
5. Select **Confirm**.

The banner disappears once the review is complete.

## If the due date passes

All users of your company, administrators included, lose access until the review is confirmed. An administrator can still sign in and complete it; access returns as soon as it is confirmed.

## Tips

- Start the review early, especially if you have many users.
- If you are the only administrator and will be away, add a second administrator beforehand.
- Questions about the review? [File a support incident](/support/ticketCreation).`,
      },
      'es-MX': {
        title: 'Completa la revisión anual de acceso de usuarios',
        summary:
          'Una vez al año, los administradores deben confirmar quién de su empresa todavía necesita acceso. Si la revisión se retrasa, todos los usuarios pierden el acceso.',
        body: `## Qué es la revisión

Una vez al año, el minorista le pide al administrador de cada empresa que confirme que todos los usuarios de la empresa todavía necesitan acceso al portal. La revisión tiene una **fecha límite**, que aparece en un aviso al iniciar sesión.

## Completa la revisión

1. Abre [Administración](/admin/userList). El aviso de la revisión muestra la fecha límite.
2. Revisa la lista de usuarios. Elimina a quienes ya se fueron y desactiva los accesos que ya no se necesitan.
3. Selecciona **Confirmar revisión**.
4. Marca las tres confirmaciones:
   - Revisé la lista de usuarios.
   - Hice las modificaciones necesarias.
   - Verifiqué a todos los usuarios.
5. Selecciona **Confirmar**.

El aviso desaparece cuando la revisión está completa.

## Si pasa la fecha límite

Todos los usuarios de tu empresa, incluidos los administradores, pierden el acceso hasta que se confirme la revisión. Un administrador todavía puede iniciar sesión y completarla; el acceso vuelve en cuanto se confirma.

## Consejos

- Empieza la revisión con tiempo, sobre todo si tienes muchos usuarios.
- Si eres el único administrador y vas a ausentarte, agrega antes a un segundo administrador.
- ¿Tienes preguntas sobre la revisión? [Levanta un incidente de soporte](/support/ticketCreation).`,
      },
      'fr-CA': {
        title: 'Effectuez l’examen annuel des accès des utilisateurs',
        summary:
          'Une fois par année, les administrateurs confirment qui, dans leur entreprise, a encore besoin d’accès. Si l’examen est en retard, tous les utilisateurs perdent leur accès.',
        body: `## En quoi consiste l’examen

Une fois par année, le détaillant demande à l’administrateur de chaque entreprise de confirmer que tous les utilisateurs de l’entreprise ont encore besoin d’accéder au portail. L’examen a une **date d’échéance**, affichée dans une bannière à la connexion.

## Effectuez l’examen

1. Ouvrez [Administration](/admin/userList). La bannière de l’examen indique la date d’échéance.
2. Parcourez la liste des utilisateurs. Retirez les personnes qui sont parties et désactivez les accès qui ne sont plus nécessaires.
3. Sélectionnez **Confirmer l’examen**.
4. Cochez les trois attestations :
   - J’ai examiné la liste des utilisateurs.
   - J’ai apporté les modifications nécessaires.
   - J’ai vérifié tous les utilisateurs.
5. Sélectionnez **Confirmer**.

La bannière disparaît une fois l’examen terminé.

## Si la date d’échéance est dépassée

Tous les utilisateurs de votre entreprise, y compris les administrateurs, perdent leur accès jusqu’à la confirmation de l’examen. Un administrateur peut quand même se connecter et le terminer; l’accès revient dès la confirmation.

## Conseils

- Commencez l’examen tôt, surtout si vous avez beaucoup d’utilisateurs.
- Si vous êtes le seul administrateur et prévoyez une absence, ajoutez d’abord un deuxième administrateur.
- Des questions sur l’examen? [Soumettez un incident de soutien](/support/ticketCreation).`,
      },
    },
  },
];
