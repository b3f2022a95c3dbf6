import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { appPageHtml } from './common/app-page.js';
import { DomainErrorFilter } from './common/domain-error.filter.js';
import { registerBodyParsers } from './common/json-body-parser.js';
import { refuseNulInUrl } from './common/nul-in-url.js';
import { allowedOrigins, originCheck } from './common/origin-check.js';
import { registerRequestLog } from './common/request-log.js';
import { isApiPath, pathOf } from './common/request-path.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/app-config.js';
import { pgPoolOf } from './database/prepared-query.js';

/** Square's Web Payments SDK loads from these hosts (sandbox and production) and opens its card iframe from them. */
const SQUARE_SCRIPT_HOSTS = ['https://sandbox.web.squarecdn.com', 'https://web.squarecdn.com'];
const SQUARE_CONNECT_HOSTS = ['https://pci-connect.squareupsandbox.com', 'https://pci-connect.squareup.com', 'https://o160250.ingest.sentry.io'];
const SQUARE_FRAME_HOSTS = ['https://sandbox.web.squarecdn.com', 'https://web.squarecdn.com', 'https://*.squareupsandbox.com', 'https://*.squareup.com'];

export const SESSION_COOKIE = 'booking.sid';
/** Request bodies above this are refused with 413 (the largest real one, a booking, is a few kB). */
const REQUEST_BODY_LIMIT_BYTES = 100 * 1024;
const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

/** Connect-style middleware (helmet, express-session, passport, compression), run on Fastify's Node request. */
type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** Runs connect-style middleware on the Node request and response beneath Fastify's, then goes on. */
function onNodeRequest(middleware: NodeMiddleware, request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void {
  middleware(request.raw, reply.raw, (error) => done(error as Error | undefined));
}
function pageCspDirectives(production: boolean) {
  return {
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
  };
}

/** Everything main.ts and the tests share: security headers, sessions, validation, errors, docs and the SPA. */
export function configureApp(app: NestFastifyApplication, config: AppConfig): void {
  const production = config.env.NODE_ENV === 'production';
  const fastify = app.getHttpAdapter().getInstance();
  app.setGlobalPrefix('api');
  // API answers are JSON: they get the strict API policy (nothing may load, nothing may frame them). The app's
  // pages, and the API docs page, get the policy that lets the Square payment form run.
  const pageHeaders = helmet({ contentSecurityPolicy: { directives: pageCspDirectives(production) }, crossOriginEmbedderPolicy: false });
  const apiHeaders = helmet({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } });
  fastify.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request.url);
    const jsonApi = isApiPath(path) && !path.startsWith('/api/docs');
    onNodeRequest(jsonApi ? apiHeaders : pageHeaders, request, reply, done);
  });

  // Before anything else reads the request: cross-site state changes are refused outright.
  fastify.addHook('onRequest', originCheck(allowedOrigins(config.env.PUBLIC_BASE_URL, (config.env.ALLOWED_ORIGINS ?? '').split(','))));
  // Our own parsers so a malformed or oversized body gets the same JSON error shape as everything else.
  // They keep the exact bytes as `rawBody`: Square's webhook signature covers them, not the parsed object.
  registerBodyParsers(fastify, { limitBytes: REQUEST_BODY_LIMIT_BYTES });
  fastify.addHook('onRequest', refuseNulInUrl);
  registerRequestLog(fastify, config.env.LOG_LEVEL);

  const PgStore = connectPgSimple(session);
  const pool = pgPoolOf(app.get(DataSource));
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new PgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    // Anonymous wizard traffic must not create session rows: only a login writes one.
    saveUninitialized: false,
    resave: false,
    rolling: true,
    // Behind a trusted proxy, its X-Forwarded-Proto tells whether the Secure cookie may be sent.
    proxy: config.env.TRUST_PROXY > 0,
    cookie: { httpOnly: true, sameSite: 'lax', secure: production, maxAge: SESSION_IDLE_MS },
  }) as NodeMiddleware;
  const passportInitialize = passport.initialize() as NodeMiddleware;
  const passportSession = passport.session() as NodeMiddleware;
  // Sessions only where one can exist (a login, or a request carrying our cookie): the customer's wizard
  // traffic skips the session store and passport entirely (see docs/performance.md). They work on the Node
  // request, where the guards read them (common/session-request.ts).
  fastify.addHook('onRequest', (request, reply, done) => {
    if (pathOf(request.url) !== '/api/login' && !request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return done();
    onNodeRequest(sessionMiddleware, request, reply, (error) => {
      if (error) return done(error);
      onNodeRequest(passportInitialize, request, reply, (initError) => (initError ? done(initError) : onNodeRequest(passportSession, request, reply, done)));
    });
  });

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new DomainErrorFilter());

  const docs = new DocumentBuilder().setTitle(`${config.env.BUSINESS_NAME} booking API`).setVersion('1').addCookieAuth(SESSION_COOKIE).build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, docs));

  serveSinglePageApp(app, fastify, config.frontendDist, config.env.BUSINESS_NAME);
}

/** The built app on the same origin; unknown non-API paths get index.html so client routes work on reload. */
function serveSinglePageApp(app: NestFastifyApplication, fastify: FastifyInstance, distDir: string, businessName: string): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  // The app's scripts and styles go out gzip-compressed (its size budget is counted that way); API answers
  // are small JSON and stay uncompressed, so the hot routes spend no CPU on it.
  const compress = compression() as NodeMiddleware;
  fastify.addHook('onRequest', (request, reply, done) => (isApiPath(pathOf(request.url)) ? done() : onNodeRequest(compress, request, reply, done)));
  const assetsDir = join(distDir, 'assets');
  app.useStaticAssets({
    root: distDir,
    prefix: '/',
    index: false,
    // The files are the build's: each gets its own route now, and every other path falls through to the app.
    wildcard: false,
    maxAge: '1h',
    // @fastify/static hands over its reply (Nest's type for it names a Node response).
    setHeaders: (reply, path) => {
      if (path.startsWith(assetsDir)) (reply as unknown as FastifyReply).header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const indexHtml = appPageHtml(readFileSync(indexFile, 'utf8'), businessName);
  const answerAppPage = (request: FastifyRequest, reply: FastifyReply) => {
    // An unknown API path gets the not-found answer of every other unknown route, not the app's page.
    if (isApiPath(pathOf(request.url))) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  };
  fastify.get('/', answerAppPage);
  fastify.get('/*', answerAppPage);
}
