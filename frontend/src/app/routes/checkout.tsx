import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { checkout } from '@/locales/en/checkout';
import { addEnglishSections } from '@/lib/i18n';

// This screen's English texts come with its code, not in the first download of '/'.
addEnglishSections({ checkout });

export function CheckoutRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title={t('checkout.pageTitle')} subtitle={t('checkout.pageSubtitle')} />
      <CheckoutPage bookingId={params.get('bookingId')} />
    </>
  );
}
