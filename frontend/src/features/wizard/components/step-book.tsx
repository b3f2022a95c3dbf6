import { centsToDollars, formatUsd } from '@domain/money.js';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ServiceCodeField, EMPTY_SERVICE_CODE, type ServiceCodeState } from '@/features/wizard/components/service-code-field';
import { usePlaceBookingMutation } from '@/features/wizard/api/wizard-api';
import { paths } from '@/config/paths';
import { StepBookPolicy } from '@/features/wizard/components/step-book-policy';
import { bookingErrorTitle, keyForSubmit, takenSlotOf } from '@/features/wizard/components/step-book-rules';
import { SlotTakenAlert } from '@/features/wizard/components/slot-taken-alert';
import { TakenAtPurchase } from '@/features/wizard/components/taken-at-purchase';
import { TripSummary } from '@/features/wizard/components/trip-summary';
import { usePostBookingNavigation } from '@/features/wizard/components/use-post-booking-navigation';
import { useSlotRecheck } from '@/features/wizard/components/use-slot-recheck';
import { backRequested, contactEdited, selectWizard, stepClicked, takenSlotReplaced } from '@/features/wizard/wizard-slice';
import { toCompletedBooking, toQuoteRequest } from '@/features/wizard/wire-mapping';
import { toApiError } from '@/lib/api-error';
import { useGetBusinessQuery } from '@/lib/business-api';
import { useFeedback } from '@/lib/feedback';
import { phoneNumberRule } from '@/lib/phone-rule';
import { stepHeadingProps } from '@/features/wizard/components/use-step-heading-focus';
import { booking } from '@/locales/en/booking';
import { policy } from '@/locales/en/policy';
import { durationText } from '@/lib/cancellation-policy-text';
import { addEnglishSections } from '@/lib/i18n';

// This screen's English texts come with its code, not in the first download of '/'.
addEnglishSections({ booking, policy });

interface BookingFormValues {
  fullName: string;
  email: string;
  phone: string;
  /** "Text me reminders": a reminder text to `phone` before the start; off unless ticked */
  textReminders: boolean;
  /** subscription only: an existing plan code */
  subscriptionCode?: string;
  legalAgreement: boolean;
}

/** bookingErrorTitle's English titles, each as its catalog key. */
const ERROR_TITLE_KEYS: Partial<Record<string, 'booking.errorTitleConflict' | 'booking.errorTitleWait' | 'booking.errorTitleOutsideHours'>> = {
  'Cannot Complete Booking': 'booking.errorTitleConflict',
  'Please Wait': 'booking.errorTitleWait',
  'Outside Business Hours': 'booking.errorTitleOutsideHours',
};

export function StepBook() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { modal } = useFeedback();
  const { serviceType, details, quote, contact } = useAppSelector(selectWizard);
  const [placeBooking, { isLoading: isSubmitting }] = usePlaceBookingMutation();
  const business = useGetBusinessQuery().data;
  const schedule = business?.schedule ?? null;
  // Offered only when the business sends texts: without them a ticked box would promise nothing.
  const textReminders = business?.textReminders.offered ? business.textReminders : null;
  const availability = useSlotRecheck(serviceType, details, schedule);
  const { handedOff, handOff } = usePostBookingNavigation();
  const [serviceCode, setServiceCode] = useState<ServiceCodeState>(EMPTY_SERVICE_CODE);
  const submitKey = useRef<{ fingerprint: string; key: string } | null>(null);
  const policyId = useId();
  const [taken, setTaken] = useState<ReturnType<typeof takenSlotOf>>(null);

  if (!serviceType || !details || !quote) return null;

  const waived = serviceCode.applied?.waivesPayment === true;
  const busy = isSubmitting || handedOff;

  const onFinish = async (values: BookingFormValues) => {
    if (busy) return;
    const request = toQuoteRequest(serviceType, details);
    const typedCode = serviceCode.text.trim();
    const body = {
      ...request,
      distance: quote.distanceMiles,
      totalPrice: centsToDollars(quote.totalCents),
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      // Only a booking with a time is reminded.
      textReminders: details.serviceDate !== null && values.textReminders === true,
      subscriptionCode: serviceType === 'subscription' ? values.subscriptionCode?.trim() || null : null,
      serviceCode: typedCode || null,
      // The server decides whether payment is really needed; this is the form's view.
      paymentRequired: !waived,
      legalAgreement: values.legalAgreement,
    };
    submitKey.current = keyForSubmit(submitKey.current, JSON.stringify(body));
    try {
      const response = await placeBooking({ body, idempotencyKey: submitKey.current.key }).unwrap();
      handOff(toCompletedBooking(response), response.paymentRequired ? response.squarePaymentInfo : null);
    } catch (error) {
      const info = toApiError(error, t('booking.errorFallback'));
      const takenNow = info.status === 409 ? takenSlotOf(error) : null;
      if (takenNow) {
        // Answered on the form, at its top where a phone shows it, with the next free time to take; the words are
        // toApiError's, which speaks the customer's language.
        setTaken({ ...takenNow, message: info.message });
        window.scrollTo({ top: 0, behavior: 'smooth' });
        return;
      }
      const titleKey = ERROR_TITLE_KEYS[bookingErrorTitle(info.status, info.message)] ?? 'booking.errorTitleGeneric';
      modal.error({ title: t(titleKey), content: info.message, okText: t('booking.close') });
    }
  };

  const purchaseLabel = busy ? t('booking.processing') : availability === 'checking' ? t('booking.checkingAvailability') : t('booking.purchaseNow');

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 22 }} {...stepHeadingProps}>
        {serviceType === 'subscription' ? t('booking.titlePlan') : t('booking.titleTrip')}
      </Typography.Title>
      {/* At the top, where a phone shows it: the slot went while the customer was on the quote. */}
      {availability === 'unavailable' && <SlotTakenAlert />}
      {taken && (
        <TakenAtPurchase
          message={taken.message}
          next={taken.next}
          onTakeNext={(next) => {
            setTaken(null);
            dispatch(takenSlotReplaced(next));
          }}
          onChooseAnother={() => dispatch(stepClicked('details'))}
        />
      )}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Form<BookingFormValues>
            layout="vertical"
            onFinish={onFinish}
            // A phone shows one field at a time: a refused submit takes the customer to the first field to fix.
            scrollToFirstError={{ focus: true }}
            requiredMark="optional"
            // What was typed before going back to change the trip, or before a reload (wizard-slice's contact).
            initialValues={{ legalAgreement: false, textReminders: false, ...contact }}
            onValuesChange={(changed: Partial<BookingFormValues>) => {
              const { legalAgreement: _agreement, ...typed } = changed;
              if (Object.keys(typed).length > 0) dispatch(contactEdited(typed));
            }}
            disabled={handedOff}
          >
            <Form.Item label={t('booking.fullName')} name="fullName" rules={[{ required: true, whitespace: true, message: t('booking.fullNameRequired') }]}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item
              label={t('booking.email')}
              name="email"
              rules={[{ required: true, type: 'email', whitespace: true, message: t('booking.emailInvalid') }]}
            >
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
            <Form.Item label={t('booking.phone')} name="phone" rules={[phoneNumberRule(t('booking.phoneRequired'))]}>
              <Input type="tel" autoComplete="tel" inputMode="tel" />
            </Form.Item>
            {details.serviceDate !== null && textReminders && (
              <Form.Item
                name="textReminders"
                valuePropName="checked"
                extra={t('booking.textRemindersHelp', { duration: durationText(t, textReminders.hoursBefore * 60) })}
              >
                <Checkbox data-testid="text-reminders">{t('booking.textReminders')}</Checkbox>
              </Form.Item>
            )}
            {serviceType === 'subscription' && (
              <Form.Item label={t('booking.subscriptionCode')} name="subscriptionCode" extra={t('booking.subscriptionCodeHelp')}>
                <Input autoComplete="off" />
              </Form.Item>
            )}
            <ServiceCodeField value={serviceCode} onChange={setServiceCode} disabled={busy} />

            <section aria-label={t('booking.paymentSection')} style={{ marginBottom: 16 }} data-testid="payment-section">
              {waived ? (
                <Alert type="success" showIcon title={t('booking.paymentNotRequired')} description={t('booking.paymentWaived')} />
              ) : (
                <Alert
                  type="info"
                  showIcon
                  title={t('booking.payment')}
                  description={
                    t('booking.paymentByCard', { amount: formatUsd(quote.totalCents) }) +
                    (serviceType === 'subscription' ? t('booking.paymentPlanUpfront') : t('booking.paymentTimeHeld'))
                  }
                />
              )}
            </section>

            <StepBookPolicy serviceType={serviceType} termsNow={quote.cancellationTerms} id={policyId} />
            <Form.Item
              name="legalAgreement"
              valuePropName="checked"
              rules={[
                {
                  validator: (_rule, value: boolean | undefined) => (value ? Promise.resolve() : Promise.reject(new Error(t('booking.agreeRequired')))),
                },
              ]}
            >
              <Checkbox data-testid="legal-agreement" aria-describedby={policyId}>
                {t('booking.agreeBefore')}{' '}
                <a href={paths.terms} target="_blank" rel="noopener">
                  {t('booking.agreeTermsLink')}
                </a>{' '}
                {t('booking.agreeAfter')}
              </Checkbox>
            </Form.Item>
            <div className="wizard-actions">
              <Button onClick={() => dispatch(backRequested())} disabled={busy}>
                {t('booking.back')}
              </Button>
              <Button type="primary" htmlType="submit" loading={busy} disabled={availability === 'unavailable' || availability === 'checking' || busy}>
                {purchaseLabel}
              </Button>
            </div>
          </Form>
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={3} style={{ fontSize: 18 }}>
            {t('booking.summary')}
          </Typography.Title>
          <TripSummary serviceType={serviceType} details={details} quote={quote} />
        </Col>
      </Row>
    </Card>
  );
}
