import { Button, Form, Input, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useValidateServiceCodeMutation } from '@/features/wizard/api/wizard-api';
import { SERVICE_CODE_TOASTS, serviceCodeToast } from '@/features/wizard/components/step-book-rules';
import { toApiError, type ApiErrorInfo } from '@/lib/api-error';
import { useFeedback } from '@/lib/feedback';

/** The code as typed (case-sensitive) and, once the server accepted it, what it does. */
export interface ServiceCodeState {
  text: string;
  applied: { code: string; waivesPayment: boolean } | null;
}

export const EMPTY_SERVICE_CODE: ServiceCodeState = { text: '', applied: null };

/** Service code input with Apply: a code that waives payment hides the payment section. */
export function ServiceCodeField({ value, onChange, disabled }: { value: ServiceCodeState; onChange: (next: ServiceCodeState) => void; disabled?: boolean }) {
  const { message } = useFeedback();
  const [validate, { isLoading }] = useValidateServiceCodeMutation();
  const [status, setStatus] = useState('');
  const inputId = useId();
  const statusId = useId();

  const apply = async () => {
    const code = value.text.trim();
    if (!code) {
      message.warning(SERVICE_CODE_TOASTS.empty);
      setStatus(SERVICE_CODE_TOASTS.empty);
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
    const toast = serviceCodeToast(answer, failure);
    message[toast.kind](toast.text);
    setStatus(toast.text);
    onChange({ text: value.text, applied: answer?.valid ? { code, waivesPayment: answer.waivesPayment === true } : null });
  };

  return (
    <Form.Item label="Service code (optional)" htmlFor={inputId} extra="Have a service or discount code? Enter it exactly as given and press Apply.">
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
          Apply
        </Button>
      </Space.Compact>
      <Typography.Text
        id={statusId}
        role="status"
        aria-live="polite"
        type={value.applied ? 'success' : 'secondary'}
        style={{ display: 'block', minHeight: 22 }}
      >
        {value.applied
          ? value.applied.waivesPayment
            ? `${SERVICE_CODE_TOASTS.applied}: ${SERVICE_CODE_TOASTS.paymentNotRequired}`
            : SERVICE_CODE_TOASTS.applied
          : status}
      </Typography.Text>
    </Form.Item>
  );
}
