import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { BusinessResponse } from '@contracts/business.contract.js';
import { Layout, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { decorativeIcon } from '@/components/decorative-icon';
import { telHref } from '@/components/contact-links';

interface SiteFooterProps {
  businessName: string;
  phone: string | null;
  email: string | null;
  /** the owner's service area (GET /api/business); null until it answers */
  serviceArea: BusinessResponse['serviceArea'] | null;
}

/** The site's own pages (features/site-pages): the owner's words and what the settings say, never a 404. */
const FOOTER_LINKS = [
  { label: 'shell.about', to: paths.about },
  { label: 'shell.contact', to: paths.contact },
  { label: 'shell.services', to: paths.services },
  { label: 'shell.privacy', to: paths.privacy },
  { label: 'shell.terms', to: paths.terms },
] as const;

export function SiteFooter({ businessName, phone, email, serviceArea }: SiteFooterProps) {
  const { t } = useTranslation();
  // From the owner's settings; nothing until known.
  const serving = serviceArea ? ` ${t('shell.serving', { radius: serviceArea.serviceRadiusMiles, homeBase: serviceArea.homeBase })}` : '';
  return (
    <Layout.Footer className="site-footer">
      <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 1200, margin: '0 auto', display: 'flex' }}>
        <nav aria-label={t('shell.footerNav')}>
          <Space wrap size="large">
            {FOOTER_LINKS.map((link) => (
              <Link key={link.to} to={link.to}>
                {t(link.label)}
              </Link>
            ))}
          </Space>
        </nav>
        <address style={{ fontStyle: 'normal' }}>
          <Space wrap size="large">
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
        </address>
        {/* The year of a page prerendered at build time may be last year's until the next render. */}
        <p className="site-footer-note" suppressHydrationWarning>
          © {new Date().getFullYear()} {businessName}.{serving}
        </p>
      </Space>
    </Layout.Footer>
  );
}
