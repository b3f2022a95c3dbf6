import { ContactPage } from '@/features/site-pages/components/contact-page';
import { ServicesPage } from '@/features/site-pages/components/services-page';
import { TextPage } from '@/features/site-pages/components/text-page';
import type { SitePageKind } from '@/features/site-pages/site-page-rules';

/** One of the footer's pages. */
export function SitePage({ kind }: { kind: SitePageKind }) {
  if (kind === 'contact') return <ContactPage />;
  if (kind === 'services') return <ServicesPage />;
  return <TextPage kind={kind} />;
}
