import { useLazyGetCustomerQuery } from '@/features/admin/api/admin-api';

/**
 * A create that failed without an answer (a dropped connection, a 5xx after the commit) may have saved the
 * code anyway: re-read the customer and look for it before reporting a failure.
 */
export function useCodeExists(phone: string) {
  const [readCustomer] = useLazyGetCustomerQuery();
  return async (code: string | undefined): Promise<boolean> => {
    if (!code) return false;
    try {
      const customer = await readCustomer(phone, false).unwrap();
      return customer.serviceCodes.some((c) => c.code === code);
    } catch {
      return false;
    }
  };
}
