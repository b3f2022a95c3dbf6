import { Button, Empty, Select, Table, type TableColumnsType, type TableProps } from 'antd';
import { customerNameOf, paymentTagOf, priceCentsOf, routeOf, STATUS_LABELS } from '@/features/admin/admin-bookings';
import { DEFAULT_BOOKINGS_VIEW, LIST_PAGE_SIZES, nextView, sortOrderOf, type BookingsView, type TableSorter } from '@/features/admin/list-query';
import type { BookingsPage } from '@/features/admin/use-bookings-page';
import { errorStatusOf, refusalMessageOr } from '@/features/admin/admin-errors';
import { useCancelBookingMutation, useUpdateBookingStatusMutation } from '@/features/admin/api/admin-api';
import { ToneTag } from '@/features/admin/components/tone-tag';
import { BOOKING_STATUSES, type BookingStatus } from '@domain/booking-transitions.js';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { BOOKING_SORT_KEYS, type BookingSortKey } from '@domain/admin-lists.js';
import type { BookableServiceType } from '@domain/service-types.js';
import { formatDay } from '@/lib/dayjs';
import { formatUsd } from '@domain/money.js';
import { SERVICE_TYPES, INQUIRY_ONLY_SERVICE_TYPES, serviceLabel } from '@domain/service-types.js';
import { formatTimeText } from '@domain/business-time.js';
import { useFeedback } from '@/lib/feedback';
import { displayReference } from '@domain/booking-reference.js';

export const STATUS_OPTIONS = BOOKING_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

const STATUS_UPDATE_FAILED = 'Failed to update booking status. Please try again.';
const CANCEL_FAILED = 'Failed to cancel the booking. Please try again.';

/** The row's status dropdown: 'cancelled' goes through the cancel call (fee and customer mail). */
function StatusSelect({ booking }: { booking: AdminBooking }) {
  const { message } = useFeedback();
  const [updateStatus, update] = useUpdateBookingStatusMutation();
  const [cancelBooking, cancel] = useCancelBookingMutation();

  const onChange = async (status: BookingStatus) => {
    if (status === booking.status) return;
    if (status === 'cancelled') {
      try {
        const result = await cancelBooking({ bookingId: booking.id }).unwrap();
        message.success(result.message || 'Booking cancelled');
      } catch (error) {
        message.error(refusalMessageOr(error, CANCEL_FAILED));
      }
      return;
    }
    try {
      await updateStatus({ bookingId: booking.id, status }).unwrap();
      message.success(`Status changed to ${STATUS_LABELS[status]}`);
    } catch (error) {
      // A revived booking whose slot is taken meanwhile: the server says why.
      message.error(errorStatusOf(error) === 409 ? refusalMessageOr(error, STATUS_UPDATE_FAILED) : STATUS_UPDATE_FAILED);
    }
  };

  return (
    <Select<BookingStatus>
      aria-label={`Status of booking ${displayReference(booking.reference)}`}
      data-testid={`status-select-${booking.id}`}
      value={booking.status}
      options={STATUS_OPTIONS}
      onChange={onChange}
      loading={update.isLoading || cancel.isLoading}
      disabled={update.isLoading || cancel.isLoading}
      style={{ width: 190 }}
      popupMatchSelectWidth={false}
    />
  );
}

interface BookingsTableProps {
  /** the page, its view and the setter (use-bookings-page.ts) */
  page: BookingsPage;
  emptyText?: string;
  onOpen: (bookingId: string) => void;
}

const SERVICE_FILTERS = SERVICE_TYPES.filter((type) => !(INQUIRY_ONLY_SERVICE_TYPES as readonly string[]).includes(type)).map((type) => ({
  text: serviceLabel(type),
  value: type,
}));

/**
 * The bookings as a table in antd's server-side mode: the server sorts, filters (service here; status, search and the
 * range come from the dashboard) and pages, so a list of 50,000 bookings costs one page of 20.
 */
export function BookingsTable({ page, emptyText = 'No bookings yet', onOpen }: BookingsTableProps) {
  const { view, setView, result, items } = page;

  const sortable = (key: BookingSortKey) => ({
    key,
    sorter: true,
    sortOrder: sortOrderOf(view, key),
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
  });

  // Sized to fit 1366 px screens without sideways scrolling: the route takes what is left and ends in an ellipsis.
  const columns: TableColumnsType<AdminBooking> = [
    {
      title: 'Status',
      dataIndex: 'status',
      width: 210,
      ...sortable('status'),
      render: (_status: BookingStatus, booking) => <StatusSelect booking={booking} />,
    },
    {
      title: 'Customer',
      width: 150,
      ...sortable('name'),
      render: (_value, booking) => (
        <Button type="link" style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => onOpen(booking.id)}>
          {customerNameOf(booking)}
        </Button>
      ),
    },
    {
      title: 'Service',
      width: 120,
      dataIndex: 'serviceType',
      ...sortable('service'),
      filters: SERVICE_FILTERS,
      filterMultiple: false,
      filteredValue: view.service ? [view.service] : null,
      render: (value: string) => serviceLabel(value),
    },
    {
      title: 'Date and time',
      width: 125,
      ...sortable('date'),
      render: (_value, booking) => (
        <>
          <div style={{ whiteSpace: 'nowrap' }}>{formatDay(booking.booking_date)}</div>
          <div style={{ whiteSpace: 'nowrap' }}>{formatTimeText(booking.booking_time_text)}</div>
        </>
      ),
    },
    { title: 'Route', key: 'route', ellipsis: true, render: (_value, booking) => routeOf(booking) },
    { title: 'Price', width: 95, ...sortable('price'), align: 'right', render: (_value, booking) => formatUsd(priceCentsOf(booking)) },
    {
      title: 'Payment',
      key: 'payment',
      width: 120,
      render: (_value, booking) => {
        const tag = paymentTagOf(booking.paymentInfo);
        return <ToneTag tone={tag.tone}>{tag.label}</ToneTag>;
      },
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 95,
      fixed: 'right',
      render: (_value, booking) => (
        <Button
          size="small"
          onClick={() => onOpen(booking.id)}
          aria-label={`Details of booking ${displayReference(booking.reference)} for ${customerNameOf(booking)}`}
        >
          Details
        </Button>
      ),
    },
  ];

  const onChange: TableProps<AdminBooking>['onChange'] = (pagination, filters, sorter) => {
    const service = (filters.serviceType?.[0] as BookableServiceType | undefined) ?? null;
    setView((current) =>
      nextView<BookingSortKey, BookingsView>(current, DEFAULT_BOOKINGS_VIEW, {
        page: pagination.current,
        pageSize: pagination.pageSize,
        sorter: (Array.isArray(sorter) ? sorter[0] : sorter) as TableSorter,
        sortKeys: BOOKING_SORT_KEYS,
        extra: { service },
      }),
    );
  };

  return (
    <Table<AdminBooking>
      data-testid="bookings-table"
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={result.isFetching}
      onChange={onChange}
      showSorterTooltip={false}
      // Below this width (a tablet) the table scrolls sideways; phones get cards instead (BookingCardList).
      scroll={{ x: 1100 }}
      pagination={{
        current: view.page,
        pageSize: view.pageSize,
        total: result.data?.total ?? 0,
        pageSizeOptions: LIST_PAGE_SIZES,
        showSizeChanger: true,
        hideOnSinglePage: false,
        showTotal: (total, [first, last]) => `${first}-${last} of ${total}`,
      }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
    />
  );
}
