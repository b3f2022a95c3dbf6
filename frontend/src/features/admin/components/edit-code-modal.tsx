import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useUpdateServiceCodeMutation } from '@/features/admin/api/admin-api';
import type { ServiceCode } from '@contracts/service-code.contract.js';
import { DISCOUNT_TYPE_OPTIONS, UPDATE_CODE_FAILED } from '@/features/admin/components/customer-profile-texts';
import { editCodeRequest, type EditCodeFormValues } from '@/features/admin/service-code-rules';
import { useFeedback } from '@/lib/feedback';

/** Edits one service code; open while `code` is set. */
export function EditCodeModal({ code, onClose }: { code: ServiceCode | null; onClose: () => void }) {
  const { message } = useFeedback();
  const [updateCode, { isLoading }] = useUpdateServiceCodeMutation();

  const onFinish = async (values: EditCodeFormValues) => {
    if (!code) return;
    try {
      await updateCode({ id: code.id, changes: editCodeRequest(values) }).unwrap();
      message.success('Service code updated');
      onClose();
    } catch {
      message.error(UPDATE_CODE_FAILED);
    }
  };

  return (
    <Modal open={code !== null} onCancel={onClose} footer={null} title={code ? `Edit code ${code.code}` : 'Edit code'} destroyOnHidden>
      {code && (
        <Form<EditCodeFormValues>
          layout="vertical"
          onFinish={onFinish}
          initialValues={{
            description: code.description,
            discountType: code.discountType,
            discountValue: String(code.discountValue),
            usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
            expiresOn: code.expiresAt ? code.expiresAt.slice(0, 10) : '',
          }}
        >
          <Form.Item label="Description" name="description">
            <Input />
          </Form.Item>
          <Form.Item label="Discount type" name="discountType">
            <Select options={DISCOUNT_TYPE_OPTIONS} aria-label="Discount type" />
          </Form.Item>
          <Form.Item label="Discount value" name="discountValue">
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item label="Usage limit" name="usageLimit" extra="Leave empty for unlimited use.">
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item label="Expiration date" name="expiresOn" extra="Leave empty for no expiration.">
            <Input type="date" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Save Code
            </Button>
            <Button onClick={onClose}>Discard</Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
}
