import { Button, Card, Form, Input, Select, Space } from 'antd';
import { errorStatusOf, refusalMessageOr } from '@/features/admin/admin-errors';
import { useCreateCustomCodeMutation } from '@/features/admin/api/admin-api';
import type { CustomerProfile } from '@contracts/customer.contract.js';
import { DISCOUNT_TYPE_OPTIONS } from '@/features/admin/components/customer-profile-texts';
import { useCodeExists } from '@/features/admin/components/use-code-exists';
import { CUSTOM_CODE_DEFAULTS, customCodeRequest, type CustomCodeFormValues } from '@/features/admin/service-code-rules';
import { useFeedback } from '@/lib/feedback';

const CREATE_FAILED = 'Failed to create custom code';

/** A discount code of the owner's own wording for this customer. */
export function CreateCustomCodeCard({ customer }: { customer: CustomerProfile }) {
  const { message } = useFeedback();
  const [createCustomCode, { isLoading }] = useCreateCustomCodeMutation();
  const codeExists = useCodeExists(customer.phone);
  const [form] = Form.useForm<CustomCodeFormValues>();

  const onFinish = async (values: CustomCodeFormValues) => {
    const request = customCodeRequest(values, customer);
    if (!request.code) {
      message.error('Please enter a code');
      return;
    }
    try {
      const { serviceCode } = await createCustomCode(request).unwrap();
      message.success(`Code ${serviceCode.code} created`);
      form.resetFields();
    } catch (error) {
      if (errorStatusOf(error) !== 409 && (await codeExists(request.code))) {
        message.success(`Code ${request.code} created`);
        form.resetFields();
        return;
      }
      const status = errorStatusOf(error);
      message.error(status === 409 || status === 400 ? refusalMessageOr(error, CREATE_FAILED) : CREATE_FAILED);
    }
  };

  return (
    <Card size="small" title="Create custom code">
      <Form<CustomCodeFormValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          description: CUSTOM_CODE_DEFAULTS.description,
          discountType: CUSTOM_CODE_DEFAULTS.discountType,
          discountValue: String(CUSTOM_CODE_DEFAULTS.discountValue),
          usageLimit: String(CUSTOM_CODE_DEFAULTS.usageLimit),
        }}
      >
        <Form.Item label="Code" name="code" rules={[{ required: true, whitespace: true, message: 'Please enter a code' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input autoComplete="off" />
        </Form.Item>
        <Space wrap>
          <Form.Item label="Discount type" name="discountType">
            <Select aria-label="Discount type" options={DISCOUNT_TYPE_OPTIONS} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label="Discount value" name="discountValue">
            <Input inputMode="decimal" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="Usage limit" name="usageLimit">
            <Input inputMode="numeric" style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <div>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Create Custom Code
          </Button>
        </div>
      </Form>
    </Card>
  );
}
