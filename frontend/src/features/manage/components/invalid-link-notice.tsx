import { Typography } from 'antd';
import { ContactLinks } from '@/features/manage/components/contact-links';
import { ManageCard } from '@/features/manage/components/manage-card';
import { ManageHeading } from '@/features/manage/components/manage-heading';

/** One answer for every link that does not open a booking, whether or not it ever did: it names nothing and no one. */
export function InvalidLinkNotice() {
  return (
    <ManageCard testId="manage-link-invalid">
      <ManageHeading>This link is not valid anymore</ManageHeading>
      <Typography.Paragraph>
        Links expire 30 days after the service or when a booking is cancelled. A newer e-mail about your booking carries a new link, which replaces the one in
        older e-mails.
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 8 }}>Contact us:</Typography.Paragraph>
      <ContactLinks />
    </ManageCard>
  );
}
