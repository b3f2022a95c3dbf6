import { CarOutlined, CrownOutlined, GiftOutlined, ShoppingOutlined, ToolOutlined, TruckOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ServiceType } from '@domain/service-types.js';
import { decorativeIcon } from '@/components/decorative-icon';

export interface ServiceOption {
  id: ServiceType;
  name: string;
  description: string;
  priceText: string;
  icon: ReactNode;
}

export const SERVICE_OPTIONS: ServiceOption[] = [
  {
    id: 'delivery',
    name: 'Package Delivery',
    description: 'Same-day package and errand delivery across Ogden and northern Utah.',
    priceText: 'Starting at $20',
    icon: <ShoppingOutlined {...decorativeIcon} />,
  },
  {
    id: 'ride',
    name: 'Ride Service',
    description: 'Comfortable SUV rides for up to 6 passengers (4 with baggage), including airport trips.',
    priceText: 'Starting at $20',
    icon: <CarOutlined {...decorativeIcon} />,
  },
  {
    id: 'chauffeur',
    name: 'Personal Driver',
    description: 'Your own driver in hourly blocks. Includes wait times and loading/unloading help.',
    priceText: 'Starting at $100',
    icon: <CrownOutlined {...decorativeIcon} />,
  },
  {
    id: 'subscription',
    name: 'Bulk Rides & Discounts',
    description: 'Plans of 4, 8 or 12 rides with discounts. Paid upfront, non-refundable.',
    priceText: 'Custom quote',
    icon: <GiftOutlined {...decorativeIcon} />,
  },
  {
    id: 'longHaul',
    name: 'Long Haul Delivery',
    description: 'Non-CDL delivery of goods over 100 miles.',
    priceText: 'Custom quote',
    icon: <TruckOutlined {...decorativeIcon} />,
  },
  {
    id: 'handyman',
    name: 'Handyman Services',
    description: 'Handyman help around the house in Northern Utah.',
    priceText: 'Custom quote',
    icon: <ToolOutlined {...decorativeIcon} />,
  },
];
