import { MIN_PHONE_DIGITS } from '@domain/booking-rules.js';
import { validateContact } from '@domain/inquiry-rules.js';
import { Alert, Button, Form, Input } from 'antd';
import { useAppDispatch } from '@/app/hooks';
import { FieldGroup } from '@/features/wizard/components/field-group';
import { KeyboardDatePicker, type KeyboardDatePickerProps } from '@/components/keyboard-date-picker';
import { inquiryRules } from '@/features/wizard/inquiry-form-rules';
import { INQUIRY_MAX_LENGTH } from '@/features/wizard/inquiry-payload';
import { disabledPreferredDate, PREFERRED_DATE_DISPLAY, PREFERRED_DATE_REFUSAL } from '@/features/wizard/inquiry-preferred-date';
import { backRequested } from '@/features/wizard/wizard-slice';
import { telHref } from '@/components/contact-links';

// Pieces the three inquiry forms share. Loaded only with those forms.

export function InquiryContactFields() {
  return (
    <FieldGroup title="Your contact details">
      <Form.Item label="Name" name="name" rules={inquiryRules(validateContact, 'name')}>
        <Input autoComplete="name" maxLength={INQUIRY_MAX_LENGTH.name} />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={inquiryRules(validateContact, 'email')}>
        <Input type="email" autoComplete="email" inputMode="email" maxLength={INQUIRY_MAX_LENGTH.email} />
      </Form.Item>
      <Form.Item
        label="Phone"
        name="phone"
        rules={inquiryRules(validateContact, 'phone')}
        extra={`At least ${MIN_PHONE_DIGITS} digits; we may call or text you about the quote.`}
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={INQUIRY_MAX_LENGTH.phone} />
      </Form.Item>
    </FieldGroup>
  );
}

/** Why the last send failed (server message, e.g. the rate limit's), with the owner's phone as a way out. */
export function InquirySendError({ message, ownerPhone }: { message: string | null; ownerPhone: string | null }) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title="Your inquiry was not sent"
      description={
        <>
          {message}
          {ownerPhone && (
            <>
              {' '}
              You can also call us at <a href={telHref(ownerPhone)}>{ownerPhone}</a>.
            </>
          )}
        </>
      }
      style={{ marginBottom: 16 }}
      data-testid="inquiry-send-error"
    />
  );
}

export function InquiryFormActions({ sending }: { sending: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <div className="wizard-actions">
      <Button onClick={() => dispatch(backRequested())} disabled={sending}>
        Back
      </Button>
      <Button type="primary" htmlType="submit" loading={sending} aria-busy={sending}>
        Send Inquiry
      </Button>
    </div>
  );
}

/**
 * Today to one year ahead; the date may be typed. Enter confirms a typed date without also sending the
 * form (the picker handles Enter first; stopping the default stops the form's implicit submit).
 */
export function PreferredDatePicker(props: KeyboardDatePickerProps) {
  return (
    <KeyboardDatePicker
      {...props}
      format={PREFERRED_DATE_DISPLAY}
      dayRefusal={(day) => (disabledPreferredDate(day) ? PREFERRED_DATE_REFUSAL : null)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      style={{ width: '100%' }}
      data-testid="preferred-date"
    />
  );
}
