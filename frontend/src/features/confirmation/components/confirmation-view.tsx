import { CalendarOutlined, CheckCircleOutlined, ProfileOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ContactLinks } from '@/components/contact-links';
import { decorativeIcon } from '@/components/decorative-icon';
import { LoadingScreen } from '@/components/loading-screen';
import { Money } from '@/components/money';
import { RidePackCard } from '@/components/ride-pack-card';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { timeText } from '@/lib/time-text';
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
import { dollarsToCents } from '@domain/money.js';
import { displayReference } from '@domain/booking-reference.js';
import { serviceName } from '@/lib/service-name';
import { serviceDayText } from '@/lib/service-day-text';

/** antd's Result title is a div; the page's one heading goes inside it. */
const TITLE_STYLE = { fontSize: 24, fontWeight: 600, margin: 0 } as const;

function ContactInfo({ business }: { business: BusinessResponse | undefined }) {
  const { t } = useTranslation();
  if (!business) return null;
  return (
    <section aria-label={t('checkout.contactRegion')} style={{ marginTop: 16 }}>
      <Typography.Text type="secondary">
        {business.businessName ? t('checkout.questionsBusiness', { business: business.businessName }) : t('checkout.questionsUs')}
      </Typography.Text>
      <ContactLinks phone={business.phone} email={business.email} />
    </section>
  );
}

function BookingFacts({ details }: { details: ConfirmationDetails }) {
  const { t } = useTranslation();
  const rows: { label: string; value: ReactNode }[] = [];
  if (details.serviceType) rows.push({ label: t('checkout.service'), value: serviceName(details.serviceType, t) });
  if (details.serviceDate) rows.push({ label: t('checkout.date'), value: serviceDayText(details.serviceDate, t) });
  if (details.serviceTime) rows.push({ label: t('checkout.time'), value: timeText(details.serviceTime) });
  if (details.pickupLocation) rows.push({ label: t('checkout.from'), value: details.pickupLocation });
  if (details.destinationLocation) rows.push({ label: t('checkout.to'), value: details.destinationLocation });
  if (details.totalPrice !== null) rows.push({ label: t('checkout.price'), value: <Money cents={dollarsToCents(details.totalPrice)} /> });
  if (details.reference)
    rows.push({ label: t('checkout.reference'), value: <strong data-testid="confirmation-reference">{displayReference(details.reference)}</strong> });
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
  const { t } = useTranslation();
  const lines = paymentLines(details, t);
  const calendarUrl = details.bookingId && details.hasCalendarEvent ? bookingCalendarUrl(details.bookingId) : null;
  if (!lines && !calendarUrl) return null;
  return (
    <Space orientation="vertical" style={{ marginBottom: 16, width: '100%' }}>
      {lines && <Alert type="success" showIcon title={lines.paid} description={lines.receipt} data-testid="payment-paid" />}
      {calendarUrl && (
        <a href={calendarUrl} download data-testid="add-to-calendar">
          <CalendarOutlined {...decorativeIcon} /> {t('checkout.addToCalendar')}
        </a>
      )}
    </Space>
  );
}

/** The customer's private page for this booking (status, payment, cancelling), when the server gave its link. */
function ManageLink({ details }: { details: ConfirmationDetails }) {
  const { t } = useTranslation();
  if (!details.manageUrl) return null;
  return (
    <Typography.Paragraph>
      {/* Underlined: the link sits in a sentence, and colour alone would not tell it apart (axe: link-in-text-block). */}
      <a href={details.manageUrl} data-testid="manage-booking-link" style={{ textDecoration: 'underline' }}>
        <ProfileOutlined {...decorativeIcon} /> {t('checkout.manageLink')}
      </a>
      {t('checkout.manageLinkAfter')}
    </Typography.Paragraph>
  );
}

export function ConfirmationView({ query, pathname = '' }: { query: ConfirmationQuery; pathname?: string }) {
  const { t } = useTranslation();
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
        {t('checkout.bookAnother')}
      </Button>
      <Button href={websiteUrl} target="_blank" rel="noopener noreferrer">
        {t('checkout.visitWebsite')}
      </Button>
    </Space>
  );

  if (model.variant === 'inquiry') {
    const { contact } = model;
    return (
      <Card>
        <Result status="success" title={<h1 style={TITLE_STYLE}>{t('checkout.inquiryTitle')}</h1>} subTitle={t('checkout.inquiryText')} extra={actions} />
        {(contact.name || contact.email || contact.phone) && (
          <Descriptions column={1} size="small" bordered title={t('checkout.contactYouAt')}>
            {contact.name && <Descriptions.Item label={t('checkout.name')}>{contact.name}</Descriptions.Item>}
            {contact.email && <Descriptions.Item label={t('checkout.email')}>{contact.email}</Descriptions.Item>}
            {contact.phone && <Descriptions.Item label={t('checkout.phone')}>{contact.phone}</Descriptions.Item>}
          </Descriptions>
        )}
        <ContactInfo business={business} />
      </Card>
    );
  }

  if (fetchId && isLoading) return <LoadingScreen label={t('checkout.loadingBooking')} />;
  const { details } = model;
  const heading = confirmationHeading(details, t);

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
          <Tag color="green">{t('checkout.codeApplied')}</Tag>
          <Alert type="success" showIcon title={t('checkout.paymentNotRequired')} description={t('checkout.codeCovers')} />
        </Space>
      )}
      <BookingFacts details={details} />
      {fetched?.ridePack && <RidePackCard pack={fetched.ridePack} timeZone={business?.timeZone} />}
      {details.subscriptionCode && (
        <Card size="small" style={{ marginBottom: 16, borderColor: '#1d4ed8' }} data-testid="subscription-code-box">
          <Typography.Text strong>{t('checkout.subscriptionCode')}</Typography.Text>
          <Typography.Text code copyable={{ text: details.subscriptionCode }} data-testid="subscription-code">
            {details.subscriptionCode}
          </Typography.Text>
          <Typography.Paragraph strong style={{ marginTop: 8, marginBottom: 0 }}>
            {t('checkout.saveCode')}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('checkout.useCode')}
          </Typography.Paragraph>
        </Card>
      )}
      <ManageLink details={details} />
      {business?.email && !details.isPlan && (
        <Typography.Paragraph>
          {details.manageUrl ? t('checkout.preferEmail') : t('checkout.needToCancel')}{' '}
          <a href={cancelMailto(business.email, details.reference, details.contact.name, t)} data-testid="cancel-by-email">
            {t('checkout.emailToCancel')}
          </a>
          .
        </Typography.Paragraph>
      )}
      {actions}
      <ContactInfo business={business} />
    </Card>
  );
}
