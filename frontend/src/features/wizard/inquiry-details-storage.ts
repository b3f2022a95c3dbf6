import type { InquiryKind } from '@/features/wizard/inquiry-payload';

// Session storage key `inquiryDetails`: who sent the last inquiry, for the /confirmation page's inquiry
// variant. Kept out of the URL so personal data stays out of addresses, history and server logs.

export const INQUIRY_DETAILS_KEY = 'inquiryDetails';

export interface StoredInquiryDetails {
  /** the same value as the confirmation URL's `type` query */
  type: InquiryKind;
  name: string;
  email: string;
  phone: string;
}

export function saveInquiryDetails(details: StoredInquiryDetails): void {
  try {
    sessionStorage.setItem(INQUIRY_DETAILS_KEY, JSON.stringify(details));
  } catch {
    // Private mode or quota: the confirmation page then shows its message without the contact block.
  }
}

/** Only the four fields, trimmed, whatever else the payload carries. */
export function toInquiryDetails(type: InquiryKind, contact: { name: string; email: string; phone: string }): StoredInquiryDetails {
  return { type, name: contact.name.trim(), email: contact.email.trim(), phone: contact.phone.trim() };
}
