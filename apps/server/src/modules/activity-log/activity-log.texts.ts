import { defineTexts } from '../../platform/texts.js';

/** The download's sheet name and column headers, in the caller's language. */
const enUS = {
  sheet: 'Activity log',
  createdOn: 'Created on ({zone})',
  actor: 'Actor',
  entityType: 'Entity type',
  entityId: 'Entity id',
  event: 'Event',
  eventDescription: 'Event description',
  sourceApp: 'Application',
  companyName: 'Company',
  market: 'Market',
  before: 'Before',
  after: 'After',
};
export type ActivityLogTextKey = keyof typeof enUS;

export const { text: activityLogText } = defineTexts<ActivityLogTextKey>({
  'en-US': enUS,
  'es-MX': {
    sheet: 'Registro de actividad',
    createdOn: 'Fecha de creación ({zone})',
    actor: 'Autor',
    entityType: 'Tipo de entidad',
    entityId: 'ID de entidad',
    event: 'Evento',
    eventDescription: 'Descripción del evento',
    sourceApp: 'Aplicación',
    companyName: 'Empresa',
    market: 'Mercado',
    before: 'Antes',
    after: 'Después',
  },
  'fr-CA': {
    sheet: 'Journal d’activité',
    createdOn: 'Créé le ({zone})',
    actor: 'Auteur',
    entityType: 'Type d’entité',
    entityId: 'ID de l’entité',
    event: 'Événement',
    eventDescription: 'Description de l’événement',
    sourceApp: 'Application',
    companyName: 'Entreprise',
    market: 'Marché',
    before: 'Avant',
    after: 'Après',
  },
});
