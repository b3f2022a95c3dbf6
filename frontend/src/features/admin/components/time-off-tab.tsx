import { Alert, Button, Card, Empty, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { bookingsInsideTimeOff, refusalMessageOr } from '@/features/admin/admin-errors';
import { useCreateBlackoutMutation, useGetBlackoutsQuery } from '@/features/admin/api/admin-api';
import { RemoveTimeOffButton } from '@/features/admin/components/remove-time-off-button';
import { TimeOffCardList } from '@/features/admin/components/time-off-card-list';
import { TimeOffConflictList } from '@/features/admin/components/time-off-conflict-list';
import { timeOffRange } from '@/features/admin/time-off-format';
import type { Blackout, CreateBlackoutRequest } from '@contracts/blackout.contract.js';
import { toApiError } from '@/lib/api-error';
import { formatDay } from '@/lib/dayjs';
import { useFeedback } from '@/lib/feedback';
import { usePhoneLayout } from '@/lib/use-media-query';

const columns: TableColumnsType<Blackout> = [
  { title: 'Date', dataIndex: 'date', key: 'date', width: 140, render: (value: string) => formatDay(value) },
  { title: 'Time', key: 'time', width: 200, render: (_value, blackout) => timeOffRange(blackout) },
  { title: 'Reason', dataIndex: 'reason', key: 'reason', width: 240, render: (value: string) => value || '—' },
  { title: 'Actions', key: 'actions', width: 110, render: (_value, blackout) => <RemoveTimeOffButton blackout={blackout} /> },
];

/** Time off: the form that adds it (warning of bookings inside it) and what is planned, as cards on a phone and a table from md up. */
export function TimeOffTab() {
  const { message, modal } = useFeedback();
  const phone = usePhoneLayout();
  const { data: blackouts = [], isLoading, isFetching, error } = useGetBlackoutsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createBlackout, create] = useCreateBlackoutMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [form] = Form.useForm<CreateBlackoutRequest>();

  const save = async (request: CreateBlackoutRequest) => {
    const saved = await createBlackout(request).unwrap();
    message.success(saved.message);
    form.resetFields();
  };
  const failed = (caught: unknown) => setFormError(refusalMessageOr(caught, 'Failed to save the time off. Please try again.'));

  const onFinish = async (values: CreateBlackoutRequest) => {
    setFormError(null);
    const request: CreateBlackoutRequest = {
      date: values.date,
      endDate: values.endDate || undefined,
      startTime: values.startTime || undefined,
      endTime: values.endTime || undefined,
      reason: values.reason?.trim() || undefined,
    };
    try {
      await save(request);
    } catch (caught) {
      const inside = bookingsInsideTimeOff(caught);
      if (!inside) return failed(caught);
      // Nothing is cancelled by time off: the owner sees the bookings inside it and decides.
      modal.confirm({
        title: inside.length === 1 ? '1 booking falls inside this time off' : `${inside.length} bookings fall inside this time off`,
        content: <TimeOffConflictList bookings={inside} />,
        okText: 'Add time off anyway',
        cancelText: 'Go back',
        onOk: () => save({ ...request, confirmOverBookings: true }).catch(failed),
      });
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title="Add time off">
        <Form<CreateBlackoutRequest> form={form} layout="vertical" onFinish={onFinish}>
          {formError && <Alert type="error" showIcon role="alert" title={formError} style={{ marginBottom: 12 }} />}
          <Space wrap align="start">
            <Form.Item label="Day" name="date" rules={[{ required: true, message: 'Please enter a valid date (YYYY-MM-DD)' }]}>
              <Input type="date" />
            </Form.Item>
            <Form.Item label="From (optional)" name="startTime">
              <Input type="time" />
            </Form.Item>
            <Form.Item label="Last day (optional)" name="endDate">
              <Input type="date" />
            </Form.Item>
            <Form.Item label="Until (optional)" name="endTime">
              <Input type="time" />
            </Form.Item>
            <Form.Item label="Reason (optional)" name="reason">
              <Input maxLength={200} />
            </Form.Item>
          </Space>
          <Button type="primary" htmlType="submit" loading={create.isLoading}>
            Add Time Off
          </Button>
        </Form>
      </Card>
      {error && <Empty description={toApiError(error, 'Failed to load time off.').message} />}
      {phone ? (
        <TimeOffCardList blackouts={blackouts} loading={isLoading || isFetching} />
      ) : (
        <Table<Blackout>
          data-testid="time-off-table"
          rowKey="id"
          columns={columns}
          dataSource={blackouts}
          loading={isLoading || isFetching}
          scroll={{ x: 690 }}
          pagination={false}
          locale={{ emptyText: <Empty description="No time off planned" /> }}
        />
      )}
    </Space>
  );
}
