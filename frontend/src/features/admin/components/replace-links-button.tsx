import { Button, Popconfirm } from 'antd';
import { useReplaceCustomerLinksMutation } from '@/features/admin/api/admin-api';
import { refusalMessageOr } from '@/features/admin/admin-errors';
import { useFeedback } from '@/lib/feedback';

/**
 * A booking's links keep working from every mail until 30 days after the job; when one reached the wrong person the
 * owner turns them all off here, and the customer gets a new one by mail.
 */
export function ReplaceLinksButton({ bookingId }: { bookingId: string }) {
  const [replaceLinks, { isLoading }] = useReplaceCustomerLinksMutation();
  const { message } = useFeedback();

  const replace = async () => {
    try {
      message.success((await replaceLinks(bookingId).unwrap()).message);
    } catch (error) {
      message.error(refusalMessageOr(error, 'The links could not be turned off. Please try again.'));
    }
  };

  return (
    <Popconfirm
      title="Turn off the customer's links?"
      description="The links in every mail about this booking stop working; a new one goes to the customer's e-mail."
      okText="Turn off"
      cancelText="Keep"
      onConfirm={replace}
    >
      <Button loading={isLoading}>Turn off links</Button>
    </Popconfirm>
  );
}
