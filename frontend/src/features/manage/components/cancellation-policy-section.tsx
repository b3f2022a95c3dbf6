import { Typography } from 'antd';

/** The policy of this service in the server's words (the same text the booking form and the mails show). */
export function CancellationPolicySection({ policy }: { policy: string }) {
  return (
    <section aria-labelledby="manage-policy-heading">
      <Typography.Title level={2} id="manage-policy-heading" style={{ fontSize: 20 }}>
        Cancellation policy
      </Typography.Title>
      <Typography.Paragraph data-testid="manage-policy" style={{ marginBottom: 0 }}>
        {policy}
      </Typography.Paragraph>
    </section>
  );
}
