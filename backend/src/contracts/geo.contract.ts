import { z } from 'zod';

/** GET /api/suggest-addresses?query= */
export const AddressSuggestionsQuery = z.strictObject({
  query: z.string().optional().describe('what the customer typed; 3 characters or fewer get no suggestions'),
});
export type AddressSuggestionsQuery = z.infer<typeof AddressSuggestionsQuery>;

/** GET /api/suggest-addresses: addresses matching the text, best first. */
export const AddressSuggestions = z.strictObject({ suggestions: z.array(z.string()) }).meta({ id: 'AddressSuggestions' });
export type AddressSuggestions = z.infer<typeof AddressSuggestions>;
