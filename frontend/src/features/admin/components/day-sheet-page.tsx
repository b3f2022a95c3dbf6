import { ArrowLeftOutlined, LeftOutlined, PhoneOutlined, PrinterOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { decorativeIcon } from '@/components/decorative-icon';
import { paths } from '@/config/paths';
import { useGetDaySheetQuery } from '@/features/admin/api/lists-api';
import { DAY_SHEET_PARAM } from '@/features/admin/components/day-sheet-button';
import { ToneTag } from '@/features/admin/components/tone-tag';
import { jobNotes, mapLink, telLink } from '@/features/admin/day-sheet-rules';
import type { DaySheetJob } from '@contracts/admin-list.contract.js';
import { toApiError } from '@/lib/api-error';
import { formatDay } from '@/lib/dayjs';
import { addDaysToLocalDate, formatTimeText, instantToZonedWallTime, isValidLocalDate } from '@domain/business-time.js';
import { displayReference } from '@domain/booking-reference.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import { serviceLabel } from '@domain/service-types.js';
import '@/features/admin/components/admin-print.css';
import '@/features/admin/components/day-sheet-page.css';

function paymentTag(job: DaySheetJob) {
  if (job.paymentStatus === 'paid') return <ToneTag tone="good">Paid</ToneTag>;
  if (job.paymentStatus === 'not-required') return <ToneTag tone="neutral">{job.ridePack ? 'Ride pack' : 'No charge'}</ToneTag>;
  const agreed = job.paymentMethod === 'cash' || job.paymentMethod === 'invoice' ? ` (${job.paymentMethod})` : '';
  return <ToneTag tone="attention">{`Unpaid${agreed}`}</ToneTag>;
}

/** One job as the driver reads it on the road: time, who, where, what it costs and whether it is paid. */
function DaySheetJobItem({ job }: { job: DaySheetJob }) {
  const pack = job.ridePack;
  return (
    <li className="day-sheet-job" data-testid={`day-sheet-job-${job.id}`}>
      <Typography.Text strong className="day-sheet-job-time">
        {formatTimeText(job.timeText)} · {serviceLabel(job.serviceType)}
      </Typography.Text>
      {job.status === 'pending' && <Typography.Text type="warning"> (pending confirmation)</Typography.Text>}
      <div>
        <Typography.Text strong>{job.customerName}</Typography.Text> <Typography.Text type="secondary">{displayReference(job.reference)}</Typography.Text>
      </div>
      {job.phone && (
        <Button
          className="admin-no-print"
          href={telLink(job.phone)}
          icon={<PhoneOutlined {...decorativeIcon} />}
          aria-label={`Call ${job.customerName} at ${job.phone}`}
        >
          {job.phone}
        </Button>
      )}
      <div>
        From:{' '}
        <a href={mapLink(job.pickup)} target="_blank" rel="noreferrer">
          {job.pickup}
        </a>
      </div>
      {job.destination && job.destination !== job.pickup && (
        <div>
          To:{' '}
          <a href={mapLink(job.destination)} target="_blank" rel="noreferrer">
            {job.destination}
          </a>
        </div>
      )}
      <Flex gap={8} align="center" wrap>
        <span data-testid="day-sheet-price">{formatUsd(dollarsToCents(job.price))}</span>
        {paymentTag(job)}
      </Flex>
      {pack && (
        <div data-testid="day-sheet-ride-pack">
          {`Ride pack ${pack.code}: ${pack.ridesLeft} of ${pack.totalRides} rides left`}
          {pack.expiresAt ? `, expires ${formatDay(instantToZonedWallTime(new Date(pack.expiresAt)).date)}` : ''}
        </div>
      )}
      {jobNotes(job).map((line) => (
        <div key={line}>
          <Typography.Text type="secondary">{line}</Typography.Text>
        </div>
      ))}
    </li>
  );
}

/**
 * The day sheet: one business day's live bookings in time order, as the server lists them (GET /api/admin/day-sheet),
 * laid out for a phone first and printable. The day lives in the URL (?day=YYYY-MM-DD), so Back leaves it.
 */
export function DaySheetPage({ day }: { day: string }) {
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const valid = isValidLocalDate(day);
  const { data, isFetching, error } = useGetDaySheetQuery(day, { skip: !valid, refetchOnMountOrArgChange: true });
  const heading = useRef<HTMLHeadingElement>(null);
  // Each day is a new page: focus goes to its heading, as on every step change.
  useEffect(() => heading.current?.focus(), [day]);
  const show = (next: string) => setParams({ [DAY_SHEET_PARAM]: next });
  const jobs = data?.date === day ? data.jobs : [];

  return (
    <section className="admin-print-area day-sheet" data-testid="day-sheet">
      <Flex className="admin-no-print" gap={8} wrap style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined {...decorativeIcon} />} onClick={() => navigate(paths.adminDashboard)}>
          Dashboard
        </Button>
        <Button icon={<PrinterOutlined {...decorativeIcon} />} onClick={() => window.print()}>
          Print
        </Button>
      </Flex>
      <Typography.Title level={1} ref={heading} tabIndex={-1} style={{ fontSize: 24 }}>
        {valid ? `Jobs on ${formatDay(day)}` : 'Day sheet'}
      </Typography.Title>
      <Flex className="admin-no-print" gap={8} align="center" wrap style={{ marginBottom: 16 }}>
        <Button icon={<LeftOutlined {...decorativeIcon} />} aria-label="Previous day" disabled={!valid} onClick={() => show(addDaysToLocalDate(day, -1))} />
        <label htmlFor="day-sheet-day" className="visually-hidden">
          Day
        </label>
        <Input
          id="day-sheet-day"
          type="date"
          value={valid ? day : ''}
          onChange={(event) => event.target.value && show(event.target.value)}
          style={{ width: 170 }}
        />
        <Button icon={<RightOutlined {...decorativeIcon} />} aria-label="Next day" disabled={!valid} onClick={() => show(addDaysToLocalDate(day, 1))} />
      </Flex>
      {!valid ? (
        <Alert type="error" showIcon title="Please pick a day (YYYY-MM-DD)." />
      ) : error ? (
        <Alert type="error" showIcon title={toApiError(error, 'Could not load the day sheet.').message} />
      ) : isFetching && jobs.length === 0 ? (
        <Spin description="Loading jobs..." />
      ) : jobs.length === 0 ? (
        <Empty description="No jobs on this day" />
      ) : (
        <ol className="day-sheet-jobs" aria-label={`Jobs on ${formatDay(day)}`}>
          {jobs.map((job) => (
            <DaySheetJobItem key={job.id} job={job} />
          ))}
        </ol>
      )}
    </section>
  );
}
