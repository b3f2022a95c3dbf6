import { MIN_PHONE_DIGITS } from '@domain/booking-rules.js';
import { validateContact } from '@domain/inquiry-rules.js';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { FieldGroup } from '@/features/wizard/components/field-group';
import { KeyboardDatePicker, type KeyboardDatePickerProps } from '@/components/keyboard-date-picker';
import { inquiryRules } from '@/features/wizard/inquiry-form-rules';
import { INQUIRY_MAX_LENGTH } from '@/features/wizard/inquiry-payload';
import { disabledPreferredDate } from '@/features/wizard/inquiry-preferred-date';
import { backRequested } from '@/features/wizard/wizard-slice';
import { telHref } from '@/components/contact-links';

// Pieces the three inquiry forms share. Loaded only with those forms.

export function InquiryContactFields() {
  const { t } = useTranslation();
  return (
    <FieldGroup title={t('booking.contactGroup')}>
      <Form.Item label={t('booking.name')} name="name" rules={inquiryRules(t, validateContact, 'name')}>
        <Input autoComplete="name" maxLength={INQUIRY_MAX_LENGTH.name} />
      </Form.Item>
      <Form.Item label={t('booking.email')} name="email" rules={inquiryRules(t, validateContact, 'email')}>
        <Input type="email" autoComplete="email" inputMode="email" maxLength={INQUIRY_MAX_LENGTH.email} />
      </Form.Item>
      <Form.Item
        label={t('booking.phone')}
        name="phone"
        rules={inquiryRules(t, validateContact, 'phone')}
        extra={t('booking.phoneHelp', { digits: MIN_PHONE_DIGITS })}
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={INQUIRY_MAX_LENGTH.phone} />
      </Form.Item>
    </FieldGroup>
  );
}

/** Why the last send failed (server message, e.g. the rate limit's), with the owner's phone as a way out. */
export function InquirySendError({ message, ownerPhone }: { message: string | null; ownerPhone: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('booking.sendFailedTitle')}
      description={
        <>
          {message}
          {ownerPhone && (
            <>
              {' '}
              {t('booking.callUsAt')} <a href={telHref(ownerPhone)}>{ownerPhone}</a>.
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
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className="wizard-actions">
      <Button onClick={() => dispatch(backRequested())} disabled={sending}>
        {t('booking.back')}
      </Button>
      <Button type="primary" htmlType="submit" loading={sending} aria-busy={sending}>
        {t('booking.sendInquiry')}
      </Button>
    </div>
  );
}

/**
 * Today to one year ahead; the date may be typed. Enter confirms a typed date without also sending the
 * form (the picker handles Enter first; stopping the default stops the form's implicit submit).
 */
export function PreferredDatePicker(props: KeyboardDatePickerProps) {
  const { t } = useTranslation();
  return (
    <KeyboardDatePicker
      {...props}
      format={t('booking.preferredDateFormat')}
      dayRefusal={(day) => (disabledPreferredDate(day) ? t('booking.preferredDateRefusal') : null)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      style={{ width: '100%' }}
      data-testid="preferred-date"
    />
  );
}
