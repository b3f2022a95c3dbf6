import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useRefundPaymentMutation } from '@/features/admin/api/money-api';
import type { LedgerPayment } from '@contracts/money.contract.js';
import { toApiError } from '@/lib/api-error';
import { useFeedback } from '@/lib/feedback';
import { dollarsToCents, formatUsd } from '@domain/money.js';

interface RefundValues {
  amount: number;
  reason: string;
}

interface RefundDialogProps {
  bookingId: string;
  /** The card payment to refund; the dialog is open while it is set. */
  payment: LedgerPayment | null;
  /** What the dialog proposes (the owner may change both): by default all that is left of the payment, no reason. */
  proposed?: { amount: number; reason: string };
  onClose: () => void;
}

/**
 * Refunds a card payment in part or in full, for a reason the customer is told. One request key per opening of the
 * dialog: a double tap or a retry after a lost answer refunds once (the server answers the refund it made).
 */
export function RefundDialog({ bookingId, payment, proposed, onClose }: RefundDialogProps) {
  const [form] = Form.useForm<RefundValues>();
  const [refundPayment, { isLoading }] = useRefundPaymentMutation();
  const { message } = useFeedback();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    setRequestKey(crypto.randomUUID());
    onClose();
  };
  const submit = async (values: RefundValues) => {
    if (!payment) return;
    setRefusal(null);
    try {
      const done = await refundPayment({
        bookingId,
        refund: { paymentId: payment.id, amount: values.amount, reason: values.reason.trim(), requestKey },
      }).unwrap();
      message.success(`Refund of ${formatUsd(dollarsToCents(done.refund.amount))} ${done.refund.status === 'simulated' ? 'simulated (test mode)' : 'sent'}`);
      close();
    } catch (error) {
      setRefusal(toApiError(error, 'The refund could not be made. Please try again.').message);
    }
  };

  return (
    <Modal
      open={payment !== null}
      title="Refund payment"
      okText="Refund"
      okButtonProps={{ danger: true, loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {payment && (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={proposed ?? { amount: payment.refundable, reason: '' }}
          requiredMark={false}
          aria-label="Refund payment"
        >
          <p>
            {payment.methodLabel}: {formatUsd(dollarsToCents(payment.amount))} paid, {formatUsd(dollarsToCents(payment.refundable))} left to refund.
          </p>
          <Form.Item
            name="amount"
            label="Amount to refund ($)"
            rules={[
              { required: true, message: 'Please enter the amount to refund' },
              { type: 'number', min: 0.01, max: payment.refundable, message: `Between $0.01 and ${formatUsd(dollarsToCents(payment.refundable))}` },
            ]}
          >
            <InputNumber min={0.01} max={payment.refundable} step={1} precision={2} inputMode="decimal" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="reason"
            label="Reason (the customer sees it)"
            rules={[{ required: true, whitespace: true, min: 3, message: 'Please give a reason for the refund' }]}
          >
            <Input.TextArea rows={2} maxLength={300} />
          </Form.Item>
          {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
        </Form>
      )}
    </Modal>
  );
}
