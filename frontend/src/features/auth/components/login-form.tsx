import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LoginRequest } from '@contracts/auth.contract.js';
import { useLoginMutation } from '@/features/auth/api/auth-api';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { toApiError } from '@/lib/api-error';
import { useFeedback } from '@/lib/feedback';

export const LOGIN_MESSAGES = {
  success: 'Login successful',
  invalid: 'Invalid username or password. Please try again.',
  failed: 'An error occurred during login. Please try again.',
} as const;

/** 401 (and a 400 from blank fields) is a wrong login; 429 shows the server's wait message; anything else is generic. */
export function loginErrorMessage(error: unknown): string {
  const { status, message } = toApiError(error, LOGIN_MESSAGES.failed);
  if (status === 401 || status === 400) return LOGIN_MESSAGES.invalid;
  if (status === 429) return message;
  return LOGIN_MESSAGES.failed;
}

export function LoginForm() {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const resetToken = params.get('reset');

  const onFinish = async (values: LoginRequest) => {
    try {
      await login(values).unwrap();
      message.success(LOGIN_MESSAGES.success);
      navigate(paths.admin);
    } catch (error) {
      message.error(loginErrorMessage(error));
    }
  };

  const onResetDone = (text: string) => {
    message.success(text);
    setMode('login');
    setParams({}, { replace: true });
  };

  return (
    <Card style={{ maxWidth: 420, margin: '0 auto' }}>
      {resetToken ? (
        <ResetPasswordForm token={resetToken} onDone={onResetDone} />
      ) : mode === 'login' ? (
        <>
          <Typography.Title level={1} style={{ fontSize: 24 }}>
            Admin Login
          </Typography.Title>
          <Form<LoginRequest> layout="vertical" onFinish={onFinish} requiredMark={false}>
            <Form.Item label="Username" name="username" rules={[{ required: true, message: 'Username is required' }]}>
              <Input autoComplete="username" />
            </Form.Item>
            <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              Login
            </Button>
          </Form>
          <Button type="link" style={{ marginTop: 8, paddingInline: 0 }} onClick={() => setMode('forgot')}>
            Forgot password
          </Button>
        </>
      ) : (
        <ForgotPasswordForm onBack={() => setMode('login')} />
      )}
    </Card>
  );
}
