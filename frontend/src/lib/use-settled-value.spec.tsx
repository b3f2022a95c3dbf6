import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from '@/lib/use-settled-value';

describe(useSettledValue.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the first value at once and a new one only after it has stayed put for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 400), { initialProps: { value: 'Og' } });
    expect(result.current).toBe('Og');
    rerender({ value: 'Ogd' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 'Ogden' });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('Og');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('Ogden');
  });
});
