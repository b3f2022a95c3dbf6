import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The chosen time went while the customer was on the quote or the booking form; useSlotRecheck takes them back. */
export function SlotTakenAlert() {
  const { t } = useTranslation();
  return <Alert type="warning" showIcon title={t('booking.slotGoneTitle')} description={t('booking.slotGoneText')} style={{ marginBottom: 16 }} role="alert" />;
}
