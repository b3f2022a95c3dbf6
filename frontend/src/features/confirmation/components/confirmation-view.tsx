import { CalendarOutlined, CheckCircleOutlined, ProfileOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ContactLinks } from '@/components/contact-links';
import { decorativeIcon } from '@/components/decorative-icon';
import { LoadingScreen } from '@/components/loading-screen';
import { Money } from '@/components/money';
import { RidePackCard } from '@/components/ride-pack-card';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useGetPublicBookingQuery } from '@/lib/public-booking-api';
import { bookingCalendarUrl } from '@/features/confirmation/api/booking-calendar-url';
import {
  bookingToFetch,
  cancelMailto,
  confirmationHeading,
  paymentLines,
  resolveConfirmation,
  type ConfirmationDetails,
  type ConfirmationQuery,
} from '@/features/confirmation/confirmation-rules';
import { readBookingDetails } from '@/lib/booking-details-storage';
import type { BusinessResponse } from '@contracts/business.contract.js';
import { useGetBusinessQuery } from '@/lib/business-api';
import { formatDay } from '@/lib/dayjs';
import { dollarsToCents } from '@domain/money.js';
import { serviceLabel } from '@domain/service-types.js';
import { formatTimeText } from '@domain/business-time.js';
import { displayReference } from '@domain/booking-reference.js';

/** antd's Result title is a div; the page's one heading goes inside it. */
const TITLE_STYLE = { fontSize: 24, fontWeight: 600, margin: 0 } as const;

function ContactInfo({ business }: { business: BusinessResponse | undefined }) {
  if (!business) return null;
  return (
    <section aria-label="Contact us" style={{ marginTop: 16 }}>
      <Typography.Text type="secondary">Questions? Contact {business.businessName || 'us'}: </Typography.Text>
      <ContactLinks phone={business.phone} email={business.email} />
    </section>
  );
}

function BookingFacts({ details }: { details: ConfirmationDetails }) {
  const rows: { label: string; value: ReactNode }[] = [];
  if (details.serviceType) rows.push({ label: 'Service', value: serviceLabel(details.serviceType) });
  if (details.serviceDate) rows.push({ label: 'Date', value: formatDay(details.serviceDate) });
  if (details.serviceTime) rows.push({ label: 'Time', value: formatTimeText(details.serviceTime) });
  if (details.pickupLocation) rows.push({ label: 'From', value: details.pickupLocation });
  if (details.destinationLocation) rows.push({ label: 'To', value: details.destinationLocation });
  if (details.totalPrice !== null) rows.push({ label: 'Price', value: <Money cents={dollarsToCents(details.totalPrice)} /> });
  if (details.reference) rows.push({ label: 'Reference', value: <strong data-testid="confirmation-reference">{displayReference(details.reference)}</strong> });
  if (rows.length === 0) return null;
  return (
    <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }} data-testid="confirmation-details">
      {rows.map((row) => (
        <Descriptions.Item key={row.label} label={row.label}>
          {row.value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** What the card payment paid, as the server recorded it, and the way to put the booking in a calendar. */
function PaidSection({ details }: { details: ConfirmationDetails }) {
  const lines = paymentLines(details);
  const calendarUrl = details.bookingId && details.hasCalendarEvent ? bookingCalendarUrl(details.bookingId) : null;
  if (!lines && !calendarUrl) return null;
  return (
    <Space orientation="vertical" style={{ marginBottom: 16, width: '100%' }}>
      {lines && <Alert type="success" showIcon title={lines.paid} description={lines.receipt} data-testid="payment-paid" />}
      {calendarUrl && (
        <a href={calendarUrl} download data-testid="add-to-calendar">
          <CalendarOutlined {...decorativeIcon} /> Add to calendar
        </a>
      )}
    </Space>
  );
}

/** The customer's private page for this booking (status, payment, cancelling), when the server gave its link. */
function ManageLink({ details }: { details: ConfirmationDetails }) {
  if (!details.manageUrl) return null;
  return (
    <Typography.Paragraph>
      <a href={details.manageUrl} data-testid="manage-booking-link">
        <ProfileOutlined {...decorativeIcon} /> View or cancel your booking
      </a>{' '}
      — your private page for this booking; the e-mails we send you link to it too.
    </Typography.Paragraph>
  );
}

export function ConfirmationView({ query, pathname = '' }: { query: ConfirmationQuery; pathname?: string }) {
  const navigate = useNavigate();
  const saved = useMemo(() => readBookingDetails(), []);
  const fetchId = bookingToFetch(query, saved);
  const { data: fetched, isLoading } = useGetPublicBookingQuery(fetchId ?? '', { skip: !fetchId });
  const { data: business } = useGetBusinessQuery();
  const websiteUrl = env.companyWebsiteUrl ?? (business?.companyWebsiteUrl || '#');
  const model = resolveConfirmation(query, saved, fetched ?? null, pathname);

  const actions = (
    <Space wrap>
      <Button type="primary" onClick={() => navigate(paths.home)}>
        Book Another Service
      </Button>
      <Button href={websiteUrl} target="_blank" rel="noopener noreferrer">
        Visit Main Website
      </Button>
    </Space>
  );

  if (model.variant === 'inquiry') {
    const { contact } = model;
    return (
      <Card>
        <Result
          status="success"
          title={<h1 style={TITLE_STYLE}>Thank You for Your Inquiry</h1>}
          subTitle="We will respond within one business day with a custom quote."
          extra={actions}
        />
        {(contact.name || contact.email || contact.phone) && (
          <Descriptions column={1} size="small" bordered title="We will contact you at">
            {contact.name && <Descriptions.Item label="Name">{contact.name}</Descriptions.Item>}
            {contact.email && <Descriptions.Item label="Email">{contact.email}</Descriptions.Item>}
            {contact.phone && <Descriptions.Item label="Phone">{contact.phone}</Descriptions.Item>}
          </Descriptions>
        )}
        <ContactInfo business={business} />
      </Card>
    );
  }

  if (fetchId && isLoading) return <LoadingScreen label="Loading your booking..." />;
  const { details } = model;
  const heading = confirmationHeading(details);

  return (
    <Card>
      <Result
        icon={<CheckCircleOutlined {...decorativeIcon} />}
        status="success"
        title={<h1 style={TITLE_STYLE}>{heading.title}</h1>}
        subTitle={heading.subtitle}
      />
      <PaidSection details={details} />
      {!details.paymentRequired && (
        <Space orientation="vertical" style={{ marginBottom: 16, width: '100%' }}>
          <Tag color="green">Service Code Applied</Tag>
          <Alert type="success" showIcon title="Payment Not Required" description="Your service code covers this booking; nothing is due." />
        </Space>
      )}
      <BookingFacts details={details} />
      {fetched?.ridePack && <RidePackCard pack={fetched.ridePack} timeZone={business?.timeZone} />}
      {details.subscriptionCode && (
        <Card size="small" style={{ marginBottom: 16, borderColor: '#1d4ed8' }} data-testid="subscription-code-box">
          <Typography.Text strong>Your subscription code: </Typography.Text>
          <Typography.Text code copyable={{ text: details.subscriptionCode }} data-testid="subscription-code">
            {details.subscriptionCode}
          </Typography.Text>
          <Typography.Paragraph strong style={{ marginTop: 8, marginBottom: 0 }}>
            Save this code!
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Enter it on the booking form to use the rides of your plan. We also sent it by e-mail.
          </Typography.Paragraph>
        </Card>
      )}
      <ManageLink details={details} />
      {business?.email && !details.isPlan && (
        <Typography.Paragraph>
          {details.manageUrl ? 'Prefer e-mail?' : 'Need to cancel?'}{' '}
          <a href={cancelMailto(business.email, details.reference, details.contact.name)} data-testid="cancel-by-email">
            E-mail us to cancel your booking
          </a>
          .
        </Typography.Paragraph>
      )}
      {actions}
      <ContactInfo business={business} />
    </Card>
  );
}
