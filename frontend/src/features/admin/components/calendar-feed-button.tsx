import { CalendarOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { decorativeIcon } from '@/components/decorative-icon';
import { useRotateCalendarTokenMutation } from '@/features/admin/api/admin-api';
import { useClipboardCopy } from '@/features/admin/use-clipboard-copy';
import { toApiError } from '@/lib/api-error';
import { useFeedback } from '@/lib/feedback';

/** Rotates the feed token; the URL is shown once (only its hash is stored), so it must be copied now. */
export function CalendarFeedButton() {
  const { message, modal } = useFeedback();
  const [rotate, { isLoading }] = useRotateCalendarTokenMutation();
  const [feed, setFeed] = useState<{ url: string; message: string } | null>(null);
  const { copy, copiedKey } = useClipboardCopy();

  const onConfirm = async () => {
    try {
      const result = await rotate().unwrap();
      setFeed({ url: result.url, message: result.message });
    } catch (error) {
      message.error(toApiError(error, 'Could not create the calendar link. Please try again.').message);
    }
  };

  const onCopy = async () => {
    if (feed && !(await copy(feed.url, 'feed'))) message.error('Could not copy the link. Select it and copy it by hand.');
  };

  return (
    <>
      <Button
        icon={<CalendarOutlined {...decorativeIcon} />}
        loading={isLoading}
        onClick={() =>
          modal.confirm({
            title: 'Create a new calendar link?',
            content: 'Any earlier link stops working.',
            okText: 'Create',
            cancelText: 'Keep the old one',
            onOk: onConfirm,
          })
        }
      >
        Calendar feed
      </Button>
      <Modal open={feed !== null} onCancel={() => setFeed(null)} footer={null} title="Calendar feed" destroyOnHidden>
        {feed && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type="info" showIcon title={feed.message} description="This link is shown only once. Add it to your calendar app as a subscription." />
            <label htmlFor="calendar-feed-url">Feed URL</label>
            <Space.Compact style={{ width: '100%' }}>
              <Input id="calendar-feed-url" readOnly value={feed.url} onFocus={(event) => event.target.select()} />
              <Button type="primary" onClick={onCopy}>
                {copiedKey === 'feed' ? 'Copied!' : 'Copy'}
              </Button>
            </Space.Compact>
          </Space>
        )}
      </Modal>
    </>
  );
}
