import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FindBookingForm } from '@/features/manage/components/find-booking-form';
import { ManageCard } from '@/features/manage/components/manage-card';
import { ManageHeading } from '@/features/manage/components/manage-heading';

/** /find-booking: a fresh link to one's booking, for a customer without the mail (or with an expired link). */
export function FindBookingPage() {
  const { t } = useTranslation();
  return (
    <ManageCard testId="find-booking">
      <ManageHeading>{t('manage.findHeading')}</ManageHeading>
      <Typography.Paragraph>{t('manage.findIntro')}</Typography.Paragraph>
      <FindBookingForm />
    </ManageCard>
  );
}
