import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { decorativeIcon } from '@/components/decorative-icon';
import { useGetBusinessQuery } from '@/lib/business-api';

/** The owner's phone and e-mail from GET /api/business, as links; nothing until they are known. */
export function ContactLinks() {
  const { data: business } = useGetBusinessQuery();
  if (!business || (!business.phone && !business.email)) return null;
  return (
    <Space wrap size="middle" data-testid="manage-contact">
      {business.phone && (
        <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>
          <PhoneOutlined {...decorativeIcon} /> {business.phone}
        </a>
      )}
      {business.email && (
        <a href={`mailto:${business.email}`}>
          <MailOutlined {...decorativeIcon} /> {business.email}
        </a>
      )}
    </Space>
  );
}
