import { CarOutlined, CrownOutlined, GiftOutlined, ShoppingOutlined, ToolOutlined, TruckOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { BusinessResponse } from '@contracts/business.contract.js';
import { PASSENGER_LIMITS } from '@domain/booking-rules.js';
import { formatUsd } from '@domain/money.js';
import type { ServiceType } from '@domain/service-types.js';
import { decorativeIcon } from '@/components/decorative-icon';
import { i18n } from '@/lib/i18n';

// The services as the wizard's cards and the Services page show them. No figure of the owner's settings is written here: the prices come from the server
// (`prices.startingAtCents` of GET /api/business), so the cards follow the owner's price table without a rebuild.
// The names and descriptions are read in the current language each time (getters), so the cards' and the Services
// page's renders, which follow language changes through useTranslation, show them in the language chosen.

export interface ServiceOption {
  id: ServiceType;
  name: string;
  description: string;
  icon: ReactNode;
}

export const SERVICE_OPTIONS: ServiceOption[] = [
  {
    id: 'delivery',
    get name() {
      return i18n.t('wizard.deliveryName');
    },
    get description() {
      return i18n.t('wizard.deliveryDescription');
    },
    icon: <ShoppingOutlined {...decorativeIcon} />,
  },
  {
    id: 'ride',
    get name() {
      return i18n.t('wizard.rideName');
    },
    get description() {
      return i18n.t('wizard.rideDescription', { max: PASSENGER_LIMITS.max, maxWithLuggage: PASSENGER_LIMITS.maxWithLuggage });
    },
    icon: <CarOutlined {...decorativeIcon} />,
  },
  {
    id: 'chauffeur',
    get name() {
      return i18n.t('wizard.chauffeurName');
    },
    get description() {
      return i18n.t('wizard.chauffeurDescription');
    },
    icon: <CrownOutlined {...decorativeIcon} />,
  },
  {
    id: 'subscription',
    get name() {
      return i18n.t('wizard.subscriptionName');
    },
    get description() {
      return i18n.t('wizard.subscriptionDescription');
    },
    icon: <GiftOutlined {...decorativeIcon} />,
  },
  {
    id: 'longHaul',
    get name() {
      return i18n.t('wizard.longHaulName');
    },
    get description() {
      return i18n.t('wizard.longHaulDescription');
    },
    icon: <TruckOutlined {...decorativeIcon} />,
  },
  {
    id: 'handyman',
    get name() {
      return i18n.t('wizard.handymanName');
    },
    get description() {
      return i18n.t('wizard.handymanDescription');
    },
    icon: <ToolOutlined {...decorativeIcon} />,
  },
];

/**
 * A card's price line: 'Starting at' and the server's starting price, 'Custom quote' for the services priced by
 * hand; null while GET /api/business has not answered (the page prerendered at build time holds no price).
 */
export function servicePriceText(serviceType: ServiceType, startingAtCents: BusinessResponse['prices']['startingAtCents'] | undefined): string | null {
  if (serviceType === 'subscription' || serviceType === 'longHaul' || serviceType === 'handyman') return i18n.t('wizard.customQuote');
  if (!startingAtCents) return null;
  return i18n.t('wizard.startingAt', { price: formatUsd(startingAtCents[serviceType], { dropZeroCents: true }) });
}
