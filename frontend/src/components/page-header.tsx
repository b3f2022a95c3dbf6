import { Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle, extra }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode }) {
  return (
    <header style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
      </div>
      {extra}
    </header>
  );
}
