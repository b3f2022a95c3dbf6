import { Button, Empty, Space, Table, type TableColumnsType } from 'antd';
import { useGetCustomersQuery } from '@/features/admin/api/admin-api';
import { QuickCodeButton } from '@/features/admin/components/quick-code-button';
import type { CustomerDirectoryEntry } from '@contracts/customer.contract.js';
import { useClipboardCopy } from '@/features/admin/use-clipboard-copy';
import { toApiError } from '@/lib/api-error';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import { telHref } from '@/components/contact-links';

export function CustomersTab({ onOpenCustomer }: { onOpenCustomer: (phone: string) => void }) {
  const { data: customers = [], isLoading, isFetching, error } = useGetCustomersQuery(undefined, { refetchOnMountOrArgChange: true });
  const { copy, copiedKey } = useClipboardCopy();

  const columns: TableColumnsType<CustomerDirectoryEntry> = [
    {
      title: 'Name',
      key: 'name',
      width: 180,
      render: (_value, customer) => (
        <Button
          type="link"
          style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => onOpenCustomer(customer.phone)}
        >
          {customer.name}
        </Button>
      ),
    },
    { title: 'Business', dataIndex: 'businessName', key: 'business', width: 150, render: (value: string | null) => value || '—' },
    { title: 'Email', dataIndex: 'email', key: 'email', width: 220, render: (value: string) => <a href={`mailto:${value}`}>{value}</a> },
    { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 150, render: (value: string) => <a href={telHref(value)}>{value}</a> },
    { title: 'Bookings', dataIndex: 'bookingsCount', key: 'bookings', width: 100, align: 'right' },
    { title: 'Total spent', dataIndex: 'totalSpent', key: 'spent', width: 120, align: 'right', render: (value: number) => formatUsd(dollarsToCents(value)) },
    {
      title: 'Actions',
      key: 'actions',
      width: 220,
      render: (_value, customer) => (
        <Space>
          <Button size="small" onClick={() => onOpenCustomer(customer.phone)} aria-label={`Profile of ${customer.name}`}>
            Profile
          </Button>
          <QuickCodeButton customer={customer} copiedKey={copiedKey} onCopy={copy} />
        </Space>
      ),
    },
  ];

  return (
    <>
      {error && <Empty description={toApiError(error, 'Failed to load customer data').message} />}
      <Table<CustomerDirectoryEntry>
        data-testid="customers-table"
        rowKey="id"
        columns={columns}
        dataSource={customers}
        loading={isLoading || isFetching}
        scroll={{ x: 1140 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description="No customers yet" /> }}
      />
    </>
  );
}
