import type { SitePagesResponse } from '@contracts/business.contract.js';
import { Alert, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Paragraphs, SitePageLayout } from '@/features/site-pages/components/site-page-layout';
import { SITE_PAGE_TITLES } from '@/features/site-pages/site-page-rules';
import { useGetSitePagesQuery } from '@/lib/business-api';

type TextPageKind = 'about' | 'privacy' | 'terms';

/** About, Privacy and Terms: the owner's words; Terms ends with the cancellation policy the server applies. */
export function TextPage({ kind }: { kind: TextPageKind }) {
  const { t } = useTranslation();
  const { data, isError } = useGetSitePagesQuery();
  return (
    <SitePageLayout title={t(SITE_PAGE_TITLES[kind])} testId={`site-page-${kind}`}>
      {data ? (
        <>
          <Paragraphs paragraphs={data[kind]} />
          {kind === 'terms' && <CancellationPolicy paragraphs={data.cancellationPolicy} />}
        </>
      ) : isError ? (
        <Alert type="error" showIcon title={t('pages.loadFailed')} />
      ) : (
        <Spin />
      )}
    </SitePageLayout>
  );
}

function CancellationPolicy({ paragraphs }: { paragraphs: SitePagesResponse['cancellationPolicy'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="terms-cancellation-heading" data-testid="terms-cancellation-policy">
      <Typography.Title level={2} id="terms-cancellation-heading" style={{ fontSize: 20 }}>
        {t('pages.cancellationPolicy')}
      </Typography.Title>
      <Paragraphs paragraphs={paragraphs} />
    </section>
  );
}
