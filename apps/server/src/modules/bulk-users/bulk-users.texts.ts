import type { BulkEditOutcome, BulkEditReason, BulkRowOutcome, BulkRowReason } from '@portal/contract/bulk-users';
import { ALLOWED_LOCALES, type Locale } from '@portal/contract/locale';
import type { CompanyPersona } from '@portal/contract/user-admin';
import { defineTexts } from '../../platform/texts.js';

/**
 * The bulk upload's spreadsheets in the admin's language (decision 053): the template's columns, lists and
 * instructions, and the report's outcome and reasons. An upload's headers are read in any of the three languages.
 */
const enUS = {
  sheetUsers: 'Users',
  sheetInstructions: 'Instructions',
  email: 'E-mail',
  firstName: 'First name',
  lastName: 'Last name',
  role: 'Role',
  language: 'Language',
  yes: 'Yes',
  roleADMIN: 'Administrator',
  roleUSER: 'User',
  row: 'Row',
  outcome: 'Outcome',
  reasons: 'Reasons',
  outcomeCREATE: 'Will be created',
  outcomeSKIP: 'Skipped',
  outcomeERROR: 'Error',
  exampleFirstName: 'Ana',
  exampleLastName: 'Example',
  instructions:
    'Fill in one person per row of the Users sheet, from row 3 (row 2 is an example: it is skipped on upload).\n' +
    'E-mail, first name, last name and role are required. Role: Administrator or User.\n' +
    'Language (optional): en-US, es-MX or fr-CA, for the invitation e-mail; the market’s language when empty.\n' +
    'Products: write Yes under each product the person gets; leave the others empty.\n' +
    'Upload the file as .xlsx or .csv (at most {rowsMax} people, {megabytes} MB). Before anyone is created you see ' +
    'each row’s outcome; people already in the portal are skipped.',
  reason_invalid_email: 'Not a valid e-mail address',
  reason_duplicate_in_list: 'The e-mail is in the file more than once',
  reason_already_user: 'Already has an account',
  reason_already_invited: 'Already invited',
  reason_domain_not_authorised: 'The e-mail domain is not one of the company’s authorised domains',
  reason_unknown_product: 'A product column is not a product of the portal',
  reason_missing_field: 'A required field is empty',
  reason_unknown_role: 'The role is not Administrator or User',
  reason_invalid_name: 'A name is too long or holds a line break or a control character',
  reason_example_row: 'The template’s example',
  // The bulk edit: its template, its report's changes, its reasons; and the bulk jobs' result files.
  products: 'Products',
  beforeOf: '{field}: before',
  afterOf: '{field}: after',
  outcomeUPDATE: 'Will be updated',
  outcomeUNCHANGED: 'Unchanged',
  reason_not_company_user: 'The e-mail is not one of the company’s users (new people go by bulk upload)',
  reason_own_role: 'You cannot change your own role',
  reason_last_admin: 'The company would be left without an active administrator',
  editInstructions:
    'The Users sheet lists the company’s users as they are now. Change only what should change: first name, last ' +
    'name, role (Administrator or User) and products (Yes under each product the user has; empty for none).\n' +
    'The e-mail identifies the user: do not change it. Rows you do not change do nothing; you may also remove them.\n' +
    'New people are added by the bulk upload, not here. A product whose column is not in the file is left as it is.\n' +
    'Upload the file as .xlsx or .csv (at most {rowsMax} rows, {megabytes} MB). Before anything changes you see ' +
    'each row’s changes, before and after.',
  sheetResults: 'Results',
  reason: 'Reason',
  result_CREATED: 'Created',
  result_UPDATED: 'Updated',
  result_UNCHANGED: 'Unchanged',
  result_FAILED: 'Not done',
};

export type BulkTextKey = keyof typeof enUS;

export const { text: bulkText } = defineTexts<BulkTextKey>({
  'en-US': enUS,
  'es-MX': {
    sheetUsers: 'Usuarios',
    sheetInstructions: 'Instrucciones',
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellido',
    role: 'Rol',
    language: 'Idioma',
    yes: 'Sí',
    roleADMIN: 'Administrador',
    roleUSER: 'Usuario',
    row: 'Fila',
    outcome: 'Resultado',
    reasons: 'Motivos',
    outcomeCREATE: 'Se creará',
    outcomeSKIP: 'Omitida',
    outcomeERROR: 'Error',
    exampleFirstName: 'Ana',
    exampleLastName: 'Ejemplo',
    instructions:
      'Escribe una persona por fila en la hoja Usuarios, desde la fila 3 (la fila 2 es un ejemplo: se omite al subir el archivo).\n' +
      'Correo electrónico, nombre, apellido y rol son obligatorios. Rol: Administrador o Usuario.\n' +
      'Idioma (opcional): en-US, es-MX o fr-CA, para el correo de invitación; el idioma del mercado si está vacío.\n' +
      'Productos: escribe Sí bajo cada producto que la persona recibe; deja vacíos los demás.\n' +
      'Sube el archivo como .xlsx o .csv (como máximo {rowsMax} personas, {megabytes} MB). Antes de crear a nadie ves ' +
      'el resultado de cada fila; las personas que ya están en el portal se omiten.',
    reason_invalid_email: 'No es un correo electrónico válido',
    reason_duplicate_in_list: 'El correo aparece más de una vez en el archivo',
    reason_already_user: 'Ya tiene una cuenta',
    reason_already_invited: 'Ya fue invitada',
    reason_domain_not_authorised: 'El dominio del correo no es uno de los dominios autorizados de la empresa',
    reason_unknown_product: 'Una columna de producto no es un producto del portal',
    reason_missing_field: 'Falta un dato obligatorio',
    reason_unknown_role: 'El rol no es Administrador ni Usuario',
    reason_invalid_name: 'Un nombre es demasiado largo o contiene un salto de línea o un carácter de control',
    reason_example_row: 'El ejemplo de la plantilla',
    products: 'Productos',
    beforeOf: '{field}: antes',
    afterOf: '{field}: después',
    outcomeUPDATE: 'Se actualizará',
    outcomeUNCHANGED: 'Sin cambios',
    reason_not_company_user:
      'El correo no es de un usuario de la empresa (las personas nuevas se agregan con la carga masiva)',
    reason_own_role: 'No puedes cambiar tu propio rol',
    reason_last_admin: 'La empresa se quedaría sin un administrador activo',
    editInstructions:
      'La hoja Usuarios lista a los usuarios de la empresa como están ahora. Cambia solo lo que deba cambiar: ' +
      'nombre, apellido, rol (Administrador o Usuario) y productos (Sí bajo cada producto que el usuario tiene; vacío ' +
      'si no lo tiene).\n' +
      'El correo electrónico identifica al usuario: no lo cambies. Las filas que no cambias no hacen nada; también ' +
      'puedes quitarlas.\n' +
      'Las personas nuevas se agregan con la carga masiva, no aquí. Un producto cuya columna no está en el archivo ' +
      'queda como está.\n' +
      'Sube el archivo como .xlsx o .csv (como máximo {rowsMax} filas, {megabytes} MB). Antes de que algo cambie ves ' +
      'los cambios de cada fila, antes y después.',
    sheetResults: 'Resultados',
    reason: 'Motivo',
    result_CREATED: 'Creado',
    result_UPDATED: 'Actualizado',
    result_UNCHANGED: 'Sin cambios',
    result_FAILED: 'No realizado',
  },
  'fr-CA': {
    sheetUsers: 'Utilisateurs',
    sheetInstructions: 'Instructions',
    email: 'Courriel',
    firstName: 'Prénom',
    lastName: 'Nom',
    role: 'Rôle',
    language: 'Langue',
    yes: 'Oui',
    roleADMIN: 'Administrateur',
    roleUSER: 'Utilisateur',
    row: 'Ligne',
    outcome: 'Résultat',
    reasons: 'Motifs',
    outcomeCREATE: 'Sera créé',
    outcomeSKIP: 'Ignorée',
    outcomeERROR: 'Erreur',
    exampleFirstName: 'Ana',
    exampleLastName: 'Exemple',
    instructions:
      'Inscrivez une personne par ligne de la feuille Utilisateurs, à partir de la ligne 3 (la ligne 2 est un exemple : elle est ignorée au téléversement).\n' +
      'Le courriel, le prénom, le nom et le rôle sont obligatoires. Rôle : Administrateur ou Utilisateur.\n' +
      'Langue (facultatif) : en-US, es-MX ou fr-CA, pour le courriel d’invitation; la langue du marché si elle est vide.\n' +
      'Produits : inscrivez Oui sous chaque produit que la personne reçoit; laissez les autres vides.\n' +
      'Téléversez le fichier en .xlsx ou en .csv (au plus {rowsMax} personnes, {megabytes} Mo). Avant que quiconque soit ' +
      'créé, vous voyez le résultat de chaque ligne; les personnes déjà dans le portail sont ignorées.',
    reason_invalid_email: 'Ce n’est pas un courriel valide',
    reason_duplicate_in_list: 'Le courriel figure plus d’une fois dans le fichier',
    reason_already_user: 'A déjà un compte',
    reason_already_invited: 'Déjà invitée',
    reason_domain_not_authorised: 'Le domaine du courriel n’est pas un des domaines autorisés de l’entreprise',
    reason_unknown_product: 'Une colonne de produit n’est pas un produit du portail',
    reason_missing_field: 'Une donnée obligatoire est vide',
    reason_unknown_role: 'Le rôle n’est ni Administrateur ni Utilisateur',
    reason_invalid_name: 'Un nom est trop long ou contient un saut de ligne ou un caractère de contrôle',
    reason_example_row: 'L’exemple du modèle',
    products: 'Produits',
    beforeOf: '{field} : avant',
    afterOf: '{field} : après',
    outcomeUPDATE: 'Sera modifié',
    outcomeUNCHANGED: 'Inchangée',
    reason_not_company_user:
      'Le courriel n’est pas celui d’un utilisateur de l’entreprise (les nouvelles personnes passent par le téléversement en bloc)',
    reason_own_role: 'Vous ne pouvez pas changer votre propre rôle',
    reason_last_admin: 'L’entreprise resterait sans administrateur actif',
    editInstructions:
      'La feuille Utilisateurs liste les utilisateurs de l’entreprise tels qu’ils sont maintenant. Changez seulement ' +
      'ce qui doit changer : prénom, nom, rôle (Administrateur ou Utilisateur) et produits (Oui sous chaque produit ' +
      'que l’utilisateur a; vide sinon).\n' +
      'Le courriel identifie l’utilisateur : ne le changez pas. Les lignes que vous ne changez pas ne font rien; vous ' +
      'pouvez aussi les retirer.\n' +
      'Les nouvelles personnes s’ajoutent par le téléversement en bloc, pas ici. Un produit dont la colonne n’est pas ' +
      'dans le fichier reste tel quel.\n' +
      'Téléversez le fichier en .xlsx ou en .csv (au plus {rowsMax} lignes, {megabytes} Mo). Avant que rien ne ' +
      'change, vous voyez les changements de chaque ligne, avant et après.',
    sheetResults: 'Résultats',
    reason: 'Motif',
    result_CREATED: 'Créé',
    result_UPDATED: 'Modifié',
    result_UNCHANGED: 'Inchangé',
    result_FAILED: 'Non fait',
  },
});

/** The report's text of a reason: its code's last part names the catalogue entry. */
export function reasonText(locale: Locale, reason: BulkRowReason | BulkEditReason): string {
  return bulkText(locale, `reason_${reason.slice(reason.indexOf('.') + 1)}` as BulkTextKey);
}

export function outcomeText(locale: Locale, outcome: BulkRowOutcome | BulkEditOutcome): string {
  return bulkText(locale, `outcome${outcome}`);
}

/** What a bulk job did to a row, in its result file. */
export type BulkJobOutcome = 'CREATED' | 'UPDATED' | 'UNCHANGED' | 'FAILED';

export function resultText(locale: Locale, outcome: BulkJobOutcome): string {
  return bulkText(locale, `result_${outcome}`);
}

export function roleText(locale: Locale, persona: CompanyPersona): string {
  return bulkText(locale, `role${persona}`);
}

/** Every language's text of a key: an upload's headers and values may be in any of them. */
export function inEveryLanguage(key: BulkTextKey): string[] {
  return ALLOWED_LOCALES.map((locale) => bulkText(locale, key));
}
