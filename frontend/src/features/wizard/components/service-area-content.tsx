import { Typography } from 'antd';
import { telHref } from '@/components/contact-links';

/** Body of the 'Location Out of Service Area' dialog. */
export function ServiceAreaContent({ text, phone, email }: { text: string; phone: string | null; email: string | null }) {
  return (
    <>
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Typography.Paragraph>
        Long haul trips get a custom quote. Contact us
        {phone && (
          <>
            {' '}
            at <a href={telHref(phone)}>{phone}</a>
          </>
        )}
        {email && (
          <>
            {' '}
            or <a href={`mailto:${email}`}>{email}</a>
          </>
        )}
        .
      </Typography.Paragraph>
    </>
  );
}
