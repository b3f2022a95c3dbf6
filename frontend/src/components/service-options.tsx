import { CarOutlined, CrownOutlined, GiftOutlined, ShoppingOutlined, ToolOutlined, TruckOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { BusinessResponse } from '@contracts/business.contract.js';
import { PASSENGER_LIMITS } from '@domain/booking-rules.js';
import { formatUsd } from '@domain/money.js';
import type { ServiceType } from '@domain/service-types.js';
import { decorativeIcon } from '@/components/decorative-icon';

// The services as the wizard's cards and the Services page show them. No figure of the owner's settings is written here: the prices come from the server
// (`prices.startingAtCents` of GET /api/business), so the cards follow the owner's price table without a rebuild.

export interface ServiceOption {
  id: ServiceType;
  name: string;
  description: string;
  icon: ReactNode;
}

export const SERVICE_OPTIONS: ServiceOption[] = [
  {
    id: 'delivery',
    name: 'Package Delivery',
    description: 'Same-day package and errand delivery across our service area.',
    icon: <ShoppingOutlined {...decorativeIcon} />,
  },
  {
    id: 'ride',
    name: 'Ride Service',
    description: `Comfortable SUV rides for up to ${PASSENGER_LIMITS.max} passengers (${PASSENGER_LIMITS.maxWithLuggage} with baggage), including airport trips.`,
    icon: <CarOutlined {...decorativeIcon} />,
  },
  {
    id: 'chauffeur',
    name: 'Personal Driver',
    description: 'Your own driver in hourly blocks. Includes wait times and loading/unloading help.',
    icon: <CrownOutlined {...decorativeIcon} />,
  },
  {
    id: 'subscription',
    name: 'Bulk Rides & Discounts',
    description: 'Ride plans with a discount on every ride. Paid upfront, non-refundable.',
    icon: <GiftOutlined {...decorativeIcon} />,
  },
  {
    id: 'longHaul',
    name: 'Long Haul Delivery',
    description: 'Non-CDL delivery of goods over 100 miles.',
    icon: <TruckOutlined {...decorativeIcon} />,
  },
  {
    id: 'handyman',
    name: 'Handyman Services',
    description: 'Handyman help around the house.',
    icon: <ToolOutlined {...decorativeIcon} />,
  },
];

/**
 * A card's price line: 'Starting at' and the server's starting price, 'Custom quote' for the services priced by
 * hand; null while GET /api/business has not answered (the page prerendered at build time holds no price).
 */
export function servicePriceText(serviceType: ServiceType, startingAtCents: BusinessResponse['prices']['startingAtCents'] | undefined): string | null {
  if (serviceType === 'subscription' || serviceType === 'longHaul' || serviceType === 'handyman') return 'Custom quote';
  if (!startingAtCents) return null;
  return `Starting at ${formatUsd(startingAtCents[serviceType], { dropZeroCents: true })}`;
}
