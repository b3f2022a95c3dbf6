import { Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useGetInquiriesQuery } from '@/features/admin/api/admin-api';
import { when } from '@/features/admin/components/booking-details-format';
import { InquiryCardList } from '@/features/admin/components/inquiry-card-list';
import { InquiryNotesField } from '@/features/admin/components/inquiry-notes-field';
import { InquiryStatusSelect } from '@/features/admin/components/inquiry-status-select';
import { INQUIRY_TYPE_LABELS } from '@/features/admin/inquiry-format';
import type { InquiryRecord } from '@contracts/inquiry.contract.js';
import type { InquiryType } from '@domain/inquiry-rules.js';
import { toApiError } from '@/lib/api-error';
import { telHref } from '@/components/contact-links';
import { InquiryLanguageTag } from '@/features/admin/components/inquiry-language-tag';
import { usePhoneLayout } from '@/lib/use-media-query';

const columns: TableColumnsType<InquiryRecord> = [
  { title: 'Received', dataIndex: 'createdAt', key: 'createdAt', width: 150, render: (value: string) => when(value) },
  { title: 'Type', dataIndex: 'inquiryType', key: 'type', width: 110, render: (value: InquiryType) => <Tag>{INQUIRY_TYPE_LABELS[value]}</Tag> },
  {
    title: 'Contact',
    key: 'contact',
    width: 220,
    render: (_value, inquiry) => (
      <div style={{ overflowWrap: 'anywhere' }}>
        <div>
          {inquiry.name} <InquiryLanguageTag inquiry={inquiry} />
        </div>
        <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        <div>
          <a href={telHref(inquiry.phone)}>{inquiry.phone}</a>
        </div>
      </div>
    ),
  },
  {
    title: 'Details',
    dataIndex: 'summary',
    key: 'summary',
    width: 320,
    render: (value: string) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{value}</Typography.Paragraph>,
  },
  { title: 'Status', key: 'status', width: 150, render: (_value, inquiry) => <InquiryStatusSelect inquiry={inquiry} /> },
  { title: 'Notes', key: 'notes', width: 260, render: (_value, inquiry) => <InquiryNotesField key={inquiry.notes} inquiry={inquiry} /> },
];

/** The inquiries from the three forms, newest first: cards on a phone, a table from md (768 px) up. */
export function InquiriesTab() {
  const phone = usePhoneLayout();
  const { data: inquiries = [], isLoading, isFetching, error } = useGetInquiriesQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <>
      {error && <Empty description={toApiError(error, 'Failed to load inquiries.').message} />}
      {phone ? (
        <InquiryCardList inquiries={inquiries} loading={isLoading || isFetching} />
      ) : (
        <Table<InquiryRecord>
          data-testid="inquiries-table"
          rowKey="id"
          columns={columns}
          dataSource={inquiries}
          loading={isLoading || isFetching}
          scroll={{ x: 1210 }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description="No inquiries yet" /> }}
        />
      )}
    </>
  );
}
