import { LockOutlined, SafetyOutlined, ThunderboltOutlined, CreditCardOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { decorativeIcon } from '@/components/decorative-icon';

const REASONS = [
  { icon: <ThunderboltOutlined {...decorativeIcon} />, title: 'Fast & Reliable', text: 'On-time pickups across Ogden and northern Utah.' },
  { icon: <SafetyOutlined {...decorativeIcon} />, title: 'Safe & Secure', text: 'Careful driving and careful handling of every package.' },
  { icon: <CreditCardOutlined {...decorativeIcon} />, title: 'Transparent Pricing', text: 'See your price before you book. No surprises.' },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-heading" style={{ marginTop: 40 }}>
      <Typography.Title level={2} id="why-choose-heading" style={{ fontSize: 22 }}>
        Why Choose Our Services
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {REASONS.map((reason) => (
          <Col key={reason.title} xs={24} md={8}>
            <Card size="small">
              <Typography.Title level={3} style={{ fontSize: 17 }}>
                {reason.icon} {reason.title}
              </Typography.Title>
              <Typography.Text>{reason.text}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" style={{ marginTop: 16 }}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          <LockOutlined {...decorativeIcon} /> Secure Payment Options
        </Typography.Title>
        <Typography.Text>
          All major cards accepted, payment protection through our card payment provider, and SSL encryption on every page.
        </Typography.Text>
      </Card>
    </section>
  );
}
