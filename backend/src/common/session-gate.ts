import { fastifySession, type FastifySessionOptions } from '@fastify/session';
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * @fastify/session, run only for the requests that can have a session: `canHaveSession` (a login, or a request
 * carrying our cookie). The plugin itself has no way to skip a request: for every cookie-less request of the
 * customer's wizard it builds and signs an empty session (12-15 µs), which took check-availability and quotes
 * below their `make bench` targets (docs/performance.md, "Framework glue"). So the plugin is registered as it
 * is, on a view of Fastify whose `addHook` puts that test in front of each of its hooks; everything else it
 * does (decorators, the store, cookies) is the plugin's own. Skipped requests keep `request.session` null.
 */
export function gatedSession(canHaveSession: (request: FastifyRequest) => boolean): FastifyPluginCallback<FastifySessionOptions> {
  return fp<FastifySessionOptions>(
    (fastify, options, done) => {
      const gatedAddHook = (name: string, hook: (request: FastifyRequest, ...rest: unknown[]) => unknown) =>
        fastify.addHook(
          name as 'onRequest',
          function (this: FastifyInstance, request: FastifyRequest, ...rest: unknown[]) {
            if (canHaveSession(request)) return hook.call(this, request, ...rest);
            // The hook's last argument is its `done`; an onSend `done()` keeps the payload as it is.
            (rest[rest.length - 1] as () => void)();
          } as never,
        );
      // Every other member is the real instance's, bound to it, so decorators land on Fastify itself.
      const gated = new Proxy(fastify, {
        get: (target, property) => {
          if (property === 'addHook') return gatedAddHook;
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      fastifySession(gated, options, done);
    },
    { fastify: '5.x', name: 'gated-session', dependencies: ['@fastify/cookie'] },
  );
}
