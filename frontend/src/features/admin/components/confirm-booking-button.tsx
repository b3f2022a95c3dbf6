import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { decorativeIcon } from '@/components/decorative-icon';
import { customerNameOf } from '@/features/admin/admin-bookings';
import { refusalMessageOr } from '@/features/admin/admin-errors';
import { useUpdateBookingStatusMutation } from '@/features/admin/api/admin-api';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { displayReference } from '@domain/booking-reference.js';
import { useFeedback } from '@/lib/feedback';

const CONFIRM_FAILED = 'Could not confirm the booking. Please try again.';

/** One tap from pending to confirmed; the lists and the dialog refresh from the server's answer (tags). */
export function ConfirmBookingButton({ booking }: { booking: AdminBooking }) {
  const { message } = useFeedback();
  const [updateStatus, { isLoading }] = useUpdateBookingStatusMutation();

  const confirm = async () => {
    try {
      await updateStatus({ bookingId: booking.id, status: 'confirmed' }).unwrap();
      message.success('Booking confirmed');
    } catch (error) {
      message.error(refusalMessageOr(error, CONFIRM_FAILED));
    }
  };

  return (
    <Button
      type="primary"
      icon={<CheckOutlined {...decorativeIcon} />}
      loading={isLoading}
      onClick={confirm}
      // Starts with the visible word, so voice control's "click Confirm" still finds it among several cards.
      aria-label={`Confirm booking ${displayReference(booking.reference)} for ${customerNameOf(booking)}`}
    >
      Confirm
    </Button>
  );
}
