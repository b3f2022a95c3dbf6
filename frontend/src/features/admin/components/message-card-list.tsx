import { Empty, Spin, Typography } from 'antd';
import type { OutboxMessage } from '@contracts/outbox.contract.js';
import { when } from '@/features/admin/components/booking-details-format';
import { ResendMessageButton } from '@/features/admin/components/resend-message-button';
import { ToneTag } from '@/features/admin/components/tone-tag';
import { CHANNEL_LABELS, messageStatusTag, progressLine } from '@/features/admin/outbox-format';
import { messageKindLabel } from '@domain/message-kinds.js';
import '@/features/admin/components/message-card-list.css';

/** One message as the owner reads it on a phone: what, to whom, what became of it, and "Send again" when it failed. */
function MessageCard({ message }: { message: OutboxMessage }) {
  const status = messageStatusTag(message);
  return (
    <li className="message-card" data-testid={`message-${message.id}`}>
      <div className="message-card-line">
        <ToneTag tone={status.tone}>{status.label}</ToneTag>
        <Typography.Text strong>{CHANNEL_LABELS[message.channel]}</Typography.Text>
        <span>{messageKindLabel(message.kind)}</span>
      </div>
      {message.summary && <div className="message-card-line message-card-text">{message.summary}</div>}
      <div className="message-card-line message-card-text">
        <Typography.Text type="secondary">To {message.to}</Typography.Text>
        {message.bookingReference && <Typography.Text type="secondary">· Booking {message.bookingReference}</Typography.Text>}
      </div>
      <div className="message-card-line">
        <Typography.Text type="secondary">{[`Queued ${when(message.queuedAt)}`, progressLine(message)].filter(Boolean).join(' · ')}</Typography.Text>
      </div>
      {message.lastError && (
        <div className="message-card-line message-card-text">
          <span className="message-error">{message.lastError}</span>
        </div>
      )}
      {message.canResend && (
        <div className="message-card-actions">
          <ResendMessageButton message={message} />
        </div>
      )}
    </li>
  );
}

/** The outbox as a list of cards, the phone's answer to the table. */
export function MessageCardList({ messages, loading }: { messages: OutboxMessage[]; loading: boolean }) {
  if (loading && messages.length === 0) return <Spin description="Loading messages..." />;
  if (messages.length === 0) return <Empty description="No messages" />;
  return (
    <ul className="message-card-list" data-testid="messages-list">
      {messages.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
    </ul>
  );
}
