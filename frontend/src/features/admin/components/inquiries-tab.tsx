import { Empty, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useGetInquiriesQuery, useUpdateInquiryMutation } from '@/features/admin/api/admin-api';
import type { InquiryRecord } from '@contracts/inquiry.contract.js';
import type { InquiryStatus } from '@domain/inquiry-rules.js';
import { toApiError } from '@/lib/api-error';
import { useFeedback } from '@/lib/feedback';
import { telHref } from '@/components/contact-links';

const STATUS_OPTIONS: { value: InquiryStatus; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
];
const TYPE_LABELS: Record<string, string> = { 'bulk-rides': 'Bulk rides', 'long-haul': 'Long haul', handyman: 'Handyman' };
const UPDATE_FAILED = 'Failed to update the inquiry. Please try again.';

/** Notes are saved when the field loses focus, like the customer notes. */
function InquiryNotes({ inquiry }: { inquiry: InquiryRecord }) {
  const { message } = useFeedback();
  const [updateInquiry] = useUpdateInquiryMutation();
  const [notes, setNotes] = useState(inquiry.notes);

  const onBlur = async () => {
    if (notes === inquiry.notes) return;
    try {
      await updateInquiry({ id: inquiry.id, changes: { notes } }).unwrap();
      message.success('Notes saved');
    } catch {
      message.error(UPDATE_FAILED);
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

function InquiryStatusSelect({ inquiry }: { inquiry: InquiryRecord }) {
  const { message } = useFeedback();
  const [updateInquiry, { isLoading }] = useUpdateInquiryMutation();
  const onChange = async (status: InquiryStatus) => {
    try {
      await updateInquiry({ id: inquiry.id, changes: { status } }).unwrap();
      message.success('Inquiry updated');
    } catch {
      message.error(UPDATE_FAILED);
    }
  };
  return (
    <Select<InquiryStatus>
      aria-label={`Status of the inquiry from ${inquiry.name}`}
      value={inquiry.status}
      options={STATUS_OPTIONS}
      onChange={onChange}
      loading={isLoading}
      style={{ width: 130 }}
    />
  );
}

export function InquiriesTab() {
  const { data: inquiries = [], isLoading, isFetching, error } = useGetInquiriesQuery(undefined, { refetchOnMountOrArgChange: true });

  const columns: TableColumnsType<InquiryRecord> = [
    {
      title: 'Received',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 150,
      render: (value: string) => new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { title: 'Type', dataIndex: 'inquiryType', key: 'type', width: 110, render: (value: string) => <Tag>{TYPE_LABELS[value] ?? value}</Tag> },
    {
      title: 'Contact',
      key: 'contact',
      width: 220,
      render: (_value, inquiry) => (
        <div>
          <div>{inquiry.name}</div>
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
    { title: 'Notes', key: 'notes', width: 260, render: (_value, inquiry) => <InquiryNotes key={inquiry.notes} inquiry={inquiry} /> },
  ];

  return (
    <>
      {error && <Empty description={toApiError(error, 'Failed to load inquiries.').message} />}
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
    </>
  );
}
