import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import type { PaymentRequest } from '../../contracts/payment.contract.js';

/** The card payment request. `amount` is the browser's figure in dollars; it must equal the server's total. */
export class ProcessPaymentDto implements PaymentRequest {
  /** Card nonce from the card form ('cnon:…'), or a test card in test mode. Never logged. */
  @IsString({ message: 'sourceId is required' })
  @IsNotEmpty({ message: 'sourceId is required' })
  @MaxLength(512)
  sourceId: string;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'amount must be a number of dollars' })
  @Min(0)
  amount: number;

  /** The booking's public id ('bk_…'). */
  @IsString({ message: 'bookingId is required' })
  @IsNotEmpty({ message: 'bookingId is required' })
  @MaxLength(64)
  bookingId: string;

  /** Receipt address; defaults to the booking's e-mail. */
  @Transform(({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value))
  @IsOptional()
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254)
  customerEmail?: string;
}
