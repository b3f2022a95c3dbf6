import type { ManagedBooking } from '@contracts/manage.contract.js';
import { Typography } from 'antd';
import { businessMomentText } from '@/features/manage/manage-format';
import { dollarsToCents, formatUsd } from '@domain/money.js';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** Every payment of the booking as its receipt: the customer opens one again here (a card's, cash, a check). */
export function ReceiptsSection({ booking, visitorZone }: { booking: Pick<ManagedBooking, 'receipts' | 'timeZone'>; visitorZone: string }) {
  if (booking.receipts.length === 0) return null;
  return (
    <section aria-labelledby="manage-receipts-heading">
      <Typography.Title level={2} id="manage-receipts-heading" style={{ fontSize: 20 }}>
        Receipts
      </Typography.Title>
      {booking.receipts.map((receipt) => (
        <details key={receipt.id} data-testid="manage-receipt" style={{ marginBottom: 8 }}>
          <summary style={{ cursor: 'pointer', minHeight: 24 }}>
            {usd(receipt.amount)} paid {businessMomentText(receipt.paidAt, booking.timeZone, visitorZone)}
          </summary>
          <dl className="manage-receipt">
            <dt>Amount paid</dt>
            <dd>{usd(receipt.amount)}</dd>
            <dt>Paid on</dt>
            <dd>{businessMomentText(receipt.paidAt, booking.timeZone, visitorZone)}</dd>
            <dt>Payment method</dt>
            <dd>{receipt.method}</dd>
            <dt>Reference</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{receipt.reference}</dd>
            {receipt.note && (
              <>
                <dt>Note</dt>
                <dd>{receipt.note}</dd>
              </>
            )}
            {receipt.refunded > 0 && (
              <>
                <dt>Refunded</dt>
                <dd>{usd(receipt.refunded)}</dd>
              </>
            )}
          </dl>
        </details>
      ))}
    </section>
  );
}
