import { Select } from 'antd';
import { useUpdateInquiryMutation } from '@/features/admin/api/admin-api';
import { INQUIRY_STATUS_OPTIONS, INQUIRY_UPDATE_FAILED } from '@/features/admin/inquiry-format';
import type { InquiryRecord } from '@contracts/inquiry.contract.js';
import type { InquiryStatus } from '@domain/inquiry-rules.js';
import { useFeedback } from '@/lib/feedback';

/** An inquiry's status, saved as soon as the owner picks another. */
export function InquiryStatusSelect({ inquiry }: { inquiry: InquiryRecord }) {
  const { message } = useFeedback();
  const [updateInquiry, { isLoading }] = useUpdateInquiryMutation();
  const onChange = async (status: InquiryStatus) => {
    try {
      await updateInquiry({ id: inquiry.id, changes: { status } }).unwrap();
      message.success('Inquiry updated');
    } catch {
      message.error(INQUIRY_UPDATE_FAILED);
    }
  };
  return (
    <Select<InquiryStatus>
      aria-label={`Status of the inquiry from ${inquiry.name}`}
      value={inquiry.status}
      options={INQUIRY_STATUS_OPTIONS}
      onChange={onChange}
      loading={isLoading}
      style={{ width: 130 }}
    />
  );
}
