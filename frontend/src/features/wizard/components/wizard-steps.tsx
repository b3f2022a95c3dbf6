import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectWizard, stepClicked, visibleSteps } from '@/features/wizard/wizard-slice';
import type { WizardStep } from '@/features/wizard/wizard-types';

const TITLES = {
  service: 'wizard.stepService',
  details: 'wizard.stepDetails',
  quote: 'wizard.stepQuote',
  book: 'wizard.stepBook',
  inquiry: 'wizard.stepInquiry',
} as const satisfies Record<WizardStep, string>;

/**
 * The full clickable steps from 576 px up; below that a one-line 'Step 2 of 4' with a thin bar, so a phone's
 * first screen shows the service cards (antd's vertical steps took 60% of it). CSS picks the variant
 * (global.css), not a breakpoint hook, so the first paint already has the right one; each step has a Back button.
 */
export function WizardSteps() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const wizard = useAppSelector(selectWizard);
  const steps = visibleSteps(wizard);
  const current = Math.max(0, steps.indexOf(wizard.step));

  return (
    <nav aria-label={t('wizard.progressLabel')} className="wizard-progress">
      <p className="wizard-progress-compact" data-testid="wizard-progress-compact">
        {t('wizard.progressCompact', { current: current + 1, total: steps.length })} <strong>{t(TITLES[steps[current]])}</strong>
        <span className="wizard-progress-bar" aria-hidden="true">
          <span style={{ width: `${((current + 1) / steps.length) * 100}%` }} />
        </span>
      </p>
      <Steps
        className="wizard-progress-full"
        // CSS hides these steps where antd's responsive mode would turn them vertical: no breakpoint listener needed
        // (it rendered the steps a second time as '/' started).
        responsive={false}
        current={current}
        onChange={(index) => {
          const target = steps[index];
          if (target && index <= current) dispatch(stepClicked(target));
        }}
        items={steps.map((step, index) => ({
          key: step,
          title: t(TITLES[step]),
          // Later steps cannot be clicked; earlier ones are done and show antd's check icon.
          disabled: index > current,
          status: index < current ? 'finish' : index === current ? 'process' : 'wait',
        }))}
      />
    </nav>
  );
}
