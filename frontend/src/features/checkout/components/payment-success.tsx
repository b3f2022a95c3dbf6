import { Result } from 'antd';
import { PAYMENT_MESSAGES } from '@/features/checkout/checkout-rules';

/** What the checkout shows once the card is charged, before it moves on to the confirmation. */
export function PaymentSuccess() {
  return <Result status="success" title={PAYMENT_MESSAGES.paidTitle} subTitle={PAYMENT_MESSAGES.paidSubtitle} />;
}
