import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';

/** Where a handler's response contract is kept, for the API docs and for the tests that check every answer. */
export const RESPONSE_CONTRACT = 'booking:response-contract';

export interface ResponseContract {
  status: number;
  schema: z.ZodType;
}

/**
 * Declares what a route answers with: the contract's schema (backend/src/contracts) becomes the response body
 * in /api/docs, and the API tests check every answer of the route against it.
 */
export function Returns(schema: z.ZodType, { status = 200, description = 'OK' }: { status?: number; description?: string } = {}) {
  const contract: ResponseContract = { status, schema };
  return applyDecorators(ApiResponse({ status, description, standardSchema: schema }), SetMetadata(RESPONSE_CONTRACT, contract));
}
