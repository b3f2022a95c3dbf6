import { Input } from 'antd';
import { useState } from 'react';
import { useUpdateInquiryMutation } from '@/features/admin/api/admin-api';
import { INQUIRY_UPDATE_FAILED } from '@/features/admin/inquiry-format';
import type { InquiryRecord } from '@contracts/inquiry.contract.js';
import { useFeedback } from '@/lib/feedback';

/** The owner's notes on an inquiry, saved when the field loses focus, like the customer notes. */
export function InquiryNotesField({ inquiry }: { inquiry: InquiryRecord }) {
  const { message } = useFeedback();
  const [updateInquiry] = useUpdateInquiryMutation();
  const [notes, setNotes] = useState(inquiry.notes);

  const onBlur = async () => {
    if (notes === inquiry.notes) return;
    try {
      await updateInquiry({ id: inquiry.id, changes: { notes } }).unwrap();
      message.success('Notes saved');
    } catch {
      message.error(INQUIRY_UPDATE_FAILED);
    }
  };

  return (
    <Input.TextArea
      aria-label={`Notes on the inquiry from ${inquiry.name}`}
      rows={2}
      value={notes}
      onChange={(e) => setNotes(e.target.value)}
      onBlur={onBlur}
      maxLength={4000}
    />
  );
}
