import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useToggleServiceCodeMutation } from '@/features/admin/api/admin-api';
import type { ServiceCode } from '@contracts/service-code.contract.js';
import { UPDATE_CODE_FAILED } from '@/features/admin/components/customer-profile-texts';
import { EditCodeModal } from '@/features/admin/components/edit-code-modal';
import { describeDiscount, describeUsage } from '@/features/admin/service-code-rules';
import { useClipboardCopy } from '@/features/admin/use-clipboard-copy';
import { formatDay } from '@/lib/dayjs';
import { useFeedback } from '@/lib/feedback';

/** A customer's service codes: copy, edit, activate and deactivate each. */
export function ServiceCodesSection({ codes }: { codes: ServiceCode[] }) {
  const { message } = useFeedback();
  const [toggleCode] = useToggleServiceCodeMutation();
  const [editing, setEditing] = useState<ServiceCode | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const { copy, copiedKey } = useClipboardCopy();

  const onToggle = async (code: ServiceCode) => {
    setToggling(code.id);
    try {
      const { serviceCode } = await toggleCode(code.id).unwrap();
      message.success(`Code ${serviceCode.code} ${serviceCode.isActive ? 'activated' : 'deactivated'}`);
    } catch {
      message.error(UPDATE_CODE_FAILED);
    } finally {
      setToggling(null);
    }
  };

  const onCopy = async (code: ServiceCode) => {
    if (!(await copy(code.code, code.id))) message.error('Could not copy the code. Select it and copy it by hand.');
  };

  const columns: TableColumnsType<ServiceCode> = [
    { title: 'Code', dataIndex: 'code', key: 'code', width: 150, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    { title: 'Description', dataIndex: 'description', key: 'description', width: 160 },
    { title: 'Discount', key: 'discount', width: 120, render: (_value, code) => describeDiscount(code) },
    { title: 'Usage', key: 'usage', width: 140, render: (_value, code) => describeUsage(code) },
    {
      title: 'Expires',
      dataIndex: 'expiresAt',
      key: 'expires',
      width: 120,
      render: (value: string | null) => (value ? formatDay(value.slice(0, 10)) : 'Never'),
    },
    {
      title: 'Status',
      dataIndex: 'isActive',
      key: 'status',
      width: 100,
      render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? 'Active' : 'Inactive'}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 260,
      render: (_value, code) => (
        <Space wrap>
          <Button size="small" onClick={() => onCopy(code)} aria-label={`Copy code ${code.code}`}>
            {copiedKey === code.id ? 'Copied!' : 'Copy'}
          </Button>
          <Button size="small" onClick={() => setEditing(code)} aria-label={`Edit code ${code.code}`}>
            Edit
          </Button>
          <Button
            size="small"
            loading={toggling === code.id}
            onClick={() => onToggle(code)}
            aria-label={`${code.isActive ? 'Deactivate' : 'Activate'} code ${code.code}`}
          >
            {code.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Service codes
      </Typography.Title>
      <Table<ServiceCode>
        data-testid="service-codes-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={codes}
        pagination={false}
        scroll={{ x: 1050 }}
        locale={{ emptyText: 'No service codes yet' }}
      />
      <EditCodeModal code={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
