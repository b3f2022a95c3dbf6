import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useHeadingFocus } from '@/lib/use-heading-focus';

/** A footer page's frame: a readable column, its title the page's one h1, focused when the page opens (STYLE.md habit 22). */
export function SitePageLayout({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    // At least a screen tall: the owner's words arrive after the first paint, and the footer below must not jump
    // up and back down in view (layout shift) while they do.
    <article data-testid={testId} style={{ maxWidth: 720, margin: '0 auto', padding: '24px 16px', minHeight: '100vh' }}>
      <Typography.Title level={1} ref={heading} tabIndex={-1} style={{ fontSize: 28 }}>
        {title}
      </Typography.Title>
      {children}
    </article>
  );
}

/** Paragraphs as the server gave them. */
export function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
      ))}
    </>
  );
}
