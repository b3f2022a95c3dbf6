import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import type { CustomerProfile } from '@contracts/customer.contract.js';
import { CustomerEditForm } from '@/features/admin/components/customer-edit-form';
import { CustomerNotesField } from '@/features/admin/components/customer-notes-field';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import { telHref } from '@/components/contact-links';

/** Who the customer is (or the form that edits it), and the owner's notes below. */
export function CustomerDetailsSection({ customer }: { customer: CustomerProfile }) {
  const [editing, setEditing] = useState(false);

  return (
    <>
      {editing ? (
        <CustomerEditForm customer={customer} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} data-testid="customer-facts">
            <Descriptions.Item label="Name">{customer.fullName}</Descriptions.Item>
            <Descriptions.Item label="Business">{customer.businessName || '—'}</Descriptions.Item>
            <Descriptions.Item label="Email">
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label="Phone">
              <a href={telHref(customer.phone)}>{customer.phone}</a>
            </Descriptions.Item>
            <Descriptions.Item label="Trips">{customer.tripCount}</Descriptions.Item>
            <Descriptions.Item label="Total spent">{formatUsd(dollarsToCents(customer.totalSpent))}</Descriptions.Item>
          </Descriptions>
          <Button style={{ marginTop: 8 }} onClick={() => setEditing(true)}>
            Edit Customer
          </Button>
        </>
      )}
      <CustomerNotesField customer={customer} />
    </>
  );
}
