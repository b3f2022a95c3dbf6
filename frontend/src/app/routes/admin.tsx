import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { RequireAdmin } from '@/features/auth/components/require-admin';

export function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminDashboard />
    </RequireAdmin>
  );
}
