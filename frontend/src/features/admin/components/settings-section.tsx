import { Card, Row, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled group of settings; its fields sit one to a row on a phone and share rows from `sm` up. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      <Row gutter={[16, 0]}>{children}</Row>
    </Card>
  );
}
