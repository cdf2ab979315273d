import { defineTexts } from '../../platform/texts.js';

/** The audit's reminder e-mail to each of the company's admins, in the admin's language. */
const enUS = {
  sheetName: 'Access audit',
  columnAudit: 'Audit',
  columnDueDate: 'Due date',
  columnLoginId: 'Login ID',
  columnName: 'Name',
  columnEmail: 'Email',
  columnGroup: 'Group',
  columnLastSignIn: 'Last sign-in',
  columnRecommendation: 'Recommendation',
  columnDecision: 'Decision',
  columnDecidedBy: 'Decided by',
  columnDecidedAt: 'Decided at',
  decisionKEEP: 'Keep',
  decisionREMOVE: 'Remove',
  decisionUNDECIDED: 'Not decided',
  neverSignedIn: 'Never',
  reminderSubject: 'User access audit for {companyName} due on {dueDate}',
  reminderBody:
    'Hello {adminName},\n\nThe yearly user access audit of {companyName} is due on {dueDate} ({daysLeft} days left). Review every user, keep or remove each, acknowledge and confirm:\n{link}\n\nIf the audit is not confirmed by the due date, all users of {companyName} lose access to their products until it is.',
};

export type AccessAuditTextKey = keyof typeof enUS;

export const { text: accessAuditText } = defineTexts<AccessAuditTextKey>({
  'en-US': enUS,
  'es-MX': {
    sheetName: 'Auditoría de acceso',
    columnAudit: 'Auditoría',
    columnDueDate: 'Fecha de vencimiento',
    columnLoginId: 'ID de inicio de sesión',
    columnName: 'Nombre',
    columnEmail: 'Correo electrónico',
    columnGroup: 'Grupo',
    columnLastSignIn: 'Último inicio de sesión',
    columnRecommendation: 'Recomendación',
    columnDecision: 'Decisión',
    columnDecidedBy: 'Decidido por',
    columnDecidedAt: 'Decidido el',
    decisionKEEP: 'Conservar',
    decisionREMOVE: 'Eliminar',
    decisionUNDECIDED: 'Sin decidir',
    neverSignedIn: 'Nunca',
    reminderSubject: 'Auditoría de acceso de usuarios de {companyName}: vence el {dueDate}',
    reminderBody:
      'Hola, {adminName}:\n\nLa auditoría anual de acceso de usuarios de {companyName} vence el {dueDate} (quedan {daysLeft} días). Revisa a cada usuario, consérvalo o elimínalo, confirma los reconocimientos y la auditoría:\n{link}\n\nSi la auditoría no se confirma antes de la fecha de vencimiento, todos los usuarios de {companyName} pierden el acceso a sus productos hasta que se confirme.',
  },
  'fr-CA': {
    sheetName: 'Audit des accès',
    columnAudit: 'Audit',
    columnDueDate: 'Échéance',
    columnLoginId: 'Identifiant de connexion',
    columnName: 'Nom',
    columnEmail: 'Courriel',
    columnGroup: 'Groupe',
    columnLastSignIn: 'Dernière connexion',
    columnRecommendation: 'Recommandation',
    columnDecision: 'Décision',
    columnDecidedBy: 'Décidé par',
    columnDecidedAt: 'Décidé le',
    decisionKEEP: 'Conserver',
    decisionREMOVE: 'Retirer',
    decisionUNDECIDED: 'Non décidé',
    neverSignedIn: 'Jamais',
    reminderSubject: 'Audit des accès des utilisateurs de {companyName} : échéance le {dueDate}',
    reminderBody:
      'Bonjour {adminName},\n\nL’audit annuel des accès des utilisateurs de {companyName} arrive à échéance le {dueDate} (il reste {daysLeft} jours). Examinez chaque utilisateur, conservez-le ou retirez-le, cochez les confirmations et confirmez :\n{link}\n\nSi l’audit n’est pas confirmé avant l’échéance, tous les utilisateurs de {companyName} perdent l’accès à leurs produits jusqu’à sa confirmation.',
  },
});
