import { Button, Empty, Pagination, Select, Space, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useState } from 'react';
import { useGetCustomersPageQuery } from '@/features/admin/api/lists-api';
import { CustomerCardList } from '@/features/admin/components/customer-card-list';
import { ListSearch } from '@/features/admin/components/list-search';
import { QuickCodeButton } from '@/features/admin/components/quick-code-button';
import { CUSTOMER_SORT_CHOICES, lastBookedDay } from '@/features/admin/customer-format';
import { DEFAULT_CUSTOMERS_VIEW, LIST_PAGE_SIZES, nextView, sortOrderOf, type TableSorter, type TableView } from '@/features/admin/list-query';
import type { AdminCustomerRow } from '@contracts/admin-list.contract.js';
import { CUSTOMER_SORT_KEYS, type CustomerSortKey } from '@domain/admin-lists.js';
import { useClipboardCopy } from '@/features/admin/use-clipboard-copy';
import { toApiError } from '@/lib/api-error';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import { telHref } from '@/components/contact-links';
import { usePhoneLayout } from '@/lib/use-media-query';

/**
 * The customers a page at a time, sorted and searched by the server: cards with a sort choice and a pager on a phone,
 * antd Table's server-side mode from md (768 px) up.
 */
export function CustomersTab({ onOpenCustomer }: { onOpenCustomer: (phone: string) => void }) {
  const phone = usePhoneLayout();
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
      render: (value: string | null) => lastBookedDay(value),
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

  const emptyText = search ? 'No customers match this search' : 'No customers yet';

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
      {phone ? (
        <>
          <Select<string>
            aria-label="Sort customers"
            value={`${view.sort}-${view.order}`}
            options={CUSTOMER_SORT_CHOICES.map((choice) => ({ value: `${choice.sort}-${choice.order}`, label: choice.label }))}
            onChange={(value) => {
              const choice = CUSTOMER_SORT_CHOICES.find((candidate) => `${candidate.sort}-${candidate.order}` === value);
              if (choice) setView((current) => ({ ...current, sort: choice.sort, order: choice.order, page: 1 }));
            }}
            style={{ width: '100%', maxWidth: 280, marginBottom: 12 }}
          />
          <CustomerCardList
            customers={data?.items ?? []}
            loading={isFetching}
            emptyText={emptyText}
            onOpenCustomer={onOpenCustomer}
            copiedKey={copiedKey}
            onCopy={copy}
          />
          {(data?.total ?? 0) > view.pageSize && (
            <Pagination
              simple
              current={view.page}
              pageSize={view.pageSize}
              total={data?.total ?? 0}
              onChange={(page) => setView((current) => ({ ...current, page }))}
            />
          )}
        </>
      ) : (
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
          locale={{ emptyText: <Empty description={emptyText} /> }}
        />
      )}
    </>
  );
}
