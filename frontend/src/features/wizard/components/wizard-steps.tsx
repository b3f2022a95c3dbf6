import { Steps } from 'antd';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectWizard, stepClicked, visibleSteps } from '@/features/wizard/wizard-slice';
import type { WizardStep } from '@/features/wizard/wizard-types';

const TITLES: Record<WizardStep, string> = {
  service: 'Service',
  details: 'Details',
  quote: 'Quote',
  book: 'Book',
  inquiry: 'Inquiry',
};

export function WizardSteps() {
  const dispatch = useAppDispatch();
  const wizard = useAppSelector(selectWizard);
  const steps = visibleSteps(wizard);
  const current = Math.max(0, steps.indexOf(wizard.step));

  return (
    <nav aria-label="Booking progress" style={{ marginBottom: 24 }}>
      <Steps
        current={current}
        responsive
        onChange={(index) => {
          const target = steps[index];
          if (target && index <= current) dispatch(stepClicked(target));
        }}
        items={steps.map((step, index) => ({
          key: step,
          title: TITLES[step],
          // Later steps cannot be clicked; earlier ones are done and show antd's check icon.
          disabled: index > current,
          status: index < current ? 'finish' : index === current ? 'process' : 'wait',
        }))}
      />
    </nav>
  );
}
