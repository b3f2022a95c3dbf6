import { z } from 'zod';
import { Dollars } from './wire.js';
import { ServiceCode } from './service-code.contract.js';

// The owner's customer directory and profiles (backend/src/customers/customers.controller.ts). Customers are
// grouped on their phone number's digits, as the bookings are; the figures come from their bookings.

const Name = {
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string().describe("the full name's last word; '' for a one-word name"),
};

/** One entry of the directory. */
export const CustomerDirectoryEntry = z
  .strictObject({
    id: z.string().describe('the phone digits'),
    name: z.string().describe('the full name'),
    ...Name,
    businessName: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
    bookingsCount: z.number().int(),
    totalSpent: Dollars.describe('bookings not cancelled and not awaiting their card payment'),
    notes: z.string().describe("the owner's notes; empty when none"),
  })
  .meta({ id: 'CustomerDirectoryEntry' });
export type CustomerDirectoryEntry = z.infer<typeof CustomerDirectoryEntry>;

/** GET /api/customers: everyone who booked, most recently booked first (at most 2000). */
export const CustomerDirectory = z.strictObject({ customers: z.array(CustomerDirectoryEntry) }).meta({ id: 'CustomerDirectory' });
export type CustomerDirectory = z.infer<typeof CustomerDirectory>;

/** A customer's profile with trip figures and their service codes. */
export const CustomerProfile = z
  .strictObject({
    id: z.string().describe('the phone digits'),
    ...Name,
    businessName: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
    notes: z.string().describe("the owner's notes; empty when none"),
    tripCount: z.number().int().describe('bookings not cancelled'),
    bookingsCount: z.number().int(),
    totalSpent: Dollars.describe('bookings not cancelled and not awaiting their card payment'),
    serviceCodes: z.array(ServiceCode).describe('newest first'),
  })
  .meta({ id: 'CustomerProfile' });
export type CustomerProfile = z.infer<typeof CustomerProfile>;

/** The path of the profile routes: /api/customers/phone/{phone}. */
export const CustomerPath = z.strictObject({ phone: z.string().max(30).describe('any formatting; only the digits count') });
export type CustomerPath = z.infer<typeof CustomerPath>;

/** GET and PATCH /api/customers/phone/{phone} */
export const CustomerProfileResponse = z
  .strictObject({ success: z.literal(true), customer: CustomerProfile, message: z.string() })
  .meta({ id: 'CustomerProfileResponse' });
export type CustomerProfileResponse = z.infer<typeof CustomerProfileResponse>;

/** PATCH /api/customers/phone/{phone}: only the fields sent change. A later booking updates name and e-mail again. */
export const UpdateCustomerRequest = z
  .strictObject({
    fullName: z.string().optional(),
    email: z.string().optional(),
    notes: z.string().optional(),
    businessName: z.string().nullable().optional().describe('empty or null clears it'),
  })
  .meta({ id: 'UpdateCustomerRequest' });
export type UpdateCustomerRequest = z.infer<typeof UpdateCustomerRequest>;
