import { defineTexts } from '../../platform/texts.js';

/** The e-mail a requester gets when a company's admin answers their request for access, in the requester's language. */
const enUS = {
  approvedSubject: 'Your access request for {companyName} was approved',
  approvedBody:
    'Hello {requesterName},\n\nAn administrator of {companyName} approved your request for access in the Supplier Insights Portal.\n\nProducts: {productText}\n{noteLine}\nOpen your applications: {link}',
  rejectedSubject: 'Your access request for {companyName} was declined',
  rejectedBody:
    'Hello {requesterName},\n\nAn administrator of {companyName} declined your request for access in the Supplier Insights Portal.\n\nProducts: {productText}\n{noteLine}\nYou may send a new request from your profile: {link}',
  noteLine: 'Note from the administrator: {note}\n',
};

export type AccessApprovalTextKey = keyof typeof enUS;

export const { text: accessApprovalText } = defineTexts<AccessApprovalTextKey>({
  'en-US': enUS,
  'es-MX': {
    approvedSubject: 'Se aprobó tu solicitud de acceso a {companyName}',
    approvedBody:
      'Hola, {requesterName}:\n\nUn administrador de {companyName} aprobó tu solicitud de acceso en el Portal de Información para Proveedores.\n\nProductos: {productText}\n{noteLine}\nAbre tus aplicaciones: {link}',
    rejectedSubject: 'Se rechazó tu solicitud de acceso a {companyName}',
    rejectedBody:
      'Hola, {requesterName}:\n\nUn administrador de {companyName} rechazó tu solicitud de acceso en el Portal de Información para Proveedores.\n\nProductos: {productText}\n{noteLine}\nPuedes enviar una nueva solicitud desde tu perfil: {link}',
    noteLine: 'Nota del administrador: {note}\n',
  },
  'fr-CA': {
    approvedSubject: 'Votre demande d’accès à {companyName} a été approuvée',
    approvedBody:
      'Bonjour {requesterName},\n\nUn administrateur de {companyName} a approuvé votre demande d’accès dans le Portail d’information fournisseurs.\n\nProduits : {productText}\n{noteLine}\nOuvrez vos applications : {link}',
    rejectedSubject: 'Votre demande d’accès à {companyName} a été refusée',
    rejectedBody:
      'Bonjour {requesterName},\n\nUn administrateur de {companyName} a refusé votre demande d’accès dans le Portail d’information fournisseurs.\n\nProduits : {productText}\n{noteLine}\nVous pouvez envoyer une nouvelle demande depuis votre profil : {link}',
    noteLine: 'Note de l’administrateur : {note}\n',
  },
});
