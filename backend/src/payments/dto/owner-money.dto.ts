import { IsBoolean, IsIn, IsNumber, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import type { HandPaymentRequest, OwnerRefundRequest, PayLinkRequest, PaymentsListQuery } from '../../contracts/money.contract.js';
import { HAND_PAYMENT_METHODS, type HandPaymentMethod } from '../../domain/payment-methods.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false } as const;
/** More than any one booking of this business costs: a typo, not a payment. */
const MAX_AMOUNT = 100_000;

/** POST /api/admin/bookings/{id}/refunds. */
export class OwnerRefundDto implements OwnerRefundRequest {
  @IsUUID('all', { message: 'Payment not found' })
  paymentId: string;

  @IsNumber(AMOUNT, { message: 'Refund amount must be in dollars with at most 2 decimals' })
  @Min(0.01, { message: 'Refund amount must be at least $0.01' })
  @Max(MAX_AMOUNT, { message: 'Refund amount is too large' })
  amount: number;

  @IsString({ message: 'Please give a reason for the refund' })
  @MinLength(3, { message: 'Please give a reason for the refund' })
  @MaxLength(300, { message: 'The reason must be at most 300 characters' })
  reason: string;

  @IsUUID('all', { message: 'requestKey must be a UUID' })
  requestKey: string;
}

/** POST /api/admin/bookings/{id}/payments. */
export class HandPaymentDto implements HandPaymentRequest {
  @IsIn(HAND_PAYMENT_METHODS, { message: 'Payment method must be cash, check or other' })
  method: HandPaymentMethod;

  @IsNumber(AMOUNT, { message: 'Amount must be in dollars with at most 2 decimals' })
  @Min(0.01, { message: 'Amount must be at least $0.01' })
  @Max(MAX_AMOUNT, { message: 'Amount is too large' })
  amount: number;

  /** Business-local; a day that does not exist or lies ahead is refused by the service. */
  @Matches(DATE, { message: 'Please enter the day the money came in (YYYY-MM-DD)' })
  receivedOn: string;

  @IsOptional()
  @IsString({ message: 'Note must be text' })
  @MaxLength(300, { message: 'The note must be at most 300 characters' })
  note?: string;
}

/** POST /api/admin/bookings/{id}/pay-link. */
export class PayLinkDto implements PayLinkRequest {
  @IsOptional()
  @IsBoolean({ message: 'byText must be true or false' })
  byText?: boolean;
}

/** GET /api/admin/payments?from=&to=. */
export class PaymentsListQueryDto implements PaymentsListQuery {
  @Matches(DATE, { message: 'The first day is not a date (YYYY-MM-DD)' })
  from: string;

  @Matches(DATE, { message: 'The last day is not a date (YYYY-MM-DD)' })
  to: string;
}
