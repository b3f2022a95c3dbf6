import { Typography } from 'antd';
import { useId, type ReactNode } from 'react';

/**
 * A titled group of fields: a heading to navigate by, which also names the group. No minimum width, so a long
 * value (a picked address) stays inside the column instead of widening the page (a fieldset's default is min-content).
 */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <fieldset aria-labelledby={headingId} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      {children}
    </fieldset>
  );
}
