import { Card } from 'antd';
import type { ReactNode } from 'react';

/** The page's one card: compact padding for a 320 px phone, a readable line length on a wide screen. */
export function ManageCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Card size="small" style={{ maxWidth: 760, margin: '0 auto' }} data-testid={testId}>
      {children}
    </Card>
  );
}
