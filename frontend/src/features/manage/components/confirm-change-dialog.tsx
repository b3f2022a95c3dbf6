import { Alert, Button, Modal } from 'antd';
import { useRef, type ReactNode } from 'react';

interface ConfirmChangeDialogProps {
  open: boolean;
  title: string;
  /** the safe choice, e.g. 'Keep booking': it takes focus, so a stray Enter changes nothing */
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  /** confirming waits (the booking is being read again) */
  disabled: boolean;
  /** the refusal to show, in the customer's words; null when there is none */
  failure: { text: string; tone: 'warning' | 'error' } | null;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Asks once more before a change to the booking (cancel, move), with the server's refusal shown in place. */
export function ConfirmChangeDialog({ open, title, keepLabel, confirmLabel, busy, disabled, failure, onConfirm, onClose, children }: ConfirmChangeDialogProps) {
  const keepButton = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      afterOpenChange={(shown) => shown && keepButton.current?.focus()}
      destroyOnHidden
      footer={[
        <Button key="keep" ref={keepButton} onClick={onClose}>
          {keepLabel}
        </Button>,
        <Button key="confirm" type="primary" loading={busy} disabled={disabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>,
      ]}
    >
      {children}
      {failure && <Alert role="alert" type={failure.tone} showIcon title={failure.text} />}
    </Modal>
  );
}
