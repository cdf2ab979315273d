import type { Locale } from '@portal/contract/locale';

export type RequestMailFields = {
  adminName: string;
  requesterName: string;
  requesterEmail: string;
  requesterCompany: string;
  companyName: string;
  productText: string;
  note: string;
  link: string;
};

type MailText = { subject: (f: RequestMailFields) => string; body: (f: RequestMailFields) => string };

/** The e-mail a company's admins get when someone asks for access to its data, in each admin's language. */
export const ACCESS_REQUEST_MAIL: Record<Locale, MailText> = {
  'en-US': {
    subject: (f) => `Access request for ${f.companyName}`,
    body: (f) =>
      [
        `Hello ${f.adminName},`,
        '',
        `${f.requesterName} (${f.requesterEmail}) of ${f.requesterCompany} asks for access to ${f.companyName}'s data in the Supplier Insights Portal.`,
        '',
        `Products: ${f.productText}`,
        `Note: ${f.note || '—'}`,
        '',
        `Review the request in General and Access Settings: ${f.link}`,
      ].join('\n'),
  },
  'es-MX': {
    subject: (f) => `Solicitud de acceso a ${f.companyName}`,
    body: (f) =>
      [
        `Hola, ${f.adminName}:`,
        '',
        `${f.requesterName} (${f.requesterEmail}), de ${f.requesterCompany}, solicita acceso a los datos de ${f.companyName} en el Portal de Información para Proveedores.`,
        '',
        `Productos: ${f.productText}`,
        `Nota: ${f.note || '—'}`,
        '',
        `Revisa la solicitud en Configuración general y de acceso: ${f.link}`,
      ].join('\n'),
  },
  'fr-CA': {
    subject: (f) => `Demande d’accès à ${f.companyName}`,
    body: (f) =>
      [
        `Bonjour ${f.adminName},`,
        '',
        `${f.requesterName} (${f.requesterEmail}), de ${f.requesterCompany}, demande l’accès aux données de ${f.companyName} dans le Portail d’information fournisseurs.`,
        '',
        `Produits : ${f.productText}`,
        `Note : ${f.note || '—'}`,
        '',
        `Examinez la demande dans Paramètres généraux et d’accès : ${f.link}`,
      ].join('\n'),
  },
};
