import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBusinessToday } from '@/features/admin/use-business-today';
import { businessResponse } from '@/testing/business-fixture';
import { renderHookWithStore } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

describe(useBusinessToday.name, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reads the business's date, not the browser's, and moves on after midnight there", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    stubFetch(() => jsonResponse(businessResponse({ timeZone: 'America/Denver' })));
    // 05:30 UTC is still the evening before in Denver (UTC-6 in June).
    vi.setSystemTime(new Date('2030-06-04T05:30:00Z'));
    const { result } = renderHookWithStore(() => useBusinessToday());
    expect(result.current).toBe('2030-06-03');
    await act(async () => {
      vi.setSystemTime(new Date('2030-06-04T06:10:00Z'));
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toBe('2030-06-04');
  });

  it('takes the zone from GET /api/business once it answers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubFetch(() => jsonResponse(businessResponse({ timeZone: 'Pacific/Kiritimati' })));
    // 05:30 UTC: June 3 in the default zone (Denver), already the evening of June 4 at UTC+14.
    vi.setSystemTime(new Date('2030-06-04T05:30:00Z'));
    const { result } = renderHookWithStore(() => useBusinessToday());
    expect(result.current).toBe('2030-06-03');
    await waitFor(() => expect(result.current).toBe('2030-06-04'));
  });
});
