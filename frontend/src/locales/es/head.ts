import type { Catalog } from '@/locales/en';

export const head: Catalog['head'] = {
  title: 'Reserve un viaje o una entrega | Ogden y el norte de Utah',
  description:
    'Cotización al instante y reservación en línea de entregas de paquetes, viajes, conductor personal y planes de viajes en Ogden y el norte de Utah.',
};
