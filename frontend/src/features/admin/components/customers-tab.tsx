import { Button, Empty, Space, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useState } from 'react';
import { useGetCustomersPageQuery } from '@/features/admin/api/lists-api';
import { ListSearch } from '@/features/admin/components/list-search';
import { QuickCodeButton } from '@/features/admin/components/quick-code-button';
import { DEFAULT_CUSTOMERS_VIEW, LIST_PAGE_SIZES, nextView, sortOrderOf, type TableSorter, type TableView } from '@/features/admin/list-query';
import type { AdminCustomerRow } from '@contracts/admin-list.contract.js';
import { CUSTOMER_SORT_KEYS, type CustomerSortKey } from '@domain/admin-lists.js';
import { useClipboardCopy } from '@/features/admin/use-clipboard-copy';
import { toApiError } from '@/lib/api-error';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import { telHref } from '@/components/contact-links';
import { formatDay } from '@/lib/dayjs';
import { instantToZonedWallTime } from '@domain/business-time.js';

/** The customers a page at a time, sorted and searched by the server (antd Table's server-side mode). */
export function CustomersTab({ onOpenCustomer }: { onOpenCustomer: (phone: string) => void }) {
  const [view, setView] = useState<TableView<CustomerSortKey>>(DEFAULT_CUSTOMERS_VIEW);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const { data, isFetching, error } = useGetCustomersPageQuery(
    { page: view.page, pageSize: view.pageSize, sort: view.sort, order: view.order, ...(search && { search }) },
    { refetchOnMountOrArgChange: true },
  );
  const { copy, copiedKey } = useClipboardCopy();

  const sortable = (key: CustomerSortKey) => ({
    key,
    sorter: true,
    sortOrder: sortOrderOf(view, key),
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
  });

  const columns: TableColumnsType<AdminCustomerRow> = [
    {
      title: 'Name and business',
      width: 190,
      ...sortable('name'),
      render: (_value, customer) => (
        <>
          <Button
            type="link"
            style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => onOpenCustomer(customer.phone)}
          >
            {customer.name}
          </Button>
          {customer.businessName && (
            <div>
              <Typography.Text type="secondary">{customer.businessName}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    { title: 'Email', dataIndex: 'email', key: 'email', width: 210, render: (value: string) => <a href={`mailto:${value}`}>{value}</a> },
    { title: 'Phone', dataIndex: 'phone', key: 'phone', width: 140, render: (value: string) => <a href={telHref(value)}>{value}</a> },
    { title: 'Bookings', dataIndex: 'bookingsCount', width: 110, align: 'right', ...sortable('bookings') },
    {
      title: 'Total spent',
      dataIndex: 'totalSpent',
      width: 130,
      align: 'right',
      ...sortable('spent'),
      render: (value: number) => formatUsd(dollarsToCents(value)),
    },
    {
      title: 'Last booked',
      dataIndex: 'lastBookedAt',
      width: 130,
      ...sortable('lastBooked'),
      render: (value: string | null) => (value ? formatDay(instantToZonedWallTime(new Date(value)).date) : '—'),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 210,
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

  const onChange: TableProps<AdminCustomerRow>['onChange'] = (pagination, _filters, sorter) => {
    setView((current) =>
      nextView(current, DEFAULT_CUSTOMERS_VIEW, {
        page: pagination.current,
        pageSize: pagination.pageSize,
        sorter: (Array.isArray(sorter) ? sorter[0] : sorter) as TableSorter,
        sortKeys: CUSTOMER_SORT_KEYS,
      }),
    );
  };

  return (
    <>
      <ListSearch
        label="Search customers"
        placeholder="Name, business, email or phone"
        text={searchText}
        onTextChange={setSearchText}
        onSearch={(value) => {
          setSearch(value);
          setView((current) => ({ ...current, page: 1 }));
        }}
        loading={Boolean(search) && isFetching}
      />
      {error && <Empty description={toApiError(error, 'Failed to load customer data').message} />}
      <Table<AdminCustomerRow>
        data-testid="customers-table"
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        onChange={onChange}
        showSorterTooltip={false}
        // Fits a 1366 px screen; narrower ones scroll the table sideways.
        scroll={{ x: 1135 }}
        pagination={{
          current: view.page,
          pageSize: view.pageSize,
          total: data?.total ?? 0,
          pageSizeOptions: LIST_PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total, [first, last]) => `${first}-${last} of ${total}`,
        }}
        locale={{ emptyText: <Empty description={search ? 'No customers match this search' : 'No customers yet'} /> }}
      />
    </>
  );
}
