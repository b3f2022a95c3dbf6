import { Button, Empty, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { when } from '@/features/admin/components/booking-details-format';
import { InquiryLanguageTag } from '@/features/admin/components/inquiry-language-tag';
import { InquiryNotesField } from '@/features/admin/components/inquiry-notes-field';
import { InquiryStatusSelect } from '@/features/admin/components/inquiry-status-select';
import { INQUIRY_TYPE_LABELS } from '@/features/admin/inquiry-format';
import type { InquiryRecord } from '@contracts/inquiry.contract.js';
import { telHref } from '@/components/contact-links';
import '@/features/admin/components/admin-card-list.css';

/** Cards shown at first and added by each 'Show more', as the table's pages. */
const PAGE_SIZE = 20;

/** The inquiries as cards, the phone's answer to the inquiries table: who asked, for what, and the owner's status and notes. */
export function InquiryCardList({ inquiries, loading }: { inquiries: InquiryRecord[]; loading: boolean }) {
  const [pages, setPages] = useState(1);
  if (loading && inquiries.length === 0) return <Spin description="Loading inquiries..." />;
  if (inquiries.length === 0) return <Empty description="No inquiries yet" />;
  const shown = inquiries.slice(0, pages * PAGE_SIZE);
  const more = Math.min(PAGE_SIZE, inquiries.length - shown.length);
  return (
    <>
      <ul className="admin-card-list" data-testid="inquiries-list">
        {shown.map((inquiry) => (
          <li key={inquiry.id} className="admin-card">
            <div className="admin-card-line">
              <Tag>{INQUIRY_TYPE_LABELS[inquiry.inquiryType]}</Tag>
              <Typography.Text type="secondary">Received {when(inquiry.createdAt)}</Typography.Text>
            </div>
            <div className="admin-card-line admin-card-text">
              <Typography.Text strong>{inquiry.name}</Typography.Text>
              <InquiryLanguageTag inquiry={inquiry} />
            </div>
            <div className="admin-card-line admin-card-text">
              <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
              <a href={telHref(inquiry.phone)}>{inquiry.phone}</a>
            </div>
            <Typography.Paragraph className="admin-card-text" style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>
              {inquiry.summary}
            </Typography.Paragraph>
            <div className="admin-card-line">
              <InquiryStatusSelect inquiry={inquiry} />
            </div>
            <div className="admin-card-line admin-card-text" style={{ display: 'block' }}>
              <InquiryNotesField key={inquiry.notes} inquiry={inquiry} />
            </div>
          </li>
        ))}
      </ul>
      {more > 0 && <Button onClick={() => setPages((current) => current + 1)}>{`Show ${more} more`}</Button>}
    </>
  );
}
