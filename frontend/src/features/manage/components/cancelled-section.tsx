import type { ManagedBooking } from '@contracts/manage.contract.js';
import { Alert, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { cancelledText, refundNotice } from '@/features/manage/manage-format';

/** A cancelled booking: when and the fee, and what happened to the card payment. `announce` after a cancel made here. */
export function CancelledSection({ booking, announce, visitorZone }: { booking: ManagedBooking; announce: boolean; visitorZone: string }) {
  const { t } = useTranslation();
  const heading = useHeadingFocus<HTMLHeadingElement>(announce);
  const { cancelled } = booking;
  const refund = cancelled?.refund ? refundNotice(cancelled.refund, t) : null;

  return (
    <section aria-labelledby="manage-cancelled-heading" data-testid="manage-cancelled">
      <Typography.Title level={2} id="manage-cancelled-heading" ref={heading} tabIndex={-1} style={{ fontSize: 20 }}>
        {t('manage.cancelledHeading')}
      </Typography.Title>
      <Typography.Paragraph>{cancelled ? cancelledText(cancelled, booking.timeZone, visitorZone, t) : t('manage.cancelledNoDetails')}</Typography.Paragraph>
      {refund && (
        <Alert
          type={refund.tone}
          showIcon
          data-testid="manage-refund"
          title={
            <>
              {refund.testMode && <Tag color="purple">{t('manage.testMode')}</Tag>}
              {refund.title}
            </>
          }
          description={refund.detail}
        />
      )}
    </section>
  );
}
