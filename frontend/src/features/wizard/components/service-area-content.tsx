import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const contact = phone || email;
  return (
    <>
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Typography.Paragraph>
        {offerLongHaul ? t('details.longHaulRequestBelow') : t('details.longHaulCustomQuote')}
        {contact && (offerLongHaul ? t('details.orContactUs') : t('details.contactUs'))}
        {phone && (
          <>
            {' '}
            {t('details.atPhone')}{' '}
            <a href={telHref(phone)} style={IN_TEXT_LINK}>
              {phone}
            </a>
          </>
        )}
        {email && (
          <>
            {phone ? ` ${t('details.or')} ` : ` ${t('details.atEmail')} `}
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
