import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { decorativeIcon } from '@/components/decorative-icon';

/** A `tel:` link for a phone number as people write it ('(801) 555-0123' → 'tel:8015550123'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The business's phone and e-mail as links (either may be missing); nothing when both are. */
export function ContactLinks({ phone, email, testId }: { phone?: string | null; email?: string | null; testId?: string }) {
  if (!phone && !email) return null;
  return (
    <Space wrap size="middle" data-testid={testId}>
      {phone && (
        <a href={telHref(phone)}>
          <PhoneOutlined {...decorativeIcon} /> {phone}
        </a>
      )}
      {email && (
        <a href={`mailto:${email}`}>
          <MailOutlined {...decorativeIcon} /> {email}
        </a>
      )}
    </Space>
  );
}
