import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stepHeadingProps, useStepHeadingFocus } from '@/features/wizard/components/use-step-heading-focus';

/** A two-step wizard whose second step may arrive late (as a lazy chunk does). */
function Probe({ lateSecondStep = false }: { lateSecondStep?: boolean }) {
  const [step, setStep] = useState('first');
  const [loaded, setLoaded] = useState(!lateSecondStep);
  const container = useRef<HTMLDivElement>(null);
  useStepHeadingFocus(step, container);
  return (
    <div ref={container}>
      {step === 'first' && (
        <>
          <h2 {...stepHeadingProps}>First step</h2>
          <button onClick={() => setStep('second')}>Next</button>
        </>
      )}
      {step === 'second' && loaded && <h2 {...stepHeadingProps}>Second step</h2>}
      {step === 'second' && !loaded && <button onClick={() => setLoaded(true)}>Finish loading</button>}
    </div>
  );
}

describe(useStepHeadingFocus.name, () => {
  it('leaves focus alone on the first render', () => {
    render(<Probe />);
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new step's heading", () => {
    render(<Probe />);
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Second step' }));
  });

  it('waits for a heading that is still loading', async () => {
    render(<Probe lateSecondStep />);
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    const loading = screen.getByRole('button', { name: 'Finish loading' });
    loading.focus();
    await act(async () => loading.click());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Second step' }));
  });
});
