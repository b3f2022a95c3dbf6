import type { FormRule } from 'antd';
import { fieldMessage, type InquiryField } from '@/features/wizard/inquiry-payload';

type Validate = (draft: Record<string, unknown>) => string[];

/**
 * antd rules that ask the shared domain validator (the server runs the same one), so the inline error
 * is word for word what a 400 would say. `required` only marks the label; the validator decides.
 */
export function inquiryRules(validate: Validate, field: InquiryField, required = true): FormRule[] {
  return [
    {
      required,
      validator: (_rule, value: unknown) => {
        const message = fieldMessage(validate, field, value);
        return message ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    },
  ];
}
