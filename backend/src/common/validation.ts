import { ValidationPipe } from '@nestjs/common';

/** The one validation setup: unknown fields are refused, known ones are converted to their declared types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: false });
}
