import { useLocation } from 'react-router-dom';
import { SitePage } from '@/features/site-pages/components/site-page';
import { sitePageOf } from '@/features/site-pages/site-page-rules';

/** /about, /contact, /services, /privacy and /terms: the router sends only these paths here. */
export function SitePageRoute() {
  const kind = sitePageOf(useLocation().pathname) ?? 'about';
  return <SitePage kind={kind} />;
}
