import type { ManagedBooking } from '@contracts/manage.contract.js';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RidePackCard } from '@/components/ride-pack-card';
import { BookingOverviewSection } from '@/features/manage/components/booking-overview-section';
import { CancelBookingSection } from '@/features/manage/components/cancel-booking-section';
import { CancellationPolicySection } from '@/features/manage/components/cancellation-policy-section';
import { CancelledSection } from '@/features/manage/components/cancelled-section';
import { ContactLinks } from '@/features/manage/components/contact-links';
import { ManageCard } from '@/features/manage/components/manage-card';
import { ManageHeading } from '@/features/manage/components/manage-heading';
import { MoveBookingSection } from '@/features/manage/components/move-booking-section';
import { ReceiptsSection } from '@/features/manage/components/receipts-section';
import { ReplaceLinksSection } from '@/features/manage/components/replace-links-section';

interface ManagedBookingViewProps {
  booking: ManagedBooking;
  token: string;
  refreshing: boolean;
  visitorZone: string;
}

/** A booking opened from its manage link: the cancel's result first once there is one, then the booking, then moving it and what cancelling costs. */
export function ManagedBookingView({ booking, token, refreshing, visitorZone }: ManagedBookingViewProps) {
  // Set by a cancel made on this page, so its result takes focus; a booking that was already cancelled does not.
  const [justCancelled, setJustCancelled] = useState(false);
  const { t } = useTranslation();
  const cancelled = booking.status === 'cancelled';

  return (
    <ManageCard>
      <ManageHeading>{t('manage.yourBooking')}</ManageHeading>
      <Flex vertical gap="large">
        {cancelled && <CancelledSection booking={booking} announce={justCancelled} visitorZone={visitorZone} />}
        <BookingOverviewSection booking={booking} visitorZone={visitorZone} />
        {booking.ridePack && <RidePackCard pack={booking.ridePack} timeZone={booking.timeZone} />}
        <ReceiptsSection booking={booking} visitorZone={visitorZone} />
        {!cancelled && booking.status !== 'completed' && (
          <MoveBookingSection booking={booking} token={token} refreshing={refreshing} visitorZone={visitorZone} />
        )}
        {!cancelled && <CancellationPolicySection serviceType={booking.serviceType} />}
        {!cancelled && <CancelBookingSection booking={booking} token={token} refreshing={refreshing} onCancelled={() => setJustCancelled(true)} />}
        <ReplaceLinksSection token={token} />
        <section aria-label={t('manage.contactRegion')}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            {t('manage.contactQuestion')}
          </Typography.Paragraph>
          <ContactLinks />
        </section>
      </Flex>
    </ManageCard>
  );
}
