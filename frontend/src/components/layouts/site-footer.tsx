import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Layout, Space } from 'antd';
import { companySiteLink } from '@/config/paths';
import { decorativeIcon } from '@/components/decorative-icon';
import { telHref } from '@/components/contact-links';

interface SiteFooterProps {
  businessName: string;
  phone: string | null;
  email: string | null;
  companyWebsiteUrl: string;
}

const FOOTER_LINKS = [
  { label: 'About', section: 'about' },
  { label: 'Contact', section: 'contact' },
  { label: 'Services', section: 'services' },
  { label: 'Privacy', section: 'privacy' },
  { label: 'Terms', section: 'terms' },
] as const;

export function SiteFooter({ businessName, phone, email, companyWebsiteUrl }: SiteFooterProps) {
  return (
    <Layout.Footer className="site-footer">
      <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 1200, margin: '0 auto', display: 'flex' }}>
        <nav aria-label="Footer">
          <Space wrap size="large">
            {FOOTER_LINKS.map((link) => (
              <a key={link.section} href={companySiteLink(companyWebsiteUrl, link.section)}>
                {link.label}
              </a>
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
          © {new Date().getFullYear()} {businessName}. Serving Ogden and northern Utah.
        </p>
      </Space>
    </Layout.Footer>
  );
}
