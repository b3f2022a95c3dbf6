import type { ServiceType } from '@domain/service-types.js';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cancellationPolicyText } from '@/lib/cancellation-policy-text';

/**
 * The cancellation policy in the words the mails use, from the rule that computes the fee, and under it what cancelling
 * would cost if booked now (the server's words, the owner's grace period included), so nobody pays before reading it.
 */
export function StepBookPolicy({ serviceType, termsNow, id }: { serviceType: ServiceType; termsNow: string | null; id: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} style={{ marginBottom: 8 }}>
      <Typography.Title level={3} id={id} style={{ fontSize: 16 }}>
        {t('booking.policyTitle')}
      </Typography.Title>
      {termsNow && (
        <Typography.Paragraph strong data-testid="cancellation-terms-now" style={{ marginBottom: 8 }}>
          {termsNow}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {cancellationPolicyText(t, serviceType)}
      </Typography.Paragraph>
    </section>
  );
}
