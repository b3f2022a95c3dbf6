import { Button, Form, Input, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidateServiceCodeMutation } from '@/features/wizard/api/wizard-api';
import { serviceCodeMessage } from '@/features/wizard/components/step-book-rules';
import { toApiError, type ApiErrorInfo } from '@/lib/api-error';

/** The code as typed (case-sensitive) and, once the server accepted it, what it does. */
export interface ServiceCodeState {
  text: string;
  /** `message`: the server's English words for it; `rideCover`: what a plan code covers of a ride, in dollars */
  applied: { code: string; waivesPayment: boolean; message: string | null; rideCover: number | null } | null;
}

export const EMPTY_SERVICE_CODE: ServiceCodeState = { text: '', applied: null };

/**
 * Service code input with Apply: a code that waives payment hides the payment section. What Apply found is said
 * once, in the status line under the field (announced politely), not also in a toast.
 */
export function ServiceCodeField({ value, onChange, disabled }: { value: ServiceCodeState; onChange: (next: ServiceCodeState) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [validate, { isLoading }] = useValidateServiceCodeMutation();
  const [status, setStatus] = useState('');
  const inputId = useId();
  const statusId = useId();

  const apply = async () => {
    const code = value.text.trim();
    if (!code) {
      setStatus(t('wizard.codeEmpty'));
      return;
    }
    let answer: Awaited<ReturnType<ReturnType<typeof validate>['unwrap']>> | null;
    let failure: ApiErrorInfo | undefined;
    try {
      answer = await validate(code).unwrap();
    } catch (error) {
      answer = null;
      failure = toApiError(error);
    }
    setStatus(serviceCodeMessage(t, answer, failure));
    onChange({
      text: value.text,
      applied: answer?.valid
        ? { code, waivesPayment: answer.waivesPayment === true, message: answer.message ?? null, rideCover: answer.rideCover ?? null }
        : null,
    });
  };

  return (
    <Form.Item label={t('wizard.serviceCode')} htmlFor={inputId} extra={t('wizard.serviceCodeHelp')}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={inputId}
          value={value.text}
          disabled={disabled}
          autoComplete="off"
          aria-describedby={statusId}
          data-testid="service-code-input"
          onChange={(event) => {
            const text = event.target.value;
            // Editing an applied code un-applies it until Apply is pressed again.
            onChange({ text, applied: value.applied && value.applied.code === text.trim() ? value.applied : null });
            setStatus('');
          }}
          onPressEnter={(event) => {
            event.preventDefault();
            void apply();
          }}
        />
        <Button onClick={() => void apply()} loading={isLoading} disabled={disabled}>
          {t('wizard.apply')}
        </Button>
      </Space.Compact>
      <Typography.Text
        id={statusId}
        role="status"
        aria-live="polite"
        type={value.applied ? 'success' : 'secondary'}
        style={{ display: 'block', minHeight: 22 }}
      >
        {value.applied ? serviceCodeMessage(t, { valid: true, ...value.applied }) : status}
      </Typography.Text>
    </Form.Item>
  );
}
