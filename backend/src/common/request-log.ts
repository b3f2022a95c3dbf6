import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { printsInfoLines } from './log-levels.js';
import { loggedPath } from './request-path.js';

/**
 * One structured line per answered request, with its id (X-Request-Id, see request-id.ts). Only the path is logged (without manage tokens), never the query string or body:
 * those carry addresses, names and card tokens. Where info lines are not printed, nothing is built at all.
 */
export function registerRequestLog(fastify: FastifyInstance, logLevel: AppConfig['env']['LOG_LEVEL']): void {
  if (!printsInfoLines(logLevel)) return;
  const logger = new Logger('HTTP');
  fastify.addHook('onResponse', (request, reply, done) => {
    logger.log({
      msg: 'request',
      requestId: request.id,
      method: request.method,
      path: loggedPath(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    });
    done();
  });
}
