import { Col, Row } from 'antd';
import { Fragment, Suspense, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LoadingScreen } from '@/components/loading-screen';
import { lazyNamed } from '@/lib/lazy-named';
import { SERVICE_OPTIONS, servicePriceText, type ServiceOption } from '@/components/service-options';
import { selectWizard, serviceChosen } from '@/features/wizard/wizard-slice';
import { stepHeadingProps } from '@/features/wizard/components/use-step-heading-focus';
import { useGetBusinessQuery } from '@/lib/business-api';

// The plan panel (a form with a select) loads only when the bulk card is chosen.
const BulkOptionsPanel = lazyNamed(() => import('@/features/wizard/components/bulk-options-panel'), 'BulkOptionsPanel');

export function StepService() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { serviceType, bulkPanelOpen } = useAppSelector(selectWizard);
  /** the customer opened the bulk panel here (not came back to it): bring it into view */
  const [revealPanel, setRevealPanel] = useState(false);
  const panelShown = serviceType === 'subscription' && bulkPanelOpen;
  // The server's starting prices, from the owner's price table; none in the page prerendered at build time.
  const startingAtCents = useGetBusinessQuery().data?.prices.startingAtCents;

  const choose = (option: ServiceOption) => {
    setRevealPanel(option.id === 'subscription');
    dispatch(serviceChosen({ serviceType: option.id }));
  };

  return (
    <section aria-labelledby="step-service-heading">
      <h2 id="step-service-heading" className="section-title" {...stepHeadingProps}>
        {t('wizard.servicesHeading')}
      </h2>
      <Row gutter={[16, 16]}>
        {SERVICE_OPTIONS.map((option) => {
          const selected = serviceType === option.id;
          const priceText = servicePriceText(option.id, startingAtCents);
          const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              choose(option);
            }
          };
          return (
            <Fragment key={option.id}>
              <Col xs={24} md={12} lg={6}>
                {/* Plain markup, not antd's Card: Card drags tabs, menus and dropdowns into the first download. */}
                <div
                  className="plain-card service-card"
                  role="button"
                  tabIndex={0}
                  aria-pressed={selected}
                  // The subscription card opens the bulk options panel below it instead of advancing.
                  aria-expanded={option.id === 'subscription' ? panelShown : undefined}
                  aria-controls={option.id === 'subscription' && panelShown ? 'bulk-options-panel' : undefined}
                  data-testid={`service-card-${option.id}`}
                  onClick={() => choose(option)}
                  onKeyDown={onKeyDown}
                >
                  <div className="service-card-icon">{option.icon}</div>
                  <h3 className="service-card-name">{option.name}</h3>
                  <p>{option.description}</p>
                  {/* Until the price is in, a blank line of the same height holds its place: nothing moves when it arrives. */}
                  <strong className="service-card-price" data-testid={`service-price-${option.id}`} aria-hidden={priceText === null || undefined}>
                    {priceText ?? '\u00a0'}
                  </strong>
                </div>
              </Col>
              {/* Right under the bulk card: it is the fourth card, so it ends a row in the 1, 2 and 4 column grids. */}
              {option.id === 'subscription' && panelShown && (
                <Col span={24}>
                  <Suspense fallback={<LoadingScreen label={t('wizard.loadingPlanOptions')} />}>
                    <BulkOptionsPanel reveal={revealPanel} />
                  </Suspense>
                </Col>
              )}
            </Fragment>
          );
        })}
      </Row>
    </section>
  );
}
