import { Button, Card, Checkbox, Form, Select, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { planOptions } from '@/features/wizard/subscription-plans';
import { bulkContinued, bulkOptionsChanged, selectWizard } from '@/features/wizard/wizard-slice';
import type { PlanType } from '@/features/wizard/wizard-types';
import { useGetBusinessQuery } from '@/lib/business-api';

/** ms between 'Select Addresses' and moving on, so the click's feedback is seen */
const ADVANCE_DELAY_MS = 50;

/** @param reveal the customer just opened the panel: scroll it into view (on a phone it opens below the fold) */
export function BulkOptionsPanel({ reveal }: { reveal: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { bulk, bulkPanelOpen, serviceType } = useAppSelector(selectWizard);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { data: business } = useGetBusinessQuery();

  useEffect(() => {
    if (reveal) panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [reveal]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onContinue = () => {
    // Varying addresses go straight to the inquiry form; fixed ones advance to the address step.
    if (bulk.addressesVary) {
      dispatch(bulkContinued());
      return;
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => dispatch(bulkContinued()), ADVANCE_DELAY_MS);
  };

  return (
    <Card
      ref={panel}
      title={<h3 style={{ margin: 0, fontSize: 18 }}>{t('wizard.bulkOptionsTitle')}</h3>}
      id="bulk-options-panel"
      data-testid="bulk-options-panel"
    >
      <Form layout="vertical" onFinish={onContinue}>
        <Form.Item>
          <Checkbox
            id="bulk-addresses-vary"
            aria-describedby="bulk-addresses-vary-help"
            checked={bulk.addressesVary}
            onChange={(e) => dispatch(bulkOptionsChanged({ addressesVary: e.target.checked }))}
          >
            {t('wizard.addressesVary')}
          </Checkbox>
          <Typography.Text id="bulk-addresses-vary-help" type="secondary" style={{ display: 'block', fontSize: 13, marginTop: 4 }}>
            {t('wizard.addressesVaryHelp')}
          </Typography.Text>
        </Form.Item>
        <Form.Item label={t('wizard.planTypeTitle')} htmlFor="bulk-plan-type">
          <Select<PlanType>
            id="bulk-plan-type"
            placeholder={t('wizard.selectPlanType')}
            value={bulk.planType ?? undefined}
            options={planOptions(business?.prices.plans)}
            onChange={(planType) => dispatch(bulkOptionsChanged({ planType }))}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('wizard.plansNonRefundable')}</Typography.Paragraph>
        {/* Continue needs a chosen service and, for plans, the opened panel. */}
        <Button type="primary" htmlType="submit" disabled={serviceType !== 'subscription' || !bulkPanelOpen}>
          {bulk.addressesVary ? t('wizard.proceedToInquiry') : t('wizard.selectAddresses')}
        </Button>
      </Form>
    </Card>
  );
}
