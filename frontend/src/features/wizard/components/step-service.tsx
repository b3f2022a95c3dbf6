import { Card, Col, Row, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { BulkOptionsPanel } from '@/features/wizard/components/bulk-options-panel';
import { SERVICE_OPTIONS, type ServiceOption } from '@/features/wizard/components/service-options';
import { selectWizard, serviceChosen } from '@/features/wizard/wizard-slice';

export function StepService() {
  const dispatch = useAppDispatch();
  const { serviceType, bulkPanelOpen } = useAppSelector(selectWizard);

  const choose = (option: ServiceOption) => dispatch(serviceChosen({ serviceType: option.id }));

  return (
    <section aria-labelledby="step-service-heading">
      <Typography.Title level={2} id="step-service-heading" style={{ fontSize: 24 }}>
        Rides and Deliveries
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {SERVICE_OPTIONS.map((option) => {
          const selected = serviceType === option.id;
          const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              choose(option);
            }
          };
          return (
            <Col key={option.id} xs={24} md={12} lg={6}>
              <Card
                hoverable
                className="service-card"
                role="button"
                tabIndex={0}
                aria-pressed={selected}
                // The subscription card opens the bulk options panel below it instead of advancing.
                aria-expanded={option.id === 'subscription' ? selected && bulkPanelOpen : undefined}
                aria-controls={option.id === 'subscription' && selected && bulkPanelOpen ? 'bulk-options-panel' : undefined}
                data-testid={`service-card-${option.id}`}
                onClick={() => choose(option)}
                onKeyDown={onKeyDown}
              >
                <div className="service-card-icon">{option.icon}</div>
                <Typography.Title level={3} style={{ fontSize: 18, marginTop: 8 }}>
                  {option.name}
                </Typography.Title>
                <Typography.Paragraph>{option.description}</Typography.Paragraph>
                <Typography.Text strong>{option.priceText}</Typography.Text>
              </Card>
            </Col>
          );
        })}
      </Row>
      {serviceType === 'subscription' && bulkPanelOpen && <BulkOptionsPanel />}
    </section>
  );
}
