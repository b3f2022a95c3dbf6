import type { Catalog } from '@/locales/en';

export const home: Catalog['home'] = {
  heading: 'Cotice y reserve',
  whyChoose: 'Por qué elegirnos',
  fastTitle: 'Rápido y puntual',
  fastText: 'Llegamos a tiempo en toda nuestra zona de servicio.',
  safeTitle: 'Seguro y confiable',
  safeText: 'Manejamos con cuidado y tratamos cada paquete con cuidado.',
  pricingTitle: 'Precios claros',
  pricingText: 'Vea su precio antes de reservar. Sin sorpresas.',
  paymentTitle: 'Pagos seguros',
  paymentText: 'Aceptamos las principales tarjetas, con la protección de nuestro procesador de pagos y cifrado SSL en todas las páginas.',
};
