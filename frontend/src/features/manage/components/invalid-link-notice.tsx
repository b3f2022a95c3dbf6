import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContactLinks } from '@/features/manage/components/contact-links';
import { FindBookingForm } from '@/features/manage/components/find-booking-form';
import { ManageCard } from '@/features/manage/components/manage-card';
import { ManageHeading } from '@/features/manage/components/manage-heading';

/** One answer for every link that does not open a booking, whether or not it ever did: it names nothing and no one. */
export function InvalidLinkNotice() {
  const { t } = useTranslation();
  return (
    <ManageCard testId="manage-link-invalid">
      <ManageHeading>{t('manage.invalidHeading')}</ManageHeading>
      <Typography.Paragraph>{t('manage.invalidText')}</Typography.Paragraph>
      <FindBookingForm />
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 8 }}>{t('manage.orContact')}</Typography.Paragraph>
      <ContactLinks />
    </ManageCard>
  );
}
