import type { Catalog } from '@/locales/en';

export const policy: Catalog['policy'] = {
  minutes: '{{count}} minutos',
  oneHour: '1 hora',
  hours: '{{count}} horas',
  delivery:
    'Las entregas se pueden cancelar sin costo hasta {{free}} antes de la hora programada. Dentro de esas {{free}} se cobra un cargo de {{fee}}, y el {{percent}}% del precio una vez que el conductor ya salió.',
  ride: 'Los viajes se pueden cancelar sin costo hasta {{free}} antes de la hora programada. Dentro de esas {{free}} se cobra un cargo de {{fee}}, y el {{percent}}% del precio una vez que el conductor ya salió.',
  chauffeur: 'Las reservaciones de chofer personal se pueden cancelar sin costo hasta {{free}} antes del inicio; después se cobra el {{percent}}% del precio.',
  subscription:
    'Los viajes de suscripción se pueden cancelar sin costo hasta {{free}} antes del viaje; se cobra un cargo de {{fee}} una vez que el conductor ya salió. Los planes se pagan por adelantado y no son reembolsables.',
  quoted: 'Los cargos por cancelación varían; el dueño se los explicará junto con su cotización.',
};
