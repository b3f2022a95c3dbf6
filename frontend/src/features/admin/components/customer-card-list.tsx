import { Button, Empty, Spin, Typography } from 'antd';
import type { AdminCustomerRow } from '@contracts/admin-list.contract.js';
import { bookingsCountText, lastBookedDay } from '@/features/admin/customer-format';
import { QuickCodeButton } from '@/features/admin/components/quick-code-button';
import { telHref } from '@/components/contact-links';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import '@/features/admin/components/admin-card-list.css';

interface CustomerCardListProps {
  /** one server page, in the order the server sorted it */
  customers: AdminCustomerRow[];
  loading: boolean;
  emptyText: string;
  onOpenCustomer: (phone: string) => void;
  copiedKey: string | null;
  onCopy: (code: string, key: string) => Promise<boolean>;
}

/** The customers as cards, the phone's answer to the customers table: who, how to reach them, what they booked. */
export function CustomerCardList({ customers, loading, emptyText, onOpenCustomer, copiedKey, onCopy }: CustomerCardListProps) {
  if (loading && customers.length === 0) return <Spin description="Loading customers..." />;
  if (customers.length === 0) return <Empty description={emptyText} />;
  return (
    <ul className="admin-card-list" data-testid="customers-list">
      {customers.map((customer) => (
        <li key={customer.id} className="admin-card">
          <Button type="link" className="admin-card-title" onClick={() => onOpenCustomer(customer.phone)}>
            {customer.name}
          </Button>
          {customer.businessName && (
            <div className="admin-card-line admin-card-text">
              <Typography.Text type="secondary">{customer.businessName}</Typography.Text>
            </div>
          )}
          <div className="admin-card-line admin-card-text">
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
            <a href={telHref(customer.phone)}>{customer.phone}</a>
          </div>
          <div className="admin-card-line">
            <span>{bookingsCountText(customer.bookingsCount)}</span>
            <span>{formatUsd(dollarsToCents(customer.totalSpent))} spent</span>
            <Typography.Text type="secondary">Last booked {lastBookedDay(customer.lastBookedAt)}</Typography.Text>
          </div>
          <div className="admin-card-actions">
            <Button size="small" onClick={() => onOpenCustomer(customer.phone)} aria-label={`Profile of ${customer.name}`}>
              Profile
            </Button>
            <QuickCodeButton customer={customer} copiedKey={copiedKey} onCopy={onCopy} />
          </div>
        </li>
      ))}
    </ul>
  );
}
