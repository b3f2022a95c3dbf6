import { Alert, Button, Flex } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LocalStart } from '@/features/wizard/components/step-book-rules';
import { timeText } from '@/lib/time-text';

interface TakenAtPurchaseProps {
  message: string;
  next: LocalStart | null;
  onTakeNext: (next: LocalStart) => void;
  onChooseAnother: () => void;
}

/**
 * Someone booked the time between the check and the purchase: the server's words, its next free start to take right
 * here, or the way back to choose another. The buttons wrap on the narrowest phone.
 */
export function TakenAtPurchase({ message, next, onTakeNext, onChooseAnother }: TakenAtPurchaseProps) {
  const { t } = useTranslation();
  const wrap = { whiteSpace: 'normal', height: 'auto', textAlign: 'left', paddingBlock: 6 } as const;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="taken-at-purchase"
      style={{ marginBottom: 16 }}
      title={t('booking.takenTitle')}
      description={
        <Flex vertical gap={8} align="start">
          <div>{message}</div>
          {next && (
            <Button type="primary" style={wrap} onClick={() => onTakeNext(next)}>
              {t('booking.takeNext', { day: dayjs(next.date).format(t('booking.takeNextDayFormat')), time: timeText(next.time) })}
            </Button>
          )}
          <Button style={wrap} onClick={onChooseAnother}>
            {t('booking.chooseAnother')}
          </Button>
        </Flex>
      }
    />
  );
}
