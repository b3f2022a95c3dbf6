import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useReplaceManageLinksMutation } from '@/features/manage/api/manage-api';
import { ConfirmChangeDialog } from '@/features/manage/components/confirm-change-dialog';
import { toApiError } from '@/lib/api-error';

const REPLACE_FAILED = 'The links could not be turned off. Please try again.';

/**
 * Every link to the booking keeps working until 30 days after the job; a customer who forwarded a mail by mistake
 * turns them all off here and gets a new one by e-mail. This page's link stops working too, so the server's answer
 * replaces the section.
 */
export function ReplaceLinksSection({ token }: { token: string }) {
  const [confirming, setConfirming] = useState(false);
  const [replaceLinks, { data, error, isLoading, reset }] = useReplaceManageLinksMutation();

  const confirm = async () => {
    try {
      await replaceLinks(token).unwrap();
      setConfirming(false);
    } catch {
      // shown in the dialog from the mutation's error
    }
  };

  return (
    <section aria-labelledby="manage-links-heading">
      <Typography.Title level={2} id="manage-links-heading" style={{ fontSize: 20 }}>
        Links to this booking
      </Typography.Title>
      {data ? (
        <Alert type="success" showIcon role="status" title={data.message} data-testid="links-replaced" />
      ) : (
        <>
          <Typography.Paragraph>
            The link in every e-mail about this booking works until 30 days after it. Forwarded one by mistake? Turn them all off and we will e-mail you a new
            one.
          </Typography.Paragraph>
          <Button onClick={() => setConfirming(true)}>Turn off all links</Button>
          <ConfirmChangeDialog
            open={confirming}
            title="Turn off all links to this booking?"
            keepLabel="Keep links"
            confirmLabel="Turn off links"
            busy={isLoading}
            disabled={false}
            failure={error === undefined ? null : { text: toApiError(error, REPLACE_FAILED).message, tone: 'error' }}
            onConfirm={confirm}
            onClose={() => {
              reset();
              setConfirming(false);
            }}
          >
            <Typography.Paragraph>
              This page and the links in your e-mails will stop working. A new link goes to the e-mail address on the booking.
            </Typography.Paragraph>
          </ConfirmChangeDialog>
        </>
      )}
    </section>
  );
}
