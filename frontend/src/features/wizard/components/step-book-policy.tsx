import type { TermsSentence } from '@contracts/wire.js';
import type { ServiceType } from '@domain/service-types.js';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetBusinessQuery } from '@/lib/business-api';
import { cancellationPolicyText } from '@/lib/cancellation-policy-text';
import { termsText } from '@/lib/cancellation-terms-text';

/**
 * The cancellation policy in the words the mails use, from the rule that computes the fee, and under it what cancelling
 * would cost if booked now (the server's terms, the owner's grace period included), so nobody pays before reading it.
 */
interface StepBookPolicyProps {
  serviceType: ServiceType;
  termsNow: readonly TermsSentence[] | null;
  id: string;
}

export function StepBookPolicy({ serviceType, termsNow, id }: StepBookPolicyProps) {
  const { t } = useTranslation();
  const timeZone = useGetBusinessQuery().data?.timeZone;
  return (
    <section aria-labelledby={id} style={{ marginBottom: 8 }}>
      <Typography.Title level={3} id={id} style={{ fontSize: 16 }}>
        {t('booking.policyTitle')}
      </Typography.Title>
      {termsNow && termsNow.length > 0 && timeZone && (
        <Typography.Paragraph strong data-testid="cancellation-terms-now" style={{ marginBottom: 8 }}>
          {termsText(termsNow, timeZone, t)}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {cancellationPolicyText(t, serviceType)}
      </Typography.Paragraph>
    </section>
  );
}
