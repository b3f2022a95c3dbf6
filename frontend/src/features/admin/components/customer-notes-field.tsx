import { Form, Input } from 'antd';
import { useState } from 'react';
import { useUpdateCustomerMutation } from '@/features/admin/api/admin-api';
import type { CustomerProfile } from '@contracts/customer.contract.js';
import { UPDATE_CUSTOMER_FAILED } from '@/features/admin/components/customer-profile-texts';
import { useFeedback } from '@/lib/feedback';

/** The owner's notes about a customer, saved when the field loses focus. */
export function CustomerNotesField({ customer }: { customer: CustomerProfile }) {
  const { message } = useFeedback();
  const [updateCustomer] = useUpdateCustomerMutation();
  const [notes, setNotes] = useState(customer.notes);
  // The server's notes the draft started from: when they change (a save, a refetch), the draft becomes them.
  const [serverNotes, setServerNotes] = useState(customer.notes);
  if (serverNotes !== customer.notes) {
    setServerNotes(customer.notes);
    setNotes(customer.notes);
  }

  const saveNotes = async () => {
    if (notes === customer.notes) return;
    try {
      await updateCustomer({ phone: customer.phone, changes: { notes } }).unwrap();
      message.success('Notes saved');
    } catch {
      message.error(UPDATE_CUSTOMER_FAILED);
    }
  };

  return (
    <Form layout="vertical" style={{ marginTop: 16 }}>
      <Form.Item label="Notes" extra="Saved when you leave the field." htmlFor="customer-notes">
        <Input.TextArea id="customer-notes" rows={3} value={notes} maxLength={5000} onChange={(event) => setNotes(event.target.value)} onBlur={saveNotes} />
      </Form.Item>
    </Form>
  );
}
