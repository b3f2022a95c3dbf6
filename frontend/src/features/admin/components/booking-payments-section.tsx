import { Alert, Button, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useGetBookingPaymentsQuery } from '@/features/admin/api/money-api';
import { when } from '@/features/admin/components/booking-details-format';
import { HandPaymentDialog } from '@/features/admin/components/hand-payment-dialog';
import { PayLinkControl } from '@/features/admin/components/pay-link-control';
import { RefundDialog } from '@/features/admin/components/refund-dialog';
import type { LedgerPayment, LedgerRefund } from '@contracts/money.contract.js';
import { toApiError } from '@/lib/api-error';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import { receiptNumber } from '@domain/payment-methods.js';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** The reason a refund of the difference proposes; the customer reads it in the refund mail. */
const OVERPAID_REFUND_REASON = 'The price of your booking was lowered.';

const REFUND_STATUS: Record<LedgerRefund['status'], { label: string; color: string }> = {
  pending: { label: 'on its way', color: 'gold' },
  completed: { label: 'refunded', color: 'green' },
  simulated: { label: 'simulated (test mode)', color: 'default' },
  failed: { label: 'failed: refund by hand', color: 'red' },
};

/**
 * The booking's money: every payment received (card, a second charge, cash, a check, a cancellation fee) with its
 * refunds, a Refund button on what is left of a card payment, and while something is due (the price of an unpaid
 * booking, or the cancellation fee a cancelled one owes: owed, not received): Mark paid and Send payment link.
 */
export function BookingPaymentsSection({ bookingId }: { bookingId: string }) {
  const { data, isLoading, error } = useGetBookingPaymentsQuery(bookingId);
  const [refunding, setRefunding] = useState<{ payment: LedgerPayment; proposed?: { amount: number; reason: string } } | null>(null);
  const [markingPaid, setMarkingPaid] = useState(false);
  if (isLoading) return <Spin description="Loading payments..." />;
  if (error || !data) return <Alert type="warning" showIcon title={toApiError(error, 'Could not load the payments.').message} />;
  const feeOwed = data.dueFor === 'cancellation-fee';

  return (
    <section aria-labelledby={`payments-${bookingId}`}>
      <Typography.Title level={3} style={{ fontSize: 16 }} id={`payments-${bookingId}`}>
        Payments
      </Typography.Title>
      {data.payments.length === 0 ? (
        <Typography.Paragraph type="secondary">No payment received yet</Typography.Paragraph>
      ) : (
        <ul className="admin-plain-list" data-testid="booking-payments">
          {data.payments.map((payment) => (
            <li key={payment.id}>
              <Space wrap size={[8, 4]}>
                <Typography.Text strong>{usd(payment.amount)}</Typography.Text>
                <span>{payment.methodLabel}</span>
                {payment.purpose === 'cancellation-fee' && <Tag>cancellation fee</Tag>}
                <Typography.Text type="secondary">{when(payment.receivedAt)}</Typography.Text>
                <Typography.Text type="secondary">Receipt {receiptNumber(payment.reference)}</Typography.Text>
                {payment.receiptUrl && (
                  <a href={payment.receiptUrl} target="_blank" rel="noreferrer">
                    Square receipt
                  </a>
                )}
                {payment.refundable > 0 && (
                  <Button size="small" onClick={() => setRefunding({ payment })}>
                    Refund
                  </Button>
                )}
              </Space>
              {payment.note && <div>{payment.note}</div>}
              {payment.refunds.map((refund) => (
                <div key={refund.id}>
                  <Tag color={REFUND_STATUS[refund.status].color}>{REFUND_STATUS[refund.status].label}</Tag>
                  Refund {usd(refund.amount)}: {refund.reason}
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
      {data.overpaid > 0 && <OverpaidNotice overpaid={data.overpaid} payments={data.payments} onRefund={setRefunding} />}
      {data.due > 0 && (
        <Space wrap style={{ marginBottom: 12 }} data-testid="amount-due">
          {feeOwed ? (
            <>
              <Typography.Text>Cancellation fee owed: {usd(data.due)}</Typography.Text>
              <Tag color="gold">not received yet</Tag>
            </>
          ) : (
            <Typography.Text>Due: {usd(data.due)}</Typography.Text>
          )}
          <Button type="primary" onClick={() => setMarkingPaid(true)}>
            Mark paid
          </Button>
          <PayLinkControl bookingId={bookingId} textsEnabled={data.textsEnabled} label={feeOwed ? 'Send link to pay the fee' : 'Send payment link'} />
        </Space>
      )}
      <RefundDialog bookingId={bookingId} payment={refunding?.payment ?? null} proposed={refunding?.proposed} onClose={() => setRefunding(null)} />
      <HandPaymentDialog bookingId={bookingId} due={data.due} open={markingPaid} onClose={() => setMarkingPaid(false)} />
    </section>
  );
}

/** The customer paid more than the booking now costs (its price was lowered): the difference is offered back. */
function OverpaidNotice({
  overpaid,
  payments,
  onRefund,
}: {
  overpaid: number;
  payments: LedgerPayment[];
  onRefund: (refund: { payment: LedgerPayment; proposed: { amount: number; reason: string } }) => void;
}) {
  // The card payment with the most left to refund; cash and checks go back by hand.
  const card = payments.filter((payment) => payment.purpose === 'booking' && payment.refundable > 0).sort((a, b) => b.refundable - a.refundable)[0];
  const amount = card ? Math.min(overpaid, card.refundable) : 0;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="overpaid"
      style={{ marginBottom: 12 }}
      title={`The customer paid ${usd(overpaid)} more than the price.`}
      description={
        card ? (
          <Button onClick={() => onRefund({ payment: card, proposed: { amount, reason: OVERPAID_REFUND_REASON } })}>Refund {usd(amount)}</Button>
        ) : (
          'It was not paid by card: give it back by hand.'
        )
      }
    />
  );
}
