import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SERVICE_OPTIONS, servicePriceText } from '@/components/service-options';
import { SitePageLayout } from '@/features/site-pages/components/site-page-layout';
import { SITE_PAGE_TITLES } from '@/features/site-pages/site-page-rules';
import { paths } from '@/config/paths';
import { useGetBusinessQuery } from '@/lib/business-api';

/** Services: every service with the server's starting price, as the booking form's cards show them. */
export function ServicesPage() {
  const { t } = useTranslation();
  const startingAtCents = useGetBusinessQuery().data?.prices.startingAtCents;
  const navigate = useNavigate();
  return (
    <SitePageLayout title={t(SITE_PAGE_TITLES.services)} testId="site-page-services">
      <Flex vertical gap={12}>
        {SERVICE_OPTIONS.map((option) => (
          <Card key={option.id} size="small" data-testid={`services-${option.id}`}>
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
              {option.icon} {option.name}
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: 4 }}>{option.description}</Typography.Paragraph>
            <Typography.Text strong>{servicePriceText(option.id, startingAtCents) ?? '\u00a0'}</Typography.Text>
          </Card>
        ))}
      </Flex>
      <Button type="primary" size="large" style={{ marginTop: 16 }} onClick={() => navigate(paths.home)}>
        {t('pages.quoteAndBook')}
      </Button>
    </SitePageLayout>
  );
}
