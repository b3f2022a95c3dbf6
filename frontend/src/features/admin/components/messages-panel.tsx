import { Alert, Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useGetOutboxQuery } from '@/features/admin/api/outbox-api';
import { MessageCardList } from '@/features/admin/components/message-card-list';
import { OutboxTable } from '@/features/admin/components/outbox-table';
import type { OutboxChannel, OutboxStatus } from '@contracts/outbox.contract.js';
import { toApiError } from '@/lib/api-error';
import { usePhoneLayout } from '@/lib/use-media-query';

type StatusFilter = OutboxStatus | 'all';

/** Why no texts go out, in the owner's words; setting them up (Twilio) is the server's, in docs/deploy.md. */
const TEXTS_OFF = {
  title: 'Texts are off: only e-mails go out',
  description: "Texts start once a Twilio account is connected to the site; whoever looks after the site's server can connect it.",
};
type ChannelFilter = OutboxChannel | 'all';

const CHANNEL_OPTIONS: { value: ChannelFilter; label: string }[] = [
  { value: 'all', label: 'Emails and texts' },
  { value: 'mail', label: 'Emails' },
  { value: 'text', label: 'Texts' },
];

/**
 * Every mail and text the site sends, newest first: queued, sent or failed, with the error, and "Send again" on a
 * failed one. Cards on a phone, a table from md (768 px) up. Says so when texts are off.
 */
export function MessagesPanel() {
  const phone = usePhoneLayout();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const [page, setPage] = useState(1);
  const query = { status: status === 'all' ? undefined : status, channel: channel === 'all' ? undefined : channel, page };
  const { data, isFetching, error } = useGetOutboxQuery(query, { refetchOnMountOrArgChange: true });
  const counts = data?.counts;
  const statusOptions: { value: StatusFilter; label: string }[] = [
    { value: 'all', label: 'All' },
    { value: 'failed', label: counts ? `Failed (${counts.failed})` : 'Failed' },
    { value: 'queued', label: counts ? `Queued (${counts.queued})` : 'Queued' },
    { value: 'sent', label: counts ? `Sent (${counts.sent})` : 'Sent' },
    { value: 'withdrawn', label: counts ? `Withdrawn (${counts.withdrawn})` : 'Withdrawn' },
  ];
  const messages = data?.messages ?? [];

  return (
    <>
      {data && !data.textsEnabled && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={TEXTS_OFF.title} description={TEXTS_OFF.description} />}
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <Select<StatusFilter>
          aria-label="Show messages by status"
          value={status}
          options={statusOptions}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          style={{ width: 150 }}
        />
        <Select<ChannelFilter>
          aria-label="Show emails or texts"
          value={channel}
          options={CHANNEL_OPTIONS}
          onChange={(value) => {
            setChannel(value);
            setPage(1);
          }}
          style={{ width: 160 }}
        />
      </Flex>
      {error && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={toApiError(error, 'Could not load the messages.').message} />}
      {phone ? <MessageCardList messages={messages} loading={isFetching} /> : <OutboxTable messages={messages} loading={isFetching} />}
      {data && data.total > data.pageSize && <PageSteps page={page} pages={Math.ceil(data.total / data.pageSize)} onPage={setPage} />}
    </>
  );
}

/** Newer and older pages (the server pages, 20 to a page): two buttons fit any phone. */
function PageSteps({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <Flex gap={8} align="center" wrap style={{ marginTop: 12 }}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer
      </Button>
      <Typography.Text>{`Page ${page} of ${pages}`}</Typography.Text>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
      </Button>
    </Flex>
  );
}
