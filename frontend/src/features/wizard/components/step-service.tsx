import { Col, Row } from 'antd';
import { Suspense, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LoadingScreen } from '@/components/loading-screen';
import { lazyNamed } from '@/lib/lazy-named';
import { SERVICE_OPTIONS, type ServiceOption } from '@/features/wizard/components/service-options';
import { selectWizard, serviceChosen } from '@/features/wizard/wizard-slice';

// The plan panel (a form with a select) loads only when the bulk card is chosen.
const BulkOptionsPanel = lazyNamed(() => import('@/features/wizard/components/bulk-options-panel'), 'BulkOptionsPanel');

export function StepService() {
  const dispatch = useAppDispatch();
  const { serviceType, bulkPanelOpen } = useAppSelector(selectWizard);

  const choose = (option: ServiceOption) => dispatch(serviceChosen({ serviceType: option.id }));

  return (
    <section aria-labelledby="step-service-heading">
      <h2 id="step-service-heading" className="section-title">
        Rides and Deliveries
      </h2>
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
              {/* Plain markup, not antd's Card: Card drags tabs, menus and dropdowns into the first download. */}
              <div
                className="plain-card service-card"
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
                <h3 className="service-card-name">{option.name}</h3>
                <p>{option.description}</p>
                <strong>{option.priceText}</strong>
              </div>
            </Col>
          );
        })}
      </Row>
      {serviceType === 'subscription' && bulkPanelOpen && (
        <Suspense fallback={<LoadingScreen label="Loading plan options..." />}>
          <BulkOptionsPanel />
        </Suspense>
      )}
    </section>
  );
}
