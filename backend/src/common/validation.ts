import { ValidationPipe } from '@nestjs/common';
import { memoizeValidationMetadata } from './validation-metadata-memo.js';

/** The one validation setup: unknown fields are refused, known ones are converted to their declared types. */
export function createValidationPipe(): ValidationPipe {
  memoizeValidationMetadata();
  return new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: false });
}
