import { centsToDollars } from '@domain/money.js';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Money } from '@/components/money';
import { ServiceCodeField, EMPTY_SERVICE_CODE, type ServiceCodeState } from '@/features/wizard/components/service-code-field';
import { usePlaceBookingMutation } from '@/features/wizard/api/wizard-api';
import { StepBookPolicy } from '@/features/wizard/components/step-book-policy';
import { BOOKING_ERROR_FALLBACK, bookingErrorTitle, keyForSubmit } from '@/features/wizard/components/step-book-rules';
import { TripSummary } from '@/features/wizard/components/trip-summary';
import { usePostBookingNavigation } from '@/features/wizard/components/use-post-booking-navigation';
import { useSlotRecheck } from '@/features/wizard/components/use-slot-recheck';
import { backRequested, selectWizard } from '@/features/wizard/wizard-slice';
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
  const { serviceType, details, quote } = useAppSelector(selectWizard);
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
      {availability === 'unavailable' && (
        <Alert
          type="warning"
          showIcon
          title="Time Not Available"
          description="This time is no longer available. Taking you back to choose another time..."
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Form<BookingFormValues>
            layout="vertical"
            onFinish={onFinish}
            requiredMark="optional"
            initialValues={{ legalAgreement: false, textReminders: false }}
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
                      After you press Purchase Now you will go to our secure checkout to pay <Money cents={quote.totalCents} /> by card. Your time is held for
                      you while you pay.
                      {serviceType === 'subscription' && ' Plans are paid upfront and are non-refundable.'}
                    </>
                  }
                />
              )}
            </section>

            <StepBookPolicy serviceType={serviceType} id={policyId} />
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
                I agree to the terms of service and the cancellation policy, and I understand the owner will confirm my booking.
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
