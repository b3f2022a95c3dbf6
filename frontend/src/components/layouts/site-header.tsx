import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Space } from 'antd';
import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { requestWizardReset } from '@/lib/wizard-reset-flag';

interface SiteHeaderProps {
  businessName: string;
  companyWebsiteUrl: string;
}

export function SiteHeader({ businessName, companyWebsiteUrl }: SiteHeaderProps) {
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [menuOpen, setMenuOpen] = useState(false);
  // useBreakpoint is empty on the first render; treat "unknown" as desktop to avoid a flash.
  const isSmall = screens.md === false;

  // Rendered as links (they navigate) so 'Schedule Now' stays unique among the page's buttons.
  const scheduleNow = (event: MouseEvent) => {
    event.preventDefault();
    requestWizardReset();
    setMenuOpen(false);
    navigate(paths.home);
  };

  const goToLogin = (event: MouseEvent) => {
    event.preventDefault();
    setMenuOpen(false);
    navigate(paths.auth);
  };

  const links = (
    <>
      <Button type="primary" href={paths.home} onClick={scheduleNow}>
        Schedule Now
      </Button>
      <Button href={companyWebsiteUrl} target="_blank" rel="noopener noreferrer" type="link">
        Company Website
      </Button>
      <Button href={paths.auth} onClick={goToLogin}>
        Admin Login
      </Button>
    </>
  );

  return (
    <Layout.Header className="site-header" role="banner">
      <Link to={paths.home} className="brand" aria-label={`${businessName} home`}>
        {businessName}
      </Link>
      {isSmall ? (
        <>
          <Button
            icon={<MenuOutlined />}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          />
          <Drawer id="mobile-menu" title="Menu" placement="right" size={280} open={menuOpen} onClose={() => setMenuOpen(false)}>
            <nav aria-label="Main">
              <Space orientation="vertical" size="middle">
                {links}
              </Space>
            </nav>
          </Drawer>
        </>
      ) : (
        <nav aria-label="Main">
          <Space size="middle">{links}</Space>
        </nav>
      )}
    </Layout.Header>
  );
}
