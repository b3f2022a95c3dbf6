import { Card, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RidePack, RidePackEntry } from '@contracts/service-code.contract.js';
import { displayReference } from '@domain/booking-reference.js';
import { DEFAULT_BUSINESS_ZONE } from '@domain/business-time.js';
import { packDate } from '@domain/ride-packs.js';

// A ride pack's balance and its ledger, as the customer (confirmation, manage page) and the owner (customer profile)
// read it. Shared because three screens of two features show the same pack the same way.

function rides(t: TFunction, count: number): string {
  return Math.abs(count) === 1 ? t('wizard.oneRide', { count }) : t('wizard.rides', { count });
}

/** One ledger entry in words, e.g. 'Ride used: booking 254-K7Q2XM'. */
export function ridePackEntryText(t: TFunction, entry: RidePackEntry): string {
  const reference = entry.bookingReference ? displayReference(entry.bookingReference) : null;
  switch (entry.kind) {
    case 'bought':
      return t('wizard.packBought', { rides: rides(t, entry.rides) });
    case 'used':
      if (entry.rides !== -1) return t('wizard.packUsedBefore', { rides: rides(t, -entry.rides) });
      return reference ? t('wizard.packRideUsedFor', { reference }) : t('wizard.packRideUsed');
    case 'returned':
      return reference ? t('wizard.packReturnedFor', { reference }) : t('wizard.packReturned');
    case 'expired':
      return t('wizard.packExpired', { rides: rides(t, -entry.rides) });
    case 'adjusted':
      return t('wizard.packAdjusted', { sign: entry.rides > 0 ? '+' : '−', rides: rides(t, Math.abs(entry.rides)) });
  }
}

/** 'Valid until Nov 24, 2027', 'Expired on Nov 24, 2027' or 'Never expires'. */
export function ridePackValidity(t: TFunction, pack: Pick<RidePack, 'expiresAt' | 'expired'>, timeZone: string): string {
  if (!pack.expiresAt) return t('wizard.neverExpires');
  const day = packDate(new Date(pack.expiresAt), timeZone);
  return pack.expired ? t('wizard.expiredOn', { day }) : t('wizard.validUntil', { day });
}

interface RidePackCardProps {
  pack: RidePack;
  /** The business's IANA zone (GET /api/business, or the manage payload); the default until it is known. */
  timeZone?: string;
  title?: string;
  /** The card's heading level under the page's own headings. */
  headingLevel?: 2 | 3 | 4;
}

export function RidePackCard({ pack, timeZone, title, headingLevel = 2 }: RidePackCardProps) {
  const { t } = useTranslation();
  const zone = timeZone || DEFAULT_BUSINESS_ZONE;
  const headingId = `ride-pack-${pack.id}`;
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="ride-pack" role="region" aria-labelledby={headingId}>
      <Typography.Title level={headingLevel} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {title ?? t('wizard.ridePackTitle')}: <Typography.Text code>{pack.code}</Typography.Text>
      </Typography.Title>
      <Typography.Paragraph strong style={{ marginBottom: 4 }} data-testid="ride-pack-balance">
        {t('wizard.ridesLeft', { left: pack.ridesLeft, total: rides(t, pack.totalRides) })}
      </Typography.Paragraph>
      <Typography.Paragraph type={pack.expired ? 'danger' : 'secondary'} data-testid="ride-pack-validity">
        {ridePackValidity(t, pack, zone)}
      </Typography.Paragraph>
      <Typography.Text strong id={`${headingId}-history`}>
        {t('wizard.history')}
      </Typography.Text>
      <ul aria-labelledby={`${headingId}-history`} style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {pack.entries.map((entry, index) => (
          <li
            key={index}
            style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, padding: '4px 0', borderTop: '1px solid #f0f0f0' }}
          >
            <span style={{ overflowWrap: 'anywhere' }}>{ridePackEntryText(t, entry)}</span>
            <Typography.Text type="secondary">{packDate(new Date(entry.at), zone)}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
