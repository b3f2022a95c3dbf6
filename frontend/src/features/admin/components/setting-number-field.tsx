import { Col, Form, InputNumber, type InputNumberProps } from 'antd';
import { isMoneySetting, settingLabel } from '@/features/admin/settings-format';
import { centsToDollars, dollarsToCents } from '@domain/money.js';

type DollarsInputProps = Omit<InputNumberProps<number>, 'value' | 'onChange'> & { value?: number | null; onChange?: (cents: number | null) => void };

/** Shows and takes dollars with cents; the form (and so the request) holds integer cents. */
function DollarsInput({ value, onChange, ...rest }: DollarsInputProps) {
  return (
    <InputNumber<number>
      {...rest}
      value={value === undefined || value === null ? null : centsToDollars(value)}
      onChange={(dollars) => onChange?.(dollars === null ? null : dollarsToCents(dollars))}
      precision={2}
      inputMode="decimal"
      style={{ width: '100%' }}
    />
  );
}

/**
 * One number of the settings, labelled in the owner's words; `name` is its path in the contract's shape
 * (['prices', 'chauffeur', 'centsPerHour']). Amounts in cents are entered in dollars. Only "required" is checked
 * here: the server judges the values and says what is wrong.
 */
export function SettingNumberField({ name }: { name: string[] }) {
  const path = name.join('.');
  return (
    <Col xs={24} sm={12} lg={8}>
      <Form.Item label={settingLabel(path)} name={name} rules={[{ required: true, message: 'Please enter a value' }]}>
        {isMoneySetting(path) ? <DollarsInput /> : <InputNumber<number> inputMode="decimal" style={{ width: '100%' }} />}
      </Form.Item>
    </Col>
  );
}
