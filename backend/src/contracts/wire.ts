import { z } from 'zod';
import type { LocalDateTime as DomainLocalDateTime } from '../domain/business-time.js';
import { TERMS_SENTENCES } from '../domain/cancellation-policy.js';
import { PRICE_ITEM_KINDS } from '../domain/pricing/price-quote.js';
import { INQUIRY_ONLY_SERVICE_TYPES, SERVICE_TYPES } from '../domain/service-types.js';

// Value shapes every contract shares. Money on the wire is in dollars (the server keeps cents); dates and
// times are the business's local ones.

/** Dollars with cents, e.g. 42.5. */
export const Dollars = z.number().describe('US dollars');

/** A business-local date 'YYYY-MM-DD'. */
export const LocalDate = z.string().describe("business-local date 'YYYY-MM-DD'");

/** A business-local time 'HH:MM' (24 h). */
export const LocalTime = z.string().describe("business-local time 'HH:MM' (24 h)");

/** A business-local date and time. */
export const LocalDateTime = z.strictObject({ date: LocalDate, time: LocalTime }).meta({ id: 'LocalDateTime' }) satisfies z.ZodType<DomainLocalDateTime>;

/** A service that is priced and booked (the others are inquiries only). */
export const BookableServiceType = z.enum(SERVICE_TYPES).exclude(INQUIRY_ONLY_SERVICE_TYPES).meta({ id: 'BookableServiceType' });

/** An instant as ISO 8601 with its offset. */
export const Instant = z.string().describe('ISO 8601 instant');

/**
 * One sentence of what cancelling or moving costs, as a code and the numbers it is said with: the screens word it in
 * the reader's language (domain/cancellation-policy.ts TermsSentence).
 */
export const TermsSentence = z
  .strictObject({
    say: z.enum(TERMS_SENTENCES),
    until: Instant.optional().describe('the instant named: free until, movable until'),
    fee: z.strictObject({ amount: Dollars, percent: z.number().nullable().describe('a share of the price in percent; null for a flat fee') }).optional(),
    windowMinutes: z.number().int().optional().describe('the fee applies less than this long before the start (or the ride)'),
    windowBefore: z.enum(['start', 'ride']).optional(),
    minutes: z.number().int().optional().describe('the grace period after booking'),
    refund: Dollars.optional(),
    paid: Dollars.optional(),
  })
  .meta({ id: 'TermsSentence' });
export type TermsSentence = z.infer<typeof TermsSentence>;

/** A line of a price breakdown, as the customer and the owner see it. */
export const PriceLine = z
  .strictObject({
    label: z.string().describe("in English, as the owner's admin and the mails show it"),
    amount: Dollars,
    item: z
      .strictObject({
        kind: z.enum(PRICE_ITEM_KINDS),
        option: z.string().optional().describe("the option chosen, e.g. a package size 'large'"),
        count: z.number().int().optional().describe('bikes, hours'),
        miles: z.number().optional(),
        rate: Dollars.optional().describe('the unit price: per mile, per hour, or the minimum fare'),
        plan: z.string().optional().describe("the plan's name as the owner set it"),
        rides: z.number().int().optional(),
        percent: z.number().optional(),
      })
      .optional()
      .describe("what the line charges for, as a code and its numbers: the customer's screens word it in their language"),
  })
  .meta({ id: 'PriceLine' });
export type PriceLine = z.infer<typeof PriceLine>;

/** The body of a route that answers only that it did what was asked. */
export const Acknowledged = z.strictObject({ success: z.literal(true) }).meta({ id: 'Acknowledged' });
export type Acknowledged = z.infer<typeof Acknowledged>;
