import type { ManagedBooking } from '@contracts/manage.contract.js';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { businessMomentText } from '@/features/manage/manage-format';
import { dollarsToCents, formatUsd } from '@domain/money.js';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** Every payment of the booking as its receipt: the customer opens one again here (a card's, cash, a check). */
export function ReceiptsSection({ booking, visitorZone }: { booking: Pick<ManagedBooking, 'receipts' | 'timeZone'>; visitorZone: string }) {
  const { t } = useTranslation();
  if (booking.receipts.length === 0) return null;
  return (
    <section aria-labelledby="manage-receipts-heading">
      <Typography.Title level={2} id="manage-receipts-heading" style={{ fontSize: 20 }}>
        {t('manage.receiptsHeading')}
      </Typography.Title>
      {booking.receipts.map((receipt) => (
        <details key={receipt.id} data-testid="manage-receipt" style={{ marginBottom: 8 }}>
          <summary style={{ cursor: 'pointer', minHeight: 24 }}>
            {t('manage.receiptSummary', { amount: usd(receipt.amount), when: businessMomentText(receipt.paidAt, booking.timeZone, visitorZone, t) })}
          </summary>
          <dl className="manage-receipt">
            <dt>{t('manage.amountPaid')}</dt>
            <dd>{usd(receipt.amount)}</dd>
            <dt>{t('manage.paidOn')}</dt>
            <dd>{businessMomentText(receipt.paidAt, booking.timeZone, visitorZone, t)}</dd>
            <dt>{t('manage.paymentMethod')}</dt>
            <dd>{receipt.method}</dd>
            <dt>{t('manage.receiptReference')}</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{receipt.reference}</dd>
            {receipt.note && (
              <>
                <dt>{t('manage.note')}</dt>
                <dd>{receipt.note}</dd>
              </>
            )}
            {receipt.refunded > 0 && (
              <>
                <dt>{t('manage.refunded')}</dt>
                <dd>{usd(receipt.refunded)}</dd>
              </>
            )}
          </dl>
        </details>
      ))}
    </section>
  );
}
