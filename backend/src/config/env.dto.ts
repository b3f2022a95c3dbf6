import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsIn, IsInt, IsJSON, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const blankToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** The Twilio settings are checked once any of them is set: a partial set stops the start, naming what is missing. */
const twilioPartlySet = (env: EnvDto) => Boolean(env.TWILIO_ACCOUNT_SID || env.TWILIO_AUTH_TOKEN || env.TWILIO_FROM);
const TWILIO_ALL_OR_NONE = { message: 'is required with the other Twilio settings: all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, or none' };

/**
 * Every setting the server reads. `.env.example` lists the same names with comments;
 * `validateEnv` is the only place that reads process.env.
 */
export class EnvDto {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsString()
  HOST = '127.0.0.1';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  /** postgres://user:pass@host:port/db. Unset: an embedded PostgreSQL is started with its data under DATA_DIR. */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// connection URL' })
  DATABASE_URL?: string = undefined;

  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(65535)
  EMBEDDED_PG_PORT = 54329;

  /** Runtime folder for the embedded database, generated local secrets and mail files. Relative to the repository root. */
  @IsString()
  DATA_DIR = 'var';

  /**
   * Folder of the database backups (nightly at 03:00 business time, `make backup`, before migrations at a start).
   * Relative to the repository root. Unset: DATA_DIR/backups. The nightly backup is off when NODE_ENV=test.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  BACKUP_DIR?: string = undefined;

  /** Folder with the built single-page app; served on / with history fallback. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  FRONTEND_DIST?: string = undefined;

  @IsString()
  BUSINESS_TIME_ZONE = 'America/Denver';

  @IsString()
  @MinLength(1)
  BUSINESS_NAME = 'Ogden Rides & Deliveries';

  @IsEmail()
  OWNER_EMAIL = 'owner@example.com';

  @Matches(/^[0-9+()\-. ]{10,20}$/, { message: 'must be a phone number such as (801) 555-0100' })
  OWNER_PHONE = '(801) 555-0100';

  /** The header's 'Company Website' link. Unset: the site itself (PUBLIC_BASE_URL). */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false })
  COMPANY_WEBSITE_URL?: string = undefined;

  @IsString()
  @MinLength(3)
  ADMIN_USERNAME = 'admin';

  /** Unset outside production: a random password is generated once and written to DATA_DIR/admin-password.txt. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(12, { message: 'must be at least 12 characters' })
  ADMIN_PASSWORD?: string = undefined;

  /** Signs the session cookie. Unset outside production: generated once into DATA_DIR/session-secret. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'must be at least 32 characters' })
  SESSION_SECRET?: string = undefined;

  /**
   * Address customers and the owner reach the site at: links in mails, and the one origin allowed to send
   * state-changing requests. Unset: http://HOST:PORT (a wildcard HOST reads as localhost), see validateEnv.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_BASE_URL?: string = undefined;

  /**
   * Extra origins allowed to send state-changing requests (comma-separated, e.g. https://book.example.com).
   * The site's own origin is always allowed; anything else is refused with 403.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/[^\s,]+(,\s*https?:\/\/[^\s,]+)*$/, { message: 'must be comma-separated origins such as https://book.example.com' })
  ALLOWED_ORIGINS?: string = undefined;

  /** Number of reverse proxies in front of the app (for client IPs and Secure cookies); 0 = none. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  TRUST_PROXY = 0;

  /** Optional built-in code that waives payment; unset = none. Treat it like a password. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'must be at least 8 characters' })
  MASTER_SERVICE_CODE?: string = undefined;

  @IsIn(['offline', 'google', 'osm'])
  GEO_PROVIDER: 'offline' | 'google' | 'osm' = 'offline';

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_MAPS_API_KEY?: string = undefined;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false })
  GOOGLE_MAPS_BASE_URL?: string = undefined;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false })
  NOMINATIM_URL?: string = undefined;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false })
  PHOTON_URL?: string = undefined;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false })
  OSRM_URL?: string = undefined;

  /** Offline distance = great-circle miles x this factor. */
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsNumber()
  @Min(1)
  @Max(3)
  ROAD_FACTOR = 1.2;

  /** Earliest booking = now + this many minutes. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  MIN_LEAD_MINUTES = 60;

  /** Last bookable day = today + this many days. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  MAX_DAYS_AHEAD = 60;

  /** The personal driver needs this much notice. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  CHAUFFEUR_NOTICE_HOURS = 24;

  /** Every service must end by this local time (HH:MM). */
  @Matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: 'must be a time HH:MM' })
  DAY_END = '18:00';

  /** Deliveries per 2-hour window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  DELIVERY_WINDOW_CAPACITY = 3;

  /** Inquiries one client may send per hour (each one mails the owner). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  INQUIRY_RATE_LIMIT_PER_HOUR = 5;

  /** Minutes an unpaid booking keeps its slot once the customer has reached the payment form. */
  @Transform(toInt)
  @IsInt()
  @Min(5)
  PAYMENT_HOLD_MINUTES = 30;

  /**
   * Minutes a new unpaid booking keeps its slot before the customer reaches the payment form: a booking
   * nobody goes on to pay gives its slot back soon.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  CHECKOUT_START_MINUTES = 10;

  /** Live unpaid bookings one client address, one e-mail address or one phone number may hold at once. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  UNPAID_HOLDS_PER_CLIENT = 2;

  /** Booking requests one client address may send per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  BOOKING_RATE_LIMIT_PER_HOUR = 10;

  /** Address suggestion lookups one client address may send per hour (common/rate-limit-lookups.ts has the measure). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  ADDRESS_SUGGESTIONS_RATE_LIMIT_PER_HOUR = 600;

  /** Free-time lists (the time picker) one client address may ask for per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  FREE_TIMES_RATE_LIMIT_PER_HOUR = 300;

  /** Availability checks one client address may send per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  AVAILABILITY_CHECK_RATE_LIMIT_PER_HOUR = 120;

  /** Quotes one client address may ask for per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  QUOTE_RATE_LIMIT_PER_HOUR = 60;

  /** Wrong service codes one client address may try per 15 minutes; after that every code is refused until they are over. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SERVICE_CODE_FAILURE_LIMIT = 5;

  /** JSON object overriding entries of the price table (see backend/src/domain/pricing/pricing-table.ts); amounts in cents. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsJSON()
  PRICING_TABLE_JSON?: string = undefined;

  /** Square account for card payments. With no credentials the site runs in a labelled test mode (simulated cards). */
  @IsIn(['sandbox', 'production'])
  SQUARE_ENVIRONMENT: 'sandbox' | 'production' = 'sandbox';

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  SQUARE_APPLICATION_ID?: string = undefined;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  SQUARE_LOCATION_ID?: string = undefined;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  SQUARE_ACCESS_TOKEN?: string = undefined;

  /** Signature key of the webhook subscription (Square Developer Console); unset = webhooks refused. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  SQUARE_WEBHOOK_SIGNATURE_KEY?: string = undefined;

  /** The notification URL exactly as registered with Square; it is part of what Square signs. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  SQUARE_WEBHOOK_URL?: string = undefined;

  /** Only to point the Square client elsewhere (tests); default from SQUARE_ENVIRONMENT. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false })
  SQUARE_BASE_URL?: string = undefined;

  /** How long one call to Square may take before its outcome counts as unknown, in milliseconds. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120000)
  PAYMENT_TIMEOUT_MS = 10000;

  @IsIn(['debug', 'info', 'warn', 'error', 'silent'])
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' | 'silent' = 'info';

  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. Unset: mails are written as .eml files to DATA_DIR/mail. */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s]+$/, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string = undefined;

  /** The From header of every mail: an address, optionally with a display name. */
  @Matches(/^([^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, { message: 'must be an address such as Name <no-reply@example.com>' })
  MAIL_FROM = 'Ogden Rides & Deliveries <no-reply@localhost>';

  /** Seconds between runs of the mail sender; 0 = off. Unset: 5, or off when NODE_ENV=test. */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(0)
  MAIL_SEND_INTERVAL_SECONDS?: number = undefined;

  /** Twilio account for text messages: all three or none. None: texts are off (the admin's outbox says so). */
  @Transform(blankToUndefined)
  @ValidateIf(twilioPartlySet)
  @IsDefined(TWILIO_ALL_OR_NONE)
  @Matches(/^AC[0-9a-fA-F]{32}$/, { message: 'must be an account SID: AC and 32 hex digits' })
  TWILIO_ACCOUNT_SID?: string = undefined;

  @Transform(blankToUndefined)
  @ValidateIf(twilioPartlySet)
  @IsDefined(TWILIO_ALL_OR_NONE)
  @MinLength(16, { message: 'must be the auth token of the account (Twilio Console)' })
  TWILIO_AUTH_TOKEN?: string = undefined;

  /** The number texts come from, a Twilio number of the account in E.164 form, e.g. +18015550100. */
  @Transform(blankToUndefined)
  @ValidateIf(twilioPartlySet)
  @IsDefined(TWILIO_ALL_OR_NONE)
  @Matches(/^\+[1-9][0-9]{7,14}$/, { message: 'must be a phone number in E.164 form such as +18015550100' })
  TWILIO_FROM?: string = undefined;

  /** Only to point the Twilio client elsewhere (tests); default https://api.twilio.com. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false })
  TWILIO_API_BASE_URL?: string = undefined;
}

/** The settings as validateEnv returns them: defaults that follow other settings are filled in. */
export type Settings = EnvDto & { PUBLIC_BASE_URL: string; COMPANY_WEBSITE_URL: string };
