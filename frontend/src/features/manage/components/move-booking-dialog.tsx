import type { ManagedBooking } from '@contracts/manage.contract.js';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoveManagedBookingMutation } from '@/features/manage/api/manage-api';
import { ConfirmChangeDialog } from '@/features/manage/components/confirm-change-dialog';
import { moveFailureText } from '@/features/manage/manage-errors';

interface MoveBookingDialogProps {
  open: boolean;
  token: string;
  target: { date: string; time: string; label: string };
  /** the booking is being read again: confirming waits for it */
  refreshing: boolean;
  onClose: () => void;
  onMoved: (booking: ManagedBooking) => void;
}

/** Asks once more before the move; the server checks the time again and may refuse it (taken meanwhile, cut-off passed). */
export function MoveBookingDialog({ open, token, target, refreshing, onClose, onMoved }: MoveBookingDialogProps) {
  const { t } = useTranslation();
  const [moveBooking, { isLoading, error, reset }] = useMoveManagedBookingMutation();

  const confirm = async () => {
    try {
      onMoved(await moveBooking({ token, date: target.date, time: target.time }).unwrap());
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
      title={t('manage.moveDialogTitle')}
      keepLabel={t('manage.keepTime')}
      confirmLabel={t('manage.moveBooking')}
      busy={isLoading}
      disabled={refreshing}
      failure={error === undefined ? null : { text: moveFailureText(error, t), tone: 'error' }}
      onConfirm={confirm}
      onClose={close}
    >
      <Typography.Paragraph strong data-testid="move-summary">
        {t('manage.moveTo', { target: target.label })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('manage.moveDialogText')}</Typography.Paragraph>
    </ConfirmChangeDialog>
  );
}
