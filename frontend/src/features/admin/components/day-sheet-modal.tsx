import { PrinterOutlined, ProfileOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { decorativeIcon } from '@/components/decorative-icon';
import { customerNameOf } from '@/features/admin/admin-bookings';
import { useGetPastYearBookingsQuery } from '@/features/admin/api/admin-api';
import { jobNotes, jobsOfDay, mapLink, telLink } from '@/features/admin/day-sheet-rules';
import { toApiError } from '@/lib/api-error';
import { dayjs, DAY_FORMAT, formatDay } from '@/lib/dayjs';
import { serviceLabel } from '@domain/service-types.js';
import { formatTimeText } from '@domain/business-time.js';

function DaySheet({ day }: { day: string }) {
  // Upcoming plus the past year covers any day the owner would print.
  const { data: bookings = [], isLoading, error } = useGetPastYearBookingsQuery();
  if (isLoading) return <Spin description="Loading jobs..." />;
  if (error) return <Alert type="error" showIcon title={toApiError(error, 'Could not load the bookings.').message} />;
  const jobs = jobsOfDay(bookings, day);
  return (
    <div className="admin-print-area" data-testid="day-sheet">
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        Jobs on {formatDay(day)}
      </Typography.Title>
      {jobs.length === 0 ? (
        <Empty description="No jobs on this day" />
      ) : (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {jobs.map((job) => (
            <li key={job.id} className="day-sheet-job">
              <Typography.Text strong>
                {formatTimeText(job.booking_time)} · {serviceLabel(job.serviceType)} · {customerNameOf(job)}
              </Typography.Text>
              {job.status === 'pending' && <Typography.Text type="warning"> (pending confirmation)</Typography.Text>}
              <div>
                {job.phone && (
                  <a href={telLink(job.phone)} aria-label={`Call ${customerNameOf(job)} at ${job.phone}`}>
                    {job.phone}
                  </a>
                )}
              </div>
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
              {jobNotes(job).map((line) => (
                <div key={line}>
                  <Typography.Text type="secondary">{line}</Typography.Text>
                </div>
              ))}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function DaySheetButton() {
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(() => dayjs().format(DAY_FORMAT));
  return (
    <>
      <Button icon={<ProfileOutlined {...decorativeIcon} />} onClick={() => setOpen(true)}>
        Day sheet
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title="Day sheet" width={720} destroyOnHidden>
        <Space wrap className="admin-no-print" style={{ marginBottom: 16 }}>
          <label htmlFor="day-sheet-day">Day</label>
          <Input id="day-sheet-day" type="date" value={day} onChange={(event) => setDay(event.target.value)} style={{ width: 180 }} />
          <Button icon={<PrinterOutlined {...decorativeIcon} />} onClick={() => window.print()}>
            Print
          </Button>
        </Space>
        {day ? <DaySheet day={day} /> : <Empty description="Pick a day" />}
      </Modal>
    </>
  );
}
