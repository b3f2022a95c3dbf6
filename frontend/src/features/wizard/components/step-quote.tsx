import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SlotTakenAlert } from '@/features/wizard/components/slot-taken-alert';
import { useSlotRecheck } from '@/features/wizard/components/use-slot-recheck';
import { useGetBusinessQuery } from '@/lib/business-api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Money } from '@/components/money';
import { TripSummary } from '@/features/wizard/components/trip-summary';
import { priceLineText } from '@/features/wizard/price-line-text';
import { quoteActionLabel } from '@/features/wizard/quote-outcome';
import { backRequested, quoteAccepted, selectWizard } from '@/features/wizard/wizard-slice';
import { stepHeadingProps } from '@/features/wizard/components/use-step-heading-focus';

export function StepQuote() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { serviceType, details, quote, bulk } = useAppSelector(selectWizard);
  // The time may have gone since step 2: checked again here, and taken back to choose another if so.
  const availability = useSlotRecheck(serviceType, details, useGetBusinessQuery().data?.schedule ?? null);
  if (!serviceType || !details || !quote) return null;

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 22 }} data-testid="quote-heading" {...stepHeadingProps}>
        {t('wizard.quoteHeading')}
      </Typography.Title>
      {availability === 'unavailable' && <SlotTakenAlert />}
      <TripSummary serviceType={serviceType} details={details} quote={quote} />
      <section aria-labelledby="quote-breakdown-heading" style={{ marginTop: 16 }}>
        <Typography.Title level={3} id="quote-breakdown-heading" style={{ fontSize: 16 }}>
          {t('wizard.priceBreakdown')}
        </Typography.Title>
        <dl className="quote-breakdown">
          {quote.breakdown.map((line) => (
            <div key={line.label}>
              <dt>{priceLineText(line, t)}</dt>
              <dd>
                <Money cents={line.amountCents} />
              </dd>
            </div>
          ))}
          <div className="quote-breakdown-total">
            <dt>{t('wizard.total')}</dt>
            <dd data-testid="quote-total">
              <Money cents={quote.totalCents} />
            </dd>
          </div>
        </dl>
      </section>
      <div className="wizard-actions">
        <Button onClick={() => dispatch(backRequested())}>{t('wizard.back')}</Button>
        <Button type="primary" disabled={availability === 'unavailable'} onClick={() => dispatch(quoteAccepted())}>
          {quoteActionLabel(t, serviceType, bulk.addressesVary)}
        </Button>
      </div>
    </Card>
  );
}
