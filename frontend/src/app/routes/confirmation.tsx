import { useLocation, useSearchParams } from 'react-router-dom';
import { ConfirmationView } from '@/features/confirmation/components/confirmation-view';

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
