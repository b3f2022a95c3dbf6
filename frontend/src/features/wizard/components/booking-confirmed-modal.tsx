import { CheckCircleTwoTone } from '@ant-design/icons';
import { Button, Descriptions, Modal, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { timeText } from '@/lib/time-text';
import { formatDay } from '@/lib/dayjs';
import type { CompletedBooking } from '@/features/wizard/wizard-types';
import { decorativeIcon } from '@/components/decorative-icon';
import { displayReference } from '@domain/booking-reference.js';
import { withBusinessZone } from '@/lib/business-zone';
import { serviceName } from '@/lib/service-name';
import { telHref } from '@/components/contact-links';
import { booking } from '@/locales/en/booking';
import { addEnglishSections } from '@/lib/i18n';

// This screen's English texts come with its code, not in the first download of '/'.
addEnglishSections({ booking });

interface BookingConfirmedModalProps {
  booking: CompletedBooking;
  open: boolean;
  ownerPhone: string | null;
  ownerEmail: string | null;
  /** IANA zone of the booking's date and time (GET /api/business); null until known */
  businessZone: string | null;
  onClose: () => void;
  onBookAnother: () => void;
}

function dateTime(t: TFunction, booking: CompletedBooking, zone: string | null): string {
  if (booking.serviceDate === 'N/A') return t('booking.toBeScheduled');
  const text = t('booking.dayAtTime', { day: formatDay(booking.serviceDate), time: timeText(booking.serviceTime) });
  return withBusinessZone(text, zone, booking.serviceDate, booking.serviceTime);
}

export function BookingConfirmedModal({ booking, open, ownerPhone, ownerEmail, businessZone, onClose, onBookAnother }: BookingConfirmedModalProps) {
  const { t } = useTranslation();
  const reference = displayReference(booking.reference);
  // The server's word: confirmed at once when the owner lets bookings that need no card payment confirm themselves.
  const confirmed = booking.status === 'confirmed';
  const when = dateTime(t, booking, businessZone);
  const mailBody = encodeURIComponent(t('booking.mailBody', { reference, service: serviceName(booking.serviceType, t), when }));

  return (
    <Modal
      open={open}
      title={
        <span>
          <CheckCircleTwoTone twoToneColor="#16a34a" {...decorativeIcon} /> {confirmed ? t('booking.confirmedTitle') : t('booking.requestTitle')}
        </span>
      }
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('booking.close')}
        </Button>,
        <Button key="again" type="primary" onClick={onBookAnother}>
          {t('booking.bookAnother')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{confirmed ? t('booking.confirmedText') : t('booking.requestText')}</Typography.Paragraph>
      {(booking.codeApplied || !booking.paymentRequired) && (
        <div style={{ marginBottom: 12 }}>
          {booking.codeApplied && <Tag color="green">{t('booking.codeApplied')}</Tag>}
          {!booking.paymentRequired && (
            <Typography.Text type="success" strong>
              {t('booking.paymentNotRequired')}
            </Typography.Text>
          )}
        </div>
      )}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('booking.dateAndTime')}>{when}</Descriptions.Item>
        <Descriptions.Item label={t('booking.from')}>{booking.pickupLocation}</Descriptions.Item>
        <Descriptions.Item label={t('booking.to')}>{booking.destinationLocation}</Descriptions.Item>
        <Descriptions.Item label={t('booking.totalPrice')}>
          <Money cents={booking.totalCents} />
        </Descriptions.Item>
        <Descriptions.Item label={t('booking.reference')}>
          <strong data-testid="booking-reference">{reference}</strong>
        </Descriptions.Item>
      </Descriptions>
      {ownerEmail && (
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 4 }}>
          {t('booking.questions')}{' '}
          <a href={`mailto:${ownerEmail}?subject=${encodeURIComponent(t('booking.mailSubject', { reference }))}&body=${mailBody}`}>
            {t('booking.emailUsAbout', { reference })}
          </a>
        </Typography.Paragraph>
      )}
      {ownerPhone && (
        <Typography.Paragraph style={{ marginTop: ownerEmail ? 0 : 16 }}>
          {t('booking.callUs')} <a href={telHref(ownerPhone)}>{ownerPhone}</a>
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
