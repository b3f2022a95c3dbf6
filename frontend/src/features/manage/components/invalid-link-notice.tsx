import { Typography } from 'antd';
import { ContactLinks } from '@/features/manage/components/contact-links';
import { FindBookingForm } from '@/features/manage/components/find-booking-form';
import { ManageCard } from '@/features/manage/components/manage-card';
import { ManageHeading } from '@/features/manage/components/manage-heading';

/** One answer for every link that does not open a booking, whether or not it ever did: it names nothing and no one. */
export function InvalidLinkNotice() {
  return (
    <ManageCard testId="manage-link-invalid">
      <ManageHeading>This link is not valid anymore</ManageHeading>
      <Typography.Paragraph>
        Links stop working 30 days after the service, or when they were turned off. Get a new link here with your booking reference:
      </Typography.Paragraph>
      <FindBookingForm />
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 8 }}>Or contact us:</Typography.Paragraph>
      <ContactLinks />
    </ManageCard>
  );
}
