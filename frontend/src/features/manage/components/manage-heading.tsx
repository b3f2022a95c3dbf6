import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useHeadingFocus } from '@/lib/use-heading-focus';

/** The page's one h1, focused when it appears (STYLE.md habit 22). */
export function ManageHeading({ children }: { children: ReactNode }) {
  const ref = useHeadingFocus<HTMLHeadingElement>();
  return (
    <Typography.Title level={1} ref={ref} tabIndex={-1} style={{ fontSize: 26, marginBottom: 16 }}>
      {children}
    </Typography.Title>
  );
}
