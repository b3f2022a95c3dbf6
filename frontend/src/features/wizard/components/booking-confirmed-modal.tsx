import { CheckCircleTwoTone } from '@ant-design/icons';
import { Button, Descriptions, Modal, Tag, Typography } from 'antd';
import { Money } from '@/components/money';
import { formatDay } from '@/lib/dayjs';
import { serviceLabel } from '@domain/service-types.js';
import { formatTimeText } from '@domain/business-time.js';
import type { CompletedBooking } from '@/features/wizard/wizard-types';
import { decorativeIcon } from '@/components/decorative-icon';
import { displayReference } from '@domain/booking-reference.js';
import { withBusinessZone } from '@/lib/business-zone';
import { telHref } from '@/components/contact-links';

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

function dateTime(booking: CompletedBooking, zone: string | null): string {
  if (booking.serviceDate === 'N/A') return 'To be scheduled';
  return withBusinessZone(`${formatDay(booking.serviceDate)} at ${formatTimeText(booking.serviceTime)}`, zone, booking.serviceDate, booking.serviceTime);
}

export function BookingConfirmedModal({ booking, open, ownerPhone, ownerEmail, businessZone, onClose, onBookAnother }: BookingConfirmedModalProps) {
  const reference = displayReference(booking.reference);
  // The server's word: confirmed at once when the owner lets bookings that need no card payment confirm themselves.
  const confirmed = booking.status === 'confirmed';
  const when = dateTime(booking, businessZone);
  const mailBody = encodeURIComponent(`Hello, I have a question about my booking ${reference} (${serviceLabel(booking.serviceType)} on ${when}).`);

  return (
    <Modal
      open={open}
      title={
        <span>
          <CheckCircleTwoTone twoToneColor="#16a34a" {...decorativeIcon} /> {confirmed ? 'Booking Confirmed!' : 'Booking Request Received'}
        </span>
      }
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button key="again" type="primary" onClick={onBookAnother}>
          Book Another Service
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {confirmed ? 'Thank you! Your booking is confirmed.' : 'Thank you! We received your request and will reach out within the hour to confirm.'}
      </Typography.Paragraph>
      {(booking.codeApplied || !booking.paymentRequired) && (
        <div style={{ marginBottom: 12 }}>
          {booking.codeApplied && <Tag color="green">Service Code Applied</Tag>}
          {!booking.paymentRequired && (
            <Typography.Text type="success" strong>
              Payment Not Required
            </Typography.Text>
          )}
        </div>
      )}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Date and time">{when}</Descriptions.Item>
        <Descriptions.Item label="From">{booking.pickupLocation}</Descriptions.Item>
        <Descriptions.Item label="To">{booking.destinationLocation}</Descriptions.Item>
        <Descriptions.Item label="Total price">
          <Money cents={booking.totalCents} />
        </Descriptions.Item>
        <Descriptions.Item label="Reference">
          <strong data-testid="booking-reference">{reference}</strong>
        </Descriptions.Item>
      </Descriptions>
      {ownerEmail && (
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 4 }}>
          Questions about your booking?{' '}
          <a href={`mailto:${ownerEmail}?subject=${encodeURIComponent(`Booking ${reference}`)}&body=${mailBody}`}>E-mail us about {reference}</a>
        </Typography.Paragraph>
      )}
      {ownerPhone && (
        <Typography.Paragraph style={{ marginTop: ownerEmail ? 0 : 16 }}>
          Or call us: <a href={telHref(ownerPhone)}>{ownerPhone}</a>
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
