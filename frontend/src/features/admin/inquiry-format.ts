import type { InquiryStatus, InquiryType } from '@domain/inquiry-rules.js';

// How the Inquiries tab names an inquiry's form and status, on the desktop's table and the phone's cards alike.

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = { 'bulk-rides': 'Bulk rides', 'long-haul': 'Long haul', handyman: 'Handyman' };

export const INQUIRY_STATUS_OPTIONS: { value: InquiryStatus; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
];

export const INQUIRY_UPDATE_FAILED = 'Failed to update the inquiry. Please try again.';
