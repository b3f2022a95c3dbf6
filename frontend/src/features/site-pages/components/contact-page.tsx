import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContactLinks } from '@/components/contact-links';
import { SitePageLayout } from '@/features/site-pages/components/site-page-layout';
import { SITE_PAGE_TITLES, weeklyHoursLines } from '@/features/site-pages/site-page-rules';
import { useGetBusinessQuery } from '@/lib/business-api';

/** Contact: the phone and e-mail, and the hours from the week's settings, so they are always the ones bookings use. */
export function ContactPage() {
  const { t } = useTranslation();
  const { data: business } = useGetBusinessQuery();
  return (
    <SitePageLayout title={t(SITE_PAGE_TITLES.contact)} testId="site-page-contact">
      {business ? (
        <>
          <Typography.Paragraph>{t('pages.contactIntro')}</Typography.Paragraph>
          <ContactLinks phone={business.phone} email={business.email} testId="contact-links" />
          <Typography.Title level={2} style={{ fontSize: 20, marginTop: 24 }}>
            {t('pages.hours')}
          </Typography.Title>
          <table data-testid="contact-hours" style={{ borderCollapse: 'collapse' }}>
            <caption className="visually-hidden">{t('pages.hoursCaption', { zone: business.timeZone.replace('_', ' ') })}</caption>
            <tbody>
              {weeklyHoursLines(business.schedule.weeklyHours, t).map((line) => (
                <tr key={line.day}>
                  <th scope="row" style={{ textAlign: 'left', fontWeight: 500, padding: '4px 16px 4px 0' }}>
                    {line.day}
                  </th>
                  <td style={{ padding: '4px 0' }}>{line.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {t('pages.serviceArea', { miles: business.serviceArea.serviceRadiusMiles, place: business.serviceArea.homeBase })}
          </Typography.Paragraph>
        </>
      ) : (
        <Spin />
      )}
    </SitePageLayout>
  );
}
