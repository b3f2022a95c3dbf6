import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useLoginWithLinkMutation } from '@/features/auth/api/auth-api';
import { toApiError } from '@/lib/api-error';

/**
 * '/auth?link={token}': signs in with the mailed one-time link. On a tap, not when the page opens: mail scanners
 * open links, and would use up the link before the owner does.
 */
export function SignInLinkForm({ token, onSignedIn, onBack }: { token: string; onSignedIn: () => void; onBack: () => void }) {
  const [loginWithLink, { isLoading }] = useLoginWithLinkMutation();
  const [error, setError] = useState<string | null>(null);

  const onSignIn = async () => {
    setError(null);
    try {
      await loginWithLink({ token }).unwrap();
      onSignedIn();
    } catch (caught) {
      setError(toApiError(caught, 'An error occurred. Please try again.').message);
    }
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Sign in with your link
      </Typography.Title>
      <Typography.Paragraph>The link from your email signs you in once.</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Space wrap>
        <Button type="primary" onClick={onSignIn} loading={isLoading}>
          Sign In
        </Button>
        <Button onClick={onBack}>Back to Login</Button>
      </Space>
    </>
  );
}
