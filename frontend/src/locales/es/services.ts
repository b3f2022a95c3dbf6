import type { Catalog } from '@/locales/en';

// Como los nombran los correos del servidor (backend/src/i18n/catalogs/es.ts), para que el correo y la página coincidan.
export const services: Catalog['services'] = {
  delivery: 'Servicio de entregas',
  ride: 'Servicio de transporte',
  chauffeur: 'Chofer personal',
  subscription: 'Plan de viajes',
  longHaul: 'Entrega de larga distancia',
  handyman: 'Servicio de reparaciones',
  other: 'Servicio de transporte',
  dayFormat: 'D [de] MMMM [de] YYYY',
};
