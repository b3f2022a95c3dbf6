import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useConfirmPasswordResetMutation } from '@/features/auth/api/auth-api';
import { toApiError } from '@/lib/api-error';

/** Same minimum as the server's PasswordResetConfirmDto. */
export const MIN_PASSWORD_LENGTH = 12;

interface ResetValues {
  password: string;
  confirm: string;
}

/** '/auth?reset={token}': sets a new password, then hands back to the login form with the server's message. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ password }: ResetValues) => {
    setError(null);
    try {
      const answer = await confirmReset({ token, password }).unwrap();
      onDone(answer.message || 'Your password was changed. Please log in with the new password.');
    } catch (caught) {
      setError(toApiError(caught, 'An error occurred. Please try again.').message);
    }
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Set a new password
      </Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<ResetValues> layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          label="New password"
          name="password"
          extra={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          rules={[
            { required: true, message: 'Please enter a new password' },
            { min: MIN_PASSWORD_LENGTH, message: `The new password must be at least ${MIN_PASSWORD_LENGTH} characters` },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Please confirm the new password' },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('The passwords do not match')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Set Password
          </Button>
        </Space>
      </Form>
    </>
  );
}
