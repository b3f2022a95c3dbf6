import { Typography } from 'antd';
import { telHref } from '@/components/contact-links';

interface ServiceAreaContentProps {
  text: string;
  phone: string | null;
  email: string | null;
  /** the dialog offers 'Request a long-haul quote' below */
  offerLongHaul: boolean;
}

/** Links inside a sentence are underlined: colour alone does not set them apart (WCAG 1.4.1). */
const IN_TEXT_LINK = { textDecoration: 'underline' } as const;

/** Body of the 'Location Out of Service Area' dialog. */
export function ServiceAreaContent({ text, phone, email, offerLongHaul }: ServiceAreaContentProps) {
  const contact = phone || email;
  return (
    <>
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Typography.Paragraph>
        {offerLongHaul ? 'Long haul trips get a custom quote: request one below with your trip filled in' : 'Long haul trips get a custom quote'}
        {contact && (offerLongHaul ? ', or contact us' : '. Contact us')}
        {phone && (
          <>
            {' '}
            at{' '}
            <a href={telHref(phone)} style={IN_TEXT_LINK}>
              {phone}
            </a>
          </>
        )}
        {email && (
          <>
            {phone ? ' or ' : ' at '}
            <a href={`mailto:${email}`} style={IN_TEXT_LINK}>
              {email}
            </a>
          </>
        )}
        .
      </Typography.Paragraph>
    </>
  );
}
