import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveInquiryDetails, toInquiryDetails } from '@/features/wizard/inquiry-details-storage';
import { toApiError } from '@/lib/api-error';

type InquiryKind = Parameters<typeof toInquiryDetails>[0];
type Contact = { name: string; email: string; phone: string };

/**
 * Sending the long-haul and handyman forms: on success the contact is kept for /confirmation and the
 * thank-you dialog opens; on failure the server's message is shown and the form keeps what was typed.
 */
export function useInquirySend<Body extends Contact>(kind: InquiryKind, send: (body: Body) => { unwrap(): Promise<unknown> }, sending: boolean) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (body: Body) => {
    if (sending || sent) return;
    setFailure(null);
    try {
      await send(body).unwrap();
    } catch (error) {
      setFailure(toApiError(error, t('booking.sendFailedOffline')).message);
      return;
    }
    saveInquiryDetails(toInquiryDetails(kind, body));
    setSent(true);
  };

  return { sent, failure, submit };
}
