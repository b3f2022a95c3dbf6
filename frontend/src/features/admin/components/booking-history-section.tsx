import { Alert, Space, Spin, Typography } from 'antd';
import { useGetBookingHistoryQuery } from '@/features/admin/api/admin-api';
import type { BookingMail } from '@contracts/admin-booking.contract.js';
import { when } from '@/features/admin/components/booking-details-format';
import { describeHistoryEntry } from '@/features/admin/components/booking-history-format';
import { ToneTag } from '@/features/admin/components/tone-tag';
import { messageStatusTag } from '@/features/admin/outbox-format';
import { toApiError } from '@/lib/api-error';
import { messageKindLabel } from '@domain/message-kinds.js';

/** What happened to a booking (what changed, when, and who acted where that is not a given) and the mails sent about it. */
export function BookingHistorySection({ bookingId }: { bookingId: string }) {
  const { data, isLoading, error } = useGetBookingHistoryQuery(bookingId);
  if (isLoading) return <Spin description="Loading history..." />;
  if (error) return <Alert type="warning" showIcon title={toApiError(error, 'Could not load the history.').message} />;
  const entries = data?.entries ?? [];
  const mails = data?.mails ?? [];
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        History
      </Typography.Title>
      {entries.length === 0 ? (
        <Typography.Paragraph type="secondary">No changes recorded</Typography.Paragraph>
      ) : (
        <ul className="admin-plain-list" data-testid="booking-history">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Typography.Text type="secondary">{when(entry.at)}</Typography.Text>
              {describeHistoryEntry(entry).map((sentence) => (
                <div key={sentence}>{sentence}</div>
              ))}
            </li>
          ))}
        </ul>
      )}
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 12 }}>
        Emails
      </Typography.Title>
      {mails.length === 0 ? (
        <Typography.Paragraph type="secondary" data-testid="booking-mails">
          No emails about this booking
        </Typography.Paragraph>
      ) : (
        <ul className="admin-plain-list" data-testid="booking-mails">
          {mails.map((mail: BookingMail) => {
            const status = messageStatusTag({ status: mail.status, providerStatus: null });
            return (
              <li key={`${mail.kind}-${mail.queuedAt}`}>
                <Space wrap>
                  <ToneTag tone={status.tone}>{status.label}</ToneTag>
                  <span>{messageKindLabel(mail.kind)}</span>
                  <Typography.Text type="secondary">
                    to {mail.to}, queued {when(mail.queuedAt)}
                    {mail.sentAt ? `, sent ${when(mail.sentAt)}` : ''}
                    {mail.lastError ? `, error: ${mail.lastError}` : ''}
                  </Typography.Text>
                </Space>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
