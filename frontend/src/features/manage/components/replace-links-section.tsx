import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplaceManageLinksMutation } from '@/features/manage/api/manage-api';
import { ConfirmChangeDialog } from '@/features/manage/components/confirm-change-dialog';
import { toApiError } from '@/lib/api-error';

/**
 * Every link to the booking keeps working until 30 days after the job; a customer who forwarded a mail by mistake
 * turns them all off here and gets a new one by e-mail. This page's link stops working too, so the server's answer
 * replaces the section.
 */
export function ReplaceLinksSection({ token }: { token: string }) {
  const { t } = useTranslation();
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
        {t('manage.linksHeading')}
      </Typography.Title>
      {data ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={data.sentTo ? t('manage.linksReplaced', { email: data.sentTo }) : data.message}
          data-testid="links-replaced"
        />
      ) : (
        <>
          <Typography.Paragraph>{t('manage.linksText')}</Typography.Paragraph>
          <Button onClick={() => setConfirming(true)}>{t('manage.turnOffAll')}</Button>
          <ConfirmChangeDialog
            open={confirming}
            title={t('manage.linksDialogTitle')}
            keepLabel={t('manage.keepLinks')}
            confirmLabel={t('manage.turnOffLinks')}
            busy={isLoading}
            disabled={false}
            failure={error === undefined ? null : { text: toApiError(error, t('manage.linksFailed')).message, tone: 'error' }}
            onConfirm={confirm}
            onClose={() => {
              reset();
              setConfirming(false);
            }}
          >
            <Typography.Paragraph>{t('manage.linksDialogText')}</Typography.Paragraph>
          </ConfirmChangeDialog>
        </>
      )}
    </section>
  );
}
