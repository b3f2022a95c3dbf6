import { message, Modal } from 'antd';
import { useEffect } from 'react';
import { messageConfig } from '@/app/theme';
import type { LoadedFeedback } from '@/lib/feedback';

export interface FeedbackHoldersProps {
  onReady: (feedback: LoadedFeedback) => void;
}

/** The antd toast and dialog holders, in their own chunk (see FeedbackProvider). */
export function FeedbackHolders({ onReady }: FeedbackHoldersProps) {
  const [messageApi, messageHolder] = message.useMessage(messageConfig);
  const [modalApi, modalHolder] = Modal.useModal();

  // Effects run after the holders are mounted, so the APIs work the moment they are handed over.
  useEffect(() => onReady({ message: messageApi, modal: modalApi }), [onReady, messageApi, modalApi]);

  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
