import type { message, Modal } from 'antd';

/** What the loaded holders hand back: the real antd instances. */
export interface LoadedFeedback {
  message: ReturnType<typeof message.useMessage>[0];
  modal: Pick<ReturnType<typeof Modal.useModal>[0], 'confirm' | 'error'>;
}

/** The holders' props; a type of its own so the provider and the lazily loaded holders need not import each other. */
export interface FeedbackHoldersProps {
  onReady: (feedback: LoadedFeedback) => void;
}
