import { formatTimeText } from '@domain/business-time.js';
import { Alert, Button, Flex } from 'antd';
import dayjs from 'dayjs';
import type { LocalStart } from '@/features/wizard/components/step-book-rules';

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
  const wrap = { whiteSpace: 'normal', height: 'auto', textAlign: 'left', paddingBlock: 6 } as const;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="taken-at-purchase"
      style={{ marginBottom: 16 }}
      title="Someone just booked this time"
      description={
        <Flex vertical gap={8} align="start">
          <div>{message}</div>
          {next && (
            <Button type="primary" style={wrap} onClick={() => onTakeNext(next)}>
              Take {dayjs(next.date).format('ddd, MMM D')} at {formatTimeText(next.time)} instead
            </Button>
          )}
          <Button style={wrap} onClick={onChooseAnother}>
            Choose another time
          </Button>
        </Flex>
      }
    />
  );
}
