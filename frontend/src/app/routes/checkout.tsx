import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

export function CheckoutRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title="Checkout" subtitle="Review your booking and pay by card to confirm it." />
      <CheckoutPage bookingId={params.get('bookingId')} />
    </>
  );
}
