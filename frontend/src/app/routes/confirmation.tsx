import { useLocation, useSearchParams } from 'react-router-dom';
import { ConfirmationView } from '@/features/confirmation/components/confirmation-view';
import { checkout } from '@/locales/en/checkout';
import { addEnglishSections } from '@/lib/i18n';

// This screen's English texts come with its code, not in the first download of '/'.
addEnglishSections({ checkout });

export function ConfirmationRoute() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <ConfirmationView
      pathname={pathname}
      query={{
        code: params.get('code'),
        type: params.get('type'),
        status: params.get('status'),
        id: params.get('id'),
        name: params.get('name'),
        email: params.get('email'),
        phone: params.get('phone'),
      }}
    />
  );
}
