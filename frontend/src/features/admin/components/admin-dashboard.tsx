import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { decorativeIcon } from '@/components/decorative-icon';
import { PageHeader } from '@/components/page-header';
import { computeStats, filterByStatus, STATUS_LABELS, toggleStatusFilter, type StatusFilter } from '@/features/admin/admin-bookings';
import { useGetBookingsQuery, useGetPastYearBookingsQuery, useGetStatsQuery } from '@/features/admin/api/admin-api';
import { BookingDetailsModal } from '@/features/admin/components/booking-details-modal';
import { BookingsTable } from '@/features/admin/components/bookings-table';
import { CalendarFeedButton } from '@/features/admin/components/calendar-feed-button';
import { CustomerProfileModal } from '@/features/admin/components/customer-profile-modal';
import { CustomersTab } from '@/features/admin/components/customers-tab';
import { DaySheetButton } from '@/features/admin/components/day-sheet-modal';
import { InquiriesTab } from '@/features/admin/components/inquiries-tab';
import { PhoneBookingButton } from '@/features/admin/components/phone-booking-modal';
import { RevenueChart } from '@/features/admin/components/revenue-chart';
import { SettingsTab } from '@/features/admin/components/settings-tab';
import { StatCards } from '@/features/admin/components/stat-cards';
import { TimeOffTab } from '@/features/admin/components/time-off-tab';
import { toApiError } from '@/lib/api-error';
import '@/features/admin/components/admin-print.css';
import { useFeedback } from '@/lib/feedback';

/** `actions` is composed by the route (e.g. the auth feature's Logout button). */
export function AdminDashboard({ actions }: { actions?: ReactNode }) {
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [history, setHistory] = useState(false);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [customerPhone, setCustomerPhone] = useState<string | null>(null);

  const recent = useGetBookingsQuery(search, { skip: history && !search, refetchOnMountOrArgChange: true });
  const pastYear = useGetPastYearBookingsQuery(undefined, { skip: !history || Boolean(search), refetchOnMountOrArgChange: true });
  const stats = useGetStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const source = history && !search ? pastYear : recent;
  const bookings = useMemo(() => source.data ?? [], [source.data]);
  const shown = useMemo(() => filterByStatus(bookings, statusFilter), [bookings, statusFilter]);
  const listStats = useMemo(() => computeStats(bookings), [bookings]);
  const selected = selectedId ? (bookings.find((b) => b.id === selectedId) ?? null) : null;

  const openBooking = (id: string) => {
    if (bookings.some((b) => b.id === id)) setSelectedId(id);
    else message.error(`Could not find booking with ID ${id}`);
  };

  // /admin/dashboard?booking={id} (e.g. from a mail) opens that booking once the list is in; the link then
  // leaves the URL. Keyed by the navigation, so following the same link again opens it again.
  const location = useLocation();
  const linkedId = params.get('booking');
  const linkReady = linkedId !== null && !source.isFetching && !source.isUninitialized;
  const linkFound = linkReady && bookings.some((b) => b.id === linkedId);
  const [openedLinkOf, setOpenedLinkOf] = useState<string | null>(null);
  if (linkFound && openedLinkOf !== location.key) {
    setOpenedLinkOf(location.key);
    setSelectedId(linkedId);
  }
  useEffect(() => {
    if (!linkReady) return;
    if (!linkFound) message.error(`Could not find booking with ID ${linkedId}`);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('booking');
        return next;
      },
      { replace: true },
    );
  }, [linkReady, linkFound, linkedId, message, setParams]);

  const leaveHistory = () => {
    setHistory(false);
    setStatusFilter(null);
  };

  const openCustomer = (phone: string) => {
    setSelectedId(null);
    setCustomerPhone(phone);
  };

  const listTitle = search ? `Search results for “${search}”` : history ? 'Bookings of the past year' : 'Upcoming and recent bookings';

  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        subtitle="Bookings, customers, inquiries, time off and settings"
        extra={
          <Space wrap>
            <PhoneBookingButton />
            <DaySheetButton />
            <CalendarFeedButton />
            {actions}
          </Space>
        }
      />
      <form role="search" onSubmit={(event) => event.preventDefault()} style={{ maxWidth: 480, marginBottom: 16 }}>
        <Input.Search
          aria-label="Search bookings"
          placeholder="Name, email, phone, reference or address"
          enterButton="Search"
          allowClear
          value={searchText}
          maxLength={100}
          onChange={(event) => {
            setSearchText(event.target.value);
            if (event.target.value === '') setSearch('');
          }}
          onSearch={(value) => setSearch(value.trim())}
          loading={Boolean(search) && recent.isFetching}
        />
      </form>
      <StatCards
        stats={stats.data}
        listStats={listStats}
        loading={stats.isLoading && source.isLoading}
        history={history}
        statusFilter={statusFilter}
        onTotalClick={() => setHistory(true)}
        onStatusClick={(status) => setStatusFilter((current) => toggleStatusFilter(current, status))}
      />
      {stats.error && <Alert type="warning" showIcon title={toApiError(stats.error, 'Could not load the figures.').message} style={{ marginBottom: 16 }} />}
      <RevenueChart stats={stats.data} loading={stats.isLoading} />
      <Tabs
        items={[
          {
            key: 'bookings',
            label: 'Bookings',
            children: (
              <>
                <Space wrap style={{ marginBottom: 12 }} align="center">
                  {history && (
                    <Button icon={<ArrowLeftOutlined {...decorativeIcon} />} onClick={leaveHistory}>
                      Back to recent bookings
                    </Button>
                  )}
                  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} aria-live="polite">
                    {listTitle}
                    {statusFilter ? ` · ${STATUS_LABELS[statusFilter]} only` : ''}
                  </Typography.Title>
                  {search && (
                    <Button
                      size="small"
                      onClick={() => {
                        setSearch('');
                        setSearchText('');
                      }}
                    >
                      Clear search
                    </Button>
                  )}
                  {statusFilter && (
                    <Button size="small" onClick={() => setStatusFilter(null)}>
                      Show all statuses
                    </Button>
                  )}
                </Space>
                {source.error && (
                  <Alert type="error" showIcon title={toApiError(source.error, 'Could not load bookings.').message} style={{ marginBottom: 16 }} />
                )}
                <BookingsTable
                  bookings={shown}
                  loading={source.isFetching}
                  emptyText={search ? 'No bookings match this search' : statusFilter ? 'No bookings with this status' : 'No bookings yet'}
                  onOpen={openBooking}
                />
              </>
            ),
          },
          { key: 'customers', label: 'Customers', children: <CustomersTab onOpenCustomer={openCustomer} /> },
          { key: 'inquiries', label: 'Inquiries', children: <InquiriesTab /> },
          { key: 'time-off', label: 'Time off', children: <TimeOffTab /> },
          { key: 'settings', label: 'Settings', children: <SettingsTab /> },
        ]}
      />
      <BookingDetailsModal booking={selected} onClose={() => setSelectedId(null)} onOpenCustomer={openCustomer} />
      <CustomerProfileModal phone={customerPhone} onClose={() => setCustomerPhone(null)} />
    </>
  );
}
