import { Card, Typography } from 'antd';
import type { RidePack, RidePackEntry } from '@contracts/service-code.contract.js';
import { displayReference } from '@domain/booking-reference.js';
import { DEFAULT_BUSINESS_ZONE } from '@domain/business-time.js';
import { packDate } from '@domain/ride-packs.js';

// A ride pack's balance and its ledger, as the customer (confirmation, manage page) and the owner (customer profile)
// read it. Shared because three screens of two features show the same pack the same way.

function rides(count: number): string {
  return `${count} ${Math.abs(count) === 1 ? 'ride' : 'rides'}`;
}

/** One ledger entry in words, e.g. 'Ride used: booking 254-K7Q2XM'. */
export function ridePackEntryText(entry: RidePackEntry): string {
  const booking = entry.bookingReference ? `: booking ${displayReference(entry.bookingReference)}` : '';
  switch (entry.kind) {
    case 'bought':
      return `Bought: ${rides(entry.rides)}`;
    case 'used':
      return entry.rides === -1 ? `Ride used${booking}` : `${rides(-entry.rides)} used before this ledger began`;
    case 'returned':
      return `Ride returned (cancelled in time)${booking}`;
    case 'expired':
      return `Expired: ${rides(-entry.rides)} unused`;
    case 'adjusted':
      return `Changed by the owner: ${entry.rides > 0 ? '+' : '−'}${rides(Math.abs(entry.rides))}`;
  }
}

/** 'Valid until Nov 24, 2027', 'Expired on Nov 24, 2027' or 'Never expires'. */
export function ridePackValidity(pack: Pick<RidePack, 'expiresAt' | 'expired'>, timeZone: string): string {
  if (!pack.expiresAt) return 'Never expires';
  const day = packDate(new Date(pack.expiresAt), timeZone);
  return pack.expired ? `Expired on ${day}` : `Valid until ${day}`;
}

interface RidePackCardProps {
  pack: RidePack;
  /** The business's IANA zone (GET /api/business, or the manage payload); the default until it is known. */
  timeZone?: string;
  title?: string;
  /** The card's heading level under the page's own headings. */
  headingLevel?: 2 | 3 | 4;
}

export function RidePackCard({ pack, timeZone, title = 'Your ride pack', headingLevel = 2 }: RidePackCardProps) {
  const zone = timeZone || DEFAULT_BUSINESS_ZONE;
  const headingId = `ride-pack-${pack.id}`;
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="ride-pack" role="region" aria-labelledby={headingId}>
      <Typography.Title level={headingLevel} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {title}: <Typography.Text code>{pack.code}</Typography.Text>
      </Typography.Title>
      <Typography.Paragraph strong style={{ marginBottom: 4 }} data-testid="ride-pack-balance">
        {pack.ridesLeft} of {rides(pack.totalRides)} left
      </Typography.Paragraph>
      <Typography.Paragraph type={pack.expired ? 'danger' : 'secondary'} data-testid="ride-pack-validity">
        {ridePackValidity(pack, zone)}
      </Typography.Paragraph>
      <Typography.Text strong id={`${headingId}-history`}>
        History
      </Typography.Text>
      <ul aria-labelledby={`${headingId}-history`} style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {pack.entries.map((entry, index) => (
          <li
            key={index}
            style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, padding: '4px 0', borderTop: '1px solid #f0f0f0' }}
          >
            <span style={{ overflowWrap: 'anywhere' }}>{ridePackEntryText(entry)}</span>
            <Typography.Text type="secondary">{packDate(new Date(entry.at), zone)}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
