import { Alert, Button, Card, Checkbox, Form, Input, Select } from 'antd';
import type { AvailabilityRequest } from '@contracts/availability.contract.js';
import { useCheckAvailabilityMutation } from '@/features/wizard/api/wizard-api';
import { toApiError } from '@/lib/api-error';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';
import { SERVICE_TYPES } from '@domain/service-types.js';

/** Owner's diagnostic page: sends one check-availability request and shows the raw answer. */
export function AvailabilityTester() {
  const [checkAvailability, { data, error, isLoading }] = useCheckAvailabilityMutation();

  return (
    <Card>
      <Form<AvailabilityRequest>
        layout="vertical"
        initialValues={{
          date: dayjs().add(1, 'day').format(DAY_FORMAT),
          startTime: '10:00',
          endTime: '10:00',
          serviceType: 'ride',
          pickupLocation: '',
          destinationLocation: '',
          findAlternative: true,
        }}
        onFinish={(values) => checkAvailability(values)}
      >
        <Form.Item label="Date (YYYY-MM-DD)" name="date" rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'Use YYYY-MM-DD' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Start time (HH:MM)" name="startTime" rules={[{ required: true, pattern: /^\d{2}:\d{2}$/, message: 'Use HH:MM' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="End time (HH:MM)" name="endTime" rules={[{ required: true, pattern: /^\d{2}:\d{2}$/, message: 'Use HH:MM' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Service type" name="serviceType">
          <Select options={SERVICE_TYPES.map((s) => ({ value: s, label: s }))} />
        </Form.Item>
        <Form.Item label="Pickup location" name="pickupLocation">
          <Input />
        </Form.Item>
        <Form.Item label="Destination" name="destinationLocation">
          <Input />
        </Form.Item>
        <Form.Item name="findAlternative" valuePropName="checked">
          <Checkbox>Find the next available time</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Check Availability
        </Button>
      </Form>
      <div aria-live="polite" style={{ marginTop: 16 }}>
        {error && <Alert type="error" showIcon title={toApiError(error).message} />}
        {data && (
          <Alert
            type={data.available ? 'success' : 'warning'}
            showIcon
            title={data.available ? 'Available' : 'Not available'}
            description={<pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify(data, null, 2)}</pre>}
          />
        )}
      </div>
    </Card>
  );
}
