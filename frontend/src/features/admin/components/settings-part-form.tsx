import { Alert, Button, Flex, Form } from 'antd';
import { useState, type ReactNode } from 'react';
import { refusalMessageOr } from '@/features/admin/admin-errors';
import type { OwnerSettings } from '@contracts/settings.contract.js';
import { useFeedback } from '@/lib/feedback';

export type SettingsPart = keyof OwnerSettings;

const SAVE_FAILED = 'Failed to save the settings. Please try again.';

interface SettingsPartFormProps {
  part: SettingsPart;
  /** the part in the owner's words, lower case: 'service area' (its button reads 'Save service area') */
  name: string;
  /** the settings in force when the tab opened; the form shows `part` of them */
  settings: OwnerSettings;
  /** saves the part's values; answers the whole set as saved, or throws the server's refusal */
  onSave: <P extends SettingsPart>(part: P, value: OwnerSettings[P]) => Promise<OwnerSettings>;
  children: ReactNode;
}

/**
 * One part of the settings as a form of its own: the fields keep the contract's names (['prices', ...]), Save sends
 * this part only, and the server's refusal shows above this part's button, the edits kept.
 */
export function SettingsPartForm({ part, name, settings, onSave, children }: SettingsPartFormProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<OwnerSettings>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onFinish = async () => {
    setRefusal(null);
    setSaving(true);
    try {
      // The part's whole store, not only the fields on screen: a value the form does not show goes back as it came.
      const saved = await onSave(part, (form.getFieldsValue(true) as OwnerSettings)[part]);
      form.setFieldsValue({ [part]: saved[part] });
      message.success(`${name.charAt(0).toUpperCase()}${name.slice(1)} saved`);
    } catch (caught) {
      setRefusal(refusalMessageOr(caught, SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<OwnerSettings>
      form={form}
      name={`owner-settings-${part}`}
      layout="vertical"
      initialValues={settings}
      onFinish={onFinish}
      scrollToFirstError={{ focus: true }}
    >
      <Flex vertical gap="middle">
        {children}
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
        <div>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save {name}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}
