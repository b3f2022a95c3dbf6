// The languages a customer is spoken to in (issue 30): English, the spec's, and Spanish.

export const CUSTOMER_LANGUAGES = ['en', 'es'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];

/** A language as the owner's admin (English) names it. */
export const LANGUAGE_NAMES: Record<CustomerLanguage, string> = { en: 'English', es: 'Spanish' };

export function isCustomerLanguage(value: unknown): value is CustomerLanguage {
  return typeof value === 'string' && (CUSTOMER_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a browser asks for in its Accept-Language header ('es-MX,es;q=0.9,en;q=0.8'): of the tags we speak,
 * the one with the highest weight (the first on a tie), 'en' when none is ours or the header is missing or garbled.
 * A weight of 0 means "not this one".
 */
export function languageOfAcceptLanguage(header: string | undefined): CustomerLanguage {
  let best: { language: CustomerLanguage; weight: number } | null = null;
  for (const entry of (header ?? '').slice(0, 500).split(',')) {
    const [tag, ...params] = entry.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isCustomerLanguage(language)) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? 'en';
}
