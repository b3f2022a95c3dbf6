import type { ServiceType } from '@domain/service-types.js';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cancellationPolicyText } from '@/lib/cancellation-policy-text';

/** The policy of this service in the page's language (the words the booking form and the mails use). */
export function CancellationPolicySection({ serviceType }: { serviceType: ServiceType }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="manage-policy-heading">
      <Typography.Title level={2} id="manage-policy-heading" style={{ fontSize: 20 }}>
        {t('manage.policyHeading')}
      </Typography.Title>
      <Typography.Paragraph data-testid="manage-policy" style={{ marginBottom: 0 }}>
        {cancellationPolicyText(t, serviceType)}
      </Typography.Paragraph>
    </section>
  );
}
