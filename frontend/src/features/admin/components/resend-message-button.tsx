import { Button } from 'antd';
import { useResendMessageMutation } from '@/features/admin/api/outbox-api';
import type { OutboxMessage } from '@contracts/outbox.contract.js';
import { messageKindLabel } from '@domain/message-kinds.js';
import { toApiError } from '@/lib/api-error';
import { useFeedback } from '@/lib/feedback';

/** "Send again" for a failed message: back in the queue, tried at once by the sender. */
export function ResendMessageButton({ message }: { message: OutboxMessage }) {
  const { message: toast } = useFeedback();
  const [resend, { isLoading }] = useResendMessageMutation();
  const onClick = async () => {
    try {
      await resend(message.id).unwrap();
      toast.success('Queued to be sent again');
    } catch (error) {
      toast.error(toApiError(error, 'Could not queue the message again. Please try again.').message);
    }
  };
  return (
    <Button size="small" onClick={onClick} loading={isLoading} aria-label={`Send again: ${message.summary || messageKindLabel(message.kind)} to ${message.to}`}>
      Send again
    </Button>
  );
}
