import { MailOutlined, PrinterOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { decorativeIcon } from '@/components/decorative-icon';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { BookingCancelControl } from '@/features/admin/components/booking-cancel-control';
import { ConfirmBookingButton } from '@/features/admin/components/confirm-booking-button';
import { mailtoOf } from '@/features/admin/components/booking-details-format';
import { ReplaceLinksButton } from '@/features/admin/components/replace-links-button';

interface BookingActionsSectionProps {
  booking: AdminBooking;
  /** the edit form is open: its own buttons save or discard */
  editing: boolean;
  onEdit: () => void;
  onOpenCustomer: (phone: string) => void;
}

/** The dialog's toolbar: confirm a pending booking, edit, cancel, mail the customer, print, open the customer's profile. Not printed. */
export function BookingActionsSection({ booking, editing, onEdit, onOpenCustomer }: BookingActionsSectionProps) {
  return (
    <Space wrap className="admin-no-print" style={{ marginBottom: 16 }}>
      {booking.status === 'pending' && !editing && <ConfirmBookingButton booking={booking} />}
      {!editing && <Button onClick={onEdit}>Edit</Button>}
      <BookingCancelControl booking={booking} />
      {booking.email && (
        <Button href={mailtoOf(booking)} icon={<MailOutlined {...decorativeIcon} />}>
          Email Customer
        </Button>
      )}
      {booking.email && <ReplaceLinksButton bookingId={booking.id} />}
      <Button icon={<PrinterOutlined {...decorativeIcon} />} onClick={() => window.print()}>
        Print
      </Button>
      {booking.phone && (
        <Button icon={<UserOutlined {...decorativeIcon} />} onClick={() => onOpenCustomer(booking.phone!)}>
          Customer Profile
        </Button>
      )}
    </Space>
  );
}
