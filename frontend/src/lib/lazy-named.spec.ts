import { describe, expect, it, vi } from 'vitest';
import { importOnce, whenIdle } from '@/lib/lazy-named';

describe('importOnce', () => {
  it('shares one download between callers', async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const preload = importOnce(load);
    const [a, b] = await Promise.all([preload(), preload()]);
    expect(a).toBe(b);
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ value: 2 });
    const preload = importOnce(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ value: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('whenIdle', () => {
  it('runs the task later, and not at all once cancelled', async () => {
    vi.useFakeTimers();
    try {
      const ran = vi.fn();
      const cancelled = vi.fn();
      whenIdle(ran);
      whenIdle(cancelled)();
      expect(ran).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(ran).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
