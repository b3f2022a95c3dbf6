import type { ManagedBooking } from '@contracts/manage.contract.js';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCancelManagedBookingMutation } from '@/features/manage/api/manage-api';
import { ConfirmChangeDialog } from '@/features/manage/components/confirm-change-dialog';
import { isFeeChanged } from '@/features/manage/manage-errors';
import { cancelSummary } from '@/features/manage/manage-format';
import { toApiError } from '@/lib/api-error';
import { termsText } from '@/lib/cancellation-terms-text';

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
  const { t } = useTranslation();
  const quote = booking.cancellation;

  const confirm = async () => {
    try {
      await cancelBooking({ token, expectedFee: quote.fee }).unwrap();
      onCancelled();
    } catch {
      // shown in the dialog from the mutation's error
    }
  };
  const close = () => {
    reset();
    onClose();
  };

  return (
    <ConfirmChangeDialog
      open={open}
      title={t('manage.cancelDialogTitle')}
      keepLabel={t('manage.keepBooking')}
      confirmLabel={t('manage.cancelBooking')}
      busy={isLoading}
      disabled={refreshing}
      failure={error === undefined ? null : { text: toApiError(error, t('manage.cancelFailed')).message, tone: isFeeChanged(error) ? 'warning' : 'error' }}
      onConfirm={confirm}
      onClose={close}
    >
      <Typography.Paragraph strong data-testid="cancel-summary">
        {cancelSummary(quote, booking.paid, t)}
      </Typography.Paragraph>
      <Typography.Paragraph>{termsText(quote.terms, booking.timeZone, t)}</Typography.Paragraph>
    </ConfirmChangeDialog>
  );
}
