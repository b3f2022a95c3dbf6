import { MenuOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, Space } from 'antd';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
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
  const toggleRef = useRef<HTMLButtonElement>(null);
  // useBreakpoint is empty on the first render; treat "unknown" as desktop to avoid a flash.
  const isSmall = screens.md === false;

  // Escape closes the phone menu and hands focus back to its toggle (disclosure pattern).
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

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
            ref={toggleRef}
            icon={<MenuOutlined />}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          />
          {/* A panel under the header rather than antd's Drawer, which is a large download for three links. */}
          <nav id="mobile-menu" aria-label="Main" className="mobile-menu" hidden={!menuOpen}>
            {links}
          </nav>
        </>
      ) : (
        <nav aria-label="Main">
          <Space size="middle">{links}</Space>
        </nav>
      )}
    </Layout.Header>
  );
}
