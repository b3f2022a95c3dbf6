import { PhoneOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { decorativeIcon } from '@/components/decorative-icon';
import { useCreatePhoneBookingMutation, useQuotePhoneBookingMutation } from '@/features/admin/api/admin-api';
import { CustomerLookup } from '@/features/admin/components/customer-lookup';
import { PhonePriceCheck } from '@/features/admin/components/phone-price-check';
import type { QuoteRequest, QuoteResponse } from '@contracts/quote.contract.js';
import { useSendPayLinkMutation } from '@/features/admin/api/money-api';
import type { AdminCreateBookingRequest, PhonePaymentMethod } from '@contracts/admin-booking.contract.js';
import { toApiError } from '@/lib/api-error';
import { useGetBusinessQuery } from '@/lib/business-api';
import { chauffeurHourChoices, isOfferedHours } from '@/lib/chauffeur-hours';
import { useFeedback } from '@/lib/feedback';
import { phoneNumberRule } from '@/lib/phone-rule';
import { displayReference } from '@domain/booking-reference.js';
import { VALIDATION_MESSAGES as M, PASSENGER_LIMITS } from '@domain/booking-rules.js';

/** The services the owner books by phone; plans and inquiries go through the public forms. */
type PhoneService = Extract<AdminCreateBookingRequest['serviceType'], 'delivery' | 'ride' | 'chauffeur'>;

interface PhoneBookingValues {
  serviceType: PhoneService;
  pickupLocation: string;
  destinationLocation?: string;
  serviceDate: string;
  serviceTime: string;
  packageSize?: string;
  packageWeight?: string;
  passengers?: string;
  luggage?: string;
  hours?: string;
  itinerary?: string;
  instructions?: string;
  fullName: string;
  /** optional: a phone number is enough to book by phone */
  email?: string;
  phone: string;
  /** 'pay-link': left unpaid, and the customer is sent a link to pay by card at once. */
  paymentMethod: PhonePaymentMethod | 'pay-link';
  agreed: boolean;
}

const option = (value: string, label = value) => ({ value, label });
const SERVICE_OPTIONS = [option('ride', 'Ride'), option('delivery', 'Package delivery'), option('chauffeur', 'Personal driver')];
const PAYMENT_OPTIONS = [option('cash', 'Cash'), option('invoice', 'Invoice'), option('pay-link', 'Send a payment link'), option('unpaid', 'Unpaid')];
/** The domain's passenger counts, '1' to the most a trip takes. */
const PASSENGER_OPTIONS = Array.from({ length: PASSENGER_LIMITS.max - PASSENGER_LIMITS.min + 1 }, (_, index) => option(String(PASSENGER_LIMITS.min + index)));

/** The fields that make the trip, and so its price. */
const TRIP_FIELDS: (keyof PhoneBookingValues)[] = [
  'serviceType',
  'pickupLocation',
  'destinationLocation',
  'serviceDate',
  'serviceTime',
  'packageSize',
  'packageWeight',
  'passengers',
  'luggage',
  'hours',
];

/** The trip, as the quote and the booking send it: minimal service details per service, as the wizard's rules take them. */
function phoneTripRequest(values: Partial<PhoneBookingValues>): QuoteRequest & Pick<AdminCreateBookingRequest, 'serviceType' | 'serviceDetails'> {
  const serviceType = values.serviceType ?? 'ride';
  const serviceDetails: AdminCreateBookingRequest['serviceDetails'] =
    serviceType === 'delivery'
      ? { packageSize: values.packageSize, packageWeight: values.packageWeight, perishable: 'no', needsCooler: 'no', instructions: values.instructions ?? '' }
      : serviceType === 'ride'
        ? { passengers: values.passengers, luggage: values.luggage, needsRoofRack: 'no', instructions: values.instructions ?? '' }
        : { passengers: values.passengers, hours: values.hours, needsRoofRack: 'no', itinerary: values.itinerary ?? '', termsAgreed: values.agreed === true };
  const pickup = (values.pickupLocation ?? '').trim();
  return {
    serviceType,
    pickupLocation: pickup,
    destinationLocation: serviceType === 'chauffeur' ? pickup : (values.destinationLocation ?? '').trim(),
    serviceDate: values.serviceDate ?? '',
    serviceTime: (values.serviceTime ?? '').slice(0, 5),
    serviceDetails,
  };
}

/** The booking: the trip, the contact and how it is paid; the server applies the same rules as the wizard's. */
export function phoneBookingRequest(values: PhoneBookingValues): AdminCreateBookingRequest {
  return {
    ...phoneTripRequest(values),
    fullName: values.fullName.trim(),
    email: (values.email ?? '').trim(),
    phone: values.phone.trim(),
    legalAgreement: values.agreed === true,
    paymentMethod: values.paymentMethod === 'pay-link' ? 'unpaid' : values.paymentMethod,
  };
}

export function PhoneBookingButton() {
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [createBooking, { isLoading }] = useCreatePhoneBookingMutation();
  const [quoteTrip, { isLoading: pricing }] = useQuotePhoneBookingMutation();
  const [quote, setQuote] = useState<{ price: QuoteResponse | null; refusal: string | null }>({ price: null, refusal: null });
  const [sendPayLink] = useSendPayLinkMutation();
  const [form] = Form.useForm<PhoneBookingValues>();
  const service = Form.useWatch('serviceType', form) ?? 'ride';
  // The hours the owner's settings offer (the server refuses others); none until GET /api/business answers.
  const driverHours = useGetBusinessQuery().data?.prices.chauffeurHours;
  const hourOptions = driverHours ? chauffeurHourChoices(driverHours).map((hours) => option(String(hours))) : [];
  const fewestHours = driverHours?.min;
  const mostHours = driverHours?.max;

  // The hours start at the owner's fewest, also when the settings arrive after the form opened.
  useEffect(() => {
    if (!open || fewestHours === undefined || mostHours === undefined) return;
    const chosen = form.getFieldValue('hours') as string | undefined;
    if (!isOfferedHours(chosen === undefined ? undefined : Number(chosen), { min: fewestHours, max: mostHours }))
      form.setFieldValue('hours', String(fewestHours));
  }, [open, form, fewestHours, mostHours]);

  const onFinish = async (values: PhoneBookingValues) => {
    setError(null);
    try {
      const result = await createBooking(phoneBookingRequest(values)).unwrap();
      const reference = displayReference(result.booking.reference);
      if (values.paymentMethod === 'pay-link') {
        // The booking stands either way; a link that did not go out can be sent again from its dialog.
        const sent = await sendPayLink({ bookingId: result.booking.id, request: { byText: true } })
          .unwrap()
          .then((answer) => answer.sentTo.join(' and '))
          .catch(() => null);
        if (sent) message.success(`Booking ${reference} created; payment link sent to ${sent}`);
        else message.warning(`Booking ${reference} created, but the payment link was not sent: send it from the booking`);
      } else message.success(`Booking ${reference} created`);
      form.resetFields();
      setOpen(false);
    } catch (caught) {
      setError(toApiError(caught, 'Failed to create the booking. Please try again.').message);
    }
  };

  const required = (text: string) => [{ required: true, whitespace: true, message: text }];

  /** The server's price of the trip as the form now stands; the trip's own fields are checked first. */
  const checkPrice = async () => {
    try {
      await form.validateFields(TRIP_FIELDS);
    } catch {
      return;
    }
    try {
      const price = await quoteTrip(phoneTripRequest(form.getFieldsValue(true) as Partial<PhoneBookingValues>)).unwrap();
      setQuote({ price, refusal: null });
    } catch (caught) {
      setQuote({ price: null, refusal: toApiError(caught, 'The price could not be worked out. Please try again.').message });
    }
  };

  return (
    <>
      <Button icon={<PhoneOutlined {...decorativeIcon} />} onClick={() => setOpen(true)}>
        New phone booking
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title="New phone booking" width={680} destroyOnHidden>
        <Form<PhoneBookingValues>
          form={form}
          layout="vertical"
          onFinish={onFinish}
          // A changed trip has another price: the one shown goes until asked again.
          onValuesChange={(changed: Partial<PhoneBookingValues>) => {
            if (TRIP_FIELDS.some((field) => field in changed)) setQuote({ price: null, refusal: null });
          }}
          initialValues={{
            serviceType: 'ride',
            paymentMethod: 'cash',
            passengers: String(PASSENGER_LIMITS.min),
            luggage: 'none',
            agreed: false,
          }}
        >
          {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
          <Form.Item label="Service" name="serviceType">
            <Select aria-label="Service" options={SERVICE_OPTIONS} />
          </Form.Item>
          <Form.Item label="Pickup address" name="pickupLocation" rules={required(M.pickupRequired)}>
            <Input placeholder="Street, City, State, USA" />
          </Form.Item>
          {service !== 'chauffeur' && (
            <Form.Item label="Destination address" name="destinationLocation" rules={required(M.destinationRequired)}>
              <Input placeholder="Street, City, State, USA" />
            </Form.Item>
          )}
          <Space wrap>
            <Form.Item label="Date" name="serviceDate" rules={required(M.dateRequired)}>
              <Input type="date" />
            </Form.Item>
            <Form.Item label="Time" name="serviceTime" rules={required(M.timeRequired)}>
              <Input type="time" step={900} />
            </Form.Item>
          </Space>
          {service === 'delivery' && (
            <Space wrap>
              <Form.Item label="Package size" name="packageSize" rules={[{ required: true, message: M.packageSizeRequired }]}>
                <Select
                  aria-label="Package size"
                  style={{ width: 200 }}
                  options={[
                    option('small', 'Small (under 12 in)'),
                    option('medium', 'Medium (12-24 in)'),
                    option('large', 'Large (24-36 in)'),
                    option('extra-large', 'Extra large (36+ in)'),
                  ]}
                />
              </Form.Item>
              <Form.Item label="Package weight" name="packageWeight" rules={[{ required: true, message: M.packageWeightRequired }]}>
                <Select
                  aria-label="Package weight"
                  style={{ width: 200 }}
                  options={[
                    option('light', 'Light (under 5 lbs)'),
                    option('medium', 'Medium (5-20 lbs)'),
                    option('heavy', 'Heavy (20-50 lbs)'),
                    option('extra-heavy', 'Extra heavy (50+ lbs)'),
                  ]}
                />
              </Form.Item>
            </Space>
          )}
          {service !== 'delivery' && (
            <Space wrap>
              <Form.Item label="Passengers" name="passengers">
                <Select aria-label="Passengers" style={{ width: 120 }} options={PASSENGER_OPTIONS} />
              </Form.Item>
              {service === 'ride' ? (
                <Form.Item label="Luggage" name="luggage">
                  <Select
                    aria-label="Luggage"
                    style={{ width: 160 }}
                    options={[option('none', 'None'), option('small', 'Small'), option('medium', 'Medium'), option('large', 'Large')]}
                  />
                </Form.Item>
              ) : (
                <Form.Item label="Hours" name="hours" rules={[{ required: true, message: M.hoursInvalid }]}>
                  <Select aria-label="Hours" style={{ width: 120 }} options={hourOptions} />
                </Form.Item>
              )}
            </Space>
          )}
          {service === 'chauffeur' ? (
            <Form.Item label="Itinerary" name="itinerary" rules={required(M.itineraryRequired)}>
              <Input.TextArea rows={2} />
            </Form.Item>
          ) : (
            <Form.Item label="Instructions (optional)" name="instructions">
              <Input.TextArea rows={2} />
            </Form.Item>
          )}
          <PhonePriceCheck quote={quote.price} refusal={quote.refusal} loading={pricing} onCheck={() => void checkPrice()} />
          <CustomerLookup onPick={(customer) => form.setFieldsValue({ fullName: customer.name, email: customer.email, phone: customer.phone })} />
          <Form.Item label="Customer name" name="fullName" rules={required(M.fullNameRequired)}>
            <Input autoComplete="off" />
          </Form.Item>
          <Space wrap>
            <Form.Item label="Customer email (optional)" name="email" rules={[{ type: 'email', message: M.emailInvalid }]}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
            <Form.Item label="Customer phone" name="phone" rules={[phoneNumberRule(M.phoneRequired)]}>
              <Input type="tel" autoComplete="off" />
            </Form.Item>
          </Space>
          <Form.Item label="Payment" name="paymentMethod">
            <Select aria-label="Payment" options={PAYMENT_OPTIONS} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="agreed"
            valuePropName="checked"
            rules={[{ validator: (_rule, value) => (value ? Promise.resolve() : Promise.reject(new Error('The customer must accept the terms'))) }]}
          >
            <Checkbox>The customer accepted the terms and cancellation policy on the phone</Checkbox>
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Create Booking
            </Button>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Space>
        </Form>
      </Modal>
    </>
  );
}
