import type { ManagedBooking } from '@contracts/manage.contract.js';
import { Alert, Button, Modal, Typography } from 'antd';
import { useRef } from 'react';
import { useCancelManagedBookingMutation } from '@/features/manage/api/manage-api';
import { isFeeChanged } from '@/features/manage/manage-errors';
import { cancelSummary } from '@/features/manage/manage-format';
import { toApiError } from '@/lib/api-error';

const CANCEL_FAILED = 'The booking could not be cancelled. Please try again.';

interface CancelBookingDialogProps {
  open: boolean;
  token: string;
  booking: ManagedBooking;
  /** the booking is being read again (after a moved fee): confirming waits for the fee it will show */
  refreshing: boolean;
  onClose: () => void;
  onCancelled: () => void;
}

/**
 * Asks once more, with the exact fee and refund the server quoted. Confirming sends that fee back: if the policy's
 * fee moved meanwhile the server refuses (409), the booking is read again and this dialog shows the new fee.
 */
export function CancelBookingDialog({ open, token, booking, refreshing, onClose, onCancelled }: CancelBookingDialogProps) {
  const [cancelBooking, { isLoading, error, reset }] = useCancelManagedBookingMutation();
  const quote = booking.cancellation;
  const keepButton = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    try {
      await cancelBooking({ token, expectedFee: quote.fee }).unwrap();
      onCancelled();
    } catch {
      // shown below from the mutation's error
    }
  };
  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Cancel this booking?"
      onCancel={close}
      // The safe choice takes focus once the dialog is shown, so a stray Enter keeps the booking.
      afterOpenChange={(shown) => shown && keepButton.current?.focus()}
      destroyOnHidden
      footer={[
        <Button key="keep" ref={keepButton} onClick={close}>
          Keep booking
        </Button>,
        <Button key="cancel" type="primary" loading={isLoading} disabled={refreshing} onClick={confirm}>
          Cancel booking
        </Button>,
      ]}
    >
      <Typography.Paragraph strong data-testid="cancel-summary">
        {cancelSummary(quote, booking.paid)}
      </Typography.Paragraph>
      <Typography.Paragraph>{quote.explanation}</Typography.Paragraph>
      {error !== undefined && <Alert role="alert" type={isFeeChanged(error) ? 'warning' : 'error'} showIcon title={toApiError(error, CANCEL_FAILED).message} />}
    </Modal>
  );
}
