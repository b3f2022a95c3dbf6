import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const close = () => {
    navigate(inquiryConfirmationPath(kind));
    dispatch(wizardReset());
  };

  return (
    <Modal
      open={open}
      title={t('booking.thankYouTitle')}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close} autoFocus>
          {t('booking.close')}
        </Button>
      }
      destroyOnHidden
    >
      <Typography.Paragraph>{t('booking.thankYouText')}</Typography.Paragraph>
    </Modal>
  );
}
