import { MailOutlined, PrinterOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Empty, Form, Input, Modal, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { decorativeIcon } from '@/components/decorative-icon';
import { bookingEdits, customerNameOf, formatDistance, priceCentsOf, STATUS_LABELS, type BookingEditValues } from '@/features/admin/admin-bookings';
import { refusalMessageOr } from '@/features/admin/admin-errors';
import { useCancelBookingMutation, useEditBookingMutation, useGetBookingHistoryQuery, type AdminBooking, type BookingMail } from '@/features/admin/api/admin-api';
import { STATUS_OPTIONS } from '@/features/admin/components/bookings-table';
import { toApiError } from '@/lib/api-error';
import { formatDay } from '@/lib/dayjs';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import { serviceLabel } from '@domain/service-types.js';
import { formatTimeText } from '@domain/business-time.js';
import { useFeedback } from '@/lib/feedback';
import { displayReference } from '@domain/booking-reference.js';

const CANCEL_FAILED = 'Failed to cancel the booking. Please try again.';
const MAIL_COLORS: Record<string, string> = { queued: 'gold', sent: 'green', failed: 'red' };

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function describeChanges(changes: Record<string, unknown>): string {
  return Object.entries(changes)
    .map(([field, change]) => {
      if (change && typeof change === 'object' && 'from' in change && 'to' in change) {
        const { from, to } = change as { from: unknown; to: unknown };
        return `${field}: ${show(from)} → ${show(to)}`;
      }
      return `${field}: ${typeof change === 'object' ? JSON.stringify(change) : show(change)}`;
    })
    .join('; ');
}

function mailtoOf(booking: AdminBooking): string {
  const subject = `Your booking ${displayReference(booking.reference)}`;
  const body = `Hello ${customerNameOf(booking)},\n\nAbout your ${serviceLabel(booking.serviceType)} on ${formatDay(booking.booking_date)} at ${formatTimeText(booking.booking_time)}:\n\n`;
  return `mailto:${booking.email ?? ''}?${new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20')}`;
}

function HistorySection({ bookingId }: { bookingId: string }) {
  const { data, isLoading, error } = useGetBookingHistoryQuery(bookingId);
  if (isLoading) return <Spin description="Loading history..." />;
  if (error) return <Alert type="warning" showIcon title={toApiError(error, 'Could not load the history.').message} />;
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        History
      </Typography.Title>
      {(data?.entries ?? []).length === 0 ? (
        <Typography.Paragraph type="secondary">No changes recorded</Typography.Paragraph>
      ) : (
        <ul className="admin-plain-list" data-testid="booking-history">
          {data!.entries.map((entry) => (
            <li key={entry.id}>
              <strong>{when(entry.at)}</strong> — {entry.action} by {entry.actor}
              {Object.keys(entry.changes ?? {}).length > 0 && <Typography.Text type="secondary">{` (${describeChanges(entry.changes)})`}</Typography.Text>}
            </li>
          ))}
        </ul>
      )}
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 12 }}>
        Emails
      </Typography.Title>
      {(data?.mails ?? []).length === 0 ? (
        <Typography.Paragraph type="secondary" data-testid="booking-mails">
          No emails about this booking
        </Typography.Paragraph>
      ) : (
        <ul className="admin-plain-list" data-testid="booking-mails">
          {data!.mails.map((mail: BookingMail) => (
            <li key={`${mail.kind}-${mail.queuedAt}`}>
              <Space wrap>
                <Tag color={MAIL_COLORS[mail.status] ?? 'default'}>{mail.status}</Tag>
                <span>{mail.kind}</span>
                <Typography.Text type="secondary">
                  to {mail.to}, queued {when(mail.queuedAt)}
                  {mail.sentAt ? `, sent ${when(mail.sentAt)}` : ''}
                  {mail.lastError ? `, error: ${mail.lastError}` : ''}
                </Typography.Text>
              </Space>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function EditForm({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const { message } = useFeedback();
  const [editBooking, { isLoading }] = useEditBookingMutation();
  const [error, setError] = useState<string | null>(null);
  const schedulable = booking.booking_date !== 'N/A';

  const onFinish = async (values: BookingEditValues) => {
    setError(null);
    const changes = bookingEdits(booking, values);
    if (Object.keys(changes).length === 0) {
      message.info('Nothing changed');
      onDone();
      return;
    }
    try {
      await editBooking({ id: booking.id, changes }).unwrap();
      message.success('Booking updated');
      onDone();
    } catch (caught) {
      setError(toApiError(caught, 'Failed to update the booking. Please try again.').message);
    }
  };

  return (
    <Form<BookingEditValues>
      layout="vertical"
      onFinish={onFinish}
      initialValues={{
        status: booking.status,
        booking_date: schedulable ? booking.booking_date : undefined,
        booking_time: schedulable ? booking.booking_time : undefined,
        total_price: priceCentsOf(booking) / 100,
        pickup: booking.pickup,
        destination: booking.destination,
        notes: booking.notes ?? '',
      }}
      data-testid="booking-edit-form"
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} />}
      <Form.Item label="Status" name="status">
        <Select options={STATUS_OPTIONS} aria-label="Status" />
      </Form.Item>
      <Space wrap>
        <Form.Item label="Date" name="booking_date" rules={schedulable ? [{ required: true, message: 'Service date is required' }] : []}>
          <Input type="date" disabled={!schedulable} />
        </Form.Item>
        <Form.Item label="Time" name="booking_time" rules={schedulable ? [{ required: true, message: 'Service time is required' }] : []}>
          <Input type="time" step={900} disabled={!schedulable} />
        </Form.Item>
        <Form.Item
          label="Price ($)"
          name="total_price"
          normalize={(value: string) => (value === '' ? null : Number(value))}
          rules={[{ required: true, type: 'number', min: 0, message: 'Enter a price of 0 or more' }]}
        >
          <Input type="number" min={0} step={0.01} inputMode="decimal" style={{ width: 140 }} />
        </Form.Item>
      </Space>
      <Form.Item label="Pickup" name="pickup" rules={[{ required: true, whitespace: true, message: 'Pickup location is required' }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Destination" name="destination" rules={[{ required: true, whitespace: true, message: 'Destination location is required' }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Notes" name="notes">
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save Changes
        </Button>
        <Button onClick={onDone}>Discard</Button>
      </Space>
    </Form>
  );
}

function CancelControl({ booking }: { booking: AdminBooking }) {
  const { message } = useFeedback();
  const [cancelBooking, { isLoading }] = useCancelBookingMutation();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const cancelled = booking.status === 'cancelled';

  const onConfirm = async () => {
    try {
      const answer = await cancelBooking({ bookingId: booking.id }).unwrap();
      setResult(answer.message);
      message.success(answer.message || 'Booking cancelled');
    } catch (error) {
      message.error(refusalMessageOr(error, CANCEL_FAILED));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div>
      {confirming ? (
        <Space wrap role="group" aria-label="Confirm cancellation">
          <Typography.Text strong>Confirm cancellation?</Typography.Text>
          <Button danger type="primary" loading={isLoading} onClick={onConfirm}>
            Yes, Cancel
          </Button>
          <Button onClick={() => setConfirming(false)} autoFocus>
            No
          </Button>
        </Space>
      ) : (
        <Button danger disabled={cancelled} onClick={() => setConfirming(true)}>
          {cancelled ? 'Cancelled' : 'Cancel Booking'}
        </Button>
      )}
      {result && <Alert type="success" showIcon title={result} role="status" style={{ marginTop: 8 }} />}
    </div>
  );
}

interface BookingDetailsModalProps {
  booking: AdminBooking | null;
  onClose: () => void;
  onOpenCustomer: (phone: string) => void;
}

export function BookingDetailsModal({ booking, onClose, onOpenCustomer }: BookingDetailsModalProps) {
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    onClose();
  };

  return (
    <Modal
      open={booking !== null}
      onCancel={close}
      footer={null}
      width={760}
      destroyOnHidden
      title={booking ? `Booking ${displayReference(booking.reference)}` : 'Booking'}
      data-testid="booking-details"
    >
      {!booking ? (
        <Empty />
      ) : (
        <div className="admin-print-area">
          <Space wrap className="admin-no-print" style={{ marginBottom: 16 }}>
            {!editing && <Button onClick={() => setEditing(true)}>Edit</Button>}
            <CancelControl booking={booking} />
            {booking.email && (
              <Button href={mailtoOf(booking)} icon={<MailOutlined {...decorativeIcon} />}>
                Email Customer
              </Button>
            )}
            <Button icon={<PrinterOutlined {...decorativeIcon} />} onClick={() => window.print()}>
              Print
            </Button>
            {booking.phone && (
              <Button icon={<UserOutlined {...decorativeIcon} />} onClick={() => onOpenCustomer(booking.phone!)}>
                Customer Profile
              </Button>
            )}
          </Space>
          {editing ? (
            <EditForm booking={booking} onDone={() => setEditing(false)} />
          ) : (
            <BookingFacts booking={booking} />
          )}
          <div className="admin-no-print" style={{ marginTop: 16 }}>
            <HistorySection bookingId={booking.id} />
          </div>
        </div>
      )}
    </Modal>
  );
}

function BookingFacts({ booking }: { booking: AdminBooking }) {
  const pkg = booking.packageDetails;
  const ride = booking.rideDetails;
  const driver = booking.chauffeurDetails;
  const payment = booking.paymentInfo;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} data-testid="booking-facts">
      <Descriptions.Item label="Status">{STATUS_LABELS[booking.status] ?? booking.status}</Descriptions.Item>
      <Descriptions.Item label="Reference">{displayReference(booking.reference)}</Descriptions.Item>
      <Descriptions.Item label="Service">{serviceLabel(booking.serviceType)}</Descriptions.Item>
      <Descriptions.Item label="Customer">{customerNameOf(booking)}</Descriptions.Item>
      {booking.businessName && <Descriptions.Item label="Business">{booking.businessName}</Descriptions.Item>}
      <Descriptions.Item label="Email">{booking.email ? <a href={`mailto:${booking.email}`}>{booking.email}</a> : '—'}</Descriptions.Item>
      <Descriptions.Item label="Phone">{booking.phone ? <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</a> : '—'}</Descriptions.Item>
      <Descriptions.Item label="Date">{formatDay(booking.booking_date)}</Descriptions.Item>
      <Descriptions.Item label="Time" contentStyle={{ whiteSpace: 'nowrap' }}>
        <span data-testid="booking-time">{formatTimeText(booking.booking_time)}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Pickup" span={2}>
        {booking.pickup || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Destination" span={2}>
        {booking.destination || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Distance">{formatDistance(booking.distance)}</Descriptions.Item>
      <Descriptions.Item label="Total price">{formatUsd(priceCentsOf(booking))}</Descriptions.Item>
      {pkg && (
        <Descriptions.Item label="Package" span={2}>
          Size {show(pkg.size)}, weight {show(pkg.weight)}, perishable {show(pkg.perishable)}, cooler {show(pkg.needsCooler)}
          {pkg.instructions ? `. Instructions: ${show(pkg.instructions)}` : ''}
        </Descriptions.Item>
      )}
      {ride && (
        <Descriptions.Item label="Ride" span={2}>
          {show(ride.passengers)} passenger(s), luggage {show(ride.luggage)}
          {ride.specialRequests ? `. Requests: ${show(ride.specialRequests)}` : ''}
        </Descriptions.Item>
      )}
      {driver && (
        <Descriptions.Item label="Personal driver" span={2}>
          {show(driver.hours)} hours{driver.specialRequests ? `. Itinerary: ${show(driver.specialRequests)}` : ''}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Payment" span={2}>
        {payment
          ? [
              `method ${show(payment.method)}`,
              `status ${show(payment.status)}`,
              payment.transactionId ? `transaction ${payment.transactionId}` : null,
              payment.cardBrand || payment.last4 ? `card ${show(payment.cardBrand)} ${payment.last4 ? `•••• ${payment.last4}` : ''}` : null,
              payment.dateProcessed ? `processed ${when(payment.dateProcessed)}` : null,
            ]
              .filter(Boolean)
              .join(', ')
          : '—'}
        {payment?.receiptUrl && (
          <>
            {' '}
            <a href={payment.receiptUrl} target="_blank" rel="noreferrer">
              Receipt
            </a>
          </>
        )}
      </Descriptions.Item>
      {booking.cancellation && (
        <Descriptions.Item label="Cancellation" span={2}>
          <span data-testid="cancellation-fee">
            Cancelled {when(booking.cancellation.at)} by {show(booking.cancellation.by)}; fee {formatUsd(dollarsToCents(booking.cancellation.fee))}
          </span>
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Notes" span={2}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{booking.notes || '—'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
