import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useRequestSignInLinkMutation } from '@/features/auth/api/auth-api';
import { toApiError } from '@/lib/api-error';

const FALLBACK_SENT = "If that is the owner's account, a sign-in link is on its way to the owner's email.";

interface LinkRequestValues {
  username?: string;
}

/**
 * "Email me a sign-in link": the owner's way in that nobody's wrong passwords can block. The name is optional; the
 * answer is the same whatever happened, and the link only ever goes to the owner's address.
 */
export function SignInLinkRequestForm({ username, onBack }: { username?: string; onBack: () => void }) {
  const [requestLink, { isLoading }] = useRequestSignInLinkMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: LinkRequestValues) => {
    setError(null);
    const name = values.username?.trim();
    try {
      const answer = await requestLink(name ? { username: name } : {}).unwrap();
      setSent(answer?.message || FALLBACK_SENT);
    } catch (caught) {
      // 429 carries the server's wait message; a network failure gets the generic one.
      setError(toApiError(caught, 'An error occurred. Please try again.').message);
    }
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Email me a sign-in link
      </Typography.Title>
      <Typography.Paragraph>
        A link that signs you in once goes to the owner&apos;s email address. Use it when your password does not get you in.
      </Typography.Paragraph>
      {sent && <Alert type="success" showIcon title={sent} style={{ marginBottom: 16 }} role="status" data-testid="sign-in-link-sent" />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<LinkRequestValues> layout="vertical" onFinish={onFinish} requiredMark={false} initialValues={{ username }}>
        <Form.Item label="Username (optional)" name="username">
          <Input autoComplete="username" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Send Sign-in Link
          </Button>
          <Button onClick={onBack}>Back to Login</Button>
        </Space>
      </Form>
    </>
  );
}
