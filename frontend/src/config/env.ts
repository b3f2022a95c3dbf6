// The only module that reads import.meta.env. Everything else imports `env`.

function optionalUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export const env = {
  /** Relative on purpose: the API is served on the same origin (Vite proxies /api in dev). */
  apiBaseUrl: '/api',
  /** null when not configured; callers fall back to the business profile, then '#'. */
  companyWebsiteUrl: optionalUrl(import.meta.env.VITE_COMPANY_WEBSITE_URL),
  isDev: import.meta.env.DEV,
} as const;
