import { cancellationPolicyText } from '@domain/cancellation-policy.js';
import type { ServiceType } from '@domain/service-types.js';
import { Typography } from 'antd';

/** The cancellation policy in the words the mails use, from the rule that computes the fee. */
export function StepBookPolicy({ serviceType, id }: { serviceType: ServiceType; id: string }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 8 }}>
      <Typography.Title level={3} id={id} style={{ fontSize: 16 }}>
        Cancellation policy
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {cancellationPolicyText(serviceType)}
      </Typography.Paragraph>
    </section>
  );
}
