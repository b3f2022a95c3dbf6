import type { Catalog } from '@/locales/en';
import { language } from '@/locales/es/language';
import { shell } from '@/locales/es/shell';
import { home } from '@/locales/es/home';
import { wizard } from '@/locales/es/wizard';
import { details } from '@/locales/es/details';
import { booking } from '@/locales/es/booking';
import { errors } from '@/locales/es/errors';
import { head } from '@/locales/es/head';
import { checkout } from '@/locales/es/checkout';
import { manage } from '@/locales/es/manage';
import { pages } from '@/locales/es/pages';
import { policy } from '@/locales/es/policy';
import { services } from '@/locales/es/services';

// El catálogo en español: los mismos textos que el inglés, escritos para clientes de Utah (de usted, español
// latinoamericano), no traducidos palabra por palabra. Se descarga solo cuando alguien elige español.
export const es: Catalog = { language, shell, home, wizard, details, booking, checkout, manage, pages, policy, services, errors, head };
