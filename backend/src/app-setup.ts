import fastifyCompress from '@fastify/compress';
import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifySession, { type FastifySessionObject, type SessionStore } from '@fastify/session';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import connectPgSimple from 'connect-pg-simple';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { appPageHtml, appPageNameOf, paragraphsFirstPaintHtml, withFirstPaintContent } from './common/app-page.js';
import { BookingsService } from './bookings/bookings.service.js';
import { ManageBookingsService } from './bookings/manage-bookings.service.js';
import { DomainErrorFilter } from './common/domain-error.filter.js';
import { registerBodyParsers } from './common/json-body-parser.js';
import { refuseNulInUrl } from './common/nul-in-url.js';
import { allowedOrigins, originCheck } from './common/origin-check.js';
import { registerRequestLog } from './common/request-log.js';
import { registerSecurityHeaders } from './common/security-headers.js';
import { gatedSession } from './common/session-gate.js';
import { isApiPath, pathOf } from './common/request-path.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/app-config.js';
import { LiveSitePages } from './config/live-site-pages.js';
import { pageParagraphs } from './domain/site-pages.js';
import { pgConnectionConfig } from './database/typeorm-options.js';

/** Square's Web Payments SDK loads from these hosts (sandbox and production) and opens its card iframe from them. */
const SQUARE_SCRIPT_HOSTS = ['https://sandbox.web.squarecdn.com', 'https://web.squarecdn.com'];
const SQUARE_CONNECT_HOSTS = ['https://pci-connect.squareupsandbox.com', 'https://pci-connect.squareup.com', 'https://o160250.ingest.sentry.io'];
const SQUARE_FRAME_HOSTS = ['https://sandbox.web.squarecdn.com', 'https://web.squarecdn.com', 'https://*.squareupsandbox.com', 'https://*.squareup.com'];

export const SESSION_COOKIE = 'booking.sid';
const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

/** JSON answers: nothing may load in them or frame them. */
const API_HEADERS: HelmetOptions = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } };

/** The app's pages and the API docs page: the policy that lets the Square payment form run. */
function pageHeaders(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...SQUARE_SCRIPT_HOSTS],
        // Ant Design injects its CSS-in-JS as <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...SQUARE_SCRIPT_HOSTS],
        imgSrc: ["'self'", 'data:', ...SQUARE_SCRIPT_HOSTS],
        fontSrc: ["'self'", 'data:', ...SQUARE_SCRIPT_HOSTS],
        connectSrc: ["'self'", ...SQUARE_CONNECT_HOSTS],
        frameSrc: SQUARE_FRAME_HOSTS,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** Everything main.ts and the tests share: security headers, sessions, validation, errors, docs and the SPA. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const production = config.env.NODE_ENV === 'production';
  const fastify = app.getHttpAdapter().getInstance();
  app.setGlobalPrefix('api');

  // JSON API answers get the strict API policy and no compression: they are small, so the hot routes spend no
  // CPU on it (each route says so once, when it is registered). The app's pages and files, and the API docs page,
  // get the page policy; the app's scripts and styles go out gzip-compressed (its size budget is counted that way).
  registerSecurityHeaders(fastify, { api: API_HEADERS, page: pageHeaders(production) });
  fastify.addHook('onRoute', (route) => {
    if (isApiPath(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, { encodings: ['gzip', 'deflate'], globalDecompression: false });

  // Before anything else reads the request: cross-site state changes are refused outright.
  fastify.addHook('onRequest', originCheck(allowedOrigins(config.env.PUBLIC_BASE_URL, (config.env.ALLOWED_ORIGINS ?? '').split(','))));
  registerBodyParsers(app);
  fastify.addHook('onRequest', refuseNulInUrl);
  registerRequestLog(fastify, config.env.LOG_LEVEL);
  await registerSessions(app, fastify, config, production);

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new DomainErrorFilter());

  const docs = new DocumentBuilder().setTitle(`${config.env.BUSINESS_NAME} booking API`).setVersion('1').addCookieAuth(SESSION_COOKIE).build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, docs));

  serveSinglePageApp(app, fastify, config.frontendDist, config.env.BUSINESS_NAME, config.env.PUBLIC_BASE_URL);
}

/**
 * The owner's login session: @fastify/session with connect-pg-simple's store in the `session` table, on a
 * small pool of its own. Only a login writes a row (anonymous wizard traffic never does); the cookie is
 * HttpOnly, SameSite=Lax, Secure in production (behind a trusted proxy its X-Forwarded-Proto tells whether the
 * request came over HTTPS: Fastify's `trustProxy`), and expires after 2 h without a request.
 */
async function registerSessions(app: NestFastifyApplication, fastify: FastifyInstance, config: AppConfig, production: boolean): Promise<void> {
  const logger = new Logger('Sessions');
  // connect-pg-simple extends the store base class of the session module it is given; @fastify/session's
  // README lists express-session stores as compatible. Its types name express-session's module.
  const PgStore = connectPgSimple(fastifySession as unknown as Parameters<typeof connectPgSimple>[0]);
  const store = new PgStore({
    // The owner's requests only: a few connections are plenty.
    conObject: { ...pgConnectionConfig(app.get(DataSource)), max: 4 },
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    errorLog: (message: string, error: unknown) => logger.error(`${message} ${error instanceof Error ? error.message : String(error)}`),
  });
  fastify.addHook('onClose', () => store.close());
  // With `rolling`, @fastify/session saves the session at the end of every request of a login. Saved whole, as
  // an upsert, a request still in flight would bring back the row that logout or a password reset had just
  // deleted; so a session saved unchanged only gets its expiry renewed (`touch`, an UPDATE), as express-session did.
  const sessionStore: SessionStore = {
    get: (sid, callback) => store.get(sid, callback),
    destroy: (sid, callback) => store.destroy(sid, callback),
    set: (sid, session, callback) => ((session as FastifySessionObject).isModified() ? store.set(sid, session, callback) : store.touch(sid, session, callback)),
  };

  await app.register(fastifyCookie);
  // Sessions only where one can exist: the logins (password, sign-in link), and requests carrying our cookie (common/session-gate.ts).
  const loginPaths = new Set(['/api/login', '/api/login/link']);
  const canHaveSession = (request: FastifyRequest) => loginPaths.has(pathOf(request.url)) || request.headers.cookie?.includes(`${SESSION_COOKIE}=`) === true;
  await app.register(gatedSession(canHaveSession), {
    cookieName: SESSION_COOKIE,
    // A signer, not the secret itself: given a string, the plugin loads @fastify/cookie's signer on its own,
    // from wherever npm happened to place that package.
    secret: new Signer(config.sessionSecret),
    // express-session's form of the cookie value (the same signature): logins from before the move still work.
    cookiePrefix: 's:',
    store: sessionStore,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: production, maxAge: SESSION_IDLE_MS },
  });

  // passport's session strategy puts the logged-in owner on the request (SessionSerializer reads the account);
  // only a session that holds a login has one to restore.
  const restoreUser = passport.session() as unknown as (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
  fastify.addHook('onRequest', (request, reply, done) => (request.session?.passport?.user === undefined ? done() : restoreUser(request, reply, done)));
}

/** The built app on the same origin; unknown non-API paths get index.html so client routes work on reload. */
function serveSinglePageApp(app: NestFastifyApplication, fastify: FastifyInstance, distDir: string, businessName: string, publicBaseUrl: string): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const assetsDir = join(distDir, 'assets');
  app.useStaticAssets({
    root: distDir,
    prefix: '/',
    index: false,
    // The files are the build's: each gets its own route now, and every other path falls through to the app.
    wildcard: false,
    // The build's brotli copies (assets/<file>.br, frontend/tools/precompress.ts) to browsers that accept them; the
    // others get the file gzipped on the fly.
    preCompressed: true,
    maxAge: '1h',
    // @fastify/static hands over its reply (Nest's type for it names a Node response).
    setHeaders: (reply, path) => {
      if (path.startsWith(assetsDir)) (reply as unknown as FastifyReply).header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const indexHtml = appPageHtml(readFileSync(indexFile, 'utf8'), businessName, publicBaseUrl);
  // The build's per-route pages (frontend/tools/app-pages.ts): each preloads its route's code, some are prerendered.
  const pagesDir = join(distDir, 'pages');
  const pages = new Map(
    (existsSync(pagesDir) ? readdirSync(pagesDir) : [])
      .filter((file) => file.endsWith('.html'))
      .map((file) => [file.slice(0, -'.html'.length), appPageHtml(readFileSync(join(pagesDir, file), 'utf8'), businessName, publicBaseUrl)]),
  );
  const bookings = app.get(BookingsService);
  const manage = app.get(ManageBookingsService);
  const sitePages = app.get(LiveSitePages);
  const pageLog = new Logger('AppPage');
  /**
   * What a page shows in its first paint before its scripts run, if anything: a checkout's and a manage page's
   * booking (bookings/booking-preview.ts), private to that booking and so never stored by a cache; a footer page's
   * own words. Should a lookup fail, the page still goes out, as it would for an unknown booking.
   */
  const firstPaintOf = async (pageName: string | null, request: FastifyRequest): Promise<{ html: string; private: boolean } | null> => {
    if (pageName === 'about' || pageName === 'privacy' || pageName === 'terms') {
      return { html: paragraphsFirstPaintHtml(pageParagraphs(sitePages.texts[pageName])), private: false };
    }
    const lookup =
      pageName === 'checkout'
        ? bookings.checkoutPreview((request.query as { bookingId?: unknown }).bookingId)
        : pageName === 'manage'
          ? manage.pagePreview(pathOf(request.url).slice('/manage/'.length), request.ip)
          : null;
    const html = await (lookup ?? Promise.resolve(null)).catch((error: unknown) => {
      pageLog.warn({ msg: `${pageName} page without its booking summary`, error: error instanceof Error ? error.message : String(error) });
      return null;
    });
    return html ? { html, private: true } : null;
  };
  const answerAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pageName = appPageNameOf(pathOf(request.url));
    const page = pages.get(pageName ?? '') ?? indexHtml;
    const firstPaint = await firstPaintOf(pageName, request);
    return reply
      .header('Cache-Control', firstPaint?.private ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(firstPaint ? withFirstPaintContent(page, firstPaint.html) : page);
  };
  fastify.get('/', answerAppPage);
  fastify.get('/*', answerAppPage);
  // An unknown API path gets the not-found answer of every other unknown route (and the API's headers), not the app's page.
  const notFound = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
  fastify.get('/api', notFound);
  fastify.get('/api/*', notFound);
}
