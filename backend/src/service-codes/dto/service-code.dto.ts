import { Transform } from 'class-transformer';
import { IsBoolean, IsDateString, IsEmail, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MAX_DOLLARS } from '../../domain/money.js';
import { DISCOUNT_TYPES, SUBSCRIPTION_PLAN_TYPES, type DiscountType, type SubscriptionPlanType } from '../../domain/service-codes.js';
import type { ServiceCode } from '../service-code.entity.js';
import type {
  CreateCustomCodeRequest,
  CreatePlanCodeRequest,
  ServiceCodeCheckRequest,
  ServiceCode as ServiceCodeResponse,
  ServiceCodePath,
  UpdateServiceCodeRequest,
} from '../../contracts/service-code.contract.js';

const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const CODE_MESSAGE = 'Codes use letters, digits, - and _ (at most 64)';

export class ValidateServiceCodeDto implements ServiceCodeCheckRequest {
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: 'The service code is not valid' })
  code?: string;
}

/** POST /api/service-codes: a generated code for one of the subscription plan types. */
export class CreatePlanCodeDto implements CreatePlanCodeRequest {
  @IsOptional()
  @IsEmail({}, { message: 'Invalid email address' })
  customerEmail?: string;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  customerPhone?: string;

  @IsIn(SUBSCRIPTION_PLAN_TYPES, { message: 'Please select a subscription plan type' })
  type: SubscriptionPlanType;

  @IsOptional()
  @Transform(({ value }) => (value === '' ? undefined : value))
  @Matches(CODE_PATTERN, { message: CODE_MESSAGE })
  customCode?: string;
}

/** What a code takes off and how often it may be used; shared by creation and the edit dialog. */
class CodeTermsDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  description?: string;

  @IsOptional()
  @IsIn(DISCOUNT_TYPES, { message: 'Discount type must be percentage, fixed or subscription' })
  discountType?: DiscountType;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Discount value must be a number' })
  @Min(0, { message: 'Discount value cannot be negative' })
  @Max(MAX_DOLLARS, { message: 'Discount value must be at most 100,000' })
  discountValue?: number;

  /** null = unlimited. */
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'Usage limit must be a whole number' })
  @Min(0)
  usageLimit?: number | null;

  /** Subscription codes: rides covered; null = unlimited. */
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'Total rides must be a whole number' })
  @Min(0)
  totalRides?: number | null;
}

/** POST /api/service-codes/custom (defaults 'Custom Discount', percentage, 10, limit 1). */
export class CreateCustomCodeDto extends CodeTermsDto implements CreateCustomCodeRequest {
  @IsOptional()
  @IsEmail({}, { message: 'Invalid email address' })
  customerEmail?: string;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  customerPhone?: string;

  @IsString({ message: 'Please enter a code' })
  @Matches(/\S/, { message: 'Please enter a code' })
  @Matches(CODE_PATTERN, { message: CODE_MESSAGE })
  code: string;
}

/** PATCH /api/service-codes/{id}: an empty usage limit means unlimited (null); expiration is a date or null. */
export class UpdateServiceCodeDto extends CodeTermsDto implements UpdateServiceCodeRequest {
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsDateString({}, { message: 'Expiration must be a date' })
  expiresAt?: string | null;

  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

export class ServiceCodeIdParam implements ServiceCodePath {
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { message: 'Service code not found' })
  id: string;
}

export function toServiceCodeResponse(code: ServiceCode): ServiceCodeResponse {
  return {
    id: code.id,
    code: code.code,
    description: code.description,
    discountType: code.discountType,
    discountValue: code.discountValue,
    usageLimit: code.usageLimit,
    usageCount: code.usageCount,
    totalRides: code.totalRides,
    ridesUsed: code.ridesUsed,
    planType: code.planType,
    isActive: code.isActive,
    customerEmail: code.customerEmail,
    createdAt: code.createdAt.toISOString(),
    expiresAt: code.expiresAt ? code.expiresAt.toISOString() : null,
  };
}
