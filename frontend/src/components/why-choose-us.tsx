import { LockOutlined, SafetyOutlined, ThunderboltOutlined, CreditCardOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { decorativeIcon } from '@/components/decorative-icon';

const REASONS = [
  { icon: <ThunderboltOutlined {...decorativeIcon} />, title: 'home.fastTitle', text: 'home.fastText' },
  { icon: <SafetyOutlined {...decorativeIcon} />, title: 'home.safeTitle', text: 'home.safeText' },
  { icon: <CreditCardOutlined {...decorativeIcon} />, title: 'home.pricingTitle', text: 'home.pricingText' },
] as const;

export function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-choose-heading" style={{ marginTop: 40 }}>
      <h2 id="why-choose-heading" className="section-title section-title-small">
        {t('home.whyChoose')}
      </h2>
      <Row gutter={[16, 16]}>
        {REASONS.map((reason) => (
          <Col key={reason.title} xs={24} md={8}>
            <div className="plain-card plain-card-small">
              <h3 className="plain-card-title">
                {reason.icon} {t(reason.title)}
              </h3>
              <p>{t(reason.text)}</p>
            </div>
          </Col>
        ))}
      </Row>
      <div className="plain-card plain-card-small" style={{ marginTop: 16 }}>
        <h2 className="plain-card-title">
          <LockOutlined {...decorativeIcon} /> {t('home.paymentTitle')}
        </h2>
        <p>{t('home.paymentText')}</p>
      </div>
    </section>
  );
}
