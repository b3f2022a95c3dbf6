import { cancellationPolicyText } from '@domain/cancellation-policy.js';
import type { ServiceType } from '@domain/service-types.js';
import { Typography } from 'antd';

/**
 * The cancellation policy in the words the mails use, from the rule that computes the fee, and under it what cancelling
 * would cost if booked now (the server's words, the owner's grace period included), so nobody pays before reading it.
 */
export function StepBookPolicy({ serviceType, termsNow, id }: { serviceType: ServiceType; termsNow: string | null; id: string }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 8 }}>
      <Typography.Title level={3} id={id} style={{ fontSize: 16 }}>
        Cancellation policy
      </Typography.Title>
      {termsNow && (
        <Typography.Paragraph strong data-testid="cancellation-terms-now" style={{ marginBottom: 8 }}>
          {termsNow}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {cancellationPolicyText(serviceType)}
      </Typography.Paragraph>
    </section>
  );
}
