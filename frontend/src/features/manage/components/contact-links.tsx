import { ContactLinks as BusinessContactLinks } from '@/components/contact-links';
import { useGetBusinessQuery } from '@/lib/business-api';

/** The owner's phone and e-mail from GET /api/business, as links; nothing until they are known. */
export function ContactLinks() {
  const { data: business } = useGetBusinessQuery();
  return business ? <BusinessContactLinks phone={business.phone} email={business.email} testId="manage-contact" /> : null;
}
