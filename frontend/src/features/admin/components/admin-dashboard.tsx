import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider, Space, Tabs, Typography, type ThemeConfig } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { decorativeIcon } from '@/components/decorative-icon';
import { PageHeader } from '@/components/page-header';
import { computeStats, STATUS_LABELS, toggleStatusFilter, type StatusFilter } from '@/features/admin/admin-bookings';
import { useGetStatsQuery } from '@/features/admin/api/admin-api';
import { useGetBookingsPageQuery } from '@/features/admin/api/lists-api';
import { BookingCardPages } from '@/features/admin/components/booking-card-pages';
import { BookingDetailsModal } from '@/features/admin/components/booking-details-modal';
import { BookingsTable } from '@/features/admin/components/bookings-table';
import { CalendarFeedButton } from '@/features/admin/components/calendar-feed-button';
import { CustomerProfileModal } from '@/features/admin/components/customer-profile-modal';
import { CustomersTab } from '@/features/admin/components/customers-tab';
import { DAY_SHEET_PARAM, DaySheetButton } from '@/features/admin/components/day-sheet-button';
import { DaySheetPage } from '@/features/admin/components/day-sheet-page';
import { ExportsCard } from '@/features/admin/components/exports-card';
import { InquiriesTab } from '@/features/admin/components/inquiries-tab';
import { ListSearch } from '@/features/admin/components/list-search';
import { PaymentsTab } from '@/features/admin/components/payments-tab';
import { MessagesButton } from '@/features/admin/components/messages-button';
import { OperationsStatus } from '@/features/admin/components/operations-status';
import { MapsStatusPanel } from '@/features/admin/components/maps-status';
import { PhoneBookingButton } from '@/features/admin/components/phone-booking-modal';
import { RevenueChart } from '@/features/admin/components/revenue-chart';
import { SettingsTab } from '@/features/admin/components/settings-tab';
import { StatCards } from '@/features/admin/components/stat-cards';
import { TimeOffTab } from '@/features/admin/components/time-off-tab';
import { TodayAndNextSection } from '@/features/admin/components/today-and-next-section';
import { TripNextCard } from '@/features/admin/components/trip-next-card';
import { useBusinessToday } from '@/features/admin/use-business-today';
import { useBookingsPage } from '@/features/admin/use-bookings-page';
import { toApiError } from '@/lib/api-error';
import '@/features/admin/components/admin-print.css';
import { useFeedback } from '@/lib/feedback';
import { usePhoneLayout } from '@/lib/use-media-query';

// The six tab titles fit a 375 px phone side by side (e2e/owner-phone.e2e.ts), so no tab hides behind the tab bar's
// overflow menu; narrower phones scroll the tab bar.
/** "Today and next" reads this many bookings from today on; its cards show five at a time. */
const AHEAD_LIMIT = 50;

const PHONE_TABS: ThemeConfig = { components: { Tabs: { titleFontSize: 13, horizontalItemGutter: 6 } } };
/** Red at 6.5:1 on white for the admin's danger buttons and errors ('Remove', 'Cancel Booking'): antd's #ff4d4f is 3.9:1. */
const ADMIN_THEME: ThemeConfig = { token: { colorError: '#b91c1c' } };

/**
 * The owner's dashboard. On a phone it opens on the day's work ("Today and next") and shows bookings as cards; the
 * figures follow below. From the md breakpoint (768 px) up, the bookings table.
 */
export function AdminDashboard() {
  const { message } = useFeedback();
  const phone = usePhoneLayout();
  const today = useBusinessToday();
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [history, setHistory] = useState(false);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [customerPhone, setCustomerPhone] = useState<string | null>(null);

  const stats = useGetStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  // One page at a time from the server, as cards on a phone and as the table from md up.
  const bookingsPage = useBookingsPage({ search, status: statusFilter, history, today }, { skip: false });
  const listStats = useMemo(() => computeStats(bookingsPage.items), [bookingsPage.items]);
  // The phone's first screen: the bookings from today on in time order, the first AHEAD_LIMIT of them.
  const ahead = useGetBookingsPageQuery({ from: today, sort: 'date', order: 'asc', pageSize: AHEAD_LIMIT }, { skip: !phone, refetchOnMountOrArgChange: true });
  const aheadBookings = useMemo(() => ahead.data?.items ?? [], [ahead.data]);
  // A booking opened from a card, the table or a link is read by id, so its dialog follows every change.
  const openedId = params.get('booking') ?? selectedId;
  const opened = useGetBookingsPageQuery({ id: openedId ?? '' }, { skip: openedId === null });
  const findBooking = (id: string) =>
    opened.data?.items.find((b) => b.id === id) ?? bookingsPage.items.find((b) => b.id === id) ?? aheadBookings.find((b) => b.id === id) ?? null;
  const selected = selectedId ? findBooking(selectedId) : null;

  const openBooking = (id: string) => {
    if (findBooking(id)) setSelectedId(id);
    else message.error(`Could not find booking with ID ${id}`);
  };

  // /admin/dashboard?booking={id} (e.g. from a mail) opens that booking once the list is in; the link then
  // leaves the URL. Keyed by the navigation, so following the same link again opens it again.
  const location = useLocation();
  const linkedId = params.get('booking');
  const linkReady = linkedId !== null && !opened.isFetching && !opened.isUninitialized;
  const linkFound = linkReady && (opened.data?.items ?? []).some((b) => b.id === linkedId);
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

  const emptyText = search ? 'No bookings match this search' : statusFilter ? 'No bookings with this status' : 'No bookings yet';
  const listTitle = search ? `Search results for “${search}”` : history ? 'Bookings of the past year' : 'Upcoming and recent bookings';

  const sheetDay = params.get(DAY_SHEET_PARAM);
  if (sheetDay !== null) return <DaySheetPage day={sheetDay} />;
  const listError = bookingsPage.result.error;

  return (
    <ConfigProvider theme={ADMIN_THEME}>
      <PageHeader
        title="Admin Dashboard"
        subtitle="Bookings, customers, inquiries, time off and settings"
        extra={
          <Space wrap>
            <PhoneBookingButton />
            <DaySheetButton />
            <CalendarFeedButton />
            <MessagesButton />
          </Space>
        }
      />
      <OperationsStatus />
      <MapsStatusPanel />
      {phone && (
        <TodayAndNextSection
          bookings={aheadBookings}
          loading={ahead.isFetching}
          error={ahead.error}
          today={today}
          onOpen={openBooking}
          lead={<TripNextCard />}
        />
      )}
      <ListSearch
        label="Search bookings"
        placeholder="Name, email, phone, reference or address"
        text={searchText}
        onTextChange={setSearchText}
        onSearch={setSearch}
        loading={Boolean(search) && bookingsPage.result.isFetching}
      />
      <StatCards
        stats={stats.data}
        listStats={listStats}
        // The desktop has no whole list to count from: its figures wait for /api/stats.
        loading={stats.isLoading}
        history={history}
        statusFilter={statusFilter}
        onTotalClick={() => setHistory(true)}
        onStatusClick={(status) => setStatusFilter((current) => toggleStatusFilter(current, status))}
      />
      {stats.error && <Alert type="warning" showIcon title={toApiError(stats.error, 'Could not load the figures.').message} style={{ marginBottom: 16 }} />}
      <RevenueChart stats={stats.data} loading={stats.isLoading} />
      <ConfigProvider theme={phone ? PHONE_TABS : undefined}>
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
                  {listError && <Alert type="error" showIcon title={toApiError(listError, 'Could not load bookings.').message} style={{ marginBottom: 16 }} />}
                  {phone ? (
                    <BookingCardPages page={bookingsPage} today={today} emptyText={emptyText} onOpen={openBooking} />
                  ) : (
                    <BookingsTable page={bookingsPage} emptyText={emptyText} onOpen={openBooking} />
                  )}
                </>
              ),
            },
            { key: 'customers', label: 'Customers', children: <CustomersTab onOpenCustomer={openCustomer} /> },
            { key: 'payments', label: 'Payments', children: <PaymentsTab /> },
            { key: 'inquiries', label: 'Inquiries', children: <InquiriesTab /> },
            { key: 'time-off', label: 'Time off', children: <TimeOffTab /> },
            { key: 'settings', label: 'Settings', children: <SettingsTab /> },
          ]}
        />
      </ConfigProvider>
      <ExportsCard />
      <BookingDetailsModal booking={selected} onClose={() => setSelectedId(null)} onOpenCustomer={openCustomer} />
      <CustomerProfileModal phone={customerPhone} onClose={() => setCustomerPhone(null)} />
    </ConfigProvider>
  );
}
