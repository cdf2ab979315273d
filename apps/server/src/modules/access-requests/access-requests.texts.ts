import { defineTexts } from '../../platform/texts.js';

/** The e-mail a company's admins get when someone asks for access to its data, in each admin's language. */
const enUS = {
  mailSubject: 'Access request for {companyName}',
  mailBody:
    "Hello {adminName},\n\n{requesterName} ({requesterEmail}) of {requesterCompany} asks for access to {companyName}'s data in the Supplier Insights Portal.\n\nProducts: {productText}\nNote: {note}\n\nReview the request in General and Access Settings: {link}",
};

export type AccessRequestTextKey = keyof typeof enUS;

export const { text: accessRequestText } = defineTexts<AccessRequestTextKey>({
  'en-US': enUS,
  'es-MX': {
    mailSubject: 'Solicitud de acceso a {companyName}',
    mailBody:
      'Hola, {adminName}:\n\n{requesterName} ({requesterEmail}), de {requesterCompany}, solicita acceso a los datos de {companyName} en el Portal de Información para Proveedores.\n\nProductos: {productText}\nNota: {note}\n\nRevisa la solicitud en Configuración general y de acceso: {link}',
  },
  'fr-CA': {
    mailSubject: 'Demande d’accès à {companyName}',
    mailBody:
      'Bonjour {adminName},\n\n{requesterName} ({requesterEmail}), de {requesterCompany}, demande l’accès aux données de {companyName} dans le Portail d’information fournisseurs.\n\nProduits : {productText}\nNote : {note}\n\nExaminez la demande dans Paramètres généraux et d’accès : {link}',
  },
});
