import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeadingFocus } from '@/lib/use-heading-focus';

function Heading({ active }: { active?: boolean }) {
  const ref = useHeadingFocus<HTMLHeadingElement>(active);
  return (
    <h2 ref={ref} tabIndex={-1}>
      Title
    </h2>
  );
}

describe(useHeadingFocus.name, () => {
  it('focuses the heading when it appears', () => {
    render(<Heading />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Title' }));
  });

  it('leaves focus alone when not active, and takes it once it becomes active', () => {
    const { rerender } = render(<Heading active={false} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Heading active />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Title' }));
  });
});
