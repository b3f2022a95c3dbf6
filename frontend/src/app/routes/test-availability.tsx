import { PageHeader } from '@/components/page-header';
import { AvailabilityTester } from '@/features/wizard/components/availability-tester';

export function TestAvailabilityRoute() {
  return (
    <>
      <PageHeader title="Test Availability" subtitle="Sends one availability check and shows the raw answer." />
      <AvailabilityTester />
    </>
  );
}
