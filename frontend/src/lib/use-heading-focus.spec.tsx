import { render, screen, waitFor } from '@testing-library/react';
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
  it('focuses the heading when it appears, once it has been painted', async () => {
    render(<Heading />);
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Title' })));
  });

  it('leaves focus alone when not active, and takes it once it becomes active', async () => {
    const { rerender } = render(<Heading active={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
    rerender(<Heading active />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Title' })));
  });
});
