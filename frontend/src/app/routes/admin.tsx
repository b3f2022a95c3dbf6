import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { RequireAdmin } from '@/features/auth/components/require-admin';

export function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminDashboard actions={<LogoutButton />} />
    </RequireAdmin>
  );
}
