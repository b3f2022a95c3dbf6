import fastifyCookie, { Signer } from '@fastify/cookie';
import Fastify from 'fastify';
import { gatedSession } from './session-gate.js';

// The session plugin runs only where the gate lets it: elsewhere no session is built, no cookie is set.
describe('gatedSession', () => {
  const appWith = async (canHaveSession: (url: string) => boolean) => {
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(
      gatedSession((request) => canHaveSession(request.url)),
      {
        // A signer, as app-setup.ts passes it (given a string the plugin loads @fastify/cookie's signer itself).
        secret: new Signer('a-session-secret-of-at-least-32-characters!'),
        cookie: { secure: false },
      },
    );
    app.get('/visit', (request) => {
      if (request.session) request.session.set('authenticatedAt', 1);
      return { hasSession: request.session !== null };
    });
    // Over a real socket: inject()'s cookie module is ESM-only, which Jest cannot load here.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, visit: () => fetch(`${address}/visit`) };
  };

  it('builds and saves a session where the gate allows one', async () => {
    const { app, visit } = await appWith(() => true);
    const answer = await visit();
    expect(await answer.json()).toEqual({ hasSession: true });
    expect(answer.headers.get('set-cookie')).toEqual(expect.stringContaining('sessionId='));
    await app.close();
  });

  it('leaves the request without a session, and the answer without a cookie, where it does not', async () => {
    const { app, visit } = await appWith((url) => url !== '/visit');
    const answer = await visit();
    expect(await answer.json()).toEqual({ hasSession: false });
    expect(answer.headers.get('set-cookie')).toBeNull();
    await app.close();
  });
});
