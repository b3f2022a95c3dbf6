import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useRequestPasswordResetMutation } from '@/features/auth/api/auth-api';
import { toApiError } from '@/lib/api-error';

const FALLBACK_SENT = 'If that address belongs to the owner, a reset link is on its way.';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ email }: { email: string }) => {
    setError(null);
    try {
      const answer = await requestReset({ email: email.trim() }).unwrap();
      setSent(answer?.message || FALLBACK_SENT);
    } catch (caught) {
      // 429 and 400 carry the server's message; a network failure gets the generic one.
      setError(toApiError(caught, 'An error occurred. Please try again.').message);
    }
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Reset password
      </Typography.Title>
      {sent && <Alert type="success" showIcon title={sent} style={{ marginBottom: 16 }} role="status" data-testid="reset-sent" />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<{ email: string }> layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', whitespace: true, message: 'Please enter a valid email address' }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Send Reset Link
          </Button>
          <Button onClick={onBack}>Back to Login</Button>
        </Space>
      </Form>
    </>
  );
}
