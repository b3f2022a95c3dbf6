import { Alert, Button, Space, Typography } from 'antd';
import type { QuoteResponse } from '@contracts/quote.contract.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';

interface PhonePriceCheckProps {
  /** the server's quote of the trip as the form now stands; null until asked, or after the trip changed */
  quote: QuoteResponse | null;
  /** why the server could not price it; null when it could or was not asked */
  refusal: string | null;
  loading: boolean;
  onCheck: () => void;
}

/** The price the booking will have, from the server's quote of the trip, before the owner creates it. */
export function PhonePriceCheck({ quote, refusal, loading, onCheck }: PhonePriceCheckProps) {
  return (
    <div aria-live="polite" style={{ marginBottom: 16 }}>
      <Space wrap align="center">
        <Button onClick={onCheck} loading={loading}>
          Get price
        </Button>
        {quote &&
          (quote.withinServiceArea ? (
            <Typography.Text data-testid="phone-booking-price">
              Price: <strong>{formatUsd(dollarsToCents(quote.totalPrice))}</strong> · {quote.distance.toFixed(1)} miles
            </Typography.Text>
          ) : (
            <Typography.Text type="danger" data-testid="phone-booking-price">
              {quote.serviceAreaMessage}
            </Typography.Text>
          ))}
      </Space>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 8 }} />}
    </div>
  );
}
