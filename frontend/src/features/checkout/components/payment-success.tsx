import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the checkout shows once the card is charged, before it moves on to the confirmation. */
export function PaymentSuccess() {
  const { t } = useTranslation();
  return <Result status="success" title={t('checkout.paidTitle')} subTitle={t('checkout.paidSubtitle')} />;
}
