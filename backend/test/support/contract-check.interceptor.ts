import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { map } from 'rxjs';
import { z } from 'zod';
import { RESPONSE_CONTRACT, type ResponseContract } from '../../src/common/api-contract.js';

/**
 * Checks every answer of a route against the contract it declares with @Returns (backend/src/contracts), so
 * each API test also proves the server sends exactly the JSON the browser's types describe. An answer that
 * breaks its contract becomes a 500 (the test expecting a 2xx fails) and the difference is printed.
 */
@Injectable()
export class ContractCheckInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    const contract = Reflect.getMetadata(RESPONSE_CONTRACT, context.getHandler()) as ResponseContract | undefined;
    return next.handle().pipe(
      map((body: unknown) => {
        if (!contract) return body;
        const result = contract.schema.safeParse(body);
        if (result.success) return body;
        const route = `${context.getClass().name}.${context.getHandler().name}`;
        const problem = `${route} answered outside its contract:\n${z.prettifyError(result.error)}`;
        console.error(problem);
        throw new Error(problem);
      }),
    );
  }
}
