import type { Locale } from '@portal/contract/locale';
import type { IncidentStatus } from '@portal/contract/support';
import { INCIDENT_STATUS_NAMES } from '@portal/contract/texts';
import { defineTexts } from '../../platform/texts.js';

/** Texts the server writes itself (e-mails, opening hours), in the three languages; es-MX uses "tú". */

const enUS = {
  hours: 'Monday to Friday, 7:00 a.m. to 7:00 p.m. Central Time, except public holidays.',
  filedSubject: 'We received your support request {reference}',
  filedBody:
    'Hello {name},\n\nThank you for your request. A representative will reach out to you soon.\n\nYour incident reference number is {reference}.\nSubject: {subject}\n\nSigned in to the portal, you can follow it here:\n{link}\n\nSupplier Insights Portal support',
  replySubject: 'New reply to your support request {reference}',
  replyBody:
    'Hello {name},\n\nThe support team replied to your request {reference}:\n\n{text}\n\nRead the conversation and answer here:\n{link}\n\nSupplier Insights Portal support',
  statusSubject: 'Your support request {reference} is now: {status}',
  statusBody:
    'Hello {name},\n\nThe status of your request {reference} changed to: {status}.\n\nSee the details here:\n{link}\n\nSupplier Insights Portal support',
  contactAckSubject: 'We received your message',
  contactAckBody:
    'Hello {name},\n\nThank you for contacting us about "{reason}". The support team will answer you at this address, usually within two business days.\n\nYour message:\n{message}\n\nSupplier Insights Portal support',
  filedBodyFixed:
    'Hello,\n\nWe received a support request filed with this e-mail address as its contact. Its reference number is {reference}. A representative will reach out to you soon.\n\nIf you did not expect this message, you can ignore it.\n\nSupplier Insights Portal support',
  contactAckBodyFixed:
    'Hello,\n\nWe received a message about "{reason}" that gave this e-mail address for the answer. The support team will answer you here, usually within two business days.\n\nIf you did not expect this message, you can ignore it.\n\nSupplier Insights Portal support',
};

export type SupportTextKey = keyof typeof enUS;

const esMX: Record<SupportTextKey, string> = {
  hours: 'De lunes a viernes, de 7:00 a 19:00, hora del centro, excepto días festivos.',
  filedSubject: 'Recibimos tu solicitud de soporte {reference}',
  filedBody:
    'Hola {name}:\n\nGracias por tu solicitud. Un representante se comunicará contigo pronto.\n\nEl número de referencia de tu incidente es {reference}.\nAsunto: {subject}\n\nCon tu sesión iniciada en el portal, puedes darle seguimiento aquí:\n{link}\n\nSoporte del Supplier Insights Portal',
  replySubject: 'Nueva respuesta a tu solicitud de soporte {reference}',
  replyBody:
    'Hola {name}:\n\nEl equipo de soporte respondió a tu solicitud {reference}:\n\n{text}\n\nLee la conversación y responde aquí:\n{link}\n\nSoporte del Supplier Insights Portal',
  statusSubject: 'Tu solicitud de soporte {reference} ahora está: {status}',
  statusBody:
    'Hola {name}:\n\nEl estado de tu solicitud {reference} cambió a: {status}.\n\nConsulta los detalles aquí:\n{link}\n\nSoporte del Supplier Insights Portal',
  contactAckSubject: 'Recibimos tu mensaje',
  contactAckBody:
    'Hola {name}:\n\nGracias por escribirnos sobre «{reason}». El equipo de soporte te responderá a esta dirección, normalmente en un plazo de dos días hábiles.\n\nTu mensaje:\n{message}\n\nSoporte del Supplier Insights Portal',
  filedBodyFixed:
    'Hola:\n\nRecibimos una solicitud de soporte que indica este correo electrónico como contacto. Su número de referencia es {reference}. Un representante se comunicará contigo pronto.\n\nSi no esperabas este mensaje, puedes ignorarlo.\n\nSoporte del Supplier Insights Portal',
  contactAckBodyFixed:
    'Hola:\n\nRecibimos un mensaje sobre «{reason}» que indica este correo electrónico para la respuesta. El equipo de soporte te responderá aquí, normalmente en un plazo de dos días hábiles.\n\nSi no esperabas este mensaje, puedes ignorarlo.\n\nSoporte del Supplier Insights Portal',
};

const frCA: Record<SupportTextKey, string> = {
  hours: 'Du lundi au vendredi, de 7 h à 19 h, heure du Centre, sauf les jours fériés.',
  filedSubject: 'Nous avons reçu votre demande de soutien {reference}',
  filedBody:
    'Bonjour {name},\n\nMerci pour votre demande. Un représentant communiquera avec vous sous peu.\n\nLe numéro de référence de votre incident est {reference}.\nObjet : {subject}\n\nUne fois connecté au portail, vous pouvez la suivre ici :\n{link}\n\nSoutien du Supplier Insights Portal',
  replySubject: 'Nouvelle réponse à votre demande de soutien {reference}',
  replyBody:
    'Bonjour {name},\n\nL’équipe de soutien a répondu à votre demande {reference} :\n\n{text}\n\nLisez la conversation et répondez ici :\n{link}\n\nSoutien du Supplier Insights Portal',
  statusSubject: 'Votre demande de soutien {reference} est maintenant : {status}',
  statusBody:
    'Bonjour {name},\n\nL’état de votre demande {reference} est passé à : {status}.\n\nConsultez les détails ici :\n{link}\n\nSoutien du Supplier Insights Portal',
  contactAckSubject: 'Nous avons reçu votre message',
  contactAckBody:
    'Bonjour {name},\n\nMerci de nous avoir écrit au sujet de « {reason} ». L’équipe de soutien vous répondra à cette adresse, habituellement dans un délai de deux jours ouvrables.\n\nVotre message :\n{message}\n\nSoutien du Supplier Insights Portal',
  filedBodyFixed:
    'Bonjour,\n\nNous avons reçu une demande de soutien qui indique cette adresse courriel comme contact. Son numéro de référence est {reference}. Un représentant communiquera avec vous sous peu.\n\nSi vous n’attendiez pas ce message, vous pouvez l’ignorer.\n\nSoutien du Supplier Insights Portal',
  contactAckBodyFixed:
    'Bonjour,\n\nNous avons reçu un message au sujet de « {reason} » qui indique cette adresse courriel pour la réponse. L’équipe de soutien vous répondra ici, habituellement dans un délai de deux jours ouvrables.\n\nSi vous n’attendiez pas ce message, vous pouvez l’ignorer.\n\nSoutien du Supplier Insights Portal',
};

export const { text: supportText } = defineTexts<SupportTextKey>({ 'en-US': enUS, 'es-MX': esMX, 'fr-CA': frCA });

/** A status as the requester's e-mail names it: the same names the web shows (the contract holds them). */
export function statusName(locale: Locale, status: IncidentStatus): string {
  return INCIDENT_STATUS_NAMES[locale][status];
}
