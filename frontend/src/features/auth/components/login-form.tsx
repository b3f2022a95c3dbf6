import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LoginRequest } from '@contracts/auth.contract.js';
import { useLoginMutation } from '@/features/auth/api/auth-api';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { SignInLinkForm } from '@/features/auth/components/sign-in-link-form';
import { SignInLinkRequestForm } from '@/features/auth/components/sign-in-link-request-form';
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

type Mode = 'login' | 'forgot' | 'link';

export function LoginForm() {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const [form] = Form.useForm<LoginRequest>();
  const [mode, setMode] = useState<Mode>('login');
  // A refusal that lasts (too many failures from this network) stays on the form, with the way around it.
  const [throttled, setThrottled] = useState<string | null>(null);
  // The name typed on the login form, read when the owner asks for a link (the form is gone once that form shows).
  const [typedName, setTypedName] = useState<string | undefined>();
  const resetToken = params.get('reset');
  const linkToken = params.get('link');

  const signedIn = () => {
    message.success(LOGIN_MESSAGES.success);
    navigate(paths.admin);
  };

  const onFinish = async (values: LoginRequest) => {
    setThrottled(null);
    try {
      await login(values).unwrap();
      signedIn();
    } catch (error) {
      if (toApiError(error, LOGIN_MESSAGES.failed).status === 429) setThrottled(loginErrorMessage(error));
      else message.error(loginErrorMessage(error));
    }
  };

  const backToLogin = () => {
    setMode('login');
    setParams({}, { replace: true });
  };

  const onResetDone = (text: string) => {
    message.success(text);
    backToLogin();
  };

  const content = () => {
    if (resetToken) return <ResetPasswordForm token={resetToken} onDone={onResetDone} />;
    if (linkToken) return <SignInLinkForm token={linkToken} onSignedIn={signedIn} onBack={backToLogin} />;
    if (mode === 'forgot') return <ForgotPasswordForm onBack={backToLogin} />;
    if (mode === 'link') return <SignInLinkRequestForm username={typedName} onBack={backToLogin} />;
    return (
      <>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          Admin Login
        </Typography.Title>
        {throttled && <Alert type="error" showIcon title={throttled} style={{ marginBottom: 16 }} role="alert" data-testid="login-throttled" />}
        <Form<LoginRequest> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
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
        <Flex wrap justify="space-between" style={{ marginTop: 8 }}>
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => setMode('forgot')}>
            Forgot password
          </Button>
          <Button
            type="link"
            style={{ paddingInline: 0 }}
            onClick={() => {
              setTypedName(form.getFieldValue('username') as string | undefined);
              setMode('link');
            }}
          >
            Email me a sign-in link
          </Button>
        </Flex>
      </>
    );
  };

  return <Card style={{ maxWidth: 420, margin: '0 auto' }}>{content()}</Card>;
}
