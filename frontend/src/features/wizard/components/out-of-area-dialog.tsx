import { Button, Flex, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceAreaContent } from '@/features/wizard/components/service-area-content';

/** How the dialog was left: its primary action, 'Change addresses', or Close/X/Escape. */
export type OutOfAreaChoice = 'long-haul' | 'change-addresses' | 'dismissed';

interface OutOfAreaDialogProps {
  /** the server's words about the limit */
  message: string;
  phone: string | null;
  email: string | null;
  /** offer 'Request a long-haul quote' (rides and deliveries: see the slice's offersLongHaul) */
  offerLongHaul: boolean;
  /** called once the dialog has closed (focus back on the page), with the way it was left */
  onClosed: (choice: OutOfAreaChoice) => void;
}

/**
 * 'Location Out of Service Area': the limit and the owner's contacts and, for a trip the long-haul inquiry
 * fits, that inquiry as the way on, with a way back to the addresses. Mounted open; the parent unmounts it
 * in `onClosed`. Focus is antd's: on the dialog while open (its title is read first), back on the page's
 * trigger when it closes; acting after the close lets the wizard then move it (to the inquiry's heading or
 * the pickup field) without the dialog taking it back. The buttons wrap under each other on a phone.
 */
export function OutOfAreaDialog({ message, phone, email, offerLongHaul, onClosed }: OutOfAreaDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const choice = useRef<OutOfAreaChoice>('dismissed');

  const close = (how: OutOfAreaChoice) => {
    choice.current = how;
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      title={t('details.outOfAreaTitle')}
      onCancel={() => close('dismissed')}
      afterClose={() => onClosed(choice.current)}
      // The X only beside two named actions; alone, 'Close' is the footer's.
      closable={offerLongHaul}
      footer={
        offerLongHaul ? (
          <Flex wrap gap="small" justify="flex-end">
            <Button onClick={() => close('change-addresses')}>{t('details.changeAddresses')}</Button>
            <Button type="primary" onClick={() => close('long-haul')}>
              {t('details.requestLongHaul')}
            </Button>
          </Flex>
        ) : (
          <Button type="primary" onClick={() => close('dismissed')}>
            {t('details.close')}
          </Button>
        )
      }
    >
      <ServiceAreaContent text={message} phone={phone} email={email} offerLongHaul={offerLongHaul} />
    </Modal>
  );
}
