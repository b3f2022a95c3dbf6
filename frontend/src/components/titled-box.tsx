import type { ReactNode } from 'react';

/**
 * A bordered box with a title bar, drawn like Ant Design's Card from plain markup and global.css. Why: Card's chunk
 * brings tabs and dropdowns along (22 kB gzip), and the checkout, whose largest text waits for its scripts, used it for
 * two boxes only (docs/performance.md).
 */
export function TitledBox({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="titled-box" data-testid={testId}>
      <h2 className="titled-box-title">{title}</h2>
      <div className="titled-box-body">{children}</div>
    </section>
  );
}
