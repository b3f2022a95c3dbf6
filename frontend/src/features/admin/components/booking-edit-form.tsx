import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { bookingEdits, priceCentsOf, type BookingEditValues } from '@/features/admin/admin-bookings';
import { useEditBookingMutation } from '@/features/admin/api/admin-api';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { STATUS_OPTIONS } from '@/features/admin/components/bookings-table';
import { toApiError } from '@/lib/api-error';
import { useFeedback } from '@/lib/feedback';

/** Edits a booking's status, schedule, price, route and notes; sends only what changed. `onDone` runs after a save and on Discard. */
export function BookingEditForm({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const { message } = useFeedback();
  const [editBooking, { isLoading }] = useEditBookingMutation();
  const [error, setError] = useState<string | null>(null);
  // Plan purchases have no date or time ('N/A').
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
        notes: booking.notes,
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
