import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContactLinks } from '@/features/manage/components/contact-links';
import { ManageCard } from '@/features/manage/components/manage-card';
import { ManageHeading } from '@/features/manage/components/manage-heading';

/** The booking could not be read for a reason other than the link (too many tries, server or network down). */
export function LoadFailedNotice({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ManageCard>
      <ManageHeading>{t('manage.yourBooking')}</ManageHeading>
      <Alert type="warning" showIcon title={message} style={{ marginBottom: 16 }} />
      <Button type="primary" onClick={onRetry} loading={retrying} style={{ marginBottom: 16 }}>
        {t('manage.tryAgain')}
      </Button>
      <div>
        <ContactLinks />
      </div>
    </ManageCard>
  );
}
