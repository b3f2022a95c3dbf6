import { Empty, Modal } from 'antd';
import { useState } from 'react';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { BookingActionsSection } from '@/features/admin/components/booking-actions-section';
import { BookingEditForm } from '@/features/admin/components/booking-edit-form';
import { BookingHistorySection } from '@/features/admin/components/booking-history-section';
import { BookingPaymentsSection } from '@/features/admin/components/booking-payments-section';
import { BookingSummarySection } from '@/features/admin/components/booking-summary-section';
import { displayReference } from '@domain/booking-reference.js';

interface BookingDetailsModalProps {
  booking: AdminBooking | null;
  onClose: () => void;
  onOpenCustomer: (phone: string) => void;
}

/** One booking, open while `booking` is set: actions, the summary or its edit form, and the history. Prints the summary only. */
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
          <BookingActionsSection booking={booking} editing={editing} onEdit={() => setEditing(true)} onOpenCustomer={onOpenCustomer} />
          {editing ? <BookingEditForm booking={booking} onDone={() => setEditing(false)} /> : <BookingSummarySection booking={booking} />}
          <div className="admin-no-print" style={{ marginTop: 16 }}>
            <BookingPaymentsSection bookingId={booking.id} />
            <BookingHistorySection bookingId={booking.id} />
          </div>
        </div>
      )}
    </Modal>
  );
}
