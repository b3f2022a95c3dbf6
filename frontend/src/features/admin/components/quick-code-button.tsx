import { Button } from 'antd';
import type { CustomerDirectoryEntry } from '@contracts/customer.contract.js';
import { useCreateCustomCodeMutation } from '@/features/admin/api/admin-api';
import { quickCodeRequest } from '@/features/admin/service-code-rules';
import { useFeedback } from '@/lib/feedback';

const QUICK_CODE_FAILED = 'Service code may have been created. Check customer profile.';

/** One click in the customer list: a one-time discount code for that customer, copied for pasting into a message. */
export function QuickCodeButton({
  customer,
  copiedKey,
  onCopy,
}: {
  customer: CustomerDirectoryEntry;
  copiedKey: string | null;
  onCopy: (code: string, key: string) => Promise<boolean>;
}) {
  const { message } = useFeedback();
  const [createCode, { isLoading }] = useCreateCustomCodeMutation();

  const onClick = async () => {
    try {
      const { serviceCode } = await createCode(quickCodeRequest(customer, new Date())).unwrap();
      const copied = await onCopy(serviceCode.code, customer.id);
      message.success(copied ? `Code ${serviceCode.code} created and copied` : `Code ${serviceCode.code} created`);
    } catch {
      // A failed answer may come after the code was saved: the toast sends the owner to the profile to check.
      message.error(QUICK_CODE_FAILED);
    }
  };

  const copied = copiedKey === customer.id;
  return (
    <Button size="small" onClick={onClick} loading={isLoading} aria-label={`Quick code for ${customer.name}`}>
      {copied ? 'Copied!' : 'Quick Code'}
    </Button>
  );
}
