import type { ManagedBooking } from '@contracts/manage.contract.js';
import { Button, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelBookingDialog } from '@/features/manage/components/cancel-booking-dialog';
import { quoteLines } from '@/features/manage/manage-format';
import { termsText } from '@/lib/cancellation-terms-text';

interface CancelBookingSectionProps {
  booking: ManagedBooking;
  token: string;
  refreshing: boolean;
  onCancelled: () => void;
}

/** What cancelling costs right now, as the server quotes it, and the button that asks to confirm it. */
export function CancelBookingSection({ booking, token, refreshing, onCancelled }: CancelBookingSectionProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const quote = booking.cancellation;
  const completed = booking.status === 'completed';

  return (
    <section aria-labelledby="manage-cancel-heading">
      <Typography.Title level={2} id="manage-cancel-heading" style={{ fontSize: 20 }}>
        {/* Nothing is offered that cannot be done: a plan purchase (non-refundable) or a started job only says why. */}
        {completed ? t('manage.completedHeading') : quote.allowed ? t('manage.cancelHeading') : t('manage.cancellingHeading')}
      </Typography.Title>
      {completed ? (
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('manage.completedText')}</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph data-testid="cancel-explanation">{termsText(quote.terms, booking.timeZone, t)}</Typography.Paragraph>
          {quote.allowed && (
            <>
              <Descriptions column={1} size="small" bordered data-testid="cancel-quote" style={{ marginBottom: 16 }}>
                {quoteLines(quote, booking.paid, t).map((line) => (
                  <Descriptions.Item key={line.key} label={line.label}>
                    <span data-testid={`quote-${line.key}`}>{line.value}</span>
                  </Descriptions.Item>
                ))}
              </Descriptions>
              {/* Not antd's `danger` red: on white it falls short of 4.5:1 contrast (WCAG AA). */}
              <Button onClick={() => setConfirming(true)}>{t('manage.cancelBooking')}</Button>
              <CancelBookingDialog
                open={confirming}
                token={token}
                booking={booking}
                refreshing={refreshing}
                onClose={() => setConfirming(false)}
                onCancelled={onCancelled}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
