import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { fieldMessage, type InquiryField } from '@/features/wizard/inquiry-payload';

type Validate = (draft: Record<string, unknown>) => string[];

/** The shared rule's message (@domain INQUIRY_MESSAGES) for each field, as its catalog key. */
const FIELD_MESSAGE_KEYS = {
  name: 'booking.invalidName',
  email: 'booking.invalidEmail',
  phone: 'booking.invalidPhone',
  details: 'booking.missingDetails',
  pickupLocation: 'booking.missingPickup',
  deliveryLocation: 'booking.missingDelivery',
  itemDescription: 'booking.missingItem',
  jobAddress: 'booking.missingJobAddress',
  jobDescription: 'booking.missingJobDescription',
  preferredDate: 'booking.invalidPreferredDate',
} as const satisfies Record<InquiryField, string>;

/**
 * antd rules that ask the shared domain validator (the server runs the same one), so the inline error
 * says what a 400 would say, in the customer's language. `required` only marks the label; the validator decides.
 */
export function inquiryRules(t: TFunction, validate: Validate, field: InquiryField, required = true): FormRule[] {
  return [
    {
      required,
      validator: (_rule, value: unknown) =>
        fieldMessage(validate, field, value) ? Promise.reject(new Error(t(FIELD_MESSAGE_KEYS[field]))) : Promise.resolve(),
    },
  ];
}
