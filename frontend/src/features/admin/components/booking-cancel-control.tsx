import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { refusalMessageOr } from '@/features/admin/admin-errors';
import { useCancelBookingMutation } from '@/features/admin/api/admin-api';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { useFeedback } from '@/lib/feedback';

const CANCEL_FAILED = 'Failed to cancel the booking. Please try again.';

/** Cancels a booking after an inline 'Confirm cancellation?' (focus on 'No'), then shows the server's answer. */
export function BookingCancelControl({ booking }: { booking: AdminBooking }) {
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
