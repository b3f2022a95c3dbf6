import { Button, Checkbox, Space } from 'antd';
import { useState } from 'react';
import { useSendPayLinkMutation } from '@/features/admin/api/money-api';
import { refusalMessageOr } from '@/features/admin/admin-errors';
import { useFeedback } from '@/lib/feedback';

/**
 * Sends the customer a link that opens checkout for what the booking owes (its price, or a cancelled booking's fee): by
 * mail, and by text when texts are on and ticked.
 */
export function PayLinkControl({ bookingId, textsEnabled, label }: { bookingId: string; textsEnabled: boolean; label: string }) {
  const [sendPayLink, { isLoading }] = useSendPayLinkMutation();
  const [byText, setByText] = useState(textsEnabled);
  const { message } = useFeedback();

  const send = async () => {
    try {
      const sent = await sendPayLink({ bookingId, request: { byText } }).unwrap();
      message.success(`Payment link sent to ${sent.sentTo.join(' and ')}`);
    } catch (error) {
      message.error(refusalMessageOr(error, 'The payment link could not be sent. Please try again.'));
    }
  };

  return (
    <Space wrap>
      <Button loading={isLoading} onClick={send}>
        {label}
      </Button>
      {textsEnabled && (
        <Checkbox checked={byText} onChange={(event) => setByText(event.target.checked)}>
          Also by text
        </Checkbox>
      )}
    </Space>
  );
}
