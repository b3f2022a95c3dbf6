import { Tag } from 'antd';
import { LANGUAGE_NAMES } from '@domain/customer-language.js';
import type { InquiryRecord } from '@contracts/inquiry.contract.js';

/** The language the sender reads (their acknowledgement went in it): the owner answers in it. */
export function InquiryLanguageTag({ inquiry }: { inquiry: Pick<InquiryRecord, 'language'> }) {
  return (
    <Tag data-testid="inquiry-language" aria-label={`Language: ${LANGUAGE_NAMES[inquiry.language]}`}>
      {LANGUAGE_NAMES[inquiry.language]}
    </Tag>
  );
}
