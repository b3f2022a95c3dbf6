import type { Catalog } from '@/locales/en';

// El catálogo en español: el mismo texto que en.ts, escrito para clientes de Utah (de usted), no traducido palabra por
// palabra. Se descarga solo cuando alguien elige español.
export const es: Catalog = {
  language: {
    switchTo: 'English',
    switchLabel: 'View this site in English',
  },
  shell: {
    homeLink: 'Inicio de {{businessName}}',
    scheduleNow: 'Reservar ahora',
    findBooking: 'Buscar mi reservación',
    companyWebsite: 'Sitio de la empresa',
    dashboard: 'Panel',
    logOut: 'Cerrar sesión',
    logOutFailed: 'No se pudo cerrar la sesión. Inténtelo de nuevo.',
    adminLogin: 'Acceso del dueño',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    mainNav: 'Principal',
    footerNav: 'Pie de página',
    about: 'Quiénes somos',
    contact: 'Contacto',
    services: 'Servicios',
    privacy: 'Privacidad',
    terms: 'Términos',
    serving: 'Damos servicio en todo lugar a menos de {{radius}} millas de {{homeBase}}.',
  },
  home: {
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
  },
};
