import { Col, Form, Input } from 'antd';
import { SettingNumberField } from '@/features/admin/components/setting-number-field';
import { SettingsSection } from '@/features/admin/components/settings-section';
import { planTitle, settingLabel } from '@/features/admin/settings-format';
import { LUGGAGE_OPTIONS, PACKAGE_SIZES, PACKAGE_WEIGHTS, PLAN_TYPES, type PlanType } from '@domain/service-types.js';

function PlanFields({ plan }: { plan: PlanType }) {
  const name = ['prices', 'subscription', plan];
  return (
    <SettingsSection title={planTitle(plan)}>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item
          label={settingLabel(`prices.subscription.${plan}.label`)}
          name={[...name, 'label']}
          rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}
        >
          <Input autoComplete="off" maxLength={60} />
        </Form.Item>
      </Col>
      <SettingNumberField name={[...name, 'rides']} />
      <SettingNumberField name={[...name, 'discountPercent']} />
      <SettingNumberField name={[...name, 'fixedPriceCents']} />
    </SettingsSection>
  );
}

/** The price table (`prices` of the settings): every amount the quotes charge, entered in dollars. */
export function PriceSettingsFields() {
  return (
    <>
      <SettingsSection title="Rides and deliveries">
        <SettingNumberField name={['prices', 'mileage', 'centsPerMile']} />
        <SettingNumberField name={['prices', 'mileage', 'minimumCents']} />
      </SettingsSection>
      <SettingsSection title="Delivery extras">
        {PACKAGE_SIZES.map((size) => (
          <SettingNumberField key={size} name={['prices', 'delivery', 'packageSizeSurchargeCents', size]} />
        ))}
        {PACKAGE_WEIGHTS.map((weight) => (
          <SettingNumberField key={weight} name={['prices', 'delivery', 'packageWeightSurchargeCents', weight]} />
        ))}
        <SettingNumberField name={['prices', 'delivery', 'coolerSurchargeCents']} />
      </SettingsSection>
      <SettingsSection title="Ride extras">
        {LUGGAGE_OPTIONS.map((luggage) => (
          <SettingNumberField key={luggage} name={['prices', 'ride', 'luggageSurchargeCents', luggage]} />
        ))}
        <SettingNumberField name={['prices', 'ride', 'skiRackCents']} />
        <SettingNumberField name={['prices', 'ride', 'bikeRackCentsPerBike']} />
      </SettingsSection>
      <SettingsSection title="Personal driver">
        <SettingNumberField name={['prices', 'chauffeur', 'centsPerHour']} />
        <SettingNumberField name={['prices', 'chauffeur', 'minHours']} />
        <SettingNumberField name={['prices', 'chauffeur', 'maxHours']} />
      </SettingsSection>
      {PLAN_TYPES.map((plan) => (
        <PlanFields key={plan} plan={plan} />
      ))}
    </>
  );
}
