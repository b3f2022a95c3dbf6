import { skipToken } from '@reduxjs/toolkit/query';
import { AutoComplete, Form } from 'antd';
import { useState } from 'react';
import { useSettledValue } from '@/lib/use-settled-value';
import { useGetCustomersPageQuery } from '@/features/admin/api/lists-api';
import type { CustomerDirectoryEntry } from '@contracts/customer.contract.js';

/** ms the typed words must stay unchanged before the directory is asked: one request per pause, not per key. */
const LOOKUP_SETTLE_MS = 300;
/** Fewer characters find too many customers to be of help. */
const LOOKUP_MIN_CHARS = 2;
const LOOKUP_LIMIT = 8;

/** The contact a returning customer fills in. */
export type PickedCustomer = Pick<CustomerDirectoryEntry, 'name' | 'email' | 'phone'>;

/**
 * "Returning customer": type-ahead on the owner's customer directory by name, phone digits or e-mail (the server
 * searches, as the Customers tab does); picking one fills the booking's contact.
 */
export function CustomerLookup({ onPick }: { onPick: (customer: PickedCustomer) => void }) {
  const [text, setText] = useState('');
  const search = useSettledValue(text.trim(), LOOKUP_SETTLE_MS);
  const { data, isFetching } = useGetCustomersPageQuery(search.length >= LOOKUP_MIN_CHARS ? { search, page: 1, pageSize: LOOKUP_LIMIT } : skipToken);
  const customers = search.length >= LOOKUP_MIN_CHARS ? (data?.items ?? []) : [];

  return (
    <Form.Item label="Returning customer (optional)" htmlFor="phone-booking-customer-lookup" extra="Search by name, phone or e-mail.">
      <AutoComplete
        id="phone-booking-customer-lookup"
        value={text}
        onChange={setText}
        // The option carries its customer: the pick does not depend on the list as it stands when the answer comes.
        onSelect={(_id: string, option: { customer: PickedCustomer }) => {
          onPick(option.customer);
          setText('');
        }}
        options={customers.map((customer) => ({
          value: customer.id,
          customer,
          label: (
            <span data-testid="customer-option">
              {customer.name} · {customer.phone}
              {customer.email ? ` · ${customer.email}` : ''}
            </span>
          ),
        }))}
        notFoundContent={search.length >= LOOKUP_MIN_CHARS && !isFetching ? 'No customer found' : null}
        placeholder="Start typing a name or number"
        allowClear
      />
    </Form.Item>
  );
}
