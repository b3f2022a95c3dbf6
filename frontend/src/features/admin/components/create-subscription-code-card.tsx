import { Button, Card, Form, Input, Select } from 'antd';
import { errorStatusOf, refusalMessageOr } from '@/features/admin/admin-errors';
import { useCreatePlanCodeMutation } from '@/features/admin/api/admin-api';
import { SUBSCRIPTION_PLAN_TYPES, type SubscriptionPlanType } from '@domain/service-codes.js';
import type { CustomerProfile } from '@contracts/customer.contract.js';
import { useCodeExists } from '@/features/admin/components/use-code-exists';
import { useFeedback } from '@/lib/feedback';

const CREATE_FAILED = 'Failed to create subscription code';

const PLAN_LABELS: Record<SubscriptionPlanType, string> = {
  monthly: 'Monthly',
  '3months': '3 months',
  '6months': '6 months',
  yearly: 'Yearly',
  '10rides': '10 rides',
  '20rides': '20 rides',
};

interface SubscriptionCodeValues {
  type?: SubscriptionPlanType;
  customCode?: string;
}

/** Sells the customer a ride plan: a subscription code, generated or typed by the owner. */
export function CreateSubscriptionCodeCard({ customer }: { customer: CustomerProfile }) {
  const { message } = useFeedback();
  const [createPlanCode, { isLoading }] = useCreatePlanCodeMutation();
  const codeExists = useCodeExists(customer.phone);
  const [form] = Form.useForm<SubscriptionCodeValues>();

  const onFinish = async (values: SubscriptionCodeValues) => {
    if (!values.type) {
      message.error('Please select a subscription plan type');
      return;
    }
    const customCode = values.customCode?.trim() || undefined;
    try {
      const { serviceCode } = await createPlanCode({ customerEmail: customer.email, customerPhone: customer.phone, type: values.type, customCode }).unwrap();
      message.success(`Subscription code ${serviceCode.code} created`);
      form.resetFields();
    } catch (error) {
      if (errorStatusOf(error) !== 409 && (await codeExists(customCode))) {
        message.success(`Subscription code ${customCode} created`);
        form.resetFields();
        return;
      }
      message.error(errorStatusOf(error) === 409 ? refusalMessageOr(error, CREATE_FAILED) : CREATE_FAILED);
    }
  };

  return (
    <Card size="small" title="Create subscription code">
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item label="Plan type" name="type" rules={[{ required: true, message: 'Please select a subscription plan type' }]}>
          <Select aria-label="Plan type" placeholder="Select a plan" options={SUBSCRIPTION_PLAN_TYPES.map((value) => ({ value, label: PLAN_LABELS[value] }))} />
        </Form.Item>
        <Form.Item label="Code (optional)" name="customCode" extra="Leave empty to generate one.">
          <Input autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Create Subscription Code
        </Button>
      </Form>
    </Card>
  );
}
