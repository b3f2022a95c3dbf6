import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, aServiceCode, apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { useCodeExists } from '@/features/admin/components/use-code-exists';
import { renderHookWithStore } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const PHONE = '(801) 555-0188';

describe(useCodeExists.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds a code the re-read customer has', async () => {
    const calls = stubApi(() => jsonResponse({ customer: aCustomer({ serviceCodes: [aServiceCode({ code: 'SPRING' })] }) }));
    const { result } = renderHookWithStore(() => useCodeExists(PHONE));
    expect(await result.current('SPRING')).toBe(true);
    expect(await result.current('WINTER')).toBe(false);
    expect(calls.map((call) => [call.method, decodeURIComponent(call.path)])).toEqual([
      ['GET', `/api/customers/phone/${PHONE}`],
      ['GET', `/api/customers/phone/${PHONE}`],
    ]);
  });

  it('asks nothing without a code, and says no when the customer cannot be read', async () => {
    const calls = stubApi(() => apiError(500, 'boom'));
    const { result } = renderHookWithStore(() => useCodeExists(PHONE));
    expect(await result.current(undefined)).toBe(false);
    expect(calls).toEqual([]);
    expect(await result.current('SPRING')).toBe(false);
    expect(calls).toHaveLength(1);
  });
});
