import { Button } from 'antd';
import { refusalMessageOr } from '@/features/admin/admin-errors';
import { useDeleteBlackoutMutation } from '@/features/admin/api/admin-api';
import type { Blackout } from '@contracts/blackout.contract.js';
import { formatDay } from '@/lib/dayjs';
import { useFeedback } from '@/lib/feedback';

/** Removes a stretch of time off once the owner confirms it. */
export function RemoveTimeOffButton({ blackout }: { blackout: Blackout }) {
  const { message, modal } = useFeedback();
  const [deleteBlackout] = useDeleteBlackoutMutation();

  const onDelete = async () => {
    try {
      await deleteBlackout(blackout.id).unwrap();
      message.success('Time off removed');
    } catch (caught) {
      message.error(refusalMessageOr(caught, 'Failed to remove the time off. Please try again.'));
    }
  };

  return (
    <Button
      size="small"
      danger
      aria-label={`Remove time off on ${formatDay(blackout.date)}`}
      onClick={() => modal.confirm({ title: 'Remove this time off?', okText: 'Remove', cancelText: 'Keep', onOk: onDelete })}
    >
      Remove
    </Button>
  );
}
