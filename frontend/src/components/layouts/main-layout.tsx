import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { shellBusinessName } from '@/components/layouts/shell-business-name';
import { env } from '@/config/env';
import { useGetBusinessQuery } from '@/lib/business-api';

export function MainLayout() {
  // Only the answer: a render for the request's start would come in the same task as the first render's effects.
  const { data: business } = useGetBusinessQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
  const businessName = business?.businessName || shellBusinessName();
  const companyWebsiteUrl = env.companyWebsiteUrl ?? (business?.companyWebsiteUrl || '#');

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SiteHeader businessName={businessName} companyWebsiteUrl={companyWebsiteUrl} />
      {/* Layout.Content is itself the page's one <main> (a <main> inside it would be a second). */}
      {/* At least a screen tall: the footer starts below the first screen, so a page whose content grows as its
          answers arrive (the checkout) does not push a visible footer down (Lighthouse's layout shift). */}
      <Layout.Content className="site-main" id="main-content" style={{ minHeight: '100vh' }}>
        <Outlet />
      </Layout.Content>
      <SiteFooter businessName={businessName} phone={business?.phone ?? null} email={business?.email ?? null} serviceArea={business?.serviceArea ?? null} />
    </Layout>
  );
}
