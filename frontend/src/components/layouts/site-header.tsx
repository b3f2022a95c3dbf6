import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout, Space } from 'antd';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '@/components/layouts/language-switch';
import { paths } from '@/config/paths';
import { useFeedback } from '@/lib/feedback';
import { useLogoutMutation, useSignedInOwner } from '@/lib/session-api';
import { SCREEN_QUERIES, useMediaQuery } from '@/lib/use-media-query';
import { requestWizardReset } from '@/lib/wizard-reset-flag';
import '@/components/layouts/site-header.css';

interface SiteHeaderProps {
  businessName: string;
  companyWebsiteUrl: string;
}

export function SiteHeader({ businessName, companyWebsiteUrl }: SiteHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { message } = useFeedback();
  const wide = useMediaQuery(SCREEN_QUERIES.atLeastMd, { inMarkup: true });
  const owner = useSignedInOwner();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The width is unknown on the first render (and in a page prerendered at build time): until it is known, both
  // variants are rendered and site-header.css shows the one that fits the width.
  const widthKnown = wide !== undefined;
  const isSmall = wide === false;
  const onDashboard = pathname === paths.admin || pathname === paths.adminDashboard;

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

  const goTo = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    setMenuOpen(false);
    navigate(path);
  };

  // Home first, rendered at once (flushSync; the router otherwise renders in a transition, which may come later):
  // the admin area's session check must be gone before the session is, or it would re-ask the server (a 401) and
  // send the owner to the login page instead.
  const logOut = async () => {
    setMenuOpen(false);
    await navigate(paths.home, { flushSync: true });
    try {
      await logout().unwrap();
    } catch {
      message.error(t('shell.logOutFailed'));
    }
  };

  const links = (
    <>
      <Button type="primary" href={paths.home} onClick={scheduleNow}>
        {t('shell.scheduleNow')}
      </Button>
      <Button href={paths.findBooking} onClick={goTo(paths.findBooking)} aria-current={pathname === paths.findBooking ? 'page' : undefined}>
        {t('shell.findBooking')}
      </Button>
      <Button href={companyWebsiteUrl} target="_blank" rel="noopener noreferrer" type="link">
        {t('shell.companyWebsite')}
      </Button>
      {owner ? (
        <>
          <Button href={paths.admin} onClick={goTo(paths.admin)} aria-current={onDashboard ? 'page' : undefined}>
            {t('shell.dashboard')}
          </Button>
          <Button onClick={logOut} loading={loggingOut}>
            {t('shell.logOut')}
          </Button>
        </>
      ) : (
        <Button href={paths.auth} onClick={goTo(paths.auth)}>
          {t('shell.adminLogin')}
        </Button>
      )}
      <LanguageSwitch onChosen={() => setMenuOpen(false)} />
    </>
  );

  return (
    <Layout.Header className="site-header" role="banner">
      <Link to={paths.home} className="brand" aria-label={t('shell.homeLink', { businessName })}>
        {businessName}
      </Link>
      {(isSmall || !widthKnown) && (
        <>
          <Button
            ref={toggleRef}
            className="site-nav-toggle"
            icon={<MenuOutlined />}
            aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          />
          {/* A panel under the header rather than antd's Drawer, which is a large download for a few links. */}
          <nav id="mobile-menu" aria-label={t('shell.mainNav')} className="mobile-menu" hidden={!menuOpen}>
            {links}
          </nav>
        </>
      )}
      {(!isSmall || !widthKnown) && (
        <nav aria-label={t('shell.mainNav')} className="site-nav-wide">
          <Space size="middle">{links}</Space>
        </nav>
      )}
    </Layout.Header>
  );
}
