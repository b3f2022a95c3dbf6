import { centsToDollars } from '@domain/money.js';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Money } from '@/components/money';
import { ServiceCodeField, EMPTY_SERVICE_CODE, type ServiceCodeState } from '@/features/wizard/components/service-code-field';
import { usePlaceBookingMutation } from '@/features/wizard/api/wizard-api';
import { paths } from '@/config/paths';
import { StepBookPolicy } from '@/features/wizard/components/step-book-policy';
import { BOOKING_ERROR_FALLBACK, bookingErrorTitle, keyForSubmit, takenSlotOf } from '@/features/wizard/components/step-book-rules';
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

export function StepBook() {
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
      const info = toApiError(error, BOOKING_ERROR_FALLBACK);
      const takenNow = info.status === 409 ? takenSlotOf(error) : null;
      if (takenNow) {
        // Answered on the form, at its top where a phone shows it, with the next free time to take.
        setTaken(takenNow);
        window.scrollTo({ top: 0, behavior: 'smooth' });
        return;
      }
      modal.error({ title: bookingErrorTitle(info.status, info.message), content: info.message, okText: 'Close' });
    }
  };

  const purchaseLabel = busy ? 'Processing...' : availability === 'checking' ? 'Checking Availability...' : 'Purchase Now';

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 22 }} {...stepHeadingProps}>
        Book your {serviceType === 'subscription' ? 'plan' : 'trip'}
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
            <Form.Item label="Full name" name="fullName" rules={[{ required: true, whitespace: true, message: 'Full name is required' }]}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', whitespace: true, message: 'Invalid email address' }]}>
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
            <Form.Item label="Phone" name="phone" rules={[phoneNumberRule]}>
              <Input type="tel" autoComplete="tel" inputMode="tel" />
            </Form.Item>
            {details.serviceDate !== null && textReminders && (
              <Form.Item
                name="textReminders"
                valuePropName="checked"
                extra={`A text to this number ${hoursText(textReminders.hoursBefore)} before your booking; reply STOP to end them.`}
              >
                <Checkbox data-testid="text-reminders">Text me reminders</Checkbox>
              </Form.Item>
            )}
            {serviceType === 'subscription' && (
              <Form.Item label="Subscription code" name="subscriptionCode" extra="Already have a ride plan? Enter its code to use one of its rides.">
                <Input autoComplete="off" />
              </Form.Item>
            )}
            <ServiceCodeField value={serviceCode} onChange={setServiceCode} disabled={busy} />

            <section aria-label="Payment" style={{ marginBottom: 16 }} data-testid="payment-section">
              {waived ? (
                <Alert type="success" showIcon title="Payment Not Required" description="Your service code covers this booking. No card is needed." />
              ) : (
                <Alert
                  type="info"
                  showIcon
                  title="Payment"
                  description={
                    <>
                      After you press Purchase Now you will go to our secure checkout to pay <Money cents={quote.totalCents} /> by card.
                      {serviceType === 'subscription' ? ' Plans are paid upfront and are non-refundable.' : ' Your time is held for you while you pay.'}
                    </>
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
                  validator: (_rule, value: boolean | undefined) =>
                    value ? Promise.resolve() : Promise.reject(new Error('You must agree to the legal disclaimer to proceed')),
                },
              ]}
            >
              <Checkbox data-testid="legal-agreement" aria-describedby={policyId}>
                I agree to the{' '}
                <a href={paths.terms} target="_blank" rel="noopener">
                  terms of service (opens in a new tab)
                </a>{' '}
                and the cancellation policy.
              </Checkbox>
            </Form.Item>
            <div className="wizard-actions">
              <Button onClick={() => dispatch(backRequested())} disabled={busy}>
                Back
              </Button>
              <Button type="primary" htmlType="submit" loading={busy} disabled={availability === 'unavailable' || availability === 'checking' || busy}>
                {purchaseLabel}
              </Button>
            </div>
          </Form>
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={3} style={{ fontSize: 18 }}>
            Summary
          </Typography.Title>
          <TripSummary serviceType={serviceType} details={details} quote={quote} />
        </Col>
      </Row>
    </Card>
  );
}

/** '2 hours', '1 hour', '90 minutes'. */
function hoursText(hours: number): string {
  if (!Number.isInteger(hours)) return `${Math.round(hours * 60)} minutes`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
