import { z } from 'zod';

/** Google's rule for a session token: URL- and filename-safe, at most 36 characters (a UUID fits). */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,36}$/;

/** GET /api/suggest-addresses?query=&sessionToken= */
export const AddressSuggestionsQuery = z.strictObject({
  query: z.string().optional().describe('what the customer typed; 3 characters or fewer get no suggestions'),
  sessionToken: z
    .string()
    .regex(SESSION_TOKEN_PATTERN)
    .optional()
    .describe('one per address entry (a UUID, new after a suggestion is picked): groups the lookups of one entry for billing'),
});
export type AddressSuggestionsQuery = z.infer<typeof AddressSuggestionsQuery>;

/** GET /api/suggest-addresses: addresses matching the text, best first. */
export const AddressSuggestions = z.strictObject({ suggestions: z.array(z.string()) }).meta({ id: 'AddressSuggestions' });
export type AddressSuggestions = z.infer<typeof AddressSuggestions>;
