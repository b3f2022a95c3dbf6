import type { Catalog } from '@/locales/en';

export const shell: Catalog['shell'] = {
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
};
