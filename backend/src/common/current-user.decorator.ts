import { createParamDecorator, ExecutionContext } from '@nestjs/common';

import { sessionRequestOf } from './session-request.js';

/** The logged-in owner, as passport put it on the session's request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => sessionRequestOf(context).user);
