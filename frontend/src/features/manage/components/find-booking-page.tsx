import { Typography } from 'antd';
import { FindBookingForm } from '@/features/manage/components/find-booking-form';
import { ManageCard } from '@/features/manage/components/manage-card';
import { ManageHeading } from '@/features/manage/components/manage-heading';

/** /find-booking: a fresh link to one's booking, for a customer without the mail (or with an expired link). */
export function FindBookingPage() {
  return (
    <ManageCard testId="find-booking">
      <ManageHeading>Find my booking</ManageHeading>
      <Typography.Paragraph>
        Enter your booking reference and the e-mail address or phone number you booked with. We will send you a link to your booking.
      </Typography.Paragraph>
      <FindBookingForm />
    </ManageCard>
  );
}
