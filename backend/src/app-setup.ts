import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import connectPgSimple from 'connect-pg-simple';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from 'helmet';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { DomainErrorFilter } from './common/domain-error.filter.js';
import { pgPoolOf } from './database/prepared-query.js';
import { originCheck } from './common/origin-check.js';
import { createValidationPipe } from './common/validation.js';
import { jsonBodyParser } from './common/json-body-parser.js';
import type { AppConfig } from './config/app-config.js';

/** Square's Web Payments SDK loads from these hosts (sandbox and production) and opens its card iframe from them. */
const SQUARE_SCRIPT_HOSTS = ['https://sandbox.web.squarecdn.com', 'https://web.squarecdn.com'];
const SQUARE_CONNECT_HOSTS = ['https://pci-connect.squareupsandbox.com', 'https://pci-connect.squareup.com', 'https://o160250.ingest.sentry.io'];
const SQUARE_FRAME_HOSTS = ['https://sandbox.web.squarecdn.com', 'https://web.squarecdn.com', 'https://*.squareupsandbox.com', 'https://*.squareup.com'];

export const SESSION_COOKIE = 'booking.sid';
/** Request bodies above this are refused with 413 (the largest real one, a booking, is a few kB). */
const REQUEST_BODY_LIMIT_BYTES = 100 * 1024;
const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

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
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  const production = config.env.NODE_ENV === 'production';
  if (config.env.TRUST_PROXY > 0) app.set('trust proxy', config.env.TRUST_PROXY);
  app.disable('x-powered-by');
  app.setGlobalPrefix('api');
  // API answers are JSON: they get the strict API policy (nothing may load, nothing may frame them). The app's
  // pages, and the API docs page, get the policy that lets the Square payment form run.
  const pageHeaders = helmet({ contentSecurityPolicy: { directives: pageCspDirectives(production) }, crossOriginEmbedderPolicy: false });
  const apiHeaders = helmet({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } });
  app.use((request: Request, response: Response, next: NextFunction) => {
    const jsonApi = isApiPath(request.path) && !request.path.startsWith('/api/docs');
    (jsonApi ? apiHeaders : pageHeaders)(request, response, next);
  });
  // API answers are small and change with every booking: an ETag (a hash of every response body, POSTs
  // included) costs more than the rare 304 saves. Static files keep theirs (serve-static sets its own).
  app.set('etag', false);

  // Before anything else reads the request: cross-site state changes are refused outright.
  app.use(originCheck((config.env.ALLOWED_ORIGINS ?? '').split(',')));
  // Our own JSON parser so a malformed or oversized body gets the same JSON error shape as everything else.
  // It keeps the exact bytes as `rawBody`: Square's webhook signature covers them, not the parsed object.
  app.use(jsonBodyParser({ limitBytes: REQUEST_BODY_LIMIT_BYTES }));
  app.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (!error) return next();
    const body = new DomainErrorFilter().toBody(error);
    response.status(body.statusCode).json(body);
  });

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
    cookie: { httpOnly: true, sameSite: 'lax', secure: production, maxAge: SESSION_IDLE_MS },
  });
  const passportMiddleware = [passport.initialize(), passport.session()];
  // Sessions only where one can exist (a login, or a request carrying our cookie): the customer's wizard
  // traffic skips the session store and passport entirely (see docs/performance.md).
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.path !== '/api/login' && !request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return next();
    sessionMiddleware(request, response, (error?: unknown) => {
      if (error) return next(error);
      passportMiddleware[0](request, response, (initError?: unknown) => (initError ? next(initError) : passportMiddleware[1](request, response, next)));
    });
  });

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new DomainErrorFilter());

  const docs = new DocumentBuilder().setTitle(`${config.env.BUSINESS_NAME} booking API`).setVersion('1').addCookieAuth(SESSION_COOKIE).build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, docs));

  serveSinglePageApp(app, config.frontendDist);
}

/** The built app on the same origin; unknown non-API paths get index.html so client routes work on reload. */
function serveSinglePageApp(app: NestExpressApplication, distDir: string): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  // The app's scripts and styles go out gzip-compressed (its size budget is counted that way); API answers
  // are small JSON and stay uncompressed, so the hot routes spend no CPU on it.
  const compress = compression();
  app.use((request: Request, response: Response, next: NextFunction) => (isApiPath(request.path) ? next() : compress(request, response, next)));
  app.useStaticAssets(distDir, { index: false, maxAge: '1h', setHeaders: (res, path) => {
    if (path.includes(`${join(distDir, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  });
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
