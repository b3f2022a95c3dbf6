import { Typography } from 'antd';
import type { ServiceType } from '@/lib/service-types';

/** Spec point 9, cancellation policy, per service. */
export function cancellationPolicy(serviceType: ServiceType): string {
  switch (serviceType) {
    case 'delivery':
    case 'ride':
      return 'Free cancellation up to 6 hours before the service. Within 6 hours a $20 fee applies, and 50% of the price once the driver has been dispatched.';
    case 'chauffeur':
      return 'Free cancellation up to 24 hours before the service; after that 50% of the price is charged.';
    case 'subscription':
      return 'Ride plans are paid upfront and non-refundable. Each ride can be cancelled free up to 1 hour before pickup; a $20 fee applies once the driver has been dispatched.';
    default:
      return 'Cancellation fees vary; the owner will explain them with your quote.';
  }
}

export function StepBookPolicy({ serviceType, id }: { serviceType: ServiceType; id: string }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 8 }}>
      <Typography.Title level={3} id={id} style={{ fontSize: 16 }}>
        Cancellation policy
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {cancellationPolicy(serviceType)}
      </Typography.Paragraph>
    </section>
  );
}
