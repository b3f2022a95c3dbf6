import { LoginForm } from '@/features/auth/components/login-form';

export function AuthRoute() {
  return <LoginForm />;
}
