import { Alert, Button, Card, Input, Space, Spin, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useGetPaymentsQuery } from '@/features/admin/api/money-api';
import { when } from '@/features/admin/components/booking-details-format';
import { useBusinessToday } from '@/features/admin/use-business-today';
import { toApiError } from '@/lib/api-error';
import { addDaysToLocalDate } from '@domain/business-time.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import { receiptNumber } from '@domain/payment-methods.js';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/**
 * Money received in a period (this month by default): each payment with its booking, method, receipt number and refunds,
 * a link to Square's receipt, and the period's totals. Cards on a phone, one line each.
 */
export function PaymentsTab() {
  const today = useBusinessToday();
  const [range, setRange] = useState(() => ({ from: `${today.slice(0, 8)}01`, to: today }));
  const { data, isFetching, error } = useGetPaymentsQuery(range);
  const setDay = (end: 'from' | 'to', value: string) => value && setRange((current) => ({ ...current, [end]: value }));

  return (
    <div data-testid="payments-tab">
      <Space wrap align="end" style={{ marginBottom: 12 }}>
        <label>
          From <Input type="date" value={range.from} max={range.to} onChange={(event) => setDay('from', event.target.value)} style={{ width: 160 }} />
        </label>
        <label>
          To <Input type="date" value={range.to} min={range.from} onChange={(event) => setDay('to', event.target.value)} style={{ width: 160 }} />
        </label>
        <Button onClick={() => setRange({ from: addDaysToLocalDate(today, -6), to: today })}>Last 7 days</Button>
      </Space>
      {error && <Alert type="warning" showIcon title={toApiError(error, 'Could not load the payments.').message} />}
      {isFetching && !data && <Spin description="Loading payments..." />}
      {data && (
        <>
          <Space wrap size={16} style={{ marginBottom: 12 }} data-testid="payments-totals">
            <Statistic title="Received" value={usd(data.totals.received)} />
            <Statistic title="Refunded" value={usd(data.totals.refunded)} />
            <Statistic title="Net" value={usd(data.totals.net)} />
          </Space>
          {data.truncated && <Alert type="info" showIcon title="Showing the newest 500 payments: pick a shorter period, or export them." />}
          {data.payments.length === 0 ? (
            <Typography.Paragraph type="secondary">No payments in this period</Typography.Paragraph>
          ) : (
            <ul className="admin-plain-list" data-testid="payments-list">
              {data.payments.map((payment) => (
                <li key={payment.id}>
                  <Card size="small">
                    <Space wrap size={[8, 4]}>
                      <Typography.Text strong>{usd(payment.amount)}</Typography.Text>
                      <span>{payment.methodLabel}</span>
                      <Typography.Text type="secondary">{when(payment.receivedAt)}</Typography.Text>
                      <Typography.Text type="secondary">Receipt {receiptNumber(payment.reference)}</Typography.Text>
                    </Space>
                    <div>
                      {payment.customerName} · booking {payment.bookingReference}
                      {payment.purpose === 'cancellation-fee' && ' · cancellation fee'}
                    </div>
                    {payment.refunded > 0 && <div>Refunded {usd(payment.refunded)}</div>}
                    {payment.receiptUrl && (
                      <a href={payment.receiptUrl} target="_blank" rel="noreferrer">
                        Square receipt
                      </a>
                    )}
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
