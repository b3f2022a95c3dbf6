import { MailOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { decorativeIcon } from '@/components/decorative-icon';
import { useGetOutboxQuery } from '@/features/admin/api/outbox-api';
import { MessagesPanel } from '@/features/admin/components/messages-panel';
import '@/features/admin/components/message-card-list.css';

/**
 * The outbox behind a button of the dashboard's header, with the number of failed messages on it: a message the site
 * gave up on shows on the owner's first screen. (A sixth tab would not fit a 360 px phone's tab bar.)
 */
export function MessagesButton() {
  const [open, setOpen] = useState(false);
  // The same filter the panel opens with, so opening it needs no second request.
  const { data } = useGetOutboxQuery({ status: undefined, channel: undefined, page: 1 }, { refetchOnMountOrArgChange: true });
  const failed = data?.counts.failed ?? 0;
  return (
    <>
      <Button icon={<MailOutlined {...decorativeIcon} />} onClick={() => setOpen(true)}>
        Messages
        {failed > 0 && (
          <>
            <span className="messages-failed-count">{failed > 99 ? '99+' : failed}</span>
            <span className="visually-hidden"> failed</span>
          </>
        )}
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title="Messages" width={1100} destroyOnHidden>
        <MessagesPanel />
      </Modal>
    </>
  );
}
