import { Alert, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useRecordHandPaymentMutation } from '@/features/admin/api/money-api';
import { useBusinessToday } from '@/features/admin/use-business-today';
import type { HandPaymentRequest } from '@contracts/money.contract.js';
import { toApiError } from '@/lib/api-error';
import { useFeedback } from '@/lib/feedback';

interface HandPaymentDialogProps {
  bookingId: string;
  /** What is due: the amount filled in. */
  due: number;
  open: boolean;
  onClose: () => void;
}

const METHOD_OPTIONS = [
  { value: 'cash', label: 'Cash' },
  { value: 'check', label: 'Check' },
  { value: 'other', label: 'Other' },
];

/** Records money the owner received by hand: the booking becomes paid, the customer gets a receipt. */
export function HandPaymentDialog({ bookingId, due, open, onClose }: HandPaymentDialogProps) {
  const [form] = Form.useForm<HandPaymentRequest>();
  const [recordPayment, { isLoading }] = useRecordHandPaymentMutation();
  const { message } = useFeedback();
  const today = useBusinessToday();
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const submit = async (values: HandPaymentRequest) => {
    setRefusal(null);
    try {
      await recordPayment({ bookingId, payment: { ...values, note: values.note?.trim() || undefined } }).unwrap();
      message.success('Payment recorded; the customer gets a receipt');
      close();
    } catch (error) {
      setRefusal(toApiError(error, 'The payment could not be recorded. Please try again.').message);
    }
  };

  return (
    <Modal
      open={open}
      title="Mark paid"
      okText="Record payment"
      okButtonProps={{ loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ method: 'cash', amount: due, receivedOn: today, note: '' }}
        requiredMark={false}
        aria-label="Mark paid"
      >
        <Form.Item name="method" label="Paid by">
          <Radio.Group options={METHOD_OPTIONS} optionType="button" />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount received ($)"
          rules={[{ required: true, type: 'number', min: 0.01, message: 'Please enter the amount received' }]}
        >
          <InputNumber min={0.01} step={1} precision={2} inputMode="decimal" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="receivedOn" label="Received on" rules={[{ required: true, message: 'Please enter the day the money came in' }]}>
          <Input type="date" max={today} />
        </Form.Item>
        <Form.Item name="note" label="Note (optional, e.g. a check number)">
          <Input maxLength={300} />
        </Form.Item>
        {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
      </Form>
    </Modal>
  );
}
