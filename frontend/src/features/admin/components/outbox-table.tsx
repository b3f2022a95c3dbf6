import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import type { OutboxMessage } from '@contracts/outbox.contract.js';
import { when } from '@/features/admin/components/booking-details-format';
import { ResendMessageButton } from '@/features/admin/components/resend-message-button';
import { ToneTag } from '@/features/admin/components/tone-tag';
import { CHANNEL_LABELS, messageStatusTag, progressLine } from '@/features/admin/outbox-format';
import { messageKindLabel } from '@domain/message-kinds.js';
import '@/features/admin/components/message-card-list.css';

const columns: TableColumnsType<OutboxMessage> = [
  { title: 'Queued', dataIndex: 'queuedAt', key: 'queuedAt', width: 150, render: (value: string) => when(value) },
  {
    title: 'Message',
    key: 'message',
    width: 320,
    render: (_value, message) => (
      <div>
        <Typography.Text strong>{`${CHANNEL_LABELS[message.channel]} · ${messageKindLabel(message.kind)}`}</Typography.Text>
        {message.summary && <div style={{ overflowWrap: 'anywhere' }}>{message.summary}</div>}
        {message.bookingReference && <Typography.Text type="secondary">Booking {message.bookingReference}</Typography.Text>}
      </div>
    ),
  },
  { title: 'To', dataIndex: 'to', key: 'to', width: 200, render: (value: string) => <span style={{ overflowWrap: 'anywhere' }}>{value}</span> },
  {
    title: 'Status',
    key: 'status',
    width: 240,
    render: (_value, message) => {
      const status = messageStatusTag(message);
      return (
        <div>
          <ToneTag tone={status.tone}>{status.label}</ToneTag>
          <div>
            <Typography.Text type="secondary">{progressLine(message)}</Typography.Text>
          </div>
          {message.lastError && <div className="message-error">{message.lastError}</div>}
        </div>
      );
    },
  },
  { title: 'Actions', key: 'actions', width: 130, render: (_value, message) => (message.canResend ? <ResendMessageButton message={message} /> : null) },
];

/** The outbox from the md breakpoint up; paging is the tab's (the server pages). */
export function OutboxTable({ messages, loading }: { messages: OutboxMessage[]; loading: boolean }) {
  return (
    <Table<OutboxMessage>
      data-testid="outbox-table"
      rowKey="id"
      columns={columns}
      dataSource={messages}
      loading={loading}
      scroll={{ x: 1040 }}
      pagination={false}
      locale={{ emptyText: <Empty description="No messages" /> }}
    />
  );
}
