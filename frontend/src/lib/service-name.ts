import { isServiceType, type ServiceType } from '@domain/service-types.js';
import type { TFunction } from 'i18next';

// The domain's serviceLabel names services in English only; every customer screen names them here, in the page's
// language and as the server's mails do (its catalogs), so a Spanish mail and the page it links to agree.
const SERVICE_NAME = {
  delivery: 'services.delivery',
  ride: 'services.ride',
  chauffeur: 'services.chauffeur',
  subscription: 'services.subscription',
  longHaul: 'services.longHaul',
  handyman: 'services.handyman',
} as const satisfies Record<ServiceType, string>;

/** 'Ride Service' / 'Servicio de transporte'; a value no service has (a legacy row) gets a generic name. */
export function serviceName(serviceType: string | null | undefined, t: TFunction): string {
  return t(isServiceType(serviceType) ? SERVICE_NAME[serviceType] : 'services.other');
}
