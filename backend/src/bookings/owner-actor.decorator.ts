import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { HistoryActor } from './booking-history.entity.js';
import { sessionRequestOf } from '../common/session-request.js';
import { ownerActor } from './booking-history.js';

/** The logged-in owner as a history actor, 'owner:<username>'. Use only behind AuthenticatedGuard. */
export const OwnerActor = createParamDecorator((_data: unknown, context: ExecutionContext): HistoryActor => {
  const user = sessionRequestOf(context).user as { username?: string } | undefined;
  return ownerActor(user?.username ?? 'unknown');
});
