/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute URL of the owner's main marketing site; optional. */
  readonly VITE_COMPANY_WEBSITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
