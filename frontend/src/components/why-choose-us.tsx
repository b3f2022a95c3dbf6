import { LockOutlined, SafetyOutlined, ThunderboltOutlined, CreditCardOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { decorativeIcon } from '@/components/decorative-icon';

const REASONS = [
  { icon: <ThunderboltOutlined {...decorativeIcon} />, title: 'Fast & Reliable', text: 'On-time pickups across our whole service area.' },
  { icon: <SafetyOutlined {...decorativeIcon} />, title: 'Safe & Secure', text: 'Careful driving and careful handling of every package.' },
  { icon: <CreditCardOutlined {...decorativeIcon} />, title: 'Transparent Pricing', text: 'See your price before you book. No surprises.' },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-heading" style={{ marginTop: 40 }}>
      <h2 id="why-choose-heading" className="section-title section-title-small">
        Why Choose Our Services
      </h2>
      <Row gutter={[16, 16]}>
        {REASONS.map((reason) => (
          <Col key={reason.title} xs={24} md={8}>
            <div className="plain-card plain-card-small">
              <h3 className="plain-card-title">
                {reason.icon} {reason.title}
              </h3>
              <p>{reason.text}</p>
            </div>
          </Col>
        ))}
      </Row>
      <div className="plain-card plain-card-small" style={{ marginTop: 16 }}>
        <h2 className="plain-card-title">
          <LockOutlined {...decorativeIcon} /> Secure Payment Options
        </h2>
        <p>All major cards accepted, payment protection through our card payment provider, and SSL encryption on every page.</p>
      </div>
    </section>
  );
}
