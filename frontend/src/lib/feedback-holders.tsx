import { message, Modal } from 'antd';
import { useEffect } from 'react';
import type { FeedbackHoldersProps } from '@/lib/feedback-holder-types';

/** One toast at a time, a new one replacing the current; each shown for 5 s. */
const MESSAGE_CONFIG = { maxCount: 1, duration: 5 } as const;

/** The antd toast and dialog holders, in their own chunk (see FeedbackProvider). */
export function FeedbackHolders({ onReady }: FeedbackHoldersProps) {
  const [messageApi, messageHolder] = message.useMessage(MESSAGE_CONFIG);
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
