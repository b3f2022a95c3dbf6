import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import type { InquiryKind } from '@/features/wizard/inquiry-payload';
import { wizardReset } from '@/features/wizard/wizard-slice';
import { inquiryConfirmationPath } from '@/config/paths';

/**
 * Shown after an inquiry is sent (for bulk rides also after a failed send). Closing it in
 * any way (button, X, Escape) opens the confirmation page for this kind and starts the wizard afresh.
 */
export function InquiryThankYouModal({ kind, open }: { kind: InquiryKind; open: boolean }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const close = () => {
    navigate(inquiryConfirmationPath(kind));
    dispatch(wizardReset());
  };

  return (
    <Modal
      open={open}
      title="Thank You!"
      onCancel={close}
      footer={
        <Button type="primary" onClick={close} autoFocus>
          Close
        </Button>
      }
      destroyOnHidden
    >
      <Typography.Paragraph>Thank you for your inquiry. We will respond within one business day with a custom quote.</Typography.Paragraph>
    </Modal>
  );
}
