// Service identifiers shared by the wizard, checkout, confirmation and admin screens.

export const SERVICE_TYPES = ['delivery', 'ride', 'chauffeur', 'subscription', 'longHaul', 'handyman'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}

/** Labels used on checkout, confirmation and admin (spec point 2, /checkout). */
export function serviceLabel(serviceType: string | null | undefined): string {
  switch (serviceType) {
    case 'ride':
      return 'Ride Service';
    case 'delivery':
      return 'Delivery Service';
    case 'chauffeur':
      return 'Personal Driver';
    case 'subscription':
      return 'Subscription Service';
    case 'longHaul':
      return 'Long Haul Delivery';
    case 'handyman':
      return 'Handyman Service';
    default:
      return 'Transportation Service';
  }
}
