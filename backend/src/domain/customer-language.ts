// The languages a customer is spoken to in (issue 30): English, the spec's, and Spanish.

export const CUSTOMER_LANGUAGES = ['en', 'es'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];
