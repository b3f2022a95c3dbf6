import { Button, Form, Input, Space } from 'antd';
import { errorStatusOf, refusalMessageOr } from '@/features/admin/admin-errors';
import { useUpdateCustomerMutation } from '@/features/admin/api/admin-api';
import type { CustomerProfile } from '@contracts/customer.contract.js';
import { UPDATE_CUSTOMER_FAILED } from '@/features/admin/components/customer-profile-texts';
import { useFeedback } from '@/lib/feedback';

interface CustomerEditValues {
  fullName: string;
  email: string;
  businessName?: string;
}

/** Name, email and business of a customer; `onDone` runs after a save and on Discard. */
export function CustomerEditForm({ customer, onDone }: { customer: CustomerProfile; onDone: () => void }) {
  const { message } = useFeedback();
  const [updateCustomer, { isLoading }] = useUpdateCustomerMutation();

  const onFinish = async (values: CustomerEditValues) => {
    try {
      await updateCustomer({
        phone: customer.phone,
        changes: { fullName: values.fullName.trim(), email: values.email.trim(), businessName: values.businessName?.trim() || null },
      }).unwrap();
      message.success('Customer updated');
      onDone();
    } catch (error) {
      message.error(errorStatusOf(error) === 400 ? `${UPDATE_CUSTOMER_FAILED}: ${refusalMessageOr(error, '')}` : UPDATE_CUSTOMER_FAILED);
    }
  };

  return (
    <Form<CustomerEditValues>
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ fullName: customer.fullName, email: customer.email, businessName: customer.businessName ?? '' }}
    >
      <Form.Item label="Full name" name="fullName" rules={[{ required: true, whitespace: true, message: 'Full name is required' }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: 'Invalid email address' }]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item label="Business name" name="businessName">
        <Input autoComplete="off" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save Customer
        </Button>
        <Button onClick={onDone}>Discard</Button>
      </Space>
    </Form>
  );
}
