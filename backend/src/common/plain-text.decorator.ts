import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { cleanTextInput, isAllowedText, textRefusalMessage, type TextKind } from '../domain/text-rules.js';

/**
 * A free-text request field held to domain/text-rules: bidi controls are stripped before validation, and
 * control characters its kind does not allow are refused with a message naming the field by `label`, its
 * form label. Only strings are judged: the field's own type check (`@IsString`) refuses other values.
 */
function PlainText(kind: TextKind, label: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => cleanTextInput(value)),
    ValidateBy(
      { name: `${kind}Text`, validator: { validate: (value: unknown) => typeof value !== 'string' || isAllowedText(value, kind) } },
      { message: textRefusalMessage(label, kind) },
    ),
  );
}

/** Names, addresses, email, phone, short answers: one line, no control characters. */
export const SingleLineText = (label: string): PropertyDecorator => PlainText('single-line', label);

/** Instructions, descriptions, notes: line breaks and tabs allowed, other control characters not. */
export const MultiLineText = (label: string): PropertyDecorator => PlainText('multi-line', label);
